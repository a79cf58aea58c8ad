// The connections to Redis (REDIS_URL) that several instances share: one for commands (publishing live
// events, counting rate limits) and one that listens for live events. Redis is a helper, never a
// dependency of a write: while it is out of reach every command fails at once instead of queueing, so a
// request that has already committed its write is answered without waiting for Redis; rate limits count
// in this instance's memory and live events reach this instance's streams only (live/bus.ts). ioredis
// keeps reconnecting in the background, and the outage is logged once when it starts and once when it ends.
import type { Redis } from 'ioredis';
import { createRequire } from 'node:module';

export type RedisState = 'up' | 'down';

export interface RedisConnections {
  /** Fails at once while Redis is out of reach (no offline queue, no retries of a command). */
  readonly commands: Redis;
  /** For SUBSCRIBE only; the bus subscribes again each time it is ready (live/bus.ts). */
  readonly subscriber: Redis;
  /** 'up' once both connections are ready and the bus has said it is listening, 'down' otherwise. */
  state(): RedisState;
  /** The bus says whether its subscription is in place (a ready connection that has not subscribed yet hears nothing). */
  setListening(listening: boolean): void;
  close(): void;
}

/**
 * A command waits at most this long for Redis's answer. Redis answers a PUBLISH or a counter in well under
 * a millisecond; a Redis that accepts the connection but no longer answers must not hold requests either.
 */
const COMMAND_TIMEOUT_MS = 1000;
/** Reconnect attempts back off to one a second, so a returning Redis is noticed within about a second. */
const reconnectDelay = (attempt: number) => Math.min(attempt * 100, 1000);

export function openRedis(url: string, log: Pick<Console, 'warn' | 'log'> = console): RedisConnections {
  // Loaded only when Redis is configured: a single instance never needs the client.
  const { Redis: RedisClient } = createRequire(import.meta.url)('ioredis') as { Redis: typeof Redis };
  const failFast = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // A command that was sent just before the connection dropped is failed, not sent again later: the
    // caller has already acted on its failure (delivered the event here, counted in memory).
    autoResendUnfulfilledCommands: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: reconnectDelay,
  };
  const commands = new RedisClient(url, failFast);
  // The bus subscribes itself once the connection is ready, so it knows when the subscription is back.
  const subscriber = new RedisClient(url, { ...failFast, commandTimeout: undefined, autoResubscribe: false });
  let listening = false;
  let closing = false;
  // Nothing is logged before the first connection, unless an attempt fails.
  let reported: RedisState | null = null;
  let lastError = '';

  const state = (): RedisState => (commands.status === 'ready' && subscriber.status === 'ready' && listening ? 'up' : 'down');
  const where = redactedAddress(url);
  const review = () => {
    const now = state();
    if (closing || now === reported) return;
    const attemptFailed = commands.status === 'reconnecting' || subscriber.status === 'reconnecting';
    if (reported === null && now === 'down' && !attemptFailed) return; // still connecting for the first time
    const first = reported === null;
    reported = now;
    if (now === 'down') log.warn(`Redis at ${where} is out of reach${lastError ? ` (${lastError})` : ''}: rate limits count on this instance only, and live events reach this instance's streams only, until it is back.`);
    else if (!first) log.log(`Redis at ${where} is back.`);
  };
  for (const client of [commands, subscriber]) {
    // Without a listener ioredis prints every failed reconnect attempt; review() logs the outage once.
    client.on('error', (error: Error) => (lastError = error.message));
    for (const event of ['ready', 'close', 'reconnecting', 'end']) client.on(event, review);
  }

  return {
    commands,
    subscriber,
    state,
    setListening(now) {
      listening = now;
      review();
    },
    close() {
      closing = true;
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}

/** The URL without its password, for the log. */
function redactedAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 6379}`;
  } catch {
    return 'REDIS_URL';
  }
}
