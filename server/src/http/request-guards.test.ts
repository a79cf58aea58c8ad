// The request guards, through the doors a browser or script reaches: CORS on /graphql and /graphql/stream,
// security headers on every response, the REST body limit, the anti-forgery token bound to its session,
// and the rate limits (429 + Retry-After + the CONTRACT body).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestApp, type TestApp } from '../../test/harness.ts';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createStaff(t, 'guard-admin@example.org');
});
afterAll(() => t.close());

describe('CORS: same origin only', () => {
  for (const path of ['/graphql', '/graphql/stream']) {
    it(`${path} does not answer another origin's preflight or reflect it with credentials`, async () => {
      const admin = await t.signIn('guard-admin@example.org');
      const preflight = await admin.request('OPTIONS', path, {
        headers: { origin: 'https://evil.church.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-xsrf-token' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
      const read = await admin.request('POST', path === '/graphql' ? path : '/graphql', { body: { query: '{ viewer { signedIn } }' }, headers: { origin: 'https://evil.church.example' } });
      expect(read.headers.get('access-control-allow-origin')).toBeNull();
      expect(read.headers.get('access-control-allow-credentials')).toBeNull();
    });
  }
});

describe('security headers on every response', () => {
  it('REST, GraphQL, health and errors carry CSP with frame-ancestors none, nosniff and Referrer-Policy', async () => {
    const client = t.anonymous();
    for (const res of [await client.request('GET', '/healthz'), await client.request('GET', '/api/v1/account/csrf'), await client.request('POST', '/graphql', { body: { query: '{ __typename }' } }), await client.request('GET', '/api/v1/nowhere')]) {
      expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull(); // not outside production
    }
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toMatch(/script-src 'self'(;|$)/);
  });

  it('production adds HSTS', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', CHECK_IN_CODE_SECRET: 'y'.repeat(32) } });
    try {
      const res = await prod.anonymous().request('GET', '/healthz');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await prod.close();
    }
  });
});

describe('REST body limit', () => {
  it('answers a body over the limit with 413 and the CONTRACT body, before reading it', async () => {
    const admin = await t.signIn('guard-admin@example.org');
    const huge = { notes: 'x'.repeat(t.config.requestBodyLimitBytes + 10) };
    const res = await admin.rest('PUT', '/api/v1/account/user', huge);
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'BODY_TOO_LARGE', message: expect.any(String) });
  });
});

describe('anti-forgery token bound to the session', () => {
  it('refuses a token issued for another session, even when the cookie and header agree', async () => {
    const victim = await t.signIn('guard-admin@example.org');
    const attacker = await t.signIn('guard-attacker@example.org');
    const attackersToken = attacker.cookies.get('XSRF-TOKEN')!;
    // A sibling site plants its own token as the victim's cookie and sends it in the header.
    victim.cookies.set('XSRF-TOKEN', attackersToken);
    const res = await victim.request('POST', '/graphql', { body: { query: '{ __typename }' }, headers: { 'X-XSRF-TOKEN': attackersToken }, xsrf: false });
    expect(res.status).toBe(403);
    // The refusal names the header, so a client can tell it from a refusal of the request itself and try again
    // with a new token (the check-in station does).
    expect((await res.json()).error).toMatchObject({ code: 'FORBIDDEN', fields: { 'X-XSRF-TOKEN': expect.any(String) } });
  });

  it('accepts the token issued for this session, and a new one after signing in again', async () => {
    const client = await t.signIn('guard-admin@example.org');
    expect((await client.rest('POST', '/graphql', { query: '{ __typename }' })).status).toBe(200);
    const before = client.cookies.get('XSRF-TOKEN');
    await client.request('GET', '/oauth2/authorization/dev?email=guard-admin@example.org');
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(before);
    expect((await client.rest('POST', '/graphql', { query: '{ __typename }' })).status).toBe(200);
  });
});

describe('rate limits', () => {
  it('writes per account: past the limit 429 with Retry-After and the CONTRACT body, on REST and GraphQL', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '3' } });
    try {
      await createStaff(limited, 'busy@example.org');
      const client = await limited.signIn('busy@example.org');
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await client.rest('PUT', '/api/v1/account/user', { fullName: `Busy ${i}` })).status);
      expect(statuses.every((s) => s < 429)).toBe(true);
      const rest = await client.rest('PUT', '/api/v1/account/user', { fullName: 'Busy again' });
      expect(rest.status).toBe(429);
      expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(rest.body.error).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(/try again/i) });
      const gql = await client.rest('POST', '/graphql', { query: 'mutation { __typename }' });
      expect(gql.status).toBe(429);
      expect(Number(gql.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(gql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
      // Reads are not writes.
      expect((await client.rest('POST', '/graphql', { query: '{ __typename }' })).status).toBe(200);
      // Another account has its own allowance.
      const other = await limited.signIn('other@example.org');
      expect((await other.rest('PUT', '/api/v1/account/user', { fullName: 'Other' })).status).toBeLessThan(429);
    } finally {
      await limited.close();
    }
  });

  it('sign-in per address: past the limit 429 with Retry-After', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_SIGN_IN_PER_MINUTE: '2' } });
    try {
      // A request from a network peer, as @hono/node-server hands it to the app.
      const fromAddress = (address: string) => limited.app.fetch(new Request('http://localhost/oauth2/authorization/dev?email=someone@example.org'), { incoming: { socket: { remoteAddress: address, remotePort: 1, remoteFamily: 'IPv4' } } });
      const first = await fromAddress('203.0.113.7');
      const second = await fromAddress('203.0.113.7');
      const third = await fromAddress('203.0.113.7');
      expect([first.status, second.status]).toEqual([302, 302]);
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await third.json()).error.code).toBe('RATE_LIMITED');
      expect((await fromAddress('198.51.100.9')).status).toBe(302);
    } finally {
      await limited.close();
    }
  });

  it('refuses a malformed limit in the environment at start', async () => {
    await expect(createTestApp({ env: { RATE_LIMIT_WRITES_PER_MINUTE: 'lots' } })).rejects.toThrow(/RATE_LIMIT_WRITES_PER_MINUTE/);
  });
});
