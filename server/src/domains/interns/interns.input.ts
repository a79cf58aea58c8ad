// Reading and checking an intern application as either door sends it. Every problem is collected under
// its field name, so one bad request answers 400 naming every field at once and nothing is written.
import { badInput } from '../../errors.ts';
import { answerProblem, RESPONSE_MAX } from './application-answers.ts';

export const INTERN_GRADE_MIN = 6;
export const NAME_MAX = 60;
export const MEDICAL_MAX = 2000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ApplicationQuestion {
  id: number;
  key: string;
  prompt: string;
  required: boolean;
}

export interface ApplicationInput {
  firstName: string;
  preferredName: string | null;
  lastName: string;
  gradeEntering: number;
  dateOfBirth: Date;
  phone: string | null;
  email: string | null;
  medicalInfo: string;
  acknowledged: true;
  responses: { questionId: number; prompt: string; response: string }[];
}

/** What a door hands over: raw values; each answer names its question by id, key or exact prompt. */
export interface RawApplication {
  firstName?: unknown;
  preferredName?: unknown;
  lastName?: unknown;
  gradeEntering?: unknown;
  dateOfBirth?: unknown;
  phone?: unknown;
  email?: unknown;
  medicalInfo?: unknown;
  acknowledged?: unknown;
  responses?: unknown;
}

export function readApplication(raw: RawApplication, questions: ApplicationQuestion[], today = new Date()): ApplicationInput {
  const problems: Record<string, string> = {};
  const fail = (field: string, message: string) => void (problems[field] ??= message);

  const text = (field: string, value: unknown, max: number, required: boolean): string | null => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      if (required) fail(field, 'is required');
      return null;
    }
    if (typeof value !== 'string') return fail(field, 'must be text'), null;
    const trimmed = value.trim();
    if (trimmed.length > max) fail(field, `must be at most ${max} characters`);
    return trimmed;
  };

  const firstName = text('firstName', raw.firstName, NAME_MAX, true);
  const preferredName = text('preferredName', raw.preferredName, NAME_MAX, false);
  const lastName = text('lastName', raw.lastName, NAME_MAX, true);
  const medicalInfo = text('medicalInfo', raw.medicalInfo, MEDICAL_MAX, false) ?? '';

  const grade = raw.gradeEntering;
  if (typeof grade !== 'number' || !Number.isInteger(grade) || grade < INTERN_GRADE_MIN || grade > 13) {
    fail('gradeEntering', `must be a grade from ${INTERN_GRADE_MIN} to 12, or 13 (university)`);
  }

  let dateOfBirth: Date | null = null;
  const dob = raw.dateOfBirth;
  if (dob === undefined || dob === null || dob === '') fail('dateOfBirth', 'is required');
  else if (typeof dob !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(dob) || Number.isNaN(Date.parse(`${dob}T00:00:00Z`)) || new Date(`${dob}T00:00:00Z`).toISOString().slice(0, 10) !== dob) {
    fail('dateOfBirth', 'must be a date, yyyy-mm-dd');
  } else {
    dateOfBirth = new Date(`${dob}T00:00:00Z`);
    const age = (today.getTime() - dateOfBirth.getTime()) / (365.25 * 24 * 3600 * 1000);
    if (age < 9 || age > 30) fail('dateOfBirth', 'must make the intern 9 to 30 years old');
  }

  let phone = text('phone', raw.phone, 30, false);
  if (phone !== null) {
    let digits = /^[\d\s().+-]+$/.test(phone) ? phone.replace(/\D/g, '') : '';
    if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
    if (digits.length !== 7 && digits.length !== 10) fail('phone', 'must have 7 digits, or 10 with the area code');
    phone = digits;
  }

  let email = text('email', raw.email, 254, false);
  if (email !== null) {
    if (!EMAIL.test(email)) fail('email', 'must be an e-mail address like name@example.org');
    email = email.toLowerCase();
  }

  if (raw.acknowledged !== true) fail('acknowledged', 'must be accepted: please read and acknowledge the responsibilities');

  const given = new Map<number, string>();
  if (raw.responses !== undefined && raw.responses !== null && !Array.isArray(raw.responses)) fail('responses', 'must be a list of answers');
  const answers: unknown[] = Array.isArray(raw.responses) ? raw.responses : [];
  if (answers.length > 100) fail('responses', 'has too many answers');
  for (const item of answers.slice(0, 100)) {
    const answer = (item && typeof item === 'object' ? item : {}) as { questionId?: unknown; key?: unknown; prompt?: unknown; response?: unknown };
    const question = questions.find((q) => q.id === answer.questionId || q.key === answer.key || (answer.questionId === undefined && answer.key === undefined && q.prompt === answer.prompt));
    if (!question) {
      fail('responses', 'answers a question that is not on this year’s application');
      continue;
    }
    const field = `responses.${question.key}`;
    if (given.has(question.id)) fail(field, 'is answered twice');
    if (typeof answer.response !== 'string') {
      fail(field, 'must be text');
      continue;
    }
    const response = answer.response.trim();
    if (response.length > RESPONSE_MAX) fail(field, `must be at most ${RESPONSE_MAX} characters`);
    const problem = answerProblem(question.key, response, today.getUTCFullYear());
    if (problem) fail(field, problem);
    given.set(question.id, response);
  }
  for (const q of questions) if (q.required && !given.get(q.id)) fail(`responses.${q.key}`, 'is required');

  if (Object.keys(problems).length) throw badInput(problems, 'Please check the application: ' + Object.keys(problems).join(', ') + '.');
  return {
    firstName: firstName!,
    preferredName,
    lastName: lastName!,
    gradeEntering: grade as number,
    dateOfBirth: dateOfBirth!,
    phone,
    email,
    medicalInfo,
    acknowledged: true,
    responses: questions.map((q) => ({ questionId: q.id, prompt: q.prompt, response: given.get(q.id) ?? '' })),
  };
}
