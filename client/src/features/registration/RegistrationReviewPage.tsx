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
import { defineMessages, useIntl } from '../../i18n/intl.tsx';

const m = defineMessages({
  title: { id: 'staff.registration.review.title', defaultMessage: 'Registrations' },
  intro: { id: 'staff.registration.review.intro', defaultMessage: 'This year’s registrations, families together. The family gets an e-mail when you approve or decline.' },
  statusPending: { id: 'staff.registration.review.status.pending', defaultMessage: 'Waiting for a decision' },
  statusApproved: { id: 'staff.registration.review.status.approved', defaultMessage: 'Approved' },
  statusDeclined: { id: 'staff.registration.review.status.declined', defaultMessage: 'Declined' },
  statusWithdrawn: { id: 'staff.registration.review.status.withdrawn', defaultMessage: 'Withdrawn' },
  wordPending: { id: 'staff.registration.review.word.pending', defaultMessage: 'Waiting' },
  approveFailed: { id: 'staff.registration.review.approveFailed', defaultMessage: 'The registrations could not be approved. Please try again.' },
  emptyTitle: { id: 'staff.registration.review.emptyTitle', defaultMessage: 'No registrations yet' },
  emptyText: { id: 'staff.registration.review.emptyText', defaultMessage: 'Registrations appear here as families send them.' },
  search: { id: 'staff.registration.review.search', defaultMessage: 'Search' },
  searchPlaceholder: { id: 'staff.registration.review.searchPlaceholder', defaultMessage: 'Child, parent or e-mail' },
  status: { id: 'staff.registration.review.status', defaultMessage: 'Status' },
  anyStatus: { id: 'staff.registration.review.anyStatus', defaultMessage: 'Any status' },
  grade: { id: 'staff.registration.review.grade', defaultMessage: 'Grade' },
  anyGrade: { id: 'staff.registration.review.anyGrade', defaultMessage: 'Any grade' },
  club: { id: 'staff.registration.review.club', defaultMessage: 'Club' },
  anyClub: { id: 'staff.registration.review.anyClub', defaultMessage: 'Any club' },
  church: { id: 'staff.registration.review.church', defaultMessage: 'Church' },
  anyAnswer: { id: 'staff.registration.review.anyAnswer', defaultMessage: 'Any answer' },
  selectAll: { id: 'staff.registration.review.selectAll', defaultMessage: 'Select all {count} waiting' },
  shown: { id: 'staff.registration.review.shown', defaultMessage: '{shown} of {total} shown' },
  approveSelected: { id: 'staff.registration.review.approveSelected', defaultMessage: '{count, plural, =0 {Approve selected} other {Approve # selected}}' },
  noMatch: { id: 'staff.registration.review.noMatch', defaultMessage: 'No registrations match these filters.' },
  table: { id: 'staff.registration.review.table', defaultMessage: 'Registrations' },
  select: { id: 'staff.registration.review.select', defaultMessage: 'Select' },
  child: { id: 'staff.registration.review.child', defaultMessage: 'Child' },
  clubs: { id: 'staff.registration.review.clubs', defaultMessage: 'Clubs' },
  sent: { id: 'staff.registration.review.sent', defaultMessage: 'Sent' },
  familyContact: { id: 'staff.registration.review.familyContact', defaultMessage: ' · {email}' },
  familyPhone: { id: 'staff.registration.review.familyPhone', defaultMessage: ' · {phone}' },
  none: { id: 'staff.registration.review.none', defaultMessage: '—' },
  familyChildren: { id: 'staff.registration.review.familyChildren', defaultMessage: ' · {count} children' },
  selectChild: { id: 'staff.registration.review.selectChild', defaultMessage: 'Select {name}' },
  returning: { id: 'staff.registration.review.returning', defaultMessage: 'Returning' },
  firstTime: { id: 'staff.registration.review.firstTime', defaultMessage: 'First time' },
  medical: { id: 'staff.registration.review.medical', defaultMessage: 'Medical info on file' },
});

export function RegistrationReviewPage() {
  const intl = useIntl();
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
  if (!viewer.permissions.includes('APPROVE_REGISTRATIONS')) return <NotForYouPage title={intl.formatMessage(m.title)} />;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{intl.formatMessage(m.title)}</Title>
        <Text c="dimmed">{intl.formatMessage(m.intro)}</Text>
      </div>
      <Suspense fallback={<PageSkeleton />}>
        <RegistrationsTable />
      </Suspense>
    </Stack>
  );
}

const STATUS_FILTER = [
  { value: 'PENDING', label: m.statusPending },
  { value: 'APPROVED', label: m.statusApproved },
  { value: 'DECLINED', label: m.statusDeclined },
  { value: 'WITHDRAWN', label: m.statusWithdrawn },
];
const STATUS_WORD = { PENDING: m.wordPending, APPROVED: m.statusApproved, DECLINED: m.statusDeclined, WITHDRAWN: m.statusWithdrawn } as Record<string, typeof m.title>;
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
  const intl = useIntl();
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
      toast.error(errorMessage(error, intl.formatMessage(m.approveFailed)));
    }
  };

  if (data.registrations.length === 0) {
    return <EmptyState icon={<IconChecklist size={28} aria-hidden />} title={intl.formatMessage(m.emptyTitle)} description={intl.formatMessage(m.emptyText)} py="xl" />;
  }

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={intl.formatMessage(m.search)}
          placeholder={intl.formatMessage(m.searchPlaceholder)}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.search}
          onChange={(e) => set({ search: e.currentTarget.value })}
          style={{ flex: '1 1 14rem' }}
        />
        <Select
          label={intl.formatMessage(m.status)}
          data={STATUS_FILTER.map((s) => ({ value: s.value, label: intl.formatMessage(s.label) }))}
          value={filters.status}
          onChange={(status) => set({ status })}
          clearable
          placeholder={intl.formatMessage(m.anyStatus)}
          w={240}
        />
        <Select label={intl.formatMessage(m.grade)} data={GRADE_OPTIONS} value={filters.grade} onChange={(grade) => set({ grade })} clearable placeholder={intl.formatMessage(m.anyGrade)} w={160} />
        <Select
          label={intl.formatMessage(m.club)}
          data={data.registrationForm.clubs.map((c) => c.name)}
          value={filters.club}
          onChange={(club) => set({ club })}
          clearable
          placeholder={intl.formatMessage(m.anyClub)}
          w={180}
        />
        <Select label={intl.formatMessage(m.church)} data={CHURCH_FILTER} value={filters.church} onChange={(church) => set({ church })} clearable placeholder={intl.formatMessage(m.anyAnswer)} w={180} />
      </Group>

      {pendingUndo && <UndoApprovalBanner key={pendingUndo.batch} undo={pendingUndo} onDone={() => setPendingUndo(null)} />}

      <Group justify="space-between" wrap="wrap" gap="xs">
        <Checkbox
          label={intl.formatMessage(m.selectAll, { count: selectable.length })}
          checked={allChosen}
          indeterminate={chosen.length > 0 && !allChosen}
          disabled={selectable.length === 0}
          onChange={(e) => setSelected(e.currentTarget.checked ? new Set(selectable.map((r) => r.id)) : new Set())}
        />
        <Group gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {intl.formatMessage(m.shown, { shown: shown.length, total: data.registrations.length })}
          </Text>
          <Button onClick={approveChosen} loading={approving} disabled={chosen.length === 0}>
            {intl.formatMessage(m.approveSelected, { count: chosen.length })}
          </Button>
        </Group>
      </Group>

      {families.length === 0 ? (
        <Text c="dimmed">{intl.formatMessage(m.noMatch)}</Text>
      ) : (
        <Table.ScrollContainer minWidth={340}>
          <Table verticalSpacing={6} aria-label={intl.formatMessage(m.table)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <VisuallyHidden>{intl.formatMessage(m.select)}</VisuallyHidden>
                </Table.Th>
                <Table.Th>{intl.formatMessage(m.child)}</Table.Th>
                <Table.Th visibleFrom="sm">{intl.formatMessage(m.grade)}</Table.Th>
                <Table.Th visibleFrom="md">{intl.formatMessage(m.clubs)}</Table.Th>
                <Table.Th visibleFrom="md">{intl.formatMessage(m.church)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.status)}</Table.Th>
                <Table.Th visibleFrom="sm">{intl.formatMessage(m.sent)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            {families.map((family) => (
              <Table.Tbody key={family.key}>
                <Table.Tr bg="var(--mantine-color-gray-1)">
                  <Table.Td colSpan={7}>
                    <Text size="sm" fw={600}>
                      {displayName(family.parent)}
                      <Text span size="sm" fw={400} c="gray.8">
                        {intl.formatMessage(m.familyContact, { email: family.parent.email })}
                        {family.parent.phone ? intl.formatMessage(m.familyPhone, { phone: formatPhone(family.parent.phone) }) : ''}
                        {family.rows.length > 1 ? intl.formatMessage(m.familyChildren, { count: family.rows.length }) : ''}
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
                          {r.status === 'PENDING' && <Checkbox aria-label={intl.formatMessage(m.selectChild, { name })} checked={selected.has(r.id)} onChange={(e) => toggle(r.id, e.currentTarget.checked)} />}
                        </Table.Td>
                        <Table.Td>
                          <UnstyledButton onClick={() => setOpen(expanded ? null : r.id)} aria-expanded={expanded} style={{ display: 'flex', gap: 4, alignItems: 'center', fontWeight: 500 }}>
                            {expanded ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
                            {name}
                          </UnstyledButton>
                          <Text size="xs" c="dimmed">
                            {intl.formatMessage(r.returning ? m.returning : m.firstTime)}
                          </Text>
                          {(r.child.medicalAlert || r.child.hasMedicalInformation) && (
                            <Text size="xs" c="red.9" style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
                              <IconFirstAidKit size={14} aria-hidden /> {r.child.medicalAlert || intl.formatMessage(m.medical)}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td visibleFrom="sm">{gradeLabel(r.child.gradeEntering)}</Table.Td>
                        <Table.Td visibleFrom="md">{clubChoices(r).join(', ') || intl.formatMessage(m.none)}</Table.Td>
                        <Table.Td visibleFrom="md">{CHURCH_LABEL[church] ?? church}</Table.Td>
                        <Table.Td>
                          {/* Plain dark text: light badges in table rows fell below 4.5:1 (axe). */}
                          <Text size="sm" fw={500}>
                            {STATUS_WORD[r.status] ? intl.formatMessage(STATUS_WORD[r.status]) : r.status}
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
