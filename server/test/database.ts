// Test databases. PGlite: migrations are applied once (global setup) into a template data-dir dump that
// every test file loads (~0.3 s instead of re-migrating). PostgreSQL (VBS_TEST_DB=postgres): each test
// file gets its own randomly named database, migrated, and dropped afterwards.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { openDatabase, type Database } from '../src/db/database.ts';
import { applyMigrations } from '../src/db/migrations.ts';

export const TEMPLATE_DUMP = '/tmp/vbs-test-template.tar.gz';
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const testDatabaseKind = (): 'pglite' | 'postgres' => (process.env.VBS_TEST_DB === 'postgres' ? 'postgres' : 'pglite');

export interface TestDatabase extends Database {
  /** Every SQL statement Prisma sent since the last reset. */
  statements: string[];
}

export async function openTestDatabase(kind = testDatabaseKind()): Promise<TestDatabase> {
  const statements: string[] = [];
  const onQuery = (sql: string) => {
    if (!/^(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)/i.test(sql.trim())) statements.push(sql);
  };
  if (kind === 'postgres') {
    const name = `vbs_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    try {
      await admin.connect();
    } catch (error) {
      throw new Error(`PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL} (VBS_TEST_DB=postgres): ${(error as Error).message}`);
    }
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = POSTGRES_ADMIN_URL.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
    const db = await openDatabase({ url, onQuery });
    const close = async () => {
      await db.close();
      const drop = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await drop.end();
    };
    try {
      await applyMigrations(db.adapterFactory);
    } catch (error) {
      await close();
      throw error;
    }
    statements.length = 0;
    return { ...db, statements, close };
  }
  let pglite: PGlite;
  try {
    const dump = readFileSync(TEMPLATE_DUMP);
    pglite = await PGlite.create({ loadDataDir: new Blob([dump]) });
  } catch {
    pglite = await PGlite.create('memory://');
    await applyMigrations((await openDatabase({ pglite })).adapterFactory);
  }
  const db = await openDatabase({ pglite, onQuery });
  return { ...db, statements };
}

/** vitest globalSetup: migrate once and dump the data dir for every test file to load. */
export async function buildPgliteTemplate(): Promise<void> {
  const { writeFileSync } = await import('node:fs');
  const pglite = await PGlite.create('memory://');
  const db = await openDatabase({ pglite });
  await applyMigrations(db.adapterFactory);
  const dump = await pglite.dumpDataDir('gzip');
  writeFileSync(TEMPLATE_DUMP, Buffer.from(await dump.arrayBuffer()));
  await db.close();
}
