// A check-out as ONE parameterized SQL statement, like the check-in (check-in-statement.ts). It finds the
// schedule (the current edition's when none is named) and the child's latest record in it (highest seq),
// and then
//   - a key already used: records nothing and returns the record that key produced (with its digest);
//   - no record yet: records nothing (the caller answers 409 not checked in, or 404 for an unknown child);
//   - the child already out: records nothing and returns that check-out (remembering the key for it);
//   - the child in: verifies the pickup — the code printed at that check-in, else a family code of one of the
//     child's parents for this edition, else a staff override with its reason — and adds the check-out
//     (seq + 1; a concurrent station's identical attempt becomes no row, and the caller tries again), or,
//     when nothing verifies, records nothing and says so (the caller names what is missing or wrong).
//   - `release` false (a family's check-out asks first whether the code releases every child): verifies and
//     counts a wrong code exactly as above, but adds no record and remembers no key;
//   - a code offered (pickup or family) is first let through the check-in row's count of wrong codes that
//     program day (attendance.policy.ts: PICKUP_MISSES_MAX): an UPDATE of that row counts a wrong one and
//     lets no code be tried once the count is reached (locked: only a staff override releases the child).
//     Being an UPDATE, it waits for any other station's attempt on the same check-in and re-reads the count,
//     so wrong codes sent at once all count and none slips past the limit. It changes the row only to count a
//     wrong code (the count and its day); a right code leaves it as it is.
// In the same statement it remembers the idempotency key and writes the audit rows: the new record and the
// key as the audit trail's Prisma extension would write their creation, and each wrong code as that
// extension would write the check-in's update (every column before and after), naming the kind of code.
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { notFound } from '../../errors.ts';
import { currentAuditScope } from '../audit/audit-scope.ts';
import type { AttendanceRecordRow } from './attendance-record.ts';
import { auditedRecord, type AuditActor, type Outcome, type Recorder, type StatementRow } from './check-in-statement.ts';
import { calledName } from '../../../../shared/person-name.ts';

/** On the schedule row: the kind of the child's latest record (null: none), the child's first name (null: no
 * such child), how the pickup was verified (verifiedBy; null when nothing verified it), whether codes are
 * locked out, and the wrong codes counted today after this attempt (null when no code was tried). */
type Row = StatementRow & { latestKind: string | null; childName: { firstName: string; preferredName: string | null } | null; locked: boolean | null; misses: number | null };

export interface CheckOutRequest {
  childId: number;
  scheduleId?: number | null;
  at: Date;
  /** The normalized pickup code offered, or null. */
  pickupCode: string | null;
  /** The parent and edition a family code names once its signature is verified, or null. */
  family: { parentId: number; year: number } | null;
  /** A staff override's reason, only when the viewer may override and the reason is valid; else null. */
  overrideReason: string | null;
  /** Whether a pickup or family code was offered (even one that could not be read): a try that counts. */
  codeOffered: boolean;
  /** Wrong codes on one program day after which codes are no longer tried. */
  missesMax: number;
  /** The idempotency key as stored ("<accountId>:<key>"), or null. */
  key: string | null;
  digest: string;
  /** False: only verify (and count a wrong code); add no check-out and remember no key. */
  release: boolean;
}

export type CheckOutOutcome =
  | { kind: 'replayed'; record: AttendanceRecordRow | null; digest: string }
  | { kind: 'not-in'; childExists: boolean }
  | { kind: 'unverified'; misses: number | null }
  | { kind: 'locked'; childName: string }
  /** `release` false: the pickup is verified and the child would be released. */
  | { kind: 'verified' }
  | { kind: 'done'; record: AttendanceRecordRow; created: boolean; year: number };

export function checkOutSql(recorder: Recorder, scope: AuditActor, req: CheckOutRequest): Prisma.Sql {
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
      SELECT l.* FROM latest l WHERE l."kind" = 'CHECK_OUT'
    ), offered AS (
      SELECT (${at}::timestamptz AT TIME ZONE s."timeZone")::date AS "day",
             COALESCE(${req.family?.year ?? null}::int = s."year" AND EXISTS (
               SELECT 1 FROM "ChildParent" cp WHERE cp."childId" = ${req.childId}::int AND cp."parentId" = ${req.family?.parentId ?? null}::int
             ), false) AS "familyOk",
             COALESCE((SELECT l."pickupCode" FROM latest l) = ${req.pickupCode}::text, false) AS "codeOk"
      FROM s
    ), judged AS (
      SELECT o.*, o."codeOk" OR o."familyOk" OR ${req.overrideReason}::text IS NOT NULL AS "verified" FROM offered o
    ), gate AS (
      UPDATE "AttendanceRecord" r
      SET "pickupMisses" = CASE WHEN NOT o."verified" THEN CASE WHEN r."pickupMissesOn" = o."day" THEN r."pickupMisses" ELSE 0 END + 1 ELSE r."pickupMisses" END,
          "pickupMissesOn" = CASE WHEN NOT o."verified" THEN o."day" ELSE r."pickupMissesOn" END
      FROM latest l, judged o
      WHERE r."id" = l."id" AND l."kind" = 'CHECK_IN' AND ${req.codeOffered}::boolean AND NOT EXISTS (SELECT 1 FROM seen)
        AND CASE WHEN r."pickupMissesOn" = o."day" THEN r."pickupMisses" ELSE 0 END < ${req.missesMax}::int
      RETURNING r.*, o."codeOk", o."familyOk", NOT o."verified" AS "missed"
    ), verified AS (
      SELECT CASE
               WHEN g."codeOk" THEN 'PICKUP_CODE'
               WHEN g."familyOk" THEN 'FAMILY_CODE'
               WHEN ${req.overrideReason}::text IS NOT NULL THEN 'OVERRIDE'
             END AS "verifiedBy"
      FROM latest l LEFT JOIN gate g ON true WHERE l."kind" = 'CHECK_IN'
    ), ins AS (
      INSERT INTO "AttendanceRecord" ("childId", "scheduleId", "kind", "seq", "recordedAt", "verifiedBy", "overrideReason", "recordedById", "recordedByAccountId")
      SELECT ${req.childId}::int, l."scheduleId", 'CHECK_OUT', l."seq" + 1, ${at}::timestamptz AT TIME ZONE 'UTC', v."verifiedBy",
             CASE WHEN v."verifiedBy" = 'OVERRIDE' THEN ${req.overrideReason}::text END, ${recorder.staffId}::int, ${recorder.accountId}::int
      FROM latest l, verified v
      WHERE v."verifiedBy" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM seen) AND ${req.release}::boolean
      ON CONFLICT DO NOTHING
      RETURNING *
    ), remembered AS (
      INSERT INTO "AttendanceRequest" ("key", "recordId", "request", "createdAt")
      SELECT ${req.key}::text, r."id", ${req.digest}::text, ${at}::timestamptz AT TIME ZONE 'UTC'
      FROM (SELECT "id" FROM ins UNION ALL SELECT "id" FROM already) r
      WHERE ${req.key}::text IS NOT NULL AND NOT EXISTS (SELECT 1 FROM seen) AND ${req.release}::boolean
      LIMIT 1
      ON CONFLICT DO NOTHING
      RETURNING *
    ), audited AS (
      INSERT INTO "AuditEvent" ("at", "actorAccountId", "door", "kind", "entity", "entityId", "personType", "personId", "before", "after")
      SELECT now() AT TIME ZONE 'UTC', ${scope.actorAccountId}::int, ${scope.door}::text, 'CREATE', 'AttendanceRecord', i."id"::text, 'child', i."childId", NULL::jsonb, ${auditedRecord('i')}
      FROM ins i
      UNION ALL
      SELECT now() AT TIME ZONE 'UTC', ${scope.actorAccountId}::int, ${scope.door}::text, 'CREATE', 'AttendanceRequest', q."key", NULL, NULL, NULL,
             jsonb_build_object('key', q."key", 'recordId', q."recordId", 'request', q."request", 'createdAt', to_char(q."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      FROM remembered q
      UNION ALL
      SELECT now() AT TIME ZONE 'UTC', ${scope.actorAccountId}::int, ${scope.door}::text, 'UPDATE', 'AttendanceRecord', g."id"::text, 'child', g."childId", ${auditedRecord('l')},
             ${auditedRecord('g')} || jsonb_build_object('wrongCode', CASE WHEN ${req.pickupCode}::text IS NOT NULL THEN 'PICKUP_CODE' ELSE 'FAMILY_CODE' END)
      FROM gate g JOIN latest l ON l."id" = g."id" WHERE g."missed"
    )
    SELECT 'schedule' AS "outcome", s."year", NULL::text AS "digest", (SELECT "kind"::text FROM latest) AS "latestKind",
           (SELECT json_build_object('firstName', c."firstName", 'preferredName', c."preferredName") FROM "Child" c WHERE c."id" = ${req.childId}::int) AS "childName",
           ${req.codeOffered}::boolean AND (SELECT "kind"::text FROM latest) = 'CHECK_IN' AND NOT EXISTS (SELECT 1 FROM gate) AND NOT EXISTS (SELECT 1 FROM seen) AS "locked",
           (SELECT "pickupMisses" FROM gate) AS "misses",
           NULL::int AS "id", NULL::int AS "childId", s."id" AS "scheduleId", NULL::text AS "kind", NULL::int AS "seq", NULL::timestamp AS "recordedAt",
           NULL::text AS "pickupCode", (SELECT "verifiedBy" FROM verified) AS "verifiedBy", NULL::text AS "overrideReason", NULL::int AS "recordedById"
    FROM s
    UNION ALL
    SELECT 'replayed', NULL, q."request", NULL, NULL, NULL, NULL, r."id", r."childId", r."scheduleId", r."kind"::text, r."seq", r."recordedAt", r."pickupCode", r."verifiedBy", r."overrideReason", r."recordedById"
    FROM seen q LEFT JOIN "AttendanceRecord" r ON r."id" = q."recordId"
    UNION ALL
    SELECT 'created', NULL, NULL, NULL, NULL, NULL, NULL, i."id", i."childId", i."scheduleId", i."kind"::text, i."seq", i."recordedAt", i."pickupCode", i."verifiedBy", i."overrideReason", i."recordedById"
    FROM ins i
    UNION ALL
    SELECT 'already', NULL, NULL, NULL, NULL, NULL, NULL, a."id", a."childId", a."scheduleId", a."kind"::text, a."seq", a."recordedAt", a."pickupCode", a."verifiedBy", a."overrideReason", a."recordedById"
    FROM already a`;
}

export function createCheckOutStatement(prisma: PrismaClient) {
  /**
   * Runs the statement (on `client`: a transaction's, when a family's children are released together); null
   * when another station added the child's next record first (the caller runs it again). 404 for an unknown
   * schedule; the caller judges a replayed key's digest and the other outcomes.
   */
  return async function checkOutStatement(viewer: Viewer, req: CheckOutRequest, client: Pick<PrismaClient, '$queryRaw'> = prisma): Promise<CheckOutOutcome | null> {
    const rows = await client.$queryRaw<Row[]>(checkOutSql(viewer, currentAuditScope(), req));
    const by = (outcome: Outcome) => rows.find((r) => r.outcome === outcome);
    const record = (r: Row): AttendanceRecordRow => ({
      id: r.id!, childId: r.childId, scheduleId: r.scheduleId, kind: r.kind, seq: r.seq, recordedAt: r.recordedAt,
      pickupCode: r.pickupCode, verifiedBy: r.verifiedBy, overrideReason: r.overrideReason, recordedById: r.recordedById,
    });
    const replayed = by('replayed');
    if (replayed) return { kind: 'replayed', record: replayed.id === null ? null : record(replayed), digest: replayed.digest ?? '' };
    const schedule = by('schedule');
    if (!schedule) throw notFound(req.scheduleId ? 'Schedule' : 'The current program edition’s schedule');
    const created = by('created');
    if (created) return { kind: 'done', record: record(created), created: true, year: schedule.year! };
    const already = by('already');
    if (already) return { kind: 'done', record: record(already), created: false, year: schedule.year! };
    if (schedule.latestKind === null) return { kind: 'not-in', childExists: schedule.childName !== null };
    // In, but nothing was added: codes are locked out, nothing verified the pickup, or another station's
    // record came first.
    if (schedule.verifiedBy === null && schedule.locked) return { kind: 'locked', childName: schedule.childName ? calledName(schedule.childName) : 'this child' };
    if (schedule.verifiedBy === null) return { kind: 'unverified', misses: schedule.misses };
    return req.release ? null : { kind: 'verified' };
  };
}
