// The builder's conditions: groups that match all / any / none of their parts (AND, OR, NOT), nested,
// each part a field, a comparison and a value shaped by the field's type.
import { ActionIcon, Button, Group, MultiSelect, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { NumberInput } from '../../components/typed-number-input.tsx';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from '../../i18n/intl.tsx';
import { NO_VALUE, RELATIVE_DAYS, defaultValue, isLeaf, newLeaf, relativeDayKind, type Condition, type ConditionValue, type FieldInfo, type Leaf } from './query-definition.ts';
import { todayIso } from '../../lib/dates.ts';

type Mode = 'all' | 'any' | 'none';
const MAX_DEPTH = 4;

const OPERATOR_LABEL: Record<string, MessageDescriptor> = defineMessages({
  contains: { id: 'staff.peopleQuery.operator.contains', defaultMessage: 'contains' },
  equals: { id: 'staff.peopleQuery.operator.equals', defaultMessage: 'is' },
  startsWith: { id: 'staff.peopleQuery.operator.startsWith', defaultMessage: 'starts with' },
  isEmpty: { id: 'staff.peopleQuery.operator.isEmpty', defaultMessage: 'is empty' },
  isNotEmpty: { id: 'staff.peopleQuery.operator.isNotEmpty', defaultMessage: 'is not empty' },
  eq: { id: 'staff.peopleQuery.operator.eq', defaultMessage: '=' },
  ne: { id: 'staff.peopleQuery.operator.ne', defaultMessage: '≠' },
  lt: { id: 'staff.peopleQuery.operator.lt', defaultMessage: '<' },
  lte: { id: 'staff.peopleQuery.operator.lte', defaultMessage: '≤' },
  gt: { id: 'staff.peopleQuery.operator.gt', defaultMessage: '>' },
  gte: { id: 'staff.peopleQuery.operator.gte', defaultMessage: '≥' },
  between: { id: 'staff.peopleQuery.operator.between', defaultMessage: 'between' },
  on: { id: 'staff.peopleQuery.operator.on', defaultMessage: 'on' },
  before: { id: 'staff.peopleQuery.operator.before', defaultMessage: 'before' },
  after: { id: 'staff.peopleQuery.operator.after', defaultMessage: 'after' },
  isTrue: { id: 'staff.peopleQuery.operator.isTrue', defaultMessage: 'yes' },
  isFalse: { id: 'staff.peopleQuery.operator.isFalse', defaultMessage: 'no' },
  in: { id: 'staff.peopleQuery.operator.in', defaultMessage: 'is one of' },
  checkedInOn: { id: 'staff.peopleQuery.operator.checkedInOn', defaultMessage: 'checked in on' },
  notCheckedInOn: { id: 'staff.peopleQuery.operator.notCheckedInOn', defaultMessage: 'not checked in on' },
});

const RELATIVE_DAY_LABEL = defineMessages({
  date: { id: 'staff.peopleQuery.day.date', defaultMessage: 'On a date' },
  today: { id: 'staff.peopleQuery.day.today', defaultMessage: 'Today' },
  yesterday: { id: 'staff.peopleQuery.day.yesterday', defaultMessage: 'Yesterday' },
  thisWeek: { id: 'staff.peopleQuery.day.thisWeek', defaultMessage: 'This week' },
  daysAgo: { id: 'staff.peopleQuery.day.daysAgo', defaultMessage: 'Days ago' },
}) satisfies Record<(typeof RELATIVE_DAYS)[number], MessageDescriptor>;

const WORDS = defineMessages({
  match: { id: 'staff.peopleQuery.match', defaultMessage: 'Match' },
  matchNested: { id: 'staff.peopleQuery.matchNested', defaultMessage: 'Match (group at level {depth})' },
  all: { id: 'staff.peopleQuery.match.all', defaultMessage: 'all' },
  any: { id: 'staff.peopleQuery.match.any', defaultMessage: 'any' },
  none: { id: 'staff.peopleQuery.match.none', defaultMessage: 'none' },
  removeGroup: { id: 'staff.peopleQuery.removeGroup', defaultMessage: 'Remove this group' },
  field: { id: 'staff.peopleQuery.field', defaultMessage: 'Field' },
  notAvailable: { id: 'staff.peopleQuery.notAvailable', defaultMessage: 'Not available to you' },
  comparison: { id: 'staff.peopleQuery.comparison', defaultMessage: 'Comparison' },
  removeCondition: { id: 'staff.peopleQuery.removeCondition', defaultMessage: 'Remove condition on {field}' },
  value: { id: 'staff.peopleQuery.value', defaultMessage: '{field} value' },
  valueFrom: { id: 'staff.peopleQuery.valueFrom', defaultMessage: '{field} value from' },
  valueTo: { id: 'staff.peopleQuery.valueTo', defaultMessage: '{field} value to' },
  whichDay: { id: 'staff.peopleQuery.whichDay', defaultMessage: '{name}: which day' },
  daysAgo: { id: 'staff.peopleQuery.daysAgo', defaultMessage: '{name}: days ago' },
});

function asGroup(node: Condition): { mode: Mode; parts: Condition[] } {
  if ('all' in node) return { mode: 'all', parts: node.all };
  if ('any' in node) return { mode: 'any', parts: node.any };
  if ('not' in node) return { mode: 'none', parts: 'any' in node.not ? node.not.any : [node.not] };
  return { mode: 'all', parts: [node] };
}

function fromGroup(mode: Mode, parts: Condition[]): Condition {
  if (mode === 'all') return { all: parts };
  if (mode === 'any') return { any: parts };
  return { not: { any: parts } };
}

interface EditorProps {
  fields: readonly FieldInfo[];
  today: string;
}

export function ConditionGroup({ node, onChange, onRemove, depth = 1, fields, today }: EditorProps & { node: Condition; onChange: (c: Condition) => void; onRemove?: () => void; depth?: number }) {
  const { mode, parts } = asGroup(node);
  const setParts = (next: Condition[]) => onChange(fromGroup(mode, next));
  const conditionFields = fields.filter((f) => f.operators.length > 0);
  const intl = useIntl();
  return (
    <Paper withBorder p="sm" radius="md" bg={depth > 1 ? 'var(--mantine-color-gray-0)' : undefined}>
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Text size="sm">
              <FormattedMessage id="staff.peopleQuery.peopleMatching" defaultMessage="People matching" />
            </Text>
            <SegmentedControl
              size="xs"
              aria-label={depth === 1 ? intl.formatMessage(WORDS.match) : intl.formatMessage(WORDS.matchNested, { depth })}
              value={mode}
              onChange={(value) => onChange(fromGroup(value as Mode, parts))}
              data={[
                { value: 'all', label: intl.formatMessage(WORDS.all) },
                { value: 'any', label: intl.formatMessage(WORDS.any) },
                { value: 'none', label: intl.formatMessage(WORDS.none) },
              ]}
            />
            <Text size="sm">
              <FormattedMessage id="staff.peopleQuery.ofThese" defaultMessage="of these" />
            </Text>
          </Group>
          {onRemove && (
            <ActionIcon variant="subtle" color="red" aria-label={intl.formatMessage(WORDS.removeGroup)} onClick={onRemove}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        {parts.length === 0 && (
          <Text size="sm" c="dimmed">
            {mode === 'any' ? (
              <FormattedMessage id="staff.peopleQuery.noConditionsNobody" defaultMessage="No conditions: nobody matches yet." />
            ) : (
              <FormattedMessage id="staff.peopleQuery.noConditionsEveryone" defaultMessage="No conditions: everyone matches." />
            )}
          </Text>
        )}
        {parts.map((part, i) => {
          const replace = (c: Condition) => setParts(parts.map((p, j) => (j === i ? c : p)));
          const remove = () => setParts(parts.filter((_, j) => j !== i));
          return isLeaf(part) ? (
            <ConditionRow key={i} leaf={part} onChange={replace} onRemove={remove} fields={conditionFields} today={today} />
          ) : (
            <ConditionGroup key={i} node={part} onChange={replace} onRemove={remove} depth={depth + 1} fields={fields} today={today} />
          );
        })}
        <Group gap="xs">
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => conditionFields[0] && setParts([...parts, newLeaf(conditionFields[0], today)])}>
            <FormattedMessage id="staff.peopleQuery.addCondition" defaultMessage="Add condition" />
          </Button>
          {depth < MAX_DEPTH && (
            <Button size="xs" variant="subtle" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setParts([...parts, { any: [] }])}>
              <FormattedMessage id="staff.peopleQuery.addGroup" defaultMessage="Add group" />
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function ConditionRow({ leaf, onChange, onRemove, fields, today }: EditorProps & { leaf: Leaf; onChange: (c: Condition) => void; onRemove: () => void }) {
  const intl = useIntl();
  const field = fields.find((f) => f.key === leaf.field);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" data-testid="condition">
      <Select
        aria-label={intl.formatMessage(WORDS.field)}
        w={{ base: '100%', xs: 200 }}
        searchable
        allowDeselect={false}
        data={fields.map((f) => ({ value: f.key, label: f.label }))}
        value={field ? leaf.field : null}
        placeholder={field ? undefined : intl.formatMessage(WORDS.notAvailable)}
        onChange={(key) => {
          const next = fields.find((f) => f.key === key);
          if (next) onChange(newLeaf(next, today));
        }}
      />
      {field && (
        <Select
          aria-label={intl.formatMessage(WORDS.comparison)}
          w={{ base: '100%', xs: 190 }}
          allowDeselect={false}
          data={field.operators.map((op) => ({ value: op, label: op in OPERATOR_LABEL ? intl.formatMessage(OPERATOR_LABEL[op]) : op }))}
          value={leaf.op}
          onChange={(op) => op && onChange({ field: leaf.field, op, value: defaultValue(field, op, today) })}
        />
      )}
      {field && !NO_VALUE.has(leaf.op) && <ValueInput field={field} leaf={leaf} onChange={(value) => onChange({ ...leaf, value })} />}
      <ActionIcon variant="subtle" color="red" aria-label={intl.formatMessage(WORDS.removeCondition, { field: field?.label ?? leaf.field })} onClick={onRemove} mb={4}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function ValueInput({ field, leaf, onChange }: { field: FieldInfo; leaf: Leaf; onChange: (v: ConditionValue) => void }) {
  const intl = useIntl();
  const label = intl.formatMessage(WORDS.value, { field: field.label });
  if (field.type === 'choice' || field.type === 'group') {
    const value = (Array.isArray(leaf.value) ? leaf.value : []).map(String);
    return <MultiSelect aria-label={label} w={{ base: '100%', xs: 260 }} data={field.choices.map((c) => ({ value: c.value, label: c.label }))} value={value} onChange={(v) => onChange(field.type === 'group' ? v.map(Number) : v)} searchable />;
  }
  const between = leaf.op === 'between';
  const values = between ? (Array.isArray(leaf.value) ? leaf.value : ['', '']) : [leaf.value as string | number];
  const one = (v: string | number | undefined, set: (v: string | number) => void, name: string) =>
    field.type === 'number' ? (
      <NumberInput aria-label={name} w={{ base: '100%', xs: 110 }} value={typeof v === 'number' ? v : Number(v ?? 0)} onChange={(n) => set(typeof n === 'number' ? n : Number(n) || 0)} />
    ) : field.type === 'date' || field.type === 'attendance' ? (
      between ? (
        <TextInput aria-label={name} type="date" w={{ base: '100%', xs: 170 }} value={String(v ?? '')} onChange={(e) => set(e.currentTarget.value)} />
      ) : (
        <DayInput name={name} value={String(v ?? '')} onChange={set} />
      )
    ) : (
      <TextInput aria-label={name} w={{ base: '100%', xs: 220 }} maxLength={200} value={String(v ?? '')} onChange={(e) => set(e.currentTarget.value)} />
    );
  if (!between) return one(values[0], (v) => onChange(v), label);
  return (
    <Group gap={4} wrap="nowrap">
      {one(values[0], (v) => onChange([v, values[1]]), intl.formatMessage(WORDS.valueFrom, { field: field.label }))}
      <Text size="sm">
        <FormattedMessage id="staff.peopleQuery.and" defaultMessage="and" />
      </Text>
      {one(values[1], (v) => onChange([values[0], v]), intl.formatMessage(WORDS.valueTo, { field: field.label }))}
    </Group>
  );
}

/**
 * A day a condition names: a date, or a day relative to when the query runs ("today", "yesterday",
 * "thisWeek", "daysAgo:N"), stored as those words so a saved query keeps meaning the day it runs on.
 */
function DayInput({ name, value, onChange }: { name: string; value: string; onChange: (v: string) => void }) {
  const intl = useIntl();
  const kind = relativeDayKind(value);
  const daysAgo = kind === 'daysAgo' ? Number(value.slice('daysAgo:'.length)) : 2;
  return (
    <Group gap={4} wrap="wrap">
      <Select
        aria-label={intl.formatMessage(WORDS.whichDay, { name })}
        w={{ base: '100%', xs: 150 }}
        allowDeselect={false}
        data={RELATIVE_DAYS.map((day) => ({ value: day, label: intl.formatMessage(RELATIVE_DAY_LABEL[day]) }))}
        value={kind}
        onChange={(next) => {
          if (next === 'date') onChange(todayIso());
          else if (next === 'daysAgo') onChange(`daysAgo:${daysAgo}`);
          else if (next) onChange(next);
        }}
      />
      {kind === 'date' && <TextInput aria-label={name} type="date" w={{ base: '100%', xs: 170 }} value={value} onChange={(e) => onChange(e.currentTarget.value)} />}
      {kind === 'daysAgo' && (
        <NumberInput aria-label={intl.formatMessage(WORDS.daysAgo, { name })} w={{ base: '100%', xs: 90 }} min={1} max={366} allowDecimal={false} value={daysAgo} onChange={(n) => onChange(`daysAgo:${Math.min(366, Math.max(1, Number(n) || 1))}`)} />
      )}
    </Group>
  );
}

