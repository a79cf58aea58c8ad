// Redis out of reach between two server PROCESSES on one PostgreSQL database: writes are answered 200 once
// and stored once (never a 500 after a committed write, which a client would retry and double), rate limits
// still refuse past their limit (in each instance's memory), streams still get what their own instance
// publishes, /healthz says Redis is down, and no session can outlive a logout made on the other instance.
// When Redis is back, every stream is told to refetch what it may have missed (`event: resync`,
// GraphQL `liveResync`), streams whose session ended meanwhile close, and instances talk to each other again.
// Its own redis-server on a free port, stopped and started again: the machine's Redis is shared by other tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { createMigratedPostgresDatabase, dropPostgresDatabase, queryPostgres, testDatabaseKind } from '../../test/database.ts';
import { freePort } from '../../test/server-process.ts';
import { closedWithout, healthUntil, signIn, startInstance, stopInstances, type Instance } from '../../test/instances.ts';
import { startRedis, type RedisProcess } from '../../test/redis-process.ts';
import { readUntil } from '../../test/sse.ts';

const WRITES_PER_MINUTE = 20;
const dbName = `vbs_redis_outage_${randomBytes(5).toString('hex')}`;
const noClient = mkdtempSync(join(tmpdir(), 'vbs-no-client-'));
const instances: Instance[] = [];
let databaseUrl = '';
let redis: RedisProcess | undefined;

const sql = <T = Record<string, unknown>>(text: string, values: unknown[] = []) => queryPostgres<T>(databaseUrl, text, values);

const redisReported = (state: 'up' | 'down') => healthUntil(instances, (answer) => answer.redis === state);

// Two instances need one shared database: PostgreSQL only (npm run test:postgres).
describe.runIf(testDatabaseKind() === 'postgres')('Redis out of reach between two instances (PostgreSQL)', () => {
  beforeAll(async () => {
    redis = await startRedis(await freePort());
    databaseUrl = await createMigratedPostgresDatabase(dbName);
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      CLIENT_DIST_DIR: noClient,
      // Long enough that only the bus (or its outage) can explain a cached viewer being dropped.
      VIEWER_CACHE_SECONDS: '60',
      RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE),
    };
    // One after the other: the first seeds the demo data.
    instances.push(await startInstance(env));
    instances.push(await startInstance(env));
    // Both instances are connected to Redis and subscribed before anything is published.
    await healthUntil(instances, (answer) => answer.redis !== 'down');
  }, 180_000);

  afterAll(async () => {
    await stopInstances(instances);
    await redis?.stop();
    if (databaseUrl) {
      await dropPostgresDatabase(dbName);
    }
    rmSync(noClient, { recursive: true, force: true });
  }, 60_000);

  it('answers every write once, keeps limits and local streams, reports it, and resynchronises streams when Redis is back', async () => {
    const [a, b] = instances;
    const admin = await signIn(a.base, 'admin@example.org');
    const staff = await signIn(b.base, 'staff@example.org');
    const parent = await signIn(b.base, 'parent@example.org');
    const [group] = await sql<{ id: number }>(`SELECT id FROM "Group" WHERE type = 'PERMANENT' AND year = 2025 ORDER BY id LIMIT 1`);
    const [day] = await sql<{ id: number; scheduleId: number }>(`SELECT d.id, d."scheduleId" FROM "Day" d JOIN "Schedule" s ON s.id = d."scheduleId" WHERE s.year = 2025 ORDER BY d.date LIMIT 1`);
    const [child] = await sql<{ id: number }>(
      `SELECT c.id FROM "Child" c WHERE NOT EXISTS (SELECT 1 FROM "AttendanceRecord" r WHERE r."childId" = c.id AND r."scheduleId" = $1) ORDER BY c.id LIMIT 1`,
      [day.scheduleId],
    );

    // Streams open before the outage: the staff member's on A (A's own events) and on B, the parent's on B.
    const staffOnA = await staff.updates(a.base);
    const staffOnB = await staff.updates(b.base);
    const parentOnB = await parent.updates(b.base);
    await Promise.all([readUntil(staffOnA, ': connected'), readUntil(staffOnB, ': connected'), readUntil(parentOnB, ': connected')]);
    const subscription = await fetch(`${b.base}/graphql/stream`, {
      method: 'POST',
      headers: { ...staff.headers, accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription { liveResync }' }),
    });
    expect(subscription.status).toBe(200);
    const resyncOnB = subscription.body!.getReader();
    // B holds the parent's viewer in its cache now (60 s).
    expect((await parent.rest(b.base, 'GET', '/api/v1/account/user')).status).toBe(200);

    await redis!.stop();

    // Five points adjustments through A, one check-in through B: each answered 200 once, each stored once.
    const [before] = await sql<{ id: number | null }>(`SELECT max(id) AS id FROM "PointsAdjustment"`);
    const amounts = [1, 2, 3, 4, 5];
    for (const amount of amounts) {
      const res = await admin.rest(a.base, 'POST', `/api/v1/group/${group.id}/points/adjust?dayId=${day.id}&amount=${amount}`);
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const checkIn = await admin.rest(b.base, 'PUT', `/api/v1/child/${child.id}/checkin?scheduleId=${day.scheduleId}`, undefined, { 'Idempotency-Key': randomUUID() });
    expect(checkIn.status, await checkIn.clone().text()).toBe(200);
    const stored = await sql<{ id: number; amount: number }>(`SELECT id, amount FROM "PointsAdjustment" WHERE "groupId" = $1 AND id > $2 ORDER BY id`, [group.id, before.id ?? 0]);
    expect(stored.map((s) => s.amount)).toEqual(amounts);
    expect(await sql(`SELECT id FROM "AttendanceRecord" WHERE "childId" = $1 AND "scheduleId" = $2`, [child.id, day.scheduleId])).toHaveLength(1);

    // Each instance's own streams still get its events.
    expect(await readUntil(staffOnA, `"adjustmentId":${stored[4].id}`, 5000)).toContain('event: group-day-points');
    expect(await readUntil(staffOnB, 'event: student-checkin', 5000)).toContain(`"childId":${child.id}`);

    expect(await redisReported('down')).toEqual([
      { ok: true, db: 'postgres', redis: 'down' },
      { ok: true, db: 'postgres', redis: 'down' },
    ]);

    // The write limit still holds, counted in the instance's memory: past it, 429 with Retry-After.
    const answers: number[] = [];
    for (let i = 0; i <= WRITES_PER_MINUTE; i++) answers.push((await staff.rest(a.base, 'POST', '/api/v1/no-such-call')).status);
    expect(answers.slice(0, WRITES_PER_MINUTE).every((s) => s === 404)).toBe(true);
    const refused = await staff.rest(a.base, 'POST', '/api/v1/no-such-call');
    expect(answers[WRITES_PER_MINUTE]).toBe(429);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // A logout through A, which B cannot hear now: B does not answer from its cached viewer meanwhile.
    expect((await parent.rest(a.base, 'POST', '/logout')).status).toBe(200);
    expect((await parent.rest(b.base, 'GET', '/api/v1/account/user')).status).toBe(401);

    // The outage is logged once per instance, not per request or reconnect attempt.
    for (const instance of instances) {
      expect(instance.stderr().match(/is out of reach/g)).toHaveLength(1);
      expect(instance.stderr()).not.toContain('Unhandled error event');
      expect(instance.stderr()).not.toContain('Something went wrong');
    }

    await redis!.start();
    expect(await redisReported('up')).toEqual([
      { ok: true, db: 'postgres', redis: 'up' },
      { ok: true, db: 'postgres', redis: 'up' },
    ]);

    // Streams on B may have missed A's events: told to refetch, on both doors. The parent's, whose session
    // ended on A meanwhile, closes.
    await readUntil(staffOnB, 'event: resync', 10_000);
    expect(await readUntil(resyncOnB, '"liveResync":true', 10_000)).toContain('"liveResync":true');
    expect(await closedWithout(parentOnB, 'event: group-day-points', 10_000)).toBe(true);

    // And events cross instances again.
    expect((await admin.rest(a.base, 'POST', `/api/v1/group/${group.id}/points/adjust?dayId=${day.id}&amount=6`)).status).toBe(200);
    const [latest] = await sql<{ id: number }>(`SELECT max(id) AS id FROM "PointsAdjustment"`);
    expect(await readUntil(staffOnB, `"adjustmentId":${latest.id}`, 5000)).toContain('event: group-day-points');

    // Rate limits count in Redis again, for every instance together: A, whose memory refuses this account
    // for the rest of the minute, lets it write, and the limit is reached across both instances.
    const shared: number[] = [];
    for (let i = 0; i <= WRITES_PER_MINUTE; i++) shared.push((await staff.rest(instances[i % 2].base, 'POST', '/api/v1/no-such-call')).status);
    expect(shared.slice(0, WRITES_PER_MINUTE).every((s) => s === 404)).toBe(true);
    expect(shared[WRITES_PER_MINUTE]).toBe(429);
    await Promise.all([staffOnA.cancel(), staffOnB.cancel(), resyncOnB.cancel()]);
  });
});
