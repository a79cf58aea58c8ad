// npm run db:migration:create -- <name>: diffs prisma/schema.prisma against the existing migrations
// (replayed on a throw-away PGlite) and writes the SQL that closes the gap as a new migration folder.
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { createMigration } from '../src/db/migrations.ts';

const name = process.argv[2] ?? 'change';
const pglite = await PGlite.create('memory://');
try {
  const folder = await createMigration(new PrismaPGlite(pglite), name);
  console.log(folder ? `Created ${folder}/migration.sql` : 'Schema unchanged: no migration created.');
} finally {
  await pglite.close();
}
