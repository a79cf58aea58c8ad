// A database that is restarting, crashed, or out of reach is a passing condition, not a fault in the
// request: both doors answer 503 SERVICE_UNAVAILABLE with Retry-After, never 500, so a client knows to send
// the same request again shortly (with the same Idempotency-Key, where it has one). Nothing is retried
// here: a write whose connection broke may or may not have committed, and only the client's key can make
// a second attempt safe. The pool opens new connections for the next statements once PostgreSQL is back.
import { DomainError, ERROR_WORDS } from '../errors.ts';
import type { DirectSql } from './direct-sql.ts';

/** How long a client should wait before trying again: about what a PostgreSQL restart or crash recovery takes. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

export const databaseUnavailable = () =>
  new DomainError('SERVICE_UNAVAILABLE', ERROR_WORDS.unavailable());

/**
 * SQLSTATEs of a server going away: class 08 (connection exceptions), 57P01 admin_shutdown (a fast restart
 * ends every session), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, in
 * recovery), 53300 too_many_connections (all slots taken while sessions of the old run are ending).
 */
const GONE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** Socket errors of a connection that could not be opened or was cut. */
const GONE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** Prisma's own codes for the same: cannot reach, timed out, connection closed, no connection from the pool in time. */
const GONE_PRISMA = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** What the Prisma pg adapter calls a socket error it understood. */
const GONE_ADAPTER_KIND = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/** node-postgres reports a connection ended under a statement with these messages and no code. */
const GONE_DRIVER_MESSAGE = /^(Connection terminated|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect)/;

/**
 * Whether an error (as thrown by Prisma, its pg adapter, node-postgres, or wrapped by GraphQL) means the
 * database could not be reached or went away under the statement.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length) {
    const e = pending.pop();
    if (!e || typeof e !== 'object' || seen.has(e) || seen.size > 10) continue;
    seen.add(e);
    const { code, kind, message, cause, meta, originalError } = e as Record<string, unknown>;
    if (typeof code === 'string' && (GONE_SQLSTATE.test(code) || GONE_SOCKET.has(code) || GONE_PRISMA.has(code))) return true;
    if (typeof kind === 'string' && GONE_ADAPTER_KIND.has(kind)) return true;
    if (typeof message === 'string' && GONE_DRIVER_MESSAGE.test(message)) return true;
    pending.push(cause, originalError, (meta as Record<string, unknown> | undefined)?.driverAdapterError);
  }
  return false;
}

const PING_TIMEOUT_MS = 2000;

/** Whether the database answers a trivial statement within two seconds (a hung connection attempt counts as no). */
export async function databaseAnswers(sql: DirectSql): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)));
  try {
    return await Promise.race([sql.ping().then(() => true, () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

let lastWarning = 0;

/** One line in the log while the database is out of reach (at most every ten seconds), instead of a stack per request. */
export function warnDatabaseUnavailable(error: unknown): void {
  const now = Date.now();
  if (now - lastWarning < 10_000) return;
  lastWarning = now;
  console.warn(`[db] the database is out of reach (${(error as Error).message?.trim().split('\n').pop()}); answering 503 SERVICE_UNAVAILABLE until it is back`);
}
