// Real-browser tests against the real server (CONTRACT.md: Chromium at $CHROMIUM_PATH or
// /usr/bin/chromium, never a downloaded browser; missing Chromium is a failure, never a skip).
// The server runs on a free port with a fresh PGlite directory, so runs never share data.
import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install it with "apt-get install -y chromium" (Debian) or set CHROMIUM_PATH. ` +
      'Browser tests never download a browser and never skip.',
  );
}

const DATA_DIR_PREFIX = 'vbs-e2e-';
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// Playwright loads this file in the runner and again in every worker; the runner picks the port and
// data directory once and the workers inherit them through the environment.
if (!process.env.VBS_E2E_PORT) {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (name.startsWith(DATA_DIR_PREFIX) && Date.now() - statSync(path).mtimeMs > STALE_AFTER_MS) rmSync(path, { recursive: true, force: true });
  }
  process.env.VBS_E2E_PORT = String(process.env.E2E_PORT ?? (await freePort()));
  process.env.VBS_E2E_DATA_DIR = mkdtempSync(join(tmpdir(), DATA_DIR_PREFIX));
}
const port = Number(process.env.VBS_E2E_PORT);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: chromium,
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
        },
      },
    },
  ],
  webServer: {
    command: 'npx tsx server/src/main.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(port), DATA_DIR: process.env.VBS_E2E_DATA_DIR!, NODE_ENV: 'development' },
  },
});
