// Loaded into the server by bench/memory.ts (node --import): on SIGUSR2 it writes process.memoryUsage()
// as JSON to $VBS_MEMORY_PROBE_FILE, so the bench can print the heap beside the RSS it reads from /proc.
import { writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => writeFileSync(process.env.VBS_MEMORY_PROBE_FILE, JSON.stringify(process.memoryUsage())));
