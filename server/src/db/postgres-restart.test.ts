// PostgreSQL restarting under load, with real processes: a server process on a private PostgreSQL cluster
// takes writes from 20 concurrent clients (points adjustments, each with its own amount; check-ins and
// check-outs, each with its own Idempotency-Key) while the cluster restarts (fast), and again while it
// crashes and starts (crash recovery). Every write answered 2xx is stored exactly once; every write
// answered otherwise got a coded 503 with Retry-After, never a 500, and is stored at most once; a station
// that retries its check-in with the same key after the restart gets it stored once. The server answers
// writes again within moments of the database and /healthz says so.
// Its own cluster (server/test/postgres-process.ts): the machine's PostgreSQL is shared by other tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createMigratedPostgresDatabase, queryPostgres, testDatabaseKind } from '../../test/database.ts';
import { freePort } from '../../test/server-process.ts';
import { signIn, startInstance, stopInstances, type Instance, type SignedIn } from '../../test/instances.ts';
import { startPostgres, type PostgresProcess } from '../../test/postgres-process.ts';

const CLIENTS = 20;
const noClient = mkdtempSync(join(tmpdir(), 'vbs-no-client-'));
let cluster: PostgresProcess | undefined;
let instance: Instance | undefined;
let databaseUrl = '';

const sql = <T = Record<string, unknown>>(text: string, values: unknown[] = []) => queryPostgres<T>(databaseUrl, text, values);

/** Polls `test` until it holds; fails with `what` after the deadline. */
async function until(what: string, test: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** One write's answer as the client saw it. */
interface Answer {
  status: number;
  body: any;
  retryAfter: string | null;
  sentAt: number;
  at: number;
}

async function answerOf(res: Response, sentAt = Date.now()): Promise<Answer> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, retryAfter: res.headers.get('retry-after'), sentAt, at: Date.now() };
}

/** A write that failed in transport (the server never answered) counts as an error answer with status 0. */
async function send(write: () => Promise<Response>): Promise<Answer> {
  const sentAt = Date.now();
  try {
    return await answerOf(await write(), sentAt);
  } catch (error) {
    return { status: 0, body: String(error), retryAfter: null, sentAt, at: Date.now() };
  }
}

const ok = (a: Answer) => a.status >= 200 && a.status < 300;

/** Where a phase writes: points on every permanent group and day of the edition, attendance in its schedule. */
interface Setting {
  groups: number[];
  days: number[];
  scheduleId: number;
  /** One child per station, not in now. */
  children: number[];
  /** Another child not in now. */
  spareChild: number;
  /** Rows with a greater id were made by this phase. */
  adjustmentsAfter: number;
  recordsAfter: number;
}

/**
 * The n-th adjustment of a phase: a group, a day and an amount (1 to 1000, then -1 to -1000) that no
 * other adjustment of the phase has, so each answer can be matched to the rows it stored.
 */
function adjustmentSlot({ groups, days }: Setting, n: number) {
  const groupId = groups[n % groups.length];
  const dayId = days[Math.floor(n / groups.length) % days.length];
  const m = Math.floor(n / (groups.length * days.length));
  if (m >= 2000) throw new Error('more adjustments than distinct amounts: lower the load');
  return { groupId, dayId, amount: m < 1000 ? m + 1 : 999 - m };
}

/**
 * 20 clients writing until stopped: the even ones adjust points, each request with a group, day and amount
 * no other request used; the odd ones check their own child in and out, each request with its own key, sent again
 * with the same key until it is answered 2xx (a station retrying), once the client saw the fault end.
 */
function startLoad(admin: SignedIn, base: string, setting: Setting) {
  const adjustments = new Map<string, Answer>();
  const keyed: { key: string; childId: number; kind: 'in' | 'out'; answers: Answer[] }[] = [];
  let next = 0;
  let stopped = false;
  let abandoned = false;
  let faultOver: () => void = () => undefined;
  const faultEnded = new Promise<void>((r) => (faultOver = r));
  let faultIsOver = false;
  /** After an error answer: wait for the fault to end, then poll again (a client's retry). */
  const afterError = async () => {
    if (!faultIsOver) await faultEnded;
    else await new Promise((r) => setTimeout(r, 20));
  };
  const adjuster = async () => {
    while (!stopped) {
      const { groupId, dayId, amount } = adjustmentSlot(setting, next++);
      const answer = await send(() => admin.rest(base, 'POST', `/api/v1/group/${groupId}/points/adjust?dayId=${dayId}&amount=${amount}`));
      adjustments.set(`${groupId}:${dayId}:${amount}`, answer);
      if (!ok(answer)) await afterError();
    }
  };
  const station = async (childId: number, client: number) => {
    const pickupCode = `PR${client}X${childId}`.slice(0, 8);
    for (let kind: 'in' | 'out' = 'in'; !stopped; kind = kind === 'in' ? 'out' : 'in') {
      const request = { key: randomUUID(), childId, kind, answers: [] as Answer[] };
      keyed.push(request);
      for (;;) {
        const answer = await send(() =>
          admin.rest(base, 'PUT', `/api/v1/child/${childId}/check${kind}?scheduleId=${setting.scheduleId}`, { pickupCode }, { 'Idempotency-Key': request.key }),
        );
        request.answers.push(answer);
        if (ok(answer) || abandoned) break;
        await afterError();
      }
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, i) => (i % 2 === 0 ? adjuster() : station(setting.children[(i - 1) / 2], i)));
  const answered = () => [...adjustments.values(), ...keyed.flatMap((k) => k.answers)];
  return {
    adjustments,
    keyed,
    answered,
    faultOver() {
      faultIsOver = true;
      faultOver();
    },
    /** Stops sending new writes; a station still sends its last key until it is answered 2xx. */
    async stop() {
      stopped = true;
      await Promise.all(clients);
    },
    /** Stops at once, retries and all (a failed test). */
    async abandon() {
      stopped = true;
      abandoned = true;
      faultIsOver = true;
      faultOver();
      await Promise.all(clients);
    },
  };
}

type Load = ReturnType<typeof startLoad>;

/** Every answer that was not 2xx is the coded 503 a client can act on (retry after a pause), never a 500. */
function expectOnlyServiceUnavailable(load: Load) {
  for (const answer of load.answered().filter((a) => !ok(a))) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(503);
    expect(answer.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  }
}

/** Every adjustment answered 2xx is stored exactly once, every other at most once, nothing else stored. */
async function expectAdjustmentsStored(load: Load, { adjustmentsAfter }: Setting) {
  const rows = await sql<{ slot: string; n: string }>(
    `SELECT concat_ws(':', "groupId", "dayId", amount) AS slot, count(*) AS n FROM "PointsAdjustment" WHERE id > $1 GROUP BY 1`,
    [adjustmentsAfter],
  );
  const stored = new Map(rows.map((r) => [r.slot, Number(r.n)]));
  for (const [slot, answer] of load.adjustments) {
    if (ok(answer)) expect(stored.get(slot), `adjustment ${slot} answered ${answer.status}`).toBe(1);
    else expect(stored.get(slot) ?? 0, `adjustment ${slot} answered ${answer.status}`).toBeLessThanOrEqual(1);
  }
  for (const slot of stored.keys()) expect(load.adjustments.has(slot), `adjustment ${slot} was never sent`).toBe(true);
}

/** Every keyed check-in and check-out was answered 2xx in the end, with the record its key stored, once. */
async function expectKeyedStored(load: Load, accountId: number, { children, scheduleId, recordsAfter }: Setting) {
  const requests = await sql<{ key: string; recordId: number }>(`SELECT key, "recordId" FROM "AttendanceRequest" WHERE key = ANY($1)`, [load.keyed.map((k) => `${accountId}:${k.key}`)]);
  const recordOfKey = new Map(requests.map((r) => [r.key.slice(r.key.indexOf(':') + 1), r.recordId]));
  for (const request of load.keyed) {
    const last = request.answers[request.answers.length - 1];
    expect(ok(last), `${request.kind} ${request.key} last answered ${last.status}`).toBe(true);
    expect(last.body.record.id).toBe(recordOfKey.get(request.key));
    // A retry answers with the same record as any earlier 2xx answer to the key.
    for (const answer of request.answers.filter(ok)) expect(answer.body.record.id).toBe(last.body.record.id);
  }
  const records = await sql<{ id: number; kind: string }>(`SELECT id, kind FROM "AttendanceRecord" WHERE "childId" = ANY($1) AND "scheduleId" = $2 AND id > $3 ORDER BY id`, [children, scheduleId, recordsAfter]);
  // Each key made one record and no record was made without a key: in and out alternate per child.
  expect(records.map((r) => r.id).sort((x, y) => x - y)).toEqual([...recordOfKey.values()].sort((x, y) => x - y));
  expect(records).toHaveLength(load.keyed.length);
}

/** What the clients saw of the fault, for the log: how long writes were refused, how soon they went through again. */
function outageFigures(load: Load, faultStarted: number, databaseBack: number, everyoneThrough: number): string {
  const answers = load.answered();
  const refused = answers.filter((a) => !ok(a));
  const firstRefused = Math.min(...refused.map((a) => a.at));
  const firstThrough = Math.min(...answers.filter((a) => ok(a) && a.sentAt >= databaseBack).map((a) => a.at));
  return (
    `PostgreSQL was down or restarting for ${databaseBack - faultStarted} ms (pg_ctl); ${answers.length} writes answered, ${refused.length} of them 503` +
    (refused.length ? `, the first ${firstRefused - faultStarted} ms into the fault` : '') +
    `; a write sent once the database was back was answered 2xx after ${firstThrough - databaseBack} ms, and every client had one through after ${everyoneThrough - databaseBack} ms`
  );
}

// A private cluster needs the PostgreSQL server binaries, as the PostgreSQL pass does: PostgreSQL only.
describe.runIf(testDatabaseKind() === 'postgres')('PostgreSQL restarting under load (a private cluster)', () => {
  beforeAll(async () => {
    cluster = await startPostgres(await freePort());
    databaseUrl = await createMigratedPostgresDatabase('vbs_restart', cluster.adminUrl);
    // The viewer stays cached through the faults, so the writes themselves meet the database going away.
    instance = await startInstance({ DATABASE_URL: databaseUrl, CLIENT_DIST_DIR: noClient, RATE_LIMIT_WRITES_PER_MINUTE: '1000000', VIEWER_CACHE_SECONDS: '60' });
  }, 120_000);

  afterAll(async () => {
    if (instance) await stopInstances([instance]);
    await cluster?.remove();
    rmSync(noClient, { recursive: true, force: true });
  }, 60_000);

  async function setting(): Promise<Setting> {
    const groups = await sql<{ id: number }>(`SELECT id FROM "Group" WHERE type = 'PERMANENT' AND year = 2025 ORDER BY id`);
    const days = await sql<{ id: number; scheduleId: number }>(`SELECT d.id, d."scheduleId" FROM "Day" d JOIN "Schedule" s ON s.id = d."scheduleId" WHERE s.year = 2025 ORDER BY d.date`);
    const scheduleId = days[0].scheduleId;
    const children = await sql<{ id: number }>(
      `SELECT c.id FROM "Child" c
        WHERE COALESCE((SELECT r.kind FROM "AttendanceRecord" r WHERE r."childId" = c.id AND r."scheduleId" = $1 ORDER BY r.seq DESC LIMIT 1), 'CHECK_OUT') = 'CHECK_OUT'
        ORDER BY c.id LIMIT $2`,
      [scheduleId, CLIENTS / 2 + 1],
    );
    expect(children).toHaveLength(CLIENTS / 2 + 1);
    const [latest] = await sql<{ adjustment: number | null; record: number | null }>(
      `SELECT (SELECT max(id) FROM "PointsAdjustment") AS adjustment, (SELECT max(id) FROM "AttendanceRecord") AS record`,
    );
    const ids = children.map((c) => c.id);
    return {
      groups: groups.map((g) => g.id),
      days: days.map((d) => d.id),
      scheduleId,
      children: ids.slice(0, CLIENTS / 2),
      spareChild: ids[CLIENTS / 2],
      adjustmentsAfter: latest.adjustment ?? 0,
      recordsAfter: latest.record ?? 0,
    };
  }

  async function underLoad(fault: (at: { base: string; admin: SignedIn; where: Setting }) => Promise<void>) {
    const base = instance!.base;
    const admin = await signIn(base, 'admin@example.org');
    const [{ id: accountId }] = await sql<{ id: number }>(`SELECT id FROM "Account" WHERE email = 'admin@example.org'`);
    const where = await setting();
    const load = startLoad(admin, base, where);
    try {
      await until('40 writes are answered 2xx before the fault', () => load.answered().filter(ok).length >= 40);
      const faultStarted = Date.now();
      await fault({ base, admin, where });
      const databaseBack = Date.now();
      load.faultOver();
      // Every client gets a write through within seconds of the database being back.
      await until('every client has a 2xx answer after the fault', () => {
        const adjustedSince = [...load.adjustments.values()].filter((a) => ok(a) && a.at >= databaseBack).length;
        const stationsSince = new Set(load.keyed.filter((k) => k.answers.some((a) => ok(a) && a.at >= databaseBack)).map((k) => k.childId));
        return adjustedSince >= CLIENTS / 2 && stationsSince.size === CLIENTS / 2;
      }, 10_000);
      const everyoneThrough = Date.now();
      await load.stop();
      expectOnlyServiceUnavailable(load);
      await expectAdjustmentsStored(load, where);
      await expectKeyedStored(load, accountId, where);
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ ok: true, db: 'postgres' });
      console.log(outageFigures(load, faultStarted, databaseBack, everyoneThrough));
    } finally {
      await load.abandon();
    }
  }

  it('a fast restart: every write answered 2xx is stored once, the others were told 503 and are stored at most once', async () => {
    await underLoad(() => cluster!.restart());
  });

  it('a crash and crash recovery: the same, and a check-in retried with its key after the restart is stored once', async () => {
    await underLoad(async ({ base, admin, where }) => {
      const key = randomUUID();
      const checkIn = async () => answerOf(await admin.rest(base, 'PUT', `/api/v1/child/${where.spareChild}/checkin?scheduleId=${where.scheduleId}`, {}, { 'Idempotency-Key': key }));
      await cluster!.crash();
      // While the database is down: /healthz says it is out of reach, and a check-in is refused with the coded 503.
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ ok: false, db: 'postgres' });
      const refused = await checkIn();
      expect([refused.status, refused.body.error?.code, Number(refused.retryAfter) > 0]).toEqual([503, 'SERVICE_UNAVAILABLE', true]);
      // The GraphQL door answers the same, and so does a sign-in (which writes a session).
      const mutation = 'mutation($input: GroupPointsInput!) { adjustGroupPoints(input: $input) { amount } }';
      const input = { groupId: encodeGlobalID('Group', where.groups[0]), dayId: where.days[0], amount: 7 };
      const graphql = await answerOf(await fetch(`${base}/graphql`, { method: 'POST', headers: admin.headers, body: JSON.stringify({ query: mutation, variables: { input } }) }));
      expect([graphql.status, graphql.body.errors?.[0]?.extensions?.code, Number(graphql.retryAfter) > 0]).toEqual([503, 'SERVICE_UNAVAILABLE', true]);
      const signingIn = await answerOf(await fetch(`${base}/oauth2/authorization/dev?email=admin%40example.org`, { redirect: 'manual' }));
      expect([signingIn.status, signingIn.body.error?.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
      await cluster!.start();
      // The station sends it again with the same key until it is answered 2xx: stored once.
      let retried = refused;
      await until('the retried check-in is answered 2xx', async () => {
        retried = await checkIn();
        if (!ok(retried)) expect(retried.status).toBe(503);
        return ok(retried);
      });
      const stored = await sql(`SELECT id FROM "AttendanceRecord" WHERE "childId" = $1 AND "scheduleId" = $2 AND id > $3`, [where.spareChild, where.scheduleId, where.recordsAfter]);
      expect(stored).toEqual([{ id: retried.body.record.id }]);
    });
  });
});
