// Prisma CLI configuration. Only `prisma generate` is run through the CLI; migrations are applied by
// server/src/db/migrations.ts on the WebAssembly schema engine, so no datasource URL is needed here.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
