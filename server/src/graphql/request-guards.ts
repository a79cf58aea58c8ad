// The GraphQL door's share of the request guards the REST door applies in Hono: variables or operation
// text nested too deep (http/json-input.ts) and NUL characters in either (PostgreSQL cannot store them)
// are bad input, and every mutation counts
// against the account's write limit (429 with Retry-After, like REST).
import { localized } from '../i18n/messages.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import { GraphQLError, Kind, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context.ts';
import { hasNulInOperationText, NUL_MESSAGE } from '../http/nul-bytes.ts';
import { JSON_NESTING_MAX, jsonInputProblem } from '../http/json-input.ts';
import { RateLimited } from '../http/rate-limits.ts';

/**
 * How deep brackets nest in operation text, strings and comments aside. graphql-js parses a literal
 * recursively, so one nested thousands of levels deep overflows the stack before the token limit
 * (query-limits.ts) is reached; the text is measured before it is parsed.
 */
export function operationNesting(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '#') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
    } else if (text.startsWith('"""', i)) {
      const end = text.indexOf('"""', i + 3);
      i = end === -1 ? text.length : end + 2;
    } else if (ch === '"') {
      for (i++; i < text.length && text[i] !== '"' && text[i] !== '\n'; i++) if (text[i] === '\\') i++;
    } else if (ch === '{' || ch === '[' || ch === '(') {
      deepest = Math.max(deepest, ++depth);
    } else if (ch === '}' || ch === ']' || ch === ')') {
      depth--;
    }
  }
  return deepest;
}

const NESTED_TOO_DEEP = `Nest no more than ${JSON_NESTING_MAX} levels deep.`;

export const refuseBadVariables: Plugin = {
  onParams({ params, setResult }) {
    const text = typeof params.query === 'string' ? params.query : '';
    const problem =
      jsonInputProblem(params.variables ?? {}, 'variables') ??
      (hasNulInOperationText(text) ? { field: 'query', message: NUL_MESSAGE } : null) ??
      (operationNesting(text) > JSON_NESTING_MAX ? { field: 'query', message: NESTED_TOO_DEEP } : null);
    if (problem === null) return;
    const { field, message } = problem;
    setResult({ errors: [new GraphQLError(`${field}: ${message}`, { extensions: { code: 'BAD_INPUT', fields: { [field]: message }, http: { status: 400 } } })] });
  },
};

const isMutation = (document: DocumentNode, operationName?: string | null) =>
  document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'mutation' && (!operationName || d.name?.value === operationName));

export const countMutationsAsWrites: Plugin = {
  async onExecute({ args, setResultAndStopExecution }) {
    const context = args.contextValue as unknown as Partial<RequestContext>;
    if (!context.countWrite || !isMutation(args.document, args.operationName)) return;
    try {
      await context.countWrite();
    } catch (error) {
      if (!(error instanceof RateLimited)) throw error;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(localized(error.message, requestLanguage()), {
            extensions: { code: 'RATE_LIMITED', http: { status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds) } } },
          }),
        ],
      });
    }
  },
};
