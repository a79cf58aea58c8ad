// One change fanned out to many open /api/v1/updates streams on one instance: the real server as `npm start`
// runs it (the compiled bundle, its own process), on PGlite and on PostgreSQL at 127.0.0.1:5432 (a fresh
// database). It signs in one session per stream (a mix of staff with every permission, staff with none,
// parents and interns, through the demo sign-in), opens the streams, then makes one change at a time through
// the REST door and times, per stream that may receive it, from just before the write is sent to the moment
// that stream has read the event. Two changes: a points adjustment (staff and interns receive it, parents
// must not) and a schedule event's rename (everyone receives it). Prints p50/p95/p99/max over the measured
// repetitions, how long the write took to answer, the server's CPU per change, and any event that reached a
// stream it must not reach. Asserts nothing.
// Usage: npm run bench:fanout [-- --streams 1000 --reps 10 --warmup 3 --only pglite|postgres
//        --postgres postgres://postgres@127.0.0.1:5432/postgres --port 4160 --root <another checkout to measure>
//        --profile DIR: the server runs with --cpu-prof, and where its CPU went over the measured changes is printed]
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
    profile: { type: 'string' },
  },
});
const streamCount = Number(values.streams);
const reps = Number(values.reps);
const warmup = Number(values.warmup);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
/** The checkout whose server is measured (another one, e.g. the commit before a change, for a before/after on one machine). */
const root = resolve(values.root!);
/** --profile DIR: the server runs with --cpu-prof and writes its profile there; window-<db>.json holds the measured span (µs, monotonic clock). */
const profileDir = values.profile ? resolve(values.profile) : undefined;

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

/** One open stream: the arrival time of each event type it has read since `expect` was last called. */
class Stream {
  arrived = new Map<string, number>();
  unexpected = 0;
  private buffer = '';
  constructor(
    readonly role: Role,
    readonly response: IncomingMessage,
    /** Event types this stream must never read. */
    private readonly forbidden: ReadonlySet<string>,
  ) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      const at = now();
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf('\n\n')) >= 0) {
        const frame = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        const type = /^event: (.*)$/m.exec(frame)?.[1];
        if (!type) continue; // a comment (connected, keepalive)
        if (this.forbidden.has(type)) this.unexpected++;
        else if (!this.arrived.has(type)) {
          this.arrived.set(type, at);
          if (awaited?.type === type && --awaited.left === 0) awaited.done();
        }
      }
    });
  }
  reset() {
    this.arrived.clear();
  }
}

function openStream(cookie: string, role: Role, forbidden: ReadonlySet<string>): Promise<Stream> {
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
  change: string;
  receivers: number;
  latencies: number[];
  answers: number[];
  cpu: number[];
  /** This process's CPU per change (ms): reading 1,000 streams costs the bench too, on the same cores. */
  clientCpu: number[];
  /** The machine's 1-minute load average at each measured change: latencies on a shared machine mean little without it. */
  load: number[];
  missed: number;
}

async function measure(db: string, pid: number, streams: Stream[], change: Change): Promise<Result> {
  const result: Result = { db, change: change.name, receivers: 0, latencies: [], answers: [], cpu: [], clientCpu: [], load: [], missed: 0 };
  const receiving = streams.filter((s) => change.receivers.includes(s.role));
  result.receivers = receiving.length;
  for (let rep = 0; rep < warmup + reps; rep++) {
    for (const s of streams) s.reset();
    let timer: NodeJS.Timeout | undefined;
    const allRead = new Promise<void>((done) => {
      awaited = { type: change.type, left: receiving.length, done };
      // Or 10 s have passed: what has not arrived by then counts as missed.
      timer = setTimeout(done, 10_000);
    });
    const cpuBefore = cpuMs(pid);
    const clientBefore = process.cpuUsage();
    const sent = now();
    const res = await change.send(rep);
    const answered = now() - sent;
    if (!res.ok) throw new Error(`${change.name} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    await allRead;
    clearTimeout(timer);
    awaited = null;
    const cpu = cpuMs(pid) - cpuBefore;
    const client = process.cpuUsage(clientBefore);
    if (rep < warmup) continue;
    result.clientCpu.push((client.user + client.system) / 1000);
    result.load.push(loadavg()[0]);
    result.answers.push(answered);
    result.cpu.push(cpu);
    for (const s of receiving) {
      const at = s.arrived.get(change.type);
      if (at === undefined) result.missed++;
      else result.latencies.push(at - sent);
    }
  }
  return result;
}

async function benchServer(db: string, env: Record<string, string>): Promise<Result[]> {
  const clientDir = mkdtempSync(join(tmpdir(), 'vbs-fanout-noclient-'));
  let server: ChildProcess | undefined;
  const streams: Stream[] = [];
  /** The measured span (µs, monotonic clock, the profile's clock too). */
  let span: { from: number; to: number } | undefined;
  const profilesBefore = new Set(profileDir && existsSync(profileDir) ? readdirSync(profileDir) : []);
  try {
    if (await fetch(`${base}/healthz`).then(() => true, () => false)) throw new Error(`port ${port} is already in use; pass --port with a free one`);
    const [first, ...rest] = npmStartArgs(root);
    const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    if (profileDir) mkdirSync(profileDir, { recursive: true });
    server = spawn(process.execPath, [first, ...profile, ...rest], {
      cwd: root,
      detached: true,
      env: { RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000000', RATE_LIMIT_WRITES_PER_MINUTE: '100000000', ...process.env, ...env, CLIENT_DIST_DIR: clientDir, PORT: String(port), NODE_ENV: 'development' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<never>((_, reject) => server!.once('exit', (code) => reject(new Error(`the server exited (code ${code}) before answering /healthz`))));
    log(`${db}: starting the compiled server (build if stale, migrate, seed)…`);
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

    const changes: Change[] = [
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
    log(`${db}: signing in ${streamCount} sessions and opening their streams…`);
    const holders = Array.from({ length: streamCount }, (_, i) => {
      let at = (i + 0.5) / streamCount;
      return MIX.find((m) => (at -= m.share) < 0) ?? MIX[0];
    });
    const opened = await pool(holders, 8, async ({ email, role }) => openStream((await signInAs(base, email)).cookie, role, new Set(changes.filter((c) => !c.receivers.includes(role)).map((c) => c.type))));
    streams.push(...opened);
    log(`${db}: ${streams.length} streams open (${MIX.map((m) => `${holders.filter((h) => h.email === m.email).length} ${m.email}`).join(', ')})`);

    const results: Result[] = [];
    const from = Number(process.hrtime.bigint() / 1000n);
    for (const change of changes) {
      log(`${db}: ${change.name}, ${warmup} unmeasured then ${reps} measured…`);
      results.push(await measure(db, server.pid!, streams, change));
    }
    span = { from, to: Number(process.hrtime.bigint() / 1000n) };
    if (profileDir) writeFileSync(join(profileDir, `window-${db}.json`), JSON.stringify(span));
    // Each stream reads events in the order they were published: a parent's stream that read the last schedule
    // event has read any points event sent to it before, so what it counted is final.
    unexpected.push({ db, count: streams.reduce((n, s) => n + s.unexpected, 0) });
    return results;
  } finally {
    for (const s of streams) s.response.destroy();
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (server.exitCode === null && server.signalCode === null) process.kill(-server.pid, 'SIGKILL');
    }
    // The server writes its profile as it exits.
    // Its name holds its pid (CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile); the child that prepares the database writes one too.
    const written = profileDir && span && server?.pid ? readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile') && f.split('.')[3] === String(server!.pid) && !profilesBefore.has(f)) : [];
    if (written.length > 0) {
      const file = join(profileDir!, written[0]);
      console.log(`\n${db}: the server's CPU over the measured changes, ${file}`);
      summarizeProfile(file, join(root, 'dist/server/main.mjs'), span!);
    }
    rmSync(clientDir, { recursive: true, force: true });
  }
}

const results: Result[] = [];
const unexpected: { db: string; count: number }[] = [];
if (values.only !== 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), 'vbs-fanout-'));
  try {
    results.push(...(await benchServer('PGlite', { DATA_DIR: join(dir, 'db') })));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (values.only !== 'pglite') {
  const name = `vbs_bench_fanout_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: values.postgres });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  try {
    results.push(...(await benchServer('PostgreSQL', { DATABASE_URL: values.postgres!.replace(/\/[^/?]*(\?|$)/, `/${name}$1`) })));
  } finally {
    const drop = new pg.Client({ connectionString: values.postgres });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await drop.end();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`\n${streamCount} open /api/v1/updates streams, ${reps} changes of each kind measured after ${warmup} unmeasured; ms from just before the write is sent to each receiving stream having read the event\n`);
console.log('| database | change | receiving streams | p50 ms | p95 ms | p99 ms | max ms | write answered (median ms) | server CPU per change (median ms) | bench CPU per change (median ms) | load average | missed |');
console.log('|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
for (const r of results) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const f = (p: number) => percentile(sorted, p).toFixed(0);
  console.log(`| ${r.db} | ${r.change} | ${r.receivers} | ${f(50)} | ${f(95)} | ${f(99)} | ${sorted.at(-1)!.toFixed(0)} | ${median(r.answers).toFixed(0)} | ${median(r.cpu)} | ${median(r.clientCpu).toFixed(0)} | ${Math.min(...r.load).toFixed(0)}-${Math.max(...r.load).toFixed(0)} | ${r.missed} |`);
}
for (const { db, count } of unexpected) console.log(`\n${db}: events read by a stream whose viewer may not receive them: ${count}`);
