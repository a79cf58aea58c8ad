// Who registered: first-timers and returning children, registrations week by week against last year, how
// families heard about VBS and their church-attendance answers.
import { graphql, useFragment } from 'react-relay';
import type { RegistrationReports_report$key } from '../../__generated__/RegistrationReports_report.graphql';
import { gradeLabel } from '../../../../shared/grade.ts';
import { referralLabel } from '../../../../forms/reports.ts';
import { ChartWithTable } from './ChartWithTable.tsx';
import { churchLabel, churchTable, newAndReturningTable, referralTable, registrationsOverTimeTable, weeksBeforeLabel } from './report-tables.ts';

const CHURCH_COLORS: Record<string, string> = { YES: 'blue.6', OTHER_CHURCH: 'teal.6', NO_LONGER: 'orange.5', NO: 'grape.5', DECLINED: 'gray.5' };

export function RegistrationReports({ report }: { report: RegistrationReports_report$key }) {
  const r = useFragment(
    graphql`
      fragment RegistrationReports_report on WeekReport {
        year
        lastYear
        newAndReturning {
          year
          grade
          firstTimers
          returning
        }
        registrationsOverTime {
          weeksBefore
          thisYear
          lastYear
        }
        referralSources {
          source
          families
        }
        churchAttendance {
          answer
          families
        }
      }
    `,
    report,
  );
  const thisYear = String(r.year);
  const lastYear = r.lastYear == null ? null : String(r.lastYear);
  const byGrade = r.newAndReturning.filter((x) => x.year === r.year && x.grade != null);

  return (
    <>
      <ChartWithTable
        id="new-and-returning"
        title="First-timers and returning children"
        description="Registered children new to VBS, and those who took part in an earlier year, by grade."
        table={byGrade.length ? newAndReturningTable(r.newAndReturning, r.year) : { columns: [], rows: [] }}
        file={`new-and-returning-${r.year}`}
        chart={{
          kind: 'bar',
          stacked: true,
          data: byGrade.map((x) => ({ grade: gradeLabel(x.grade!), 'First time': x.firstTimers, Returning: x.returning })),
          dataKey: 'grade',
          series: [
            { name: 'First time', color: 'teal.6' },
            { name: 'Returning', color: 'blue.6' },
          ],
        }}
      />
      <ChartWithTable
        id="registrations-over-time"
        title="Registrations over time"
        description={lastYear == null ? 'Children registered so far, week by week up to the start.' : `Children registered so far, week by week up to the start, against ${lastYear}.`}
        table={registrationsOverTimeTable(r.registrationsOverTime, r.year, r.lastYear)}
        file={`registrations-over-time-${r.year}`}
        chart={{
          kind: 'line',
          data: r.registrationsOverTime.map((w) => ({ when: weeksBeforeLabel(w.weeksBefore), [thisYear]: w.thisYear, ...(lastYear == null ? {} : { [lastYear]: w.lastYear ?? 0 }) })),
          dataKey: 'when',
          series: [{ name: thisYear, color: 'blue.6' }, ...(lastYear == null ? [] : [{ name: lastYear, color: 'gray.5' }])],
        }}
      />
      <ChartWithTable
        id="referral-sources"
        title="How families heard about VBS"
        description="Families who registered a child, by what they told us (a family may name several)."
        table={referralTable(r.referralSources)}
        file={`referral-sources-${r.year}`}
        chart={{ kind: 'bar', horizontal: true, data: r.referralSources.map((x) => ({ source: referralLabel(x.source), Families: x.families })), dataKey: 'source', series: [{ name: 'Families', color: 'indigo.6' }] }}
      />
      <ChartWithTable
        id="church-attendance"
        title="Church attendance"
        description="Families by their answer to the church-attendance question."
        table={churchTable(r.churchAttendance)}
        file={`church-attendance-${r.year}`}
        chart={{ kind: 'donut', data: r.churchAttendance.map((x) => ({ name: churchLabel(x.answer), value: x.families, color: CHURCH_COLORS[x.answer] ?? 'gray.5' })) }}
      />
    </>
  );
}
