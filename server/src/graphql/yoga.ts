// graphql-yoga serving the Pothos schema at /graphql, with subscriptions over graphql-sse at /graphql/stream.
// In production, introspection is off and only operations the client was compiled with (persisted) run.
import { createYoga, type Plugin } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import { useGraphQLSSE } from '@graphql-yoga/plugin-graphql-sse';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../project-root.ts';
import { schema } from './schema.ts';
import { DomainError, errorInLanguage } from '../errors.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import { localized } from '../i18n/messages.ts';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable, isDatabaseUnavailable, warnDatabaseUnavailable } from '../db/database-unavailable.ts';
import type { RequestContext } from '../context.ts';
import { queryLimitPlugins } from './query-limits.ts';
import { countMutationsAsWrites, refuseBadVariables } from './request-guards.ts';
import { errorsInFieldOrder } from './node-lookup.ts';

/** Written by relay-compiler (relay.config.js persistConfig): operation id → text. */
export const DEFAULT_PERSISTED_QUERIES_FILE = join(PROJECT_ROOT, 'client/persisted-queries.json');

/**
 * The operations the client was compiled with. Production reads the file once; development re-reads it
 * when an unknown id arrives (relay-compiler may have run since the server started).
 */
export class PersistedOperations {
  private byId: Record<string, string> = {};
  private texts = new Set<string>();
  private loadedMtime = -1;
  constructor(
    private readonly file: string,
    private readonly reloadOnMiss: boolean,
  ) {
    this.load();
    if (!existsSync(file)) console.warn(`No persisted operations at ${file}: run npm run generate.`);
  }
  private load() {
    if (!existsSync(this.file)) return;
    const mtime = statSync(this.file).mtimeMs;
    if (mtime === this.loadedMtime) return;
    this.byId = JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, string>;
    this.texts = new Set(Object.values(this.byId));
    this.loadedMtime = mtime;
  }
  get(id: string): string | null {
    if (!(id in this.byId) && this.reloadOnMiss) this.load();
    return this.byId[id] ?? null;
  }
  hasText(text: string): boolean {
    if (!this.texts.has(text) && this.reloadOnMiss) this.load();
    return this.texts.has(text);
  }
}

const STREAM_ENDPOINT = '/graphql/stream';

export function createGraphQLServer({ production, persistedQueriesFile }: { production: boolean; persistedQueriesFile?: string }) {
  const persisted = new PersistedOperations(persistedQueriesFile ?? DEFAULT_PERSISTED_QUERIES_FILE, !production);
  const plugins: Plugin[] = [
    useGraphQLSSE({ endpoint: STREAM_ENDPOINT }),
    followViewerInSubscriptions,
    ...queryLimitPlugins({ production }),
    refuseBadVariables,
    countMutationsAsWrites,
    errorsInFieldOrder,
    // Clients send persisted ids in every mode; development also runs operation text (GraphiQL, tests).
    usePersistedOperations({
      allowArbitraryOperations: !production,
      getPersistedOperation: (id: string) => persisted.get(id),
      extractPersistedOperationId: (params: { extensions?: Record<string, unknown>; doc_id?: unknown; documentId?: unknown }) =>
        (typeof params.documentId === 'string' && params.documentId) || (typeof params.doc_id === 'string' && params.doc_id) || null,
    }),
  ];
  if (production) plugins.push(useDisableIntrospection());
  const yoga = createYoga<RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !production,
    // Same-origin only: the client is served from this origin, so no cross-origin reader gets an answer
    // (yoga's default reflects any Origin with credentials, which let a sibling site read with a cookie).
    cors: false,
    // Expected errors (DomainError) are answers, not incidents; maskError logs the unexpected ones.
    logging: false,
    landingPage: false,
    // The app refuses bodies over its limit before this runs (http/request-guards.ts, 413 on /graphql and
    // /graphql/*). Yoga's own limit piped every body through a web TransformStream into a second Request,
    // which made each POST read its JSON through three stream adapters instead of straight from the socket.
    maxRequestBodySize: false,
    plugins,
    maskedErrors: {
      maskError(error, message) {
        const domain = findDomainError(error);
        if (domain) {
          const located = isGraphQLError(error) ? error : undefined;
          const { message, fields } = errorInLanguage(domain, requestLanguage());
          return new GraphQLError(message, {
            nodes: located?.nodes,
            path: located?.path,
            extensions: { code: domain.code, ...(fields ? { fields } : {}) },
          });
        }
        // A global id that does not decode (Pothos checks id arguments before any resolver runs).
        const pothos = findPothosValidationError(error);
        if (pothos) {
          const located = isGraphQLError(error) ? error : undefined;
          return new GraphQLError(pothos.message, { nodes: located?.nodes, path: located?.path, extensions: { code: 'BAD_INPUT' } });
        }
        // Errors graphql itself raised (validation, bad variables) are safe to show as they are, and so are
        // request errors yoga marked as the client's (parse failures, query limits: HTTP 4xx).
        if (isGraphQLError(error) && (!error.originalError || isClientErrorStatus(error.extensions?.http))) return error;
        // The database restarting or out of reach: 503 with Retry-After, as REST answers it.
        if (isDatabaseUnavailable(error)) {
          warnDatabaseUnavailable(error);
          const located = isGraphQLError(error) ? error : undefined;
          const { code, message } = databaseUnavailable();
          const http = { status: 503, headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } };
          return new GraphQLError(localized(message, requestLanguage()), { nodes: located?.nodes, path: located?.path, extensions: { code, http } });
        }
        console.error(error);
        return new GraphQLError(message, { extensions: { code: 'INTERNAL' } });
      },
    },
  });

  /**
   * The graphql-sse endpoint parses operations itself, past the persisted-operations plugin, so in
   * production it is guarded here: only operation text the client was compiled with may run there.
   */
  async function fetchGraphQL(request: Request, context: RequestContext): Promise<Response> {
    // Parsed as yoga's stream plugin parses it, unless the path is plainly /graphql (nearly every request).
    const stream = pathOf(request.url) !== '/graphql' && new URL(request.url).pathname === STREAM_ENDPOINT;
    if (production && stream) {
      const text = await streamOperationText(request);
      if (text !== undefined && !persisted.hasText(text)) {
        return Response.json({ errors: [{ message: 'PersistedQueryOnly', extensions: { code: 'PERSISTED_QUERY_ONLY' } }] }, { status: 400 });
      }
    }
    try {
      // A stream follows its client's abort signal (yoga.fetch ties the answer to it). A query or mutation
      // runs to its end like a REST call, so it skips that: asking for the signal alone made every request
      // a fresh AbortController, an abort listener and an extra promise around the answer.
      return await (stream ? yoga.fetch(request, context) : yoga.handleRequest(request, context));
    } catch (error) {
      // graphql-sse lets some refusals escape as exceptions (a mutation over GET, a request yoga rejects
      // before parsing): they are the client's mistakes, not ours.
      if (!isGraphQLError(error)) throw error;
      const status = (error.extensions?.http as { status?: number } | undefined)?.status;
      const code = typeof error.extensions?.code === 'string' ? error.extensions.code : 'BAD_REQUEST';
      return Response.json({ errors: [{ message: error.message, extensions: { code } }] }, { status: status && status >= 400 && status < 500 ? status : 400 });
    }
  }

  return { yoga, fetch: fetchGraphQL };
}

/**
 * A subscription executes every event with the context it opened with, and Pothos caches scope results
 * per context. Keying those caches on the viewer's generation means that when an open stream reads its
 * viewer again (rights changed, live/bus.ts viewerEvents), the next event is authorized afresh.
 */
const POTHOS_CONTEXT_CACHE = Symbol.for('Pothos.contextCache');
const followViewerInSubscriptions: Plugin = {
  onSubscribe({ args }) {
    const context = args.contextValue as unknown as RequestContext;
    Object.defineProperty(context, POTHOS_CONTEXT_CACHE, { get: () => context.viewer.generation, configurable: true });
  },
};

/** An absolute request URL's raw path, without parsing the whole URL. */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  const query = url.indexOf('?', start);
  return url.slice(start, query < 0 ? undefined : query);
}

/** The operation text a graphql-sse request carries (POST body or GET ?query=), or undefined when none. */
async function streamOperationText(request: Request): Promise<string | undefined> {
  if (request.method === 'GET') return new URL(request.url).searchParams.get('query') ?? undefined;
  if (request.method !== 'POST') return undefined;
  try {
    const body = (await request.clone().json()) as { query?: unknown };
    return typeof body.query === 'string' ? body.query : '';
  } catch {
    return '';
  }
}

/**
 * By name, not instanceof: graphql ships CommonJS and ESM builds, and yoga's errors may come from the
 * other one than this file's import (vitest resolves the ESM build, Node the CommonJS one).
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError || (error instanceof Error && error.name === 'GraphQLError');
}

function isClientErrorStatus(http: unknown): boolean {
  const status = (http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function findPothosValidationError(error: unknown): Error | null {
  for (let e = error as { originalError?: unknown } | undefined, depth = 0; e && depth < 5; e = e.originalError as typeof e, depth++) {
    if (e instanceof Error && e.name === 'PothosValidationError') return e;
  }
  return null;
}

/** The DomainError behind an execution error, however many times it was wrapped. */
function findDomainError(error: unknown): DomainError | null {
  for (let e = error as { originalError?: unknown } | undefined, depth = 0; e && depth < 5; e = e.originalError as typeof e, depth++) {
    if (e instanceof DomainError) return e;
  }
  return null;
}
