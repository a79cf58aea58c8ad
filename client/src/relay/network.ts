// The Relay network: queries and mutations are POSTed to /graphql with the session cookie and the
// anti-forgery header; subscriptions go over graphql-sse at /graphql/stream.
import type { Client as SseClient } from 'graphql-sse';
import { Network, Observable, type FetchFunction, type GraphQLResponse, type RequestParameters, type SubscribeFunction, type Variables } from 'relay-runtime';
import { hasErrorCode, RequestError, type GraphQLErrorPayload } from './errors.ts';
import { xsrfHeaders } from './xsrf.ts';
import { takeBootAnswer } from '../app/boot-data.ts';

/** The subscription live screens refetch on (useLiveResync.ts). */
const RESYNC_SUBSCRIPTION = 'useLiveResyncSubscription';

export interface NetworkOptions {
  /** Called whenever the server says the session is missing or over (SPEC §8: sets login-needed). */
  onUnauthenticated: () => void;
}

interface ResponseBody {
  data?: unknown;
  errors?: GraphQLErrorPayload[];
  /** REST-shaped errors, e.g. the anti-forgery check that runs before GraphQL. */
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

async function post(body: Record<string, unknown>): Promise<{ status: number; json: ResponseBody }> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(await xsrfHeaders()) },
    body: JSON.stringify(body),
  });
  try {
    return { status: response.status, json: (await response.json()) as ResponseBody };
  } catch {
    throw new RequestError([{ message: `The server sent an unreadable answer (HTTP ${response.status}). Please try again.` }]);
  }
}

/**
 * Persisted operations: the server knows every operation the client was compiled with by id
 * (client/persisted-queries.json), in development and production alike, so only ids travel. An operation
 * without an id (never the case for compiled artifacts) falls back to its text, which only a development
 * server runs.
 */
export function createNetwork({ onUnauthenticated }: NetworkOptions) {
  async function execute(params: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
    const { id, text } = params as { id: string | null; text: string | null };
    let { status, json } = id != null ? await post({ documentId: id, variables }) : await post({ query: text, variables });

    if (json.error) {
      const code = json.error.code ?? (status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL');
      json = { errors: [{ message: json.error.message ?? `HTTP ${status}`, extensions: { code, fields: json.error.fields } }] };
    }
    if (hasErrorCode(json.errors, 'UNAUTHENTICATED')) onUnauthenticated();
    if (json.data == null) {
      throw new RequestError(json.errors?.length ? json.errors : [{ message: `The server answered HTTP ${status} without data. Please try again.` }]);
    }
    return json as GraphQLResponse;
  }

  // An answer the page came with is given at once, not a tick later: a page the server rendered (entry-server.tsx)
  // hydrates with its data in the first render, so React attaches to the HTML instead of waiting.
  const fetchFn: FetchFunction = (params, variables) => {
    const inPage = takeBootAnswer<GraphQLResponse>((params as { id: string | null }).id, variables);
    return inPage ? Observable.from(inPage as GraphQLResponse) : Observable.from(execute(params, variables));
  };

  // Single-connection mode: one event stream per browser however many subscriptions (HTTP/1.1 allows
  // six connections per origin). The stream endpoint runs only persisted operation text in production.
  // graphql-sse loads with the first subscription, so pages without one never download it.
  // A stream that broke (the network, a server restart, or the server cutting off a client that fell too far
  // behind) is opened again and every subscription sent again; what happened in between was never
  // delivered, so the open liveResync subscriptions hear it as the server's resync signal and their screens
  // refetch what they show (useLiveResync.ts).
  const resyncSinks = new Set<{ next: (response: GraphQLResponse) => void }>();
  const reconnected = () => {
    for (const sink of resyncSinks) sink.next({ data: { liveResync: true } });
  };
  let sse: Promise<SseClient<true>> | null = null;
  const sseClient = () =>
    (sse ??= import('graphql-sse').then(
      ({ createClient }) =>
        createClient({
          url: '/graphql/stream',
          singleConnection: true,
          credentials: 'include',
          headers: () => xsrfHeaders(),
          retryAttempts: 3,
          on: { connected: (again) => again && reconnected() },
        }),
      (error: unknown) => {
        sse = null; // a failed download is tried again by the next subscription
        throw error;
      },
    ));
  const subscribeFn: SubscribeFunction = (params, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      if (!params.text) {
        sink.error(new Error(`Subscription ${params.name} has no operation text to send.`));
        return;
      }
      const query = params.text;
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      if (params.name === RESYNC_SUBSCRIPTION) resyncSinks.add(sink);
      sseClient().then(
        (client) => {
          if (cancelled) return;
          unsubscribe = client.subscribe(
            { operationName: params.name, query, variables },
            {
              next: (result) => {
                const errors = result.errors as GraphQLErrorPayload[] | undefined;
                if (hasErrorCode(errors, 'UNAUTHENTICATED')) onUnauthenticated();
                sink.next(result as GraphQLResponse);
              },
              error: (error) => sink.error(error instanceof Error ? error : new RequestError(Array.isArray(error) ? error : [{ message: String(error) }])),
              complete: () => sink.complete(),
            },
          );
        },
        (error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))),
      );
      return () => {
        cancelled = true;
        resyncSinks.delete(sink);
        unsubscribe?.();
      };
    });

  return Network.create(fetchFn, subscribeFn);
}
