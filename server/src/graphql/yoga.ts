// graphql-yoga serving the Pothos schema at /graphql, with subscriptions over graphql-sse at /graphql/stream.
// In production, introspection is off and only operations the client was compiled with (persisted) run.
import { createYoga, type Plugin } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import { useGraphQLSSE } from '@graphql-yoga/plugin-graphql-sse';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { schema } from './schema.ts';
import { DomainError } from '../errors.ts';
import type { RequestContext } from '../context.ts';

/** Written by relay-compiler (relay.config.js persistConfig): operation id → text. */
export const DEFAULT_PERSISTED_QUERIES_FILE = fileURLToPath(new URL('../../../client/persisted-queries.json', import.meta.url));

function loadPersistedQueries(file: string): Record<string, string> {
  if (!existsSync(file)) {
    console.warn(`No persisted operations at ${file}: run npm run generate. Every GraphQL operation will be refused.`);
    return {};
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

export function createGraphQLServer({ production, persistedQueriesFile }: { production: boolean; persistedQueriesFile?: string }) {
  const plugins: Plugin[] = [useGraphQLSSE({ endpoint: '/graphql/stream' })];
  if (production) {
    const persisted = loadPersistedQueries(persistedQueriesFile ?? DEFAULT_PERSISTED_QUERIES_FILE);
    plugins.push(
      useDisableIntrospection(),
      usePersistedOperations({
        getPersistedOperation: (id: string) => persisted[id] ?? null,
        extractPersistedOperationId: (params: { extensions?: Record<string, unknown>; doc_id?: unknown; documentId?: unknown }) =>
          (typeof params.documentId === 'string' && params.documentId) ||
          (typeof params.doc_id === 'string' && params.doc_id) ||
          null,
      }),
    );
  }
  return createYoga<RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !production,
    // Expected errors (DomainError) are answers, not incidents; maskError logs the unexpected ones.
    logging: false,
    landingPage: false,
    plugins,
    maskedErrors: {
      maskError(error, message) {
        const domain = findDomainError(error);
        if (domain) {
          const located = error instanceof GraphQLError ? error : undefined;
          return new GraphQLError(domain.message, {
            nodes: located?.nodes,
            path: located?.path,
            extensions: { code: domain.code, ...(domain.fields ? { fields: domain.fields } : {}) },
          });
        }
        // Errors graphql itself raised (validation, bad variables) are safe to show as they are.
        if (error instanceof GraphQLError && !error.originalError) return error;
        console.error(error);
        return new GraphQLError(message, { extensions: { code: 'INTERNAL' } });
      },
    },
  });
}

/** The DomainError behind an execution error, however many times it was wrapped. */
function findDomainError(error: unknown): DomainError | null {
  for (let e = error as { originalError?: unknown } | undefined, depth = 0; e && depth < 5; e = e.originalError as typeof e, depth++) {
    if (e instanceof DomainError) return e;
  }
  return null;
}
