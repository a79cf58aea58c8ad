// Loaded into the server by bench/memory.ts and bench/memory-load.ts (node --import): on SIGUSR2 it writes
// process.memoryUsage() as JSON to $VBS_MEMORY_PROBE_FILE, so the bench can print the heap beside the RSS it
// reads from /proc. When a file named like it with .gc added exists and node runs with --expose-gc, it
// collects garbage first (what is still live, rather than what is live or not yet collected).
import { existsSync, writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  const file = process.env.VBS_MEMORY_PROBE_FILE;
  if (existsSync(`${file}.gc`) && typeof globalThis.gc === 'function') globalThis.gc();
  writeFileSync(file, JSON.stringify(process.memoryUsage()));
});
