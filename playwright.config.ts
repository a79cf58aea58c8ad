// Real-browser tests against the real server (CONTRACT.md: Chromium at $CHROMIUM_PATH or
// /usr/bin/chromium, never a downloaded browser; missing Chromium is a failure, never a skip).
// Each server runs on a free port with a PGlite directory of its own (a copy of one prepared per run), so
// runs never share data.
import { defineConfig, devices } from '@playwright/test';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { E2eWorkerOptions } from './e2e/fixtures.ts';
import { DATA_DIR_PREFIX, SERVER_BUNDLE, SERVER_NODE_FLAGS, freePort, freshDataDir, prepareE2eDatabase, serverEnv } from './e2e/second-server.ts';
import { ensureServerBuilt } from './server/scripts/server-build.mjs';
import { ensureClientBuilt } from './server/src/client-build.ts';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install it with "apt-get install -y chromium" (Debian) or set CHROMIUM_PATH. ` +
      'Browser tests never download a browser and never skip.',
  );
}

const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

// Three workers on two cores: a spec spends much of its time waiting (live updates, transitions, its own
// servers starting), so two left a core idle about half the time. E2E_WORKERS=n to compare.
const WORKERS = Number(process.env.E2E_WORKERS ?? 3);

// Playwright loads this file in the runner and again in every worker; the runner picks the port and
// data directory once and the workers inherit them through the environment.
if (!process.env.VBS_E2E_PORT) {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (name.startsWith(DATA_DIR_PREFIX) && Date.now() - statSync(path).mtimeMs > STALE_AFTER_MS) rmSync(path, { recursive: true, force: true });
  }
  // The servers run what `npm start` runs: the client and server builds (each made only when missing or
  // older than its sources, so once per checkout and change), and a database prepared once, copied per server.
  await ensureClientBuilt();
  await ensureServerBuilt();
  prepareE2eDatabase();
  process.env.VBS_E2E_PORT = String(process.env.E2E_PORT ?? (await freePort()));
  process.env.VBS_E2E_DATA_DIR = freshDataDir();
  for (let slot = 2; slot <= WORKERS; slot++) {
    process.env[`VBS_E2E_PORT_${slot}`] = String(await freePort());
    process.env[`VBS_E2E_DATA_DIR_${slot}`] = freshDataDir();
  }
  process.env.VBS_E2E_WALK_PORT = String(await freePort());
  process.env.VBS_E2E_WALK_DATA_DIR = freshDataDir();
}
const port = Number(process.env.VBS_E2E_PORT);
const baseURL = `http://localhost:${port}`;
// A server and database per worker slot for the chromium project (e2e/fixtures.ts points the worker in
// slot n at server n + 1, slot 0 at the first): specs change their server's data, so a server never has two
// spec files at once.
const slotPorts = Array.from({ length: WORKERS - 1 }, (_, i) => Number(process.env[`VBS_E2E_PORT_${i + 2}`]));
// The role walk only reads (its new parents are its own), so it runs beside the other specs against a
// server and database of its own: the suite's time is the longer of the two, not their sum.
const walkPort = Number(process.env.VBS_E2E_WALK_PORT);
const walkBaseURL = `http://localhost:${walkPort}`;

const chromiumUse = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  // No service worker unless a spec allows it (test.use({ serviceWorkers: 'allow' }): the offline station, the
  // offline-ready toast, offline pages). Installing it downloads and caches every script of the app (~180 files)
  // in each test's new browser context: ~30 % of a spec file's CPU on CI's two cores, and an "App ready to work
  // offline" toast that slid in under a click at the bottom right.
  serviceWorkers: 'block' as const,
  launchOptions: {
    executablePath: chromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  },
};

function server(serverPort: number, dataDir: string) {
  return {
    command: ['node', ...SERVER_NODE_FLAGS, SERVER_BUNDLE].join(' '),
    url: `http://localhost:${serverPort}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: serverEnv(serverPort, dataDir),
  };
}

export default defineConfig<object, E2eWorkerOptions>({
  testDir: 'e2e',
  fullyParallel: false,
  // The chromium project's spec files, one file per worker at a time, each worker with a server of its own
  // (they change its data, so never two files on one server); the role walk's tests on a server of their own
  // take any worker the spec files leave free.
  workers: WORKERS,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A test's budget is about three times what it takes on a machine at load ~20 (three workers, four servers
  // and their browsers on two cores): a CI machine has run the suite twice as slowly as that.
  timeout: 60_000,
  // A page's answer (a lazily loaded dialog, a mutation's toast) took over 10 s at load 17–19 (three workers,
  // the role walk and four servers on two cores): an expectation waits up to 20 s, as a person at a slow page does.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    // A failed test's trace, to open with `npx playwright show-trace`; not on CI, where nobody can open it and
    // recording every action's snapshot cost ~30 % of the browser tests' CPU.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: /role-walk\.spec\.ts/, workers: WORKERS, use: { ...chromiumUse, baseURL, serverPerWorker: true } },
    // The walk's tests are independent (each signs in on its own; the new parents differ by width), so they
    // fill every free worker.
    { name: 'walk', testMatch: /role-walk\.spec\.ts/, fullyParallel: true, workers: WORKERS, use: { ...chromiumUse, baseURL: walkBaseURL } },
  ],
  webServer: [
    server(port, process.env.VBS_E2E_DATA_DIR!),
    ...slotPorts.map((slotPort, i) => server(slotPort, process.env[`VBS_E2E_DATA_DIR_${i + 2}`]!)),
    server(walkPort, process.env.VBS_E2E_WALK_DATA_DIR!),
  ],
});
