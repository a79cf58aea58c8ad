// Social sign-in providers: which are offered, and Google and Facebook through their real code paths.
import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { loadConfig } from '../../config.ts';
import { createTestApp } from '../../../test/harness.ts';
import { FACEBOOK_ME_URL, STATE_COOKIE, configuredProviders } from './social-sign-in.ts';
import {
  PUBLIC_URL,
  callback,
  currentUser,
  expectRefused,
  expectSignedIn,
  issuer,
  lastWarning,
  outbound,
  setupSocialSignIn,
  startSignIn,
  t,
  t2,
  unique,
} from '../../../test/social-sign-in.fixture.ts';

setupSocialSignIn();

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
