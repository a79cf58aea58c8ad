// What the leaderboard's points mutation (the persisted useAdjustGroupPointsMutation document, sent on every
// tap) costs the database and what it answers: the adjustment in one statement and the group it shows
// (totals, day records, average, latest adjustments with who made and undid them) read back in one more,
// however many adjustments, days and children the group has; and the group it answers is the one a plain
// read of the same fields answers.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { PROJECT_ROOT } from '../../project-root.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { demoIds, gid, lateYesterday } from '../../../test/kits/groups-test-kit.ts';

const persisted = JSON.parse(readFileSync(`${PROJECT_ROOT}/client/persisted-queries.json`, 'utf8')) as Record<string, string>;
const ADJUST_ID = Object.keys(persisted).find((id) => /^\s*mutation useAdjustGroupPointsMutation\b/.test(persisted[id]))!;

/** The group's fields the mutation's payload asks for, read the ordinary way (node lookup through Prisma). */
const GROUP_AS_READ = `query($id: ID!) { node(id: $id) { ... on Group { id totalPoints averagePoints pointsRecords { dayId amount }
  recentPointsAdjustments(first: 3) { edges { node { id amount dayId byName createdAt undoneAt undoneByName canUndo } } } } } }`;

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let staff: TestClient;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp({ env: { VIEWER_CACHE_SECONDS: '60' } });
  await seedDemoData(t.prisma);
  ids = await demoIds(t);
  [staff, admin] = await Promise.all([t.signIn('staff@example.org'), t.signIn('admin@example.org')]);
});
afterAll(() => t.close());

const adjust = (client: TestClient, groupId: number, dayId: number, amount: number) =>
  client.rest('POST', '/graphql', { documentId: ADJUST_ID, variables: { input: { groupId: gid('Group', groupId), dayId, amount } } });

async function statementsOf(run: () => Promise<unknown>) {
  t.db.statements.length = 0;
  await run();
  return [...t.db.statements];
}

it('answers the group as a plain read of the same fields does: undone adjustments, a maker whose staff record is gone, yesterday’s adjustment', async () => {
  const group = ids.permanent[2].id;
  const [day1, day2] = [ids.days[0].id, ids.days[2].id];
  // Yesterday's adjustment may not be undone any more; one undone by the admin names them.
  const old = await adjust(staff, group, day1, 4);
  await t.prisma.pointsAdjustment.update({ where: { id: Number(Buffer.from(old.body.data.adjustGroupPoints.group.recentPointsAdjustments.edges[0].node.id, 'base64').toString().split(':')[1]) }, data: { createdAt: await lateYesterday(t) } });
  const undone = await adjust(staff, group, day2, 9);
  const undoneId = undone.body.data.adjustGroupPoints.group.recentPointsAdjustments.edges[0].node.id;
  expect((await admin.gql(`mutation($input: UndoPointsAdjustmentInput!) { undoPointsAdjustment(input: $input) { amount } }`, { input: { adjustmentId: undoneId } })).errors).toBeUndefined();
  // A staff member who made an adjustment and has left since: the log keeps the adjustment, without a name.
  await createStaff(t, 'gone@example.org');
  const gone = await t.signIn('gone@example.org');
  expect((await adjust(gone, group, day2, -2)).status).toBe(200);
  await t.prisma.staff.delete({ where: { accountId: (await t.prisma.account.findUniqueOrThrow({ where: { email: 'gone@example.org' } })).id } });

  const res = await adjust(staff, group, day1, 5);
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
  const payload = res.body.data.adjustGroupPoints;
  const read = await staff.gql(GROUP_AS_READ, { id: gid('Group', group) });
  expect(read.errors).toBeUndefined();
  expect(payload.group).toEqual(read.data.node);
  const rows = await t.prisma.groupDayPoints.findMany({ where: { groupId: group }, orderBy: { dayId: 'asc' } });
  expect(payload).toMatchObject({ groupId: gid('Group', group), dayId: day1, amount: rows.find((r) => r.dayId === day1)!.amount });
  const total = rows.reduce((sum, r) => sum + r.amount, 0);
  const children = await t.prisma.groupChild.count({ where: { groupId: group } });
  expect(payload.group).toMatchObject({ totalPoints: total, averagePoints: total / Math.max(1, children), pointsRecords: rows.map((r) => ({ dayId: r.dayId, amount: r.amount })) });
  const nodes = payload.group.recentPointsAdjustments.edges.map((e: { node: unknown }) => e.node);
  expect(nodes).toMatchObject([
    { amount: 5, dayId: day1, byName: 'Daniel Brooks', undoneAt: null, undoneByName: null, canUndo: true },
    { amount: -2, dayId: day2, byName: null, undoneAt: null, canUndo: true },
    { amount: 9, dayId: day2, byName: 'Daniel Brooks', undoneAt: expect.any(String), undoneByName: expect.any(String), canUndo: false },
  ]);
  expect(new Date(nodes[0].createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
});

it('is one statement for the adjustment and one for the group, however many adjustments the group has', async () => {
  const group = ids.permanent[3].id;
  const day = ids.days[1].id;
  await adjust(staff, group, day, 1); // the viewer is remembered from here on, as in production
  const few = await statementsOf(async () => expect((await adjust(staff, group, day, 1)).body.errors).toBeUndefined());
  expect(few).toHaveLength(2);
  expect(few[0]).toMatch(/INSERT INTO "GroupDayPoints"[\s\S]*INSERT INTO "PointsAdjustment"[\s\S]*INSERT INTO "AuditEvent"/);
  for (let i = 0; i < 40; i++) await staff.rest('POST', `/api/v1/group/${group}/points/adjust?dayId=${ids.days[i % ids.days.length].id}&amount=1`);
  const many = await statementsOf(async () => expect((await adjust(staff, group, day, 1)).body.errors).toBeUndefined());
  expect(many).toHaveLength(2);
});

it('a payload asking for other parts of the group (its staff, a later page of adjustments) still answers them', async () => {
  const group = ids.permanent[4].id;
  const day = ids.days[0].id;
  for (const amount of [1, 2, 3]) await adjust(staff, group, day, amount);
  const OTHER = `mutation($input: GroupPointsInput!) { adjustGroupPoints(input: $input) { group { name staff { lastName }
    recentPointsAdjustments(first: 2) { pageInfo { hasNextPage endCursor } edges { node { amount } } } } } }`;
  const res = await staff.gql(OTHER, { input: { groupId: gid('Group', group), dayId: day, amount: 4 } });
  expect(res.errors).toBeUndefined();
  const g = res.data.adjustGroupPoints.group;
  expect(g.recentPointsAdjustments.edges.map((e: { node: { amount: number } }) => e.node.amount)).toEqual([4, 3]);
  expect(g.recentPointsAdjustments.pageInfo.hasNextPage).toBe(true);
  const after = await staff.gql(`query($id: ID!, $after: String) { node(id: $id) { ... on Group { recentPointsAdjustments(first: 2, after: $after) { edges { node { amount } } } } } }`, {
    id: gid('Group', group),
    after: g.recentPointsAdjustments.pageInfo.endCursor,
  });
  expect(after.data.node.recentPointsAdjustments.edges.map((e: { node: { amount: number } }) => e.node.amount)).toEqual([2, 1]);
  const staffNames = await t.prisma.groupStaff.findMany({ where: { groupId: group }, select: { staff: { select: { lastName: true } } }, orderBy: [{ staff: { lastName: 'asc' } }, { staff: { firstName: 'asc' } }] });
  expect(g.staff).toEqual(staffNames.map((s) => s.staff));
  expect(g.name).toBe(ids.permanent[4].name);
});

it('an intern may not adjust points of a group they do not lead through the persisted mutation, and nothing is written', async () => {
  const intern = await t.signIn('intern@example.org');
  const led = new Set((await t.prisma.groupIntern.findMany({ where: { internId: ids.intern.id }, select: { groupId: true } })).map((g) => g.groupId));
  const group = ids.permanent.find((g) => !led.has(g.id))!.id;
  const before = await t.prisma.pointsAdjustment.count({ where: { groupId: group } });
  const res = await adjust(intern, group, ids.days[0].id, 1);
  expect(res.body.data?.adjustGroupPoints ?? null).toBeNull();
  expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(await t.prisma.pointsAdjustment.count({ where: { groupId: group } })).toBe(before);
});
