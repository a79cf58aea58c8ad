// A check-in as ONE parameterized SQL statement (the station's hot path, bench/checkin.ts): it finds the
// schedule (the current edition's when none is named) and the child's latest record in it, and then
//   - a key already used: records nothing and returns the record that key produced (with its digest);
//   - the child already in today (the program's day, in the edition's time zone): records nothing and
//     returns that check-in;
//   - else: adds the child's next record (seq + 1; the unique index turns a concurrent station's identical
//     attempt into no row, and the caller tries again).
// In the same statement it remembers the idempotency key and writes the audit rows, so neither can be lost
// or tell of a record that was never made, and none costs another round trip.
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { notFound } from '../../errors.ts';
import { currentAuditScope } from '../audit/audit-scope.ts';
import type { AttendanceRecordRow } from './attendance.service.ts';

type Outcome = 'schedule' | 'replayed' | 'created' | 'already';
type Row = Omit<AttendanceRecordRow, 'id' | 'childId' | 'scheduleId' | 'kind' | 'seq' | 'recordedAt'> & {
  outcome: Outcome;
  year: number | null;
  digest: string | null;
  id: number | null;
  childId: number;
  scheduleId: number;
  kind: AttendanceRecordRow['kind'];
  seq: number;
  recordedAt: Date;
};

export interface CheckInRequest {
  childId: number;
  scheduleId?: number | null;
  at: Date;
  pickupCode: string;
  /** The idempotency key as stored ("<accountId>:<key>"), or null. */
  key: string | null;
  digest: string;
}

export type CheckInOutcome =
  /** The key was used before: its record (null once undone) and the digest of what it asked for. */
  | { replayed: true; record: AttendanceRecordRow | null; digest: string }
  | { replayed: false; record: AttendanceRecordRow; created: boolean; year: number };

/** The record as the audit trail stores a row (what the Prisma extension writes for a create). */
export const AUDITED_RECORD = Prisma.sql`jsonb_build_object(
  'id', i."id", 'childId', i."childId", 'scheduleId', i."scheduleId", 'kind', i."kind", 'seq', i."seq",
  'recordedAt', to_char(i."recordedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'recordedById', i."recordedById",
  'recordedByAccountId', i."recordedByAccountId", 'pickupCode', i."pickupCode", 'verifiedBy', i."verifiedBy", 'overrideReason', i."overrideReason")`;

/** Who records: the staff member (null for an intern) and the account. */
export interface Recorder { staffId: number | null; accountId: number | null }
/** Whom the audit trail names: the acting account and the door (rest, graphql…). */
export interface AuditActor { actorAccountId: number | null; door: string | null }

/**
 * The statement itself (parameterized). Exported so that bench/checkin.ts's raw pg ceiling runs exactly
 * this SQL, not a simpler INSERT.
 */
export function checkInSql(recorder: Recorder, scope: AuditActor, req: CheckInRequest): Prisma.Sql {
  const at = req.at.toISOString();
  const which = req.scheduleId ? Prisma.sql`s."id" = ${req.scheduleId}::int` : Prisma.sql`s."year" = (SELECT "currentYear" FROM "ProgramSettings" WHERE "id" = 1)`;
  return Prisma.sql`
      WITH s AS (
        SELECT s."id", s."year", e."timeZone" FROM "Schedule" s JOIN "Edition" e ON e."year" = s."year" WHERE ${which}
      ), seen AS (
        SELECT q."recordId", q."request" FROM "AttendanceRequest" q WHERE q."key" = ${req.key}::text
      ), latest AS (
        SELECT r.* FROM s CROSS JOIN LATERAL (
          SELECT * FROM "AttendanceRecord" a WHERE a."childId" = ${req.childId}::int AND a."scheduleId" = s."id" ORDER BY a."seq" DESC LIMIT 1
        ) r
      ), already AS (
        SELECT l.* FROM latest l, s
        WHERE l."kind" = 'CHECK_IN'
          AND ((l."recordedAt" AT TIME ZONE 'UTC') AT TIME ZONE s."timeZone")::date = (${at}::timestamptz AT TIME ZONE s."timeZone")::date
      ), ins AS (
        INSERT INTO "AttendanceRecord" ("childId", "scheduleId", "kind", "seq", "recordedAt", "pickupCode", "recordedById", "recordedByAccountId")
        SELECT ${req.childId}::int, s."id", 'CHECK_IN', COALESCE((SELECT "seq" FROM latest), -1) + 1, ${at}::timestamptz AT TIME ZONE 'UTC',
               ${req.pickupCode}::text, ${recorder.staffId}::int, ${recorder.accountId}::int
        FROM s
        WHERE NOT EXISTS (SELECT 1 FROM seen) AND NOT EXISTS (SELECT 1 FROM already)
        ON CONFLICT DO NOTHING
        RETURNING *
      ), remembered AS (
        INSERT INTO "AttendanceRequest" ("key", "recordId", "request", "createdAt")
        SELECT ${req.key}::text, r."id", ${req.digest}::text, ${at}::timestamptz AT TIME ZONE 'UTC'
        FROM (SELECT "id" FROM ins UNION ALL SELECT "id" FROM already) r
        WHERE ${req.key}::text IS NOT NULL AND NOT EXISTS (SELECT 1 FROM seen)
        LIMIT 1
        ON CONFLICT DO NOTHING
        RETURNING *
      ), audited AS (
        INSERT INTO "AuditEvent" ("at", "actorAccountId", "door", "kind", "entity", "entityId", "personType", "personId", "after")
        SELECT now() AT TIME ZONE 'UTC', ${scope.actorAccountId}::int, ${scope.door}::text, 'CREATE', 'AttendanceRecord', i."id"::text, 'child', i."childId", ${AUDITED_RECORD}
        FROM ins i
        UNION ALL
        SELECT now() AT TIME ZONE 'UTC', ${scope.actorAccountId}::int, ${scope.door}::text, 'CREATE', 'AttendanceRequest', q."key", NULL, NULL,
               jsonb_build_object('key', q."key", 'recordId', q."recordId", 'request', q."request", 'createdAt', to_char(q."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        FROM remembered q
      )
      SELECT 'schedule' AS "outcome", s."year", NULL::text AS "digest", NULL::int AS "id", NULL::int AS "childId", s."id" AS "scheduleId", NULL::text AS "kind",
             NULL::int AS "seq", NULL::timestamp AS "recordedAt", NULL::text AS "pickupCode", NULL::text AS "verifiedBy", NULL::text AS "overrideReason", NULL::int AS "recordedById"
      FROM s
      UNION ALL
      SELECT 'replayed', NULL, q."request", r."id", r."childId", r."scheduleId", r."kind"::text, r."seq", r."recordedAt", r."pickupCode", r."verifiedBy", r."overrideReason", r."recordedById"
      FROM seen q LEFT JOIN "AttendanceRecord" r ON r."id" = q."recordId"
      UNION ALL
      SELECT 'created', s."year", NULL, i."id", i."childId", i."scheduleId", i."kind"::text, i."seq", i."recordedAt", i."pickupCode", i."verifiedBy", i."overrideReason", i."recordedById"
      FROM ins i, s
      UNION ALL
      SELECT 'already', s."year", NULL, a."id", a."childId", a."scheduleId", a."kind"::text, a."seq", a."recordedAt", a."pickupCode", a."verifiedBy", a."overrideReason", a."recordedById"
      FROM already a, s`;
}

export function createCheckInStatement(prisma: PrismaClient) {
  /**
   * Runs the statement: its outcome, or null when another station added the child's next record first (the
   * caller runs it again and finds the child in). 404 for an unknown schedule or child; the caller judges a
   * replayed key's digest.
   */
  return async function checkInStatement(viewer: Viewer, req: CheckInRequest): Promise<CheckInOutcome | null> {
    let rows: Row[];
    try {
      rows = await prisma.$queryRaw<Row[]>(checkInSql(viewer, currentAuditScope(), req));
    } catch (e) {
      if (isForeignKeyViolation(e)) throw notFound('Child');
      throw e;
    }
    const by = (outcome: Outcome) => rows.find((r) => r.outcome === outcome);
    const record = (r: Row): AttendanceRecordRow => ({
      id: r.id!, childId: r.childId, scheduleId: r.scheduleId, kind: r.kind, seq: r.seq, recordedAt: r.recordedAt,
      pickupCode: r.pickupCode, verifiedBy: r.verifiedBy, overrideReason: r.overrideReason, recordedById: r.recordedById,
    });
    const replayed = by('replayed');
    if (replayed) return { replayed: true, record: replayed.id === null ? null : record(replayed), digest: replayed.digest ?? '' };
    const schedule = by('schedule');
    if (!schedule) throw notFound(req.scheduleId ? 'Schedule' : 'The current program edition’s schedule');
    const created = by('created');
    if (created) return { replayed: false, record: record(created), created: true, year: schedule.year! };
    const already = by('already');
    if (already) return { replayed: false, record: record(already), created: false, year: schedule.year! };
    return null;
  };
}

/** A raw statement refused by a foreign key (an unknown child), as the pg and PGlite adapters report it. */
export function isForeignKeyViolation(e: unknown): boolean {
  if (!(e instanceof Prisma.PrismaClientKnownRequestError)) return false;
  return e.code === 'P2003' || (e.code === 'P2010' && /23503|foreign key/i.test(e.message));
}
