// A day's read is a constant number of SQL statements whatever its size: the same for 5 events as for 50,
// through the GraphQL door (the schedule pages' query) and the REST door.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEdition, createStaff, createTestApp, type TestApp } from '../../../test/harness.ts';
import { gid } from '../../../test/kits/schedule-test-kit.ts';

const DAY_PAGE = `query($id: ID!) { schedule { databaseId year visibility releasesAt currentDayId beforeVbs viewerCanEdit days { id date } }
  node(id: $id) { ... on Day { databaseId date conflicts { eventIds kind }
    events { id databaseId name startTime endTime locationName staffOnly groupIds groups { id name color } }
    memoryWork { id reference content memorizedChildIds } curriculum { key label html } } } }`;

let t: TestApp;
let dayId: number;
let groupIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  await createEdition(t);
  await createStaff(t, 'leader@example.org');
  const schedule = await t.prisma.schedule.create({ data: { year: 2025, visibility: 'PUBLIC', days: { create: [{ date: new Date('2025-08-11') }] } }, include: { days: true } });
  dayId = schedule.days[0].id;
  const groups = await t.prisma.group.createManyAndReturn({ data: ['A', 'B', 'C', 'D'].map((name) => ({ year: 2025, name })) });
  groupIds = groups.map((g) => g.id);
  await t.prisma.memoryWork.create({ data: { dayId, reference: 'Psalm 1:1', content: 'Blessed is the man' } });
  await t.prisma.curriculumSection.create({ data: { dayId, key: 'headline', html: '<h2>Day</h2>' } });
});
afterAll(() => t.close());

async function addEvents(count: number, offset: number) {
  for (let i = 0; i < count; i++) {
    const n = offset + i;
    await t.prisma.event.create({
      data: { dayId, name: `Event ${n}`, startTime: `${String(8 + (n % 10)).padStart(2, '0')}:00`, endTime: `${String(8 + (n % 10)).padStart(2, '0')}:45`, locationName: `Room ${n % 7}`, staffOnly: n % 9 === 0, groups: { create: [{ groupId: groupIds[n % 4] }, { groupId: groupIds[(n + 1) % 4] }] } },
    });
  }
}

async function count(read: () => Promise<unknown>) {
  t.db.statements.length = 0;
  await read();
  return t.db.statements.length;
}

it('issues the same number of SQL statements for a day of 5 events as of 50, in both doors', async () => {
  const staff = await t.signIn('leader@example.org');
  const gqlRead = async () => {
    const res = await staff.gql(DAY_PAGE, { id: gid('Day', dayId) });
    expect(res.errors).toBeUndefined();
    return res.data.node.events.length;
  };
  const restRead = async () => (await staff.rest('GET', `/api/v1/schedule/day/${dayId}`)).body.day.events.length;

  await addEvents(5, 0);
  expect(await gqlRead()).toBe(5);
  const small = { gql: await count(gqlRead), rest: await count(restRead) };
  await addEvents(45, 5);
  expect(await gqlRead()).toBe(50);
  const large = { gql: await count(gqlRead), rest: await count(restRead) };
  expect(large).toEqual(small);
  expect(small.gql).toBeLessThanOrEqual(12);
  expect(small.rest).toBeLessThanOrEqual(8);
  console.log(`day read: GraphQL ${small.gql} statements for 5 events, ${large.gql} for 50; REST ${small.rest} / ${large.rest}`);
});
