// A second product server for the few browser tests that need settings the shared one (playwright.config.ts
// webServer) cannot have, e.g. PRODUCTION_HOST or SMTP_URL: its own free port, fresh PGlite data directory
// and process group (so stopping it stops tsx's child too).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export function startServer(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/src/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'vbs-e2e-')), NODE_ENV: 'development' },
    stdio: 'ignore',
    detached: true,
  });
}

export async function waitForHealth(port: number) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('second server did not start');
}

export function stopServer(server: ChildProcess) {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
