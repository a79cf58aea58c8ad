// The rosters page's requests issue SQL statement counts that do not grow with the number of children:
// the same count for 10 children as for 500 (Prisma relation joins fold the nesting): the group list with
// its counts, one group's roster, a name search, and every roster at once (the all-groups CSV and print).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEdition, createStaff, createTestApp, type TestApp } from '../../../test/harness.ts';
import { gid, recordAttendance } from '../../../test/kits/groups-test-kit.ts';

// What the client's rosters page asks for: the group list with counts, one group's roster, a search.
const GROUP_LIST_PAGE = `query { viewer { permissions staffIdentity { groups { id } } }
  groupList { id year groups { id databaseId name color groupType childCount checkedInCount staff { id firstName lastName } interns { id firstName lastName } } } }`;
const ONE_GROUP = `query($id: ID!) { node(id: $id) { ... on Group { id name childCount checkedInCount staff { id firstName } interns { id firstName }
  roster { checkInState child { id databaseId firstName preferredName lastName gradeEntering hasMedicalInformation medicalAlert medicalInformation parentContacts { firstName lastName phone } } } } } }`;
const SEARCH = `query($text: String!) { groupList { rosterSearch(text: $text, first: 21) { checkInState group { id name } child { id firstName lastName medicalAlert } } } }`;
// Every roster at once: the all-groups CSV and print.
const ROSTERS_PAGE = `query {
  groupList { id year standardPointMultiplier currentDayId days { dayId date }
    groups { id databaseId name color groupType capacity childCount totalPoints averagePoints
      staff { id firstName lastName } interns { id firstName lastName }
      roster { checkInState checkInRecordedAt child { id databaseId firstName preferredName lastName gradeEntering hasMedicalInformation medicalAlert medicalInformation parentContacts { firstName lastName phone } } } } } }`;

let t: TestApp;
let groupIds: number[];
/** Each child's check-in state today, as recorded. */
const expectedState = new Map<number, string>();
beforeAll(async () => {
  t = await createTestApp();
  await createEdition(t);
  await createStaff(t, 'leader@example.org');
  await t.prisma.schedule.create({ data: { year: 2025, days: { create: [{ date: new Date('2025-08-11') }, { date: new Date('2025-08-12') }] } } });
  const groups = await t.prisma.group.createManyAndReturn({
    data: ['Pharaohs', 'Pyramids', 'Scarabs'].map((name) => ({ year: 2025, name })).concat([{ year: 2025, name: 'Nile Sports', type: 'ROTATIONAL' } as never]),
  });
  groupIds = groups.map((g) => g.id);
});
afterAll(() => t.close());

async function addChildren(count: number) {
  const children = await t.prisma.child.createManyAndReturn({
    data: Array.from({ length: count }, (_, i) => ({ firstName: `Kid${i}`, lastName: `Family${i % 37}`, gradeEntering: i % 14 })),
  });
  await t.prisma.groupChild.createMany({ data: children.flatMap((c, i) => [{ childId: c.id, groupId: groupIds[i % 3] }, { childId: c.id, groupId: groupIds[3] }]) });
  // Recorded through the attendance calls, as stations do: a third in today, a third in and out today, and
  // a third in yesterday and never out (not checked in today).
  const ids = children.map((c) => c.id);
  ids.forEach((id, i) => expectedState.set(id, ['CHECKED_IN', 'CHECKED_OUT', 'NOT_CHECKED_IN'][i % 3]));
  await recordAttendance(t, await t.signIn('leader@example.org'), {
    inToday: ids.filter((_, i) => i % 3 === 0),
    outToday: ids.filter((_, i) => i % 3 === 1),
    inYesterday: ids.filter((_, i) => i % 3 === 2),
  });
  return children;
}

async function statementsFor(document: string, variables?: Record<string, unknown>) {
  const staff = await t.signIn('leader@example.org');
  t.db.statements.length = 0;
  const res = await staff.gql(document, variables);
  expect(res.errors).toBeUndefined();
  return { count: t.db.statements.length, data: res.data };
}

async function statementsForRosters() {
  const staff = await t.signIn('leader@example.org');
  t.db.statements.length = 0;
  const res = await staff.gql(ROSTERS_PAGE);
  expect(res.errors).toBeUndefined();
  const statements = [...t.db.statements];
  const rostered = res.data.groupList.groups.reduce((n: number, g: { roster: unknown[] }) => n + g.roster.length, 0);
  return { statements, rostered, groups: res.data.groupList.groups };
}

it('issues the same number of SQL statements for 10 children as for 500', async () => {
  await addChildren(10);
  const small = await statementsForRosters();
  expect(small.rostered).toBe(20);
  await addChildren(490);
  const large = await statementsForRosters();
  expect(large.rostered).toBe(1000);
  expect(large.statements.length).toBe(small.statements.length);
  // Session lookup and touch, the group list, days, edition, multiplier and the year's latest attendance
  // records (one read for every roster row): a handful, whatever the size.
  expect(small.statements.length).toBeLessThanOrEqual(10);
  console.log(`rosters page: ${small.statements.length} SQL statements for 10 children, ${large.statements.length} for 500`);

  // Each child is on two rosters (a permanent group and the club): 500 children, 1,000 rows, each in today's state.
  const rows = large.groups.flatMap((g: { roster: unknown[] }) => g.roster) as { checkInState: string; child: { databaseId: number } }[];
  expect(rows.map((r) => r.checkInState)).toEqual(rows.map((r) => expectedState.get(r.child.databaseId)));
  expect(new Set(rows.map((r) => r.checkInState))).toEqual(new Set(['CHECKED_IN', 'CHECKED_OUT', 'NOT_CHECKED_IN']));
}, 180_000); // 500 children checked in (and a third out) through the real calls first

it('the page’s own reads (group list with counts, one group, a search) keep their statement count as children are added', async () => {
  const measure = async () => ({
    list: await statementsFor(GROUP_LIST_PAGE),
    group: await statementsFor(ONE_GROUP, { id: gid('Group', groupIds[0]) }),
    search: await statementsFor(SEARCH, { text: 'kid' }),
  });
  const small = await measure();
  await addChildren(300);
  const large = await measure();
  expect(large.list.count).toBe(small.list.count);
  expect(large.group.count).toBe(small.group.count);
  expect(large.search.count).toBe(small.search.count);
  // The counts come from the aggregate and agree with the roster read.
  const first = large.list.data.groupList.groups.find((g: { databaseId: number }) => g.databaseId === groupIds[0]);
  const rows = large.group.data.node.roster as { checkInState: string }[];
  expect(first.childCount).toBe(rows.length);
  expect(first.checkedInCount).toBe(rows.filter((r) => r.checkInState === 'CHECKED_IN').length);
  expect(large.group.data.node.checkedInCount).toBe(first.checkedInCount);
  // A search answers at most what was asked for, whatever the number of matching children.
  expect(large.search.data.groupList.rosterSearch).toHaveLength(21);
  console.log(`rosters page: list ${small.list.count}, one group ${small.group.count}, search ${small.search.count} SQL statements`);
}, 180_000);
