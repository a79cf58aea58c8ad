// What one statement costs on the embedded database (PGlite, in this process) as PGlite's own query() runs it
// and as pglite-prepared.ts runs it (prepared once by name, then bound and executed in one crossing): wall
// and CPU µs per statement for who-am-I's four-table join and a one-row read by key, on a migrated
// in-memory database with a staff account. Prints figures; asserts nothing.
// Usage: npx tsx bench/pglite-statements.ts [--count 3000]
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { applyMigrations } from '../server/src/db/migrations.ts';
import { withPreparedStatements } from '../server/src/db/pglite-prepared.ts';
import { CURRENT_USER_SQL } from '../server/src/domains/accounts/accounts.service.ts';

const countArg = process.argv.indexOf('--count');
const count = countArg > 0 ? Number(process.argv[countArg + 1]) : 3000;

const raw = await PGlite.create('memory://');
await applyMigrations(new PrismaPGlite(raw));
const [{ id }] = (await raw.query<{ id: number }>(`INSERT INTO "Account" ("email", "fullName") VALUES ('bench@example.org', 'Bench Admin') RETURNING "id"`)).rows;
const [{ id: staffId }] = (await raw.query<{ id: number }>(`INSERT INTO "Staff" ("accountId", "firstName", "lastName") VALUES ($1, 'Bench', 'Admin') RETURNING "id"`, [id])).rows;
await raw.query(`INSERT INTO "StaffPermission" ("staffId", "permission") SELECT $1, unnest(enum_range(NULL::"Permission"))`, [staffId]);
const prepared = withPreparedStatements(raw);

async function measure(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < count / 10; i++) await run(); // warm-up: JIT, caches
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < count; i++) await run();
  const wall = ((performance.now() - start) * 1000) / count;
  const used = process.cpuUsage(cpu);
  console.log(`${label.padEnd(44)} ${wall.toFixed(0).padStart(6)} µs wall ${((used.user + used.system) / count).toFixed(0).padStart(6)} µs CPU`);
}

const byKey = 'SELECT "id", "email", "fullName" FROM "Account" WHERE "id" = $1';
console.log(`${count} statements each, one at a time`);
await measure("who-am-I join, PGlite's query()", () => raw.query(CURRENT_USER_SQL, [id]));
await measure('who-am-I join, prepared (pglite-prepared.ts)', () => prepared.query(CURRENT_USER_SQL, [id]));
await measure("one row by key, PGlite's query()", () => raw.query(byKey, [id]));
await measure('one row by key, prepared', () => prepared.query(byKey, [id]));
await raw.close();
