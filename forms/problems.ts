// Zod's findings as the product reports them: one message per field, keyed by the field's path the way
// the CONTRACT's 400 body names it ("address.city", "children[0].elective"), first problem per field.
// The schemas write their problems in English through shared/messages.ts; a reader gets them in their language
// when a formatter is given (the server's door, the page's intl.formatMessage). The keys never change.
import type { z } from 'zod';
import { defineMessages, formatWords, inLanguage, type FormatMessage } from '../shared/messages.ts';

export type FieldProblems = Record<string, string>;

const messages = defineMessages({
  summary: {
    id: 'forms.problems.summary',
    defaultMessage: '{count, plural, one {Please check one answer: {problems}} other {Please check # answers: {problems}}}',
    description: 'Above a refused form; problems are the field problems, each a sentence.',
  },
});

export function fieldKey(path: readonly PropertyKey[]): string {
  let key = '';
  for (const part of path) {
    if (typeof part === 'number') key += `[${part}]`;
    else key += key === '' ? String(part) : `.${String(part)}`;
  }
  return key || 'input';
}

/**
 * Every field problem is a whole sentence. A rule about a named API parameter may be written as the end of
 * one ("must be a positive whole number"): the field's name begins it ("childId must be a positive whole
 * number."), so no reader (a form, an API client's log) ever completes or capitalises a fragment itself.
 */
export function problemSentence(field: string, message: string): string {
  const name = field.split(/[.[]/).pop()!.replace(/]$/, '');
  const rule = message.startsWith(`${name} `) ? message.slice(name.length + 1) : message;
  if (!/^[a-z]/.test(rule)) return rule;
  const end = /[.!?]$/.test(rule) ? '' : '.';
  return rule.startsWith('is required') ? `Send ${field}; it ${rule}${end}` : `${field} ${rule}${end}`;
}

/** Problems in the reader's language (`format`), same keys; without one, English. */
export function localizedProblems(problems: FieldProblems, format?: FormatMessage): FieldProblems {
  if (!format) return problems;
  return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, inLanguage(problem, format)]));
}

export function fieldProblems(error: z.ZodError, format?: FormatMessage): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of error.issues) {
    const key = fieldKey(issue.path);
    problems[key] ??= problemSentence(key, issue.message);
  }
  return localizedProblems(problems, format);
}

/** One sentence for the top of a form or an API client's log: how many things need a look. */
export function problemSummary(problems: FieldProblems, format?: FormatMessage): string {
  const sentences = Object.values(problems);
  const values = { count: sentences.length, problems: sentences.join(' ') };
  return format ? format(messages.summary, values) : formatWords(messages.summary.defaultMessage, 'en', values);
}
