// Brings the database to the current schema before the server opens it for good. Creating a PGlite
// database (initdb) and running Prisma's schema engine both leave WebAssembly memory behind that a
// running process can never give back (~700 MB after a PGlite initdb, ~60 MB after migrating), so when
// either is needed it runs in a short-lived child process — this same program started again with
// VBS_PREPARE_DATABASE=1 — and the server itself only ever opens a database that is ready. An ordinary
// restart asks one query and starts no child. (npm start's compiled server only; see PREPARE_IN_CHILD.)
import { spawn } from 'node:child_process';
import { openDatabase, pgliteDataDirIsInitialised, type Database, type DatabaseOptions } from './database.ts';
import { applyMigrations, migrationsAreCurrent } from './migrations.ts';

export const PREPARE_DATABASE_ENV = 'VBS_PREPARE_DATABASE';

/** true in npm start's compiled bundle (server/scripts/server-build.mjs defines it). */
declare const VBS_COMPILED: boolean | undefined;
/**
 * Only the compiled server prepares in a child. Under tsx (npm run dev, the tests) a child would compile
 * every TypeScript file a second time, which costs more start time than the memory is worth there.
 */
const PREPARE_IN_CHILD = typeof VBS_COMPILED !== 'undefined' && VBS_COMPILED;

/**
 * The child's work: open (creating a PGlite database if there is none), migrate, run `then` (main.ts seeds
 * an empty development database there, so the seed's memory leaves with the child too), close.
 */
export async function prepareDatabase(options: DatabaseOptions, then?: (db: Database) => Promise<unknown>): Promise<void> {
  const db = await openDatabase(options);
  try {
    const applied = await applyMigrations(db.adapterFactory);
    if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
    await then?.(db);
  } finally {
    await db.close();
  }
}

/** Runs this program again (same Node flags, same script) to prepare the database; resolves when it is done. */
async function prepareInChildProcess(): Promise<void> {
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, [PREPARE_DATABASE_ENV]: '1' },
    });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`Preparing the database failed (exit code ${code}).`);
}

/** Opens the database, creating and migrating it first in a child process when it needs either. */
export async function openPreparedDatabase(options: DatabaseOptions): Promise<Database> {
  // memory:// cannot be shared with another process: create and migrate it here.
  if (!PREPARE_IN_CHILD || options.dataDir?.startsWith('memory://')) {
    const db = await openDatabase(options);
    const applied = await applyMigrations(db.adapterFactory);
    if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
    return db;
  }
  if (options.dataDir && !pgliteDataDirIsInitialised(options.dataDir)) await prepareInChildProcess();
  let db = await openDatabase(options);
  if (await migrationsAreCurrent(db.adapterFactory)) return db;
  // PGlite's data directory is one process's at a time: close it while the child migrates.
  if (db.kind === 'pglite') await db.close();
  await prepareInChildProcess();
  if (db.kind === 'pglite') db = await openDatabase(options);
  return db;
}
