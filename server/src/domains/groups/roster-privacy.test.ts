// Rosters are staff-only (groups.policy.ts), through every door. Interns read groups and
// follow live group events for their leaderboard, but never learn which children (or staff, or interns)
// are in a group: not from REST's group, not from /api/v1/updates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { demoIds, openUpdates } from '../../../test/kits/groups-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  ids = await demoIds(t);
});
afterAll(() => t.close());

describe('roster ids over REST', () => {
  it('GET /api/v1/group/{id} and /group/all give interns the group without childIds, staffIds or internIds', async () => {
    const intern = await t.signIn('intern@example.org');
    const group = ids.permanent[0];
    const one = await intern.rest('GET', `/api/v1/group/${group.id}`);
    expect(one.status).toBe(200);
    expect(one.body.group).toMatchObject({ id: group.id, name: group.name });
    expect(one.body.group).not.toHaveProperty('childIds');
    expect(one.body.group).not.toHaveProperty('staffIds');
    expect(one.body.group).not.toHaveProperty('internIds');
    const all = await intern.rest('GET', '/api/v1/group/all?year=2025');
    expect(all.status).toBe(200);
    for (const g of all.body.groups) expect(g).not.toHaveProperty('childIds');
  });

  it('staff still receive the roster ids', async () => {
    const staff = await t.signIn('staff@example.org');
    const group = ids.permanent[0];
    const res = await staff.rest('GET', `/api/v1/group/${group.id}`);
    expect(res.body.group.childIds).toHaveLength(group._count.children);
  });
});

describe('roster ids on live events', () => {
  it('group-child-assignment reaches interns without the child id, staff with it', async () => {
    const admin = await t.signIn('admin@example.org');
    const [staffStream, internStream] = await Promise.all([t.signIn('staff@example.org').then(openUpdates), t.signIn('intern@example.org').then(openUpdates)]);
    const childId = ids.ownChildIds[0];
    const target = ids.permanent.at(-1)!;
    const res = await admin.rest('PUT', `/api/v1/group?childId=${childId}&groupId=${target.id}`);
    expect(res.status).toBe(200);
    const [toStaff] = (await staffStream.waitFor('group-child-assignment')).filter((e) => e.data.groupId === target.id);
    const [toIntern] = (await internStream.waitFor('group-child-assignment')).filter((e) => e.data.groupId === target.id);
    expect(toStaff.data).toMatchObject({ groupId: target.id, childId, assigned: true });
    expect(toIntern.data).toMatchObject({ groupId: target.id, assigned: true });
    expect(toIntern.data).not.toHaveProperty('childId');
    await Promise.all([staffStream.close(), internStream.close()]);
  });
});
