// Social sign-in callbacks that must be refused, each leaving no session: state, replay, PKCE, token claims, provider errors.
import { describe, expect, it } from 'vitest';
import * as oidc from 'openid-client';
import { ATTEMPT_TTL_MS, OIDC_MOCK_CLIENT_ID, STATE_COOKIE } from './social-sign-in.ts';
import {
  atIssuer,
  callback,
  expectRefused,
  expectSignedIn,
  issuer,
  lastWarning,
  nowSeconds,
  setupSocialSignIn,
  signIn,
  startSignIn,
  t,
  t2,
  unique,
} from '../../../test/social-sign-in.fixture.ts';

setupSocialSignIn();

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

  it('reports a canceled sign-in and other provider errors', async () => {
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
