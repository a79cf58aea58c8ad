// How the week went in the groups: children per leader in each group, memory verses said each day, and
// each group's points across the week.
import { graphql, useFragment } from 'react-relay';
import type { WeekActivityReports_report$key } from '../../__generated__/WeekActivityReports_report.graphql';
import { defineMessages, useIntl } from '../../i18n/intl.tsx';
import { formatDay } from '../../lib/dates.ts';
import { ChartWithTable } from './ChartWithTable.tsx';
import { leadersTable, memoryWorkTable, pointsTable, REPORT_WORDS } from './report-tables.ts';

const m = defineMessages({
  leadersTitle: { id: 'staff.reports.leaders.title', defaultMessage: 'Children per leader' },
  leadersDescription: { id: 'staff.reports.leaders.description', defaultMessage: 'Each group’s children for every leader (staff and interns) assigned to it.' },
  memoryTitle: { id: 'staff.reports.memoryWork.title', defaultMessage: 'Memory work' },
  memoryDescription: { id: 'staff.reports.memoryWork.description', defaultMessage: 'Memory verses children said to a leader, each day of the week.' },
  pointsTitle: { id: 'staff.reports.points.title', defaultMessage: 'Points across the week' },
  pointsDescription: { id: 'staff.reports.points.description', defaultMessage: 'Each group’s points for each day.' },
});

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
  const intl = useIntl();
  const t = intl.formatMessage;
  const perLeader = t(REPORT_WORDS.childrenPerLeader);
  const versesSaid = t(REPORT_WORDS.versesSaid);
  const points = pointsTable(r.pointsByDay, t);
  const colorOf = new Map(r.pointsByDay.map((p) => [p.name, p.color]));
  const said = r.memoryWork.some((d) => d.verses > 0);

  return (
    <>
      <ChartWithTable
        id="leaders-per-child"
        title={t(m.leadersTitle)}
        description={t(m.leadersDescription)}
        table={leadersTable(r.leaderRatios, t)}
        file={`children-per-leader-${r.year}`}
        chart={{ kind: 'bar', data: r.leaderRatios.map((g) => ({ group: g.name, [perLeader]: g.childrenPerLeader ?? 0 })), dataKey: 'group', series: [{ name: perLeader, color: 'orange.6' }] }}
      />
      <ChartWithTable
        id="memory-work"
        title={t(m.memoryTitle)}
        description={t(m.memoryDescription)}
        table={said ? memoryWorkTable(r.memoryWork, t) : { columns: [], rows: [] }}
        file={`memory-work-${r.year}`}
        chart={{ kind: 'bar', data: r.memoryWork.map((d) => ({ day: formatDay(d.date), [versesSaid]: d.verses })), dataKey: 'day', series: [{ name: versesSaid, color: 'grape.6' }] }}
      />
      <ChartWithTable
        id="points"
        title={t(m.pointsTitle)}
        description={t(m.pointsDescription)}
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
