// Builds the client with Vite when dist/client is missing, older than any client source file, or not a
// production build. The served client is ALWAYS a production build, whatever NODE_ENV the server runs
// with: under NODE_ENV=development a plain build would ship React's slow, verbose development runtime.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { PROJECT_ROOT } from './project-root.ts';

const ROOT = PROJECT_ROOT;
/** Written after a successful build; a build without it (by hand, or by an older server) is rebuilt. */
export const BUILD_STAMP = 'vbs-build.json';
const BUILD_MODE = 'production';
/** The public pages' server render (client/src/entry-server.tsx), built after the client (vite.config.ts). */
export const SERVER_RENDER_BUILD = 'dist/ssr/entry-server.js';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function clientBuildIsStale(root = ROOT): boolean {
  const outDir = join(root, 'dist/client');
  const built = join(outDir, 'index.html');
  const stamp = join(outDir, BUILD_STAMP);
  if (!existsSync(built) || !existsSync(stamp) || !existsSync(join(root, SERVER_RENDER_BUILD))) return true;
  try {
    if ((JSON.parse(readFileSync(stamp, 'utf8')) as { mode?: unknown }).mode !== BUILD_MODE) return true;
  } catch {
    return true;
  }
  const sources = ['client', 'vite.config.ts', 'package-lock.json'].map((p) => newestMtime(join(root, p)));
  return Math.max(...sources) > statSync(built).mtimeMs;
}

/** The build's environment: the server's, but always production (Vite and React read NODE_ENV). */
export function clientBuildEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, NODE_ENV: BUILD_MODE };
}

/**
 * Vite runs in its own process: the generated Prisma client sets a global `__dirname` in this one, and
 * Vite plugins that trust that global (vite-plugin-pwa reads its own package.json through it) break.
 */
export async function ensureClientBuilt(root = ROOT): Promise<void> {
  if (!clientBuildIsStale(root)) return;
  console.log('Building the client (production build)…');
  const viteCli = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  const common = ['--mode', BUILD_MODE, '--config', join(root, 'vite.config.ts'), '--logLevel', 'warn'];
  for (const args of [['build', ...common], ['build', '--ssr', 'src/entry-server.tsx', ...common]]) {
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, [viteCli, ...args], { cwd: root, stdio: 'inherit', env: clientBuildEnv() });
      child.on('error', reject);
      child.on('exit', resolve);
    });
    if (code !== 0) throw new Error(`The client build failed (vite ${args.join(' ')} exited with ${code}).`);
  }
  writeFileSync(join(root, 'dist/client', BUILD_STAMP), JSON.stringify({ mode: BUILD_MODE, builtAt: new Date().toISOString() }) + '\n');
}
