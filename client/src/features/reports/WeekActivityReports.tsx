// How the week went in the groups: children per leader in each group, memory verses said each day, and
// each group's points across the week.
import { graphql, useFragment } from 'react-relay';
import type { WeekActivityReports_report$key } from '../../__generated__/WeekActivityReports_report.graphql';
import { formatDay } from '../../lib/dates.ts';
import { ChartWithTable } from './ChartWithTable.tsx';
import { leadersTable, memoryWorkTable, pointsTable } from './report-tables.ts';

export function WeekActivityReports({ report }: { report: WeekActivityReports_report$key }) {
  const r = useFragment(
    graphql`
      fragment WeekActivityReports_report on WeekReport {
        year
        leaderRatios {
          groupId
          name
          color
          children
          staff
          interns
          childrenPerLeader
        }
        memoryWork {
          date
          verses
          children
        }
        pointsByDay {
          date
          groupId
          name
          color
          points
        }
      }
    `,
    report,
  );
  const points = pointsTable(r.pointsByDay);
  const colorOf = new Map(r.pointsByDay.map((p) => [p.name, p.color]));
  const said = r.memoryWork.some((d) => d.verses > 0);

  return (
    <>
      <ChartWithTable
        id="leaders-per-child"
        title="Children per leader"
        description="Each group’s children for every leader (staff and interns) assigned to it."
        table={leadersTable(r.leaderRatios)}
        file={`children-per-leader-${r.year}`}
        chart={{ kind: 'bar', data: r.leaderRatios.map((g) => ({ group: g.name, 'Children per leader': g.childrenPerLeader ?? 0 })), dataKey: 'group', series: [{ name: 'Children per leader', color: 'orange.6' }] }}
      />
      <ChartWithTable
        id="memory-work"
        title="Memory work"
        description="Memory verses children said to a leader, each day of the week."
        table={said ? memoryWorkTable(r.memoryWork) : { columns: [], rows: [] }}
        file={`memory-work-${r.year}`}
        chart={{ kind: 'bar', data: r.memoryWork.map((d) => ({ day: formatDay(d.date), 'Verses said': d.verses })), dataKey: 'day', series: [{ name: 'Verses said', color: 'grape.6' }] }}
      />
      <ChartWithTable
        id="points"
        title="Points across the week"
        description="Each group’s points for each day."
        table={points.table}
        file={`points-${r.year}`}
        chart={{
          kind: 'line',
          data: points.dates.map((date, i) => Object.fromEntries([['day', formatDay(date)], ...points.table.rows.map((row) => [String(row[0]), row[i + 1]])])),
          dataKey: 'day',
          series: points.groups.map(([, name]) => ({ name, color: colorOf.get(name) ?? 'gray.5' })),
        }}
      />
    </>
  );
}
