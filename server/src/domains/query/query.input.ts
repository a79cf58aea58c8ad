// The shape of a people query, written once: the builder keeps it in the URL, saved queries store it,
// and both doors read it here, once, before the compiler checks each field against the whitelist
// (query.fields.ts). Shape only; which fields and operators exist is the compiler's business.
import { z } from 'zod';
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

/** A definition given as JSON text (GraphQL, URL, saved query) or as an object (REST body), worded as one field. */
export const definitionInput = z
  .unknown()
  .meta({ description: '{personType, where, columns, sort} (query.input.ts), as an object or as JSON text.' })
  .transform((input, ctx): PeopleQueryDefinition => {
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (input === undefined || input === null) return refuse('is required');
    let value = input;
    if (typeof input === 'string') {
      if (input.length > 20_000) return refuse('The query is too long.');
      try {
        value = JSON.parse(input);
      } catch {
        return refuse('The query could not be read (not valid JSON).');
      }
    }
    // The schema's check of conditions is recursive: a definition nested thousands deep would overflow it.
    if (nestedDeeperThan(value, JSON_NESTING_MAX)) return refuse(`The query is nested more than ${JSON_NESTING_MAX} levels deep.`);
    const result = peopleQueryDefinition.safeParse(value);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const where = issue.path.length ? ` at ${issue.path.join('.')}` : '';
    return refuse(`The query is not well formed: ${issue.message}${where}.`);
  });

/** Where a definition arrives as one argument among others (GraphQL, the export's `q`): named `definition`. */
export const definitionArgs = z.object({ definition: definitionInput });

export const SAVED_NAME_MAX = 100;

/** A query saved by name: `shared` (with all staff) unless said otherwise. */
export const savedQueryInput = z.object({
  name: z
    .string({ error: 'is required (text)' })
    .trim()
    .min(1, { error: 'Give the query a name.' })
    .max(SAVED_NAME_MAX, { error: `Keep the name to ${SAVED_NAME_MAX} characters or fewer.` }),
  definition: definitionInput,
  shared: z.boolean({ error: 'must be true or false' }).default(true),
});
export type SavedQueryInput = z.output<typeof savedQueryInput>;
