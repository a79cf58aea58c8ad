// The registration form: for each chosen child, an answer to every question of this year's form. Each
// question has a type (forms/registration-questions.ts) and its answer travels as text through both
// doors; the schema checks it, words it for people (`response`) and gives the typed answer (`value`).
// Two keys have product meaning (SPEC §3, §5): the church question and the afternoon-club choices.
import { z } from 'zod';
import { defineMessages, english, formatWords, type FormatMessage } from '../shared/messages.ts';
import { grade, LIMITS, recordId } from './fields.ts';
import { calendarDateProblem } from './dates.ts';
import { type QuestionType, TEXT_MAX } from './registration-questions.ts';

export const CHURCH_KEY = 'church';
export const ELECTIVE_KEY = 'elective';
export const CLUB_CHOICES = 3;

export interface FormQuestion {
  id: number;
  key: string;
  prompt: string;
  required: boolean;
  type: QuestionType;
  options: string[];
}

export interface RegistrationFormShape {
  questions: FormQuestion[];
  clubNames: string[];
}

/** What a consent stores: the name typed as a signature and when it was signed. */
export interface ConsentSignature {
  signedName: string;
  signedAt: string;
}
export type AnswerValue = boolean | string | string[] | ConsentSignature | null;

export interface CheckedAnswer {
  questionId: number;
  key: string;
  prompt: string;
  response: string;
  value: AnswerValue;
}

/** The words a parent can meet; Spanish in client/src/i18n/es.json (shared/messages.ts). */
const m = defineMessages({
  reload: { id: 'forms.registration.reload', defaultMessage: 'Reload the page: an answer names no question.' },
  typeAnswer: { id: 'forms.registration.typeAnswer', defaultMessage: 'Type your answer here.' },
  answerQuestions: { id: 'forms.registration.answerQuestions', defaultMessage: 'Answer the questions for this child.' },
  church: { id: 'forms.registration.church', defaultMessage: 'Tell us whether your family attends church.' },
  churchName: { id: 'forms.registration.churchName', defaultMessage: 'Type the name of your church.' },
  churchNameLong: { id: 'forms.registration.churchNameLong', defaultMessage: 'Keep the church’s name to 100 characters or fewer.' },
  firstClub: { id: 'forms.registration.firstClub', defaultMessage: 'Choose a 1st choice club.' },
  differentClubs: { id: 'forms.registration.differentClubs', defaultMessage: 'Choose a different club for each choice.' },
  chooseAnswer: { id: 'forms.registration.chooseAnswer', defaultMessage: 'Please choose an answer.' },
  answerThis: { id: 'forms.registration.answerThis', defaultMessage: 'Please answer this question.' },
  yesNo: { id: 'forms.registration.yesNo', defaultMessage: 'Choose yes or no.' },
  oneOf: { id: 'forms.registration.oneOf', defaultMessage: 'Choose one of the answers listed.' },
  manyOf: { id: 'forms.registration.manyOf', defaultMessage: 'Choose from the answers listed.' },
  answerDate: { id: 'forms.registration.answerDate', defaultMessage: 'Enter a date like 2025-08-11 (year, month, day).' },
  fullName: { id: 'forms.registration.fullName', defaultMessage: 'Type just your full name to sign.' },
  formChanged: { id: 'forms.registration.formChanged', defaultMessage: 'This year’s form has changed; reload the page.' },
  chooseChild: { id: 'forms.registration.chooseChild', defaultMessage: 'Choose at least one child to register.' },
  childGrade: { id: 'forms.registration.childGrade', defaultMessage: 'Choose the grade your child enters this year.' },
  once: { id: 'forms.registration.once', defaultMessage: 'Each child can be registered once; one is listed twice.' },
  consent: { id: 'forms.registration.consent', defaultMessage: 'Type your full name to sign “{question}”.' },
  tooLong: { id: 'forms.tooLong', defaultMessage: 'Keep this to {max} characters or fewer.' },
  atMostClubs: { id: 'forms.registration.atMostClubs', defaultMessage: 'Choose at most {count} clubs.' },
  unknownClub: { id: 'forms.registration.unknownClub', defaultMessage: '“{club}” is not an afternoon club this year; choose from the list.' },
  notAnswered: { id: 'forms.registration.notAnswered', defaultMessage: '(Not answered)' },
  noLonger: { id: 'forms.registration.noLongerAttends', defaultMessage: 'No longer attends' },
  attends: { id: 'forms.registration.attends', defaultMessage: 'Yes, attends our church' },
  anotherChurch: { id: 'forms.registration.anotherChurch', defaultMessage: 'Attends another church: {church}' },
  clubChoice: { id: 'forms.registration.clubChoice', defaultMessage: '{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} choice: {club}' },
  yes: { id: 'forms.registration.yes', defaultMessage: 'Yes' },
  no: { id: 'forms.registration.no', defaultMessage: 'No' },
});
const englishWords: FormatMessage = (descriptor, values) => formatWords(descriptor.defaultMessage, 'en', values);

const answerInput = z.object({
  questionId: z.number({ error: english(m.reload) }),
  response: z.string({ error: english(m.typeAnswer) }),
});
const childInput = z.object({
  childId: z.unknown(),
  responses: z.array(answerInput, { error: english(m.answerQuestions) }),
});

const CHURCH_PLAIN = new Set(['', 'No', 'NoLonger', 'Yes']);

/**
 * A question's name in a message: the words before its first colon ("Medical release: …"), else its first
 * sentence, cut to a few words when longer.
 */
export function questionLabel(prompt: string): string {
  const head = /^([^:]{2,60}):/.exec(prompt)?.[1] ?? /^(.+?[.?!])(\s|$)/.exec(prompt)?.[1] ?? prompt;
  const words = head.trim().split(/\s+/);
  return words.length > 10 ? `${words.slice(0, 10).join(' ')}…` : head.trim().replace(/[.]$/, '');
}

/** What a consent asks of the parent, naming it: its field label, and the message when it is not signed. */
export const consentFieldLabel = (prompt: string) => `Type your full name to sign “${questionLabel(prompt)}”`;
const consentProblem = (prompt: string) => english(m.consent, { question: questionLabel(prompt) });

/** Checks one answer; returns [response, typed value] or the words for what is wrong. */
function checkAnswer(q: FormQuestion, raw: string, clubNames: string[], now: Date): { ok: [string, AnswerValue] } | { problem: string } {
  const text = raw.trim();
  if (text.length > LIMITS.answer) return { problem: english(m.tooLong, { max: LIMITS.answer }) };
  if (q.key === CHURCH_KEY) {
    // Declining is the empty answer (SPEC §3), so a required church question needs one of the others.
    if (text === '' && q.required) return { problem: english(m.church) };
    if (CHURCH_PLAIN.has(text)) return { ok: [text, text || null] };
    const name = /^something:(.*)$/.exec(text)?.[1].trim() ?? '';
    if (name === '') return { problem: english(m.churchName) };
    if (name.length > 100) return { problem: english(m.churchNameLong) };
    return { ok: [`something:${name}`, `something:${name}`] };
  }
  if (q.key === ELECTIVE_KEY) {
    if (text === '') return q.required ? { problem: english(m.firstClub) } : { ok: ['', null] };
    const choices = text.split(':').map((c) => c.trim());
    if (choices[0] === '') return { problem: english(m.firstClub) };
    if (choices.length > CLUB_CHOICES) return { problem: english(m.atMostClubs, { count: CLUB_CHOICES }) };
    const unknown = choices.find((c) => !clubNames.includes(c));
    if (unknown !== undefined) return { problem: english(m.unknownClub, { club: unknown }) };
    if (new Set(choices).size !== choices.length) return { problem: english(m.differentClubs) };
    return { ok: [choices.join(':'), choices] };
  }
  if (text === '') {
    if (!q.required) return { ok: ['', null] };
    return { problem: q.type === 'CONSENT' ? consentProblem(q.prompt) : q.type === 'ONE_OF' || q.type === 'YES_NO' || q.type === 'MANY_OF' ? english(m.chooseAnswer) : english(m.answerThis) };
  }
  switch (q.type) {
    case 'YES_NO':
      return text === 'Yes' || text === 'No' ? { ok: [text, text === 'Yes'] } : { problem: english(m.yesNo) };
    case 'ONE_OF':
      return q.options.includes(text) ? { ok: [text, text] } : { problem: english(m.oneOf) };
    case 'MANY_OF': {
      const picked = text.split('\n').map((c) => c.trim()).filter(Boolean);
      if (picked.some((c) => !q.options.includes(c))) return { problem: english(m.manyOf) };
      const unique = q.options.filter((o) => picked.includes(o));
      return { ok: [unique.join('\n'), unique] };
    }
    case 'TEXT':
      return text.length > TEXT_MAX ? { problem: english(m.tooLong, { max: TEXT_MAX }) } : { ok: [text, text] };
    case 'LONG_TEXT':
      return { ok: [text, text] };
    case 'DATE': {
      const problem = calendarDateProblem(text, english(m.answerDate));
      return problem ? { problem } : { ok: [text, text] };
    }
    case 'CONSENT':
      if (text.length < 2 || !/\p{L}/u.test(text)) return { problem: consentProblem(q.prompt) };
      if (text.length > LIMITS.name * 2) return { problem: english(m.fullName) };
      return { ok: [text, { signedName: text, signedAt: now.toISOString() }] };
  }
}

/** One child's answers as sent, each naming its question by id. */
export interface SubmittedChild<Id = unknown> {
  childId: Id;
  responses: { questionId: number; response: string }[];
  /** The grade the child enters this year, as the family confirmed it (a returning child's advanced grade). */
  gradeEntering?: number | null;
}

/**
 * Every child's answers checked against this year's form: one full answer list per child (a question left out
 * is an empty answer). Each problem goes to `problem` with its path under the list of children ([i, key];
 * the club choices' message goes under the 1st choice in the form).
 */
export function checkAnswers<Id>(form: RegistrationFormShape, children: SubmittedChild<Id>[], now: Date, problem: (path: (string | number)[], message: string) => void) {
  return children.map((child, i) => {
    const given = new Map<number, string>();
    for (const { questionId, response } of child.responses) {
      if (!form.questions.some((q) => q.id === questionId)) problem([i, 'responses'], english(m.formChanged));
      else given.set(questionId, response);
    }
    const answers: CheckedAnswer[] = [];
    for (const q of form.questions) {
      const result = checkAnswer(q, given.get(q.id) ?? '', form.clubNames, now);
      if ('problem' in result) problem([i, q.key], result.problem);
      else answers.push({ questionId: q.id, key: q.key, prompt: q.prompt, response: result.ok[0], value: result.ok[1] });
    }
    return { childId: child.childId, answers };
  });
}

/**
 * The registration as the browser's form checks it before sending: `{children: [{childId, responses:
 * [{questionId, response}]}]}` with every answer checked against the form. Problems are keyed
 * children[i].<question key>.
 */
export function registrationSchema(form: RegistrationFormShape, now = new Date()) {
  return z.object({
    children: z
      .array(childInput, { error: english(m.chooseChild) })
      .min(1, { error: english(m.chooseChild) })
      .transform((children, ctx) => checkAnswers(form, children, now, (path, message) => ctx.addIssue({ code: 'custom', path, message }))),
  });
}

/**
 * A registration as both server doors read it: each chosen child once, by id, with answers naming their
 * questions by id. Whether the answers fit this year's form is checked against the form itself (checkAnswers).
 */
export const registrationSubmissionSchema = z.object({
  children: z
    .array(
      z.object({
        childId: recordId('a child id'),
        responses: z.array(z.object({ questionId: recordId('a question id'), response: z.string({ error: 'must be text' }) }), { error: 'must be a list of { questionId, response }' }),
        gradeEntering: grade(0, english(m.childGrade)).nullish(),
      }),
      { error: 'must be a list of { childId, responses }' },
    )
    .min(1, { error: english(m.chooseChild) })
    .refine((children) => new Set(children.map((c) => c.childId)).size === children.length, { error: english(m.once) }),
});
export type RegistrationSubmission = z.output<typeof registrationSubmissionSchema>;

const MAX_REASON = 1000;
const reason = z
  .string({ error: 'must be text' })
  .trim()
  .max(MAX_REASON, { error: `Keep the reason to ${MAX_REASON} characters or fewer.` })
  .nullish()
  .transform((v) => v || null);
const REASON_NEEDED = 'Tell the family why, in a sentence or two.';

/** Staff's decision on one registration: declining needs a reason, which the family reads. */
export const registrationDecisionSchema = z
  .object({ decision: z.enum(['APPROVED', 'DECLINED'], { error: 'Choose approve or decline.' }), reason })
  .refine((d) => d.decision !== 'DECLINED' || d.reason !== null, { path: ['reason'], error: REASON_NEEDED });
export type RegistrationDecision = z.output<typeof registrationDecisionSchema>;

/** Declining, where the call itself says which decision it is: the reason alone. */
export const declineSchema = z.object({ reason: reason.refine((r) => r !== null, { error: REASON_NEEDED }) });

/** A stored answer in words, for the confirmation e-mail and the review (one line per part). */
export function answerWords(key: string | null, response: string, format: FormatMessage = englishWords): string {
  if (response.trim() === '') return format(m.notAnswered);
  if (key === CHURCH_KEY) {
    if (response === 'NoLonger') return format(m.noLonger);
    if (response === 'Yes') return format(m.attends);
    if (response === 'No') return format(m.no);
    if (response.startsWith('something:')) return format(m.anotherChurch, { church: response.slice('something:'.length) });
    return response;
  }
  if (key === ELECTIVE_KEY) return response.split(':').map((club, i) => format(m.clubChoice, { rank: i + 1, club })).join('; ');
  if (response === 'Yes' || response === 'No') return format(response === 'Yes' ? m.yes : m.no);
  return response.split('\n').join(', ');
}
