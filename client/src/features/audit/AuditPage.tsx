// /dashboard/audit (ADMINISTER_ACCOUNTS): the append-only audit trail, newest first, each entry in words
// (AuditEntry.tsx) — who read a child's medical information or staff notes and through which door, and every
// change with its fields before and after. Filters (person, actor, kind, dates) travel in the URL; the CSV
// export streams the same filter and says the same words.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconHistory } from '@tabler/icons-react';
import { Suspense, useDeferredValue } from 'react';
import { useSearchParams } from 'react-router-dom';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { AuditPageQuery } from '../../__generated__/AuditPageQuery.graphql';
import type { AuditPageListQuery, AuditFilterInput } from '../../__generated__/AuditPageListQuery.graphql';
import type { AuditPage_trail$key } from '../../__generated__/AuditPage_trail.graphql';
import { ConnectionList } from '../../components/ConnectionList.tsx';
import { FilterBar, type FilterField } from '../../components/FilterBar.tsx';
import { NotForYouPage } from '../../components/NoticePage.tsx';
import { PageSkeleton } from '../../components/PageSkeleton.tsx';
import { AuditEntry } from './AuditEntry.tsx';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from '../../i18n/intl.tsx';

const KIND_WORDS = defineMessages({
  '': { id: 'staff.audit.kind.everything', defaultMessage: 'Everything' },
  READ: { id: 'staff.audit.kind.reads', defaultMessage: 'Reads of medical info and notes' },
  CHANGE: { id: 'staff.audit.kind.changes', defaultMessage: 'Changes' },
  CREATE: { id: 'staff.audit.kind.additions', defaultMessage: 'Additions' },
  UPDATE: { id: 'staff.audit.kind.edits', defaultMessage: 'Edits' },
  DELETE: { id: 'staff.audit.kind.removals', defaultMessage: 'Removals' },
});
const FILTER_WORDS = defineMessages({
  person: { id: 'staff.audit.filter.person', defaultMessage: 'Person' },
  personPlaceholder: { id: 'staff.audit.filter.personPlaceholder', defaultMessage: 'Whose record' },
  actor: { id: 'staff.audit.filter.actor', defaultMessage: 'Who' },
  actorPlaceholder: { id: 'staff.audit.filter.actorPlaceholder', defaultMessage: 'Name or e-mail' },
  kind: { id: 'staff.audit.filter.kind', defaultMessage: 'Kind' },
  from: { id: 'staff.audit.filter.from', defaultMessage: 'From' },
  to: { id: 'staff.audit.filter.to', defaultMessage: 'To' },
});
const filterFields = (intl: IntlShape) =>
  [
    { kind: 'text', name: 'person', label: intl.formatMessage(FILTER_WORDS.person), placeholder: intl.formatMessage(FILTER_WORDS.personPlaceholder) },
    { kind: 'text', name: 'actor', label: intl.formatMessage(FILTER_WORDS.actor), placeholder: intl.formatMessage(FILTER_WORDS.actorPlaceholder) },
    {
      kind: 'select',
      name: 'kind',
      label: intl.formatMessage(FILTER_WORDS.kind),
      options: Object.entries(KIND_WORDS).map(([value, words]) => ({ value, label: intl.formatMessage(words) })),
    },
    { kind: 'date', name: 'from', label: intl.formatMessage(FILTER_WORDS.from) },
    { kind: 'date', name: 'to', label: intl.formatMessage(FILTER_WORDS.to) },
  ] as const satisfies readonly FilterField[];
type Filter = ReturnType<typeof filterFields>[number]['name'];

/** yyyy-mm-dd as the start (from) or end (to) of that day, local time. */
function dayBound(value: string, end: boolean): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function AuditPage() {
  const intl = useIntl();
  const { viewer } = useLazyLoadQuery<AuditPageQuery>(
    graphql`
      query AuditPageQuery {
        viewer {
          permissions
        }
      }
    `,
    {},
  );
  const [params, setParams] = useSearchParams();
  const value = (name: Filter) => params.get(name) ?? '';
  // From the address bar, not this render's params: Mantine's Select reports its choice through a callback
  // from an earlier render, whose params would drop the filters typed since.
  const set = (name: Filter, v: string) => {
    const next = new URLSearchParams(window.location.search);
    if (v) next.set(name, v);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const person = useDeferredValue(value('person').trim());
  const actor = useDeferredValue(value('actor').trim());
  const filter: AuditFilterInput = {
    person: person || null,
    actor: actor || null,
    kind: value('kind') || null,
    from: dayBound(value('from'), false),
    to: dayBound(value('to'), true),
  };
  if (!viewer) return null;
  if (!viewer.permissions.includes('ADMINISTER_ACCOUNTS')) return <NotForYouPage title={intl.formatMessage({ id: 'staff.audit.title', defaultMessage: 'Audit trail' })} />;
  const fields = filterFields(intl);
  const csv = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as [string, string][]);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}><FormattedMessage id="staff.audit.title" defaultMessage="Audit trail" /></Title>
        <Text c="dimmed"><FormattedMessage id="staff.audit.intro" defaultMessage="Who read medical information, staff notes or first-aid reports, and every change to people, registrations, groups, permissions, settings and notes. Without the View sensitive info permission those values read as hidden." /></Text>
      </div>
      <FilterBar fields={fields} values={Object.fromEntries(fields.map(({ name }) => [name, value(name)]))} onChange={(name, v) => set(name as Filter, v)} />
      <Group>
        <Button component="a" href={`/api/v1/audit/csv?${csv}`} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
          <FormattedMessage id="staff.audit.exportCsv" defaultMessage="Export CSV" />
        </Button>
      </Group>
      <Suspense fallback={<PageSkeleton />}>
        <AuditList filter={filter} />
      </Suspense>
    </Stack>
  );
}

function AuditList({ filter }: { filter: AuditFilterInput }) {
  const intl = useIntl();
  const query = useLazyLoadQuery<AuditPageListQuery>(
    graphql`
      query AuditPageListQuery($filter: AuditFilterInput) {
        ...AuditPage_trail @arguments(filter: $filter)
      }
    `,
    { filter },
    { fetchPolicy: 'network-only' },
  );
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment AuditPage_trail on Query
      @refetchable(queryName: "AuditPagePaginationQuery")
      @argumentDefinitions(filter: { type: "AuditFilterInput" }, first: { type: "Int", defaultValue: 30 }, after: { type: "String" }) {
        auditTrail(first: $first, after: $after, filter: $filter) @connection(key: "AuditPage_auditTrail") {
          totalCount
          edges {
            node {
              id
              ...AuditEntry_entry
            }
          }
        }
      }
    `,
    query as AuditPage_trail$key,
  );
  return (
    <ConnectionList
      edges={data.auditTrail.edges}
      totalCount={data.auditTrail.totalCount}
      noun={{ one: intl.formatMessage({ id: 'staff.audit.noun.one', defaultMessage: 'entry' }), many: intl.formatMessage({ id: 'staff.audit.noun.many', defaultMessage: 'entries' }) }}
      label={intl.formatMessage({ id: 'staff.audit.entries', defaultMessage: 'Audit entries' })}
      ordered
      gap="sm"
      empty={{ icon: <IconHistory size={28} aria-hidden />, title: intl.formatMessage({ id: 'staff.audit.empty.title', defaultMessage: 'Nothing recorded' }), description: intl.formatMessage({ id: 'staff.audit.empty.description', defaultMessage: 'No entry matches these filters.' }) }}
      pageSize={30}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
      moreLabel={intl.formatMessage({ id: 'staff.audit.showOlderEntries', defaultMessage: 'Show older entries' })}
      keyOf={(entry) => entry.id}
    >
      {(entry) => <AuditEntry entry={entry} />}
    </ConnectionList>
  );
}
