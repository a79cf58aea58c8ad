// A check-in as ONE SQL statement (the station's hot path, bench/checkin.ts), kept in the PL/pgSQL function
// vbs_check_in (prisma/migrations/20261123075000_check_in_function) so its plan is cached: it finds the
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
import type { AttendanceRecordRow } from './attendance-record.ts';

export type Outcome = 'schedule' | 'replayed' | 'created' | 'already';
/** A row of the check-in or check-out statement: which outcome it tells of, and the record (if any). */
export type StatementRow = Omit<AttendanceRecordRow, 'id' | 'childId' | 'scheduleId' | 'kind' | 'seq' | 'recordedAt'> & {
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

/**
 * A record as the audit trail stores a row (what the Prisma extension writes for it: every column, a DATE as
 * Prisma serialises it, midnight UTC), read from the statement's row named `row`. The check-in function
 * (prisma/migrations/…_check_in_audit_all_columns) builds the same object.
 */
export function auditedRecord(row: 'i' | 'l' | 'g'): Prisma.Sql {
  const r = Prisma.raw(row);
  return Prisma.sql`jsonb_build_object(
  'id', ${r}."id", 'childId', ${r}."childId", 'scheduleId', ${r}."scheduleId", 'kind', ${r}."kind", 'seq', ${r}."seq",
  'recordedAt', to_char(${r}."recordedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'recordedById', ${r}."recordedById",
  'recordedByAccountId', ${r}."recordedByAccountId", 'pickupCode', ${r}."pickupCode", 'verifiedBy', ${r}."verifiedBy", 'overrideReason', ${r}."overrideReason",
  'pickupMisses', ${r}."pickupMisses", 'pickupMissesOn', to_char(${r}."pickupMissesOn", 'YYYY-MM-DD"T00:00:00.000Z"'))`;
}

/** Who records: the staff member (null for an intern) and the account. */
export interface Recorder { staffId: number | null; accountId: number | null }
/** Whom the audit trail names: the acting account, or the kiosk at the kiosk door, and the door (rest, graphql…). */
export interface AuditActor { actorAccountId: number | null; actorKioskId?: number | null; door: string | null }

/**
 * The statement itself (parameterized): a call of vbs_check_in, a PL/pgSQL function holding the one
 * statement (prisma/migrations/…_check_in_function), because PL/pgSQL keeps the plan of that many-CTE
 * statement per connection, where a plain statement was planned again on every check-in (planning cost
 * about twice its execution). Exported so that bench/checkin.ts's raw pg ceiling runs exactly this.
 */
export function checkInSql(recorder: Recorder, scope: AuditActor, req: CheckInRequest): Prisma.Sql {
  return Prisma.sql`SELECT * FROM vbs_check_in(${req.childId}::int, ${req.scheduleId ?? null}::int, ${req.at.toISOString()}::timestamptz, ${req.pickupCode}::text,
    ${req.key}::text, ${req.digest}::text, ${recorder.staffId}::int, ${recorder.accountId}::int, ${scope.actorAccountId}::int, ${scope.door}::text, ${scope.actorKioskId ?? null}::int)`;
}

export function createCheckInStatement(prisma: PrismaClient) {
  /**
   * Runs the statement (on `client`: a transaction's, when several check-ins must all happen or none): its outcome, or null when another station added the child's next record first (the
   * caller runs it again and finds the child in). 404 for an unknown schedule or child; the caller judges a
   * replayed key's digest.
   */
  return async function checkInStatement(viewer: Viewer, req: CheckInRequest, client: Pick<PrismaClient, '$queryRaw'> = prisma): Promise<CheckInOutcome | null> {
    let rows: StatementRow[];
    try {
      rows = await client.$queryRaw<StatementRow[]>(checkInSql(viewer, currentAuditScope(), req));
    } catch (e) {
      if (isForeignKeyViolation(e)) throw notFound('Child');
      throw e;
    }
    const by = (outcome: Outcome) => rows.find((r) => r.outcome === outcome);
    const record = (r: StatementRow): AttendanceRecordRow => ({
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
