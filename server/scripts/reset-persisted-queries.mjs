// Before relay-compiler runs: the artifacts and the persisted-operation map start empty, so the map holds exactly
// the client's current operations. The compiler only adds to the map it finds (and persists only the artifacts it
// rewrites), and the server's page pre-rendering looks operations up by name in it: an entry left by a renamed or
// changed query would be found instead of the current one.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
rmSync(`${root}/client/src/__generated__`, { recursive: true, force: true });
mkdirSync(`${root}/client/src/__generated__`, { recursive: true });
writeFileSync(`${root}/client/persisted-queries.json`, '{}\n');
