import { buildPgliteTemplate, buildPostgresTemplate, testDatabaseKind } from './database.ts';

export default async function setup() {
  if (testDatabaseKind() === 'postgres') await buildPostgresTemplate();
  else await buildPgliteTemplate();
}
