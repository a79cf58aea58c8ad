// Test databases. PGlite: migrations are applied once (global setup) into a template data-dir dump that
// every test file loads (~0.3 s instead of re-migrating). PostgreSQL (VBS_TEST_DB=postgres): each test
// file gets its own randomly named database, migrated, and dropped afterwards.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { randomBytes, createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { openDatabase, type Database } from '../src/db/database.ts';
import { applyMigrations, readMigrations } from '../src/db/migrations.ts';

/** One template per set of migrations, written atomically, so concurrent runs never read a half-written dump. */
function templateDumpPath(): string {
  const migrations = readMigrations();
  const hash = createHash('sha256');
  for (const dir of migrations.migrationDirectories) hash.update(dir.path).update(dir.migrationFile.content.tag === 'ok' ? dir.migrationFile.content.value : '');
  return `/tmp/vbs-test-template-${hash.digest('hex').slice(0, 16)}.tar.gz`;
}
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
    const dump = readFileSync(templateDumpPath());
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
  const target = templateDumpPath();
  if (existsSync(target)) return;
  const pglite = await PGlite.create('memory://');
  const db = await openDatabase({ pglite });
  await applyMigrations(db.adapterFactory);
  const dump = await pglite.dumpDataDir('gzip');
  const partial = `${target}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, target);
  await db.close();
}
