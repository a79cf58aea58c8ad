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

const KINDS = [
  { value: '', label: 'Everything' },
  { value: 'READ', label: 'Reads of medical info and notes' },
  { value: 'CHANGE', label: 'Changes' },
  { value: 'CREATE', label: 'Additions' },
  { value: 'UPDATE', label: 'Edits' },
  { value: 'DELETE', label: 'Removals' },
];
const FILTER_FIELDS = [
  { kind: 'text', name: 'person', label: 'Person', placeholder: 'Whose record' },
  { kind: 'text', name: 'actor', label: 'Who', placeholder: 'Name or e-mail' },
  { kind: 'select', name: 'kind', label: 'Kind', options: KINDS },
  { kind: 'date', name: 'from', label: 'From' },
  { kind: 'date', name: 'to', label: 'To' },
] as const satisfies readonly FilterField[];
type Filter = (typeof FILTER_FIELDS)[number]['name'];

/** yyyy-mm-dd as the start (from) or end (to) of that day, local time. */
function dayBound(value: string, end: boolean): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function AuditPage() {
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
  if (!viewer.permissions.includes('ADMINISTER_ACCOUNTS')) return <NotForYouPage title="Audit trail" />;
  const csv = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as [string, string][]);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Audit trail</Title>
        <Text c="dimmed">Who read medical information, staff notes or first-aid reports, and every change to people, registrations, groups, permissions, settings and notes. Without the View sensitive info permission those values read as hidden.</Text>
      </div>
      <FilterBar fields={FILTER_FIELDS} values={Object.fromEntries(FILTER_FIELDS.map(({ name }) => [name, value(name)]))} onChange={(name, v) => set(name as Filter, v)} />
      <Group>
        <Button component="a" href={`/api/v1/audit/csv?${csv}`} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
          Export CSV
        </Button>
      </Group>
      <Suspense fallback={<PageSkeleton />}>
        <AuditList filter={filter} />
      </Suspense>
    </Stack>
  );
}

function AuditList({ filter }: { filter: AuditFilterInput }) {
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
      noun={{ one: 'entry', many: 'entries' }}
      label="Audit entries"
      ordered
      gap="sm"
      empty={{ icon: <IconHistory size={28} aria-hidden />, title: 'Nothing recorded', description: 'No entry matches these filters.' }}
      pageSize={30}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
      moreLabel="Show older entries"
      keyOf={(entry) => entry.id}
    >
      {(entry) => <AuditEntry entry={entry} />}
    </ConnectionList>
  );
}
