// npm run db:seed: applies pending migrations to the configured database (DATABASE_URL, else PGlite in
// DATA_DIR, default ./data), then seeds the demo data (CONTRACT.md "Demo data") when the database has no
// edition yet, and prints what it wrote.
//
// - A database that already has data is left alone (exit 0): the seed never mixes demo rows into data.
// - `--force` does not wipe anything: with data present it refuses politely (exit 1) and says how to start
//   over (stop the server, delete DATA_DIR or drop the PostgreSQL database, run this again). On an empty
//   database it simply seeds.
// - NODE_ENV=production: refuses (exit 1); production never gets demo data.
import { databaseOptionsFromEnv, openDatabase } from '../src/db/database.ts';
import { applyMigrations } from '../src/db/migrations.ts';
import { seedDemoData } from '../src/seed/seed.ts';

const force = process.argv.includes('--force');

if (process.env.NODE_ENV === 'production') {
  console.error('Not seeding: demo data is never written when NODE_ENV=production.');
  process.exit(1);
}

const options = databaseOptionsFromEnv();
const where = options.url ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${options.dataDir}`;
const db = await openDatabase(options);
let exitCode = 0;
try {
  const applied = await applyMigrations(db.adapterFactory);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  const editions = await db.prisma.edition.count();
  if (editions > 0) {
    if (force) {
      console.error(
        `Not seeding: ${where} already has data (${editions} edition${editions === 1 ? '' : 's'}), and --force does not delete anything.\n` +
          'To start over, stop the server, delete the data directory (or drop the PostgreSQL database), then run `npm run db:seed` again.',
      );
      exitCode = 1;
    } else {
      console.log(`${where} already has data (${editions} edition${editions === 1 ? '' : 's'}); nothing seeded.`);
    }
  } else {
    const started = performance.now();
    const s = await seedDemoData(db.prisma);
    const ms = Math.round(performance.now() - started);
    console.log(`Seeded demo data into ${where} in ${ms} ms:`);
    console.log(`  edition ${s.year} with ${s.days} days, ${s.events} events, ${s.memoryWork} memory work items`);
    console.log(`  ${s.staff} staff, ${s.interns} interns, ${s.families} families with ${s.children} children (${s.pendingRegistrations} registrations pending)`);
    console.log(`  ${s.groups} groups, ${s.pointsRecords} points records, ${s.attendanceRecords} check-in/out records, ${s.memorized} memorized`);
    console.log('  demo sign-in: admin@, staff@, parent@, parent2@, intern@example.org');
  }
} finally {
  await db.close();
}
process.exit(exitCode);
