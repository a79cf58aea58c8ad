// npm start: compile the server when its bundle is missing or stale, then run it in this process.
// package.json starts it with --max-semi-space-size=4 (MB): V8's young generation otherwise grows to 32 MB
// that stay resident; at 4 MB the idle server held ~20-40 MB less and ~30-90 MB less after 4,000 requests,
// for a few per cent more CPU per request (within the noise of bench A/B runs on this machine).
// And with --heap-growing-percent=50: after each full collection V8 lets the old generation grow to 1.5x
// what survived, where it otherwise chose up to 4x while requests allocate fast, so under load the heap filled
// with ~150-200 MB of garbage before it collected (heap used 190-230 MB at the peak, ~55 MB after a full
// GC). bench/cpu-ab.ts on PostgreSQL (10x data, bench:all's targets, variants side by side in turns), two
// runs: RSS peak 297 -> 182 and 312 -> 178 MB, idle unchanged, CPU per request +8 % and -10 % (the runs'
// noise); 20 % held the peak lower still but cost 15-30 % more CPU on the large roster answers.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, SERVER_BUNDLE, ensureServerBuilt } from './server-build.mjs';

await ensureServerBuilt();
await import(pathToFileURL(join(ROOT, SERVER_BUNDLE)).href);
