// Opens the database the server runs on: embedded PGlite by default, real PostgreSQL when DATABASE_URL is set.
// Each driver is imported when a database of its kind is opened: a server loads only the one it runs on.
import type { PGlite } from '@electric-sql/pglite';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PrismaClient } from '../generated/prisma/client.ts';
import { withPreparedStatements } from './pglite-prepared.ts';
import { pgliteDirectSql, poolDirectSql, type DirectSql } from './direct-sql.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  prisma: PrismaClient;
  /** The same connections, for the few hot statements that skip Prisma's query engine (db/direct-sql.ts). */
  sql: DirectSql;
  /** Adapter factory, also handed to the schema engine so migrations run on the same connection. */
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for real PostgreSQL. */
  url?: string;
  /** PGlite data directory, or 'memory://' for a throw-away database. */
  dataDir?: string;
  /** An already open PGlite (tests clone a migrated template). */
  pglite?: PGlite;
  /** Called once per SQL statement Prisma sends (tests count statements with it). */
  onQuery?: (sql: string) => void;
  /**
   * PostgreSQL only: a statement running longer is cancelled (default DATABASE_STATEMENT_TIMEOUT_MS or
   * 15 s), so no request holds a connection for minutes. PGlite runs statements on this process's own
   * thread and cannot interrupt one; there the query limits (graphql/query-limits.ts) are the guard.
   */
  statementTimeoutMs?: number;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

/**
 * PostgreSQL's default shared buffers (128 MB, and PGlite's build gives 160 MB) are all touched when PGlite
 * starts, so they were resident in this process whether used or not. A VBS database is a few megabytes and
 * the operating system caches its files anyway: 16 MB took the idle server ~115 MB lower (bench/memory.ts).
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB'];

/** Whether a PGlite data directory holds a database already (PGlite creates one on first open). */
export function pgliteDataDirIsInitialised(dataDir: string): boolean {
  return dataDir.startsWith('memory://') || existsSync(join(dataDir, 'PG_VERSION'));
}

function statementTimeoutFrom(options: DatabaseOptions): number {
  const raw = options.statementTimeoutMs ?? Number(process.env.DATABASE_STATEMENT_TIMEOUT_MS ?? DEFAULT_STATEMENT_TIMEOUT_MS);
  if (!Number.isSafeInteger(raw) || raw <= 0) throw new Error('DATABASE_STATEMENT_TIMEOUT_MS must be a positive whole number of milliseconds.');
  return raw;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    // JIT off: on the short statements a web app sends, compiling costs far more than it saves (a people
    // query page spent 540 ms emitting code for 10 ms of work; bench/people-query.ts --explain).
    const [{ PrismaPg }, { default: pg }] = await Promise.all([import('@prisma/adapter-pg'), import('pg')]);
    // One pool for Prisma (and the schema engine) and the direct statements, ended by close() alone.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: '-c jit=off', statement_timeout: statementTimeoutFrom(options) });
    // An idle connection that the server ends (PostgreSQL restarted, an administrator's terminate, a failover)
    // makes the pool emit 'error' and drop it; the next statement opens a new one. Prisma listens only while
    // it is connected, and the direct statements may use the pool before it connects or after it
    // disconnects, so this listener is the pool's own: without one, the event would end the process.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing) console.warn(`[db] an idle database connection was ended (${error.message}); the next statement opens a new one`);
    });
    const adapterFactory = new PrismaPg(pool);
    const prisma = createClient(adapterFactory, options.onQuery);
    const close = async () => {
      closing = true;
      await prisma.$disconnect();
      if (!pool.ended) await pool.end();
    };
    return { kind: 'postgres', prisma, sql: poolDirectSql(pool, options.onQuery), adapterFactory, close };
  }
  const { PrismaPGlite } = await import('pglite-prisma-adapter');
  let pglite = options.pglite;
  if (!pglite) {
    const { PGlite } = await import('@electric-sql/pglite');
    const dataDir = options.dataDir ?? './data';
    if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
    pglite = await PGlite.create(dataDir, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])] });
  }
  const db = pglite;
  // Prisma's statements and the direct ones are prepared once each (pglite-prepared.ts).
  pglite = withPreparedStatements(pglite);
  const adapterFactory = new PrismaPGlite(pglite);
  const prisma = createClient(adapterFactory, options.onQuery);
  return {
    kind: 'pglite',
    prisma,
    sql: pgliteDirectSql(pglite, options.onQuery),
    adapterFactory,
    async close() {
      await prisma.$disconnect();
      // An open PGlite keeps the process alive.
      if (!db.closed) await db.close();
    },
  };
}

function createClient(adapter: SqlMigrationAwareDriverAdapterFactory, onQuery?: (sql: string) => void) {
  if (!onQuery) return new PrismaClient({ adapter });
  const client = new PrismaClient({ adapter, log: [{ level: 'query', emit: 'event' }] });
  client.$on('query', (e) => onQuery(e.query));
  return client;
}

export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR ?? './data' };
}
