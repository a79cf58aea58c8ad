// The rotation generator through both doors: a proposal for the demo groups, collisions with the day's
// own events named, applying writes every event in one go (or nothing), and only schedulers may use it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { gid, scheduleIds } from '../../../test/kits/schedule-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof scheduleIds>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  ids = await scheduleIds(t);
});
afterAll(() => t.close());

const STATIONS = [
  { activity: 'Bible story', locationName: 'Chapel' },
  { activity: 'Games', locationName: 'Gym' },
  { activity: 'Science and crafts', locationName: 'Room 104' },
];

it('fills an empty day for the six demo groups with no conflict; the same day again collides (409), nothing written', async () => {
  const admin = await t.signIn('admin@example.org');
  const permanent = ids.groups.filter((g) => g.type === 'PERMANENT').map((g) => g.id);
  const day = await admin.rest('POST', `/api/v1/schedule/${ids.schedule.id}/day?date=2025-08-18`);
  const input = { groupIds: permanent, stations: STATIONS, startTime: '09:30', slotMinutes: 30, gapMinutes: 5, seed: 7 };

  const proposal = await admin.gql(`query($d: ID!, $i: RotationInput!) { rotationProposal(dayId: $d, input: $i) { slots { startTime endTime visits { groupId activity locationName } resting } collisions { eventName } } }`, { d: gid('Day', day.body.id), i: input });
  expect(proposal.errors).toBeUndefined();
  const slots = proposal.data.rotationProposal.slots;
  expect(slots).toHaveLength(6);
  expect(slots[0]).toMatchObject({ startTime: '09:30', endTime: '10:00' });
  expect(slots[1].startTime).toBe('10:05');
  expect(proposal.data.rotationProposal.collisions).toEqual([]);

  const applied = await admin.gql(`mutation($d: ID!, $i: RotationInput!) { applyRotation(dayId: $d, input: $i) { events { name groupIds } conflicts { kind } } }`, { d: gid('Day', day.body.id), i: input });
  expect(applied.errors).toBeUndefined();
  expect(applied.data.applyRotation.events).toHaveLength(18);
  expect(applied.data.applyRotation.conflicts).toEqual([]);

  const count = await t.prisma.event.count();
  const again = await admin.rest('POST', `/api/v1/schedule/day/${day.body.id}/rotation/apply`, input);
  expect(again.status).toBe(409);
  expect(await t.prisma.event.count()).toBe(count);
  const review = await admin.rest('POST', `/api/v1/schedule/day/${day.body.id}/rotation`, input);
  expect(review.status).toBe(200);
  expect(review.body.conflicts.length).toBeGreaterThan(0);
});

it('names the bad field, and is for schedulers only', async () => {
  const admin = await t.signIn('admin@example.org');
  const bad = await admin.rest('POST', `/api/v1/schedule/day/${ids.days[0].id}/rotation`, { groupIds: [], stations: STATIONS, startTime: '09:30', slotMinutes: 30, gapMinutes: 5, seed: 1 });
  expect(bad.status).toBe(400);
  expect(bad.body.error.fields).toEqual({ groupIds: expect.any(String) });
  const foreign = await admin.rest('POST', `/api/v1/schedule/day/${ids.days[0].id}/rotation`, { groupIds: [999999], stations: STATIONS, startTime: '09:30', slotMinutes: 30, gapMinutes: 5, seed: 1 });
  expect(foreign.body.error.fields).toEqual({ groups: expect.any(String) });
  const staff = await t.signIn('staff@example.org');
  expect((await staff.rest('POST', `/api/v1/schedule/day/${ids.days[0].id}/rotation/apply`, { groupIds: [ids.groups[0].id], stations: STATIONS, startTime: '16:00', slotMinutes: 10, gapMinutes: 0, seed: 1 })).status).toBe(403);
});
