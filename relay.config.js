// Read by relay-compiler and babel-plugin-relay with require(); Node 20.19+ can require this ES module.
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The persisted-operation map is generated (gitignored), but the compiler refuses to start without it.
const persistedQueries = fileURLToPath(new URL('./client/persisted-queries.json', import.meta.url));
if (!existsSync(persistedQueries)) writeFileSync(persistedQueries, '{}\n');

const config = {
  src: './client/src',
  schema: './schema.graphql',
  artifactDirectory: './client/src/__generated__',
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  // Artifacts keep the operation text too: subscriptions (graphql-sse) always send text, and a
  // development server runs text while a production server runs only the persisted ids.
  customScalarTypes: { DateTime: 'string', Date: 'string' },
  persistConfig: { file: './client/persisted-queries.json', algorithm: 'SHA256', include_query_text: true },
};
export { config as 'module.exports' };
