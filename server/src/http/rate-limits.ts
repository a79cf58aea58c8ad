// Rate limits: sign-in attempts per client address, and writes per account (per
// address for anonymous writes). Counters live in memory, or in Redis when REDIS_URL is set so every
// instance counts together (in memory again while Redis is out of reach). Sized so a real person never
// meets them: a check-in desk scanning a family every few seconds or a leader tapping +1 points makes well
// under a write per second; the limit is ten.
import { defineMessages, english } from '../../../shared/messages.ts';
import { localized } from '../i18n/messages.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Redis as RedisClient } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateLimitSettings {
  signInPerMinute: number;
  writesPerMinute: number;
}

// Sign-in is counted per address, and a church's Wi-Fi puts many families behind one address on
// registration Sunday: 120 a minute stops floods of sign-in attempts without turning families away.
export const DEFAULT_RATE_LIMITS: RateLimitSettings = { signInPerMinute: 120, writesPerMinute: 600 };

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number (got "${raw}").`);
  return value;
}

export function rateLimitSettingsFromEnv(env: NodeJS.ProcessEnv): RateLimitSettings {
  return {
    signInPerMinute: positiveInt(env.RATE_LIMIT_SIGN_IN_PER_MINUTE, DEFAULT_RATE_LIMITS.signInPerMinute, 'RATE_LIMIT_SIGN_IN_PER_MINUTE'),
    writesPerMinute: positiveInt(env.RATE_LIMIT_WRITES_PER_MINUTE, DEFAULT_RATE_LIMITS.writesPerMinute, 'RATE_LIMIT_WRITES_PER_MINUTE'),
  };
}

/** Thrown (GraphQL) or answered (REST) when a limit is reached; seconds until the next attempt may pass. */
const messages = defineMessages({
  tooMany: { id: 'errors.tooManyRequests', defaultMessage: 'Too many requests: try again in {seconds, plural, one {# second} other {# seconds}}.' },
});

export class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(english(messages.tooMany, { seconds: retryAfterSeconds }));
    this.name = 'RateLimited';
  }
}

export interface RateLimits {
  /** Counts one sign-in attempt from this request's address; throws RateLimited past the limit. */
  signIn(c: Context): Promise<void>;
  /** Counts one write by this account (or, anonymous, this address); throws RateLimited past the limit. */
  write(c: Context, accountId: number | null): Promise<void>;
}

/**
 * Counters in memory, or in Redis (`redis`, shared by every instance) with a memory limiter as insurance:
 * when Redis does not answer (redis.ts fails its commands at once while it is out of reach) rate-limiter-flexible
 * counts in this instance's memory, and goes back to Redis by itself once Redis answers again.
 */
export function createRateLimits(config: { rateLimits: RateLimitSettings }, redis?: RedisClient): RateLimits {
  const limiter = (keyPrefix: string, points: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration: 60 });
    return redis ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `vbs:rl:${keyPrefix}`, points, duration: 60, insuranceLimiter: memory }) : memory;
  };
  const signIn = limiter('sign-in', config.rateLimits.signInPerMinute);
  const writes = limiter('writes', config.rateLimits.writesPerMinute);

  const consume = async (l: RateLimiterAbstract, key: string) => {
    try {
      await l.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new RateLimited(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      throw rejection;
    }
  };

  return {
    async signIn(c) {
      const address = clientAddress(c);
      if (address) await consume(signIn, address);
    },
    async write(c, accountId) {
      const key = accountId ? `account:${accountId}` : clientAddress(c);
      if (key) await consume(writes, key);
    },
  };
}

/**
 * The network peer of the request. Requests handed to the app in-process (tests, no socket) have none and
 * are not counted. Behind a reverse proxy every request comes from the proxy: set TRUST_PROXY=1 there so
 * the client's address is taken from X-Forwarded-For.
 */
function clientAddress(c: Context): string | null {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** REST answer for a reached limit: 429, Retry-After, and the CONTRACT error body. */
export function rateLimitedResponse(c: Context, error: RateLimited) {
  c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json({ error: { code: 'RATE_LIMITED', message: localized(error.message, requestLanguage()) } }, 429);
}

/** Sign-in routes: each start of a sign-in counts against the address. */
export function limitSignIn(limits: RateLimits): MiddlewareHandler {
  return async (c, next) => {
    try {
      await limits.signIn(c);
    } catch (error) {
      if (error instanceof RateLimited) return rateLimitedResponse(c, error);
      throw error;
    }
    return next();
  };
}
