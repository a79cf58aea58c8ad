// Check-ins under load on PostgreSQL: 50 concurrent clients (check-in stations) each checking in a child
// not yet in, through REST (PUT /api/v1/child/{id}/checkin) and GraphQL (checkInChildren), against a
// real server process (the compiled bundle npm start runs); beside them, a ceiling: raw pg + node:http
// running the server's own check-in statement per request in the same run. Prints check-ins per second and p50/p99; asserts nothing.
// Usage: npm run bench:checkin [-- --seconds 6 --connections 50 --postgres postgres://postgres@127.0.0.1:5432/postgres
//          --port 4111 --server-env NAME=VALUE ... --profile DIR]
// --server-env passes settings to the server it starts (e.g. a high per-account write rate limit, so the
// bench measures check-ins rather than the limiter); it may be repeated.
import autocannon from 'autocannon';
import pg from 'pg';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { npmStartArgs, signInAs, waitFor } from './server.ts';
import { checkInSql } from '../server/src/domains/attendance/check-in-statement.ts';
import { newPickupCode } from '../shared/codes.ts';
import { kioskRun, KIOSKS, type KioskRunResult } from './kiosk-run.ts';

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const seconds = Number(argOf('seconds') ?? 6);
const connections = Number(argOf('connections') ?? 50);
const port = Number(argOf('port') ?? 4111);
const postgresAdmin = argOf('postgres') ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** --profile DIR: the server runs with --cpu-prof and writes its profile there when it stops. */
const profileDir = argOf('profile');
const serverEnv = Object.fromEntries(
  process.argv.flatMap((a, i) => (a === '--server-env' && process.argv[i + 1]?.includes('=') ? [process.argv[i + 1].split(/=(.*)/s).slice(0, 2)] : [])),
);
const WARM_SECONDS = 2;

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
/** Every phase has a limit, so a stuck step says which it is and ends the run instead of waiting silently. */
async function phase<T>(name: string, limitMs: number, work: () => Promise<T>): Promise<T> {
  log(`${name}…`);
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work(),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${name} took more than ${limitMs / 1000} s`)), limitMs))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function run(opts: autocannon.Options, duration = seconds): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon({ ...opts, connections, duration, timeout: 10 }, (err, result) => (err ? reject(err) : resolve(result))));
}

/**
 * A short unmeasured run first, so each door is measured warm (code compiled, pools open), not cold; then
 * the measured run, and how many records it added (the check that every 2xx was a real check-in).
 */
async function measure(door: string, opts: autocannon.Options, count: () => Promise<number>): Promise<{ result: autocannon.Result; recorded: number }> {
  const limit = (seconds + WARM_SECONDS + 30) * 1000;
  return phase(door, limit, async () => {
    await run(opts, WARM_SECONDS);
    await new Promise((r) => setTimeout(r, 500));
    const before = await count();
    log(`  ${door}: warm; measuring ${seconds} s…`);
    const result = await run(opts);
    await new Promise((r) => setTimeout(r, 1500));
    const recorded = (await count()) - before;
    log(`  ${door}: ${result.requests.average.toFixed(0)}/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
    return { result, recorded };
  });
}

/** Each request names the next child of a range, so every request is a real new check-in. */
function nextChildOf(first: number) {
  let next = first;
  return () => next++;
}

interface Row { door: string; result: autocannon.Result; recorded: number }

/** The compiled server `npm start` runs, in its own process group (it may start a database-preparing child). */
async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  if (await fetch(`http://127.0.0.1:${port}/healthz`).then(() => true, () => false)) throw new Error(`port ${port} is already in use; pass --port with a free one`);
  const [first, ...rest] = npmStartArgs();
  const profile = profileDir ? [`--cpu-prof`, `--cpu-prof-dir=${resolve(profileDir)}`] : [];
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const child = spawn(process.execPath, [first, ...profile, ...rest], {
    detached: true,
    env: { RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000000', RATE_LIMIT_WRITES_PER_MINUTE: '100000000', ...process.env, ...env, PORT: String(port), NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A first start builds the bundle when stale, creates, migrates and seeds the database.
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the server exited (code ${code}) before answering /healthz`))));
  await Promise.race([waitFor(`http://127.0.0.1:${port}/healthz`, 300_000), exited]);
  return child;
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
}

const pgName = `vbs_bench_checkin_${randomBytes(4).toString('hex')}`;
const databaseUrl = postgresAdmin.replace(/\/[^/?]*(\?|$)/, `/${pgName}$1`);
await phase(`creating database ${pgName}`, 60_000, async () => {
  const admin = new pg.Client({ connectionString: postgresAdmin });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${pgName}"`);
  await admin.end();
});

const rows: Row[] = [];
let kiosks: KioskRunResult | undefined;
let server: ChildProcess | undefined;
// Stopped by hand (Ctrl-C, timeout): stop the server's process group and drop the database before leaving.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the server and dropping ${pgName}…`);
    if (server?.pid) process.kill(-server.pid, 'SIGKILL');
    const drop = new pg.Client({ connectionString: postgresAdmin });
    db.on('error', () => {}); // its connections end with the database
    drop.connect().then(() => drop.query(`DROP DATABASE IF EXISTS "${pgName}" WITH (FORCE)`)).finally(() => process.exit(130));
  });
}
// The ceiling's pool is the size of the server's (server/src/db/database.ts) with the same settings.
const db = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c jit=off' });
try {
  server = await phase('starting the compiled server (build if stale, migrate, seed)', 320_000, () => startServer({ DATABASE_URL: databaseUrl, ...serverEnv }));
  const { rows: [{ id: scheduleId }] } = await db.query<{ id: number }>(`SELECT id FROM "Schedule" ORDER BY year DESC LIMIT 1`);
  const { rows: [staff] } = await db.query<{ staffId: number; accountId: number }>(`SELECT id AS "staffId", "accountId" FROM "Staff" WHERE email = 'staff@example.org'`);
  /** `n` new children in one statement; the first id (ids of one INSERT … SELECT are consecutive here). */
  const made = (n: number) =>
    phase(`making ${n} children`, 60_000, async () => {
      const { rows: [{ first, last }] } = await db.query<{ first: number; last: number }>(
        `WITH c AS (INSERT INTO "Child" ("firstName", "lastName", "gradeEntering", "updatedAt") SELECT 'Bench', 'Child' || g, g % 13, now() FROM generate_series(1, $1::int) g RETURNING id)
         SELECT min(id) AS first, max(id) AS last FROM c`,
        [n],
      );
      if (last - first + 1 !== n) throw new Error(`children ids are not consecutive (${first}…${last} for ${n})`);
      return first;
    });
  const countIn = (from: number) => async () =>
    Number((await db.query(`SELECT count(*) FROM "AttendanceRecord" WHERE "childId" >= $1 AND "childId" < $1 + 1000000`, [from])).rows[0].count);

  // The ceiling first: no framework, no session, no checks in JavaScript; per request the very statement the
  // server runs for a check-in (check-in-statement.ts: the schedule, the latest record, the program-day
  // rule, the INSERT and the audit row) on a pool like the server's. Its rate sizes the others' children.
  const ceilingChildren = 3_000 * (seconds + WARM_SECONDS);
  const rawFirst = await made(ceilingChildren);
  const rawChild = nextChildOf(rawFirst);
  const raw = createServer((req, res) => {
    req.resume();
    const childId = Number(req.url!.split('/')[2]);
    const sql = checkInSql(staff, { actorAccountId: staff.accountId, door: 'rest' }, { childId, scheduleId, at: new Date(), pickupCode: newPickupCode(), key: null, digest: '' });
    db.query(sql.text, sql.values).then(
      ({ rows: out }) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ record: out.find((r) => r.outcome === 'created') ?? null })),
      (error: Error) => res.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((r) => raw.listen(port + 1, '127.0.0.1', r));
  const ceiling = await measure('ceiling', { url: `http://127.0.0.1:${port + 1}`, requests: [{ method: 'PUT', setupRequest: (req) => ({ ...req, path: `/child/${rawChild()}/checkin` }) }] }, countIn(rawFirst));
  await new Promise((r) => raw.close(r));
  const ceilingRow = { door: 'ceiling: same SQL, pg+node:http', ...ceiling };

  // Enough children for the doors at the ceiling's rate, with headroom (a door never outruns its ceiling).
  const perDoor = Math.ceil(Math.max(ceiling.result.requests.average, 200) * (seconds + WARM_SECONDS) * 1.5) + 1_000;
  const restFirst = await made(perDoor);
  const gqlFirst = await made(perDoor);

  const base = `http://127.0.0.1:${port}`;
  const { cookie, xsrf } = await phase('signing in as staff@example.org', 30_000, () => signInAs(base, 'staff@example.org'));
  const headers = { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json', accept: 'application/json' };

  const restChild = nextChildOf(restFirst);
  const rest = await measure('REST', {
    url: base,
    headers,
    requests: [{ method: 'PUT', setupRequest: (req) => ({ ...req, path: `/api/v1/child/${restChild()}/checkin?scheduleId=${scheduleId}` }) }],
  }, countIn(restFirst));
  rows.push({ door: 'REST PUT …/checkin', ...rest });

  const gqlChild = nextChildOf(gqlFirst);
  const query = 'mutation($input: CheckInChildrenInput!) { checkInChildren(input: $input) { created record { databaseId pickupCode } } }';
  const graphql = await measure('GraphQL', {
    url: `${base}/graphql`,
    headers,
    requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, body: JSON.stringify({ query, variables: { input: { childIds: [gqlChild()], scheduleId } } }) }) }],
  }, countIn(gqlFirst));
  rows.push({ door: 'GraphQL checkInChildren', ...graphql });
  kiosks = await phase(`${KIOSKS} kiosks checking families of three in`, (seconds + 120) * 1000, () => kioskRun(base, db, seconds));
  rows.push(ceilingRow);
} finally {
  if (server) await phase('stopping the server', 30_000, () => stopServer(server!));
  await db.end();
  await phase('dropping the database', 60_000, async () => {
    const drop = new pg.Client({ connectionString: postgresAdmin });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS "${pgName}" WITH (FORCE)`);
    await drop.end();
  });
}

const ceilingRate = rows.at(-1)!.result.requests.average;
console.log(`\ncheck-ins of distinct children on PostgreSQL, ${connections} concurrent clients, ${seconds} s each${Object.keys(serverEnv).length ? ` (server env: ${Object.keys(serverEnv).join(', ')})` : ''}\n`);
console.log('door'.padEnd(30), 'req/s'.padStart(7), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'non-2xx'.padStart(8), 'errors'.padStart(7), 'recorded'.padStart(9), 'of ceiling'.padStart(11));
for (const { door, result, recorded } of rows) {
  console.log(
    door.padEnd(30),
    result.requests.average.toFixed(0).padStart(7),
    String(result.latency.p50).padStart(7),
    String(result.latency.p99).padStart(7),
    String(result.non2xx).padStart(8),
    String(result.errors + result.timeouts).padStart(7),
    String(recorded).padStart(9),
    (result.requests.average / ceilingRate).toFixed(2).padStart(11),
  );
}
if (kiosks) {
  console.log(
    `\nself check-in kiosks: ${kiosks.kiosks} kiosks, each looking a family of three up by its family code and checking it in (labels as ZPL to a TCP printer), ${seconds} s`,
  );
  console.log(
    `  ${kiosks.familiesPerMinute} families/min (${kiosks.families} families), per family p50 ${kiosks.p50} ms, p99 ${kiosks.p99} ms; failures ${kiosks.failures}; print jobs ${kiosks.printed}; records ${kiosks.recorded} (3 per family)`,
  );
}
