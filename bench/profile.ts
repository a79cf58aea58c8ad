// Where a request's CPU goes: runs the compiled server (what `npm start` runs) under `node --cpu-prof`, drives
// one request kind with autocannon, stops the server and prints the profile's self time by area (a package
// under node_modules, a server source folder, Node's own internals, GC), and the heaviest functions.
// Needs `npm run build` (or any start) first so dist/server/main.mjs exists.
// Usage: npx tsx bench/profile.ts -- --db postgres|pglite --target user|viewer|shell|points-rest|points-graphql|points-graphql-bare
//        [--seconds 10 | --amount 3000] [--connections 10] [--no-profile] [--keep DIR]
//        [--against dist/base/main.mjs --rounds 3: A/B of two bundles, unprofiled, CPU µs per request: the server's, and on
//        PostgreSQL its pooled connections' backends' too]
//        [--b-node-args "--flag --flag": Node flags for B's server only]
//        [--db-prefix <name>: the PostgreSQL database's name prefix (vbs_profile by default)] [--port N]
// PostgreSQL: a scratch database on --postgres (default postgres://postgres@127.0.0.1:5432/postgres), dropped
// after. PGlite: a data directory under the system temp dir, created and seeded on the first start.
import autocannon from 'autocannon';
import pg from 'pg';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { signInAs, waitFor } from './server.ts';
import { cpuMs, systemCpuMs } from './proc.ts';
import { summarizeProfile } from './cpu-profile.ts';

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const db = argOf('db') ?? 'postgres';
const target = argOf('target') ?? 'user';
const seconds = Number(argOf('seconds') ?? 10);
/**
 * A fixed number of requests instead of --seconds (and a warm-up of a third as many): on a busy machine a
 * timed run may hold too few requests to warm the JIT, so the CPU per request would measure the warm-up.
 */
const amount = argOf('amount') ? Number(argOf('amount')) : undefined;
const connections = Number(argOf('connections') ?? (target.startsWith('points') ? 50 : 10));
const profile = !process.argv.includes('--no-profile');
const postgresAdmin = argOf('postgres') ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(argOf('port') ?? 3290 + Math.floor(Math.random() * 100));
const root = resolve('.');
const bundle = join(root, argOf('bundle') ?? 'dist/server/main.mjs');

async function startServer(env: Record<string, string>, nodeArgs: string[], file = bundle): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--max-semi-space-size=4', ...nodeArgs, file], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      NODE_ENV: 'development',
      CLIENT_DIST_DIR: mkdtempSync(join(tmpdir(), 'vbs-profile-client-')),
      RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/healthz`, 600_000);
  return child;
}

const stop = (child: ChildProcess) => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM')));

function load(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((res, rej) => autocannon({ connections, ...opts }, (err, result) => (err ? rej(err) : res(result))));
}


/**
 * PostgreSQL: CPU time (ms) of each backend connected to the scratch database so far, by pid: the server's
 * pooled connections, so a change that moves work into (or out of) the database shows in the figures too.
 */
async function databaseCpuMs(): Promise<Map<number, number>> {
  const byPid = new Map<number, number>();
  if (db !== 'postgres') return byPid;
  const client = new pg.Client({ connectionString: postgresAdmin });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [databaseName]);
    for (const { pid } of rows) {
      try {
        byPid.set(pid, cpuMs(pid));
      } catch {
        /* gone meanwhile */
      }
    }
  } finally {
    await client.end();
  }
  return byPid;
}

async function drive(base: string, label = '', pid?: number) {
  const admin = await signInAs(base, 'admin@example.org');
  const headers = { cookie: admin.cookie, 'x-xsrf-token': admin.xsrf, 'content-type': 'application/json', accept: 'application/json' };
  const gql = async (body: object) => (await (await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as { data: any };
  const list = (await gql({ query: '{ groupList { days { dayId } groups { id databaseId groupType } } }' })).data.groupList;
  const group = list.groups.find((g: { groupType: string }) => g.groupType === 'PERMANENT');
  const dayId = list.days.at(-1).dayId;
  const options: Record<string, autocannon.Options> = {
    user: { url: `${base}/api/v1/account/user`, headers },
    viewer: {
      url: `${base}/graphql`, method: 'POST', headers,
      body: JSON.stringify({ query: '{ viewer { account { id email fullName preferredName profileImageUrl } parentIdentity { id firstName lastName email } staffIdentity { id permissions } } }' }),
    },
    'points-rest': { url: `${base}/api/v1/group/${group.databaseId}/points/adjust?dayId=${dayId}&amount=1`, method: 'POST', headers },
    // What the leaderboard sends (as bench:all does): the persisted mutation, whose answer re-reads the group.
    'points-graphql': {
      url: `${base}/graphql`, method: 'POST', headers,
      body: JSON.stringify({ documentId: documentId('useAdjustGroupPointsMutation'), variables: { input: { groupId: group.id, dayId, amount: 1 } } }),
    },
    // Only the adjustment's own fields: what the mutation itself costs, without the group re-read.
    'points-graphql-bare': {
      url: `${base}/graphql`, method: 'POST', headers,
      body: JSON.stringify({ query: 'mutation($input: GroupPointsInput!) { adjustGroupPoints(input: $input) { amount } }', variables: { input: { groupId: group.id, dayId, amount: 1 } } }),
    },
    shell: { url: `${base}/graphql`, method: 'POST', headers, body: JSON.stringify({ documentId: documentId('SiteShellQuery') }) },
  };
  const chosen = options[target];
  if (!chosen) throw new Error(`unknown --target ${target}`);
  await load({ ...chosen, ...(amount ? { amount: Math.ceil(amount / 3) } : { duration: 2 }) }); // warm up: JIT, pools, caches
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const systemBefore = pid ? systemCpuMs(pid) : 0;
  const databaseBefore = await databaseCpuMs();
  window.from = Number(process.hrtime.bigint() / 1000n);
  const result = await load({ ...chosen, ...(amount ? { amount } : { duration: seconds }) });
  window.to = Number(process.hrtime.bigint() / 1000n);
  const perRequest = (ms: number) => ((1000 * ms) / result.requests.total).toFixed(0);
  const cpu = pid ? `, ${perRequest(cpuMs(pid) - cpuBefore)} µs CPU/request (${perRequest(systemCpuMs(pid) - systemBefore)} of it in the kernel)` : '';
  const databaseAfter = await databaseCpuMs();
  let databaseMs = 0;
  for (const [backend, ms] of databaseAfter) databaseMs += ms - (databaseBefore.get(backend) ?? 0);
  const database = db === 'postgres' ? ` (+ ${((1000 * databaseMs) / result.requests.total).toFixed(0)} µs in its database's backends)` : '';
  console.log(`${label}${db} ${target}: ${result.requests.average.toFixed(0)} req/s${cpu}${database}, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx + result.errors}, load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
}

const persisted = JSON.parse(readFileSync(join(root, 'client/persisted-queries.json'), 'utf8')) as Record<string, string>;
const documentId = (name: string) => {
  const id = Object.keys(persisted).find((k) => new RegExp(`^\\s*(query|mutation) ${name}\\b`).test(persisted[k]));
  if (!id) throw new Error(`no persisted operation ${name}`);
  return id;
};

/** The measured load (µs, monotonic clock, the profile's clock too): start, warm-up and sign-in are left out. */
const window = { from: 0, to: Infinity };

/** The scratch PostgreSQL database (with --db postgres). */
const databaseName = `${argOf('db-prefix') ?? 'vbs_profile'}_${randomBytes(4).toString('hex')}`;
const profileDir = argOf('keep') ?? mkdtempSync(join(tmpdir(), 'vbs-profile-'));
mkdirSync(profileDir, { recursive: true });
let env: Record<string, string>;
let cleanup = async () => {};
if (db === 'postgres') {
  const name = databaseName;
  const admin = new pg.Client({ connectionString: postgresAdmin });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  env = { DATABASE_URL: postgresAdmin.replace(/\/[^/?]*(\?|$)/, `/${name}$1`) };
  cleanup = async () => {
    const drop = new pg.Client({ connectionString: postgresAdmin });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await drop.end();
  };
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'vbs-profile-pglite-'));
  env = { DATA_DIR: dataDir };
  cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
}
const against = argOf('against');
/** Extra Node flags for B's server only (e.g. a heap setting to weigh against A's), space-separated. */
const bNodeArgs = (argOf('b-node-args') ?? '').split(' ').filter(Boolean);
try {
  if (against) {
    // A/B: the two bundles take turns on the same database, unprofiled, so a busy machine weighs on both alike.
    await stop(await startServer(env, []));
    const rounds = Number(argOf('rounds') ?? 3);
    for (let round = 0; round < rounds; round++) {
      for (const [label, file] of [['A ', join(root, against)], ['B ', bundle]] as const) {
        const server = await startServer(env, label === 'B ' ? bNodeArgs : [], file);
        try {
          await drive(`http://127.0.0.1:${port}`, label, server.pid);
        } finally {
          await stop(server);
        }
      }
    }
  } else {
  // The first start creates, migrates and seeds; the profiled start is a restart, as in production.
  await stop(await startServer(env, []));
  const before = new Set(readdirSync(profileDir));
  const server = await startServer(env, profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
  try {
    await drive(`http://127.0.0.1:${port}`, '', server.pid);
  } finally {
    await stop(server);
  }
  if (profile) {
    const written = readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile') && !before.has(f));
    const file = written.map((f) => join(profileDir, f)).sort((a, b) => statSync(b).size - statSync(a).size)[0];
    console.log(`profile: ${file}`);
    summarizeProfile(file, bundle, window);
  }
  }
} finally {
  await cleanup();
}
