// The GraphQL door's share of the request guards the REST door applies in Hono: NUL characters in
// variables or operation text are bad input (PostgreSQL cannot store them), and every mutation counts
// against the account's write limit (429 with Retry-After, like REST).
import { GraphQLError, Kind, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context.ts';
import { findNul, hasNulInOperationText, NUL_MESSAGE } from '../http/nul-bytes.ts';
import { RateLimited } from '../http/rate-limits.ts';

export const refuseNulCharacters: Plugin = {
  onParams({ params, setResult }) {
    const nulAt = findNul(params.variables ?? {});
    const inText = typeof params.query === 'string' && hasNulInOperationText(params.query);
    if (nulAt === null && !inText) return;
    const field = nulAt || 'query';
    setResult({ errors: [new GraphQLError(`${field}: ${NUL_MESSAGE}`, { extensions: { code: 'BAD_INPUT', fields: { [field]: NUL_MESSAGE }, http: { status: 400 } } })] });
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
          new GraphQLError(error.message, {
            extensions: { code: 'RATE_LIMITED', http: { status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds) } } },
          }),
        ],
      });
    }
  },
};
