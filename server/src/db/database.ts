// Opens the database the server runs on: embedded PGlite by default, real PostgreSQL when DATABASE_URL is set.
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { mkdirSync } from 'node:fs';
import { PrismaClient } from '../generated/prisma/client.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  prisma: PrismaClient;
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
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const adapterFactory = new PrismaPg({ connectionString: options.url, max: 10 });
    const prisma = createClient(adapterFactory, options.onQuery);
    return { kind: 'postgres', prisma, adapterFactory, close: () => prisma.$disconnect() };
  }
  let pglite = options.pglite;
  if (!pglite) {
    const dataDir = options.dataDir ?? './data';
    if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
    pglite = await PGlite.create(dataDir);
  }
  const adapterFactory = new PrismaPGlite(pglite);
  const prisma = createClient(adapterFactory, options.onQuery);
  const db = pglite;
  return {
    kind: 'pglite',
    prisma,
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
