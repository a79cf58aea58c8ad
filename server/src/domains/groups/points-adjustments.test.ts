// The points adjustment log: every adjustment says who made it and when, and can be undone
// on the day it was made by any staff member — through GraphQL and REST alike, idempotently, live to other
// screens, without losing a concurrent update, and in a constant number of SQL statements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { demoIds, errorCode, gid, openUpdates } from '../../../test/kits/groups-test-kit.ts';
import { displayName } from '../../../../shared/person-name.ts';

const ADJUST = `mutation($input: GroupPointsInput!) { adjustGroupPoints(input: $input) { amount adjustment { id databaseId amount byName canUndo undoneAt } } }`;
const UNDO = `mutation($input: UndoPointsAdjustmentInput!) { undoPointsAdjustment(input: $input) { dayId amount group { totalPoints } adjustment { undoneAt undoneByName canUndo } } }`;
const RECENT = `query($id: ID!) { node(id: $id) { ... on Group { recentPointsAdjustments(first: 3) { edges { node { amount byName undoneByName canUndo dayId } } } } } }`;

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let admin: TestClient;
let staff: TestClient;
let intern: TestClient;
let parent: TestClient;
const nameOf = displayName;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  ids = await demoIds(t);
  [admin, staff, intern, parent] = await Promise.all(['admin@example.org', 'staff@example.org', 'intern@example.org', 'parent@example.org'].map((e) => t.signIn(e)));
});
afterAll(() => t.close());

async function points(groupId: number, dayId: number) {
  return (await t.prisma.groupDayPoints.findUnique({ where: { groupId_dayId: { groupId, dayId } } }))?.amount ?? 0;
}

describe('who made an adjustment, and undo', () => {
  it('GraphQL: an adjustment names its maker; another staff member undoes it once; undoing again changes nothing', async () => {
    const group = ids.permanent[0].id;
    const day = ids.days[1].id;
    const before = await points(group, day);
    const made = await staff.gql(ADJUST, { input: { groupId: gid('Group', group), dayId: day, amount: 7 } });
    expect(made.errors).toBeUndefined();
    expect(made.data.adjustGroupPoints).toMatchObject({ amount: before + 7, adjustment: { amount: 7, byName: nameOf(ids.staff), canUndo: true, undoneAt: null } });
    const adjustmentId = made.data.adjustGroupPoints.adjustment.id;

    // Everyone on the team reads the log, newest first; interns too (they watch the board), and the intern
    // leading this group may undo it as its other leaders may; an intern of another group may not.
    const asIntern = await intern.gql(RECENT, { id: gid('Group', group) });
    expect(asIntern.errors).toBeUndefined();
    expect(asIntern.data.node.recentPointsAdjustments.edges[0].node).toEqual({ amount: 7, byName: nameOf(ids.staff), undoneByName: null, canUndo: true, dayId: day });
    const otherGroup = await intern.gql(RECENT, { id: gid('Group', ids.permanent[1].id) });
    expect(otherGroup.errors).toBeUndefined();
    for (const edge of otherGroup.data.node.recentPointsAdjustments.edges) expect(edge.node.canUndo).toBe(false);

    const undone = await admin.gql(UNDO, { input: { adjustmentId } });
    expect(undone.errors).toBeUndefined();
    expect(undone.data.undoPointsAdjustment).toMatchObject({ dayId: day, amount: before, adjustment: { undoneByName: nameOf(ids.admin), canUndo: false } });
    expect(undone.data.undoPointsAdjustment.adjustment.undoneAt).toEqual(expect.any(String));
    expect(await points(group, day)).toBe(before);

    const again = await staff.gql(UNDO, { input: { adjustmentId } });
    expect(again.errors).toBeUndefined();
    expect(again.data.undoPointsAdjustment.amount).toBe(before);
    expect(await points(group, day)).toBe(before);
    const row = await t.prisma.pointsAdjustment.findUniqueOrThrow({ where: { id: made.data.adjustGroupPoints.adjustment.databaseId } });
    expect(row).toMatchObject({ amount: 7, byStaffId: ids.staff.id, undoneByStaffId: ids.admin.id });
  });

  it('REST: the log lists who and when; undo restores the points and is idempotent', async () => {
    const group = ids.permanent[1].id;
    const day = ids.days[2].id;
    const before = await points(group, day);
    const res = await admin.rest('POST', `/api/v1/group/${group}/points/adjust?dayId=${day}&amount=-3`);
    expect(res.status).toBe(200);
    expect(res.body.points).toBe(before - 3);

    const log = await staff.rest('GET', `/api/v1/group/${group}/points/adjustments?limit=1`);
    expect(log.status).toBe(200);
    expect(log.body.adjustments).toHaveLength(1);
    const entry = log.body.adjustments[0];
    expect(entry).toMatchObject({ dayId: day, amount: -3, byStaffId: ids.admin.id, byName: nameOf(ids.admin), undoneAt: null, undoneByName: null, canUndo: true });
    expect(Date.now() - Date.parse(entry.createdAt)).toBeLessThan(10 * 60_000);

    const undo = await staff.rest('POST', `/api/v1/group/${group}/points/adjustments/${entry.id}/undo`);
    expect(undo.status).toBe(200);
    expect(undo.body).toEqual({ points: before });
    const twice = await admin.rest('POST', `/api/v1/group/${group}/points/adjustments/${entry.id}/undo`);
    expect(twice.status).toBe(200);
    expect(twice.body).toEqual({ points: before });
    expect(await points(group, day)).toBe(before);

    const after = await intern.rest('GET', `/api/v1/group/${group}/points/adjustments`);
    expect(after.status).toBe(200);
    expect(after.body.adjustments[0]).toMatchObject({ id: entry.id, undoneByStaffId: ids.staff.id, undoneByName: nameOf(ids.staff), canUndo: false });
  });

  it('an adjustment and its audit rows are written together: the total before and after, and the log entry, with actor and door', async () => {
    const group = ids.permanent[1].id;
    const day = ids.days[1].id;
    const before = await points(group, day);
    const [{ id: lastAudit } = { id: 0 }] = await t.prisma.auditEvent.findMany({ orderBy: { id: 'desc' }, take: 1, select: { id: true } });
    const res = await admin.rest('POST', `/api/v1/group/${group}/points/adjust?dayId=${day}&amount=4`);
    expect(res.status).toBe(200);
    const made = await t.prisma.pointsAdjustment.findFirstOrThrow({ where: { groupId: group, dayId: day }, orderBy: { id: 'desc' } });
    const account = await t.prisma.staff.findUniqueOrThrow({ where: { id: ids.admin.id }, select: { accountId: true } });
    const rows = await t.prisma.auditEvent.findMany({ where: { id: { gt: lastAudit }, kind: { not: 'READ' } }, orderBy: { id: 'asc' } });
    expect(rows.map(({ actorAccountId, door, kind, entity, entityId, before: b, after: a }) => ({ actorAccountId, door, kind, entity, entityId, before: b, after: a }))).toEqual([
      { actorAccountId: account.accountId, door: 'rest', kind: 'UPDATE', entity: 'GroupDayPoints', entityId: `${group}:${day}`, before: { groupId: group, dayId: day, amount: before }, after: { groupId: group, dayId: day, amount: before + 4 } },
      { actorAccountId: account.accountId, door: 'rest', kind: 'CREATE', entity: 'PointsAdjustment', entityId: String(made.id), before: null, after: { id: made.id, groupId: group, dayId: day, amount: 4, byStaffId: ids.admin.id, byInternId: null } },
    ]);
    expect(Math.abs(rows[0].at.getTime() - Date.now())).toBeLessThan(10 * 60_000);

    // Refused (past the day's bound): no change, no log entry, no audit row.
    await t.prisma.groupDayPoints.update({ where: { groupId_dayId: { groupId: group, dayId: day } }, data: { amount: 100_000 } });
    const [{ id: lastBeforeRefusal }] = await t.prisma.auditEvent.findMany({ orderBy: { id: 'desc' }, take: 1, select: { id: true } });
    const refused = await admin.rest('POST', `/api/v1/group/${group}/points/adjust?dayId=${day}&amount=1`);
    expect(refused.status).toBe(409);
    expect(await t.prisma.auditEvent.count({ where: { id: { gt: lastBeforeRefusal }, kind: { not: 'READ' }, entity: { in: ['GroupDayPoints', 'PointsAdjustment'] } } })).toBe(0);
    await t.prisma.groupDayPoints.update({ where: { groupId_dayId: { groupId: group, dayId: day } }, data: { amount: before } });
  });

  it('refuses: interns of another group, parents and visitors may not undo; parents and visitors may not read the log; unknown, other-group and old adjustments', async () => {
    const group = ids.permanent[2].id;
    const day = ids.days[0].id;
    const made = (await staff.rest('POST', `/api/v1/group/${group}/points/adjust?dayId=${day}&amount=4`)).body.points as number;
    const [entry] = (await staff.rest('GET', `/api/v1/group/${group}/points/adjustments?limit=1`)).body.adjustments;
    const path = `/api/v1/group/${group}/points/adjustments/${entry.id}/undo`;
    const adjustmentId = gid('PointsAdjustment', entry.id);

    expect((await intern.rest('POST', path)).status).toBe(403);
    expect(errorCode(await intern.gql(UNDO, { input: { adjustmentId } }))).toBe('FORBIDDEN');
    expect((await parent.rest('POST', path)).status).toBe(403);
    expect(errorCode(await parent.gql(UNDO, { input: { adjustmentId } }))).toBe('FORBIDDEN');
    expect((await t.anonymous().rest('POST', path)).status).toBe(401);
    expect((await parent.rest('GET', `/api/v1/group/${group}/points/adjustments`)).status).toBe(403);
    expect((await t.anonymous().rest('GET', `/api/v1/group/${group}/points/adjustments`)).status).toBe(401);
    const parentRead = await parent.gql(RECENT, { id: gid('Group', group) });
    expect(parentRead.data?.node ?? null).toBeNull();
    expect(await points(group, day)).toBe(made);

    // Another group's path, an unknown id, a malformed id: 404 / 400, nothing changes.
    expect((await admin.rest('POST', `/api/v1/group/${ids.permanent[0].id}/points/adjustments/${entry.id}/undo`)).status).toBe(404);
    expect((await admin.rest('POST', `/api/v1/group/${group}/points/adjustments/999999/undo`)).status).toBe(404);
    expect(errorCode(await admin.gql(UNDO, { input: { adjustmentId: gid('PointsAdjustment', 999999) } }))).toBe('NOT_FOUND');
    const bad = await admin.gql(UNDO, { input: { adjustmentId: 'nonsense' } });
    expect(errorCode(bad)).toBe('BAD_INPUT');
    expect((await admin.rest('GET', `/api/v1/group/${group}/points/adjustments?limit=0`)).body.error.fields).toEqual({ limit: 'Ask for 1 to 100 adjustments.' });
    expect(await points(group, day)).toBe(made);

    // Made yesterday: no longer undoable (add or take away points instead), through both doors.
    await t.prisma.pointsAdjustment.update({ where: { id: entry.id }, data: { createdAt: new Date(Date.now() - 36 * 3600_000) } });
    const old = await admin.rest('POST', path);
    expect(old.status).toBe(409);
    expect(old.body.error.message).toMatch(/only on the day it was made/);
    expect(errorCode(await admin.gql(UNDO, { input: { adjustmentId } }))).toBe('CONFLICT');
    expect((await admin.rest('GET', `/api/v1/group/${group}/points/adjustments?limit=1`)).body.adjustments[0]).toMatchObject({ id: entry.id, canUndo: false, undoneAt: null });
    expect(await points(group, day)).toBe(made);
  });

  it('an undo reaches other open screens as the points event, with the new total', async () => {
    const group = ids.permanent[0].id;
    const day = ids.days[3].id;
    const made = await admin.gql(ADJUST, { input: { groupId: gid('Group', group), dayId: day, amount: 9 } });
    const stream = await openUpdates(intern);
    try {
      const undone = await staff.gql(UNDO, { input: { adjustmentId: made.data.adjustGroupPoints.adjustment.id } });
      const events = await stream.waitFor('group-day-points');
      // The event names the adjustment undone, so a REST client can find it in the log.
      expect(events.at(-1)!.data).toEqual({ groupId: group, year: 2025, dayId: day, amount: undone.data.undoPointsAdjustment.amount, adjustmentId: made.data.adjustGroupPoints.adjustment.databaseId });
    } finally {
      await stream.close();
    }
  });
});

it('concurrent adjustments and undos (some undone twice at once) never lose an update: the total is the sum of what is not undone', async () => {
  const clients = [admin, staff, admin, staff];
  const group = ids.permanent[1].id;
  const day = ids.days[4].id;
  const start = await points(group, day);
  const first = await Promise.all(
    Array.from({ length: 40 }, (_, i) => clients[i % 4].gql(ADJUST, { input: { groupId: gid('Group', group), dayId: day, amount: (i % 9) + 1 } })),
  );
  expect(first.every((r) => r.errors === undefined)).toBe(true);
  const toUndo = first.filter((_, i) => i % 2 === 0).map((r) => r.data.adjustGroupPoints.adjustment);
  // Undo half of them — each twice, through both doors at once — while 40 more adjustments arrive.
  const racing = await Promise.all([
    ...toUndo.flatMap((a, i) => [
      clients[i % 4].gql(UNDO, { input: { adjustmentId: a.id } }).then((r) => expect(r.errors).toBeUndefined()),
      clients[(i + 1) % 4].rest('POST', `/api/v1/group/${group}/points/adjustments/${a.databaseId}/undo`).then((r) => expect(r.status).toBe(200)),
    ]),
    ...Array.from({ length: 40 }, (_, i) =>
      clients[i % 4].rest('POST', `/api/v1/group/${group}/points/adjust?dayId=${day}&amount=${-((i % 5) + 1)}`).then((r) => expect(r.status).toBe(200)),
    ),
  ]);
  expect(racing).toHaveLength(toUndo.length * 2 + 40);
  const log = await t.prisma.pointsAdjustment.findMany({ where: { groupId: group, dayId: day } });
  expect(log).toHaveLength(80);
  expect(log.filter((a) => a.undoneAt !== null)).toHaveLength(toUndo.length);
  const kept = log.filter((a) => a.undoneAt === null).reduce((sum, a) => sum + a.amount, 0);
  expect(await points(group, day)).toBe(start + kept);
  const expected = first.filter((_, i) => i % 2 === 1).reduce((sum, r) => sum + r.data.adjustGroupPoints.adjustment.amount, 0) - Array.from({ length: 40 }, (_, i) => (i % 5) + 1).reduce((a, b) => a + b, 0);
  expect(kept).toBe(expected);
}, 120_000);

it('the leaderboard with each group’s latest adjustments is the same number of SQL statements for 2 or 40 adjustments per group', async () => {
  const BOARD = `query { groupList { groups { id totalPoints recentPointsAdjustments(first: 3) { edges { node { amount byName undoneByName createdAt canUndo } } } } } }`;
  const count = async () => {
    await admin.gql(BOARD); // warm: the viewer and the year's days
    t.db.statements.length = 0;
    const res = await admin.gql(BOARD);
    expect(res.errors).toBeUndefined();
    for (const g of res.data.groupList.groups) expect(g.recentPointsAdjustments.edges.length).toBeLessThanOrEqual(3);
    return t.db.statements.length;
  };
  const few = await count();
  for (const g of ids.permanent) {
    for (let i = 0; i < 20; i++) await admin.rest('POST', `/api/v1/group/${g.id}/points/adjust?dayId=${ids.days[0].id}&amount=1`);
  }
  const many = await count();
  expect(many).toBe(few);
}, 120_000);
