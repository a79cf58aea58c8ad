// Points adjustments under load: 50 concurrent clients (staff phones) POSTing the adjustGroupPoints
// mutation, and the REST call, against a real server process, on PGlite and on PostgreSQL. Prints
// mutations per second and latency; checks afterwards that the stored total equals the sum of all
// successful adjustments (nothing lost; a few more applied than answered were in flight at the cut-off).
// Asserts nothing. Needs PostgreSQL at --postgres for the second half.
// Usage: npx tsx bench/points.ts [-- --seconds 8 --connections 50 --postgres postgres://postgres@127.0.0.1:5432/postgres]
import autocannon from 'autocannon';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signInAs, startServer } from './server.ts';

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const seconds = Number(argOf('seconds') ?? 8);
const connections = Number(argOf('connections') ?? 50);
const postgresAdmin = argOf('postgres') ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon({ ...opts, connections, duration: seconds }, (err, result) => (err ? reject(err) : resolve(result))));
}

interface Row {
  db: string;
  door: string;
  result: autocannon.Result;
  /** Adjustments answered 200 and adjustments the stored total shows (more when some were still in flight at the cut-off). */
  acknowledged: number;
  applied: number;
}

async function benchServer(db: string, env: Record<string, string>, port: number): Promise<Row[]> {
  // A client build from elsewhere (CLIENT_DIST_DIR) spares the server building one first.
  const server = await startServer(port, env);
  try {
    const base = `http://127.0.0.1:${port}`;
    const { cookie, xsrf } = await signInAs(base, 'staff@example.org');
    const headers = { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json', accept: 'application/json' };
    const gql = async (query: string, variables: object = {}) =>
      (await (await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) })).json()) as { data: any };
    const list = (await gql('{ groupList { days { dayId } groups { id databaseId groupType totalPoints } } }')).data.groupList;
    const group = list.groups.find((g: { groupType: string }) => g.groupType === 'PERMANENT');
    const dayId = list.days.at(-1).dayId;
    // Requests still in flight when autocannon stops are applied but never counted; let them land first.
    const settle = () => new Promise((r) => setTimeout(r, 1500));
    const totalOf = async () => (await gql('query($id: ID!) { node(id: $id) { ... on Group { totalPoints } } }', { id: group.id })).data.node.totalPoints as number;

    const rows: Row[] = [];
    const before = await totalOf();
    const graphql = await run({
      url: `${base}/graphql`,
      method: 'POST',
      headers,
      body: JSON.stringify({ query: 'mutation($input: GroupPointsInput!) { adjustGroupPoints(input: $input) { amount } }', variables: { input: { groupId: group.id, dayId, amount: 1 } } }),
    });
    await settle();
    const afterGraphql = await totalOf();
    rows.push({ db, door: 'GraphQL adjustGroupPoints', result: graphql, acknowledged: graphql['2xx'], applied: afterGraphql - before });
    const rest = await run({ url: `${base}/api/v1/group/${group.databaseId}/points/adjust?dayId=${dayId}&amount=-1`, method: 'POST', headers });
    await settle();
    const afterRest = await totalOf();
    rows.push({ db, door: 'REST POST …/points/adjust', result: rest, acknowledged: rest['2xx'], applied: afterGraphql - afterRest });
    return rows;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 800));
  }
}

const rows: Row[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'vbs-bench-points-'));
const pgName = `vbs_bench_${randomBytes(4).toString('hex')}`;
try {
  rows.push(...(await benchServer('PGlite', { DATA_DIR: dataDir }, 3211)));
  const admin = new pg.Client({ connectionString: postgresAdmin });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${pgName}"`);
  await admin.end();
  try {
    rows.push(...(await benchServer('PostgreSQL', { DATABASE_URL: postgresAdmin.replace(/\/[^/?]*(\?|$)/, `/${pgName}$1`) }, 3212)));
  } finally {
    const drop = new pg.Client({ connectionString: postgresAdmin });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS "${pgName}" WITH (FORCE)`);
    await drop.end();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\npoints adjustments, ${connections} concurrent clients, ${seconds} s each\n`);
console.log('database'.padEnd(11), 'door'.padEnd(28), 'req/s'.padStart(7), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'non-2xx'.padStart(8), 'answered'.padStart(9), 'applied'.padStart(8));
for (const { db, door, result, acknowledged, applied } of rows) {
  console.log(
    db.padEnd(11),
    door.padEnd(28),
    result.requests.average.toFixed(0).padStart(7),
    String(result.latency.p50).padStart(7),
    String(result.latency.p99).padStart(7),
    String(result.non2xx).padStart(8),
    String(acknowledged).padStart(9),
    String(applied).padStart(8),
  );
}
