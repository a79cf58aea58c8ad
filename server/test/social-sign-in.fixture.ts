// Shared by the social sign-in tests: the app, a real OpenID issuer (oauth2-mock-server) and openid-client
// unmocked. The tests play the browser: app → issuer /authorize → app callback, with real HTTP.
// Google and Facebook run their real code paths too: their well-known https endpoints are routed to the
// mock issuer by a fetch wrapper (no other outbound request is allowed), the way a network would.
// The apps and the issuer are exported as live bindings, set up by setupSocialSignIn() in each file.
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp, type TestClient } from './harness.ts';
import { startMockIssuer, type MockIssuer } from './oauth-mock.ts';
import { FACEBOOK_ME_URL } from '../src/domains/accounts/social-sign-in.ts';

export let issuer: MockIssuer;
/** OIDC_MOCK_ISSUER only: google and facebook are not configured. */
export let t: TestApp;
/** Also Google and Facebook (fake credentials), behind PUBLIC_URL. */
export let t2: TestApp;
export const PUBLIC_URL = 'https://vbs.example.org';

const realFetch = globalThis.fetch;
/** The app logs why a sign-in failed; tests check the reason was the intended one. */
let warn: { mock: { calls: unknown[][] }; mockClear(): unknown };
export const lastWarning = () => String(warn.mock.calls.at(-1)?.[0] ?? '');
export const outbound: { url: string; body: string; headers: Headers }[] = [];

function routeToMock(url: string): string | undefined {
  if (url.startsWith('https://oauth2.googleapis.com/token')) return `${issuer.url}/token`;
  if (url.startsWith('https://www.googleapis.com/oauth2/v3/certs')) return `${issuer.url}/jwks`;
  if (url.startsWith('https://graph.facebook.com/v23.0/oauth/access_token')) return `${issuer.url}/token`;
  if (url.startsWith(`${FACEBOOK_ME_URL}?`)) return `${issuer.url}/userinfo`;
  return undefined;
}

export const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Registers the hooks that start the issuer and the two apps for the calling test file. */
export function setupSocialSignIn() {
  beforeAll(async () => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.startsWith('http://127.0.0.1:')) return realFetch(input, init); // the mock issuer (or a closed port)
      const target = routeToMock(url);
      if (!target) throw new Error(`unexpected outbound request in a test: ${url}`);
      outbound.push({ url, body: init?.body ? String(init.body) : '', headers: new Headers(init?.headers) });
      return realFetch(target, init);
    });
    issuer = await startMockIssuer();
    t = await createTestApp({ env: { OIDC_MOCK_ISSUER: issuer.url } });
    t2 = await createTestApp({
      env: {
        OIDC_MOCK_ISSUER: issuer.url,
        GOOGLE_CLIENT_ID: 'google-client-id',
        GOOGLE_CLIENT_SECRET: 'google-client-secret',
        FACEBOOK_CLIENT_ID: 'facebook-app-id',
        FACEBOOK_CLIENT_SECRET: 'facebook-app-secret',
        PUBLIC_URL,
      },
    });
  });

  afterAll(async () => {
    await t?.close();
    await t2?.close();
    await issuer?.stop();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  afterEach(() => {
    warn.mockClear();
    issuer.reset();
    outbound.length = 0;
  });
}

// ─── the browser's part ───

/** GET /oauth2/authorization/:provider; returns the provider URL the app redirected to. */
export async function startSignIn(client: TestClient, provider = 'oidc', redirect?: string): Promise<{ url: URL; state: string }> {
  const query = redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`;
  const res = await client.request('GET', `/oauth2/authorization/${provider}${query}`);
  expect(res.status, await res.clone().text()).toBe(302);
  const url = new URL(res.headers.get('location')!);
  return { url, state: url.searchParams.get('state')! };
}

/** The issuer's redirect back to the app, as a path on the app. */
export async function atIssuer(url: URL): Promise<string> {
  const back = await issuer.authorize(url.href);
  return back.pathname + back.search;
}

export const callback = (client: TestClient, path: string) => client.request('GET', path);

/** A whole sign-in; `idToken` changes the claims of the ID token the issuer signs. */
export async function signIn(client: TestClient, options: { redirect?: string; idToken?: Record<string, unknown> } = {}) {
  const { url } = await startSignIn(client, 'oidc', options.redirect);
  if (options.idToken) issuer.nextIdToken(options.idToken);
  return callback(client, await atIssuer(url));
}

export async function currentUser(client: TestClient) {
  const res = await client.rest('GET', '/api/v1/account/user');
  expect(res.status).toBe(200);
  return res.body;
}

export function expectSignedIn(res: Response, client: TestClient, location: string) {
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe(location);
  expect(res.headers.getSetCookie().some((c) => c.startsWith('vbs_session='))).toBe(true);
  expect(client.cookies.has('vbs_session')).toBe(true);
}

/** The chosen failure behaviour: 302 to /?signInError=<code>, no session cookie, still anonymous. */
export async function expectRefused(res: Response, client: TestClient, code: string) {
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe(`/?signInError=${code}`);
  expect(res.headers.getSetCookie().some((c) => c.startsWith('vbs_session='))).toBe(false);
  expect(client.cookies.has('vbs_session')).toBe(false);
  expect((await client.rest('GET', '/api/v1/account/user')).status).toBe(401);
}
