// Both doors read input through the shared form schemas (forms/): a request that does not fit answers
// 400 with every field's problem in the words the browser form shows beside that field.
import type { z } from 'zod';
import { fieldProblems, problemSummary } from '../../forms/problems.ts';
import { badInput } from './errors.ts';

export function readInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const problems = fieldProblems(result.error);
  throw badInput(problems, problemSummary(problems));
}

/** The most rows a list's page may skip (offset): a PostgreSQL integer, like every whole number the API takes. */
export const OFFSET_MAX = 2_147_483_647;
