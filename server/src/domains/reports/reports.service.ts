// The week's reports, for both doors: every chart read by one GROUP BY statement (reports-queries.ts), ten
// statements in all whatever the size of the edition, then shaped here into the rows the charts and their
// tables show. Counts only: nothing here names a child or a parent.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { notFound } from '../../errors.ts';
import type { ChurchAnswer, ReportFilter } from '../../../../forms/reports.ts';
import { reportsPolicy } from './reports.policy.ts';
import {
  reportQueries as q,
  type CheckInRow,
  type CountRow,
  type DayRow,
  type EditionRow,
  type LeaderRow,
  type MemoryRow,
  type NewReturningRow,
  type PointsRow,
  type RegistrationWeekRow,
} from './reports-queries.ts';

export interface CheckInDay { date: string; dayNumber: number; children: number; lastYearChildren: number | null }
export interface WeekReport {
  year: number;
  groupId: number | null;
  /** The edition before, when it exists and no group is asked for (groups are made anew each year). */
  lastYear: number | null;
  editions: EditionRow[];
  /** The year's permanent groups (the group filter's choices). */
  groups: { groupId: number; name: string; color: string }[];
  checkInsPerDay: CheckInDay[];
  checkInsByGrade: { date: string; grade: number; children: number }[];
  checkInsByGroup: { date: string; groupId: number | null; name: string | null; color: string | null; children: number }[];
  /** grade null: all grades. */
  newAndReturning: { year: number; grade: number | null; firstTimers: number; returning: number }[];
  /** Registrations so far, this year and last, at each whole week before the start (-1: after it began). */
  registrationsOverTime: { weeksBefore: number; thisYear: number; lastYear: number | null }[];
  referralSources: { source: string; families: number }[];
  churchAttendance: { answer: ChurchAnswer; families: number }[];
  leaderRatios: (LeaderRow & { childrenPerLeader: number | null })[];
  memoryWork: MemoryRow[];
  pointsByDay: PointsRow[];
}

const ROUND = (n: number) => Math.round(n * 10) / 10;

export function createReportsService(prisma: PrismaClient) {
  const read = <Row>(sql: ReturnType<(typeof q)['editions']>) => prisma.$queryRaw<Row[]>(sql);

  async function weekReport(viewer: Viewer, filter: ReportFilter): Promise<WeekReport> {
    reportsPolicy.readReports(viewer);
    const editions = await read<EditionRow>(q.editions());
    const year = filter.year ?? editions.find((e) => e.current)?.year ?? editions[0]?.year;
    if (year === undefined || !editions.some((e) => e.year === year)) throw notFound('The edition');
    const groupId = filter.groupId;
    const [days, checkIns, newAndReturning, weeks, referrals, church, leaders, memoryWork, points] = await Promise.all([
      read<DayRow>(q.days(year)),
      read<CheckInRow>(q.checkIns(year, groupId)),
      read<NewReturningRow>(q.newAndReturning(year, groupId)),
      read<RegistrationWeekRow>(q.registrationWeeks(year, groupId)),
      read<CountRow>(q.referralSources(year, groupId)),
      read<CountRow>(q.churchAnswers(year, groupId)),
      read<LeaderRow>(q.leaders(year, null)),
      read<MemoryRow>(q.memoryWork(year, groupId)),
      read<PointsRow>(q.points(year, groupId)),
    ]);
    if (groupId !== null && !leaders.some((g) => g.groupId === groupId)) throw notFound('The group');
    const lastYear = groupId === null && editions.some((e) => e.year === year - 1) ? year - 1 : null;
    const ofYear = checkIns.filter((r) => r.year === year);
    return {
      year,
      groupId,
      lastYear,
      editions,
      groups: leaders.map(({ groupId: id, name, color }) => ({ groupId: id, name, color })),
      checkInsPerDay: perDay(year, lastYear, days, checkIns),
      checkInsByGrade: ofYear.filter((r) => r.grouping === 1).map((r) => ({ date: r.date, grade: r.grade!, children: r.children })),
      checkInsByGroup: ofYear.filter((r) => r.grouping === 2).map((r) => ({ date: r.date, groupId: r.groupId, name: r.groupName, color: r.color, children: r.children })),
      newAndReturning: newReturning(newAndReturning),
      registrationsOverTime: overTime(year, lastYear, weeks),
      referralSources: referrals.map((r) => ({ source: r.key, families: r.families })),
      churchAttendance: church.map((r) => ({ answer: r.key as ChurchAnswer, families: r.families })),
      leaderRatios: leaders
        .filter((g) => groupId === null || g.groupId === groupId)
        .map((g) => ({ ...g, childrenPerLeader: g.staff + g.interns === 0 ? null : ROUND(g.children / (g.staff + g.interns)) })),
      memoryWork: withWeekDays(year, days, memoryWork),
      pointsByDay: points,
    };
  }

  return { weekReport };
}

/** This year's days of the week (or, without a schedule, the days someone came), each with last year's same day of the week. */
function perDay(year: number, lastYear: number | null, days: DayRow[], rows: CheckInRow[]): CheckInDay[] {
  const totals = rows.filter((r) => r.grouping === 3);
  const datesOf = (y: number) => {
    const scheduled = days.filter((d) => d.year === y).map((d) => d.date);
    const came = totals.filter((r) => r.year === y).map((r) => r.date);
    return [...new Set([...scheduled, ...came])].sort();
  };
  const count = (y: number, date: string) => totals.find((r) => r.year === y && r.date === date)?.children ?? 0;
  const before = lastYear === null ? [] : datesOf(lastYear);
  return datesOf(year).map((date, i) => ({ date, dayNumber: i + 1, children: count(year, date), lastYearChildren: i < before.length ? count(lastYear!, before[i]) : null }));
}

function newReturning(rows: NewReturningRow[]): WeekReport['newAndReturning'] {
  const out = new Map<string, WeekReport['newAndReturning'][number]>();
  for (const r of rows) {
    const key = `${r.year}:${r.grade ?? ''}`;
    const entry = out.get(key) ?? { year: r.year, grade: r.grade, firstTimers: 0, returning: 0 };
    if (r.returning) entry.returning += r.children;
    else entry.firstTimers += r.children;
    out.set(key, entry);
  }
  return [...out.values()];
}

/** Running totals from the earliest week anyone registered (in either year) to the start of the week. */
function overTime(year: number, lastYear: number | null, rows: RegistrationWeekRow[]): WeekReport['registrationsOverTime'] {
  if (rows.length === 0) return [];
  const earliest = Math.max(...rows.map((r) => r.weeksBefore));
  const latest = Math.min(0, ...rows.map((r) => r.weeksBefore));
  const sums = { [year]: 0, [year - 1]: 0 } as Record<number, number>;
  const out: WeekReport['registrationsOverTime'] = [];
  for (let w = earliest; w >= latest; w--) {
    for (const r of rows) if (r.weeksBefore === w) sums[r.year] += r.registrations;
    out.push({ weeksBefore: w, thisYear: sums[year], lastYear: lastYear === null ? null : sums[lastYear] });
  }
  return out;
}

/** Every day of the week, a day without a verse said showing 0. */
function withWeekDays(year: number, days: DayRow[], rows: MemoryRow[]): MemoryRow[] {
  const dates = [...new Set([...days.filter((d) => d.year === year).map((d) => d.date), ...rows.map((r) => r.date)])].sort();
  return dates.map((date) => rows.find((r) => r.date === date) ?? { date, verses: 0, children: 0 });
}
