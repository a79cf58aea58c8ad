// npm start: compile the server when its bundle is missing or stale, then run it in this process.
// package.json starts it with --max-semi-space-size=4 (MB): V8's young generation otherwise grows to 32 MB
// that stay resident; at 4 MB the idle server held ~20-40 MB less and ~30-90 MB less after 4,000 requests,
// for a few per cent more CPU per request (within the noise of bench A/B runs on this machine).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, SERVER_BUNDLE, ensureServerBuilt } from './server-build.mjs';

await ensureServerBuilt();
await import(pathToFileURL(join(ROOT, SERVER_BUNDLE)).href);
