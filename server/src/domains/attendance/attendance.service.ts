// Attendance: checking children in and out per schedule (the program year's week), safe pickup at
// check-out, undoing a mistaken record, and reading who is here. Every change publishes `student-checkin`
// to staff and interns after it is stored.
//
// Records are numbered per child and schedule (seq 0, 1, 2…) with a unique index, so two stations
// recording the same child at the same moment cannot both add a record: the loser re-reads and finds the
// child already in (or out). A write with an idempotency key remembers the record it produced and a digest
// of what it asked for; a retry with that key returns the record without recording anything, and the same
// key sent with a different request is refused (409 naming idempotencyKey) rather than answered wrongly.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { LiveBus } from '../../live/bus.ts';
import { DomainError, badInput, conflict, notFound } from '../../errors.ts';
import { verifyCheckInCode } from '../people/check-in-code.ts';
import { screeningPolicy } from '../screening/screening.policy.ts';
import { readClearance } from '../screening/screening-facts.ts';
import { attendancePolicy, PICKUP_MISSES_MAX } from './attendance.policy.ts';
import { requestDigest } from './attendance-input.ts';
import { lockedPickup, unverifiedPickup } from './pickup-refusals.ts';
import { createFamilyCheckOut } from './family-check-out.ts';
import { newPickupCode, normalizePickupCode } from '../../../../shared/codes.ts';
import { createCheckInStatement } from './check-in-statement.ts';
import { createCheckOutStatement } from './check-out-statement.ts';
import { currentProgramWeek } from './program-days.ts';
import type { AttendanceRecordRow, RecordResult } from './attendance-record.ts';
import { localDate } from '../settings/edition-time.ts';
import { currentEditionYear } from '../settings/current-year.ts';

export type VerifiedBy = 'PICKUP_CODE' | 'FAMILY_CODE' | 'OVERRIDE';

export type { AttendanceRecordRow, RecordResult } from './attendance-record.ts';

/** A check-in or check-out as the doors read it (forms/attendance.ts): ids positive, the key well formed, the time within its window. */
export interface CheckInInput {
  childId: number;
  scheduleId?: number | null;
  /** The code the station printed (offline stations make their own); a new one when left out. */
  pickupCode?: string | null;
  idempotencyKey?: string | null;
  /** When it happened, for actions an offline station syncs later; now when left out. */
  recordedAt?: Date | null;
}

export interface CheckOutInput {
  childId: number;
  scheduleId?: number | null;
  pickupCode?: string | null;
  /** A scanned family check-in code (VBS1.…) of one of the child's parents. */
  familyCode?: string | null;
  overrideReason?: string | null;
  idempotencyKey?: string | null;
  recordedAt?: Date | null;
}

const RECORD_SELECT = {
  id: true, childId: true, scheduleId: true, kind: true, seq: true, recordedAt: true, pickupCode: true, verifiedBy: true, overrideReason: true, recordedById: true,
} as const;

const isMissingRow = (e: unknown) =>
  e instanceof Prisma.PrismaClientKnownRequestError && (e.code === 'P2025' || e.code === 'P2003' || (e.code === 'P2010' && /23503|foreign key/i.test(e.message)));

/** The record as the REST door shows it; pickup details only for the check-in table. */
export function recordJson(r: AttendanceRecordRow, viewer: Viewer) {
  const base = { id: r.id, childId: r.childId, scheduleId: r.scheduleId, kind: r.kind, recordedAt: r.recordedAt.toISOString() };
  if (!attendancePolicy.canSeePickupDetails(viewer)) return base;
  return { ...base, pickupCode: r.pickupCode, verifiedBy: r.verifiedBy, overrideReason: r.overrideReason };
}

export interface AttendanceHooks {
  /** A new check-in or check-out, after its transaction (receipts: messages/receipts.ts); must not throw. */
  afterRecord?: (record: AttendanceRecordRow) => void;
}

export function createAttendanceService(prisma: PrismaClient, bus: LiveBus, checkInCodeSecret: string, hooks: AttendanceHooks = {}) {
  const checkInStatement = createCheckInStatement(prisma);
  const checkOutStatement = createCheckOutStatement(prisma);
  const currentYear = () => currentEditionYear(prisma);

  /** Keys are the account's own (a kiosk's own: it has no account), so one caller's key never answers another's. */
  const requestKey = (viewer: Viewer, key: string) => (viewer.kiosk ? `kiosk-${viewer.kiosk.id}:${key}` : `${viewer.accountId}:${key}`);

  /**
   * Whether the viewer may act at the station now: cleared to work with children (screening.policy.ts, one
   * statement), and an intern only on a program day, in the current edition's schedule. A kiosk is a parent
   * checking their own children in on a device a cleared volunteer registered (kiosk.policy.ts openKiosk): no
   * volunteer acts, so no clearance is asked.
   */
  async function requireProgramDay(viewer: Viewer, at: Date, scheduleId: number | null | undefined) {
    if (!viewer.kiosk) screeningPolicy.requireStationClearance(await readClearance(prisma, { staffId: viewer.staffId, internId: viewer.internId }));
    if (!attendancePolicy.boundToProgramDays(viewer)) return;
    attendancePolicy.onProgramDay(viewer, await currentProgramWeek(prisma), at, scheduleId);
  }

  /** What a retried key answers: the first result, unless the key now comes with a different request. */
  function replayedResult(record: AttendanceRecordRow | null, seenDigest: string, digest: string): RecordResult {
    if (seenDigest && seenDigest !== digest) {
      throw new DomainError('CONFLICT', 'This idempotency key was already used for a different check-in or check-out. Use a new key for a new request.', {
        idempotencyKey: 'was already used for a different request',
      });
    }
    if (!record) throw conflict('The record this request made earlier has since been undone.');
    return { record, created: false };
  }

  /**
   * Tells open pages, off the request's path: the in-process bus delivers at once; the Redis bus delivers
   * to this instance's pages while Redis is out of reach and tells every page to refetch when it is back
   * (live/bus.ts). A failure is logged, never the action's.
   */
  function publish(record: AttendanceRecordRow, year: number, undone = false) {
    if (!undone) hooks.afterRecord?.(record);
    bus
      .publish({
        type: 'student-checkin',
        data: { recordId: record.id, childId: record.childId, scheduleId: record.scheduleId, year, kind: record.kind, recordedAt: record.recordedAt.toISOString(), undone },
        audience: { staffAndInterns: true },
      })
      .catch((error: unknown) => console.error(`student-checkin for record ${record.id} could not be published: ${(error as Error).message}`));
  }

  /**
   * `family` is the digest of a whole family check-in this child is part of (each child has its own key
   * derived from the family's), so the same key with another list of children is refused too. `client` is a
   * transaction's when the check-in is one of a family's (all or none); the event is then published by the
   * caller once that transaction is committed (`created` results).
   */
  async function checkInOne(viewer: Viewer, input: CheckInInput, family: string | undefined, client: Parameters<typeof checkInStatement>[2], dayChecked = false) {
    attendancePolicy.checkIn(viewer);
    const key = input.idempotencyKey || null;
    const recordedAt = input.recordedAt ?? undefined;
    let pickupCode = newPickupCode();
    let proposed: string | null = null;
    if (input.pickupCode) {
      proposed = normalizePickupCode(input.pickupCode);
      if (!proposed) throw badInput({ pickupCode: 'A pickup code is 4 to 8 letters and digits.' });
      pickupCode = proposed;
    }
    const digest = key
      ? family ?? requestDigest({ op: 'in', childId: input.childId, scheduleId: input.scheduleId ?? null, pickupCode: proposed, recordedAt: recordedAt?.toISOString() ?? null })
      : '';
    if (!dayChecked) await requireProgramDay(viewer, recordedAt ?? new Date(), input.scheduleId);
    for (let attempt = 0; attempt < 5; attempt++) {
      const outcome = await checkInStatement(viewer, { childId: input.childId, scheduleId: input.scheduleId, at: recordedAt ?? new Date(), pickupCode, key: key && requestKey(viewer, key), digest }, client);
      if (!outcome) continue;
      if (outcome.replayed) return { ...replayedResult(outcome.record, outcome.digest, digest), year: null };
      return { record: outcome.record, created: outcome.created, year: outcome.year };
    }
    throw conflict('This child is being checked in or out at another station right now. Try again.');
  }

  async function checkIn(viewer: Viewer, input: CheckInInput, family?: string): Promise<RecordResult> {
    const { year, ...result } = await checkInOne(viewer, input, family, undefined);
    if (result.created && year !== null) publish(result.record, year);
    return result;
  }

  /**
   * One statement (check-out-statement.ts) checks the child is in, verifies the pickup (the check-in's code,
   * a parent's family code for this edition, or a staff override with a reason), adds the record, remembers
   * the key and writes the audit rows. What only JavaScript can judge comes first: the family code's
   * signature, and whether this viewer may override with this reason.
   */
  async function checkOut(viewer: Viewer, input: CheckOutInput): Promise<RecordResult> {
    attendancePolicy.record(viewer);
    const key = input.idempotencyKey || null;
    const recordedAt = input.recordedAt ?? undefined;
    await requireProgramDay(viewer, recordedAt ?? new Date(), input.scheduleId);
    const pickupCode = input.pickupCode ? normalizePickupCode(input.pickupCode) : null;
    const digest = key
      ? requestDigest({
          op: 'out', childId: input.childId, scheduleId: input.scheduleId ?? null, pickupCode,
          familyCode: input.familyCode || null, overrideReason: input.overrideReason?.trim() || null, recordedAt: recordedAt?.toISOString() ?? null,
        })
      : '';
    const family = input.familyCode ? verifyCheckInCode(checkInCodeSecret, input.familyCode) : null;
    const reason = input.overrideReason?.trim() ?? '';
    const overrideReason = reason && attendancePolicy.canOverridePickup(viewer) ? reason : null;
    for (let attempt = 0; attempt < 5; attempt++) {
      const outcome = await checkOutStatement(viewer, {
        childId: input.childId, scheduleId: input.scheduleId, at: recordedAt ?? new Date(), pickupCode, family, overrideReason,
        codeOffered: Boolean(input.pickupCode || input.familyCode), missesMax: PICKUP_MISSES_MAX, key: key && requestKey(viewer, key), digest, release: true,
      });
      if (!outcome) continue;
      switch (outcome.kind) {
        case 'replayed':
          return replayedResult(outcome.record, outcome.digest, digest);
        case 'not-in':
          if (!outcome.childExists) throw notFound('Child');
          throw conflict('This child is not checked in.');
        case 'locked':
          if (input.overrideReason?.trim()) throw unverifiedPickup(viewer, input, null);
          throw lockedPickup(outcome.childName);
        case 'unverified':
          throw unverifiedPickup(viewer, input, outcome.misses);
        case 'done':
          if (outcome.created) publish(outcome.record, outcome.year);
          return { record: outcome.record, created: outcome.created };
      }
    }
    throw conflict('This child is being checked in or out at another station right now. Try again.');
  }

  return {
    checkIn,
    checkOut,
    checkOutFamily: createFamilyCheckOut({ prisma, checkOutStatement, checkInCodeSecret, requireProgramDay, requestKey, replayedResult, publish }),

    /**
     * Checks several children of one family in with one action, in one transaction: every child is recorded,
     * or (an unknown child, a refusal) none is. They share one pickup code (one receipt). The children come
     * as the door read them: 1 to FAMILY_CHILDREN_MAX, each once.
     */
    async checkInFamily(viewer: Viewer, input: { childIds: number[]; scheduleId?: number | null; pickupCode?: string | null; idempotencyKey?: string | null; recordedAt?: Date | null }) {
      attendancePolicy.checkIn(viewer);
      const childIds = input.childIds;
      const key = input.idempotencyKey || null;
      const pickupCode = input.pickupCode ?? newPickupCode();
      const family = key
        ? requestDigest({
            op: 'in-family', childIds: [...childIds].sort((a, b) => a - b), scheduleId: input.scheduleId ?? null,
            pickupCode: input.pickupCode ? normalizePickupCode(input.pickupCode) : null, recordedAt: input.recordedAt?.toISOString() ?? null,
          })
        : undefined;
      // Asked before the transaction, once for the family: inside it, every read goes through the transaction's
      // connection (with PGlite, the only one).
      await requireProgramDay(viewer, input.recordedAt ?? new Date(), input.scheduleId);
      const results = await prisma.$transaction(async (tx) => {
        const done: (RecordResult & { year: number | null })[] = [];
        for (const childId of childIds) {
          const one = { childId, scheduleId: input.scheduleId, pickupCode, idempotencyKey: key ? `${key}.${childId}` : null, recordedAt: input.recordedAt };
          try {
            done.push(await checkInOne(viewer, one, family, tx, true));
          } catch (e) {
            if (e instanceof DomainError && e.code === 'NOT_FOUND' && e.message.startsWith('Child')) {
              throw new DomainError('NOT_FOUND', `No child has the id ${childId}: nobody was checked in.`, { childIds: `names no child with the id ${childId}` });
            }
            throw e;
          }
        }
        return done;
      });
      for (const r of results) if (r.created && r.year !== null) publish(r.record, r.year);
      return results.map(({ record, created }) => ({ record, created }));
    },

    /** Undoes one record (a mistaken check-in or check-out); returns what was removed. */
    async deleteRecord(viewer: Viewer, childId: number, recordId: number): Promise<AttendanceRecordRow> {
      attendancePolicy.undo(viewer);
      const record = await prisma.attendanceRecord.findUnique({ where: { id: recordId }, select: { ...RECORD_SELECT, schedule: { select: { year: true } } } });
      if (!record || record.childId !== childId) throw notFound('Attendance record');
      try {
        await prisma.attendanceRecord.delete({ where: { id: recordId } });
      } catch (e) {
        if (isMissingRow(e)) throw notFound('Attendance record');
        throw e;
      }
      const { schedule, ...row } = record;
      publish(row, schedule.year, true);
      return row;
    },

    /**
     * A child's records in a schedule (the current edition's when none is named), oldest first. An intern gets
     * today's records only, on a program day, without pickup codes or override notes (attendance.policy.ts).
     */
    async childRecords(viewer: Viewer, childId: number, scheduleId?: number | null): Promise<AttendanceRecordRow[]> {
      viewer.requireSignedIn();
      const child = await prisma.child.findUnique({ where: { id: childId }, select: { parents: { select: { parentId: true } } } });
      attendancePolicy.readChild(viewer, child ? child.parents.map((p) => p.parentId) : null);
      if (attendancePolicy.boundToProgramDays(viewer)) {
        const week = await currentProgramWeek(prisma);
        const now = new Date();
        attendancePolicy.onProgramDay(viewer, week, now, scheduleId);
        const records = await prisma.attendanceRecord.findMany({ where: { childId, scheduleId: week.scheduleId ?? -1 }, orderBy: { seq: 'asc' }, select: RECORD_SELECT });
        const today = localDate(now, week.timeZone);
        return records
          .filter((r) => localDate(r.recordedAt, week.timeZone) === today)
          .map((r) => ({ ...r, pickupCode: null, verifiedBy: null, overrideReason: null }));
      }
      const where = scheduleId ? { scheduleId } : { schedule: { year: await currentYear() } };
      return prisma.attendanceRecord.findMany({ where: { childId, ...where }, orderBy: { seq: 'asc' }, select: RECORD_SELECT });
    },

    currentYear,
  };
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;
