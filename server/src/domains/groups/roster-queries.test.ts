// The rosters page is one GraphQL request whose SQL statement count does not grow with the number of
// children: the same count for 10 children as for 500 (Prisma relation joins fold the nesting).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEdition, createStaff, createTestApp, type TestApp } from '../../../test/harness.ts';
import { recordAttendance } from './groups-test-kit.ts';

// The same selection the client's rosters page asks for.
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
