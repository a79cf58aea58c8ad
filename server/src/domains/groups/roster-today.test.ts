// "A child's latest attendance record" means the same on the roster, the check-in station and the
// parent's dashboard: the highest seq in the year's schedule (attendance/latest-record.ts), even when the
// clocks that stamped recordedAt disagree with the order the records were made in.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { gid } from '../../../test/kits/groups-test-kit.ts';
import { currentProgramWeek } from '../attendance/program-days.ts';
import { localDate } from '../settings/edition-time.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
});
afterAll(() => t.close());

const STATION = `query { checkInStation { families { children { childId state stateAt } } } }`;
const ROSTERS = `query { groupList { groups { roster { checkInState checkInRecordedAt child { databaseId } } } } }`;
const CHILD = `query($id: ID!) { node(id: $id) { ... on Child { currentCheckIn { checkedIn recordedAt } } } }`;

it('takes the record with the highest seq as the latest, on the roster, the station and the dashboard alike', async () => {
  const schedule = await t.prisma.schedule.findUniqueOrThrow({ where: { year: 2025 } });
  const [outLast, inLast] = await t.prisma.child.findMany({
    where: { registrations: { some: { year: 2025, status: 'APPROVED' } }, groups: { some: { group: { year: 2025 } } } },
    orderBy: { id: 'asc' },
    take: 2,
  });
  await t.prisma.attendanceRecord.deleteMany({ where: { childId: { in: [outLast.id, inLast.id] } } });
  // Both children today; each one's later record (seq 1) carries the earlier clock reading. Both readings fall
  // on today's program day: just after midnight on the program's clocks they are seconds apart, not minutes
  // (a record of yesterday is not "today" on any of the three views).
  const { timeZone } = await currentProgramWeek(t.prisma);
  const now = Date.now();
  const today = localDate(new Date(now), timeZone);
  let step = 60_000;
  while (step > 1 && localDate(new Date(now - 2 * step), timeZone) !== today) step = Math.floor(step / 2);
  const at = (stepsAgo: number) => new Date(now - stepsAgo * step);
  await t.prisma.attendanceRecord.createMany({
    data: [
      { childId: outLast.id, scheduleId: schedule.id, seq: 0, kind: 'CHECK_IN', recordedAt: at(1) },
      { childId: outLast.id, scheduleId: schedule.id, seq: 1, kind: 'CHECK_OUT', recordedAt: at(2) },
      { childId: inLast.id, scheduleId: schedule.id, seq: 0, kind: 'CHECK_OUT', recordedAt: at(1) },
      { childId: inLast.id, scheduleId: schedule.id, seq: 1, kind: 'CHECK_IN', recordedAt: at(2) },
    ],
  });
  const staff = await t.signIn('admin@example.org');
  const expected = new Map([
    [outLast.id, { state: 'CHECKED_OUT', at: at(2).toISOString() }],
    [inLast.id, { state: 'CHECKED_IN', at: at(2).toISOString() }],
  ]);

  const station = await staff.gql(STATION);
  expect(station.errors).toBeUndefined();
  const stationChildren = station.data.checkInStation.families.flatMap((f: { children: unknown[] }) => f.children) as { childId: number; state: string; stateAt: string }[];
  const rosters = await staff.gql(ROSTERS);
  expect(rosters.errors).toBeUndefined();
  const rosterRows = rosters.data.groupList.groups.flatMap((g: { roster: unknown[] }) => g.roster) as { checkInState: string; checkInRecordedAt: string; child: { databaseId: number } }[];

  for (const [childId, { state, at: recordedAt }] of expected) {
    expect(stationChildren.find((c) => c.childId === childId)).toMatchObject({ state, stateAt: recordedAt });
    const onRosters = rosterRows.filter((r) => r.child.databaseId === childId);
    expect(onRosters.length).toBeGreaterThan(0);
    for (const row of onRosters) expect(row).toMatchObject({ checkInState: state, checkInRecordedAt: recordedAt });
    const child = await staff.gql(CHILD, { id: gid('Child', childId) });
    expect(child.errors).toBeUndefined();
    expect(child.data.node.currentCheckIn).toEqual({ checkedIn: state === 'CHECKED_IN', recordedAt });
  }
});
