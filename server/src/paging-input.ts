// How a list is paged, read at the door by both: GraphQL connection arguments (first, after; last and
// before where a list pages forward only) and REST's `first`/`limit` with `offset` or `after`, in the query
// or a JSON body. One rule per argument, one message per field; the services take the values parsed.
import { z } from 'zod';
import { OFFSET_MAX } from './input.ts';

/** A page's size: 1 to `max` `noun` ("entries"), `fallback` when left out. */
export const pageSize = (max: number, noun: string, fallback = 50) => {
  const message = `Ask for 1 to ${max} ${noun}.`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(max, { error: message })
    .nullish()
    .transform((v) => v ?? fallback);
};

/** How many rows a page skips: 0 to OFFSET_MAX, 0 when left out. */
export const pageOffset = () => {
  const message = `Give an offset from 0 to ${OFFSET_MAX}.`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(OFFSET_MAX, { error: message })
    .nullish()
    .transform((v) => v ?? 0);
};

/** A whole number in a REST query string, read then by `rule` (pageSize, pageOffset): the same words as a JSON number. */
export const inQuery = <S extends z.ZodType<unknown, number | null | undefined>>(rule: S) =>
  z
    .string()
    .regex(/^-?[0-9]{1,16}$/, { error: 'must be a whole number' })
    .transform(Number)
    // The rule takes a number, or nothing; here it is always given one.
    .pipe(rule as unknown as z.ZodType<z.output<S>, number>)
    .meta({ override: { type: 'integer' } })
    .optional();

/**
 * The cursor a previous page ended on, as `decode` reads it (null: not one of this list's); `words` say so. A
 * cursor left out is null (the first page).
 */
export const pageCursor = <T>(decode: (cursor: string) => T | null, words: string) =>
  z
    .string({ error: words })
    .nullish()
    .transform((cursor, ctx): T | null => {
      if (!cursor) return null;
      const value = decode(cursor);
      if (value === null) ctx.addIssue({ code: 'custom', message: words });
      return value;
    });

/** `last` and `before` of a list that pages forward only: refused when given, in `words`. */
const backwardsOnly = (words: string) => z.null({ error: words }).optional();

/** A forward-only connection's arguments: first (1 to max), after (decoded), and no last or before. */
export const forwardConnectionArgs = <T>(spec: { max: number; noun: string; decode: (cursor: string) => T | null; cursorWords: string; backwardsWords: string }) =>
  z.object({
    first: pageSize(spec.max, spec.noun),
    after: pageCursor(spec.decode, spec.cursorWords),
    last: backwardsOnly(spec.backwardsWords),
    before: backwardsOnly(spec.backwardsWords),
  });
