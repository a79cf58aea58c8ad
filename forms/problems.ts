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

export function fieldProblems(error: z.ZodError): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of error.issues) problems[fieldKey(issue.path)] ??= issue.message;
  return problems;
}

/** One sentence for the top of a form or an API client's log: how many things need a look. */
export function problemSummary(problems: FieldProblems): string {
  const messages = Object.values(problems);
  if (messages.length === 1) return `Please check one answer: ${messages[0]}`;
  return `Please check ${messages.length} answers: ${messages.join(' ')}`;
}
