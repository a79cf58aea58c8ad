// The intern application (SPEC §5): who the intern is, the acknowledgement of the responsibilities, and
// the answers to this year's application questions. The answers the product reads have fixed formats:
//   acceptedJesus   'No' | 'Yes' | 'Yes:<approximate date>'
//   attendedBefore  'No' | 'Yes' | 'Yes:<year>,<year>…'
//   training        'None' | comma-separated training dates, e.g. 'Aug 3,Aug 10'
import { z } from 'zod';
import { grade, LIMITS, optionalEmail, optionalLongText, optionalPhone, optionalText, requiredText, yearsSince } from './fields.ts';
import { calendarDate, dateAtUtcMidnight } from './dates.ts';

export const INTERN_GRADE_MIN = 6;
export const RESPONSE_MAX = LIMITS.answer;
/** SPEC §9: the intern training dates asked about this year. */
export const TRAINING_DATES = ['Aug 3', 'Aug 10'] as const;

const yesDetail = (response: string) => (response.startsWith('Yes:') ? response.slice(4).trim() : '');

/** Why a response to one of the product's questions is malformed, in the applicant's words; null when fine. */
export function answerProblem(key: string, response: string, thisYear: number): string | null {
  if (response === '') return null;
  switch (key) {
    case 'acceptedJesus':
      if (response === 'No' || response === 'Yes' || (response.startsWith('Yes:') && yesDetail(response).length <= 100)) return null;
      return 'Answer yes or no (with yes, the approximate date in 100 characters or fewer).';
    case 'attendedBefore': {
      if (response === 'No' || response === 'Yes') return null;
      const years = yesDetail(response).split(',').map((y) => y.trim());
      const ok = response.startsWith('Yes:') && years.every((y) => /^\d{4}$/.test(y) && Number(y) >= 1980 && Number(y) <= thisYear);
      return ok ? null : `Answer no, or yes with the years you came (1980 to ${thisYear}), like 2019, 2021.`;
    }
    case 'training': {
      if (response === 'None') return null;
      const dates = response.split(',');
      const ok = dates.every((d) => (TRAINING_DATES as readonly string[]).includes(d)) && new Set(dates).size === dates.length;
      return ok ? null : `Choose the training dates you can attend (${TRAINING_DATES.join(' or ')}), or none.`;
    }
    default:
      return null;
  }
}

export interface ApplicationQuestion {
  id: number;
  key: string;
  prompt: string;
  required: boolean;
}

const answerItem = z.object({ questionId: z.unknown(), key: z.unknown(), prompt: z.unknown(), response: z.unknown() }).partial();
/** The answers' shape: a list of {questionId | key | prompt, response}, or none. */
export const answerList = z.preprocess((v) => v ?? [], z.array(answerItem, { error: 'Answer the questions below.' }).max(100, { error: 'There are too many answers.' }));
export type SentAnswer = z.output<typeof answerItem>;

/** The application's fields around its answers; `today` is asked when the date of birth is read. */
function applicationWith<R extends z.ZodType>(responses: R, today: () => Date) {
  return z
    .object({
      firstName: requiredText(LIMITS.name, 'Enter your first name.'),
      preferredName: optionalText(LIMITS.name),
      lastName: requiredText(LIMITS.name, 'Enter your last name.'),
      gradeEntering: grade(INTERN_GRADE_MIN, 'Choose the grade you enter this fall.'),
      dateOfBirth: calendarDate('Enter your date of birth.')
        .transform(dateAtUtcMidnight)
        .refine((d) => yearsSince(d, today()) >= 9 && yearsSince(d, today()) <= 30, { error: 'Interns are 9 to 30 years old; check the date of birth.' }),
      phone: optionalPhone(),
      email: optionalEmail(),
      medicalInfo: optionalLongText(LIMITS.medicalInformation),
      responses,
      acknowledged: z.literal(true, { error: 'Read the responsibilities and tick the box to accept them.' }),
    })
    .transform((input) => ({ ...input, acknowledged: true as const }));
}

/**
 * The application as both server doors read it: the intern's fields, the acknowledgement, and the answers'
 * shape. Whether the answers fit this edition's questions is checked against the questions themselves
 * (checkApplicationAnswers).
 */
export const internApplicationInput = applicationWith(answerList, () => new Date());
export type ApplicationInput = z.output<typeof internApplicationInput>;

const REVIEW_REASON_MAX = 500;

/** Staff's decision on an application: the reason is optional. */
export const applicationReviewSchema = z.object({
  decision: z.enum(['ACCEPTED', 'DECLINED'], { error: 'Choose accept or decline.' }),
  reason: z
    .string({ error: 'must be text' })
    .trim()
    .max(REVIEW_REASON_MAX, { error: `Keep the reason to ${REVIEW_REASON_MAX} characters or fewer.` })
    .nullish()
    .transform((v) => v || null),
});
export type ApplicationReview = z.output<typeof applicationReviewSchema>;

/** The application as the browser's form checks it; each answer names its question by id, key or exact prompt. */
export function internApplicationSchema(questions: ApplicationQuestion[], today = new Date()) {
  const answers = answerList.transform((sent, ctx) =>
    checkApplicationAnswers(questions, sent, today, (key, message) => ctx.addIssue({ code: 'custom', path: key === null ? [] : [key], message })),
  );
  return applicationWith(answers, () => today);
}

/**
 * Every question of the form with its answer ('' when not answered). Each problem goes to `problem` with the
 * question's key (null: an answer to no question of this edition), as it is named under `responses`.
 */
export function checkApplicationAnswers(questions: ApplicationQuestion[], answers: SentAnswer[], today: Date, problem: (key: string | null, message: string) => void) {
  const given = new Map<number, string>();
  for (const answer of answers) {
    const question = questions.find(
      (q) => q.id === answer.questionId || q.key === answer.key || (answer.questionId === undefined && answer.key === undefined && q.prompt === answer.prompt),
    );
    if (!question) {
      problem(null, 'One answer is for a question that is not on this year’s application; reload the page.');
      continue;
    }
    if (given.has(question.id)) problem(question.key, 'This question is answered twice.');
    if (typeof answer.response !== 'string') {
      problem(question.key, 'Type your answer here.');
      continue;
    }
    const response = answer.response.trim();
    if (response.length > RESPONSE_MAX) problem(question.key, `Keep this to ${RESPONSE_MAX} characters or fewer.`);
    const malformed = answerProblem(question.key, response, today.getUTCFullYear());
    if (malformed) problem(question.key, malformed);
    given.set(question.id, response);
  }
  for (const q of questions) if (q.required && !given.get(q.id)) problem(q.key, 'Please answer this question.');
  return questions.map((q) => ({ questionId: q.id, prompt: q.prompt, response: given.get(q.id) ?? '' }));
}
