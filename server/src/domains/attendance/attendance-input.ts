// The attendance doors' reading of what forms/attendance.ts does not see in one object: a retry's key, which
// may come in the Idempotency-Key header, in an input field, or in both when they agree. And the digest that
// ties a key to what its request asked for, which the service keeps with the key.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { KEYS_DIFFER, agreedKey, idempotencyKeyField } from '../../../../forms/attendance.ts';
import { fieldRefusal, readInput } from '../../input.ts';

/** A short digest of what a keyed request asked for (the parts that change its outcome). */
export function requestDigest(parts: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 22);
}

/** The key as the input field gives it: the header's and the field's, when they agree (else 400 naming idempotencyKey). */
export function agreedIdempotencyKey(header: string | null | undefined, field: string | null | undefined): string | null {
  const agreed = agreedKey(header, field);
  if (!agreed) throw fieldRefusal({ idempotencyKey: KEYS_DIFFER });
  return agreed.key;
}

const keyOnly = z.object({ idempotencyKey: idempotencyKeyField() });

/** REST: the Idempotency-Key header, read with the same rule as the GraphQL input field. */
export function headerIdempotencyKey(header: string | null | undefined): string | null {
  return readInput(keyOnly, { idempotencyKey: header ?? null }).idempotencyKey;
}
