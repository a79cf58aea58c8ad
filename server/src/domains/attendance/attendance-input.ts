// What a check-in or check-out request may say, checked the same way for one child and for a family: ids,
// the idempotency key (and the digest that ties a key to what it asked for), when it happened, and an
// override's reason.
import { createHash } from 'node:crypto';
import { badInput } from '../../errors.ts';

export const OVERRIDE_REASON_MAX = 500;
/** Children one family action may name. */
export const FAMILY_CHILDREN_MAX = 20;
const IDEMPOTENCY_KEY = /^[\w.:-]{8,100}$/;
/** An offline station may report when an action happened; never more than this long ago. */
const RECORDED_AT_MAX_AGE_MS = 48 * 3600_000;
const RECORDED_AT_MAX_AHEAD_MS = 5 * 60_000;

export function checkKey(key: string | null | undefined): string | null {
  if (key === null || key === undefined || key === '') return null;
  if (!IDEMPOTENCY_KEY.test(key)) throw badInput({ idempotencyKey: 'Give an idempotency key of 8 to 100 letters, digits, dots, colons, dashes or underscores.' });
  return key;
}

/** A short digest of what a keyed request asked for (the parts that change its outcome). */
export function requestDigest(parts: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 22);
}

/** The key of one request, from a header and/or a body field: either alone, or both when they agree. */
export function agreedIdempotencyKey(header: string | null | undefined, field: string | null | undefined): string | null {
  const h = header?.trim() || null;
  const f = field?.trim() || null;
  if (h && f && h !== f) throw badInput({ idempotencyKey: 'The idempotency key differs from the Idempotency-Key header; send one key, or the same in both.' });
  return h ?? f;
}

export function checkRecordedAt(at: Date | null | undefined): Date | undefined {
  if (at === null || at === undefined) return undefined;
  const ms = at.getTime();
  const now = Date.now();
  if (Number.isNaN(ms) || ms < now - RECORDED_AT_MAX_AGE_MS || ms > now + RECORDED_AT_MAX_AHEAD_MS) {
    throw badInput({ recordedAt: 'Give a time within the last 48 hours.' });
  }
  return at;
}

export function checkScheduleId(scheduleId: number | null | undefined) {
  if (scheduleId !== null && scheduleId !== undefined && (!Number.isSafeInteger(scheduleId) || scheduleId <= 0)) throw badInput({ scheduleId: 'Give the schedule as a positive whole number.' });
}

export function checkIds(scheduleId: number | null | undefined, childId: number) {
  checkScheduleId(scheduleId);
  if (!Number.isSafeInteger(childId) || childId <= 0) throw badInput({ childId: 'Give the child as a positive whole number.' });
}

/** The children of one family action, each once, in the order given. */
export function checkChildIds(childIds: readonly number[] | null | undefined): number[] {
  if (!childIds || childIds.length === 0 || childIds.length > FAMILY_CHILDREN_MAX) throw badInput({ childIds: `Choose 1 to ${FAMILY_CHILDREN_MAX} children.` });
  if (!childIds.every((id) => Number.isSafeInteger(id) && id > 0)) throw badInput({ childIds: 'Choose children by their ids (positive whole numbers).' });
  return [...new Set(childIds)];
}
