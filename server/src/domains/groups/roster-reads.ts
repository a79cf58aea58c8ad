// The rosters page's reads, bounded by what is on screen, not by the program's size: each group's checked-in
// count as one SQL aggregate for the year, today's state of only the children a request shows (one
// statement for all of them, however many rosters ask), and a name search across the groups the viewer
// may read that returns a bounded number of matches.
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { latestRecordsOfChildren, todaysRecord, type ChildLatest, type LatestRecord } from '../attendance/latest-record.ts';

/**
 * Children on each group's roster of `year` whose latest record of the year's schedule (highest seq, as
 * attendance/latest-record.ts defines it) is a check-in recorded today on the edition's clocks, by group id:
 * one statement whatever the number of children (groups with nobody checked in are absent).
 */
export async function checkedInCountsOfYear(prisma: PrismaClient, year: number, now = new Date()): Promise<Map<number, number>> {
  const rows = await prisma.$queryRaw<{ groupId: number; checkedIn: number }[]>(Prisma.sql`
    SELECT gc."groupId", count(*)::int AS "checkedIn"
    FROM "Group" g
    JOIN "Schedule" s ON s."year" = g."year"
    JOIN "Edition" e ON e."year" = g."year"
    JOIN "GroupChild" gc ON gc."groupId" = g."id"
    JOIN LATERAL (
      SELECT a."kind", a."recordedAt" FROM "AttendanceRecord" a
      WHERE a."childId" = gc."childId" AND a."scheduleId" = s."id"
      ORDER BY a."seq" DESC LIMIT 1
    ) latest ON true
    WHERE g."year" = ${year} AND latest."kind" = 'CHECK_IN'
      AND (latest."recordedAt" AT TIME ZONE 'UTC' AT TIME ZONE e."timeZone")::date = (${now.toISOString()}::timestamptz AT TIME ZONE e."timeZone")::date
    GROUP BY gc."groupId"`);
  return new Map(rows.map((r) => [r.groupId, r.checkedIn]));
}

type Counts = Map<number, number>;
const countsCache = new WeakMap<RequestContext, Map<number, Promise<Counts>>>();
/** The year's checked-in counts, read once per request. */
export function checkedInCountsOf(ctx: RequestContext, year: number): Promise<Counts> {
  let byYear = countsCache.get(ctx);
  if (!byYear) countsCache.set(ctx, (byYear = new Map()));
  let counts = byYear.get(year);
  if (!counts) byYear.set(year, (counts = checkedInCountsOfYear(ctx.prisma, year)));
  return counts;
}

/**
 * Drops what this context read of today's states and counts: a subscription executes every event with the
 * context it opened with, and each event must read them as they are now.
 */
export function forgetRosterReads(ctx: RequestContext): void {
  countsCache.delete(ctx);
  batches.delete(ctx);
}

interface Batch {
  ids: Set<number>;
  result: Promise<Map<number, ChildLatest>>;
}
const batches = new WeakMap<RequestContext, Map<number, { open: Batch | null; done: Map<number, Promise<Map<number, ChildLatest>>> }>>();

/**
 * A roster child's record today (null when none): the rows a request resolves together (every row of every
 * roster it shows, and search matches) are read in one statement, collected until the resolvers of the
 * current pass have all asked.
 */
export function todaysRecordOfChild(ctx: RequestContext, year: number, childId: number): Promise<LatestRecord | null> {
  let byYear = batches.get(ctx);
  if (!byYear) batches.set(ctx, (byYear = new Map()));
  let state = byYear.get(year);
  if (!state) byYear.set(year, (state = { open: null, done: new Map() }));
  let result = state.done.get(childId);
  if (!result) {
    if (!state.open) {
      const ids = new Set<number>();
      const batchState = state;
      const result = new Promise<Map<number, ChildLatest>>((resolve, reject) =>
        setImmediate(() => {
          batchState.open = null;
          latestRecordsOfChildren(ctx.prisma, year, [...ids]).then(resolve, reject);
        }),
      );
      state.open = { ids, result };
    }
    state.open.ids.add(childId);
    result = state.open.result;
    state.done.set(childId, result);
  }
  return result.then((known) => {
    const found = known.get(childId);
    return found ? todaysRecord(found.latest, found.timeZone) : null;
  });
}

export const SEARCH_TEXT_MAX = 60;
export const SEARCH_DEFAULT = 20;
export const SEARCH_MAX = 50;

/** The words of a roster search (empty: no search), its text as the door read it (at most SEARCH_TEXT_MAX characters). */
export function searchWords(text: string): string[] {
  // LIKE's wildcards are not the viewer's to use: they are dropped from the words.
  return text.trim().replace(/[%_\\]/g, ' ').split(/\s+/).filter(Boolean).slice(0, 5);
}

const insensitive = (op: 'startsWith' | 'contains', value: string) => ({ [op]: value, mode: 'insensitive' as const });

/**
 * Prisma's where for roster rows of `year` whose child's names match every word: a word starts the first,
 * preferred or last name, or a later word of one ("Ann" finds "Mary Ann").
 */
export function rosterSearchWhere(year: number, words: readonly string[], onlyGroupIds: ReadonlySet<number> | null): Prisma.GroupChildWhereInput {
  return {
    group: { year, ...(onlyGroupIds ? { id: { in: [...onlyGroupIds] } } : {}) },
    AND: words.map((word) => ({
      child: {
        OR: (['firstName', 'preferredName', 'lastName'] as const).flatMap((field) => [
          { [field]: insensitive('startsWith', word) },
          { [field]: insensitive('contains', ` ${word}`) },
          { [field]: insensitive('contains', `-${word}`) },
        ]),
      },
    })),
  };
}
