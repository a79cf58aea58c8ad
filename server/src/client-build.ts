// Builds the client with Vite when dist/client is missing or older than any client source file.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
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

/**
 * Vite runs in its own process: the generated Prisma client sets a global `__dirname` in this one, and
 * Vite plugins that trust that global (vite-plugin-pwa reads its own package.json through it) break.
 */
export async function ensureClientBuilt(): Promise<void> {
  if (!clientBuildIsStale()) return;
  console.log('Building the client…');
  const viteCli = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [viteCli, 'build', '--config', join(root, 'vite.config.ts'), '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`The client build failed (vite exited with ${code}).`);
}
