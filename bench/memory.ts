// Memory and start time of the server as `npm start` runs it (the compiled bundle, package.json's start
// command) and, for comparison, from the sources under tsx (`npm run dev`, the tests): for PGlite and
// PostgreSQL, a first start on an empty database (migrations and demo data) and a restart on it, each timed
// from spawn to 200 on /healthz with the client already built, then RSS and heap at idle and after N
// requests (who-am-I over REST, 10 connections). Asserts nothing; prints one table.
// Usage: npm run build && npx tsx bench/memory.ts [--requests 2000] [--idle 5] [--only pglite|postgres]
//        [--runner bundle|tsx] [--postgres postgres://postgres@127.0.0.1:5432/postgres]
import autocannon from 'autocannon';
import pg from 'pg';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { npmStartArgs, signInAs, waitFor } from './server.ts';
import { ensureServerBuilt } from '../server/scripts/server-build.mjs';

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const requests = Number(argOf('requests') ?? 2000);
const idleSeconds = Number(argOf('idle') ?? 5);
const only = argOf('only');
const runners = argOf('runner') ? [argOf('runner')!] : ['bundle', 'tsx'];
const postgresAdmin = argOf('postgres') ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(argOf('port') ?? 4160);
const clientDir = join(process.cwd(), 'dist/client');
if (!existsSync(join(clientDir, 'index.html'))) throw new Error('Build the client first (npm run build): start-to-healthy is measured with it built.');
const probeFile = join(mkdtempSync(join(tmpdir(), 'vbs-memory-')), 'usage.json');

/** The command `npm start` runs (its node flags included), or the sources under tsx. */
function command(runner: string): string[] {
  return runner === 'tsx' ? ['--import', 'tsx', 'server/src/main.ts'] : npmStartArgs();
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const rssMb = (pid: number) => mb(Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)![1]) * 1024);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function heapMb(child: ChildProcess): Promise<number> {
  rmSync(probeFile, { force: true });
  child.kill('SIGUSR2');
  for (let i = 0; i < 50 && !existsSync(probeFile); i++) await sleep(100);
  await sleep(50);
  return mb((JSON.parse(readFileSync(probeFile, 'utf8')) as NodeJS.MemoryUsage).heapUsed);
}

async function start(runner: string, env: Record<string, string>) {
  const started = Date.now();
  const args = command(runner);
  const child = spawn(process.execPath, ['--import', './bench/memory-probe.mjs', ...args], {
    detached: true, // its own process group, so stop() also ends a database-preparing child
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'development', CLIENT_DIST_DIR: clientDir, VBS_MEMORY_PROBE_FILE: probeFile,
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000', RATE_LIMIT_WRITES_PER_MINUTE: '1000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    // A first start creates, migrates and seeds the database: minutes on a busy machine.
    await waitFor(`http://127.0.0.1:${port}/healthz`, 600_000);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { child, seconds: (Date.now() - started) / 1000 };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  await new Promise((r) => (child.once('exit', r), process.kill(-child.pid!, 'SIGTERM')));
}

const rows: string[] = [];
async function measure(runner: string, db: string, env: Record<string, string>) {
  for (const when of ['first start', 'restart']) {
    const { child, seconds } = await start(runner, env);
    try {
      await sleep(idleSeconds * 1000);
      const idle = { rss: rssMb(child.pid!), heap: await heapMb(child) };
      const base = `http://127.0.0.1:${port}`;
      const { cookie } = await signInAs(base, 'admin@example.org');
      await new Promise((res, rej) =>
        autocannon({ url: `${base}/api/v1/account/user`, connections: 10, amount: requests, headers: { cookie, accept: 'application/json' } }, (e, r) => (e ? rej(e) : res(r))),
      );
      await sleep(1000);
      const after = { rss: rssMb(child.pid!), heap: await heapMb(child) };
      rows.push(`| ${runner} | ${db} | ${when} | ${seconds.toFixed(1)} s | ${idle.rss} MB | ${idle.heap} MB | ${after.rss} MB | ${after.heap} MB |`);
      console.error(rows.at(-1));
    } finally {
      await stop(child);
    }
  }
}

await ensureServerBuilt();
for (const runner of runners) {
  if (only !== 'postgres') {
    const dataDir = mkdtempSync(join(tmpdir(), 'vbs-memory-pglite-'));
    try {
      await measure(runner, 'PGlite', { DATA_DIR: dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (only !== 'pglite') {
    const name = `vbs_memory_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresAdmin });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    try {
      await measure(runner, 'PostgreSQL', { DATABASE_URL: postgresAdmin.replace(/\/[^/?]*(\?|$)/, `/${name}$1`) });
    } finally {
      const drop = new pg.Client({ connectionString: postgresAdmin });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await drop.end();
    }
  }
}

console.log(`\nServer memory and start (client built; idle after ${idleSeconds} s; then ${requests} × GET /api/v1/account/user at 10 connections)\n`);
console.log('| runs from | database | start | start to healthy | RSS idle | heap idle | RSS after requests | heap after |');
console.log('|---|---|---|--:|--:|--:|--:|--:|');
for (const row of rows) console.log(row);
