// Answer formats of the registration questions the product gives meaning to (SPEC §3, §5): the
// church-attendance answer and the afternoon-club (elective) choices. Other questions are free text.
import type { InputReader } from '../people/people.input.ts';

export const CHURCH_KEY = 'church';
export const ELECTIVE_KEY = 'elective';
export const MAX_ANSWER = 2000;

const CHURCH_PLAIN = new Set(['', 'No', 'NoLonger', 'Yes']);

/** '' (declined), No, NoLonger, Yes, or 'something:<church name>'. */
export function checkChurchAnswer(r: InputReader, field: string, answer: string): string {
  if (CHURCH_PLAIN.has(answer)) return answer;
  const match = /^something:(.+)$/.exec(answer);
  const name = match?.[1].trim() ?? '';
  if (!match || name === '') r.fail(field, 'must be Yes, No, NoLonger, something:<church name>, or empty to decline');
  else if (name.length > 100) r.fail(field, 'church name must be at most 100 characters');
  return `something:${name}`;
}

/** 1st:2nd:3rd choice, each an afternoon club of the edition, no repeats (SPEC §5: up to three). */
export function checkElectiveAnswer(r: InputReader, field: string, answer: string, clubNames: string[]): string {
  if (answer === '') return '';
  const choices = answer.split(':').map((c) => c.trim());
  if (choices.length > 3) r.fail(field, 'choose at most three clubs');
  const unknown = choices.find((c) => !clubNames.includes(c));
  if (unknown !== undefined) r.fail(field, `"${unknown}" is not an afternoon club this year`);
  if (new Set(choices).size !== choices.length) r.fail(field, 'choose each club at most once');
  return choices.join(':');
}
