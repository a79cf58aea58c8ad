// Social sign-in: Google and a test OpenID issuer (OpenID Connect code flow), Facebook (OAuth 2 code flow
// plus the Graph API), all with PKCE (S256), state and, for OpenID providers, a nonce. openid-client v6
// exchanges the code and verifies the ID token (issuer, audience, expiry, nonce, and its signature against
// the provider's JWKS: openid-client skips the signature of a token-endpoint ID token unless
// enableNonRepudiationChecks() is on, so it is turned on for every OpenID provider here).
//
//   GET /oauth2/authorization/:provider?redirect=/path   → 302 to the provider
//   GET /login/oauth2/code/:provider?code=…&state=…       → 302 to the return path, signed in
//
// Each attempt (state, PKCE verifier, nonce, return path) is stored server-side in OAuthAttempt and
// consumed exactly once: the callback deletes it before anything else, so a replayed state or code fails,
// and one older than 10 minutes is refused. The state is also bound to the browser that started the
// attempt with a short-lived HttpOnly cookie, so a callback link planted in another browser (login
// CSRF) is refused without consuming the attempt.
//
// Failures of the callback are browser-facing, so they never answer with JSON: they redirect 302 to
// `/?signInError=<code>` and never set a session cookie. Codes:
//   invalid_state   unknown, already used, expired, other-provider or other-browser state
//   denied          the person canceled at the provider (error=access_denied)
//   provider_error  the provider answered the authorization request with another error
//   token_rejected  the code exchange failed or the ID token / token response did not verify
//   unavailable     the provider could not be reached (discovery, Graph API)
// An unknown or unconfigured provider is a 404 (JSON error body), on both routes.
import { Hono } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import type { AppContext, AppEnv } from '../../http/rest.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../errors.ts';
import type { ProviderProfile } from './accounts.service.ts';
import { completeSignIn } from './sign-in.rest.ts';
import { safeReturnPath } from '../../http/return-path.ts';

export type SocialProvider = 'google' | 'facebook' | 'oidc';

const PROVIDERS: readonly SocialProvider[] = ['google', 'facebook', 'oidc'];

/** How long a started sign-in may take before its callback is refused. */
export const ATTEMPT_TTL_MS = 10 * 60_000;
/** Binds an attempt's state to the browser that started it; sent only to the callback path. */
export const STATE_COOKIE = 'vbs_oauth_state';
const STATE_COOKIE_PATH = '/login/oauth2/code/';
/** Client id the app presents to the test OpenID issuer (oauth2-mock-server accepts any). */
export const OIDC_MOCK_CLIENT_ID = 'vbs-test-client';

export type SignInErrorCode = 'invalid_state' | 'denied' | 'provider_error' | 'token_rejected' | 'unavailable';

/** Google's published metadata (https://accounts.google.com/.well-known/openid-configuration), fixed so
 * that start-up and sign-in make no discovery request. */
const GOOGLE_METADATA: oidc.ServerMetadata = {
  issuer: 'https://accounts.google.com',
  authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
  token_endpoint: 'https://oauth2.googleapis.com/token',
  userinfo_endpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
  jwks_uri: 'https://www.googleapis.com/oauth2/v3/certs',
  id_token_signing_alg_values_supported: ['RS256'],
  code_challenge_methods_supported: ['plain', 'S256'],
  token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
};

const FACEBOOK_GRAPH = 'https://graph.facebook.com/v23.0';
/** Facebook Login's manual flow is plain OAuth 2 here: no ID token is requested or expected. */
const FACEBOOK_METADATA: oidc.ServerMetadata = {
  issuer: 'https://www.facebook.com',
  authorization_endpoint: 'https://www.facebook.com/v23.0/dialog/oauth',
  token_endpoint: `${FACEBOOK_GRAPH}/oauth/access_token`,
  code_challenge_methods_supported: ['S256'],
};
export const FACEBOOK_ME_URL = `${FACEBOOK_GRAPH}/me`;
const FACEBOOK_FIELDS = 'id,name,first_name,last_name,email,picture';

/** Providers with credentials configured; the login modal hides the others. */
export function configuredProviders(config: Config): SocialProvider[] {
  const list: SocialProvider[] = [];
  if (config.google) list.push('google');
  if (config.facebook) list.push('facebook');
  if (config.oidcMockIssuer) list.push('oidc');
  return list;
}

type Tokens = Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;

/** A provider's openid-client Configuration (cached per app instance) and how its profile is read. */
interface ProviderSetup {
  scope: string;
  /** OpenID providers get a nonce and must return a verified ID token. */
  openId: boolean;
  extraAuthorizationParams?: Record<string, string>;
  configuration(): Promise<oidc.Configuration>;
  profile(tokens: Tokens): Promise<ProviderProfile>;
}

class SignInFailure extends Error {
  constructor(readonly code: SignInErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

const text = (value: unknown, max = 200): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;

function emailOf(value: unknown): string | null {
  const email = text(value, 254);
  return email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
}

/** Only https picture URLs are kept (the page shows them as images). */
function pictureOf(value: unknown): string | null {
  const url = text(value, 2000);
  if (!url) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The profile from a verified ID token: only email_verified === true counts as a verified e-mail. */
function openIdProfile(provider: SocialProvider, tokens: Tokens): ProviderProfile {
  const claims = tokens.claims();
  if (!claims || typeof claims.sub !== 'string' || !claims.sub) throw new SignInFailure('token_rejected', 'ID token without a subject');
  const email = emailOf(claims.email);
  return {
    provider,
    subject: claims.sub,
    email,
    emailVerified: !!email && claims.email_verified === true,
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    name: text(claims.name),
    picture: pictureOf(claims.picture),
  };
}

/** Facebook's Graph API /me with the access token (and appsecret_proof, which apps may require). */
async function facebookProfile(tokens: Tokens, clientSecret: string): Promise<ProviderProfile> {
  const url = new URL(FACEBOOK_ME_URL);
  url.searchParams.set('fields', FACEBOOK_FIELDS);
  url.searchParams.set('appsecret_proof', createHmac('sha256', clientSecret).update(tokens.access_token).digest('hex'));
  let body: Record<string, unknown>;
  try {
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new Error(`Graph API answered ${res.status}`);
    body = (await res.json()) as Record<string, unknown>;
  } catch (cause) {
    throw new SignInFailure('unavailable', 'Facebook profile could not be read', { cause });
  }
  const id = typeof body.id === 'string' || typeof body.id === 'number' ? String(body.id) : '';
  if (!id) throw new SignInFailure('token_rejected', 'Facebook profile without an id');
  const email = emailOf(body.email);
  const picture = body.picture as { data?: { url?: unknown; is_silhouette?: unknown } } | undefined;
  return {
    provider: 'facebook',
    subject: id,
    email,
    // Facebook returns only confirmed e-mail addresses.
    emailVerified: !!email,
    givenName: text(body.first_name),
    familyName: text(body.last_name),
    name: text(body.name),
    picture: picture?.data?.is_silhouette === true ? null : pictureOf(picture?.data?.url),
  };
}

/** The provider setups for one app instance; Configurations are built (or discovered) once and reused. */
function createProviderRegistry() {
  const cache = new Map<SocialProvider, Promise<oidc.Configuration>>();
  const cached = (provider: SocialProvider, make: () => Promise<oidc.Configuration>) => {
    let pending = cache.get(provider);
    if (!pending) {
      pending = make();
      cache.set(provider, pending);
      // A failed discovery is retried by the next sign-in rather than cached.
      pending.catch(() => cache.delete(provider));
    }
    return pending;
  };

  return (provider: SocialProvider, config: Config): ProviderSetup | undefined => {
    switch (provider) {
      case 'google': {
        const creds = config.google;
        if (!creds) return undefined;
        return {
          scope: 'openid email profile',
          openId: true,
          extraAuthorizationParams: { prompt: 'select_account' },
          configuration: () =>
            cached('google', async () => {
              const configuration = new oidc.Configuration(GOOGLE_METADATA, creds.clientId, { client_secret: creds.clientSecret, id_token_signed_response_alg: 'RS256' });
              oidc.enableNonRepudiationChecks(configuration);
              return configuration;
            }),
          profile: async (tokens) => openIdProfile('google', tokens),
        };
      }
      case 'facebook': {
        const creds = config.facebook;
        if (!creds) return undefined;
        return {
          scope: 'email public_profile',
          openId: false,
          configuration: () => cached('facebook', async () => new oidc.Configuration(FACEBOOK_METADATA, creds.clientId, creds.clientSecret)),
          profile: (tokens) => facebookProfile(tokens, creds.clientSecret),
        };
      }
      case 'oidc': {
        const issuer = config.oidcMockIssuer;
        if (!issuer || config.production) return undefined;
        return {
          scope: 'openid email profile',
          openId: true,
          configuration: () =>
            cached('oidc', () =>
              // oauth2-mock-server serves plain http on localhost: insecure requests for this provider only.
              oidc.discovery(new URL(issuer), OIDC_MOCK_CLIENT_ID, undefined, oidc.None(), {
                execute: [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks],
                timeout: 10,
              }),
            ),
          profile: async (tokens) => openIdProfile('oidc', tokens),
        };
      }
    }
  };
}

const isProvider = (value: string): value is SocialProvider => (PROVIDERS as readonly string[]).includes(value);

/** The site's origin: PUBLIC_URL when configured (behind a proxy), else the request's own. */
function siteOrigin(c: AppContext, config: Config): string {
  if (config.publicUrl) {
    try {
      return new URL(config.publicUrl).origin;
    } catch {
      /* fall back to the request URL */
    }
  }
  return new URL(c.req.url).origin;
}

const redirectUriFor = (c: AppContext, config: Config, provider: SocialProvider) => `${siteOrigin(c, config)}/login/oauth2/code/${provider}`;

function sameString(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function failSignIn(c: AppContext, provider: SocialProvider, code: SignInErrorCode, error?: unknown) {
  let detail = '';
  if (error instanceof Error) {
    detail = `${error.name}: ${error.message}`;
    if (error.cause instanceof Error) detail += ` (${error.cause.message})`;
    // openid-client's ResponseBodyError carries the provider's OAuth error (e.g. invalid_grant).
    const oauth = error as { error?: unknown; error_description?: unknown };
    if (typeof oauth.error === 'string') detail += ` [${oauth.error}${typeof oauth.error_description === 'string' ? `: ${oauth.error_description}` : ''}]`;
  }
  console.warn(`[sign-in] ${provider} sign-in failed: ${code}${detail ? ` — ${detail}` : ''}`);
  return c.redirect(`/?signInError=${code}`, 302);
}

export function socialSignInRoutes() {
  const r = new Hono<AppEnv>();
  const setupFor = createProviderRegistry();

  const resolveProvider = (c: AppContext): { provider: SocialProvider; setup: ProviderSetup } => {
    const name = c.req.param('provider') ?? '';
    const setup = isProvider(name) ? setupFor(name, c.var.ctx.config) : undefined;
    if (!setup) throw notFound('Sign-in provider');
    return { provider: name as SocialProvider, setup };
  };

  r.get('/oauth2/authorization/:provider', async (c) => {
    const { provider, setup } = resolveProvider(c);
    const { prisma, config } = c.var.ctx;
    const redirect = c.req.query('redirect');
    const returnTo = safeReturnPath(redirect);

    let configuration: oidc.Configuration;
    try {
      configuration = await setup.configuration();
    } catch (error) {
      return failSignIn(c, provider, 'unavailable', error);
    }

    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const codeChallenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
    const now = Date.now();
    // Attempts are short-lived: clear the abandoned ones while we are here.
    await prisma.oAuthAttempt.deleteMany({ where: { createdAt: { lt: new Date(now - ATTEMPT_TTL_MS) } } });
    await prisma.oAuthAttempt.create({ data: { state, provider, codeVerifier, nonce, returnTo, createdAt: new Date(now) } });

    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUriFor(c, config, provider),
      scope: setup.scope,
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
      ...(setup.openId ? { nonce } : {}),
      ...setup.extraAuthorizationParams,
    });
    setCookie(c, STATE_COOKIE, state, {
      path: STATE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: config.production,
      maxAge: ATTEMPT_TTL_MS / 1000,
    });
    return c.redirect(url.href, 302);
  });

  r.get('/login/oauth2/code/:provider', async (c) => {
    const { provider, setup } = resolveProvider(c);
    const { prisma, services, config } = c.var.ctx;
    const state = c.req.query('state') ?? '';
    const boundState = getCookie(c, STATE_COOKIE);
    if (boundState !== undefined) deleteCookie(c, STATE_COOKIE, { path: STATE_COOKIE_PATH, httpOnly: true, sameSite: 'Lax', secure: config.production });

    // Only the browser that started this attempt may finish it (login CSRF); the attempt stays untouched.
    if (!state || !boundState || !sameString(state, boundState)) return failSignIn(c, provider, 'invalid_state');

    // Consume the attempt exactly once: of two concurrent callbacks only one deletes the row.
    const attempt = await prisma.oAuthAttempt.findUnique({ where: { state } });
    const { count } = await prisma.oAuthAttempt.deleteMany({ where: { state } });
    if (!attempt || count !== 1) return failSignIn(c, provider, 'invalid_state');
    if (attempt.provider !== provider) return failSignIn(c, provider, 'invalid_state');
    if (Date.now() - attempt.createdAt.getTime() > ATTEMPT_TTL_MS) return failSignIn(c, provider, 'invalid_state');

    const providerError = c.req.query('error');
    if (providerError) return failSignIn(c, provider, providerError === 'access_denied' ? 'denied' : 'provider_error', new Error(providerError));

    let configuration: oidc.Configuration;
    try {
      configuration = await setup.configuration();
    } catch (error) {
      return failSignIn(c, provider, 'unavailable', error);
    }

    // The callback URL as the provider saw it (PUBLIC_URL behind a proxy), with the response parameters;
    // openid-client derives the token request's redirect_uri from it.
    const currentUrl = new URL(redirectUriFor(c, config, provider));
    for (const [key, value] of new URL(c.req.url).searchParams) currentUrl.searchParams.append(key, value);

    let profile: ProviderProfile;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: attempt.state,
        ...(setup.openId ? { expectedNonce: attempt.nonce, idTokenExpected: true } : {}),
      });
      profile = await setup.profile(tokens);
    } catch (error) {
      return failSignIn(c, provider, error instanceof SignInFailure ? error.code : 'token_rejected', error);
    }

    const accountId = await services.accounts.accountForSignIn(profile, c.var.ctx.language);
    return completeSignIn(c, accountId, attempt.returnTo);
  });

  return r;
}
