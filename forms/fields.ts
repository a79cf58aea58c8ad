// The fields the family, registration and intern forms share, each with the words a parent reads beside
// it when something is off. Both server doors and the browser's forms check input with these, so a
// message seen before sending is the message the server would answer with.
import { z } from 'zod';
import { calendarDateProblem, dateAtUtcMidnight, DATE_WORDS } from './dates.ts';
import { defineMessages, english } from '../shared/messages.ts';

/** The words a parent can meet; Spanish in client/src/i18n/es.json (shared/messages.ts). */
const m = defineMessages({
  tooLong: { id: 'forms.tooLong', defaultMessage: 'Keep this to {max} characters or fewer.' },
  text: { id: 'forms.text', defaultMessage: 'Enter text here.' },
  email: { id: 'forms.email', defaultMessage: 'Enter an e-mail address like name@example.org.' },
  yourEmail: { id: 'forms.yourEmail', defaultMessage: 'Enter your e-mail address.' },
  phone: { id: 'forms.phone', defaultMessage: 'Enter a phone number like (555) 123-4567.' },
  yourPhone: { id: 'forms.yourPhone', defaultMessage: 'Enter a phone number we can reach you at.' },
  flag: { id: 'forms.flag', defaultMessage: 'Tick the box or leave it empty.' },
  internGrade: { id: 'forms.internGrade', defaultMessage: 'Interns must be entering grade {min} or above.' },
});

export const LIMITS = {
  name: 60,
  email: 254,
  address: 120,
  city: 60,
  state: 40,
  postalCode: 12,
  medicalInformation: 2000,
  medicalAlert: 120,
  parentNotes: 2000,
  answer: 2000,
  emergencyContacts: 10,
} as const;

/** The largest whole number the database stores (a PostgreSQL integer), record ids included. */
export const INT4_MAX = 2_147_483_647;

/** A record's id as a number: `what` names it in the problem ("must be a child id"). */
export const recordId = (what: string) =>
  z.number({ error: `must be ${what}` }).int({ error: `must be ${what}` }).min(1, { error: `must be ${what}` }).max(INT4_MAX, { error: `must be ${what}` });

export const PROGRAM_YEAR_MIN = 1900;
export const PROGRAM_YEAR_MAX = 3000;
/** The one message for a year a call cannot read, whatever the call (groups, schedule) and door (REST, GraphQL). */
export const PROGRAM_YEAR_WORDS = `Give the year as a whole number from ${PROGRAM_YEAR_MIN} to ${PROGRAM_YEAR_MAX}, like 2025.`;
/** A program year (an edition's), as every call that takes one reads it. */
export const programYear = () =>
  z
    .number({ error: PROGRAM_YEAR_WORDS })
    .int({ error: PROGRAM_YEAR_WORDS })
    .min(PROGRAM_YEAR_MIN, { error: PROGRAM_YEAR_WORDS })
    .max(PROGRAM_YEAR_MAX, { error: PROGRAM_YEAR_WORDS });

const tooLong = (max: number) => english(m.tooLong, { max });

/** Text that must be filled in; `missing` is what to ask for ("Enter your first name."). */
export const requiredText = (max: number, missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: tooLong(max) });

/** Text that may be left empty; empty and absent both become null. */
export const optionalText = (max: number) =>
  z
    .string({ error: english(m.text) })
    .trim()
    .max(max, { error: tooLong(max) })
    .nullish()
    .transform((v) => (v ? v : null));

/** Like optionalText, but stored as '' when empty (columns that are never null). */
export const optionalLongText = (max: number) => optionalText(max).transform((v) => v ?? '');

const EMAIL = /^[^\s@,;<>()[\]]+@[^\s@,;<>()[\]]+\.[^\s@,;<>()[\]]{2,}$/;
const EMAIL_WORDS = english(m.email);

export const requiredEmail = (missing = english(m.yourEmail)) =>
  requiredText(LIMITS.email, missing)
    .refine((v) => EMAIL.test(v), { error: EMAIL_WORDS })
    .transform((v) => v.toLowerCase());

export const optionalEmail = () =>
  optionalText(LIMITS.email)
    .refine((v) => v === null || EMAIL.test(v), { error: EMAIL_WORDS })
    .transform((v) => v?.toLowerCase() ?? null);

export const PHONE_WORDS = english(m.phone);

/** US phone numbers as digits: 7 (local) or 10 (with area code); a leading country code 1 is dropped. */
export function phoneDigits(text: string): string | null {
  if (!/^[\d\s().+-]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length === 7 || digits.length === 10 ? digits : null;
}

export const requiredPhone = (missing = english(m.yourPhone)) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(30, { error: PHONE_WORDS })
    .refine((v) => phoneDigits(v) !== null, { error: PHONE_WORDS })
    .transform((v) => phoneDigits(v)!);

export const optionalPhone = () =>
  optionalText(30)
    .refine((v) => v === null || phoneDigits(v) !== null, { error: PHONE_WORDS })
    .transform((v) => (v === null ? null : phoneDigits(v)));

/** A checkbox; absent means unticked. */
export const flag = () => z.boolean({ error: english(m.flag) }).nullish().transform((v) => v === true);

/** A grade as a number, or as the text a select box holds ("3"). */
export const grade = (min: number, missing: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' ? undefined : v),
    z
      .number({ error: missing })
      .int({ error: missing })
      .min(min, { error: min === 0 ? missing : english(m.internGrade, { min }) })
      .max(13, { error: missing }),
  );

/** A calendar date typed as yyyy-mm-dd (what a date input holds), or empty; becomes a Date at UTC midnight. */
export const optionalDate = () =>
  z
    .string({ error: DATE_WORDS })
    .trim()
    .nullish()
    .superRefine((v, ctx) => {
      const problem = v ? calendarDateProblem(v) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((v) => (v ? dateAtUtcMidnight(v) : null));

/** Years between a date and today, by calendar (a birthday today counts). */
export function yearsSince(date: Date, today: Date): number {
  let years = today.getUTCFullYear() - date.getUTCFullYear();
  if (today.getUTCMonth() < date.getUTCMonth() || (today.getUTCMonth() === date.getUTCMonth() && today.getUTCDate() < date.getUTCDate())) years -= 1;
  return years;
}
