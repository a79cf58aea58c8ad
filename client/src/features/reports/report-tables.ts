// The numbers behind each chart of the reports page, as the rows of the table beside it and of its CSV: one
// place decides what a chart says in words, so the screen reader, the paper and the spreadsheet agree.
import { csvLine } from '../../../../shared/csv.ts';
import { gradeLabel } from '../../../../shared/grade.ts';
import { CHURCH_ANSWER_LABELS, referralLabel, type ChurchAnswer } from '../../../../forms/reports.ts';
import type { FormatMessage } from '../../i18n/intl.tsx';
import { formatMessageNow } from '../../i18n/format-now.ts';
import { defineMessages } from '../../i18n/intl.tsx';
import { formatDay } from '../../lib/dates.ts';

const m = defineMessages({
  day: { id: 'staff.reports.column.day', defaultMessage: 'Day' },
  childrenCheckedIn: { id: 'staff.reports.column.childrenCheckedIn', defaultMessage: 'Children checked in' },
  sameDayIn: { id: 'staff.reports.column.sameDayIn', defaultMessage: 'Same day in {year}' },
  dayRow: { id: 'staff.reports.row.day', defaultMessage: 'Day {number}, {date}' },
  grade: { id: 'staff.reports.column.grade', defaultMessage: 'Grade' },
  group: { id: 'staff.reports.column.group', defaultMessage: 'Group' },
  noGroup: { id: 'staff.reports.row.noGroup', defaultMessage: 'In no group' },
  firstTime: { id: 'staff.reports.column.firstTime', defaultMessage: 'First time' },
  returning: { id: 'staff.reports.column.returning', defaultMessage: 'Returning' },
  allGrades: { id: 'staff.reports.row.allGrades', defaultMessage: 'All grades' },
  allGradesIn: { id: 'staff.reports.row.allGradesIn', defaultMessage: 'All grades in {year}' },
  afterStart: { id: 'staff.reports.weeks.afterStart', defaultMessage: 'After the start' },
  weeksBefore: { id: 'staff.reports.weeks.before', defaultMessage: '{weeks, plural, =0 {Start week} one {# week before} other {# weeks before}}' },
  when: { id: 'staff.reports.column.when', defaultMessage: 'When' },
  registeredFor: { id: 'staff.reports.column.registeredFor', defaultMessage: 'Registered for {year}' },
  howTheyHeard: { id: 'staff.reports.column.howTheyHeard', defaultMessage: 'How they heard' },
  families: { id: 'staff.reports.column.families', defaultMessage: 'Families' },
  churchAttendance: { id: 'staff.reports.column.churchAttendance', defaultMessage: 'Church attendance' },
  children: { id: 'staff.reports.column.children', defaultMessage: 'Children' },
  staff: { id: 'staff.reports.column.staff', defaultMessage: 'Staff' },
  interns: { id: 'staff.reports.column.interns', defaultMessage: 'Interns' },
  childrenPerLeader: { id: 'staff.reports.column.childrenPerLeader', defaultMessage: 'Children per leader' },
  noLeader: { id: 'staff.reports.row.noLeader', defaultMessage: 'No leader' },
  versesSaid: { id: 'staff.reports.column.versesSaid', defaultMessage: 'Verses said' },
  childrenWhoSaid: { id: 'staff.reports.column.childrenWhoSaid', defaultMessage: 'Children who said one' },
  week: { id: 'staff.reports.column.week', defaultMessage: 'Week' },
});
/** The words the charts beside the tables name their series with, the same as the tables' columns. */
export const REPORT_WORDS = m;

export type Cell = string | number;
export interface ReportTable {
  columns: string[];
  rows: Cell[][];
}

/** A count the table shows as a dash when there is none to compare with. */
const orDash = (n: number | null | undefined): Cell => (n == null || n === undefined ? '—' : n);
const sortedUnique = <T>(values: T[]) => [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

export function csvOf(table: ReportTable): string {
  return [table.columns, ...table.rows].map((row) => csvLine(row)).join('');
}

export function checkInsPerDayTable(
  days: readonly { date: string; dayNumber: number; children: number; lastYearChildren: number | null | undefined }[],
  lastYear: number | null | undefined,
  t: FormatMessage = formatMessageNow,
): ReportTable {
  return {
    columns: [t(m.day), t(m.childrenCheckedIn), ...(lastYear == null ? [] : [t(m.sameDayIn, { year: String(lastYear) })])],
    rows: days.map((d) => [t(m.dayRow, { number: d.dayNumber, date: formatDay(d.date) }), d.children, ...(lastYear == null ? [] : [orDash(d.lastYearChildren)])]),
  };
}

/** Rows: one per grade (or group); columns: one per day. */
export function perDayMatrix<R extends { date: string; children: number }>(rows: readonly R[], keyOf: (r: R) => string, labelOf: (key: string) => string, first: string, order?: (a: string, b: string) => number) {
  const dates = sortedUnique(rows.map((r) => r.date));
  const keys = [...new Set(rows.map(keyOf))].sort(order);
  return {
    dates,
    keys,
    table: {
      columns: [first, ...dates.map(formatDay)],
      rows: keys.map((k) => [labelOf(k), ...dates.map((date) => rows.find((r) => r.date === date && keyOf(r) === k)?.children ?? 0)]),
    } satisfies ReportTable,
  };
}

export function checkInsByGradeTable(rows: readonly { date: string; grade: number; children: number }[], t: FormatMessage = formatMessageNow) {
  return perDayMatrix(rows, (r) => String(r.grade), (k) => gradeLabel(Number(k)), t(m.grade), (a, b) => Number(a) - Number(b));
}

export function checkInsByGroupTable(rows: readonly { date: string; groupId: number | null | undefined; name: string | null | undefined; children: number }[], t: FormatMessage = formatMessageNow) {
  const names = new Map(rows.map((r) => [String(r.groupId ?? ''), r.name ?? t(m.noGroup)]));
  return perDayMatrix(rows, (r) => String(r.groupId ?? ''), (k) => names.get(k) ?? k, t(m.group), (a, b) => (names.get(a) ?? '').localeCompare(names.get(b) ?? ''));
}

export function newAndReturningTable(rows: readonly { year: number; grade: number | null | undefined; firstTimers: number; returning: number }[], year: number, t: FormatMessage = formatMessageNow): ReportTable {
  const ofYear = rows.filter((r) => r.year === year);
  const all = ofYear.find((r) => r.grade == null);
  return {
    columns: [t(m.grade), t(m.firstTime), t(m.returning)],
    rows: [
      ...ofYear.filter((r) => r.grade != null).map((r) => [gradeLabel(r.grade!), r.firstTimers, r.returning]),
      [t(m.allGrades), all?.firstTimers ?? 0, all?.returning ?? 0],
      ...rows.filter((r) => r.year !== year && r.grade == null).map((r) => [t(m.allGradesIn, { year: String(r.year) }), r.firstTimers, r.returning]),
    ],
  };
}

export const weeksBeforeLabel = (weeks: number, t: FormatMessage = formatMessageNow) => (weeks < 0 ? t(m.afterStart) : t(m.weeksBefore, { weeks }));

export function registrationsOverTimeTable(
  rows: readonly { weeksBefore: number; thisYear: number; lastYear: number | null | undefined }[],
  year: number,
  lastYear: number | null | undefined,
  t: FormatMessage = formatMessageNow,
): ReportTable {
  return {
    columns: [t(m.when), t(m.registeredFor, { year: String(year) }), ...(lastYear == null ? [] : [t(m.registeredFor, { year: String(lastYear) })])],
    rows: rows.map((r) => [weeksBeforeLabel(r.weeksBefore, t), r.thisYear, ...(lastYear == null ? [] : [orDash(r.lastYear)])]),
  };
}

export function referralTable(rows: readonly { source: string; families: number }[], t: FormatMessage = formatMessageNow): ReportTable {
  return { columns: [t(m.howTheyHeard), t(m.families)], rows: rows.map((r) => [referralLabel(r.source), r.families]) };
}

export const churchLabel = (answer: string) => CHURCH_ANSWER_LABELS[answer as ChurchAnswer] ?? answer;

export function churchTable(rows: readonly { answer: string; families: number }[], t: FormatMessage = formatMessageNow): ReportTable {
  return { columns: [t(m.churchAttendance), t(m.families)], rows: rows.map((r) => [churchLabel(r.answer), r.families]) };
}

export function leadersTable(
  rows: readonly { name: string; children: number; staff: number; interns: number; childrenPerLeader: number | null | undefined }[],
  t: FormatMessage = formatMessageNow,
): ReportTable {
  return {
    columns: [t(m.group), t(m.children), t(m.staff), t(m.interns), t(m.childrenPerLeader)],
    rows: rows.map((r) => [r.name, r.children, r.staff, r.interns, r.childrenPerLeader == null ? t(m.noLeader) : r.childrenPerLeader]),
  };
}

export function memoryWorkTable(rows: readonly { date: string; verses: number; children: number }[], t: FormatMessage = formatMessageNow): ReportTable {
  return { columns: [t(m.day), t(m.versesSaid), t(m.childrenWhoSaid)], rows: rows.map((r) => [formatDay(r.date), r.verses, r.children]) };
}

export function pointsTable(rows: readonly { date: string; groupId: number; name: string; points: number }[], t: FormatMessage = formatMessageNow) {
  const dates = sortedUnique(rows.map((r) => r.date));
  const groups = [...new Map(rows.map((r) => [r.groupId, r.name])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  const pointsOf = (groupId: number, date: string) => rows.find((r) => r.groupId === groupId && r.date === date)?.points ?? 0;
  return {
    dates,
    groups,
    table: {
      columns: [t(m.group), ...dates.map(formatDay), t(m.week)],
      rows: groups.map(([id, name]) => [name, ...dates.map((d) => pointsOf(id, d)), dates.reduce((sum, d) => sum + pointsOf(id, d), 0)]),
    } satisfies ReportTable,
  };
}

/** Chart data with one entry per row key and one field per column (series), from a table's numbers. */
export function chartRows(table: ReportTable, keyName: string, seriesNames: string[]): Record<string, Cell>[] {
  return table.rows.map((row) => Object.fromEntries([[keyName, row[0]], ...seriesNames.map((name, i) => [name, row[i + 1]])]));
}
