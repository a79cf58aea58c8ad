import type { RequestParameters } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from './errors.ts';
import { createNetwork } from './network.ts';

/** The graphql-sse client the network makes: its options, and the operations subscribed through it. */
const sse = vi.hoisted(() => ({
  options: null as null | { on?: { connected?: (reconnected: boolean) => void } },
  subscribed: [] as string[],
}));
vi.mock('graphql-sse', () => ({
  createClient: (options: typeof sse.options) => {
    sse.options = options;
    return {
      subscribe: (request: { operationName: string }) => {
        sse.subscribed.push(request.operationName);
        return () => {};
      },
    };
  },
}));

const params = {
  id: 'op-id-1',
  text: 'query TestQuery { viewer { isStaff } }',
  name: 'TestQuery',
  operationKind: 'query',
  cacheID: 'op-id-1',
  metadata: {},
} as unknown as RequestParameters;

type Answer = { status?: number; body: unknown };

function stubFetch(...answers: Answer[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected request');
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function run(network: ReturnType<typeof createNetwork>) {
  return network.execute(params, {}, {}).toPromise();
}

const body = (call: unknown[]) => JSON.parse((call[1] as RequestInit).body as string);
const header = (call: unknown[], name: string) => ((call[1] as RequestInit).headers as Record<string, string>)[name];

function clearCookie() {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

describe('the Relay network', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=cookie-token; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearCookie();
  });

  it('posts the persisted operation id with the session cookie and the anti-forgery header', async () => {
    const fetchMock = stubFetch({ body: { data: { viewer: null } } });
    const result = await run(createNetwork({ onUnauthenticated: vi.fn() }));
    expect(result).toEqual({ data: { viewer: null } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(header(fetchMock.mock.calls[0], 'X-XSRF-TOKEN')).toBe('cookie-token');
    expect(body(fetchMock.mock.calls[0])).toEqual({ documentId: 'op-id-1', variables: {} });
  });

  it('sends the text of an operation that has no persisted id', async () => {
    const fetchMock = stubFetch({ body: { data: { viewer: null } } });
    await createNetwork({ onUnauthenticated: vi.fn() }).execute({ ...params, id: null } as RequestParameters, {}, {}).toPromise();
    expect(body(fetchMock.mock.calls[0])).toEqual({ query: params.text, variables: {} });
  });

  it('asks for an anti-forgery token first when the browser has none', async () => {
    clearCookie();
    const fetchMock = stubFetch({ body: { token: 'fresh-token', headerName: 'X-XSRF-TOKEN' } }, { body: { data: { viewer: null } } });
    await run(createNetwork({ onUnauthenticated: vi.fn() }));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/account/csrf');
    expect(header(fetchMock.mock.calls[1], 'X-XSRF-TOKEN')).toBe('fresh-token');
  });

  it('reports UNAUTHENTICATED so the app can ask for a login', async () => {
    stubFetch({ body: { data: null, errors: [{ message: 'Please sign in.', extensions: { code: 'UNAUTHENTICATED' } }] } });
    const onUnauthenticated = vi.fn();
    const error = await run(createNetwork({ onUnauthenticated })).catch((e: unknown) => e);
    expect(onUnauthenticated).toHaveBeenCalledOnce();
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).code).toBe('UNAUTHENTICATED');
    expect((error as RequestError).message).toBe('Please sign in.');
  });

  it('turns a REST-shaped refusal into a coded error', async () => {
    stubFetch({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'Missing or wrong anti-forgery token.' } } });
    const error = (await run(createNetwork({ onUnauthenticated: vi.fn() })).catch((e: unknown) => e)) as RequestError;
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe('Missing or wrong anti-forgery token.');
  });
});

describe('the live stream', () => {
  const subscription = (name: string) =>
    ({ id: null, text: `subscription ${name} { liveResync }`, name, operationKind: 'subscription', cacheID: name, metadata: {} }) as unknown as RequestParameters;

  it('tells the liveResync subscriptions to refetch when the stream is opened again, and no other subscription', async () => {
    const network = createNetwork({ onUnauthenticated: () => {} });
    const resyncs: unknown[] = [];
    const others: unknown[] = [];
    const resync = network.execute(subscription('useLiveResyncSubscription'), {}, {}).subscribe({ next: (r) => void resyncs.push(r) });
    const other = network.execute(subscription('GroupsPageSubscription'), {}, {}).subscribe({ next: (r) => void others.push(r) });
    await vi.waitFor(() => expect(sse.subscribed).toEqual(['useLiveResyncSubscription', 'GroupsPageSubscription']));

    sse.options!.on!.connected!(false);
    expect(resyncs).toEqual([]);
    sse.options!.on!.connected!(true);
    expect(resyncs).toEqual([{ data: { liveResync: true } }]);
    expect(others).toEqual([]);

    resync.unsubscribe();
    sse.options!.on!.connected!(true);
    expect(resyncs).toHaveLength(1);
    other.unsubscribe();
  });
});
