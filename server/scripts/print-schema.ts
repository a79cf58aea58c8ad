// Writes schema.graphql at the repository root (CI regenerates it and fails on a difference).
import { writeFileSync } from 'node:fs';
import { printedSchema } from '../src/graphql/schema.ts';

writeFileSync(new URL('../../schema.graphql', import.meta.url), printedSchema() + '\n');
console.log('Wrote schema.graphql');
