// A leader's "my group" view (groups.policy.ts readLeaderView, adjustPoints): staff see any group and the
// interns only the groups they lead, each child with the parent's alert line and today's check-in state but
// nothing a leader does not need (no medical notes, staff notes or parents' contacts); an intern adds and
// undoes points for their own group only, through both doors, each change audited with who made it; parents
// and visitors are refused; and the view's SQL does not grow with the group.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { demoIds, errorCode, gid, recordAttendance } from '../../../test/kits/groups-test-kit.ts';

const LED = `query { myLedGroups { databaseId name } }`;
const VIEW = `query($groupId: Int!) { ledGroup(groupId: $groupId) { databaseId name childCount totalPoints
  roster { checkInState checkInRecordedAt child { databaseId firstName lastName medicalAlert medicalInformation staffNotes parentContacts { phone } } } } }`;
const ADJUST = `mutation($input: GroupPointsInput!) { adjustGroupPoints(input: $input) { amount adjustment { id byName canUndo } } }`;
const UNDO = `mutation($input: UndoPointsAdjustmentInput!) { undoPointsAdjustment(input: $input) { amount adjustment { undoneByName canUndo } } }`;
const SET = `mutation($input: GroupPointsInput!) { setGroupDayPoints(input: $input) { amount } }`;

type Row = { checkInState: string; checkInRecordedAt: string | null; child: { databaseId: number; medicalAlert: string | null; medicalInformation: string | null; staffNotes: string | null; parentContacts: unknown[] } };

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let internGroupId: number;
let otherGroupId: number;
let intern: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  ids = await demoIds(t);
  const led = await t.prisma.groupIntern.findMany({ where: { internId: ids.intern.id }, select: { groupId: true } });
  expect(led).toHaveLength(1);
  internGroupId = led[0].groupId;
  otherGroupId = ids.permanent.find((g) => g.id !== internGroupId)!.id;
  intern = await t.signIn('intern@example.org');
});
afterAll(() => t.close());

const lastAuditId = async () => (await t.prisma.auditEvent.findFirst({ orderBy: { id: 'desc' }, select: { id: true } }))?.id ?? 0;

describe('reading the view', () => {
  it('gives an intern their group: every child with the alert line and today’s state, never medical notes, staff notes or contacts', async () => {
    const children = await t.prisma.groupChild.findMany({ where: { groupId: internGroupId }, include: { child: true }, orderBy: { childId: 'asc' } });
    expect(children.length).toBeGreaterThan(2);
    // One child with an alert line, one checked in today, one checked in and out today.
    const [alerted, here, gone] = children.map((c) => c.child);
    await t.prisma.child.update({ where: { id: alerted.id }, data: { medicalAlert: 'Peanut allergy: EpiPen in the blue bag', medicalInformation: 'Full notes for the nurse' } });
    await recordAttendance(t, await t.signIn('admin@example.org'), { inToday: [here.id], outToday: [gone.id] });

    const led = await intern.gql(LED);
    expect(led.errors).toBeUndefined();
    expect(led.data.myLedGroups.map((g: { databaseId: number }) => g.databaseId)).toEqual([internGroupId]);

    const before = await lastAuditId();
    const res = await intern.gql(VIEW, { groupId: internGroupId });
    expect(res.errors).toBeUndefined();
    const rows = res.data.ledGroup.roster as Row[];
    expect(rows.map((r) => r.child.databaseId).sort((a, b) => a - b)).toEqual(children.map((c) => c.childId));
    const byId = new Map(rows.map((r) => [r.child.databaseId, r]));
    expect(byId.get(alerted.id)!.child.medicalAlert).toBe('Peanut allergy: EpiPen in the blue bag');
    expect(byId.get(here.id)).toMatchObject({ checkInState: 'CHECKED_IN', checkInRecordedAt: expect.any(String) });
    expect(byId.get(gone.id)).toMatchObject({ checkInState: 'CHECKED_OUT', checkInRecordedAt: expect.any(String) });
    for (const row of rows) expect(row.child).toMatchObject({ medicalInformation: null, staffNotes: null, parentContacts: [] });
    // The alert line is written for every leader, so reading it is not a sensitive disclosure: no READ row.
    expect(await t.prisma.auditEvent.count({ where: { id: { gt: before }, kind: 'READ' } })).toBe(0);
  });

  it('refuses an intern another group, through the view and through the group’s roster', async () => {
    const res = await intern.gql(VIEW, { groupId: otherGroupId });
    expect(errorCode(res)).toBe('FORBIDDEN');
    expect(res.data?.ledGroup ?? null).toBeNull();
    const roster = await intern.gql(`query($id: ID!) { node(id: $id) { ... on Group { roster { child { firstName } } } } }`, { id: gid('Group', otherGroupId) });
    expect(roster.errors).toBeDefined();
  });

  it('refuses parents and visitors', async () => {
    for (const client of [await t.signIn('parent@example.org'), t.anonymous()]) {
      const view = await client.gql(VIEW, { groupId: internGroupId });
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(errorCode(view));
      expect(view.data?.ledGroup ?? null).toBeNull();
      const led = await client.gql(LED);
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(errorCode(led));
    }
  });

  it('gives staff the groups they lead, and any group’s view', async () => {
    const staff = await t.signIn('staff@example.org');
    const leads = await t.prisma.groupStaff.findMany({ where: { staffId: ids.staff.id, group: { year: 2025 } }, select: { groupId: true } });
    const led = await staff.gql(LED);
    expect(led.errors).toBeUndefined();
    expect(led.data.myLedGroups.map((g: { databaseId: number }) => g.databaseId).sort()).toEqual(leads.map((l) => l.groupId).sort());
    for (const groupId of [leads[0].groupId, internGroupId]) {
      const view = await staff.gql(VIEW, { groupId });
      expect(view.errors).toBeUndefined();
      expect(view.data.ledGroup.roster).toHaveLength(view.data.ledGroup.childCount);
    }
  });

  it('answers a missing group with NOT_FOUND and a bad id with a 400 naming the field', async () => {
    const admin = await t.signIn('admin@example.org');
    expect(errorCode(await admin.gql(VIEW, { groupId: 999_999 }))).toBe('NOT_FOUND');
    const bad = await admin.gql(VIEW, { groupId: 0 });
    expect(errorCode(bad)).toBe('BAD_INPUT');
    expect(JSON.stringify(bad.errors)).toContain('groupId');
  });
});

describe('points from the view', () => {
  it('lets an intern add and undo points for their group, audited with their name', async () => {
    const dayId = ids.days[0].id;
    const before = await lastAuditId();
    const start = (await t.prisma.groupDayPoints.findUnique({ where: { groupId_dayId: { groupId: internGroupId, dayId } } }))?.amount ?? 0;
    const made = await intern.gql(ADJUST, { input: { groupId: gid('Group', internGroupId), dayId, amount: 10 } });
    expect(made.errors).toBeUndefined();
    const name = `${ids.intern.preferredName ?? ids.intern.firstName} ${ids.intern.lastName} (intern)`;
    expect(made.data.adjustGroupPoints).toMatchObject({ amount: start + 10, adjustment: { byName: name, canUndo: true } });
    const stored = await t.prisma.pointsAdjustment.findFirstOrThrow({ where: { groupId: internGroupId }, orderBy: { id: 'desc' } });
    expect(stored).toMatchObject({ amount: 10, byStaffId: null, byInternId: ids.intern.id });
    const internAccountId = (await t.prisma.account.findFirstOrThrow({ where: { email: 'intern@example.org' } })).id;
    const audit = await t.prisma.auditEvent.findMany({ where: { id: { gt: before }, kind: { not: 'READ' } }, orderBy: { id: 'asc' } });
    expect(audit.map((a) => [a.entity, a.actorAccountId])).toEqual([
      ['GroupDayPoints', internAccountId],
      ['PointsAdjustment', internAccountId],
    ]);
    expect(audit[1].after).toMatchObject({ amount: 10, byStaffId: null, byInternId: ids.intern.id });

    const undone = await intern.gql(UNDO, { input: { adjustmentId: made.data.adjustGroupPoints.adjustment.id } });
    expect(undone.errors).toBeUndefined();
    expect(undone.data.undoPointsAdjustment).toMatchObject({ amount: start, adjustment: { undoneByName: name, canUndo: false } });
    expect(await t.prisma.pointsAdjustment.findUniqueOrThrow({ where: { id: stored.id } })).toMatchObject({ undoneByInternId: ids.intern.id, undoneByStaffId: null });
  });

  it('adds points through REST too, and refuses another group’s points with nothing written', async () => {
    const dayId = ids.days[0].id;
    const start = (await t.prisma.groupDayPoints.findUnique({ where: { groupId_dayId: { groupId: internGroupId, dayId } } }))?.amount ?? 0;
    const ok = await intern.rest('POST', `/api/v1/group/${internGroupId}/points/adjust?dayId=${dayId}&amount=5`);
    expect(ok.status).toBe(200);
    expect(ok.body.points).toBe(start + 5);

    const otherBefore = await t.prisma.groupDayPoints.findUnique({ where: { groupId_dayId: { groupId: otherGroupId, dayId } } });
    const logBefore = await t.prisma.pointsAdjustment.count({ where: { groupId: otherGroupId } });
    const auditBefore = await lastAuditId();
    const rest = await intern.rest('POST', `/api/v1/group/${otherGroupId}/points/adjust?dayId=${dayId}&amount=5`);
    expect(rest.status).toBe(403);
    const gql = await intern.gql(ADJUST, { input: { groupId: gid('Group', otherGroupId), dayId, amount: 5 } });
    expect(errorCode(gql)).toBe('FORBIDDEN');
    expect(await t.prisma.groupDayPoints.findUnique({ where: { groupId_dayId: { groupId: otherGroupId, dayId } } })).toEqual(otherBefore);
    expect(await t.prisma.pointsAdjustment.count({ where: { groupId: otherGroupId } })).toBe(logBefore);
    expect(await t.prisma.auditEvent.count({ where: { id: { gt: auditBefore }, kind: { not: 'READ' } } })).toBe(0);
  });

  it('refuses an intern undoing another group’s adjustment, and a correction that sets the points', async () => {
    const dayId = ids.days[0].id;
    const admin = await t.signIn('admin@example.org');
    const made = await admin.gql(ADJUST, { input: { groupId: gid('Group', otherGroupId), dayId, amount: 3 } });
    expect(made.errors).toBeUndefined();
    expect(errorCode(await intern.gql(UNDO, { input: { adjustmentId: made.data.adjustGroupPoints.adjustment.id } }))).toBe('FORBIDDEN');
    expect((await t.prisma.pointsAdjustment.findFirstOrThrow({ where: { groupId: otherGroupId }, orderBy: { id: 'desc' } })).undoneAt).toBeNull();
    // The intern's own group's adjustments, as the intern lists them: undoable; another group's: not.
    const list = await intern.rest('GET', `/api/v1/group/${otherGroupId}/points/adjustments?limit=1`);
    expect(list.body.adjustments[0]).toMatchObject({ amount: 3, canUndo: false });
    expect(errorCode(await intern.gql(SET, { input: { groupId: gid('Group', internGroupId), dayId, amount: 50 } }))).toBe('FORBIDDEN');
  });

  it('refuses parents and visitors points', async () => {
    const dayId = ids.days[0].id;
    const parent = await t.signIn('parent@example.org');
    expect(errorCode(await parent.gql(ADJUST, { input: { groupId: gid('Group', internGroupId), dayId, amount: 5 } }))).toBe('FORBIDDEN');
    expect((await parent.rest('POST', `/api/v1/group/${internGroupId}/points/adjust?dayId=${dayId}&amount=5`)).status).toBe(403);
    expect((await t.anonymous().rest('POST', `/api/v1/group/${internGroupId}/points/adjust?dayId=${dayId}&amount=5`)).status).toBe(401);
  });
});

describe('the view’s cost', () => {
  it('issues the same number of SQL statements for a group of 3 children as for one of 60', async () => {
    const leader = await createStaff(t, 'big.group.leader@example.org');
    const staff = await t.signIn('big.group.leader@example.org');
    const [small, big] = await t.prisma.group.createManyAndReturn({ data: [{ year: 2025, name: 'Small Scribes' }, { year: 2025, name: 'Big Builders' }] });
    await t.prisma.groupStaff.createMany({ data: [small, big].map((g) => ({ groupId: g.id, staffId: leader.staffId })) });
    const kids = await t.prisma.child.createManyAndReturn({ data: Array.from({ length: 63 }, (_, i) => ({ firstName: `Kid${i}`, lastName: `Crowd${i}`, gradeEntering: i % 6 })) });
    await t.prisma.groupChild.createMany({ data: kids.map((k, i) => ({ childId: k.id, groupId: i < 3 ? small.id : big.id })) });
    await recordAttendance(t, staff, { inToday: kids.filter((_, i) => i % 2 === 0).map((k) => k.id) });
    await t.services.receipts.idle(); // each check-in's receipt is read after it, off the request's path
    const count = async (groupId: number) => {
      t.db.statements.length = 0;
      const res = await staff.gql(VIEW, { groupId });
      expect(res.errors).toBeUndefined();
      return { statements: t.db.statements.length, children: res.data.ledGroup.roster.length };
    };
    const [few, many] = [await count(small.id), await count(big.id)];
    expect([few.children, many.children]).toEqual([3, 60]);
    expect(many.statements).toBe(few.statements);
  });
});
