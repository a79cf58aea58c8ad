// The numbers behind each chart of the reports page, as the rows of the table beside it and of its CSV: one
// place decides what a chart says in words, so the screen reader, the paper and the spreadsheet agree.
import { csvLine } from '../../../../shared/csv.ts';
import { gradeLabel } from '../../../../shared/grade.ts';
import { CHURCH_ANSWER_LABELS, referralLabel, type ChurchAnswer } from '../../../../forms/reports.ts';
import { formatDay } from '../../lib/dates.ts';

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

export function checkInsPerDayTable(days: readonly { date: string; dayNumber: number; children: number; lastYearChildren: number | null | undefined }[], lastYear: number | null | undefined): ReportTable {
  return {
    columns: ['Day', 'Children checked in', ...(lastYear == null ? [] : [`Same day in ${lastYear}`])],
    rows: days.map((d) => [`Day ${d.dayNumber}, ${formatDay(d.date)}`, d.children, ...(lastYear == null ? [] : [orDash(d.lastYearChildren)])]),
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

export function checkInsByGradeTable(rows: readonly { date: string; grade: number; children: number }[]) {
  return perDayMatrix(rows, (r) => String(r.grade), (k) => gradeLabel(Number(k)), 'Grade', (a, b) => Number(a) - Number(b));
}

export function checkInsByGroupTable(rows: readonly { date: string; groupId: number | null | undefined; name: string | null | undefined; children: number }[]) {
  const names = new Map(rows.map((r) => [String(r.groupId ?? ''), r.name ?? 'In no group']));
  return perDayMatrix(rows, (r) => String(r.groupId ?? ''), (k) => names.get(k) ?? k, 'Group', (a, b) => (names.get(a) ?? '').localeCompare(names.get(b) ?? ''));
}

export function newAndReturningTable(rows: readonly { year: number; grade: number | null | undefined; firstTimers: number; returning: number }[], year: number): ReportTable {
  const ofYear = rows.filter((r) => r.year === year);
  const all = ofYear.find((r) => r.grade == null);
  return {
    columns: ['Grade', 'First time', 'Returning'],
    rows: [
      ...ofYear.filter((r) => r.grade != null).map((r) => [gradeLabel(r.grade!), r.firstTimers, r.returning]),
      ['All grades', all?.firstTimers ?? 0, all?.returning ?? 0],
      ...rows.filter((r) => r.year !== year && r.grade == null).map((r) => [`All grades in ${r.year}`, r.firstTimers, r.returning]),
    ],
  };
}

export const weeksBeforeLabel = (weeks: number) => (weeks < 0 ? 'After the start' : weeks === 0 ? 'Start week' : weeks === 1 ? '1 week before' : `${weeks} weeks before`);

export function registrationsOverTimeTable(rows: readonly { weeksBefore: number; thisYear: number; lastYear: number | null | undefined }[], year: number, lastYear: number | null | undefined): ReportTable {
  return {
    columns: ['When', `Registered for ${year}`, ...(lastYear == null ? [] : [`Registered for ${lastYear}`])],
    rows: rows.map((r) => [weeksBeforeLabel(r.weeksBefore), r.thisYear, ...(lastYear == null ? [] : [orDash(r.lastYear)])]),
  };
}

export function referralTable(rows: readonly { source: string; families: number }[]): ReportTable {
  return { columns: ['How they heard', 'Families'], rows: rows.map((r) => [referralLabel(r.source), r.families]) };
}

export const churchLabel = (answer: string) => CHURCH_ANSWER_LABELS[answer as ChurchAnswer] ?? answer;

export function churchTable(rows: readonly { answer: string; families: number }[]): ReportTable {
  return { columns: ['Church attendance', 'Families'], rows: rows.map((r) => [churchLabel(r.answer), r.families]) };
}

export function leadersTable(rows: readonly { name: string; children: number; staff: number; interns: number; childrenPerLeader: number | null | undefined }[]): ReportTable {
  return {
    columns: ['Group', 'Children', 'Staff', 'Interns', 'Children per leader'],
    rows: rows.map((r) => [r.name, r.children, r.staff, r.interns, r.childrenPerLeader == null ? 'No leader' : r.childrenPerLeader]),
  };
}

export function memoryWorkTable(rows: readonly { date: string; verses: number; children: number }[]): ReportTable {
  return { columns: ['Day', 'Verses said', 'Children who said one'], rows: rows.map((r) => [formatDay(r.date), r.verses, r.children]) };
}

export function pointsTable(rows: readonly { date: string; groupId: number; name: string; points: number }[]) {
  const dates = sortedUnique(rows.map((r) => r.date));
  const groups = [...new Map(rows.map((r) => [r.groupId, r.name])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  const pointsOf = (groupId: number, date: string) => rows.find((r) => r.groupId === groupId && r.date === date)?.points ?? 0;
  return {
    dates,
    groups,
    table: {
      columns: ['Group', ...dates.map(formatDay), 'Week'],
      rows: groups.map(([id, name]) => [name, ...dates.map((d) => pointsOf(id, d)), dates.reduce((sum, d) => sum + pointsOf(id, d), 0)]),
    } satisfies ReportTable,
  };
}

/** Chart data with one entry per row key and one field per column (series), from a table's numbers. */
export function chartRows(table: ReportTable, keyName: string, seriesNames: string[]): Record<string, Cell>[] {
  return table.rows.map((row) => Object.fromEntries([[keyName, row[0]], ...seriesNames.map((name, i) => [name, row[i + 1]])]));
}
