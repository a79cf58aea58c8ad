// Who registered: first-timers and returning children, registrations week by week against last year, how
// families heard about VBS and their church-attendance answers.
import { graphql, useFragment } from 'react-relay';
import type { RegistrationReports_report$key } from '../../__generated__/RegistrationReports_report.graphql';
import { gradeLabel } from '../../../../shared/grade.ts';
import { referralLabel } from '../../../../forms/reports.ts';
import { defineMessages, useIntl } from '../../i18n/intl.tsx';
import { ChartWithTable } from './ChartWithTable.tsx';
import { churchLabel, churchTable, newAndReturningTable, referralTable, registrationsOverTimeTable, REPORT_WORDS, weeksBeforeLabel } from './report-tables.ts';

const m = defineMessages({
  newTitle: { id: 'staff.reports.newAndReturning.title', defaultMessage: 'First-timers and returning children' },
  newDescription: { id: 'staff.reports.newAndReturning.description', defaultMessage: 'Registered children new to VBS, and those who took part in an earlier year, by grade.' },
  overTimeTitle: { id: 'staff.reports.registrationsOverTime.title', defaultMessage: 'Registrations over time' },
  overTimeDescription: { id: 'staff.reports.registrationsOverTime.description', defaultMessage: 'Children registered so far, week by week up to the start.' },
  overTimeDescriptionCompared: {
    id: 'staff.reports.registrationsOverTime.descriptionCompared',
    defaultMessage: 'Children registered so far, week by week up to the start, against {lastYear}.',
  },
  referralTitle: { id: 'staff.reports.referralSources.title', defaultMessage: 'How families heard about VBS' },
  referralDescription: { id: 'staff.reports.referralSources.description', defaultMessage: 'Families who registered a child, by what they told us (a family may name several).' },
  churchTitle: { id: 'staff.reports.churchAttendance.title', defaultMessage: 'Church attendance' },
  churchDescription: { id: 'staff.reports.churchAttendance.description', defaultMessage: 'Families by their answer to the church-attendance question.' },
});

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
  const t = useIntl().formatMessage;
  const firstTime = t(REPORT_WORDS.firstTime);
  const returning = t(REPORT_WORDS.returning);
  const families = t(REPORT_WORDS.families);
  const thisYear = String(r.year);
  const lastYear = r.lastYear == null ? null : String(r.lastYear);
  const byGrade = r.newAndReturning.filter((x) => x.year === r.year && x.grade != null);

  return (
    <>
      <ChartWithTable
        id="new-and-returning"
        title={t(m.newTitle)}
        description={t(m.newDescription)}
        table={byGrade.length ? newAndReturningTable(r.newAndReturning, r.year, t) : { columns: [], rows: [] }}
        file={`new-and-returning-${r.year}`}
        chart={{
          kind: 'bar',
          stacked: true,
          data: byGrade.map((x) => ({ grade: gradeLabel(x.grade!), [firstTime]: x.firstTimers, [returning]: x.returning })),
          dataKey: 'grade',
          series: [
            { name: firstTime, color: 'teal.6' },
            { name: returning, color: 'blue.6' },
          ],
        }}
      />
      <ChartWithTable
        id="registrations-over-time"
        title={t(m.overTimeTitle)}
        description={lastYear == null ? t(m.overTimeDescription) : t(m.overTimeDescriptionCompared, { lastYear })}
        table={registrationsOverTimeTable(r.registrationsOverTime, r.year, r.lastYear, t)}
        file={`registrations-over-time-${r.year}`}
        chart={{
          kind: 'line',
          data: r.registrationsOverTime.map((w) => ({ when: weeksBeforeLabel(w.weeksBefore, t), [thisYear]: w.thisYear, ...(lastYear == null ? {} : { [lastYear]: w.lastYear ?? 0 }) })),
          dataKey: 'when',
          series: [{ name: thisYear, color: 'blue.6' }, ...(lastYear == null ? [] : [{ name: lastYear, color: 'gray.5' }])],
        }}
      />
      <ChartWithTable
        id="referral-sources"
        title={t(m.referralTitle)}
        description={t(m.referralDescription)}
        table={referralTable(r.referralSources, t)}
        file={`referral-sources-${r.year}`}
        chart={{ kind: 'bar', horizontal: true, data: r.referralSources.map((x) => ({ source: referralLabel(x.source), [families]: x.families })), dataKey: 'source', series: [{ name: families, color: 'indigo.6' }] }}
      />
      <ChartWithTable
        id="church-attendance"
        title={t(m.churchTitle)}
        description={t(m.churchDescription)}
        table={churchTable(r.churchAttendance, t)}
        file={`church-attendance-${r.year}`}
        chart={{ kind: 'donut', data: r.churchAttendance.map((x) => ({ name: churchLabel(x.answer), value: x.families, color: CHURCH_COLORS[x.answer] ?? 'gray.5' })) }}
      />
    </>
  );
}
