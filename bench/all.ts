// One table for the request path: the raw node:http ceiling, then the real server as `npm start` runs it (the
// compiled bundle, its own process; bench/server.ts npmStartArgs) on
// PGlite and on PostgreSQL, each with the demo data and again with it grown tenfold (400 children):
// who-am-I over REST and GraphQL, a roster read, an info-sheet read (10 connections), and points
// adjustments over GraphQL and REST (50 clients, checked applied exactly once). Prints req/s, p50, p99,
// the ratio to the ceiling, RSS at idle and the peak under load, and start-to-healthy. Asserts nothing.
// Every target is warmed up first (--warmup seconds, 2 by default; 500 requests for the points targets) and
// measured after, so a row is the server's steady state rather than its JIT compiling the path.
// Usage: npm run bench:all [-- --seconds 5 --warmup 2 --points 3000 --postgres postgres://postgres@127.0.0.1:5432/postgres
//        --only pglite|postgres --root <another checkout to measure, e.g. the commit before a change>
//        --target roster: only the rosters page's reads, for a quick before/after of that path
//        --target points: only the points adjustments (GraphQL with the app's answer and with the adjustment only, and
//        REST; each checked applied exactly once)
//        --db-prefix <name>: the PostgreSQL database's name prefix (vbs_bench by default)]
// The roster read is what the rosters page reads to show a group. Since the page shows one group at a time
// (so its cost does not grow with the program) that is two requests, measured as two rows: the group list with each group's
// leaders, child count and checked-in count (RostersPageQuery), and the largest assigned group's roster —
// every child with grade, today's state, medical mark and notes, parents' names and phones
// (RosterGroupPanelQuery). A checkout from before that change (--root) has only RostersPageQuery, which
// then read every group's full roster in one request.
import autocannon from 'autocannon';
import pg from 'pg';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { npmStartArgs, signInAs, waitFor } from './server.ts';
import { cpuMs } from './proc.ts';
import { growDemoData } from './grow-demo.ts';
import { openDatabase } from '../server/src/db/database.ts';

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const seconds = Number(argOf('seconds') ?? 5);
/** Unmeasured load before each measured one, so the rows are the server's steady state, not its JIT warming up. */
const warmupSeconds = Number(argOf('warmup') ?? 2);
const postgresAdmin = argOf('postgres') ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = argOf('only');
const target = argOf('target');
const root = resolve(argOf('root') ?? '.');
const PORTS = { raw: Number(argOf('port') ?? 4130), pglite: Number(argOf('port') ?? 4130) + 1, postgres: Number(argOf('port') ?? 4130) + 2 };
const GROWN_CHILDREN = 400;
/** Points runs send a fixed number of adjustments, so answered and applied can be compared exactly. */
const pointsRequests = Number(argOf('points') ?? 3000);
const clientDir = join(root, 'dist/client');
const emptyClientDir = mkdtempSync(join(tmpdir(), 'vbs-bench-noclient-'));

interface Row {
  db: string;
  data: string;
  target: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  note?: string;
}
const rows: Row[] = [];
const memory: { db: string; data: string; startMs: number; idleMb: number; peakMb: number }[] = [];


const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
};

/**
 * A run and its rate in requests per second. A run of a fixed number of requests (the points targets) is
 * rated over the time from its start to its last answer: autocannon ends such a run on its next
 * one-second tick, so its own duration (and per-second average) would read 3,000 requests as 1,000/s,
 * 750/s or 333/s.
 */
async function load(opts: autocannon.Options, warm = !opts.amount): Promise<autocannon.Result & { rate: number }> {
  if (warm) await warmUp(opts);
  const options = opts.amount ? opts : { duration: seconds, ...opts };
  return new Promise((res, rej) => {
    const started = performance.now();
    let lastAnswer = started;
    const instance = autocannon(options, (err, result) =>
      err ? rej(err) : res({ ...result, rate: opts.amount ? result.requests.total / ((lastAnswer - started) / 1000) : result.requests.total / result.duration }),
    );
    instance.on('response', () => {
      lastAnswer = performance.now();
    });
  });
}

/** Load whose figures are thrown away (a fixed number of requests for the points targets, whose totals are checked). */
function warmUp(opts: autocannon.Options): Promise<void> {
  if (warmupSeconds <= 0) return Promise.resolve();
  const options = opts.amount ? { ...opts, amount: Math.min(opts.amount, 500) } : { ...opts, duration: warmupSeconds };
  return new Promise((res, rej) => autocannon(options, (err) => (err ? rej(err) : res())));
}

async function startServer(port: number, env: Record<string, string>): Promise<{ child: ChildProcess; startMs: number }> {
  const started = Date.now();
  // What `npm start` runs: the compiled bundle (server/scripts/start.mjs), so RSS and start time are its own.
  const child = spawn(process.execPath, npmStartArgs(root), {
    cwd: root,
    detached: true, // its own process group, so stopServer also ends a database-preparing child
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      NODE_ENV: 'development',
      CLIENT_DIST_DIR: existsSync(join(clientDir, 'index.html')) ? clientDir : emptyClientDir,
      // The bench is one client hammering; per-account limits would measure the limiter, not the path.
      RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    // A first start creates, migrates and seeds the database: minutes on a busy machine.
    await waitFor(`http://127.0.0.1:${port}/healthz`, 600_000);
  } catch (error) {
    await stopServer(child);
    throw error;
  }
  return { child, startMs: Date.now() - started };
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  await new Promise((r) => (child.once('exit', r), process.kill(-child.pid!, 'SIGTERM')));
}

/** Runs `fn` while sampling the server's RSS; returns fn's result and the peak. */
async function sampled<T>(pid: number, fn: () => Promise<T>): Promise<{ value: T; peak: number }> {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 200);
  try {
    return { value: await fn(), peak };
  } finally {
    clearInterval(timer);
  }
}

const persisted = JSON.parse(readFileSync(join(root, 'client/persisted-queries.json'), 'utf8')) as Record<string, string>;
const findDocument = (name: string) => Object.keys(persisted).find((k) => new RegExp(`^\\s*(query|mutation) ${name}\\b`).test(persisted[k]));
const documentId = (name: string) => {
  const id = findDocument(name);
  if (!id) throw new Error(`no persisted operation ${name}`);
  return id;
};

async function benchServer(db: string, data: string, port: number, child: ChildProcess) {
  const base = `http://127.0.0.1:${port}`;
  const admin = await signInAs(base, 'admin@example.org');
  const headers = { cookie: admin.cookie, 'x-xsrf-token': admin.xsrf, 'content-type': 'application/json', accept: 'application/json' };
  const gql = async (body: object) => (await (await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as { data: any; errors?: unknown };
  const list = (await gql({ query: '{ currentEdition { year } groupList { days { dayId } groups { id databaseId groupType totalPoints roster { child { id } } } } }' })).data;
  const year = list.currentEdition.year as number;
  const group = list.groupList.groups.find((g: { groupType: string; roster: unknown[] }) => g.groupType === 'PERMANENT' && g.roster.length > 0);
  // The rosters page at its heaviest: the largest assigned group on screen.
  const largest = list.groupList.groups
    .filter((g: { groupType: string }) => g.groupType === 'PERMANENT')
    .reduce((a: { roster: unknown[] }, b: { roster: unknown[] }) => (b.roster.length > a.roster.length ? b : a));
  const dayId = list.groupList.days.at(-1).dayId;
  const childId = group.roster[0].child.id as string;
  const totalOf = async () => (await gql({ query: 'query($id: ID!) { node(id: $id) { ... on Group { totalPoints } } }', variables: { id: group.id } })).data.node.totalPoints as number;

  const add = (target: string, connections: number, r: autocannon.Result & { rate: number }, note?: string) =>
    rows.push({ db, data, target, connections, rps: r.rate, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors, note });

  // The server's CPU per request is printed beside the roster rates: far less sensitive than req/s to a busy
  // machine (with PGlite it includes the database's work, which runs in the server's process).
  const withCpu = async (opts: autocannon.Options) => {
    await warmUp(opts);
    const before = cpuMs(child.pid!);
    const r = await load(opts, false);
    return { r, cpu: `${Math.round(((cpuMs(child.pid!) - before) * 1000) / Math.max(1, r.requests.total))} µs CPU/request` };
  };
  const rosterReads = async () => {
    const page = findDocument('RosterGroupPanelQuery');
    const gqlLoad = (body: object) => withCpu({ url: `${base}/graphql`, method: 'POST', connections: 10, headers, body: JSON.stringify(body) });
    if (!page) {
      const all = await gqlLoad({ documentId: documentId('RostersPageQuery') });
      add('roster read, every group (RostersPageQuery)', 10, all.r, all.cpu);
      return;
    }
    const list = await gqlLoad({ documentId: documentId('RostersPageQuery') });
    add('rosters group list (RostersPageQuery)', 10, list.r, list.cpu);
    const one = await gqlLoad({ documentId: page, variables: { id: largest.id } });
    add('roster read, largest group (RosterGroupPanelQuery)', 10, one.r, `${largest.roster.length} children on it; ${one.cpu}`);
  };

  // Points: every answered adjustment must be in the stored total exactly once.
  const pointsRows = async () => {
    const settle = () => new Promise((r) => setTimeout(r, 300));
    const graphqlPoints: autocannon.Options = {
      url: `${base}/graphql`, method: 'POST', connections: 50, amount: pointsRequests, headers,
      body: JSON.stringify({ documentId: documentId('useAdjustGroupPointsMutation'), variables: { input: { groupId: group.id, dayId, amount: 1 } } }),
    };
    // The same mutation asking only what the REST call answers (the adjustment, not the group's leaderboard answer):
    // the two doors compared like for like, as the issue's own measurement asked it.
    const graphqlPointsBare: autocannon.Options = {
      ...graphqlPoints,
      body: JSON.stringify({ query: 'mutation($input: GroupPointsInput!) { adjustGroupPoints(input: $input) { amount } }', variables: { input: { groupId: group.id, dayId, amount: -1 } } }),
    };
    const restPoints: autocannon.Options = { url: `${base}/api/v1/group/${group.databaseId}/points/adjust?dayId=${dayId}&amount=-1`, method: 'POST', connections: 50, amount: pointsRequests, headers };
    await warmUp(graphqlPoints);
    await warmUp(graphqlPointsBare);
    await warmUp(restPoints);
    await settle();
    const before = await totalOf();
    const viaGraphql = await load(graphqlPoints);
    await settle();
    const afterGraphql = await totalOf();
    add('points adjust, GraphQL (the leaderboard answer)', 50, viaGraphql, exactlyOnce(viaGraphql, afterGraphql - before));
    const viaGraphqlBare = await load(graphqlPointsBare);
    await settle();
    const afterBare = await totalOf();
    add('points adjust, GraphQL (the adjustment only)', 50, viaGraphqlBare, exactlyOnce(viaGraphqlBare, afterGraphql - afterBare));
    const viaRest = await load(restPoints);
    await settle();
    const afterRest = await totalOf();
    add('points adjust, REST', 50, viaRest, exactlyOnce(viaRest, afterBare - afterRest));
  };

  if (target === 'roster' || target === 'points') {
    const { peak } = await sampled(child.pid!, async () => {
      await (target === 'roster' ? rosterReads() : pointsRows());
    });
    return peak;
  }
  const { peak } = await sampled(child.pid!, async () => {
    add('GET /api/v1/account/user', 10, await load({ url: `${base}/api/v1/account/user`, connections: 10, headers }));
    add('GraphQL viewer (same data)', 10, await load({
      url: `${base}/graphql`, method: 'POST', connections: 10, headers,
      body: JSON.stringify({ query: '{ viewer { account { id email fullName preferredName profileImageUrl } parentIdentity { id firstName lastName email } staffIdentity { id permissions } } }' }),
    }));
    add('GraphQL site shell (persisted)', 10, await load({ url: `${base}/graphql`, method: 'POST', connections: 10, headers, body: JSON.stringify({ documentId: documentId('SiteShellQuery') }) }));
    // The home page as a browser asks for it: rendered on the server (a render reused for a few seconds), brotli.
    add('home page HTML, server-rendered (GET /)', 10, await load({ url: `${base}/`, connections: 10, headers: { ...headers, accept: 'text/html', 'accept-encoding': 'br' } }));
    await rosterReads();
    add('info sheet (StudentSheetQuery)', 10, await load({
      url: `${base}/graphql`, method: 'POST', connections: 10, headers,
      body: JSON.stringify({ documentId: documentId('StudentSheetQuery'), variables: { id: childId, year } }),
    }));
    await pointsRows();
  });
  return peak;
}

async function benchDatabase(db: string, port: number, env: Record<string, string>, openForGrowth: () => ReturnType<typeof openDatabase>) {
  // First start migrates and seeds the demo; the measured starts are restarts with the client built.
  let { child } = await startServer(port, env);
  await stopServer(child);
  for (const data of ['demo', `10× (${GROWN_CHILDREN} children)`]) {
    if (data !== 'demo') {
      const database = await openForGrowth();
      await growDemoData(database.prisma, GROWN_CHILDREN);
      await database.close();
    }
    const started = await startServer(port, env);
    child = started.child;
    try {
      await new Promise((r) => setTimeout(r, 3000));
      const idleMb = rssMb(child.pid!);
      const peakMb = await benchServer(db, data, port, child);
      memory.push({ db, data, startMs: started.startMs, idleMb, peakMb });
    } finally {
      await stopServer(child);
    }
  }
}

// Compile the measured checkout's server bundle now, so no start below includes the build.
const serverBuild = join(root, 'server/scripts/server-build.mjs');
if (existsSync(serverBuild)) await ((await import(pathToFileURL(serverBuild).href)) as { ensureServerBuilt: (root: string) => Promise<void> }).ensureServerBuilt(root);

const raw = spawn(process.execPath, ['-e', `require('http').createServer((q,s)=>{s.setHeader('content-type','application/json');s.end('{"ok":true}')}).listen(${PORTS.raw})`], { stdio: 'inherit' });
let ceiling = 0;
const dataDir = mkdtempSync(join(tmpdir(), 'vbs-bench-all-'));
const pgName = `${argOf('db-prefix') ?? 'vbs_bench'}_${randomBytes(4).toString('hex')}`;
const pgUrl = postgresAdmin.replace(/\/[^/?]*(\?|$)/, `/${pgName}$1`);
try {
  await waitFor(`http://127.0.0.1:${PORTS.raw}/`);
  ceiling = (await load({ url: `http://127.0.0.1:${PORTS.raw}/`, connections: 10 })).rate;
  if (only !== 'postgres') await benchDatabase('PGlite', PORTS.pglite, { DATA_DIR: dataDir }, () => openDatabase({ dataDir }));
  if (only !== 'pglite') {
    const admin = new pg.Client({ connectionString: postgresAdmin });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${pgName}"`);
    await admin.end();
    try {
      await benchDatabase('PostgreSQL', PORTS.postgres, { DATABASE_URL: pgUrl }, () => openDatabase({ url: pgUrl }));
    } finally {
      const drop = new pg.Client({ connectionString: postgresAdmin });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS "${pgName}" WITH (FORCE)`);
      await drop.end();
    }
  }
} finally {
  raw.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(emptyClientDir, { recursive: true, force: true });
}

const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(`\n${seconds} s per target after ${warmupSeconds} s of warm-up; raw node:http ceiling ${ceiling.toFixed(0)} req/s (10 connections)\n`);
console.log(`| database | data | target | conns | req/s | p50 ms | p99 ms | ÷ ceiling | non-2xx | note |`);
console.log(`|---|---|---|--:|--:|--:|--:|--:|--:|---|`);
console.log(`| — | — | raw node:http | 10 | ${ceiling.toFixed(0)} | | | 1 | | |`);
for (const r of rows) {
  console.log(`| ${r.db} | ${r.data} | ${r.target} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / ceiling).toFixed(3)} | ${r.non2xx} | ${r.note ?? ''} |`);
}
console.log(`\n| database | data | start to healthy | RSS idle | RSS peak under load |`);
console.log(`|---|---|--:|--:|--:|`);
for (const m of memory) console.log(`| ${m.db} | ${m.data} | ${(m.startMs / 1000).toFixed(1)} s | ${m.idleMb} MB | ${m.peakMb} MB |`);
// How much the grown data costs each target.
console.log(`\n| database | target | demo req/s | 10× req/s | change |`);
console.log(`|---|---|--:|--:|--:|`);
for (const r of rows.filter((x) => x.data === 'demo')) {
  const grown = rows.find((x) => x.db === r.db && x.target === r.target && x.data !== 'demo');
  if (grown) console.log(`| ${r.db} | ${r.target} | ${r.rps.toFixed(0)} | ${grown.rps.toFixed(0)} | ${pad(((grown.rps / r.rps - 1) * 100).toFixed(0) + ' %', 5)} |`);
}

/** Every adjustment sent is +1 (or −1): the stored total must move by exactly the number sent. */
function exactlyOnce(result: autocannon.Result, applied: number): string {
  const late = result.timeouts ? `, ${result.timeouts} answered after the bench's 10 s timeout` : '';
  return `${pointsRequests} sent, ${result['2xx']} answered 200${late}, ${applied} applied: ${applied === pointsRequests ? 'each exactly once' : 'MISMATCH'}`;
}
