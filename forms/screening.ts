// Screening records as administrators write them (a background check, a training completed, the code of
// conduct signed) and the code of conduct as a volunteer signs it, typing their name. Both server doors and the
// browser's forms read them with these schemas.
import { z } from 'zod';
import { calendarDate, calendarDateProblem } from './dates.ts';
import { INT4_MAX, optionalText, requiredText } from './fields.ts';
import { BACKGROUND_CHECK_RESULTS, SCREENING_KINDS, type BackgroundCheckResult, type ScreeningKind } from './screening-words.ts';

export { BACKGROUND_CHECK_RESULTS, RESULT_WORDS, SCREENING_KINDS, SCREENING_KIND_WORDS, type BackgroundCheckResult, type ScreeningKind } from './screening-words.ts';

/** Clearances ending within this many days are listed for the director. */
export const EXPIRING_WITHIN_DAYS = 30;

export const SCREENING_TEXT_MAX = 120;
const KIND_WORDS = 'Choose a background check, a training or the code of conduct.';
const RESULT_CHOICE = 'Choose the result: clear, consider, pending or not clear.';

/** What one record says, without whom it is about (a correction keeps the person and the kind). */
const recordFields = {
  completedOn: calendarDate('Enter the day it was done, like 2026-05-31.'),
  expiresOn: z
    .string({ error: 'Enter the last day it counts, like 2027-05-31, or leave it empty.' })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .superRefine((v, ctx) => {
      const problem = v === null ? null : calendarDateProblem(v, 'Enter the last day it counts, like 2027-05-31, or leave it empty.');
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  provider: optionalText(SCREENING_TEXT_MAX),
  result: z.enum(BACKGROUND_CHECK_RESULTS, { error: RESULT_CHOICE }).nullish().transform((v) => v ?? null),
  title: optionalText(SCREENING_TEXT_MAX),
};

type RecordFields = { kind: ScreeningKind; completedOn: string; expiresOn: string | null; provider: string | null; result: BackgroundCheckResult | null; title: string | null };

/** What each kind needs: a background check its provider, result and expiry; a training its name. */
function kindRules(v: RecordFields, ctx: z.RefinementCtx) {
  if (v.kind === 'BACKGROUND_CHECK') {
    if (!v.provider) ctx.addIssue({ code: 'custom', path: ['provider'], message: 'Enter who ran the background check.' });
    if (!v.result) ctx.addIssue({ code: 'custom', path: ['result'], message: RESULT_CHOICE });
    if (!v.expiresOn) ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'Enter the last day the background check counts, like 2027-05-31.' });
  }
  if (v.kind === 'TRAINING' && !v.title) ctx.addIssue({ code: 'custom', path: ['title'], message: 'Enter the name of the training.' });
  if (v.expiresOn && v.expiresOn < v.completedOn) ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'The last day it counts cannot be before the day it was done.' });
}

/** A correction's fields, before the rules of the record's kind (a REST body's declared shape). */
export const screeningCorrectionFields = z.object(recordFields);

/** A correction of a record: its new text (the kind and the person stay). */
export const screeningCorrectionSchema = (kind: ScreeningKind) => screeningCorrectionFields.superRefine((v, ctx) => kindRules({ ...v, kind }, ctx));

const personId = (what: string) =>
  z.number({ error: `Choose the ${what}.` }).int({ error: `Choose the ${what}.` }).min(1, { error: `Choose the ${what}.` }).max(INT4_MAX, { error: `Choose the ${what}.` });

/** A new record about one staff member or one intern. */
export const screeningRecordSchema = z
  .object({
    staffId: personId('staff member').nullish().transform((v) => v ?? null),
    internId: personId('intern').nullish().transform((v) => v ?? null),
    kind: z.enum(SCREENING_KINDS, { error: KIND_WORDS }),
    ...recordFields,
  })
  .superRefine((v, ctx) => {
    if ((v.staffId === null) === (v.internId === null)) ctx.addIssue({ code: 'custom', path: ['staffId'], message: 'Choose one staff member or one intern.' });
    kindRules(v, ctx);
  });
export type ScreeningRecordInput = z.output<typeof screeningRecordSchema>;
export type ScreeningCorrectionInput = z.output<ReturnType<typeof screeningCorrectionSchema>>;

/** The code of conduct as a volunteer signs it: their name, typed. */
export const codeOfConductSignatureSchema = z.object({
  signedName: requiredText(SCREENING_TEXT_MAX, 'Type your full name to sign.'),
});

/** Which parts, besides a clear background check, an edition requires. */
export const screeningRequirementsSchema = z.object({
  requiresTraining: z.boolean({ error: 'Say whether training is required (true or false).' }),
  requiresCodeOfConduct: z.boolean({ error: 'Say whether the signed code of conduct is required (true or false).' }),
});
