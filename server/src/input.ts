// Both doors read input through the shared form schemas (forms/): a request that does not fit answers
// 400 with every field's problem in the words the browser form shows beside that field.
import type { z } from 'zod';
import { fieldProblems, problemSentence, problemSummary, type FieldProblems } from '../../forms/problems.ts';
import { badInput } from './errors.ts';

export function readInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw fieldRefusal(fieldProblems(result.error));
}

/**
 * The 400 for field problems, worded as readInput words a schema's: a rule only the database can check (an
 * answer against this year's questions) refuses in the same words as the door would.
 */
export function fieldRefusal(problems: FieldProblems) {
  const sentences = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problemSentence(field, problem)]));
  return badInput(sentences, problemSummary(sentences));
}

/** The most rows a list's page may skip (offset): a PostgreSQL integer, like every whole number the API takes. */
export const OFFSET_MAX = 2_147_483_647;
