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

const optionArray = z
  .array(z.string().trim().max(OPTION_MAX, { error: `Keep each choice to ${OPTION_MAX} characters or fewer.` }).refine((o) => !o.includes('\n'), { error: 'Put each choice on its own line.' }), {
    error: 'List the choices, one per line.',
  })
  .max(OPTIONS_MAX, { error: `Offer at most ${OPTIONS_MAX} choices.` })
  .transform((options) => [...new Set(options.filter(Boolean))]);
const optionList = optionArray.nullish().transform((options) => options ?? []);

/** The prompt in Spanish: optional (Spanish readers then see the English), blank meaning none. */
const SPANISH_PROMPT_WORDS = `Write the Spanish question in 3 to ${PROMPT_MAX} characters, or leave it blank.`;
const spanishPromptText = z
  .string({ error: SPANISH_PROMPT_WORDS })
  .trim()
  .refine((p) => p.length === 0 || (p.length >= 3 && p.length <= PROMPT_MAX), { error: SPANISH_PROMPT_WORDS });
const spanishPrompt = spanishPromptText.nullish().transform((p) => p || null);

/**
 * The choices in Spanish, one for each English choice at the same place (a blank one shows the English). They
 * are kept in place, blanks included, so each stays beside its English choice.
 */
const spanishOptionArray = z
  .array(
    z
      .string()
      .trim()
      .max(OPTION_MAX, { error: `Keep each Spanish choice to ${OPTION_MAX} characters or fewer.` })
      .refine((o) => !o.includes('\n'), { error: 'Put each Spanish choice on its own line.' }),
    { error: 'List the Spanish choices, one per line, in the order of the English ones.' },
  )
  .max(OPTIONS_MAX, { error: `Offer at most ${OPTIONS_MAX} choices.` });

export const TOO_MANY_SPANISH_OPTIONS = 'Give at most one Spanish choice for each English choice, in the same order.';

/** The Spanish choices kept beside these English ones, or a problem when there are more of them. */
export function spanishOptionsFor(options: readonly string[], optionsEs: readonly string[], problem: (message: string) => void): string[] {
  if (optionsEs.slice(options.length).some(Boolean)) problem(TOO_MANY_SPANISH_OPTIONS);
  return options.map((_, i) => optionsEs[i] ?? '');
}

/** Whether a question of this type is answered by choosing among its options. */
export const hasOptions = (type: QuestionType) => type === 'ONE_OF' || type === 'MANY_OF';
export const TOO_FEW_OPTIONS = 'List at least two choices, one per line.';

/** The options a question of this type keeps: its choices when it has some (at least two), else none. */
export function optionsFor(type: QuestionType, options: string[], problem: (message: string) => void): string[] {
  if (!hasOptions(type)) return [];
  if (options.length < 2) problem(TOO_FEW_OPTIONS);
  return options;
}

/** A question with choices needs at least two; checked also when another field is refused, so all show at once. */
const enoughOptions = (q: { type: QuestionType; options: string[]; optionsEs?: string[] }, ctx: z.RefinementCtx) => {
  optionsFor(q.type, q.options, (message) => ctx.addIssue({ code: 'custom', path: ['options'], message }));
  if (hasOptions(q.type)) spanishOptionsFor(q.options, q.optionsEs ?? [], (message) => ctx.addIssue({ code: 'custom', path: ['optionsEs'], message }));
};
const keptOptions = <Q extends { type: QuestionType; options: string[]; optionsEs?: string[] }>(q: Q) => {
  const options = hasOptions(q.type) ? q.options : [];
  return { ...q, options, optionsEs: spanishOptionsFor(options, q.optionsEs ?? [], () => {}) };
};
const spanishOptionList = spanishOptionArray.nullish().transform((options) => options ?? []);

const questionType = z.enum(QUESTION_TYPES, { error: 'Choose how parents answer this question.' });
const requiredFlag = z.boolean({ error: 'Say whether an answer is required.' }).nullish().transform((v) => v === true);

/** A registration question as staff write it in the settings. */
export const registrationQuestionSchema = z
  .object({
    prompt: requiredText(PROMPT_MAX, 'Write the question parents will read.').refine((p) => p.length >= 3, { error: 'Write the question in a few words.' }),
    type: questionType,
    required: requiredFlag,
    options: optionList,
    promptEs: spanishPrompt,
    optionsEs: spanishOptionList,
  })
  .superRefine(enoughOptions)
  .transform(keptOptions);
export type RegistrationQuestionInput = z.output<typeof registrationQuestionSchema>;

/** A question's wording as the settings' door reads it, for either form. */
const questionPrompt = z
  .string({ error: `Write the question in 3 to ${PROMPT_MAX} characters.` })
  .trim()
  .refine((p) => p.length >= 3 && p.length <= PROMPT_MAX, { error: `Write the question in 3 to ${PROMPT_MAX} characters.` });

/**
 * A new question as the settings' door reads it: a registration question has a type (TEXT when left out)
 * and, when it is answered by choosing, at least two choices; an application question is answered in text.
 */
export const newQuestionSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('REGISTRATION'),
      prompt: questionPrompt,
      promptEs: spanishPrompt,
      required: requiredFlag,
      type: questionType.nullish().transform((t) => t ?? 'TEXT'),
      options: optionList,
      optionsEs: spanishOptionList,
    })
    .superRefine(enoughOptions)
    .transform(keptOptions),
  z
    .object({ kind: z.literal('APPLICATION'), prompt: questionPrompt, promptEs: spanishPrompt, required: requiredFlag })
    .transform((q) => ({ ...q, type: null, options: [] as string[], optionsEs: [] as string[] })),
]);
export type NewQuestionInput = z.output<typeof newQuestionSchema>;

/**
 * A change to a question as the settings' door reads it: only what is given changes. Whether the choices
 * fit the question's type is for whoever knows the stored question (optionsFor).
 */
export const questionChangeSchema = z.object({
  prompt: questionPrompt.nullish().transform((p) => p ?? undefined),
  /** The Spanish prompt: a blank one removes it (Spanish readers then see the English); left out, unchanged. */
  promptEs: spanishPromptText.nullish().transform((p) => (p === undefined ? undefined : p || null)),
  required: z.boolean({ error: 'Say whether an answer is required.' }).nullish().transform((v) => v ?? undefined),
  options: optionArray.nullish().transform((options) => options ?? undefined),
  optionsEs: spanishOptionArray.nullish().transform((options) => options ?? undefined),
});
export type QuestionChangeInput = z.output<typeof questionChangeSchema>;

/** A form's questions in their new order, each once (by id). */
export const questionOrderSchema = z.object({
  questionIds: z.array(z.number()).refine((ids) => new Set(ids).size === ids.length, { error: 'List each question once; one is listed twice.' }),
});
