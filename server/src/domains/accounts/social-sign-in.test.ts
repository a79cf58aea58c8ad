// Social sign-in with the test OpenID issuer: new and returning accounts, linking by verified e-mail, return paths.
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { OIDC_MOCK_CLIENT_ID, STATE_COOKIE } from './social-sign-in.ts';
import {
  atIssuer,
  callback,
  currentUser,
  expectSignedIn,
  issuer,
  setupSocialSignIn,
  signIn,
  startSignIn,
  t,
  unique,
} from '../../../test/social-sign-in.fixture.ts';

setupSocialSignIn();

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
      ['/.//evil.example', '/dashboard'],
      ['/%2e%2e//evil.example', '/dashboard'],
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
