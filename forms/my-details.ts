// A signed-in person's own name and phone: staff and interns edit theirs on
// /dashboard/profile, a brand-new parent gives their name before anything else. Both server doors
// (GraphQL updateMyDetails, REST PUT /api/v1/account/details) and the browser's forms check with this.
//
// Absent and empty mean different things for the optional fields, so they are kept apart here:
// - preferredName: left out, it stays as it is; empty or null clears it.
// - phone: left out or null, it stays as it is; empty clears it (a parent's required phone is kept).
import { z } from 'zod';
import { LIMITS, PHONE_WORDS, phoneDigits, requiredText } from './fields.ts';

const tooLong = `Keep this to ${LIMITS.name} characters or fewer.`;

const preferredName = z
  .string({ error: 'Enter text here.' })
  .trim()
  .max(LIMITS.name, { error: tooLong })
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

/** Digits (7, or 10 with the area code), '' to clear, undefined to keep. */
const phone = z
  .string({ error: PHONE_WORDS })
  .trim()
  .max(30, { error: PHONE_WORDS })
  .refine((v) => v === '' || phoneDigits(v) !== null, { error: PHONE_WORDS })
  .transform((v) => (v === '' ? '' : phoneDigits(v)!))
  .nullish()
  .transform((v) => v ?? undefined);

export const myDetailsSchema = z.object({
  firstName: requiredText(LIMITS.name, 'Enter your first name.'),
  lastName: requiredText(LIMITS.name, 'Enter your last name.'),
  preferredName,
  phone,
});

export type MyDetailsInput = z.output<typeof myDetailsSchema>;
