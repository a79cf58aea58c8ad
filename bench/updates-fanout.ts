// One change fanned out to many open /api/v1/updates streams on one instance: the real server as `npm start`
// runs it (the compiled bundle, its own process), on PGlite and on PostgreSQL at 127.0.0.1:5432 (a fresh
// database). It signs in one session per stream (a mix of staff with every permission, staff with none,
// parents and interns, through the demo sign-in), opens the streams, then makes one change at a time through
// the REST door and times, per stream that may receive it, from just before the write is sent to the moment
// that stream has read the event. Two changes: a points adjustment (staff and interns receive it, parents
// must not) and a schedule event's rename (everyone receives it). Prints p50/p95/p99/max over the measured
// repetitions, how long the write took to answer, the server's and this process's CPU per change, the load
// average, and any event that reached a stream it must not reach. Asserts nothing.
// With --against, a second checkout's server runs beside the first (its own database and streams) and the two
// take turns, change by change: on a shared machine whose load moves by the minute, only turns compare fairly.
// Usage: npm run bench:fanout [-- --streams 1000 --reps 10 --warmup 3 --only pglite|postgres
//        --postgres postgres://postgres@127.0.0.1:5432/postgres --port 4160 --root <the checkout to measure>
//        --against <another checkout, measured in turns with it>
//        --profile DIR: the servers run with --cpu-prof, and where their CPU went over the measured changes is printed]
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { npmStartArgs, signInAs, waitFor } from './server.ts';
import { cpuMs } from './proc.ts';
import { summarizeProfile } from './cpu-profile.ts';

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '1000' },
    reps: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    only: { type: 'string' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    port: { type: 'string', default: '4160' },
    root: { type: 'string', default: '.' },
    against: { type: 'string' },
    profile: { type: 'string' },
  },
});
const streamCount = Number(values.streams);
const reps = Number(values.reps);
const warmup = Number(values.warmup);
/** --profile DIR: each server runs with --cpu-prof and writes its profile there. */
const profileDir = values.profile ? resolve(values.profile) : undefined;

/** The checkouts measured: --root, and --against beside it. */
const variants = [values.root!, ...(values.against ? [values.against] : [])].map((path) => {
  const root = resolve(path);
  let label = root;
  try {
    label = execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    if (execFileSync('git', ['-C', root, 'status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim()) label += '+changes';
  } catch {
    /* not a git checkout: its path names it */
  }
  return { root, label };
});

/** Who holds the open streams: a share of each demo account (each stream its own session). */
const MIX: { email: string; role: Role; share: number }[] = [
  { email: 'admin@example.org', role: 'staff', share: 0.35 },
  { email: 'staff@example.org', role: 'staff', share: 0.35 },
  { email: 'parent@example.org', role: 'parent', share: 0.1 },
  { email: 'parent2@example.org', role: 'parent', share: 0.1 },
  { email: 'intern@example.org', role: 'intern', share: 0.1 },
];
type Role = 'staff' | 'parent' | 'intern';

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const now = () => performance.now();

/** The event a measurement waits for: done() once `left` receiving streams have read it. */
let awaited: { type: string; left: number; done: () => void } | null = null;

const FRAME_END = Buffer.from('\n\n');
const EVENT_LINE = Buffer.from('event: ');

/**
 * One open stream: the arrival time of each event type it has read since the last reset. Read as bytes: a
 * thousand streams share this process's one thread, and each 'data' costs as little as it can, so the
 * times measure the server more than the bench.
 */
class Stream {
  arrived = new Map<string, number>();
  unexpected = 0;
  /** An unfinished frame, kept until its end arrives. */
  private rest: Buffer | null = null;
  constructor(
    readonly role: Role,
    readonly response: IncomingMessage,
    /** Event types this stream must never read. */
    private readonly forbidden: ReadonlySet<string>,
  ) {
    response.on('data', (chunk: Buffer) => {
      const at = now();
      const bytes = this.rest ? Buffer.concat([this.rest, chunk]) : chunk;
      let start = 0;
      let end: number;
      while ((end = bytes.indexOf(FRAME_END, start)) >= 0) {
        // A comment (connected, keepalive) has no event line.
        if (bytes.indexOf(EVENT_LINE, start) === start) this.read(bytes.toString('latin1', start + EVENT_LINE.length, bytes.indexOf(10, start)), at);
        start = end + FRAME_END.length;
      }
      this.rest = start < bytes.length ? bytes.subarray(start) : null;
    });
  }
  private read(type: string, at: number) {
    if (this.forbidden.has(type)) this.unexpected++;
    else if (!this.arrived.has(type)) {
      this.arrived.set(type, at);
      if (awaited?.type === type && --awaited.left === 0) awaited.done();
    }
  }
  reset() {
    this.arrived.clear();
  }
}

function openStream(base: string, cookie: string, role: Role, forbidden: ReadonlySet<string>): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/api/v1/updates`, { headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`/api/v1/updates answered ${res.statusCode}`));
      const stream = new Stream(role, res, forbidden);
      // Open once the server has written its first comment: it listens to the bus from then on.
      res.once('data', () => resolve(stream));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i], i);
      }
    }),
  );
  return out;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

interface Change {
  name: string;
  type: string;
  receivers: Role[];
  send: (rep: number) => Promise<Response>;
}
interface Result {
  db: string;
  variant: string;
  change: string;
  receivers: number;
  latencies: number[];
  /** Each measured change's own p95: its median tells a machine-wide stall in a few changes from a slow fan-out in all. */
  changeP95s: number[];
  answers: number[];
  cpu: number[];
  /** This process's CPU per change (ms): reading 1,000 streams costs the bench too, on the same cores. */
  clientCpu: number[];
  /** The machine's 1-minute load average at each measured change: latencies on a shared machine mean little without it. */
  load: number[];
  missed: number;
}

/** One checkout's server, its database and its open streams. */
interface Target {
  label: string;
  root: string;
  base: string;
  server: ChildProcess;
  streams: Stream[];
  changes: Change[];
  /** The profiles already in --profile DIR when it started. */
  profilesBefore: Set<string>;
}

/** Sends one change and waits until every stream that may receive it has read it (or 10 s have passed). */
async function changeOnce(target: Target, change: Change, rep: number, result: Result | null) {
  const receiving = target.streams.filter((s) => change.receivers.includes(s.role));
  for (const s of target.streams) s.reset();
  let timer: NodeJS.Timeout | undefined;
  const allRead = new Promise<void>((done) => {
    awaited = { type: change.type, left: receiving.length, done };
    timer = setTimeout(done, 10_000);
  });
  const cpuBefore = cpuMs(target.server.pid!);
  const clientBefore = process.cpuUsage();
  const sent = now();
  const res = await change.send(rep);
  const answered = now() - sent;
  if (!res.ok) throw new Error(`${change.name} answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
  await allRead;
  clearTimeout(timer);
  awaited = null;
  const cpu = cpuMs(target.server.pid!) - cpuBefore;
  const client = process.cpuUsage(clientBefore);
  if (!result) return;
  result.receivers = receiving.length;
  result.clientCpu.push((client.user + client.system) / 1000);
  result.load.push(loadavg()[0]);
  result.answers.push(answered);
  result.cpu.push(cpu);
  const latencies: number[] = [];
  for (const s of receiving) {
    const at = s.arrived.get(change.type);
    if (at === undefined) result.missed++;
    else latencies.push(at - sent);
  }
  result.latencies.push(...latencies);
  if (latencies.length > 0) result.changeP95s.push(percentile(latencies.sort((a, b) => a - b), 95));
}

async function startTarget(db: string, variant: { root: string; label: string }, port: number, env: Record<string, string>, clientDir: string): Promise<Target> {
  const base = `http://127.0.0.1:${port}`;
  if (await fetch(`${base}/healthz`).then(() => true, () => false)) throw new Error(`port ${port} is already in use; pass --port with a free one`);
  const [first, ...rest] = npmStartArgs(variant.root);
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const profilesBefore = new Set(profileDir && existsSync(profileDir) ? readdirSync(profileDir) : []);
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = spawn(process.execPath, [first, ...profile, ...rest], {
    cwd: variant.root,
    detached: true,
    env: { RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000000', RATE_LIMIT_WRITES_PER_MINUTE: '100000000', ...process.env, ...env, CLIENT_DIST_DIR: clientDir, PORT: String(port), NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const target: Target = { label: variant.label, root: variant.root, base, server, streams: [], changes: [], profilesBefore };
  const exited = new Promise<never>((_, reject) => server.once('exit', (code) => reject(new Error(`the server exited (code ${code}) before answering /healthz`))));
  log(`${db} ${variant.label}: starting the compiled server (build if stale, migrate, seed)…`);
  await Promise.race([waitFor(`${base}/healthz`, 300_000), exited]);

  const writer = await signInAs(base, 'admin@example.org');
  const headers = { cookie: writer.cookie, 'x-xsrf-token': writer.xsrf, accept: 'application/json' };
  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers });
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return (await res.json()) as any;
  };
  const group = (await get('/api/v1/group/all')).groups[0] as { id: number };
  const dayOfGroups = ((await (await fetch(`${base}/graphql`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ groupList { days { dayId } } }' }) })).json()) as any).data.groupList.days[0].dayId as number;
  const schedule = (await get('/api/v1/schedule')).schedule as { id: number };
  const days = (await get(`/api/v1/schedule/${schedule.id}/day/all`)).days as { events: { id: number; staffOnly: boolean }[] }[];
  const event = days.flatMap((d) => d.events).find((e) => !e.staffOnly)!;
  target.changes = [
    {
      name: 'points adjustment (REST)',
      type: 'group-day-points',
      receivers: ['staff', 'intern'],
      send: (rep) => fetch(`${base}/api/v1/group/${group.id}/points/adjust?dayId=${dayOfGroups}&amount=${rep % 2 ? -1 : 1}`, { method: 'POST', headers }),
    },
    {
      name: 'schedule event renamed (REST)',
      type: 'event-details-changed',
      receivers: ['staff', 'intern', 'parent'],
      send: (rep) => fetch(`${base}/api/v1/schedule/event/${event.id}/name?value=${encodeURIComponent(`Opening ${rep}`)}`, { method: 'POST', headers }),
    },
  ];

  log(`${db} ${variant.label}: signing in ${streamCount} sessions and opening their streams…`);
  const holders = Array.from({ length: streamCount }, (_, i) => {
    let at = (i + 0.5) / streamCount;
    return MIX.find((m) => (at -= m.share) < 0) ?? MIX[0];
  });
  const forbidden = (role: Role) => new Set(target.changes.filter((c) => !c.receivers.includes(role)).map((c) => c.type));
  target.streams.push(...(await pool(holders, 8, async ({ email, role }) => openStream(base, (await signInAs(base, email)).cookie, role, forbidden(role)))));
  log(`${db} ${variant.label}: ${target.streams.length} streams open (${MIX.map((m) => `${holders.filter((h) => h.email === m.email).length} ${m.email}`).join(', ')})`);
  return target;
}

async function stopTarget(db: string, target: Target, span: { from: number; to: number } | undefined) {
  for (const s of target.streams) s.response.destroy();
  const { server } = target;
  if (server.pid && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    process.kill(-server.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (server.exitCode === null && server.signalCode === null) process.kill(-server.pid, 'SIGKILL');
  }
  // The server writes its profile as it exits; its name holds its pid (CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile),
  // and the child that prepares the database writes one too.
  const written = profileDir && span ? readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile') && f.split('.')[3] === String(server.pid) && !target.profilesBefore.has(f)) : [];
  if (written.length > 0) {
    const file = join(profileDir!, written[0]);
    console.log(`\n${db} ${target.label}: the server's CPU over the measured changes, ${file}`);
    summarizeProfile(file, join(target.root, 'dist/server/main.mjs'), span!);
  }
}

/** A fresh database of the kind for one server: its environment, and how to remove it. */
async function freshDatabase(db: 'PGlite' | 'PostgreSQL'): Promise<{ env: Record<string, string>; remove: () => Promise<void> }> {
  if (db === 'PGlite') {
    const dir = mkdtempSync(join(tmpdir(), 'vbs-fanout-'));
    return { env: { DATA_DIR: join(dir, 'db') }, remove: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `vbs_bench_fanout_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: values.postgres });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return {
    env: { DATABASE_URL: values.postgres!.replace(/\/[^/?]*(\?|$)/, `/${name}$1`) },
    async remove() {
      const drop = new pg.Client({ connectionString: values.postgres });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await drop.end();
    },
  };
}

async function bench(db: 'PGlite' | 'PostgreSQL'): Promise<Result[]> {
  const clientDir = mkdtempSync(join(tmpdir(), 'vbs-fanout-noclient-'));
  const targets: Target[] = [];
  const databases: { remove: () => Promise<void> }[] = [];
  let span: { from: number; to: number } | undefined;
  try {
    for (const [i, variant] of variants.entries()) {
      const database = await freshDatabase(db);
      databases.push(database);
      targets.push(await startTarget(db, variant, Number(values.port) + i, database.env, clientDir));
    }
    const results: Result[] = [];
    const from = Number(process.hrtime.bigint() / 1000n);
    for (const [c, change] of targets[0].changes.entries()) {
      log(`${db}: ${change.name}, ${warmup} unmeasured then ${reps} measured${targets.length > 1 ? ' on each server, in turns' : ''}…`);
      const byTarget = targets.map((target) => ({ db, variant: target.label, change: change.name, receivers: 0, latencies: [], changeP95s: [], answers: [], cpu: [], clientCpu: [], load: [], missed: 0 }) as Result);
      for (let rep = 0; rep < warmup + reps; rep++) {
        // Each goes first every other time, so neither always follows the other's fan-out.
        const order = rep % 2 ? [...targets.keys()].reverse() : [...targets.keys()];
        for (const t of order) await changeOnce(targets[t], targets[t].changes[c], rep, rep < warmup ? null : byTarget[t]);
      }
      results.push(...byTarget);
    }
    span = { from, to: Number(process.hrtime.bigint() / 1000n) };
    // Each stream reads events in the order they were published: a parent's stream that read the last schedule
    // event has read any points event sent to it before, so what it counted is final.
    for (const target of targets) unexpected.push({ db, variant: target.label, count: target.streams.reduce((n, s) => n + s.unexpected, 0) });
    return results;
  } finally {
    for (const target of targets) await stopTarget(db, target, span);
    for (const database of databases) await database.remove();
    rmSync(clientDir, { recursive: true, force: true });
  }
}

const results: Result[] = [];
const unexpected: { db: string; variant: string; count: number }[] = [];
if (values.only !== 'postgres') results.push(...(await bench('PGlite')));
if (values.only !== 'pglite') results.push(...(await bench('PostgreSQL')));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`\n${streamCount} open /api/v1/updates streams, ${reps} changes of each kind measured after ${warmup} unmeasured; ms from just before the write is sent to each receiving stream having read the event\n`);
console.log('| database | server | change | receiving streams | p50 ms | p95 ms | p99 ms | max ms | p95 of one change (median ms) | write answered (median ms) | server CPU per change (median ms) | bench CPU per change (median ms) | load average | missed |');
console.log('|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
for (const r of results) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const f = (p: number) => percentile(sorted, p).toFixed(0);
  const load = `${Math.min(...r.load).toFixed(0)}-${Math.max(...r.load).toFixed(0)}`;
  console.log(`| ${r.db} | ${r.variant} | ${r.change} | ${r.receivers} | ${f(50)} | ${f(95)} | ${f(99)} | ${sorted.at(-1)!.toFixed(0)} | ${median(r.changeP95s).toFixed(0)} | ${median(r.answers).toFixed(0)} | ${median(r.cpu)} | ${median(r.clientCpu).toFixed(0)} | ${load} | ${r.missed} |`);
}
for (const { db, variant, count } of unexpected) console.log(`\n${db} ${variant}: events read by a stream whose viewer may not receive them: ${count}`);
