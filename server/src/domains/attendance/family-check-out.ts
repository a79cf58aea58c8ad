// A family's check-out: several children released at once on ONE proof (the pickup code of the guardian
// receipt, a scanned family code of one of their parents, or a staff member's override with its reason), all of
// them or none, in one transaction. The proof is judged for each child exactly as a single child's check-out
// judges it (check-out-statement.ts), first without releasing anyone; only when it releases every chosen child
// are they released, each with its own record, audit rows and remembered key (<key>.<childId>). Otherwise nobody
// is, and each wrong code still counts against the check-in it was offered for, with its audit row, as when that
// child alone was asked for (attendance.policy.ts, PICKUP_MISSES_MAX): naming several children never buys a
// guesser more tries. A child who is not checked in at all refuses the request before anything is kept.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { DomainError, conflict } from '../../errors.ts';
import { normalizePickupCode } from '../../../../shared/codes.ts';
import { calledName } from '../../../../shared/person-name.ts';
import { verifyCheckInCode } from '../people/check-in-code.ts';
import { attendancePolicy, PICKUP_MISSES_MAX } from './attendance.policy.ts';
import { requestDigest } from './attendance-input.ts';
import type { AttendanceRecordRow, RecordResult } from './attendance-record.ts';
import type { CheckOutInput } from './attendance.service.ts';
import type { CheckOutOutcome, CheckOutRequest, createCheckOutStatement } from './check-out-statement.ts';
import { familyPickupRefused, namesText } from './pickup-refusals.ts';

/**
 * What one child's check-out says, for several children of a family (a family code is one of their parents'),
 * as the door read it (forms/attendance.ts): 1 to FAMILY_CHILDREN_MAX children, each once.
 */
export type FamilyCheckOutInput = Omit<CheckOutInput, 'childId'> & { childIds: number[] };

/** What the attendance service lends: its statement, its rules about keys and days, and its live events. */
interface Deps {
  prisma: PrismaClient;
  checkOutStatement: ReturnType<typeof createCheckOutStatement>;
  checkInCodeSecret: string;
  requireProgramDay: (viewer: Viewer, at: Date, scheduleId: number | null | undefined) => Promise<void>;
  requestKey: (viewer: Viewer, key: string) => string;
  replayedResult: (record: AttendanceRecordRow | null, seenDigest: string, digest: string) => RecordResult;
  publish: (record: AttendanceRecordRow, year: number) => void;
}

type Tx = Pick<PrismaClient, '$queryRaw' | 'child'>;
type Judged = { childId: number; outcome: CheckOutOutcome };
type Released = RecordResult & { year: number | null };

const busy = () => conflict('A child of this family is being checked in or out at another station right now. Try again.');

async function namesOf(db: Pick<PrismaClient, 'child'>, childIds: readonly number[]): Promise<string[]> {
  const children = await db.child.findMany({ where: { id: { in: [...childIds] } }, select: { id: true, firstName: true, preferredName: true } });
  return childIds.map((id) => {
    const child = children.find((c) => c.id === id);
    return child ? calledName(child) : `child ${id}`;
  });
}

export function createFamilyCheckOut({ prisma, checkOutStatement, checkInCodeSecret, requireProgramDay, requestKey, replayedResult, publish }: Deps) {
  return async function checkOutFamily(viewer: Viewer, input: FamilyCheckOutInput): Promise<RecordResult[]> {
    attendancePolicy.record(viewer);
    const childIds = input.childIds;
    const key = input.idempotencyKey || null;
    const recordedAt = input.recordedAt ?? null;
    const at = recordedAt ?? new Date();
    // Asked before the transaction, once for the family: inside it, every read goes through the transaction's
    // connection (with PGlite, the only one).
    await requireProgramDay(viewer, at, input.scheduleId);
    const pickupCode = input.pickupCode ? normalizePickupCode(input.pickupCode) : null;
    const reason = input.overrideReason?.trim() ?? '';
    const digest = key
      ? requestDigest({
          op: 'out-family', childIds: [...childIds].sort((a, b) => a - b), scheduleId: input.scheduleId ?? null, pickupCode,
          familyCode: input.familyCode || null, overrideReason: reason || null, recordedAt: recordedAt?.toISOString() ?? null,
        })
      : '';
    const family = input.familyCode ? verifyCheckInCode(checkInCodeSecret, input.familyCode) : null;
    const overrideReason = reason && attendancePolicy.canOverridePickup(viewer) ? reason : null;
    const request = (childId: number, release: boolean): CheckOutRequest => ({
      childId, scheduleId: input.scheduleId, at, pickupCode, family, overrideReason, codeOffered: Boolean(input.pickupCode || input.familyCode),
      missesMax: PICKUP_MISSES_MAX, key: key && requestKey(viewer, `${key}.${childId}`), digest, release,
    });

    /** Releases one child whose proof was verified (or answers what its key or an earlier check-out recorded). */
    async function release(tx: Tx, { childId, outcome }: Judged): Promise<Released> {
      let next: CheckOutOutcome | null = outcome;
      for (let attempt = 0; ; attempt++) {
        if (next?.kind === 'replayed') return { ...replayedResult(next.record, next.digest, digest), year: null };
        if (next?.kind === 'done') return { record: next.record, created: next.created, year: next.year };
        // Null: another station's record came first (the statement is run again and finds it).
        if ((next !== null && next.kind !== 'verified') || attempt === 5) throw busy();
        next = await checkOutStatement(viewer, request(childId, true), tx);
      }
    }

    const answer = await prisma.$transaction(async (tx): Promise<{ released: Released[] } | { refused: Judged[] }> => {
      const judged: Judged[] = [];
      for (const childId of childIds) judged.push({ childId, outcome: (await checkOutStatement(viewer, request(childId, false), tx)) ?? { kind: 'verified' } });
      const notIn = judged.filter((j) => j.outcome.kind === 'not-in');
      const unknown = notIn.find((j) => j.outcome.kind === 'not-in' && !j.outcome.childExists);
      if (unknown) throw new DomainError('NOT_FOUND', `No child has the id ${unknown.childId}: nobody was checked out.`, { childIds: `names no child with the id ${unknown.childId}` });
      if (notIn.length > 0) {
        const names = await namesOf(tx, notIn.map((j) => j.childId));
        throw new DomainError('CONFLICT', `${namesText(names)} ${names.length === 1 ? 'is' : 'are'} not checked in: nobody was checked out.`, { childIds: `names ${namesText(names)}, not checked in` });
      }
      // Refused: the wrong codes counted above are kept (the transaction commits), and nobody is released.
      if (judged.some((j) => j.outcome.kind === 'locked' || j.outcome.kind === 'unverified')) return { refused: judged };
      const released: Released[] = [];
      for (const j of judged) released.push(await release(tx, j));
      return { released };
    });

    if ('refused' in answer) {
      const locked = answer.refused.flatMap((j) => (j.outcome.kind === 'locked' ? [j.outcome.childName] : []));
      const unverified = answer.refused.flatMap((j) => (j.outcome.kind === 'unverified' ? [j] : []));
      const misses = unverified.map((j) => (j.outcome.kind === 'unverified' ? j.outcome.misses : null)).filter((m): m is number => m !== null);
      const names = await namesOf(prisma, unverified.map((j) => j.childId));
      throw familyPickupRefused(viewer, input, locked, names, misses.length ? Math.max(...misses) : null);
    }
    for (const r of answer.released) if (r.created && r.year !== null) publish(r.record, r.year);
    return answer.released.map(({ record, created }) => ({ record, created }));
  };
}
