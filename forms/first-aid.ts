// A first-aid report as staff write it: the child, when it happened (not in the future), where, what
// happened, the treatment given and any follow-up. Both server doors read a report, and a correction of one
// (the same without the child), with these schemas.
import { z } from 'zod';
import { instantProblem } from './dates.ts';
import { INT4_MAX } from './fields.ts';

export const FIRST_AID_TEXT_MAX = 4000;
const PLACE_MAX = 200;
/** A station's clock a few minutes fast does not make a report happen in the future. */
const CLOCK_SLACK_MS = 5 * 60_000;
const CHOOSE_CHILD = 'Choose the child.';

const text = (max: number) =>
  z
    .string({ error: 'This is required.' })
    .trim()
    .min(1, { error: 'Fill this in; it is required.' })
    .max(max, { error: `Keep this to ${max} characters or fewer.` });

/** An instant as text (REST) or as a date (GraphQL's DateTime). */
const occurredAt = z
  .union([z.date(), z.string()], { error: (issue) => `Enter when it happened: ${instantProblem(issue.input)}` })
  .transform((value, ctx) => {
    if (value instanceof Date) return value;
    const problem = instantProblem(value);
    if (problem === null) return new Date(value);
    ctx.addIssue({ code: 'custom', message: `Enter when it happened: ${problem}` });
    return z.NEVER;
  })
  .refine((at) => at.getTime() <= Date.now() + CLOCK_SLACK_MS, { error: 'Enter when it happened (not in the future).' })
  .meta({ override: { type: 'string', format: 'date-time' } });

/** A correction: the report's text and time (the child stays). An empty follow-up is stored as ''. */
export const firstAidCorrectionSchema = z.object({
  occurredAt,
  location: text(PLACE_MAX),
  whatHappened: text(FIRST_AID_TEXT_MAX),
  treatment: text(FIRST_AID_TEXT_MAX),
  followUp: z
    .string({ error: 'Enter text here.' })
    .trim()
    .max(FIRST_AID_TEXT_MAX, { error: `Keep this to ${FIRST_AID_TEXT_MAX} characters or fewer.` })
    .nullish()
    .transform((v) => v ?? ''),
});
export type FirstAidCorrection = z.output<typeof firstAidCorrectionSchema>;

export const firstAidReportSchema = firstAidCorrectionSchema.extend({
  childId: z.number({ error: CHOOSE_CHILD }).int({ error: CHOOSE_CHILD }).min(1, { error: CHOOSE_CHILD }).max(INT4_MAX, { error: CHOOSE_CHILD }),
});
export type FirstAidReportInput = z.output<typeof firstAidReportSchema>;
