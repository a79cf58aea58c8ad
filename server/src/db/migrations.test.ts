// Migrations: applied by the project's own runner on the WebAssembly schema engine, on PGlite and on
// PostgreSQL (VBS_TEST_DB=postgres); recorded, so a second run applies nothing; and in step with schema.prisma.
import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { applyMigrations, migrationsAreCurrent, pendingSchemaChange, readMigrations } from './migrations.ts';
import { openTestDatabase, testDatabaseKind } from '../../test/database.ts';

// These two load the schema engine's WebAssembly and replay every migration into a fresh database: a few
// seconds alone, but well past the default 30 s when the machine is busy (CI once timed out at 32 s and 48 s).
const MIGRATION_ENGINE_TIMEOUT_MS = 180_000;

describe(`migrations (${testDatabaseKind()})`, () => {
  it('a migrated database has every table and check, and a second run applies nothing', async () => {
    const db = await openTestDatabase();
    try {
      expect(await applyMigrations(db.adapterFactory)).toEqual([]);
      const applied = await db.prisma.$queryRawUnsafe<{ migration_name: string }[]>('SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY 1');
      expect(applied.map((r) => r.migration_name)).toEqual(readMigrations().migrationDirectories.map((d) => d.path));
      const tables = await db.prisma.$queryRawUnsafe<{ table_name: string }[]>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'");
      expect(tables.map((r) => r.table_name)).toEqual(expect.arrayContaining(['Account', 'Session', 'Parent', 'Child', 'Group', 'GroupDayPoints', 'Schedule', 'Day', 'Event', 'MemoryWork', 'AttendanceRecord']));
      // Database checks guard data whatever door it came through.
      await db.prisma.edition.create({ data: { year: 2025, name: 'Test', startsAt: new Date() } });
      await expect(db.prisma.group.create({ data: { year: 2025, name: 'Bad color', color: 'red' } })).rejects.toThrow();
      await expect(db.prisma.child.create({ data: { firstName: 'A', lastName: 'B', gradeEntering: 14 } })).rejects.toThrow();
      await expect(db.prisma.$executeRawUnsafe(`INSERT INTO "MemoryWork" (reference, content) VALUES ('John 3:16', 'x')`)).rejects.toThrow();
    } finally {
      await db.close();
    }
  });

  it('a fresh database gets every migration on the first run', async () => {
    const pglite = await PGlite.create('memory://');
    try {
      expect(await migrationsAreCurrent(new PrismaPGlite(pglite))).toBe(false);
      const applied = await applyMigrations(new PrismaPGlite(pglite));
      expect(applied).toEqual(readMigrations().migrationDirectories.map((d) => d.path));
      // A restart asks with one query and never loads the schema engine.
      expect(await migrationsAreCurrent(new PrismaPGlite(pglite))).toBe(true);
    } finally {
      await pglite.close();
    }
  }, MIGRATION_ENGINE_TIMEOUT_MS);

  it('prisma/schema.prisma has no change missing from prisma/migrations (run npm run db:migration:create)', async () => {
    const pglite = await PGlite.create('memory://');
    try {
      expect(await pendingSchemaChange(new PrismaPGlite(pglite))).toBe('');
    } finally {
      await pglite.close();
    }
  }, MIGRATION_ENGINE_TIMEOUT_MS);
});
