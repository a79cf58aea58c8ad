// The kinds of registration question staff can ask (settings) and parents answer (registration form).
// An answer travels as text: Yes/No, the chosen option, the chosen options one per line, free text, a
// yyyy-mm-dd date, or the name typed to sign a consent.
import { z } from 'zod';
import { requiredText } from './fields.ts';

export const QUESTION_TYPES = ['YES_NO', 'ONE_OF', 'MANY_OF', 'TEXT', 'LONG_TEXT', 'DATE', 'CONSENT'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABEL: Record<QuestionType, string> = {
  YES_NO: 'Yes or no',
  ONE_OF: 'One of several choices',
  MANY_OF: 'Any of several choices',
  TEXT: 'Short text',
  LONG_TEXT: 'Long text',
  DATE: 'Date',
  CONSENT: 'Consent signed with a typed name',
};

export const TEXT_MAX = 200;
export const PROMPT_MAX = 500;
const OPTION_MAX = 100;
const OPTIONS_MAX = 20;

/** A registration question as staff write it in the settings. */
export const registrationQuestionSchema = z
  .object({
    prompt: requiredText(PROMPT_MAX, 'Write the question parents will read.').refine((p) => p.length >= 3, { error: 'Write the question in a few words.' }),
    type: z.enum(QUESTION_TYPES, { error: 'Choose how parents answer this question.' }),
    required: z.boolean({ error: 'Say whether an answer is required.' }).nullish().transform((v) => v === true),
    options: z
      .array(z.string().trim().max(OPTION_MAX, { error: `Keep each choice to ${OPTION_MAX} characters or fewer.` }).refine((o) => !o.includes('\n'), { error: 'Put each choice on its own line.' }), {
        error: 'List the choices, one per line.',
      })
      .max(OPTIONS_MAX, { error: `Offer at most ${OPTIONS_MAX} choices.` })
      .nullish()
      .transform((options) => [...new Set((options ?? []).filter(Boolean))]),
  })
  .superRefine((q, ctx) => {
    const needsOptions = q.type === 'ONE_OF' || q.type === 'MANY_OF';
    if (needsOptions && q.options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: 'List at least two choices, one per line.' });
  })
  .transform((q) => ({ ...q, options: q.type === 'ONE_OF' || q.type === 'MANY_OF' ? q.options : [] }));
export type RegistrationQuestionInput = z.output<typeof registrationQuestionSchema>;
