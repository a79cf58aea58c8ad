// Live events across server instances through Redis (REDIS_URL), and the audience rules of the bus.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createRedisBus, createInProcessBus, mayReceive, viewerEvents, type LiveBus, type LiveEvent, type SessionControl } from './bus.ts';
import { Viewer } from '../auth/viewer.ts';
import { openRedis } from '../redis.ts';
import { freePort } from '../../test/server-process.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const parent = new Viewer({ accountId: 1, email: 'p@example.org', parentId: 1, staffId: null, internId: null, permissions: [] });
const staff = new Viewer({ accountId: 2, email: 's@example.org', parentId: null, staffId: 1, internId: null, permissions: [] });

describe('audience', () => {
  it('keeps staff-only events from parents and addressed events from everyone else', () => {
    const notes: LiveEvent = { type: 'child-updated-staff-notes', data: { childId: 1 }, audience: { staffOnly: true } };
    const perms: LiveEvent = { type: 'staff-permission', data: {}, audience: { accountIds: [2] } };
    const points: LiveEvent = { type: 'group-day-points', data: {} };
    expect([mayReceive(parent, notes), mayReceive(staff, notes)]).toEqual([false, true]);
    expect([mayReceive(parent, perms), mayReceive(staff, perms)]).toEqual([false, true]);
    expect([mayReceive(parent, points), mayReceive(Viewer.anonymous(), points)]).toEqual([true, false]);
  });

  it('an iterator yields only what its viewer may receive and stops on return()', async () => {
    const bus = createInProcessBus();
    const events = viewerEvents(bus, parent);
    await bus.publish({ type: 'child-updated-staff-notes', data: { childId: 1 }, audience: { staffOnly: true } });
    await bus.publish({ type: 'group-renamed', data: { groupId: 3 } });
    expect((await events.next()).value).toMatchObject({ type: 'group-renamed' });
    await events.return!();
    expect((await events.next()).done).toBe(true);
  });
});

describe('Redis fan-out', () => {
  let a: LiveBus;
  let b: LiveBus;
  beforeAll(async () => {
    // A private channel per run keeps parallel runs apart.
    process.env.VBS_LIVE_CHANNEL = `vbs:test:${randomBytes(4).toString('hex')}`;
    a = createRedisBus(openRedis(REDIS_URL));
    b = createRedisBus(openRedis(REDIS_URL));
    while (a.redisState() !== 'up' || b.redisState() !== 'up') await new Promise((r) => setTimeout(r, 20));
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('an event published on one instance reaches viewers connected to another', async () => {
    const onB = viewerEvents(b, staff);
    const onA = viewerEvents(a, staff);
    await a.publish({ type: 'group-day-points', data: { groupId: 7, dayId: 2, amount: 40 } });
    const [fromB, fromA] = await Promise.all([onB.next(), onA.next()]);
    expect(fromB.value).toEqual({ type: 'group-day-points', data: { groupId: 7, dayId: 2, amount: 40 } });
    expect(fromA.value).toEqual(fromB.value);
    await onA.return!();
    await onB.return!();
  });
});

describe('Redis out of reach', () => {
  it('publishing still resolves and reaches this instance’s viewers and sessions; the bus says Redis is down', async () => {
    // Nobody listens on this port: the same as a Redis that has gone away.
    const bus = createRedisBus(openRedis(`redis://127.0.0.1:${await freePort()}`, { warn: () => {}, log: () => {} }));
    try {
      const events = viewerEvents(bus, staff);
      const controls: SessionControl[] = [];
      bus.subscribeControl((message) => controls.push(message));
      await bus.publish({ type: 'group-renamed', data: { groupId: 3 } });
      await bus.publishControl({ kind: 'account-changed', accountId: 99 });
      expect((await events.next()).value).toEqual({ type: 'group-renamed', data: { groupId: 3 } });
      expect(controls).toEqual([{ kind: 'account-changed', accountId: 99 }]);
      expect(bus.redisState()).toBe('down');
      await events.return!();
    } finally {
      await bus.close();
    }
  });
});
