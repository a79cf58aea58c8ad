// Reads the process environment once into a typed configuration (CONTRACT.md lists every variable).
import { rateLimitSettingsFromEnv, type RateLimitSettings } from './http/rate-limits.ts';
export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
}

export interface Config {
  port: number;
  production: boolean;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  productionHost?: string;
  smtpUrl?: string;
  /** Signs families' check-in codes; every instance shares it (required in production). */
  checkInCodeSecret?: string;
  /** Absolute URL of this site as users reach it; used for OAuth redirect URIs. */
  publicUrl?: string;
  google?: OAuthProviderConfig;
  facebook?: OAuthProviderConfig;
  /** Tests only: an extra OpenID provider (oauth2-mock-server) at this issuer URL. */
  oidcMockIssuer?: string;
  /** viewerCacheSeconds: how long an instance answers from a viewer it resolved (0: read the session every request). */
  session: { idleMinutes: number; absoluteHours: number; viewerCacheSeconds: number };
  /** GraphQL operations the production server accepts (written by relay-compiler); default client/persisted-queries.json. */
  persistedQueriesFile?: string;
  /** Requests per minute (docs/security.md): sign-in attempts per address, writes per account. */
  rateLimits: RateLimitSettings;
  /** Largest request body read on any dynamic path (REST and GraphQL), in bytes. */
  requestBodyLimitBytes: number;
  /** Text messages through Twilio's Messages API; unset: texts go to the development outbox. */
  twilio?: TwilioConfig;
  /** Messages per second the outbox hands to each channel's provider, across all instances. */
  messageRates: { email: number; text: number };
  /** Whether this instance runs the outbox worker (MESSAGE_WORKER=off: it only serves requests). */
  messageWorker: boolean;
  /** How long a worker's claim on a recipient row holds before another may take it over (seconds). */
  messageLeaseSeconds: number;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A phone number (E.164) or a Messaging Service SID (MG…). */
  from: string;
  /** https://api.twilio.com, or a local server speaking its API in tests. */
  apiBase: string;
}

function twilio(env: NodeJS.ProcessEnv): TwilioConfig | undefined {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_FROM) return undefined;
  return { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, apiBase: (env.TWILIO_API_BASE || 'https://api.twilio.com').replace(/\/$/, '') };
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function provider(id: string | undefined, secret: string | undefined): OAuthProviderConfig | undefined {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 3000),
    production,
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    productionHost: env.PRODUCTION_HOST || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    checkInCodeSecret: env.CHECK_IN_CODE_SECRET || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    google: provider(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
    facebook: provider(env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET),
    oidcMockIssuer: production ? undefined : env.OIDC_MOCK_ISSUER || undefined,
    persistedQueriesFile: env.PERSISTED_QUERIES_FILE || undefined,
    session: {
      idleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 60 * 24 * 7),
      absoluteHours: Number(env.SESSION_ABSOLUTE_HOURS ?? 24 * 30),
      // Tests change sessions and permissions behind the services' backs, so they opt in to the cache.
      viewerCacheSeconds: Number(env.VIEWER_CACHE_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 5)),
    },
    rateLimits: rateLimitSettingsFromEnv(env),
    requestBodyLimitBytes: Number(env.REQUEST_BODY_LIMIT_BYTES ?? 1024 * 1024),
    twilio: twilio(env),
    messageRates: { email: positive(env.MESSAGE_EMAIL_RATE, 200), text: positive(env.MESSAGE_TEXT_RATE, 100) },
    messageWorker: env.MESSAGE_WORKER !== 'off',
    messageLeaseSeconds: positive(env.MESSAGE_LEASE_SECONDS, 60),
  };
}
