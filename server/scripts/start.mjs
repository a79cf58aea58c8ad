// npm start: compile the server when its bundle is missing or stale, then run it in this process.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, SERVER_BUNDLE, ensureServerBuilt } from './server-build.mjs';

await ensureServerBuilt();
await import(pathToFileURL(join(ROOT, SERVER_BUNDLE)).href);
