// graphql-yoga serving the Pothos schema at /graphql, with subscriptions over graphql-sse at /graphql/stream.
// In production, introspection is off and only operations the client was compiled with (persisted) run.
import { createYoga, type Plugin } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import { useGraphQLSSE } from '@graphql-yoga/plugin-graphql-sse';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { readFileSync, existsSync } from 'node:fs';
import { schema } from './schema.ts';
import { DomainError } from '../errors.ts';
import type { RequestContext } from '../context.ts';

export const PERSISTED_QUERIES_PATH = new URL('../../../client/persisted-queries.json', import.meta.url);

function loadPersistedQueries(): Record<string, string> {
  if (!existsSync(PERSISTED_QUERIES_PATH)) return {};
  return JSON.parse(readFileSync(PERSISTED_QUERIES_PATH, 'utf8')) as Record<string, string>;
}

export function createGraphQLServer({ production }: { production: boolean }) {
  const plugins: Plugin[] = [useGraphQLSSE({ endpoint: '/graphql/stream' })];
  if (production) {
    const persisted = loadPersistedQueries();
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
    landingPage: false,
    plugins,
    maskedErrors: {
      maskError(error, message) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof DomainError) {
          return new GraphQLError(original.message, {
            nodes: error instanceof GraphQLError ? error.nodes : undefined,
            path: error instanceof GraphQLError ? error.path : undefined,
            extensions: { code: original.code, ...(original.fields ? { fields: original.fields } : {}) },
          });
        }
        if (error instanceof GraphQLError && !error.originalError) return error;
        console.error(original);
        return new GraphQLError(message, { extensions: { code: 'INTERNAL' } });
      },
    },
  });
}
