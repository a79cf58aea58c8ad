// Real server processes for the tests that need one (a SIGKILL mid-traffic, two instances on one database):
// the compiled bundle that `npm start` runs, built once by the global setup (server/test/global-setup.ts),
// so a start costs a few seconds of CPU instead of compiling every TypeScript file again under tsx.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../src/project-root.ts';
import { SERVER_BUNDLE } from '../scripts/server-build.mjs';

/** The Node flags `npm start` runs the server with (package.json); the browser tests' servers use them too. */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=50'];

export function spawnServer(env: Record<string, string>, stdio: StdioOptions = ['ignore', 'ignore', 'inherit']): ChildProcess {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, join(PROJECT_ROOT, SERVER_BUNDLE)], { cwd: PROJECT_ROOT, env: { ...process.env, ...env }, stdio });
}

/** A port nobody listens on now (never a fixed one: other runs on the machine may be using it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
