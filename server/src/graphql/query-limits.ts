// How much one GraphQL operation may ask for, in every mode (unbounded, 10,000 aliases stalled the server
// for 20 s; four levels of groups→roster→child→groups drove it out of memory). graphql-armor refuses an
// operation at parse/validation time, before any resolver or SQL runs, and the refusal is a 400.
//
// The limits are sized from the client's own compiled documents (client/persisted-queries.json, measured
// by `npx tsx server/scripts/measure-documents.ts`) with headroom, so every screen keeps working and
// query-limits.test.ts fails when a new document outgrows them — raise the limit there on purpose.
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { GraphQLError } from 'graphql';
import { createRequire } from 'node:module';
import type { Plugin } from 'graphql-yoga';
import { schema } from './schema.ts';
import { maxListNestingRule } from './list-nesting.ts';

export const QUERY_LIMITS = {
  // Measured 2026-11-22 over 61 documents: aliases 0, depth 6, tokens 252, cost 1475, list nesting 2.
  /** Aliased fields per operation (the client uses none; tests and GraphiQL a few). */
  aliases: 15,
  /** Nesting of fields, fragments flattened. */
  depth: 10,
  /** Lexical tokens of the operation text: bounds parsing work before anything else runs. */
  tokens: 2000,
  /** graphql-armor's cost (objects 2, scalars 1, ×1.5 per level), fragments flattened. */
  cost: 5000,
  /** Directives per operation (@include/@skip and Relay's). */
  directives: 50,
  /** Lists inside lists (groups → roster is 2): the fan-out field-count cost cannot see. */
  listNesting: 3,
} as const;

/** The refusal's code in extensions.code, on both GraphQL endpoints. */
export const QUERY_TOO_COSTLY = 'QUERY_TOO_COSTLY';

/**
 * Validation-time refusals are reported as validation errors (not thrown), so graphql-sse and yoga both
 * answer them as a bad request; the message keeps armor's wording without its "Syntax Error:" prefix.
 */
const refuse = {
  propagateOnRejection: false,
  onReject: [
    (context: { reportError(error: GraphQLError): void } | null, error: GraphQLError) =>
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code: QUERY_TOO_COSTLY } })),
  ],
};

const armorOptions = (limits: typeof QUERY_LIMITS) => ({
  maxAliases: { n: limits.aliases, ...refuse },
  maxDepth: { n: limits.depth, flattenFragments: true, ...refuse },
  // Counted while parsing, before there is a validation context: a refusal here is a parse failure.
  maxTokens: { n: limits.tokens },
  costLimit: { maxCost: limits.cost, flattenFragments: true, ...refuse },
  maxDirectives: { n: limits.directives, ...refuse },
});

/** The envelop plugins that refuse over-costly operations; field suggestions are hidden in production. */
export function queryLimitPlugins({ production }: { production: boolean }): Plugin[] {
  const armor = new EnvelopArmor({ ...armorOptions(QUERY_LIMITS), blockFieldSuggestion: { enabled: production } });
  const listNesting: Plugin = { onValidate: ({ addValidationRule }) => addValidationRule(maxListNestingRule(QUERY_LIMITS.listNesting)) };
  return [...(armor.protect().plugins as Plugin[]), listNesting, requestErrorsAre400];
}

/**
 * An operation that never ran (it did not parse, failed validation, or was refused as too costly) is a bad
 * request: 400 whatever the Accept header (yoga's default keeps 200 for application/json clients).
 */
const requestErrorsAre400: Plugin = {
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result) || !isPlainResult(result) || 'data' in result || !result.errors?.length) return;
    setResult({ ...result, extensions: { ...result.extensions, http: { status: 400 } } });
  },
};

function isPlainResult(result: unknown): result is { errors?: readonly unknown[]; data?: unknown; extensions?: Record<string, unknown> } {
  return typeof result === 'object' && result !== null && !(Symbol.asyncIterator in result);
}

/**
 * graphql as the schema (built by Pothos and yoga through Node's require) sees it: under vitest a plain
 * import resolves graphql's ESM build instead, whose validate() refuses a schema from the other build.
 */
const graphqlOfSchema = createRequire(import.meta.url)('graphql') as typeof import('graphql');

export interface DocumentMeasure {
  aliases: number;
  depth: number;
  tokens: number;
  cost: number;
  listNesting: number;
}

/** What one operation text needs, counted the way the limits count it. */
export function measureDocument(text: string): DocumentMeasure {
  const measure: DocumentMeasure = { aliases: 0, depth: 0, tokens: countTokens(text), cost: 0, listNesting: 0 };
  const record = (key: keyof DocumentMeasure) => [(_: unknown, details: { n: number }) => (measure[key] = Math.max(measure[key], details.n))];
  const unlimited = Number.MAX_SAFE_INTEGER;
  const { validate, parse, specifiedRules } = graphqlOfSchema;
  const errors = validate(schema, parse(text), [
    ...specifiedRules,
    maxAliasesRule({ n: unlimited, onAccept: record('aliases') }),
    maxDepthRule({ n: unlimited, flattenFragments: true, onAccept: record('depth') }),
    costLimitRule({ maxCost: unlimited, flattenFragments: true, onAccept: record('cost') }),
    maxListNestingRule(unlimited, (n) => (measure.listNesting = Math.max(measure.listNesting, n))),
  ]);
  if (errors.length > 0) throw new GraphQLError(`Document does not validate: ${errors[0].message}`);
  return measure;
}

function countTokens(text: string): number {
  const { Lexer, Source, TokenKind } = graphqlOfSchema;
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
}
