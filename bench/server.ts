// Shared by the benches: start the real server in its own process and sign in as a demo account.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { growDemoData } from './grow-demo.ts';
import { openDatabase } from '../server/src/db/database.ts';

/**
 * The node arguments `npm start` runs in the checkout at `root` (package.json's start script, its Node flags
 * included: server/scripts/start.mjs, which runs the compiled bundle), so a bench measures that server.
 */
export function npmStartArgs(root = '.'): string[] {
  const start = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start.trim().split(/\s+/);
  if (start[0] !== 'node') throw new Error(`npm start is not a node command: ${start.join(' ')}`);
  return start.slice(1).map((arg) => (arg.endsWith('.mjs') || arg.endsWith('.js') ? join(root, arg) : arg));
}

export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** The server (server/src/main.ts) on `port`; resolves once /healthz answers. */
export async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  // Another server already answering there (another bench, a dev server) would be measured instead of ours.
  if (await fetch(`http://127.0.0.1:${port}/healthz`).then(() => true, () => false)) {
    throw new Error(`port ${port} is already in use; pass --port with a free one`);
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    // Benches sign in and write far faster than any person: lift the rate limits unless a bench sets them.
    env: { RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000', RATE_LIMIT_WRITES_PER_MINUTE: '1000000', ...process.env, ...env, PORT: String(port), NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/healthz`);
  return server;
}

/** Demo sign-in; returns the Cookie header a browser would send and its anti-forgery token. */
export async function signInAs(base: string, email: string): Promise<{ cookie: string; xsrf: string }> {
  const res = await fetch(`${base}/oauth2/authorization/dev?email=${email}`, { redirect: 'manual' });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  // The last XSRF-TOKEN wins, as in a browser: sign-in replaces the token with one bound to the new session.
  const xsrf = cookies.filter((c) => c.startsWith('XSRF-TOKEN=')).at(-1)!.split('=')[1];
  const jar = new Map(cookies.map((c) => [c.slice(0, c.indexOf('=')), c]));
  return { cookie: [...jar.values()].join('; '), xsrf };
}

/**
 * A scratch database grown to `children` children, for benches that start servers on it in turns: a PGlite
 * directory under the system temp dir, or a PostgreSQL database named `<prefix>_<random>` on `postgresAdmin`'s
 * server. `seed` creates, migrates and seeds it (a first start of the server with the environment it is
 * given); it is then grown, handed to `run` as the server's database environment, and removed afterwards.
 */
export async function withGrownDatabase(
  kind: 'pglite' | 'postgres',
  options: { postgresAdmin: string; prefix: string; children: number; seed: (env: Record<string, string>) => Promise<void> },
  run: (env: Record<string, string>) => Promise<void>,
): Promise<void> {
  const grown = async (env: Record<string, string>, open: Parameters<typeof openDatabase>[0]) => {
    await options.seed(env);
    const database = await openDatabase(open);
    await growDemoData(database.prisma, options.children);
    await database.close();
    await run(env);
  };
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), `${options.prefix}-`));
    const dataDir = join(dir, 'db');
    try {
      await grown({ DATA_DIR: dataDir }, { dataDir });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return;
  }
  const name = `${options.prefix}_${randomBytes(4).toString('hex')}`;
  const url = options.postgresAdmin.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
  const admin = new pg.Client({ connectionString: options.postgresAdmin });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  try {
    await grown({ DATABASE_URL: url }, { url });
  } finally {
    const drop = new pg.Client({ connectionString: options.postgresAdmin });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await drop.end();
  }
}
