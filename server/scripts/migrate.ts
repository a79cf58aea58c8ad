// npm run db:migrate: applies pending migrations to the configured database (DATABASE_URL or PGlite in DATA_DIR).
import { openDatabase, databaseOptionsFromEnv } from '../src/db/database.ts';
import { applyMigrations } from '../src/db/migrations.ts';

const db = await openDatabase(databaseOptionsFromEnv());
try {
  const applied = await applyMigrations(db.adapterFactory);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await db.close();
}
