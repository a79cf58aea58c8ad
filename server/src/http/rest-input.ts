// The zod schemas of what arrives in a REST address: ids in the path, whole numbers, dates and instants in
// the query. Each names its problem in the CONTRACT's words ("must be a positive whole number"), and each
// documents itself as the value it stands for (an integer, a date), which is what a generated client sends.
import { z } from 'zod';
import { calendarDateProblem, dateAtUtcMidnight, isCalendarDate, parseInstant } from '../../../forms/dates.ts';
import { INT4_MAX, PROGRAM_YEAR_MAX, PROGRAM_YEAR_MIN, PROGRAM_YEAR_WORDS, programYear } from '../../../forms/fields.ts';

/** Every whole number the API stores or looks up is a PostgreSQL integer. */
export const INT4_MIN = -2_147_483_648;
export { INT4_MAX };

const required = (message: string) => ({ error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : message) });

/** A record's id in the path: 1 up to the largest PostgreSQL integer. */
export const pathId = () => {
  const message = 'must be a positive whole number';
  return z
    .string(required(message))
    .regex(/^[0-9]+$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(1, { error: message }).max(INT4_MAX, { error: message }))
    .meta({ override: { type: 'integer', minimum: 1, maximum: INT4_MAX } });
};

/** A whole number in the query (a PostgreSQL integer); add .optional() for one that may be left out. */
export const queryInt = (min = INT4_MIN, max = INT4_MAX) => {
  const message = min > 0 ? 'must be a positive whole number' : 'must be a whole number';
  return z
    .string(required(message))
    .regex(/^-?[0-9]+$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }))
    .meta({ override: { type: 'integer', minimum: min, maximum: max } });
};

/** A program year in the query: anything else, "abc" as "1800", is refused in forms/fields.ts's one message. */
export const queryYear = () =>
  z
    .string(required(PROGRAM_YEAR_WORDS))
    .regex(/^-?[0-9]+$/, { error: PROGRAM_YEAR_WORDS })
    .transform(Number)
    .pipe(programYear())
    .meta({ override: { type: 'integer', minimum: PROGRAM_YEAR_MIN, maximum: PROGRAM_YEAR_MAX } });

/** A yyyy-mm-dd day in the query that is a real day (forms/dates.ts). */
export const queryCalendarDate = () =>
  z
    .string(required('must be a real date like 2025-08-11'))
    .superRefine((value, ctx) => {
      const problem = calendarDateProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .meta({ override: { type: 'string', format: 'date' } });

/** A bound of a time range: a calendar date (its UTC midnight) or an instant. */
export const queryDateOrInstant = () => {
  const message = 'must be a real date like 2025-08-11 or an instant like 2025-08-11T09:30:00Z';
  return z
    .string(required(message))
    .transform((value, ctx) => {
      const at = isCalendarDate(value) ? dateAtUtcMidnight(value) : parseInstant(value);
      if (at) return at;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .meta({ override: { anyOf: [{ type: 'string', format: 'date' }, { type: 'string', format: 'date-time' }] } });
};

/** Text in the query that must be there and not blank. */
export const queryText = (max = 200) =>
  z
    .string(required('is required'))
    .refine((v) => v.trim() !== '', { error: 'is required' })
    .refine((v) => v.length <= max, { error: `must be at most ${max} characters` });

/** true or false in the query. */
export const queryBoolean = () =>
  z
    .string(required('must be true or false'))
    .transform((v, ctx) => {
      const value = v.trim().toLowerCase();
      if (value === 'true' || value === 'false') return value === 'true';
      ctx.addIssue({ code: 'custom', message: 'must be true or false' });
      return z.NEVER;
    })
    .meta({ override: { type: 'boolean' } });

/** A record's id in a JSON body: a positive whole number (or its digits as text); null counts as left out. */
export const bodyId = () => {
  const message = 'must be a positive whole number';
  return z.preprocess(
    (v) => (v === null ? undefined : typeof v === 'string' && /^[0-9]+$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(INT4_MAX, { error: message }).optional(),
  );
};

/** The path parameters of a route about one record. */
export const idParams = z.object({ id: pathId() });
