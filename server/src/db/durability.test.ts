// Reliability: a server killed with SIGKILL mid-traffic loses no acknowledged write and
// half-writes nothing — on PostgreSQL (npm run test:postgres) and on PGlite (npm run test:unit), whose data
// directory is written through to the operating system by every commit (docs/operations.md: what a crash loses). A real server process on a fresh database takes point adjustments and
// group renames from 50 clients; it is killed; after a restart every acknowledged adjustment is counted
// exactly once (unacknowledged ones at most once) and every group's name is one a client sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Agent, get } from 'node:http';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createMigratedPostgresDatabase, dropPostgresDatabase, testDatabaseKind } from '../../test/database.ts';
import { freePort, spawnServer } from '../../test/server-process.ts';
import { signInAs, waitFor } from '../../../bench/server.ts';

// A free port, kept for the restart (a fixed one collided with other runs on the same machine).
const PORT = await freePort();
const BASE = `http://127.0.0.1:${PORT}`;
const name = `vbs_durability_${randomBytes(4).toString('hex')}`;
const clientDir = mkdtempSync(join(tmpdir(), 'vbs-durability-client-'));
const kind = testDatabaseKind();
const dataDir = mkdtempSync(join(tmpdir(), 'vbs-durability-data-'));
let databaseEnv: Record<string, string> = { DATA_DIR: dataDir };

function start(): ChildProcess {
  return spawnServer({ PORT: String(PORT), ...databaseEnv, NODE_ENV: 'development', CLIENT_DIST_DIR: clientDir, RATE_LIMIT_WRITES_PER_MINUTE: '1000000', RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000' });
}

/** Acknowledged writes of each kind before the kill. */
const ENOUGH_WRITES = 200;

let server: ChildProcess;
beforeAll(async () => {
  if (kind === 'postgres') databaseEnv = { DATABASE_URL: await createMigratedPostgresDatabase(name) };
  server = start();
  await waitFor(`${BASE}/healthz`, 180_000);
}, 200_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  if (kind === 'postgres') {
    await dropPostgresDatabase(name);
  }
  rmSync(clientDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  // A client that sends on a connection the server is closing gets a reset for a request never read (a browser
  // test's ECONNRESET on CI); behind a load balancer that is a 502. The server keeps idle connections longer
  // than a load balancer's usual 60 s, and says so in each response.
  it('keeps an idle keep-alive connection open for 65 s and says so', async () => {
    const keepAlive = await new Promise<string | string[] | undefined>((resolve, reject) => {
      const agent = new Agent({ keepAlive: true });
      get(`${BASE}/healthz`, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          agent.destroy();
          resolve(res.headers['keep-alive']);
        });
      }).on('error', reject);
    });
    expect(keepAlive).toBe('timeout=65');
  });
});

describe(`SIGKILL during writes (${kind})`, () => {
  it('keeps every acknowledged write exactly once and nothing half-written', async () => {
    const who = await signInAs(BASE, 'admin@example.org');
    const headers = { cookie: who.cookie, 'x-xsrf-token': who.xsrf, accept: 'application/json' };
    // Read through the server (PGlite's data directory belongs to the server process while it runs).
    type RestGroup = { id: number; name: string; groupType: string; pointsRecords: { dayId: number; amount: number }[] };
    const groupsNow = async () => ((await (await fetch(`${BASE}/api/v1/group/all`, { headers })).json()) as { groups: RestGroup[] }).groups;
    const days = (await (await fetch(`${BASE}/graphql`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ groupList { days { dayId } } }' }) })).json()) as { data: { groupList: { days: { dayId: number }[] } } };
    const dayId = days.data.groupList.days[0].dayId;
    const initial = await groupsNow();
    const groupId = initial.find((g) => g.groupType === 'PERMANENT')!.id;
    const pointsNow = async () => (await groupsNow()).find((g) => g.id === groupId)!.pointsRecords.find((p) => p.dayId === dayId)?.amount ?? 0;
    const before = await pointsNow();
    const renameTargets = initial.filter((g) => g.id !== groupId).map((g) => g.id);

    let acknowledged = 0;
    let renamed = 0;
    let sent = 0;
    const namesSent = new Map<number, Set<string>>();
    const originalNames = new Map(initial.map((g) => [g.id, g.name]));
    let killed = false;
    const client = async (i: number) => {
      for (let n = 0; !killed; n++) {
        try {
          if (i % 2 === 0) {
            sent++;
            const res = await fetch(`${BASE}/api/v1/group/${groupId}/points/adjust?dayId=${dayId}&amount=1`, { method: 'POST', headers });
            if (res.ok) acknowledged++;
          } else {
            const target = renameTargets[i % renameTargets.length];
            const value = `Renamed ${i}-${n}`;
            if (!namesSent.has(target)) namesSent.set(target, new Set());
            namesSent.get(target)!.add(value);
            if ((await fetch(`${BASE}/api/v1/group/${target}/name?value=${encodeURIComponent(value)}`, { method: 'PUT', headers })).ok) renamed++;
          }
        } catch {
          return; // the server is gone
        }
      }
    };
    const clients = Array.from({ length: 50 }, (_, i) => client(i));
    // The load runs until a good many writes of both kinds were acknowledged, however slow the machine; the
    // clients keep writing, so the kill still lands among writes in flight.
    const deadline = Date.now() + 120_000;
    while (acknowledged < ENOUGH_WRITES || renamed < ENOUGH_WRITES) {
      if (Date.now() > deadline) throw new Error(`only ${acknowledged} adjustments and ${renamed} renames acknowledged`);
      await new Promise((r) => setTimeout(r, 20));
    }
    killed = true;
    server.kill('SIGKILL');
    await Promise.all(clients);
    expect(acknowledged).toBeGreaterThan(0);

    server = start();
    await waitFor(`${BASE}/healthz`, 180_000);
    const added = (await pointsNow()) - before;
    // Every acknowledged adjustment is there once; one that was in flight at the kill may or may not be.
    expect(added).toBeGreaterThanOrEqual(acknowledged);
    expect(added).toBeLessThanOrEqual(sent);
    const after = await groupsNow();
    for (const [id, names] of namesSent) {
      const now = after.find((g) => g.id === id)!.name;
      expect([originalNames.get(id), ...names]).toContain(now);
    }
    // The restarted server answers reads of the same data.
    const res = await fetch(`${BASE}/api/v1/group/${groupId}`, { headers });
    expect(res.status).toBe(200);
  }, 300_000);
});
