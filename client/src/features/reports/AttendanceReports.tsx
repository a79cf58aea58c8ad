// Who came: children checked in on each day of the week (beside last year's same day), and each day per
// grade and per permanent group.
import { graphql, useFragment } from 'react-relay';
import type { AttendanceReports_report$key } from '../../__generated__/AttendanceReports_report.graphql';
import { formatDay } from '../../lib/dates.ts';
import { ChartWithTable } from './ChartWithTable.tsx';
import { checkInsByGradeTable, checkInsByGroupTable, checkInsPerDayTable } from './report-tables.ts';

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
  const perDay = checkInsPerDayTable(r.checkInsPerDay, r.lastYear);
  const byGrade = checkInsByGradeTable(r.checkInsByGrade);
  const byGroup = checkInsByGroupTable(r.checkInsByGroup);
  const daySeries = byGrade.dates.map((date, i) => ({ name: formatDay(date), color: DAY_COLORS[i % DAY_COLORS.length] }));
  const groupColors = new Map(r.checkInsByGroup.map((g) => [g.name ?? 'In no group', g.color ?? 'gray.5']));
  const hasCheckIns = r.checkInsPerDay.some((d) => d.children > 0);

  return (
    <>
      <ChartWithTable
        id="check-ins-per-day"
        title="Check-ins per day"
        description={r.lastYear == null ? 'Children checked in on each day of the week.' : `Children checked in on each day of the week, beside the same day of ${r.lastYear}.`}
        table={hasCheckIns ? perDay : { ...perDay, rows: [] }}
        file={`check-ins-per-day-${r.year}`}
        chart={{
          kind: 'bar',
          data: r.checkInsPerDay.map((d) => ({ day: `Day ${d.dayNumber}`, [String(r.year)]: d.children, ...(r.lastYear == null ? {} : { [String(r.lastYear)]: d.lastYearChildren ?? 0 }) })),
          dataKey: 'day',
          series: [{ name: String(r.year), color: 'blue.6' }, ...(r.lastYear == null ? [] : [{ name: String(r.lastYear), color: 'gray.5' }])],
        }}
      />
      <ChartWithTable
        id="check-ins-by-grade"
        title="Check-ins by grade"
        description="Children checked in each day, by the grade they are entering."
        table={byGrade.table}
        file={`check-ins-by-grade-${r.year}`}
        chart={{ kind: 'bar', data: byGrade.table.rows.map((row) => Object.fromEntries([['grade', row[0]], ...daySeries.map((s, i) => [s.name, row[i + 1]])])), dataKey: 'grade', series: daySeries }}
      />
      <ChartWithTable
        id="check-ins-by-group"
        title="Check-ins by group"
        description="Children checked in each day, by their group."
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
