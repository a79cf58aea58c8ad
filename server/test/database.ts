// Test databases. PGlite: migrations are applied once (global setup) into a template data-dir dump that
// every test file loads (~0.3 s instead of re-migrating). PostgreSQL (VBS_TEST_DB=postgres): migrations
// are applied once (global setup) into a template database, and each test file gets its own randomly
// named copy of it (CREATE DATABASE … TEMPLATE, a file copy instead of ~2 s of migrating), dropped
// afterwards.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { randomBytes, createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { openDatabase, type Database } from '../src/db/database.ts';
import { applyMigrations, readMigrations } from '../src/db/migrations.ts';

/** A short digest of the migrations, so a template is never reused after they change. */
function migrationsDigest(): string {
  const migrations = readMigrations();
  const hash = createHash('sha256');
  for (const dir of migrations.migrationDirectories) hash.update(dir.path).update(dir.migrationFile.content.tag === 'ok' ? dir.migrationFile.content.value : '');
  return hash.digest('hex').slice(0, 16);
}

/** One template per set of migrations, written atomically, so concurrent runs never read a half-written dump. */
function templateDumpPath(): string {
  return `/tmp/vbs-test-template-${migrationsDigest()}.tar`;
}

/** The migrated PostgreSQL template of this set of migrations. */
function postgresTemplateName(): string {
  return `vbs_test_template_${migrationsDigest()}`;
}

export function postgresUrl(database: string, adminUrl = POSTGRES_ADMIN_URL): string {
  return adminUrl.replace(/\/[^/?]*(\?|$)/, `/${database}$1`);
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
    // Copy the migrated template when global setup made one; otherwise (a single file run outside
    // vitest's setup) migrate an empty database below.
    const template = postgresTemplateName();
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    await admin.query(rowCount ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
    await admin.end();
    const url = postgresUrl(name);
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

/**
 * A new PostgreSQL database holding the current migrations (a copy of the template, made first if this
 * run has none, e.g. in the PGlite pass), for a test that runs real server processes on it; on the
 * cluster of `adminUrl` (default: the shared one).
 */
/** One statement on its own connection to `url` (a test reading what the server under test stored); its rows. */
export async function queryPostgres<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Drops a database a test made with createMigratedPostgresDatabase, whoever is still connected to it. */
export async function dropPostgresDatabase(name: string, adminUrl = POSTGRES_ADMIN_URL): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export async function createMigratedPostgresDatabase(name: string, adminUrl = POSTGRES_ADMIN_URL): Promise<string> {
  await buildPostgresTemplate(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${postgresTemplateName()}"`);
  } finally {
    await admin.end();
  }
  return postgresUrl(name, adminUrl);
}

/**
 * vitest globalSetup with VBS_TEST_DB=postgres: migrate one database once, under a temporary name renamed
 * into place when complete, so concurrent runs never copy a half-migrated template.
 */
export async function buildPostgresTemplate(adminUrl = POSTGRES_ADMIN_URL): Promise<void> {
  const template = postgresTemplateName();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount) return;
    const partial = `${template}_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE "${partial}"`);
    try {
      const db = await openDatabase({ url: postgresUrl(partial, adminUrl) });
      try {
        await applyMigrations(db.adapterFactory);
      } finally {
        await db.close();
      }
      // The pool may still hold a closing connection; a template must have none to be renamed or copied.
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [partial]);
      await admin.query(`ALTER DATABASE "${partial}" RENAME TO "${template}"`);
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS "${partial}" WITH (FORCE)`);
      // Another run renamed its copy into place first: theirs is as good as ours.
      if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount) return;
      throw error;
    }
  } finally {
    await admin.end();
  }
}

/**
 * vitest globalSetup: migrate once and dump the data dir for every test file to load. Uncompressed (~40 MB
 * in /tmp): a file loads it in ~0.5 s, where the gzip dump took ~0.75 s to unpack.
 */
export async function buildPgliteTemplate(): Promise<void> {
  const target = templateDumpPath();
  if (existsSync(target)) return;
  const pglite = await PGlite.create('memory://');
  const db = await openDatabase({ pglite });
  await applyMigrations(db.adapterFactory);
  const dump = await pglite.dumpDataDir('none');
  const partial = `${target}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, target);
  await db.close();
}
