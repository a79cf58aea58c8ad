// The Relay network: queries and mutations are POSTed to /graphql with the session cookie and the
// anti-forgery header; subscriptions go over graphql-sse at /graphql/stream.
import { createClient, type Client as SseClient } from 'graphql-sse';
import { Network, Observable, type FetchFunction, type GraphQLResponse, type RequestParameters, type SubscribeFunction, type Variables } from 'relay-runtime';
import { hasErrorCode, RequestError, type GraphQLErrorPayload } from './errors.ts';
import { xsrfHeaders } from './xsrf.ts';

export interface NetworkOptions {
  /** Called whenever the server says the session is missing or over (SPEC §8: sets login-needed). */
  onUnauthenticated: () => void;
}

interface ResponseBody {
  data?: unknown;
  errors?: GraphQLErrorPayload[];
  /** REST-shaped errors, e.g. the anti-forgery check that runs before GraphQL. */
  error?: { code?: string; message?: string };
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
 * Persisted operations. Artifacts carry the operation id and its text. A production server runs only
 * persisted ids and answers text with PersistedQueryOnly (HTTP 200); a development server runs text and
 * rejects ids with HTTP 400. So we send the text, and once the server says it wants ids we send only
 * ids from then on: no failed request in either mode, one extra round trip per page load in production.
 */
function wantsPersistedIds(json: ResponseBody): boolean {
  return !json.data && !!json.errors?.some((e) => e.extensions?.code === 'CANNOT_SEND_PQ_ID_AND_BODY' || e.message === 'PersistedQueryOnly');
}

export function createNetwork({ onUnauthenticated }: NetworkOptions) {
  let persistedOnly = false;

  async function execute(params: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
    const { id, text } = params as { id: string | null; text: string | null };
    const byId = () => post({ documentId: id, variables });
    let { status, json } = text == null || (persistedOnly && id != null) ? await byId() : await post({ query: text, variables });
    if (text != null && id != null && !persistedOnly && wantsPersistedIds(json)) {
      persistedOnly = true;
      ({ status, json } = await byId());
    }

    if (json.error) {
      const code = json.error.code ?? (status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL');
      json = { errors: [{ message: json.error.message ?? `HTTP ${status}`, extensions: { code } }] };
    }
    if (hasErrorCode(json.errors, 'UNAUTHENTICATED')) onUnauthenticated();
    if (json.data == null) {
      throw new RequestError(json.errors?.length ? json.errors : [{ message: `The server answered HTTP ${status} without data. Please try again.` }]);
    }
    return json as GraphQLResponse;
  }

  const fetchFn: FetchFunction = (params, variables) => Observable.from(execute(params, variables));

  // Distinct-connections mode for now: the server routes only GET/POST/OPTIONS to /graphql/stream, and
  // single-connection mode also needs PUT (reserve the stream) and DELETE (stop an operation). With PUT
  // and DELETE routed, switch to `singleConnection: true` (one connection however many subscriptions).
  let sse: SseClient<false> | null = null;
  const subscribeFn: SubscribeFunction = (params, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      if (!params.text) {
        sink.error(new Error(`Subscription ${params.name} has no operation text to send.`));
        return;
      }
      sse ??= createClient({ url: '/graphql/stream', singleConnection: false, credentials: 'include', headers: () => xsrfHeaders(), retryAttempts: 3 });
      const client = sse;
      return client.subscribe(
        { operationName: params.name, query: params.text, variables },
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
    });

  return Network.create(fetchFn, subscribeFn);
}
