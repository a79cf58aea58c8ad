// Product servers for the browser tests. Every one runs the compiled server bundle, as `npm start` does
// (dist/server/main.mjs: no TypeScript compiled on the fly at each start), on a data directory of its own
// that is a copy of one database prepared once per run (migrated and seeded, as a first start leaves it):
// a server then starts in a second or two instead of creating, migrating and seeding PGlite each time.
// playwright.config.ts prepares that database in the runner (prepareE2eDatabase) and its servers and the
// specs' extra servers (startServer: settings the shared ones cannot have, e.g. PRODUCTION_HOST or SMTP_URL)
// copy it (freshDataDir).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The compiled server (built by playwright.config.ts before any server starts), the Node flags `npm start`
// runs it with, and a free port: one definition each, shared with the server tests' real processes.
export { SERVER_BUNDLE } from '../server/scripts/server-build.mjs';
export { freePort, SERVER_NODE_FLAGS } from '../server/test/server-process.ts';
import { SERVER_BUNDLE } from '../server/scripts/server-build.mjs';
import { SERVER_NODE_FLAGS } from '../server/test/server-process.ts';

export const DATA_DIR_PREFIX = 'vbs-e2e-';
/** Where the runner's prepared database is; the workers inherit it. */
const TEMPLATE_ENV = 'VBS_E2E_TEMPLATE_DATA_DIR';

/** The environment every test server runs with (the documented development mode). */
export function serverEnv(port: number, dataDir: string): Record<string, string> {
  return { PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development' };
}

/**
 * Creates and prepares the database every test server starts from: the compiled server's own preparing
 * step (VBS_PREPARE_DATABASE=1: create, migrate, seed the demo data, exit), into a new directory.
 */
export function prepareE2eDatabase(): string {
  const dir = mkdtempSync(join(tmpdir(), `${DATA_DIR_PREFIX}template-`));
  const result = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
    env: { ...process.env, ...serverEnv(0, dir), VBS_PREPARE_DATABASE: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`Preparing the browser tests' database failed (exit code ${result.status}, ${result.error?.message ?? 'no error'}).`);
  }
  process.env[TEMPLATE_ENV] = dir;
  return dir;
}

/** A new data directory holding a copy of the prepared database (only the runner and its workers have one). */
export function freshDataDir(): string {
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error(`${TEMPLATE_ENV} is not set: browser-test servers start from the database playwright.config.ts prepares.`);
  const dir = mkdtempSync(join(tmpdir(), DATA_DIR_PREFIX));
  cpSync(template, dir, { recursive: true });
  return dir;
}

export function startServer(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
    env: { ...process.env, ...env, ...serverEnv(port, freshDataDir()) },
    stdio: 'ignore',
    detached: true,
  });
}

export async function waitForHealth(port: number, timeoutMs = 120_000) {
  // Polled often (a copied database starts in a second or two) until a deadline: a loaded machine makes
  // each answer slower, not the patience shorter.
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`second server did not answer /healthz within ${timeoutMs / 1000} s`);
}

export function stopServer(server: ChildProcess) {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
