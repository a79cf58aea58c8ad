// Applies and creates migrations with Prisma's schema engine compiled to WebAssembly, so no native
// Prisma binary is needed. Migration folders live in prisma/migrations/ exactly as `prisma migrate` keeps them.
import { readFileSync, readdirSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { PROJECT_ROOT } from '../project-root.ts';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
// The engine's module is imported when a migration runs, not with the server (a restart runs none).
type EngineModule = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');
import type { MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm';

const root = PROJECT_ROOT;
export const schemaPath = join(root, 'prisma/schema.prisma');
export const migrationsDir = join(root, 'prisma/migrations');
const noFilters = { externalTables: [], externalEnums: [] };

let wasmReady: Promise<EngineModule> | undefined;

function loadWasm(): Promise<EngineModule> {
  wasmReady ??= (async () => {
    const engineModule = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    const require = createRequire(import.meta.url);
    const wasmPath = join(dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')), 'schema_engine_bg.wasm');
    const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), { './schema_engine_bg.js': engineModule });
    const exports = instance.exports as unknown as { __wbindgen_start: () => void };
    engineModule.__wbg_set_wasm(exports);
    exports.__wbindgen_start();
    return engineModule;
  })();
  return wasmReady;
}

async function withEngine<T>(adapterFactory: SqlMigrationAwareDriverAdapterFactory, run: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const engineModule = await loadWasm();
  const datamodel = readFileSync(schemaPath, 'utf8');
  const engine = (await engineModule.SchemaEngine.new(
    { datamodels: [['schema.prisma', datamodel]] },
    () => {},
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  )) as SchemaEngine;
  try {
    return await run(engine);
  } finally {
    engine.free();
  }
}

export function readMigrations(dir = migrationsDir): MigrationList {
  const names = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()
    : [];
  const lockPath = join(dir, 'migration_lock.toml');
  return {
    baseDir: dir,
    lockfile: { path: 'migration_lock.toml', content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: names.map((name) => ({
      path: name,
      migrationFile: { path: 'migration.sql', content: { tag: 'ok', value: readFileSync(join(dir, name, 'migration.sql'), 'utf8') } },
    })),
  } as MigrationList;
}

/**
 * Whether every migration folder is already recorded as applied. Asked with one plain query first, so an
 * ordinary restart never loads the schema engine: its WebAssembly instance keeps the hundreds of
 * megabytes it grew to while migrating, and it cannot be unloaded from a running process.
 */
export async function migrationsAreCurrent(adapterFactory: SqlMigrationAwareDriverAdapterFactory): Promise<boolean> {
  const wanted = readMigrations().migrationDirectories.map((d) => d.path);
  const adapter = await adapterFactory.connect();
  try {
    const exists = await adapter.queryRaw({ sql: `SELECT to_regclass('_prisma_migrations') IS NOT NULL AS "exists"`, args: [], argTypes: [] });
    if (!exists.rows[0]?.[0]) return false;
    const result = await adapter.queryRaw({
      sql: 'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
      args: [],
      argTypes: [],
    });
    const applied = new Set(result.rows.map((row) => String(row[0])));
    return wanted.every((name) => applied.has(name));
  } finally {
    await adapter.dispose();
  }
}

/** Applies every migration not yet recorded in _prisma_migrations; returns the names applied. */
export async function applyMigrations(adapterFactory: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> {
  if (await migrationsAreCurrent(adapterFactory)) return [];
  return withEngine(adapterFactory, async (engine) => {
    const out = await engine.applyMigrations({ migrationsList: readMigrations(), filters: noFilters });
    return out.appliedMigrationNames;
  });
}

/** SQL that takes a database at the end of the existing migrations to prisma/schema.prisma ('' when none is needed). */
export async function pendingSchemaChange(adapterFactory: SqlMigrationAwareDriverAdapterFactory): Promise<string> {
  return withEngine(adapterFactory, async (engine) => {
    const migrations = readMigrations();
    const from = migrations.migrationDirectories.length ? { tag: 'migrations' as const, ...migrations } : { tag: 'empty' as const };
    const result = await engine.diff({
      from,
      to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: readFileSync(schemaPath, 'utf8') }] },
      script: true,
      shadowDatabaseUrl: null,
      exitCode: null,
      filters: noFilters,
    } as Parameters<SchemaEngine['diff']>[0]);
    const sql = (result.stdout ?? '').trim();
    return /^-- This is an empty migration\.?$/.test(sql) || sql === '' ? '' : sql;
  });
}

/** Writes prisma/migrations/<timestamp>_<name>/migration.sql; returns its folder, or null when the schema is unchanged. */
export async function createMigration(adapterFactory: SqlMigrationAwareDriverAdapterFactory, name: string): Promise<string | null> {
  const sql = await pendingSchemaChange(adapterFactory);
  if (!sql) return null;
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const folder = join(migrationsDir, `${stamp}_${name.replace(/[^a-z0-9_]+/gi, '_').toLowerCase()}`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'migration.sql'), sql + '\n');
  const lockPath = join(migrationsDir, 'migration_lock.toml');
  if (!existsSync(lockPath)) writeFileSync(lockPath, '# Written by the project migration runner; keep it in version control.\nprovider = "postgresql"\n');
  return folder;
}
