// Zod's findings as the product reports them: one message per field, keyed by the field's path the way
// the CONTRACT's 400 body names it ("address.city", "children[0].elective"), first problem per field.
import type { z } from 'zod';

export type FieldProblems = Record<string, string>;

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

export function fieldProblems(error: z.ZodError): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of error.issues) {
    const key = fieldKey(issue.path);
    problems[key] ??= problemSentence(key, issue.message);
  }
  return problems;
}

/** One sentence for the top of a form or an API client's log: how many things need a look. */
export function problemSummary(problems: FieldProblems): string {
  const messages = Object.values(problems);
  if (messages.length === 1) return `Please check one answer: ${messages[0]}`;
  return `Please check ${messages.length} answers: ${messages.join(' ')}`;
}
