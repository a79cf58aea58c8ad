// Reading groups through both doors, and who may read what: staff read everything, interns read group
// lists and points but not rosters, parents only their own children's badges, nobody signed out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { PROGRAM_YEAR_WORDS } from '../../../../forms/fields.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { GROUP_LIST, ROSTER, demoIds, errorCode, gid, recordAttendance } from '../../../test/kits/groups-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  ids = await demoIds(t);
});
afterAll(() => t.close());

const TYPE_RANK = { PERMANENT: 0, ROTATIONAL: 1, SCHEDULED: 2 } as const;

describe('staff', () => {
  it('read the year’s groups sorted permanent first, then rotational, then by name, with points per SPEC §9', async () => {
    const admin = await t.signIn('staff@example.org');
    const res = await admin.gql(GROUP_LIST);
    expect(res.errors).toBeUndefined();
    const list = res.data.groupList;
    expect(list.year).toBe(2025);
    expect(list.days).toHaveLength(5);
    // Nov 2026 is after the week, so the current day is the last day (SPEC §4).
    expect(list.currentDayId).toBe(ids.days[4].id);
    const groups = list.groups as { name: string; groupType: keyof typeof TYPE_RANK; childCount: number; totalPoints: number; averagePoints: number; pointsRecords: { amount: number }[] }[];
    expect(groups).toHaveLength(10);
    const sorted = [...groups].sort((a, b) => TYPE_RANK[a.groupType] - TYPE_RANK[b.groupType] || a.name.localeCompare(b.name));
    expect(groups.map((g) => g.name)).toEqual(sorted.map((g) => g.name));
    expect(groups[0].groupType).toBe('PERMANENT');
    expect(groups.at(-1)!.groupType).toBe('ROTATIONAL');

    const largestPermanent = Math.max(...groups.filter((g) => g.groupType === 'PERMANENT').map((g) => g.childCount));
    expect(list.standardPointMultiplier).toBe(largestPermanent);
    for (const g of groups) {
      const total = g.pointsRecords.reduce((s, p) => s + p.amount, 0);
      expect(g.totalPoints).toBe(total);
      expect(g.averagePoints).toBeCloseTo(total / Math.max(1, g.childCount), 10);
    }
    // Clubs have children but no points: average 0, not NaN.
    expect(groups.find((g) => g.groupType === 'ROTATIONAL')!.averagePoints).toBe(0);
  });

  it('read rosters: every child with grade and check-in state, and the group’s staff and interns', async () => {
    const staff = await t.signIn('staff@example.org');
    const res = await staff.gql(ROSTER);
    expect(res.errors).toBeUndefined();
    const groups = res.data.groupList.groups;
    for (const g of groups) expect(g.roster).toHaveLength(g.childCount);
    const first = groups[0].roster.map((r: { child: { lastName: string } }) => r.child.lastName);
    expect(first).toEqual([...first].sort((a, b) => a.localeCompare(b)));
    expect(groups[0].staff.length).toBeGreaterThan(0);
  });

  it('the check-in state is today’s (the program’s day): in today, out today, and in yesterday but never out reads not checked in', async () => {
    const staff = await t.signIn('staff@example.org');
    const [inToday, outToday, inYesterday, untouched] = (await t.prisma.groupChild.findMany({ where: { groupId: ids.permanent[0].id }, orderBy: { childId: 'asc' }, take: 4 })).map((r) => r.childId);
    await recordAttendance(t, staff, { inToday: [inToday], outToday: [outToday], inYesterday: [inYesterday] });
    const latestOf = (childId: number) => t.prisma.attendanceRecord.findFirstOrThrow({ where: { childId }, orderBy: { seq: 'desc' } });

    const res = await staff.gql(ROSTER);
    expect(res.errors).toBeUndefined();
    const entries = res.data.groupList.groups.flatMap((g: { roster: unknown[] }) => g.roster) as { checkInState: string; checkInRecordedAt: string | null; child: { databaseId: number } }[];
    const stateOf = (childId: number) => entries.find((e) => e.child.databaseId === childId)!;
    expect(stateOf(inToday)).toMatchObject({ checkInState: 'CHECKED_IN', checkInRecordedAt: (await latestOf(inToday)).recordedAt.toISOString() });
    expect(stateOf(outToday)).toMatchObject({ checkInState: 'CHECKED_OUT', checkInRecordedAt: (await latestOf(outToday)).recordedAt.toISOString() });
    expect((await latestOf(inYesterday)).kind).toBe('CHECK_IN');
    expect(stateOf(inYesterday)).toMatchObject({ checkInState: 'NOT_CHECKED_IN', checkInRecordedAt: null });
    // The demo's records are from the week in August 2025: none of them is today's.
    expect(stateOf(untouched)).toMatchObject({ checkInState: 'NOT_CHECKED_IN', checkInRecordedAt: null });
    // The attendance page agrees: present today only for the child in now.
    const day = await staff.rest('GET', '/api/v1/attendance/day');
    const presentToday = new Set(day.body.groups.flatMap((g: { children: { childId: number; present: boolean }[] }) => g.children.filter((c) => c.present).map((c) => c.childId)));
    expect([inToday, outToday, inYesterday].filter((c) => presentToday.has(c))).toEqual([inToday]);
  });

  it('REST: GET /group/all?year, the fallback GET /group?year and GET /group/{id} shaped as SPEC §3', async () => {
    const staff = await t.signIn('staff@example.org');
    const all = await staff.rest('GET', '/api/v1/group/all?year=2025');
    expect(all.status).toBe(200);
    expect(all.body.groups).toHaveLength(10);
    const fallback = await staff.rest('GET', '/api/v1/group?year=2025');
    expect(fallback.body).toEqual(all.body);
    const current = await staff.rest('GET', '/api/v1/group/all');
    expect(current.body).toEqual(all.body);
    const first = all.body.groups[0];
    expect(Object.keys(first).sort()).toEqual(['capacity', 'childIds', 'color', 'groupType', 'id', 'internIds', 'name', 'pointsRecords', 'staffIds', 'year']);
    const one = await staff.rest('GET', `/api/v1/group/${first.id}`);
    expect(one.body).toEqual({ group: first });
    const db = ids.groups.find((g) => g.id === first.id)!;
    expect(first).toMatchObject({ name: db.name, color: db.color, groupType: 'PERMANENT', year: 2025 });
    expect(first.childIds).toHaveLength(db._count.children);
    expect(first.pointsRecords[0]).toEqual({ dayId: expect.any(Number), amount: expect.any(Number) });
    expect((await staff.rest('GET', '/api/v1/group/999999')).status).toBe(404);
    // A year out of range or not a number is refused in the one year message (forms/fields.ts), by both doors, as
    // the schedule's calls refuse it (schedule-writes.test.ts).
    const fields = { year: PROGRAM_YEAR_WORDS };
    expect((await staff.rest('GET', '/api/v1/group/all?year=abc')).body.error).toMatchObject({ code: 'BAD_INPUT', fields });
    const admin = await t.signIn('admin@example.org');
    expect((await admin.rest('PUT', '/api/v1/group?name=Late&type=PERMANENT&year=1800')).body.error).toMatchObject({ code: 'BAD_INPUT', fields });
    expect((await staff.rest('GET', '/api/v1/group/all?year=1800')).body.error).toMatchObject({ code: 'BAD_INPUT', fields });
    expect((await staff.gql('{ groupList(year: 1800) { year } }')).errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields });
  });

  it('see a staff member’s groups: those listing them (SPEC §6)', async () => {
    const staff = await t.signIn('staff@example.org');
    const res = await staff.gql('{ viewer { staffIdentity { groups(year: 2025) { databaseId } } } }');
    const listing = await t.prisma.groupStaff.findMany({ where: { staffId: ids.staff.id } });
    expect(res.data.viewer.staffIdentity.groups.map((g: { databaseId: number }) => g.databaseId).sort()).toEqual(listing.map((l) => l.groupId).sort());
  });
});

describe('interns', () => {
  it('read group lists and points but not rosters', async () => {
    const intern = await t.signIn('intern@example.org');
    const list = await intern.gql(GROUP_LIST);
    expect(list.errors).toBeUndefined();
    expect(list.data.groupList.groups).toHaveLength(10);
    const roster = await intern.gql('{ groupList { groups { name roster { child { firstName } } } } }');
    expect(errorCode(roster)).toBe('FORBIDDEN');
    const staff = await intern.gql('{ groupList { groups { staff { firstName } } } }');
    expect(errorCode(staff)).toBe('FORBIDDEN');
    expect((await intern.rest('GET', '/api/v1/group/all')).status).toBe(200);
  });
});

describe('parents', () => {
  it('see their own children’s group badges, and nothing of the rosters', async () => {
    const parent = await t.signIn('parent@example.org');
    const res = await parent.gql('{ viewer { parentIdentity { children { databaseId groups { id name color groupType } } } } }');
    expect(res.errors).toBeUndefined();
    const badges = res.data.viewer.parentIdentity.children.flatMap((c: { groups: unknown[] }) => c.groups);
    expect(badges.length).toBeGreaterThan(0);
    const ownGroupId = badges[0].id;
    const roster = await parent.gql('query($id: ID!) { node(id: $id) { ... on Group { name roster { child { firstName } } } } }', { id: ownGroupId });
    // Their own child's group is theirs to see (its badge), so refusing one of its fields tells nothing new.
    expect(errorCode(roster)).toBe('FORBIDDEN');
    expect(JSON.stringify(roster.data)).not.toContain('firstName');
    const points = await parent.gql('query($id: ID!) { node(id: $id) { ... on Group { totalPoints } } }', { id: ownGroupId });
    expect(errorCode(points)).toBe('FORBIDDEN');
    expect(JSON.stringify(points.data)).not.toContain('totalPoints');
  });

  it('cannot read other groups or group lists, through either door', async () => {
    const parent = await t.signIn('parent@example.org');
    const own = new Set((await t.prisma.groupChild.findMany({ where: { childId: { in: ids.ownChildIds } } })).map((g) => g.groupId));
    const other = ids.groups.find((g) => !own.has(g.id))!;
    const node = await parent.gql('query($id: ID!) { node(id: $id) { ... on Group { name } } }', { id: gid('Group', other.id) });
    expect(node.data?.node ?? null).toBeNull();
    expect(errorCode(node)).toBe('NOT_FOUND'); // node(id) refuses like an unknown id: existence is not revealed
    expect(errorCode(await parent.gql(GROUP_LIST))).toBe('FORBIDDEN');
    for (const path of ['/api/v1/group/all', '/api/v1/group?year=2025', `/api/v1/group/${other.id}`]) {
      const res = await parent.rest('GET', path);
      expect(res.status, path).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
  });
});

describe('signed out', () => {
  it('gets 401 from REST and UNAUTHENTICATED from GraphQL', async () => {
    const anon = t.anonymous();
    expect((await anon.rest('GET', '/api/v1/group/all')).status).toBe(401);
    expect((await anon.rest('GET', `/api/v1/group/${ids.groups[0].id}`)).status).toBe(401);
    expect(errorCode(await anon.gql(GROUP_LIST))).toBe('UNAUTHENTICATED');
  });
});
