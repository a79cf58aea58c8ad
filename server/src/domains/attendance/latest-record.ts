// "A child's latest attendance record" means one thing everywhere (the station, the attendance views, the
// check-in statement, rosters, the parent dashboard, a registration's REST shape): the record with the
// highest seq in that year's schedule. seq is the order the station recorded them in (its unique index
// serialises two stations), whereas recordedAt is a clock reading that two servers, or an import, may disagree
// on. The latest record is the child's state today only when it was recorded on the program's local day.
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import type { AttendanceKind } from '../../generated/prisma/enums.ts';
import { isProgramToday } from '../settings/edition-time.ts';

/** Prisma orderBy for a child's records within one schedule: the latest first. */
export const LATEST_IN_SCHEDULE = { seq: 'desc' } as const;

/** Prisma orderBy for a child's records across schedules: the newest year's schedule, then the latest in it. */
export const LATEST_ACROSS_SCHEDULES = [{ schedule: { year: 'desc' } }, { seq: 'desc' }] as const;

/** The latest record, when it was recorded today on the program's clocks; else null (no state today). */
export function todaysRecord<R extends { recordedAt: Date }>(latest: R | null | undefined, timeZone: string, now = new Date()): R | null {
  return latest && isProgramToday(latest.recordedAt, timeZone, now) ? latest : null;
}

export interface LatestRecord {
  kind: AttendanceKind;
  recordedAt: Date;
}

export interface ChildLatest {
  /** The edition's time zone, to place the record on the program's day. */
  timeZone: string;
  latest: LatestRecord;
}

/**
 * Each listed child's latest record in the schedule of `year`, with the edition's time zone: one statement
 * whatever the number of children (rosters read the children a request shows together). Children with no
 * record are absent.
 */
export async function latestRecordsOfChildren(prisma: PrismaClient, year: number, childIds: readonly number[]): Promise<Map<number, ChildLatest>> {
  if (childIds.length === 0) return new Map();
  const rows = await prisma.$queryRaw<{ childId: number; kind: AttendanceKind; recordedAt: Date; timeZone: string }[]>(Prisma.sql`
    SELECT DISTINCT ON (a."childId") a."childId", a."kind"::text AS "kind", a."recordedAt", e."timeZone"
    FROM "AttendanceRecord" a
    JOIN "Schedule" s ON s."id" = a."scheduleId"
    JOIN "Edition" e ON e."year" = s."year"
    WHERE s."year" = ${year} AND a."childId" IN (${Prisma.join(childIds)})
    ORDER BY a."childId", a."seq" DESC`);
  return new Map(rows.map((r) => [r.childId, { timeZone: r.timeZone, latest: { kind: r.kind, recordedAt: r.recordedAt } }]));
}
