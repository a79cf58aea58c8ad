// /dashboard/registrations: staff with APPROVE_REGISTRATIONS review this year's registrations in a table
// with search and filters (status, grade, club, church answer), siblings kept together under their
// parent. Several can be approved at once; the families' e-mails wait on the server for a short undo
// window, and Undo puts the registrations back to pending before anything is sent.
import { Button, Checkbox, EmptyState, Group, Select, Stack, Table, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { IconChecklist, IconChevronDown, IconChevronRight, IconFirstAidKit, IconSearch } from '@tabler/icons-react';
import { Fragment, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { RegistrationReviewPageListQuery } from '../../__generated__/RegistrationReviewPageListQuery.graphql';
import type { RegistrationReviewPageQuery } from '../../__generated__/RegistrationReviewPageQuery.graphql';
import { toast } from '../../app/toast.ts';
import { NotForYouPage } from '../../components/NoticePage.tsx';
import { PageSkeleton } from '../../components/PageSkeleton.tsx';
import { displayName, formatDateTime, formatPhone, gradeLabel } from '../../lib/format.ts';
import { GRADE_OPTIONS } from '../../lib/grade-options.ts';
import { errorMessage } from '../../lib/mutation.ts';
import { RegistrationDetails } from './RegistrationDetails.tsx';
import { UndoApprovalBanner, type PendingUndo } from './UndoApprovalBanner.tsx';
import { byFamily, CHURCH_FILTER, churchGroup, clubChoices, matchesReview, NO_FILTERS, type ReviewFilters } from './review-filter.ts';
import { useApproveRegistrationsMutation } from './useApproveRegistrationsMutation.ts';

export function RegistrationReviewPage() {
  const { viewer } = useLazyLoadQuery<RegistrationReviewPageQuery>(
    graphql`
      query RegistrationReviewPageQuery {
        viewer {
          permissions
        }
      }
    `,
    {},
  );
  if (!viewer) return null;
  if (!viewer.permissions.includes('APPROVE_REGISTRATIONS')) return <NotForYouPage title="Registrations" />;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Registrations</Title>
        <Text c="dimmed">This year’s registrations, families together. The family gets an e-mail when you approve or decline.</Text>
      </div>
      <Suspense fallback={<PageSkeleton />}>
        <RegistrationsTable />
      </Suspense>
    </Stack>
  );
}

const STATUS_FILTER = [
  { value: 'PENDING', label: 'Waiting for a decision' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'DECLINED', label: 'Declined' },
  { value: 'WITHDRAWN', label: 'Withdrawn' },
];
const STATUS_WORD: Record<string, string> = { PENDING: 'Waiting', APPROVED: 'Approved', DECLINED: 'Declined', WITHDRAWN: 'Withdrawn' };
const CHURCH_LABEL = Object.fromEntries(CHURCH_FILTER.map((c) => [c.value, c.label]));

function RegistrationsTable() {
  const data = useLazyLoadQuery<RegistrationReviewPageListQuery>(
    graphql`
      query RegistrationReviewPageListQuery {
        registrations {
          id
          status
          submittedAt
          returning
          child {
            firstName
            preferredName
            lastName
            gradeEntering
            hasMedicalInformation
            medicalAlert
          }
          submittedBy {
            databaseId
            firstName
            preferredName
            lastName
            email
            phone
          }
          responses {
            questionKey
            response
          }
          ...RegistrationDetails_registration
        }
        registrationForm {
          clubs {
            name
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const [filters, setFilters] = useState<ReviewFilters>(NO_FILTERS);
  const search = useDeferredValue(filters.search);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<string | null>(null);
  const [pendingUndo, setPendingUndo] = useState<PendingUndo | null>(null);
  const [approve, approving] = useApproveRegistrationsMutation();
  const set = (patch: Partial<ReviewFilters>) => setFilters((f) => ({ ...f, ...patch }));

  const shown = useMemo(() => data.registrations.filter((r) => matchesReview(r, { ...filters, search })), [data.registrations, filters, search]);
  const families = useMemo(() => byFamily(shown), [shown]);
  const selectable = shown.filter((r) => r.status === 'PENDING');
  const chosen = selectable.filter((r) => selected.has(r.id));
  const allChosen = selectable.length > 0 && chosen.length === selectable.length;
  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? new Set(s).add(id) : new Set([...s].filter((x) => x !== id))));

  const approveChosen = async () => {
    try {
      const { approveRegistrations: result } = await approve({ ids: chosen.map((r) => r.id) });
      setSelected(new Set());
      setPendingUndo({ batch: result.batch, count: result.approved, undoUntil: result.undoUntil as string });
    } catch (error) {
      toast.error(errorMessage(error, 'The registrations could not be approved. Please try again.'));
    }
  };

  if (data.registrations.length === 0) {
    return <EmptyState icon={<IconChecklist size={28} aria-hidden />} title="No registrations yet" description="Registrations appear here as families send them." py="xl" />;
  }

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Child, parent or e-mail"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.search}
          onChange={(e) => set({ search: e.currentTarget.value })}
          style={{ flex: '1 1 14rem' }}
        />
        <Select label="Status" data={STATUS_FILTER} value={filters.status} onChange={(status) => set({ status })} clearable placeholder="Any status" w={240} />
        <Select label="Grade" data={GRADE_OPTIONS} value={filters.grade} onChange={(grade) => set({ grade })} clearable placeholder="Any grade" w={160} />
        <Select label="Club" data={data.registrationForm.clubs.map((c) => c.name)} value={filters.club} onChange={(club) => set({ club })} clearable placeholder="Any club" w={180} />
        <Select label="Church" data={CHURCH_FILTER} value={filters.church} onChange={(church) => set({ church })} clearable placeholder="Any answer" w={180} />
      </Group>

      {pendingUndo && <UndoApprovalBanner key={pendingUndo.batch} undo={pendingUndo} onDone={() => setPendingUndo(null)} />}

      <Group justify="space-between" wrap="wrap" gap="xs">
        <Checkbox
          label={`Select all ${selectable.length} waiting`}
          checked={allChosen}
          indeterminate={chosen.length > 0 && !allChosen}
          disabled={selectable.length === 0}
          onChange={(e) => setSelected(e.currentTarget.checked ? new Set(selectable.map((r) => r.id)) : new Set())}
        />
        <Group gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {shown.length} of {data.registrations.length} shown
          </Text>
          <Button onClick={approveChosen} loading={approving} disabled={chosen.length === 0}>
            Approve {chosen.length || ''} selected
          </Button>
        </Group>
      </Group>

      {families.length === 0 ? (
        <Text c="dimmed">No registrations match these filters.</Text>
      ) : (
        <Table.ScrollContainer minWidth={340}>
          <Table verticalSpacing={6} aria-label="Registrations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <VisuallyHidden>Select</VisuallyHidden>
                </Table.Th>
                <Table.Th>Child</Table.Th>
                <Table.Th visibleFrom="sm">Grade</Table.Th>
                <Table.Th visibleFrom="md">Clubs</Table.Th>
                <Table.Th visibleFrom="md">Church</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th visibleFrom="sm">Sent</Table.Th>
              </Table.Tr>
            </Table.Thead>
            {families.map((family) => (
              <Table.Tbody key={family.key}>
                <Table.Tr bg="var(--mantine-color-gray-1)">
                  <Table.Td colSpan={7}>
                    <Text size="sm" fw={600}>
                      {displayName(family.parent)}
                      <Text span size="sm" fw={400} c="gray.8">
                        {' '}
                        · {family.parent.email}
                        {family.parent.phone ? ` · ${formatPhone(family.parent.phone)}` : ''}
                        {family.rows.length > 1 ? ` · ${family.rows.length} children` : ''}
                      </Text>
                    </Text>
                  </Table.Td>
                </Table.Tr>
                {family.rows.map((r) => {
                  const name = displayName(r.child);
                  const expanded = open === r.id;
                  const church = churchGroup(r.responses.find((x) => x.questionKey === 'church')?.response ?? '');
                  return (
                    <Fragment key={r.id}>
                      <Table.Tr>
                        <Table.Td>
                          {r.status === 'PENDING' && <Checkbox aria-label={`Select ${name}`} checked={selected.has(r.id)} onChange={(e) => toggle(r.id, e.currentTarget.checked)} />}
                        </Table.Td>
                        <Table.Td>
                          <UnstyledButton onClick={() => setOpen(expanded ? null : r.id)} aria-expanded={expanded} style={{ display: 'flex', gap: 4, alignItems: 'center', fontWeight: 500 }}>
                            {expanded ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
                            {name}
                          </UnstyledButton>
                          <Text size="xs" c="dimmed">
                            {r.returning ? 'Returning' : 'First time'}
                          </Text>
                          {(r.child.medicalAlert || r.child.hasMedicalInformation) && (
                            <Text size="xs" c="red.9" style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
                              <IconFirstAidKit size={14} aria-hidden /> {r.child.medicalAlert || 'Medical info on file'}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td visibleFrom="sm">{gradeLabel(r.child.gradeEntering)}</Table.Td>
                        <Table.Td visibleFrom="md">{clubChoices(r).join(', ') || '—'}</Table.Td>
                        <Table.Td visibleFrom="md">{CHURCH_LABEL[church] ?? church}</Table.Td>
                        <Table.Td>
                          {/* Plain dark text: light badges in table rows fell below 4.5:1 (axe). */}
                          <Text size="sm" fw={500}>
                            {STATUS_WORD[r.status] ?? r.status}
                          </Text>
                        </Table.Td>
                        <Table.Td visibleFrom="sm">
                          <Text size="sm">{formatDateTime(r.submittedAt)}</Text>
                        </Table.Td>
                      </Table.Tr>
                      {expanded && (
                        <Table.Tr>
                          <Table.Td colSpan={7}>
                            <RegistrationDetails registration={r} />
                          </Table.Td>
                        </Table.Tr>
                      )}
                    </Fragment>
                  );
                })}
              </Table.Tbody>
            ))}
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
