// Every group change publishes its SPEC §4 event: /api/v1/updates delivers it to staff and interns (never
// parents), and the groupChanged subscription delivers it re-read with the subscriber's own selection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { publishMarker } from '../../../test/live-marker.ts';
import { M, demoIds, gid, openUpdates } from '../../../test/kits/groups-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  ids = await demoIds(t);
});
afterAll(() => t.close());

describe('/api/v1/updates', () => {
  it('carries all eight group events, with ids and values, to staff and interns but not parents', async () => {
    const [admin, staffStream, internStream, parentStream] = await Promise.all([
      t.signIn('admin@example.org'),
      t.signIn('staff@example.org').then(openUpdates),
      t.signIn('intern@example.org').then(openUpdates),
      t.signIn('parent@example.org').then(openUpdates),
    ]);
    expect(staffStream.status).toBe(200);
    const g = ids.permanent[0].id;
    const child = ids.ownChildIds[0];

    const created = await admin.rest('PUT', '/api/v1/group?name=Camels&type=SCHEDULED');
    await admin.rest('PUT', `/api/v1/group/${g}/name?value=Mummies`);
    await admin.rest('PUT', `/api/v1/group/${g}/color?value=%23abcdef`);
    await admin.rest('POST', `/api/v1/group/${g}/points/adjust?dayId=${ids.days[0].id}&amount=7`);
    // (Clubs are full in the demo; the new schedule-based group has room.)
    expect((await admin.rest('PUT', `/api/v1/group?childId=${child}&groupId=${created.body.id}`)).status).toBe(200);
    await admin.rest('POST', `/api/v1/group/${g}/staff?staffId=${ids.admin.id}`);
    const other = ids.permanent[1].id; // the demo intern already helps group g
    await admin.rest('POST', `/api/v1/group/${other}/intern?internId=${ids.intern.id}`);
    await admin.rest('DELETE', `/api/v1/group/${other}/intern?internId=${ids.intern.id}`);
    await admin.rest('DELETE', `/api/v1/group/${created.body.id}`);

    await staffStream.waitFor('group-deleted');
    const events = staffStream.events();
    const points = (await t.prisma.groupDayPoints.findUniqueOrThrow({ where: { groupId_dayId: { groupId: g, dayId: ids.days[0].id } } })).amount;
    expect(events.find((e) => e.type === 'group-created')!.data).toEqual({ groupId: created.body.id, year: 2025 });
    expect(events.find((e) => e.type === 'group-renamed')!.data).toEqual({ groupId: g, year: 2025, name: 'Mummies' });
    expect(events.find((e) => e.type === 'group-color-changed')!.data).toEqual({ groupId: g, year: 2025, color: '#abcdef' });
    expect(events.find((e) => e.type === 'group-day-points')!.data).toEqual({ groupId: g, year: 2025, dayId: ids.days[0].id, amount: points, adjustmentId: expect.any(Number) });
    expect(events.filter((e) => e.type === 'group-child-assignment').at(-1)!.data).toEqual({ groupId: created.body.id, year: 2025, childId: child, assigned: true });
    expect(events.find((e) => e.type === 'group-staff-assignment')!.data).toEqual({ groupId: g, year: 2025, staffId: ids.admin.id, assigned: true });
    expect(events.filter((e) => e.type === 'group-intern-assignment').map((e) => e.data.assigned)).toEqual([true, false]);
    expect(events.find((e) => e.type === 'group-deleted')!.data).toEqual({ groupId: created.body.id, year: 2025 });

    await internStream.waitFor('group-deleted');
    expect(internStream.events().map((e) => e.type)).toEqual(events.map((e) => e.type));
    expect(await parentStream.eventsBefore(await publishMarker(t.bus))).toEqual([]);
    await Promise.all([staffStream.close(), internStream.close(), parentStream.close()]);
  });

  it('a refused change publishes nothing', async () => {
    const stream = await openUpdates(await t.signIn('admin@example.org'));
    const staff = await t.signIn('staff@example.org');
    expect((await staff.rest('PUT', `/api/v1/group/${ids.permanent[1].id}/name?value=Nope`)).status).toBe(403);
    expect((await staff.rest('POST', `/api/v1/group/${ids.permanent[1].id}/points/adjust?dayId=${ids.days[0].id}&amount=0`)).status).toBe(400);
    expect(await stream.eventsBefore(await publishMarker(t.bus))).toEqual([]);
    await stream.close();
  });
});

describe('groupChanged subscription', () => {
  async function subscribe(email: string, query: string) {
    const client = await t.signIn(email);
    const res = await client.request('POST', '/graphql', { headers: { accept: 'text/event-stream' }, body: { query } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const next = async (needle: string) => {
      const deadline = Date.now() + 10_000;
      while (!text.includes(needle)) {
        const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), Math.max(deadline - Date.now(), 0)))]);
        if (!chunk || chunk.done) throw new Error(`timed out waiting for ${needle}; got ${text}`);
        text += decoder.decode(chunk.value, { stream: true });
      }
      return text;
    };
    // The stream's first message (an SSE comment) is written once the operation listens to the bus.
    await next(':\n\n');
    return {
      next,
      close: () => reader.cancel(),
    };
  }

  const SUB = `subscription { groupChanged(year: 2025) { __typename
    ... on GroupRenamed { group { name } }
    ... on GroupDayPointsChanged { dayId amount group { totalPoints } }
    ... on GroupChildAssignment { assigned child { firstName } group { childCount } } } }`;

  it('delivers a rename and a points change re-read through the subscriber’s selection', async () => {
    const sub = await subscribe('staff@example.org', SUB);
    const admin = await t.signIn('admin@example.org');
    const g = ids.permanent[2].id;
    await admin.gql(M.rename, { input: { groupId: gid('Group', g), name: 'Sacred Scarabs' } });
    expect(await sub.next('Sacred Scarabs')).toContain('"groupChanged":{"__typename":"GroupRenamed","group":{"name":"Sacred Scarabs"}}');
    await admin.gql(M.adjust, { input: { groupId: gid('Group', g), dayId: ids.days[1].id, amount: 3 } });
    const total = (await t.prisma.groupDayPoints.aggregate({ where: { groupId: g }, _sum: { amount: true } }))._sum.amount;
    expect(await sub.next('GroupDayPointsChanged')).toContain(`"group":{"totalPoints":${total}}`);
    await sub.close();
  });

  it('is for staff and interns only', async () => {
    const parent = await t.signIn('parent@example.org');
    const res = await parent.rest('POST', '/graphql', { query: 'subscription { groupChanged { __typename } }' });
    expect(JSON.stringify(res.body)).toMatch(/FORBIDDEN/);
    const intern = await subscribe('intern@example.org', 'subscription { groupChanged { __typename ... on GroupDayPointsChanged { amount group { totalPoints } } } }');
    const admin = await t.signIn('admin@example.org');
    await admin.gql(M.adjust, { input: { groupId: gid('Group', ids.permanent[3].id), dayId: ids.days[1].id, amount: 2 } });
    expect(await intern.next('GroupDayPointsChanged')).toContain('totalPoints');
    await intern.close();
  });
});
