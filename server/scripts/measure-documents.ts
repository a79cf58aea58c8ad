// Prints what the client's compiled GraphQL documents need from the query-cost limits (aliases, depth,
// tokens, cost as graphql-armor counts them), so the limits in server/src/graphql/query-limits.ts are
// sized from real documents: `npx tsx server/scripts/measure-documents.ts`.
import { readFileSync } from 'node:fs';
import { DEFAULT_PERSISTED_QUERIES_FILE } from '../src/graphql/yoga.ts';
import { measureDocument } from '../src/graphql/query-limits.ts';

const documents = JSON.parse(readFileSync(DEFAULT_PERSISTED_QUERIES_FILE, 'utf8')) as Record<string, string>;
const rows = Object.values(documents).map((text) => ({ name: /(query|mutation|subscription)\s+(\w+)/.exec(text)?.[2] ?? '?', ...measureDocument(text) }));
for (const key of ['aliases', 'depth', 'tokens', 'cost', 'listNesting'] as const) {
  const top = [...rows].sort((a, b) => b[key] - a[key]).slice(0, 3);
  console.log(`${key.padEnd(8)} max ${String(top[0][key]).padStart(6)}   (${top.map((r) => `${r.name} ${r[key]}`).join(', ')})`);
}
console.log(`${rows.length} documents`);
