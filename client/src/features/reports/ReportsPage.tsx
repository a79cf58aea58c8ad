// /dashboard/reports (MANAGE_VBS or APPROVE_REGISTRATIONS): the week at a glance — check-ins, first-timers and
// returning children, registrations against last year, how families heard about VBS, church attendance,
// leaders per child, memory work and points — each chart beside its numbers, for an edition and a group
// chosen in the address bar, and printable as the Sunday report. Counts only, no names. The charts' code
// (@mantine/charts, recharts) is part of this lazily loaded page alone.
import '@mantine/charts/styles.css';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Suspense, useTransition } from 'react';
import { useSearchParams } from 'react-router-dom';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ReportsPageQuery } from '../../__generated__/ReportsPageQuery.graphql';
import { PageSkeleton } from '../../components/PageSkeleton.tsx';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { formatLongDate, todayIso } from '../../lib/dates.ts';
import { AttendanceReports } from './AttendanceReports.tsx';
import { RegistrationReports } from './RegistrationReports.tsx';
import { WeekActivityReports } from './WeekActivityReports.tsx';
import classes from './reports.module.css';

const m = defineMessages({
  scope: { id: 'staff.reports.scope', defaultMessage: '{year} {edition}{hasGroup, select, yes {, {group}} other {}}' },
  edition: { id: 'staff.reports.filter.edition', defaultMessage: 'Edition' },
  editionOption: { id: 'staff.reports.filter.editionOption', defaultMessage: '{year} {name}' },
  group: { id: 'staff.reports.filter.group', defaultMessage: 'Group' },
  allGroups: { id: 'staff.reports.filter.allGroups', defaultMessage: 'All groups' },
  counting: { id: 'staff.reports.counting', defaultMessage: 'Counting…' },
  showing: { id: 'staff.reports.showing', defaultMessage: 'Showing {scope}{compared, select, yes {, compared with {lastYear}} other {}}.' },
});

/** A whole number from the address bar, or null. */
const wholeParam = (value: string | null | undefined) => (value != null && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null);

export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const [pending, startTransition] = useTransition();
  const year = wholeParam(params.get('year'));
  const groupId = wholeParam(params.get('group'));
  const choose = (name: 'year' | 'group', value: string | null | undefined) =>
    startTransition(() => {
      const next = new URLSearchParams(window.location.search);
      if (value) next.set(name, value);
      else next.delete(name);
      // Another edition has other groups.
      if (name === 'year') next.delete('group');
      setParams(next, { replace: true });
    });

  return (
    <Stack gap="lg" className={classes.printRoot}>
      <Suspense fallback={<PageSkeleton />}>
        <Reports year={year} groupId={groupId} pending={pending} choose={choose} />
      </Suspense>
    </Stack>
  );
}

function Reports({ year, groupId, pending, choose }: { year: number | null | undefined; groupId: number | null | undefined; pending: boolean; choose: (name: 'year' | 'group', value: string | null | undefined) => void }) {
  const { weekReport: r } = useLazyLoadQuery<ReportsPageQuery>(
    graphql`
      query ReportsPageQuery($year: Int, $groupId: Int) {
        weekReport(year: $year, groupId: $groupId) {
          year
          groupId
          lastYear
          editions {
            year
            name
          }
          groups {
            groupId
            name
          }
          ...AttendanceReports_report
          ...RegistrationReports_report
          ...WeekActivityReports_report
        }
      }
    `,
    { year, groupId },
    { fetchPolicy: 'store-and-network' },
  );
  const edition = r.editions.find((e) => e.year === r.year);
  const group = r.groups.find((g) => g.groupId === r.groupId);
  const intl = useIntl();
  const scope = intl.formatMessage(m.scope, { year: String(r.year), edition: edition?.name ?? '', hasGroup: group ? 'yes' : 'no', group: group?.name ?? '' });

  return (
    <>
      <div>
        <Title order={1}>
          <FormattedMessage id="staff.reports.title" defaultMessage="Reports" />
        </Title>
        <Text c="dimmed" className={classes.noPrint}>
          <FormattedMessage
            id="staff.reports.intro"
            defaultMessage="The week at a glance, counts only. Each chart has its numbers in a table beside it, to read aloud, download as CSV or print for Sunday."
          />
        </Text>
        <Text fw={500} className={classes.printTitle}>
          <FormattedMessage id="staff.reports.printTitle" defaultMessage="Sunday report: {scope}, printed {date}" values={{ scope, date: formatLongDate(todayIso()) }} />
        </Text>
      </div>
      <Group align="flex-end" wrap="wrap" className={classes.noPrint}>
        <Select
          label={intl.formatMessage(m.edition)}
          data={r.editions.map((e) => ({ value: String(e.year), label: intl.formatMessage(m.editionOption, { year: String(e.year), name: e.name }) }))}
          value={String(r.year)}
          onChange={(v) => choose('year', v)}
          allowDeselect={false}
          w={240}
        />
        <Select
          label={intl.formatMessage(m.group)}
          data={[{ value: '', label: intl.formatMessage(m.allGroups) }, ...r.groups.map((g) => ({ value: String(g.groupId), label: g.name }))]}
          value={r.groupId == null ? '' : String(r.groupId)}
          onChange={(v) => choose('group', v || null)}
          allowDeselect={false}
          w={200}
        />
        <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          <FormattedMessage id="staff.reports.print" defaultMessage="Print the Sunday report" />
        </Button>
      </Group>
      <Text size="sm" aria-live="polite" className={classes.noPrint}>
        {pending ? intl.formatMessage(m.counting) : intl.formatMessage(m.showing, { scope, compared: r.lastYear == null ? 'no' : 'yes', lastYear: String(r.lastYear ?? '') })}
      </Text>
      <Stack gap="md" style={{ opacity: pending ? 0.6 : 1 }}>
        <AttendanceReports report={r} />
        <RegistrationReports report={r} />
        <WeekActivityReports report={r} />
      </Stack>
    </>
  );
}
