// The shape of a people query, written once: the builder keeps it in the URL, saved queries store it,
// and both doors parse it here before the compiler checks each field against the whitelist
// (query.fields.ts). Shape only; which fields and operators exist is the compiler's business.
import { z } from 'zod';
import { badInput } from '../../errors.ts';
import { JSON_NESTING_MAX, nestedDeeperThan } from '../../http/json-input.ts';

export const PERSON_TYPES = ['child', 'parent', 'intern', 'staff'] as const;
export type QueryPersonType = (typeof PERSON_TYPES)[number];

/** Bounds that keep one query cheap to compile and to run. */
export const LIMITS = { depth: 6, conditions: 40, columns: 20, sort: 3, textLength: 200, listLength: 50 } as const;

const scalar = z.union([z.string().max(LIMITS.textLength), z.number().finite(), z.boolean()]);

export const conditionLeaf = z
  .object({
    field: z.string().min(1).max(80),
    op: z.string().min(1).max(30),
    value: z.union([scalar, z.array(z.union([z.string().max(100), z.number().finite()])).max(LIMITS.listLength)]).optional(),
  })
  .strict();
export type ConditionLeaf = z.infer<typeof conditionLeaf>;

export type Condition = { all: Condition[] } | { any: Condition[] } | { not: Condition } | ConditionLeaf;

export const condition: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.object({ all: z.array(condition).max(LIMITS.conditions) }).strict(),
    z.object({ any: z.array(condition).max(LIMITS.conditions) }).strict(),
    z.object({ not: condition }).strict(),
    conditionLeaf,
  ]),
);

export const peopleQueryDefinition = z
  .object({
    personType: z.enum(PERSON_TYPES),
    where: condition.nullable().default(null),
    columns: z.array(z.string().min(1).max(80)).min(1, 'Choose at least one column.').max(LIMITS.columns),
    sort: z
      .array(z.object({ field: z.string().min(1).max(80), direction: z.enum(['asc', 'desc']) }).strict())
      .max(LIMITS.sort)
      .default([]),
  })
  .strict();
export type PeopleQueryDefinition = z.infer<typeof peopleQueryDefinition>;

/** Parses a definition given as JSON text (GraphQL, URL, saved query) or as an object (REST body). */
export function parseDefinition(input: unknown): PeopleQueryDefinition {
  let value = input;
  if (typeof input === 'string') {
    if (input.length > 20_000) throw badInput({ definition: 'The query is too long.' });
    try {
      value = JSON.parse(input);
    } catch {
      throw badInput({ definition: 'The query could not be read (not valid JSON).' });
    }
  }
  // The schema's check of conditions is recursive: a definition nested thousands deep would overflow it.
  if (nestedDeeperThan(value, JSON_NESTING_MAX)) throw badInput({ definition: `The query is nested more than ${JSON_NESTING_MAX} levels deep.` });
  const result = peopleQueryDefinition.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue.path.length ? ` at ${issue.path.join('.')}` : '';
    throw badInput({ definition: `The query is not well formed: ${issue.message}${where}.` });
  }
  return result.data;
}
