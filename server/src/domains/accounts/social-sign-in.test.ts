// Social sign-in, end to end: the app, a real OpenID issuer (oauth2-mock-server) and openid-client
// unmocked. The test plays the browser: app → issuer /authorize → app callback, with real HTTP.
// Google and Facebook run their real code paths too: their well-known https endpoints are routed to the
// mock issuer by a fetch wrapper (no other outbound request is allowed), the way a network would.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { startMockIssuer, type MockIssuer } from '../../../test/oauth-mock.ts';
import { loadConfig } from '../../config.ts';
import { ATTEMPT_TTL_MS, FACEBOOK_ME_URL, OIDC_MOCK_CLIENT_ID, STATE_COOKIE, configuredProviders } from './social-sign-in.ts';

let issuer: MockIssuer;
/** OIDC_MOCK_ISSUER only: google and facebook are not configured. */
let t: TestApp;
/** Also Google and Facebook (fake credentials), behind PUBLIC_URL. */
let t2: TestApp;
const PUBLIC_URL = 'https://vbs.example.org';

const realFetch = globalThis.fetch;
/** The app logs why a sign-in failed; tests check the reason was the intended one. */
let warn: { mock: { calls: unknown[][] }; mockClear(): unknown };
const lastWarning = () => String(warn.mock.calls.at(-1)?.[0] ?? '');
const outbound: { url: string; body: string; headers: Headers }[] = [];

function routeToMock(url: string): string | undefined {
  if (url.startsWith('https://oauth2.googleapis.com/token')) return `${issuer.url}/token`;
  if (url.startsWith('https://www.googleapis.com/oauth2/v3/certs')) return `${issuer.url}/jwks`;
  if (url.startsWith('https://graph.facebook.com/v23.0/oauth/access_token')) return `${issuer.url}/token`;
  if (url.startsWith(`${FACEBOOK_ME_URL}?`)) return `${issuer.url}/userinfo`;
  return undefined;
}

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

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

// ─── the browser's part ───

/** GET /oauth2/authorization/:provider; returns the provider URL the app redirected to. */
async function startSignIn(client: TestClient, provider = 'oidc', redirect?: string): Promise<{ url: URL; state: string }> {
  const query = redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`;
  const res = await client.request('GET', `/oauth2/authorization/${provider}${query}`);
  expect(res.status, await res.clone().text()).toBe(302);
  const url = new URL(res.headers.get('location')!);
  return { url, state: url.searchParams.get('state')! };
}

/** The issuer's redirect back to the app, as a path on the app. */
async function atIssuer(url: URL): Promise<string> {
  const back = await issuer.authorize(url.href);
  return back.pathname + back.search;
}

const callback = (client: TestClient, path: string) => client.request('GET', path);

/** A whole sign-in; `idToken` changes the claims of the ID token the issuer signs. */
async function signIn(client: TestClient, options: { redirect?: string; idToken?: Record<string, unknown> } = {}) {
  const { url } = await startSignIn(client, 'oidc', options.redirect);
  if (options.idToken) issuer.nextIdToken(options.idToken);
  return callback(client, await atIssuer(url));
}

async function currentUser(client: TestClient) {
  const res = await client.rest('GET', '/api/v1/account/user');
  expect(res.status).toBe(200);
  return res.body;
}

function expectSignedIn(res: Response, client: TestClient, location: string) {
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe(location);
  expect(res.headers.getSetCookie().some((c) => c.startsWith('vbs_session='))).toBe(true);
  expect(client.cookies.has('vbs_session')).toBe(true);
}

/** The chosen failure behaviour: 302 to /?signInError=<code>, no session cookie, still anonymous. */
async function expectRefused(res: Response, client: TestClient, code: string) {
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe(`/?signInError=${code}`);
  expect(res.headers.getSetCookie().some((c) => c.startsWith('vbs_session='))).toBe(false);
  expect(client.cookies.has('vbs_session')).toBe(false);
  expect((await client.rest('GET', '/api/v1/account/user')).status).toBe(401);
}

// ─── tests ───

describe('OpenID sign-in (test issuer)', () => {
  it('signs a new person in as a new parent account and returns to the requested page', async () => {
    const client = t.anonymous();
    const sub = unique('alice');
    const { url, state } = await startSignIn(client, 'oidc', '/dashboard/profile');

    // The authorization request: code flow, PKCE S256, nonce, state, exact redirect_uri and scope.
    expect(url.origin + url.pathname).toBe(`${issuer.url}/authorize`);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(OIDC_MOCK_CLIENT_ID);
    expect(q.get('redirect_uri')).toBe('http://localhost/login/oauth2/code/oidc');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    const attempt = await t.prisma.oAuthAttempt.findUniqueOrThrow({ where: { state } });
    expect(attempt).toMatchObject({ provider: 'oidc', returnTo: '/dashboard/profile' });
    expect(q.get('code_challenge')).toBe(createHash('sha256').update(attempt.codeVerifier).digest('base64url'));
    expect(q.get('nonce')).toBe(attempt.nonce);
    expect(client.cookies.get(STATE_COOKIE)).toBe(state);

    issuer.nextIdToken({ sub, email: 'Alice@Example.com', email_verified: true, name: 'Alice Anders', given_name: 'Alice', family_name: 'Anders' });
    const res = await callback(client, await atIssuer(url));
    expectSignedIn(res, client, '/dashboard/profile');
    expect(client.cookies.has(STATE_COOKIE)).toBe(false);
    expect(await t.prisma.oAuthAttempt.count({ where: { state } })).toBe(0);

    const user = await currentUser(client);
    expect(user.account).toMatchObject({ email: 'alice@example.com', fullName: 'Alice Anders' });
    expect(user.parentIdentity).toMatchObject({ firstName: 'Alice', lastName: 'Anders', email: 'alice@example.com' });
    expect(user.staffIdentity).toBeNull();
    const identity = await t.prisma.signInIdentity.findUniqueOrThrow({ where: { provider_subject: { provider: 'oidc', subject: sub } } });
    expect(identity).toMatchObject({ accountId: user.account.id, emailVerified: true });
  });

  it('lands a returning subject on the same account, links a verified e-mail, never an unverified one', async () => {
    const email = `${unique('bob')}@example.com`;
    const sub = unique('bob');

    const first = t.anonymous();
    expectSignedIn(await signIn(first, { idToken: { sub, email, email_verified: true } }), first, '/dashboard');
    const bobId = (await currentUser(first)).account.id;

    // Same subject again, even with a changed e-mail: the same account.
    const again = t.anonymous();
    expectSignedIn(await signIn(again, { idToken: { sub, email: 'changed@example.com', email_verified: true } }), again, '/dashboard');
    expect((await currentUser(again)).account.id).toBe(bobId);

    // Another subject with the same VERIFIED e-mail: linked to Bob's account.
    const linked = t.anonymous();
    const sub2 = unique('bob-other-device');
    expectSignedIn(await signIn(linked, { idToken: { sub: sub2, email, email_verified: true } }), linked, '/dashboard');
    expect((await currentUser(linked)).account.id).toBe(bobId);
    expect(await t.prisma.signInIdentity.count({ where: { accountId: bobId } })).toBe(2);

    // The same e-mail NOT verified (false, missing, or the string "true"): a separate account that does
    // not claim the e-mail.
    const unverifiedClaims: Record<string, unknown>[] = [{ email_verified: false }, {}, { email_verified: 'true' }];
    const others = new Set<number>();
    for (const claims of unverifiedClaims) {
      const stranger = t.anonymous();
      expectSignedIn(await signIn(stranger, { idToken: { sub: unique('mallory'), email, ...claims } }), stranger, '/dashboard');
      const user = await currentUser(stranger);
      expect(user.account.id).not.toBe(bobId);
      expect(user.account.email).toBeNull();
      others.add(user.account.id);
    }
    expect(others.size).toBe(3);
    expect(await t.prisma.account.count({ where: { email } })).toBe(1);
  });

  it('links a verified e-mail to an account that already exists (made by another sign-in)', async () => {
    const email = `${unique('carol')}@example.org`;
    const existing = await t.signIn(email);
    const carolId = (await currentUser(existing)).account.id;

    const client = t.anonymous();
    expectSignedIn(await signIn(client, { idToken: { sub: unique('carol'), email, email_verified: true } }), client, '/dashboard');
    expect((await currentUser(client)).account.id).toBe(carolId);
  });

  it('keeps only return paths on this site; anything else ends on /dashboard', async () => {
    const cases: [string | undefined, string][] = [
      ['//evil.example', '/dashboard'],
      ['https://evil.example', '/dashboard'],
      ['/\\evil', '/dashboard'],
      ['/\\/evil.example/x', '/dashboard'],
      ['javascript:alert(1)', '/dashboard'],
      ['dashboard', '/dashboard'],
      ['', '/dashboard'],
      [undefined, '/dashboard'],
      ['/children?year=2025#top', '/children?year=2025#top'],
    ];
    for (const [redirect, expected] of cases) {
      const client = t.anonymous();
      const { url, state } = await startSignIn(client, 'oidc', redirect);
      expect((await t.prisma.oAuthAttempt.findUniqueOrThrow({ where: { state } })).returnTo).toBe(expected);
      issuer.nextIdToken({ sub: unique('redirect') });
      const res = await callback(client, await atIssuer(url));
      expectSignedIn(res, client, expected);
    }
  });
});

describe('refused callbacks leave no session', () => {
  it('refuses an unknown, missing or tampered state', async () => {
    const client = t.anonymous();
    const { url, state } = await startSignIn(client);
    const path = await atIssuer(url);
    const code = new URL(path, 'http://localhost').searchParams.get('code')!;

    await expectRefused(await callback(client, `/login/oauth2/code/oidc?code=${code}&state=not-a-state`), client, 'invalid_state');
    await expectRefused(await callback(client, `/login/oauth2/code/oidc?code=${code}`), client, 'invalid_state');
    // A state that matches the cookie but no stored attempt.
    client.cookies.set(STATE_COOKIE, 'forged-state');
    await expectRefused(await callback(client, `/login/oauth2/code/oidc?code=${code}&state=forged-state`), client, 'invalid_state');
    expect(await t.prisma.oAuthAttempt.count({ where: { state } })).toBe(1);
  });

  it('refuses a callback in a browser that did not start the attempt (login CSRF), without burning it', async () => {
    const victim = t.anonymous();
    const owner = t.anonymous();
    const { url } = await startSignIn(owner);
    issuer.nextIdToken({ sub: unique('owner') });
    const path = await atIssuer(url);

    await expectRefused(await callback(victim, path), victim, 'invalid_state');
    expectSignedIn(await callback(owner, path), owner, '/dashboard');
  });

  it('refuses the same callback (state and code) replayed after a successful sign-in', async () => {
    const client = t.anonymous();
    const { url, state } = await startSignIn(client);
    issuer.nextIdToken({ sub: unique('replay') });
    const path = await atIssuer(url);
    expectSignedIn(await callback(client, path), client, '/dashboard');

    // Even with the state cookie put back (an attacker holding URL and cookie), the attempt is gone.
    const attacker = t.anonymous();
    attacker.cookies.set(STATE_COOKIE, state);
    await expectRefused(await callback(attacker, path), attacker, 'invalid_state');
    const again = t.anonymous();
    await expectRefused(await callback(again, path), again, 'invalid_state');
  });

  it('refuses an old state with a fresh code after success (state reuse)', async () => {
    const client = t.anonymous();
    const first = await startSignIn(client);
    issuer.nextIdToken({ sub: unique('reuse') });
    expectSignedIn(await callback(client, await atIssuer(first.url)), client, '/dashboard');

    const other = t.anonymous();
    const second = await startSignIn(other);
    const freshCode = new URL(await atIssuer(second.url), 'http://localhost').searchParams.get('code')!;
    other.cookies.set(STATE_COOKIE, first.state);
    await expectRefused(await callback(other, `/login/oauth2/code/oidc?code=${freshCode}&state=${first.state}`), other, 'invalid_state');
  });

  it('refuses a used code replayed with a fresh state (the issuer and PKCE both refuse it)', async () => {
    const client = t.anonymous();
    const first = await startSignIn(client);
    issuer.nextIdToken({ sub: unique('code-replay') });
    const firstPath = await atIssuer(first.url);
    expectSignedIn(await callback(client, firstPath), client, '/dashboard');
    const usedCode = new URL(firstPath, 'http://localhost').searchParams.get('code')!;

    const other = t.anonymous();
    const second = await startSignIn(other);
    await expectRefused(await callback(other, `/login/oauth2/code/oidc?code=${usedCode}&state=${second.state}`), other, 'token_rejected');
    expect(lastWarning()).toContain('invalid_request');
    // The fresh attempt was consumed by that try, too.
    expect(await t.prisma.oAuthAttempt.count({ where: { state: second.state } })).toBe(0);
  });

  it('lets only one of two simultaneous identical callbacks through', async () => {
    const client = t.anonymous();
    const { url } = await startSignIn(client);
    issuer.nextIdToken({ sub: unique('race') });
    const path = await atIssuer(url);
    const results = await Promise.all([callback(client, path), callback(client, path)]);
    const locations = results.map((r) => r.headers.get('location')).sort();
    expect(locations).toEqual(['/?signInError=invalid_state', '/dashboard']);
    const refused = results.find((r) => r.headers.get('location') !== '/dashboard')!;
    expect(refused.headers.getSetCookie().some((c) => c.startsWith('vbs_session='))).toBe(false);
  });

  it('refuses an attempt older than 10 minutes', async () => {
    const client = t.anonymous();
    const { url, state } = await startSignIn(client);
    await t.prisma.oAuthAttempt.update({ where: { state }, data: { createdAt: new Date(Date.now() - ATTEMPT_TTL_MS - 1000) } });
    await expectRefused(await callback(client, await atIssuer(url)), client, 'invalid_state');
    expect(await t.prisma.oAuthAttempt.count({ where: { state } })).toBe(0);
  });

  it('refuses a wrong PKCE verifier (the issuer rejects the code exchange)', async () => {
    const client = t.anonymous();
    const { url, state } = await startSignIn(client);
    await t.prisma.oAuthAttempt.update({ where: { state }, data: { codeVerifier: oidc.randomPKCECodeVerifier() } });
    await expectRefused(await callback(client, await atIssuer(url)), client, 'token_rejected');
    expect(lastWarning()).toContain('code_verifier provided does not match code_challenge');
  });

  it('refuses an ID token for another audience', async () => {
    const client = t.anonymous();
    await expectRefused(await signIn(client, { idToken: { aud: 'someone-else' } }), client, 'token_rejected');
    expect(lastWarning()).toContain('"aud"');
  });

  it('refuses an ID token from another issuer', async () => {
    const client = t.anonymous();
    await expectRefused(await signIn(client, { idToken: { iss: 'https://evil.example' } }), client, 'token_rejected');
    expect(lastWarning()).toContain('"iss"');
  });

  it('refuses an expired ID token', async () => {
    const client = t.anonymous();
    const now = nowSeconds();
    await expectRefused(await signIn(client, { idToken: { iat: now - 7200, nbf: now - 7200, exp: now - 3600 } }), client, 'token_rejected');
    expect(lastWarning()).toContain('"exp"');
  });

  it('refuses a nonce mismatch, and a missing nonce', async () => {
    const a = t.anonymous();
    await expectRefused(await signIn(a, { idToken: { nonce: 'not-the-nonce' } }), a, 'token_rejected');
    expect(lastWarning()).toContain('"nonce"');
    const b = t.anonymous();
    const { url } = await startSignIn(b);
    issuer.nextIdToken((payload) => void delete payload.nonce);
    await expectRefused(await callback(b, await atIssuer(url)), b, 'token_rejected');
    expect(lastWarning()).toContain('"nonce"');
  });

  it('refuses an ID token whose signature does not verify', async () => {
    const client = t.anonymous();
    const { url, state } = await startSignIn(client);
    const { nonce } = await t.prisma.oAuthAttempt.findUniqueOrThrow({ where: { state } });
    const forged = await issuer.forgeIdToken({ sub: 'johndoe', aud: OIDC_MOCK_CLIENT_ID, nonce });
    issuer.nextTokenResponse((response) => {
      (response.body as Record<string, unknown>).id_token = forged;
    });
    await expectRefused(await callback(client, await atIssuer(url)), client, 'token_rejected');
    expect(lastWarning()).toContain('signature verification failed');
  });

  it('refuses a token response without an ID token', async () => {
    const client = t.anonymous();
    const { url } = await startSignIn(client);
    issuer.nextTokenResponse((response) => void delete (response.body as Record<string, unknown>).id_token);
    await expectRefused(await callback(client, await atIssuer(url)), client, 'token_rejected');
  });

  it('refuses when the token endpoint answers with an error', async () => {
    const client = t.anonymous();
    const { url } = await startSignIn(client);
    issuer.nextTokenResponse((response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'code expired' };
    });
    await expectRefused(await callback(client, await atIssuer(url)), client, 'token_rejected');
  });

  it('reports a cancelled sign-in and other provider errors', async () => {
    for (const [error, code] of [['access_denied', 'denied'], ['server_error', 'provider_error']] as const) {
      const client = t.anonymous();
      const { url, state } = await startSignIn(client);
      issuer.nextAuthorizeRedirect((redirect) => {
        redirect.url.searchParams.delete('code');
        redirect.url.searchParams.set('error', error);
      });
      await expectRefused(await callback(client, await atIssuer(url)), client, code);
      expect(await t.prisma.oAuthAttempt.count({ where: { state } })).toBe(0);
    }
  });

  it("refuses one provider's attempt at another provider's callback", async () => {
    const client = t2.anonymous();
    const { url } = await startSignIn(client, 'oidc');
    const path = (await atIssuer(url)).replace('/login/oauth2/code/oidc', '/login/oauth2/code/google');
    await expectRefused(await callback(client, path), client, 'invalid_state');
  });
});

describe('providers', () => {
  it('answers 404 for unconfigured or unknown providers, on both routes', async () => {
    const client = t.anonymous();
    for (const path of ['/oauth2/authorization/google', '/oauth2/authorization/facebook', '/oauth2/authorization/twitter', '/login/oauth2/code/google?code=x&state=y', '/login/oauth2/code/facebook?code=x&state=y']) {
      const res = await client.rest('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
      expect(res.headers.getSetCookie().some((c) => c.startsWith('vbs_session='))).toBe(false);
    }
    expect(await t.prisma.oAuthAttempt.count({ where: { provider: { in: ['google', 'facebook'] } } })).toBe(0);
  });

  it('reports an unreachable issuer (discovery fails) without storing an attempt', async () => {
    const down = await createTestApp({ env: { OIDC_MOCK_ISSUER: 'http://127.0.0.1:9' } });
    try {
      const client = down.anonymous();
      const res = await client.request('GET', '/oauth2/authorization/oidc?redirect=/dashboard');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/?signInError=unavailable');
      expect(client.cookies.has(STATE_COOKIE)).toBe(false);
      expect(await down.prisma.oAuthAttempt.count()).toBe(0);
    } finally {
      await down.close();
    }
  });

  it('configuredProviders lists exactly the configured ones (and the login modal shows them)', async () => {
    expect(configuredProviders(loadConfig({}))).toEqual([]);
    expect(configuredProviders(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }))).toEqual(['google']);
    expect(configuredProviders(loadConfig({ GOOGLE_CLIENT_ID: 'id' }))).toEqual([]);
    expect(configuredProviders(loadConfig({ FACEBOOK_CLIENT_ID: 'id', FACEBOOK_CLIENT_SECRET: 's' }))).toEqual(['facebook']);
    expect(configuredProviders(loadConfig({ OIDC_MOCK_ISSUER: issuer.url }))).toEqual(['oidc']);
    expect(configuredProviders(loadConfig({ NODE_ENV: 'production', OIDC_MOCK_ISSUER: issuer.url }))).toEqual([]);
    expect(configuredProviders(t2.config)).toEqual(['google', 'facebook', 'oidc']);

    const res = await t.anonymous().gql('{ signInOptions { providers } }');
    expect(res.errors).toBeUndefined();
    expect(res.data.signInOptions.providers).toEqual(['oidc']);
  });

  it('Google: fixed metadata, PKCE and nonce, ID token verified against Google’s issuer and keys', async () => {
    const client = t2.anonymous();
    const { url, state } = await startSignIn(client, 'google', '/dashboard/children');
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    const q = url.searchParams;
    expect(q.get('client_id')).toBe('google-client-id');
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/login/oauth2/code/google`);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('response_type')).toBe('code');
    expect(q.get('code_challenge_method')).toBe('S256');
    const attempt = await t2.prisma.oAuthAttempt.findUniqueOrThrow({ where: { state } });
    expect(q.get('nonce')).toBe(attempt.nonce);
    expect(outbound).toEqual([]); // no discovery request

    const sub = unique('google');
    issuer.nextIdToken({
      iss: 'https://accounts.google.com',
      sub,
      email: 'dana@example.com',
      email_verified: true,
      name: 'Dana Scully',
      given_name: 'Dana',
      family_name: 'Scully',
      picture: 'https://lh3.googleusercontent.com/a/dana',
    });
    const back = await issuer.authorize(url.href);
    expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/login/oauth2/code/google`);
    const res = await callback(client, back.pathname + back.search);
    expectSignedIn(res, client, '/dashboard/children');

    const token = outbound.find((r) => r.url === 'https://oauth2.googleapis.com/token')!;
    const form = new URLSearchParams(token.body);
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('code_verifier')).toBe(attempt.codeVerifier);
    expect(form.get('redirect_uri')).toBe(`${PUBLIC_URL}/login/oauth2/code/google`);
    expect(form.get('client_secret')).toBe('google-client-secret');
    expect(outbound.some((r) => r.url === 'https://www.googleapis.com/oauth2/v3/certs')).toBe(true);

    const user = await currentUser(client);
    expect(user.account).toMatchObject({ email: 'dana@example.com', fullName: 'Dana Scully', profileImageUrl: 'https://lh3.googleusercontent.com/a/dana' });
    expect(await t2.prisma.signInIdentity.count({ where: { provider: 'google', subject: sub, accountId: user.account.id } })).toBe(1);
  });

  it("Google: an ID token that is not Google's (valid signature, other issuer) is refused", async () => {
    const client = t2.anonymous();
    const { url } = await startSignIn(client, 'google');
    const back = await issuer.authorize(url.href); // the mock signs with its own issuer URL
    await expectRefused(await callback(client, back.pathname + back.search), client, 'token_rejected');
    expect(lastWarning()).toContain('"iss"');
  });

  it('Facebook: OAuth 2 code flow with PKCE, then the Graph API profile; a returned e-mail counts as verified', async () => {
    const email = `${unique('erin')}@example.org`;
    const existing = await t2.signIn(email);
    const erinId = (await currentUser(existing)).account.id;

    const client = t2.anonymous();
    const { url, state } = await startSignIn(client, 'facebook', '/dashboard');
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/v23.0/dialog/oauth');
    const q = url.searchParams;
    expect(q.get('client_id')).toBe('facebook-app-id');
    expect(q.get('scope')).toBe('email public_profile');
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/login/oauth2/code/facebook`);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('nonce')).toBeNull();
    const attempt = await t2.prisma.oAuthAttempt.findUniqueOrThrow({ where: { state } });

    let accessToken = '';
    issuer.nextTokenResponse((response) => {
      // What Facebook answers: a bearer access token, no ID token.
      const body = response.body as Record<string, unknown>;
      accessToken = body.access_token as string;
      response.body = { access_token: accessToken, token_type: 'bearer', expires_in: 5183944 };
    });
    let authorization: string | undefined;
    issuer.nextUserinfo((response, req) => {
      authorization = req.headers.authorization;
      response.body = {
        id: '10220000000001',
        name: 'Erin Example',
        first_name: 'Erin',
        last_name: 'Example',
        email,
        picture: { data: { url: 'https://platform-lookaside.fbsbx.com/erin.jpg', is_silhouette: false } },
      };
    });
    const back = await issuer.authorize(url.href);
    expectSignedIn(await callback(client, back.pathname + back.search), client, '/dashboard');

    const token = new URLSearchParams(outbound.find((r) => r.url.startsWith('https://graph.facebook.com/v23.0/oauth/access_token'))!.body);
    expect(token.get('code_verifier')).toBe(attempt.codeVerifier);
    expect(token.get('client_secret')).toBe('facebook-app-secret');
    const me = new URL(outbound.find((r) => r.url.startsWith(FACEBOOK_ME_URL))!.url);
    expect(me.searchParams.get('fields')).toBe('id,name,first_name,last_name,email,picture');
    expect(me.searchParams.get('appsecret_proof')).toBe(createHmac('sha256', 'facebook-app-secret').update(accessToken).digest('hex'));
    expect(authorization).toBe(`Bearer ${accessToken}`);

    // The e-mail Facebook returned is trusted: linked to Erin's existing account.
    expect((await currentUser(client)).account.id).toBe(erinId);
    expect(await t2.prisma.signInIdentity.count({ where: { provider: 'facebook', subject: '10220000000001', accountId: erinId } })).toBe(1);
  });

  it('Facebook: without an e-mail a new account is made; a failing Graph API is reported', async () => {
    const client = t2.anonymous();
    const { url } = await startSignIn(client, 'facebook');
    issuer.nextTokenResponse((response) => {
      response.body = { access_token: (response.body as Record<string, unknown>).access_token, token_type: 'bearer' };
    });
    issuer.nextUserinfo((response) => {
      response.body = { id: '10220000000002', name: 'Frank NoMail' };
    });
    const back = await issuer.authorize(url.href);
    expectSignedIn(await callback(client, back.pathname + back.search), client, '/dashboard');
    const user = await currentUser(client);
    expect(user.account).toMatchObject({ email: null, fullName: 'Frank NoMail' });

    const other = t2.anonymous();
    const second = await startSignIn(other, 'facebook');
    issuer.nextTokenResponse((response) => {
      response.body = { access_token: (response.body as Record<string, unknown>).access_token, token_type: 'bearer' };
    });
    issuer.nextUserinfo((response) => {
      response.statusCode = 500;
      response.body = { error: { message: 'An unknown error occurred', code: 1 } };
    });
    const back2 = await issuer.authorize(second.url.href);
    await expectRefused(await callback(other, back2.pathname + back2.search), other, 'unavailable');
  });
});
