import { ensureServerBuilt } from '../scripts/server-build.mjs';
import { buildPgliteTemplate, buildPostgresTemplate, testDatabaseKind } from './database.ts';

export default async function setup() {
  if (testDatabaseKind() === 'postgres') await buildPostgresTemplate();
  else await buildPgliteTemplate();
  // The tests that run a real server process start the compiled bundle (server/test/server-process.ts).
  await ensureServerBuilt();
}
