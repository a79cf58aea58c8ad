// Memory work through both doors: any staff member marks a child memorized or forgotten (idempotent), the
// child's parent may ask whether they memorized it, and the tally per group and per memory work moves.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { errorCode, gid, scheduleIds } from '../../../test/kits/schedule-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof scheduleIds>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  ids = await scheduleIds(t);
});
afterAll(() => t.close());

it('REST: staff memorize and forget; the child’s parent reads it; another parent may not', async () => {
  const staff = await t.signIn('staff@example.org');
  const parent = await t.signIn('parent@example.org');
  const m = ids.weekMemoryWork[1].id;
  const child = ids.ownChildIds[0];
  await t.prisma.memoryWorkMemorized.deleteMany({ where: { memoryWorkId: m, childId: child } });
  expect((await parent.rest('GET', `/api/v1/memoryWork/${m}/memorized?childId=${child}`)).body).toEqual({ memorized: false });
  expect((await staff.rest('PUT', `/api/v1/memoryWork/${m}/memorize?childId=${child}`)).body).toEqual({ memorized: true });
  expect((await staff.rest('PUT', `/api/v1/memoryWork/${m}/memorize?childId=${child}`)).body).toEqual({ memorized: true });
  expect(await t.prisma.memoryWorkMemorized.count({ where: { memoryWorkId: m, childId: child } })).toBe(1);
  expect((await parent.rest('GET', `/api/v1/memoryWork/${m}/memorized?childId=${child}`)).body).toEqual({ memorized: true });
  const other = await t.signIn('parent2@example.org');
  expect((await other.rest('GET', `/api/v1/memoryWork/${m}/memorized?childId=${child}`)).status).toBe(403);
  expect((await staff.rest('PUT', `/api/v1/memoryWork/${m}/forget?childId=${child}`)).body).toEqual({ memorized: false });
  expect((await staff.rest('GET', `/api/v1/memoryWork/${m}/memorized?childId=${child}`)).body).toEqual({ memorized: false });
});

it('the tally counts per group and per memory work, through both doors, and moves when a child is marked', async () => {
  const staff = await t.signIn('staff@example.org');
  const rest = await staff.rest('GET', `/api/v1/schedule/${ids.schedule.id}/tally`);
  expect(rest.status).toBe(200);
  const tally = rest.body.tally;
  const rows = await t.prisma.memoryWorkMemorized.findMany({ include: { child: { include: { groups: true } } } });
  expect(tally.total).toBe(rows.length);
  for (const work of tally.memoryWork) expect(work.count).toBe(rows.filter((r) => r.memoryWorkId === work.memoryWorkId).length);
  for (const group of tally.groups) {
    expect(group.total).toBe(rows.filter((r) => r.child.groups.some((g) => g.groupId === group.groupId)).length);
  }
  expect(tally.groups[0]).toEqual({ groupId: expect.any(Number), name: expect.any(String), color: expect.any(String), childCount: expect.any(Number), total: expect.any(Number), memorized: expect.any(Array) });

  const group = await t.prisma.group.findFirstOrThrow({ where: { year: 2025, type: 'PERMANENT' }, include: { children: true } });
  const child = group.children[0].childId;
  const work = ids.days[4].id;
  const m = (await t.prisma.memoryWork.findFirstOrThrow({ where: { dayId: work } })).id;
  await t.prisma.memoryWorkMemorized.deleteMany({ where: { memoryWorkId: m, childId: child } });
  const before = (await staff.gql('{ schedule { tally { total groups { groupId total } } } }')).data.schedule.tally;
  const marked = await staff.gql(`mutation($m: ID!, $c: Int!) { setMemoryWorkMemorized(memoryWorkId: $m, childId: $c, memorized: true) { memorized childDatabaseId memoryWork { memorizedChildIds } tally { total groups { groupId total } } schedule { year tally { total } } } }`, { m: gid('MemoryWork', m), c: child });
  expect(marked.errors).toBeUndefined();
  const after = marked.data.setMemoryWorkMemorized;
  expect(after.memorized).toBe(true);
  expect(after.memoryWork.memorizedChildIds).toContain(child);
  expect(after.tally.total).toBe(before.total + 1);
  // The schedule itself comes along with its tally, for a client to merge by id.
  expect(after.schedule).toEqual({ year: 2025, tally: { total: before.total + 1 } });
  const totalOf = (x: { groups: { groupId: number; total: number }[] }) => x.groups.find((g) => g.groupId === group.id)!.total;
  expect(totalOf(after.tally)).toBe(totalOf(before) + 1);

  const parent = await t.signIn('parent@example.org');
  const denied = await parent.gql(`mutation($m: ID!, $c: Int!) { setMemoryWorkMemorized(memoryWorkId: $m, childId: $c, memorized: false) { memorized } }`, { m: gid('MemoryWork', m), c: child });
  expect(errorCode(denied)).toBe('FORBIDDEN');
  expect((await parent.gql('{ schedule { tally { total } } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  expect(await t.prisma.memoryWorkMemorized.count({ where: { memoryWorkId: m, childId: child } })).toBe(1);
});
