// The columns of an uploaded sheet, each with the field it fills: the server's guess from the header first,
// then whatever the staff member picks. Each column is a select labelled with the column's own header, so a
// screen reader says "Child 2 DOB, Child 2 date of birth".
import { Select, SimpleGrid, Text } from '@mantine/core';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from '../../i18n/intl.tsx';
import { CHILD_FIELDS, MAX_CHILDREN_PER_ROW, PARENT_FIELDS, VOLUNTEER_FIELDS, childFieldOf, fieldLabel, type ChildField } from '../../../../forms/import-columns.ts';

export interface MappedColumn {
  readonly header: string;
  readonly field: string;
}

const GROUPS = defineMessages({
  volunteer: { id: 'staff.import.fieldGroup.volunteer', defaultMessage: 'Volunteer' },
  family: { id: 'staff.import.fieldGroup.family', defaultMessage: 'Family' },
  child: { id: 'staff.import.fieldGroup.child', defaultMessage: 'Child {number}' },
  other: { id: 'staff.import.fieldGroup.other', defaultMessage: 'Other' },
});

/** The choices a column's select lists, grouped: the parent's fields, each numbered child's, and "Not imported". */
export function fieldChoices(intl: IntlShape, columns: readonly MappedColumn[], volunteers = false) {
  const other = intl.formatMessage(GROUPS.other);
  if (volunteers) return [{ group: intl.formatMessage(GROUPS.volunteer), items: Object.keys(VOLUNTEER_FIELDS).map((value) => ({ value, label: fieldLabel(value) })) }, { group: other, items: [{ value: 'ignore', label: fieldLabel('ignore') }] }];
  const highest = Math.max(0, ...columns.map((c) => childFieldOf(c.field)?.index ?? 0));
  const children = Math.min(MAX_CHILDREN_PER_ROW, Math.max(2, highest + 1));
  const option = (value: string) => ({ value, label: fieldLabel(value) });
  return [
    { group: intl.formatMessage(GROUPS.family), items: Object.keys(PARENT_FIELDS).map(option) },
    ...Array.from({ length: children }, (_, i) => ({
      group: intl.formatMessage(GROUPS.child, { number: i + 1 }),
      items: (Object.keys(CHILD_FIELDS) as ChildField[]).map((f) => option(`child${i + 1}.${f}`)),
    })),
    { group: other, items: [option('ignore')] },
  ];
}

interface Props {
  columns: readonly MappedColumn[];
  onChange: (header: string, field: string) => void;
  disabled?: boolean;
  volunteers?: boolean;
}

export function ImportMappingFields({ columns, onChange, disabled, volunteers }: Props) {
  const data = fieldChoices(useIntl(), columns, volunteers);
  return (
    <>
      <Text size="sm" c="dimmed">
        <FormattedMessage
          id="staff.import.columns.intro"
          defaultMessage="Each column of the file and the field it fills, guessed from its header. Change any that is wrong; the preview follows."
        />
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
        {columns.map((c) => (
          <Select
            key={c.header}
            label={c.header}
            data={data}
            value={c.field}
            onChange={(value) => value && onChange(c.header, value)}
            allowDeselect={false}
            searchable
            disabled={disabled}
            maxDropdownHeight={280}
            comboboxProps={{ withinPortal: true }}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
