// Why a check-out was refused, in words the person at the table can act on, for one child or for several
// children of a family released together: a reason offered by someone who may not override, no
// proof at all, a code that does not match (with how many wrong codes are left today, of PICKUP_MISSES_MAX), or
// codes locked out for the day.
import type { Viewer } from '../../auth/viewer.ts';
import { DomainError, badInput } from '../../errors.ts';
import { attendancePolicy, PICKUP_MISSES_MAX } from './attendance.policy.ts';

export interface PickupProof {
  pickupCode?: string | null;
  familyCode?: string | null;
  overrideReason?: string | null;
}

/** "Ann", "Ann and Ben", "Ann, Ben and Cy". */
export function namesText(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The refusal that comes before any code: an override reason this viewer may not give (its length the door checked); null when none. */
function reasonRefusal(viewer: Viewer, proof: PickupProof): DomainError | null {
  if (proof.overrideReason?.trim()) attendancePolicy.overridePickup(viewer);
  return null;
}

const noProof = () =>
  badInput({ pickupCode: 'Enter the code on the guardian receipt, scan the family code, or override with a reason.' }, 'Ask for the pickup code on the guardian receipt (or scan the family code).');

/** What is left before codes lock out, after `misses` wrong codes today (null: not counted). */
function missesLeft(misses: number | null): string {
  const remaining = misses === null ? null : PICKUP_MISSES_MAX - misses;
  if (remaining === null) return '';
  if (remaining <= 0) return ` That was wrong code ${PICKUP_MISSES_MAX} today: from now on only a staff override releases the child.`;
  return ` After ${remaining} more wrong ${remaining === 1 ? 'code' : 'codes'} today, only a staff override will release the child.`;
}

/** One child in, but nothing verified the pickup (`misses`: wrong codes that check-in has had today, or null). */
export function unverifiedPickup(viewer: Viewer, proof: PickupProof, misses: number | null): DomainError {
  const refusal = reasonRefusal(viewer, proof);
  if (refusal) return refusal;
  if (!proof.pickupCode && !proof.familyCode) return noProof();
  return new DomainError(
    'FORBIDDEN',
    `That code does not match this child’s check-in. Do not release the child; a staff member may override with a reason.${missesLeft(misses)}`,
    proof.pickupCode ? { pickupCode: 'does not match this child’s check-in' } : { familyCode: 'is not the family code of this child’s parents' },
  );
}

/** One child's check-out refused because the check-in has had PICKUP_MISSES_MAX wrong codes today. */
export const lockedPickup = (childName: string) =>
  new DomainError('FORBIDDEN', `Too many wrong codes for ${childName}: a staff member must override with a reason.`, {
    pickupCode: `is locked after ${PICKUP_MISSES_MAX} wrong codes today; a staff member must override with a reason`,
  });

/**
 * Several children of a family asked for at once, and the proof released not all of them, so none was released:
 * `locked` are the children whose codes are locked out today, `unverified` those the proof did not verify (with
 * the most wrong codes any of their check-ins has had today).
 */
export function familyPickupRefused(viewer: Viewer, proof: PickupProof, locked: readonly string[], unverified: readonly string[], misses: number | null): DomainError {
  const refusal = reasonRefusal(viewer, proof);
  if (refusal) return refusal;
  if (locked.length > 0) {
    return new DomainError('FORBIDDEN', `Too many wrong codes for ${namesText(locked)}: a staff member must override with a reason. Nobody was checked out.`, {
      pickupCode: `is locked for ${namesText(locked)} after ${PICKUP_MISSES_MAX} wrong codes today; a staff member must override with a reason`,
    });
  }
  if (!proof.pickupCode && !proof.familyCode) return noProof();
  const whose = unverified.length === 1 ? `${unverified[0]}’s check-in` : `the check-in of ${namesText(unverified)}`;
  return new DomainError(
    'FORBIDDEN',
    `That code does not match ${whose}. Nobody was checked out: do not release ${unverified.length === 1 ? unverified[0] : 'them'}; a staff member may override with a reason.${missesLeft(misses)}`,
    proof.pickupCode ? { pickupCode: `does not match ${whose}` } : { familyCode: `is not the family code of ${namesText(unverified)}’s parents` },
  );
}
