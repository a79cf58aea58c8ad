// What a check-in or check-out request may say, read the same way by both server doors (the REST attendance
// routes and the GraphQL check-in mutations): the children (1 to FAMILY_CHILDREN_MAX, each a positive id),
// the schedule, the codes offered, an override's reason, when it happened (an offline station reports
// actions late, never more than RECORDED_AT_MAX_AGE_MS ago nor ahead of the clock by more than a few
// minutes), and the idempotency key of a retry. The time window is judged against the clock at the moment
// the request is read.
import { z } from 'zod';
import { instantProblem } from './dates.ts';
import { INT4_MAX } from './fields.ts';

export const OVERRIDE_REASON_MAX = 500;
/** Children one family action may name. */
export const FAMILY_CHILDREN_MAX = 20;
/** An offline station may report when an action happened; never more than this long ago. */
export const RECORDED_AT_MAX_AGE_MS = 48 * 3600_000;
/** A station's clock a few minutes fast does not make its action one from the future. */
export const RECORDED_AT_MAX_AHEAD_MS = 5 * 60_000;
const IDEMPOTENCY_KEY = /^[\w.:-]{8,100}$/;

const POSITIVE = 'must be a positive whole number';
const INSTANT = 'must be an instant like 2025-08-11T09:30:00Z';
const KEY_WORDS = 'Give an idempotency key of 8 to 100 letters, digits, dots, colons, dashes or underscores.';
const CHILDREN_COUNT = `Choose 1 to ${FAMILY_CHILDREN_MAX} children.`;
const CHILDREN_IDS = 'Choose children by their ids (positive whole numbers).';
const isId = (value: number) => Number.isSafeInteger(value) && value > 0 && value <= INT4_MAX;

/** A record's id (the child, the schedule): 1 up to the largest PostgreSQL integer. */
export const positiveId = () => z.number({ error: POSITIVE }).int({ error: POSITIVE }).min(1, { error: POSITIVE }).max(INT4_MAX, { error: POSITIVE });

/** The children of one family action, each once, in the order given. */
export const childIdsField = () =>
  z
    .array(z.unknown(), { error: 'Send the children as a list of ids.' })
    .refine((ids) => ids.length >= 1 && ids.length <= FAMILY_CHILDREN_MAX, { error: CHILDREN_COUNT, abort: true })
    .refine((ids): ids is number[] => ids.every((id) => typeof id === 'number' && isId(id)), { error: CHILDREN_IDS })
    .transform((ids) => [...new Set(ids as number[])])
    .meta({ override: { type: 'array', items: { type: 'integer', minimum: 1, maximum: INT4_MAX }, minItems: 1, maxItems: FAMILY_CHILDREN_MAX } });

/** Text a station sends as it is (a code; the service reads it by its own rules); empty counts as left out. */
const code = () =>
  z
    .string({ error: 'must be text' })
    .nullish()
    .transform((v) => v || null);

/** Why staff release a child although no code matched; blank counts as none. */
export const overrideReasonField = () =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(OVERRIDE_REASON_MAX, { error: `Keep the reason to ${OVERRIDE_REASON_MAX} characters or fewer.` })
    .nullish()
    .transform((v) => v || null);

/** When it happened: an instant as text (REST) or a date (GraphQL's DateTime), within the window around now. */
export const recordedAtField = () =>
  z
    .union([z.date(), z.string()], { error: INSTANT })
    .transform((value, ctx) => {
      if (value instanceof Date) return value;
      if (instantProblem(value) === null) return new Date(value);
      ctx.addIssue({ code: 'custom', message: INSTANT });
      return z.NEVER;
    })
    .refine(
      (at) => {
        const now = Date.now();
        return at.getTime() >= now - RECORDED_AT_MAX_AGE_MS && at.getTime() <= now + RECORDED_AT_MAX_AHEAD_MS;
      },
      { error: 'Give a time within the last 48 hours.' },
    )
    .meta({ override: { type: 'string', format: 'date-time' } })
    .nullish()
    .transform((v) => v ?? null);

/** A retry's key; blank counts as none. */
export const idempotencyKeyField = () =>
  z
    .string({ error: KEY_WORDS })
    .trim()
    .refine((v) => v === '' || IDEMPOTENCY_KEY.test(v), { error: KEY_WORDS })
    .nullish()
    .transform((v) => v || null);

const scheduleId = () => positiveId().nullish().transform((v) => v ?? null);
const keyed = { idempotencyKey: idempotencyKeyField(), recordedAt: recordedAtField() };

/** checkInChildren: children of one family in, on one pickup code. */
export const checkInChildrenSchema = z.object({ childIds: childIdsField(), scheduleId: scheduleId(), pickupCode: code(), ...keyed });
export type CheckInChildren = z.output<typeof checkInChildrenSchema>;

/** One child in (REST PUT …/checkin): the child's id comes from the path. */
export const checkInChildSchema = z.object({ childId: positiveId(), scheduleId: scheduleId(), pickupCode: code(), ...keyed });
export type CheckInChild = z.output<typeof checkInChildSchema>;

const proof = { pickupCode: code(), familyCode: code(), overrideReason: overrideReasonField() };

/** One child out, on a pickup code, a family code or a staff override with its reason. */
export const checkOutChildSchema = z.object({ childId: positiveId(), scheduleId: scheduleId(), ...proof, ...keyed });
export type CheckOutChild = z.output<typeof checkOutChildSchema>;

/** Several children of a family out on one proof. */
export const checkOutChildrenSchema = z.object({ childIds: childIdsField(), scheduleId: scheduleId(), ...proof, ...keyed });
export type CheckOutChildren = z.output<typeof checkOutChildrenSchema>;

/** What the REST check-in and check-out read beside the path, in the JSON body or the query (the body wins). */
export const recordFields = { pickupCode: code(), familyCode: code(), overrideReason: overrideReasonField(), recordedAt: recordedAtField() };

/**
 * The key of one request, from the Idempotency-Key header and/or an input field: either alone, or both when
 * they agree; null when the two differ (the door refuses that, naming idempotencyKey).
 */
export function agreedKey(header: string | null | undefined, field: string | null | undefined): { key: string | null } | null {
  const h = header?.trim() || null;
  const f = field?.trim() || null;
  if (h && f && h !== f) return null;
  return { key: h ?? f };
}
export const KEYS_DIFFER = 'The idempotency key differs from the Idempotency-Key header; send one key, or the same in both.';

/** Undoing a record: the child's id and the record's. */
export const undoRecordSchema = z.object({ childId: positiveId(), recordId: positiveId() });
