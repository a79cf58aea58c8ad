// Check-ins under load on PostgreSQL: 50 concurrent clients (check-in stations) each checking in a child
// not yet in, through REST (PUT /api/v1/child/{id}/checkin) and GraphQL (checkInChildren), against a
// real server process; beside them, a ceiling: raw pg + node:http doing the same INSERT per request in
// the same run. Prints check-ins per second and p50/p99; asserts nothing.
// Usage: npm run bench:checkin [-- --seconds 6 --connections 50 --postgres postgres://postgres@127.0.0.1:5432/postgres
//          --port 4111 --server-env NAME=VALUE ...]
// --server-env passes settings to the server it starts (e.g. a high per-account write rate limit, so the
// bench measures check-ins rather than the limiter); it may be repeated.
import autocannon from 'autocannon';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { signInAs, startServer } from './server.ts';

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const seconds = Number(argOf('seconds') ?? 6);
const connections = Number(argOf('connections') ?? 50);
const port = Number(argOf('port') ?? 4111);
const postgresAdmin = argOf('postgres') ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const serverEnv = Object.fromEntries(
  process.argv.flatMap((a, i) => (a === '--server-env' && process.argv[i + 1]?.includes('=') ? [process.argv[i + 1].split(/=(.*)/s).slice(0, 2)] : [])),
);
/** Children made per door: more than any run can check in. */
const CHILDREN_PER_DOOR = 40_000;

function run(opts: autocannon.Options, duration = seconds): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon({ ...opts, connections, duration }, (err, result) => (err ? reject(err) : resolve(result))));
}

/**
 * A short unmeasured run first, so each door is measured warm (code compiled, pools open), not cold; then
 * the measured run, and how many records it added (the check that every 2xx was a real check-in).
 */
async function measure(opts: autocannon.Options, count: () => Promise<number>): Promise<{ result: autocannon.Result; recorded: number }> {
  await run(opts, 2);
  await new Promise((r) => setTimeout(r, 500));
  const before = await count();
  const result = await run(opts);
  await new Promise((r) => setTimeout(r, 1500));
  return { result, recorded: (await count()) - before };
}

/** Each request names the next child of a range, so every request is a real new check-in. */
function nextChildOf(first: number) {
  let next = first;
  return () => next++;
}

interface Row { door: string; result: autocannon.Result; recorded: number }

const pgName = `vbs_bench_checkin_${randomBytes(4).toString('hex')}`;
const databaseUrl = postgresAdmin.replace(/\/[^/?]*(\?|$)/, `/${pgName}$1`);
const admin = new pg.Client({ connectionString: postgresAdmin });
await admin.connect();
await admin.query(`CREATE DATABASE "${pgName}"`);
await admin.end();

const rows: Row[] = [];
const server = await startServer(port, { DATABASE_URL: databaseUrl, ...serverEnv });
const db = new pg.Pool({ connectionString: databaseUrl, max: 10 });
try {
  const { rows: [{ id: scheduleId }] } = await db.query<{ id: number }>(`SELECT id FROM "Schedule" ORDER BY year DESC LIMIT 1`);
  const made = async () => {
    const { rows: ids } = await db.query<{ id: number }>(
      `INSERT INTO "Child" ("firstName", "lastName", "gradeEntering", "updatedAt") SELECT 'Bench', 'Child' || g, g % 13, now() FROM generate_series(1, $1) g RETURNING id`,
      [CHILDREN_PER_DOOR],
    );
    return ids.map((r) => r.id).sort((a, b) => a - b)[0];
  };
  const countIn = async (from: number) =>
    Number((await db.query(`SELECT count(*) FROM "AttendanceRecord" WHERE "childId" BETWEEN $1 AND $2`, [from, from + CHILDREN_PER_DOOR - 1])).rows[0].count);

  const base = `http://127.0.0.1:${port}`;
  const { cookie, xsrf } = await signInAs(base, 'staff@example.org');
  const headers = { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json', accept: 'application/json' };

  const restFirst = await made();
  const restChild = nextChildOf(restFirst);
  const rest = await measure({
    url: base,
    headers,
    requests: [{ method: 'PUT', setupRequest: (req) => ({ ...req, path: `/api/v1/child/${restChild()}/checkin?scheduleId=${scheduleId}` }) }],
  }, () => countIn(restFirst));
  rows.push({ door: 'REST PUT …/checkin', ...rest });

  const gqlFirst = await made();
  const gqlChild = nextChildOf(gqlFirst);
  const query = 'mutation($input: CheckInChildrenInput!) { checkInChildren(input: $input) { created record { databaseId pickupCode } } }';
  const graphql = await measure({
    url: `${base}/graphql`,
    headers,
    requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, body: JSON.stringify({ query, variables: { input: { childIds: [gqlChild()], scheduleId } } }) }) }],
  }, () => countIn(gqlFirst));
  rows.push({ door: 'GraphQL checkInChildren', ...graphql });

  // The ceiling: no framework, no session, no checks; one INSERT per request on a pool like the server's.
  const rawFirst = await made();
  const rawChild = nextChildOf(rawFirst);
  const raw = createServer(async (req, res) => {
    req.resume();
    const id = Number(req.url!.split('/')[2]);
    const { rows: [record] } = await db.query(
      `INSERT INTO "AttendanceRecord" ("childId", "scheduleId", "kind", "seq", "pickupCode") VALUES ($1, $2, 'CHECK_IN', 0, 'RAW1') RETURNING id, "recordedAt"`,
      [id, scheduleId],
    );
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ record }));
  });
  await new Promise<void>((r) => raw.listen(port + 1, '127.0.0.1', r));
  const ceiling = await measure({ url: `http://127.0.0.1:${port + 1}`, requests: [{ method: 'PUT', setupRequest: (req) => ({ ...req, path: `/child/${rawChild()}/checkin` }) }] }, () => countIn(rawFirst));
  await new Promise((r) => raw.close(r));
  rows.push({ door: 'ceiling: raw pg + node:http', ...ceiling });
} finally {
  server.kill('SIGTERM');
  await db.end();
  await new Promise((r) => setTimeout(r, 800));
  const drop = new pg.Client({ connectionString: postgresAdmin });
  await drop.connect();
  await drop.query(`DROP DATABASE IF EXISTS "${pgName}" WITH (FORCE)`);
  await drop.end();
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
