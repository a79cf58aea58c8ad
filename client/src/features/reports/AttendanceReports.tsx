// Who came: children checked in on each day of the week (beside last year's same day), and each day per
// grade and per permanent group.
import { graphql, useFragment } from 'react-relay';
import type { AttendanceReports_report$key } from '../../__generated__/AttendanceReports_report.graphql';
import { defineMessages, useIntl } from '../../i18n/intl.tsx';
import { formatDay } from '../../lib/dates.ts';
import { ChartWithTable } from './ChartWithTable.tsx';
import { checkInsByGradeTable, checkInsByGroupTable, checkInsPerDayTable, REPORT_WORDS } from './report-tables.ts';

const m = defineMessages({
  perDayTitle: { id: 'staff.reports.checkInsPerDay.title', defaultMessage: 'Check-ins per day' },
  perDayDescription: { id: 'staff.reports.checkInsPerDay.description', defaultMessage: 'Children checked in on each day of the week.' },
  perDayDescriptionCompared: {
    id: 'staff.reports.checkInsPerDay.descriptionCompared',
    defaultMessage: 'Children checked in on each day of the week, beside the same day of {lastYear}.',
  },
  dayLabel: { id: 'staff.reports.checkInsPerDay.day', defaultMessage: 'Day {number}' },
  byGradeTitle: { id: 'staff.reports.checkInsByGrade.title', defaultMessage: 'Check-ins by grade' },
  byGradeDescription: { id: 'staff.reports.checkInsByGrade.description', defaultMessage: 'Children checked in each day, by the grade they are entering.' },
  byGroupTitle: { id: 'staff.reports.checkInsByGroup.title', defaultMessage: 'Check-ins by group' },
  byGroupDescription: { id: 'staff.reports.checkInsByGroup.description', defaultMessage: 'Children checked in each day, by their group.' },
});

const DAY_COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'pink.6', 'cyan.6', 'lime.7'];

export function AttendanceReports({ report }: { report: AttendanceReports_report$key }) {
  const r = useFragment(
    graphql`
      fragment AttendanceReports_report on WeekReport {
        year
        lastYear
        checkInsPerDay {
          date
          dayNumber
          children
          lastYearChildren
        }
        checkInsByGrade {
          date
          grade
          children
        }
        checkInsByGroup {
          date
          groupId
          name
          color
          children
        }
      }
    `,
    report,
  );
  const t = useIntl().formatMessage;
  const perDay = checkInsPerDayTable(r.checkInsPerDay, r.lastYear, t);
  const byGrade = checkInsByGradeTable(r.checkInsByGrade, t);
  const byGroup = checkInsByGroupTable(r.checkInsByGroup, t);
  const daySeries = byGrade.dates.map((date, i) => ({ name: formatDay(date), color: DAY_COLORS[i % DAY_COLORS.length] }));
  const groupColors = new Map(r.checkInsByGroup.map((g) => [g.name ?? t(REPORT_WORDS.noGroup), g.color ?? 'gray.5']));
  const hasCheckIns = r.checkInsPerDay.some((d) => d.children > 0);

  return (
    <>
      <ChartWithTable
        id="check-ins-per-day"
        title={t(m.perDayTitle)}
        description={r.lastYear == null ? t(m.perDayDescription) : t(m.perDayDescriptionCompared, { lastYear: String(r.lastYear) })}
        table={hasCheckIns ? perDay : { ...perDay, rows: [] }}
        file={`check-ins-per-day-${r.year}`}
        chart={{
          kind: 'bar',
          data: r.checkInsPerDay.map((d) => ({ day: t(m.dayLabel, { number: d.dayNumber }), [String(r.year)]: d.children, ...(r.lastYear == null ? {} : { [String(r.lastYear)]: d.lastYearChildren ?? 0 }) })),
          dataKey: 'day',
          series: [{ name: String(r.year), color: 'blue.6' }, ...(r.lastYear == null ? [] : [{ name: String(r.lastYear), color: 'gray.5' }])],
        }}
      />
      <ChartWithTable
        id="check-ins-by-grade"
        title={t(m.byGradeTitle)}
        description={t(m.byGradeDescription)}
        table={byGrade.table}
        file={`check-ins-by-grade-${r.year}`}
        chart={{ kind: 'bar', data: byGrade.table.rows.map((row) => Object.fromEntries([['grade', row[0]], ...daySeries.map((s, i) => [s.name, row[i + 1]])])), dataKey: 'grade', series: daySeries }}
      />
      <ChartWithTable
        id="check-ins-by-group"
        title={t(m.byGroupTitle)}
        description={t(m.byGroupDescription)}
        table={byGroup.table}
        file={`check-ins-by-group-${r.year}`}
        chart={{
          kind: 'bar',
          stacked: true,
          data: byGroup.dates.map((date) => Object.fromEntries([['day', formatDay(date)], ...byGroup.table.rows.map((row) => [String(row[0]), row[1 + byGroup.dates.indexOf(date)]])])),
          dataKey: 'day',
          series: byGroup.table.rows.map((row) => ({ name: String(row[0]), color: groupColors.get(String(row[0])) ?? 'gray.5' })),
        }}
      />
    </>
  );
}
