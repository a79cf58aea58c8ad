// Builds the client with Vite when dist/client is missing or older than any client source file.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function clientBuildIsStale(): boolean {
  const built = join(root, 'dist/client/index.html');
  if (!existsSync(built)) return true;
  const sources = ['client', 'vite.config.ts', 'package-lock.json'].map((p) => newestMtime(join(root, p)));
  return Math.max(...sources) > statSync(built).mtimeMs;
}

export async function ensureClientBuilt(): Promise<void> {
  if (!clientBuildIsStale()) return;
  console.log('Building the client…');
  const { build } = await import('vite');
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}
