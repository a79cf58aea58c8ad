// The rosters page reads what is on screen, however large the program grows: the group list with each group's
// child and checked-in counts (SQL aggregates), one group's roster at a time, and a server-side name
// search across the rosters the viewer may read, bounded, each match with its group. The roster policy
// holds on every one of them: staff read every group, an intern only their own, parents none; the full
// medical notes only with VIEW_SENSITIVE_INFO (and each read is audited).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { errorCode, gid, recordAttendance } from '../../../test/kits/groups-test-kit.ts';

const LIST = `query { groupList { groups { databaseId name childCount checkedInCount } } }`;
const GROUP = `query($id: ID!) { node(id: $id) { ... on Group { databaseId name roster { checkInState child { databaseId medicalAlert medicalInformation } } } } }`;
const SEARCH = `query($text: String!, $first: Int) { groupList { rosterSearch(text: $text, first: $first) {
  checkInState group { databaseId name groupType } child { databaseId firstName preferredName lastName hasMedicalInformation medicalAlert medicalInformation parentContacts { lastName phone } } } } }`;

interface Match {
  checkInState: string;
  group: { databaseId: number; name: string; groupType: string };
  child: { databaseId: number; firstName: string; preferredName: string | null; lastName: string; hasMedicalInformation: boolean; medicalAlert: string | null; medicalInformation: string | null; parentContacts: { lastName: string }[] };
}

let t: TestApp;
let admin: TestClient;
let staff: TestClient;
let intern: TestClient;
let parent: TestClient;
let internGroupId: number;
let otherGroupId: number;
/** A child with medical notes in the intern's group, and one in another group. */
let inGroup: { id: number; lastName: string };
let outside: { id: number; lastName: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  [admin, staff, intern, parent] = await Promise.all(['admin@example.org', 'staff@example.org', 'intern@example.org', 'parent@example.org'].map((e) => t.signIn(e)));
  const groups = await t.prisma.group.findMany({ where: { year: 2025, type: 'PERMANENT' }, orderBy: { id: 'asc' }, include: { children: { include: { child: true } } } });
  const [mine, other] = groups.filter((g) => g.children.length > 0);
  internGroupId = mine.id;
  otherGroupId = other.id;
  const internRow = await t.prisma.intern.findFirstOrThrow({ where: { account: { email: 'intern@example.org' } } });
  await t.prisma.groupIntern.deleteMany({ where: { internId: internRow.id } });
  await t.prisma.groupIntern.create({ data: { internId: internRow.id, groupId: internGroupId } });
  // Distinct last names, so a search by last name finds exactly these children.
  inGroup = { id: mine.children[0].childId, lastName: 'Quimbyfield' };
  outside = { id: other.children[0].childId, lastName: 'Quimbyhart' };
  for (const c of [inGroup, outside]) {
    await t.prisma.child.update({ where: { id: c.id }, data: { lastName: c.lastName, medicalInformation: 'Asthma; inhaler in the office.', medicalAlert: 'Inhaler in backpack' } });
  }
});
afterAll(() => t.close());

describe('the group list', () => {
  it('gives each group its child count and today’s checked-in count, from aggregates that match the rosters', async () => {
    const ids = (await t.prisma.groupChild.findMany({ where: { groupId: internGroupId }, select: { childId: true }, orderBy: { childId: 'asc' } })).map((r) => r.childId);
    await t.prisma.attendanceRecord.deleteMany({ where: { childId: { in: ids } } });
    await recordAttendance(t, admin, { inToday: ids.slice(0, 2), outToday: ids.slice(2, 3), inYesterday: ids.slice(3, 4) });
    const list = await staff.gql(LIST);
    expect(list.errors).toBeUndefined();
    for (const g of list.data.groupList.groups as { databaseId: number; childCount: number; checkedInCount: number }[]) {
      const roster = await staff.gql(GROUP, { id: gid('Group', g.databaseId) });
      const rows = roster.data.node.roster as { checkInState: string }[];
      expect(g.childCount).toBe(rows.length);
      expect(g.checkedInCount).toBe(rows.filter((r) => r.checkInState === 'CHECKED_IN').length);
    }
    const mine = list.data.groupList.groups.find((g: { databaseId: number }) => g.databaseId === internGroupId);
    // Two in today; the one checked out again and the one in since yesterday are not.
    expect(mine.checkedInCount).toBe(2);
  });

  it('is refused to parents', async () => {
    const res = await parent.gql(LIST);
    expect(errorCode(res)).toBe('FORBIDDEN');
  });
});

describe('the roster search', () => {
  it('finds children by any of their names across every group for staff, each match with its group', async () => {
    const res = await staff.gql(SEARCH, { text: 'quimby' });
    expect(res.errors).toBeUndefined();
    const matches = res.data.groupList.rosterSearch as Match[];
    // A child on two rosters (their group and an afternoon club) is a match on each, with that group.
    expect(new Set(matches.map((m) => m.child.lastName))).toEqual(new Set(['Quimbyfield', 'Quimbyhart']));
    const assigned = matches.filter((m) => m.group.groupType === 'PERMANENT');
    expect(assigned.map((m) => [m.child.lastName, m.group.databaseId])).toEqual([['Quimbyfield', internGroupId], ['Quimbyhart', otherGroupId]]);
    const onRosters = await t.prisma.groupChild.count({ where: { childId: { in: [inGroup.id, outside.id] }, group: { year: 2025 } } });
    expect(matches).toHaveLength(onRosters);
    // Every word must match one of the names: first name and last name together.
    const first = matches[0].child.firstName;
    const both = await staff.gql(SEARCH, { text: `${first.slice(0, 3)} QUIMBYF` });
    expect(new Set((both.data.groupList.rosterSearch as Match[]).map((m) => m.child.databaseId))).toEqual(new Set([inGroup.id]));
    expect((await staff.gql(SEARCH, { text: 'quimbyzzz' })).data.groupList.rosterSearch).toEqual([]);
    // Wildcards are not the searcher's: "%" finds nothing rather than everyone.
    expect((await staff.gql(SEARCH, { text: '%' })).data.groupList.rosterSearch).toEqual([]);
    expect((await staff.gql(SEARCH, { text: '   ' })).data.groupList.rosterSearch).toEqual([]);
  });

  it('returns at most `first` matches (20 by default), by last name', async () => {
    const all = await staff.gql(SEARCH, { text: 'a', first: 50 });
    expect(all.errors).toBeUndefined();
    const many = all.data.groupList.rosterSearch as Match[];
    expect(many.length).toBeGreaterThan(3);
    const names = many.map((m) => m.child.lastName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const three = await staff.gql(SEARCH, { text: 'a', first: 3 });
    expect((three.data.groupList.rosterSearch as Match[]).map((m) => m.child.databaseId)).toEqual(many.slice(0, 3).map((m) => m.child.databaseId));
    const byDefault = await staff.gql(SEARCH, { text: 'a' });
    expect(byDefault.data.groupList.rosterSearch.length).toBe(Math.min(20, many.length));
  });

  it('refuses a bad first or an over-long text, naming the field', async () => {
    const big = await staff.gql(SEARCH, { text: 'a', first: 51 });
    expect(errorCode(big)).toBe('BAD_INPUT');
    expect(JSON.stringify(big.errors)).toContain('first');
    const long = await staff.gql(SEARCH, { text: 'a'.repeat(61) });
    expect(errorCode(long)).toBe('BAD_INPUT');
    expect(JSON.stringify(long.errors)).toContain('text');
  });

  it('gives an intern only the children of their own group, with the alert line and never the notes or parents', async () => {
    const res = await intern.gql(SEARCH, { text: 'quimby' });
    expect(res.errors).toBeUndefined();
    const matches = res.data.groupList.rosterSearch as Match[];
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({ group: { databaseId: internGroupId }, child: { databaseId: inGroup.id, medicalAlert: 'Inhaler in backpack', medicalInformation: null, hasMedicalInformation: true, parentContacts: [] } });
  });

  it('is refused to parents', async () => {
    const res = await parent.gql(SEARCH, { text: 'quimby' });
    expect(errorCode(res)).toBe('FORBIDDEN');
  });

  it('gives the full medical notes only with VIEW_SENSITIVE_INFO, and audits each read', async () => {
    const plain = (await staff.gql(SEARCH, { text: 'quimby' })).data.groupList.rosterSearch as Match[];
    expect(plain.length).toBeGreaterThanOrEqual(2);
    expect(plain.every((m) => m.child.medicalInformation === null && m.child.medicalAlert === 'Inhaler in backpack')).toBe(true);
    expect(plain.every((m) => m.child.parentContacts.length > 0)).toBe(true);
    const last = await t.prisma.auditEvent.findFirst({ orderBy: { id: 'desc' }, select: { id: true } });
    const sensitive = (await admin.gql(SEARCH, { text: 'quimby' })).data.groupList.rosterSearch as Match[];
    expect(sensitive.every((m) => m.child.medicalInformation === 'Asthma; inhaler in the office.')).toBe(true);
    const audited = () =>
      t.prisma.auditEvent.findMany({ where: { id: { gt: last?.id ?? 0 }, kind: 'READ', field: 'medicalInformation', personId: { in: [inGroup.id, outside.id] } }, select: { personId: true } });
    await expect.poll(async () => new Set((await audited()).map((a) => a.personId))).toEqual(new Set([inGroup.id, outside.id]));
  });
});

describe('one group’s roster', () => {
  it('an intern reads their own group, is refused another (NOT_FOUND, like an unknown id), and sees no notes', async () => {
    const own = await intern.gql(GROUP, { id: gid('Group', internGroupId) });
    expect(own.errors).toBeUndefined();
    expect(own.data.node.roster.find((r: { child: { databaseId: number } }) => r.child.databaseId === inGroup.id).child).toMatchObject({ medicalAlert: 'Inhaler in backpack', medicalInformation: null });
    const other = await intern.gql(GROUP, { id: gid('Group', otherGroupId) });
    expect(other.data?.node?.roster ?? null).toBeNull();
    expect(other.errors?.length).toBeGreaterThan(0);
  });

  it('staff without VIEW_SENSITIVE_INFO get the alert line, not the notes', async () => {
    const res = await staff.gql(GROUP, { id: gid('Group', otherGroupId) });
    expect(res.data.node.roster.find((r: { child: { databaseId: number } }) => r.child.databaseId === outside.id).child).toMatchObject({ medicalAlert: 'Inhaler in backpack', medicalInformation: null });
  });

  it('parents are refused any roster', async () => {
    const res = await parent.gql(GROUP, { id: gid('Group', otherGroupId) });
    expect(res.data?.node?.roster ?? null).toBeNull();
  });
});
