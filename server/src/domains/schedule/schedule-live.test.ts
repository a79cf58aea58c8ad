// Schedule changes reach open screens: /api/v1/updates carries day-deleted, event-details-changed and
// event-deleted (ids only) to those who may see the schedule, and the scheduleChanged subscription re-reads
// each change under the subscriber's own rules — a parent never receives a staff-only event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { openUpdates } from '../../../test/kits/groups-test-kit.ts';
import { publishMarker } from '../../../test/live-marker.ts';
import { openSubscription } from '../../../test/graphql-subscription.ts';
import { arrange, gid, scheduleIds } from '../../../test/kits/schedule-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof scheduleIds>>;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  ids = await scheduleIds(t);
  admin = await t.signIn('admin@example.org');
});
afterAll(() => t.close());

describe('/api/v1/updates', () => {
  it('carries event and day changes of a released schedule to staff and parents; staff-only events to staff only', async () => {
    const [staff, parent] = await Promise.all([t.signIn('staff@example.org').then(openUpdates), t.signIn('parent@example.org').then(openUpdates)]);
    const day = ids.days[1].id;
    const created = await admin.rest('POST', `/api/v1/schedule/day/${day}/event`, { event: { name: 'Parade', startTime: '15:00', endTime: '15:30' } });
    const hidden = await admin.rest('POST', `/api/v1/schedule/day/${day}/event`, { event: { name: 'Budget meeting', startTime: '16:00', endTime: '16:30', staffOnly: true } });
    await admin.rest('POST', `/api/v1/schedule/event/${hidden.body.eventId}/name?value=Budget%20talk`);
    await admin.rest('DELETE', `/api/v1/schedule/event/${hidden.body.eventId}`);
    await admin.rest('DELETE', `/api/v1/schedule/event/${created.body.eventId}`);
    const extra = await admin.rest('POST', `/api/v1/schedule/${ids.schedule.id}/day?date=2025-08-16`);
    await admin.rest('DELETE', `/api/v1/schedule/day/${extra.body.id}`);

    await staff.waitFor('day-deleted');
    await parent.waitFor('day-deleted');
    const base = { scheduleId: ids.schedule.id, year: 2025 };
    const staffEvents = staff.events().filter((e) => e.type !== 'day-changed');
    expect(staffEvents).toEqual([
      { type: 'event-details-changed', data: { ...base, dayId: day, eventId: created.body.eventId } },
      { type: 'event-details-changed', data: { ...base, dayId: day, eventId: hidden.body.eventId } },
      { type: 'event-details-changed', data: { ...base, dayId: day, eventId: hidden.body.eventId } },
      { type: 'event-deleted', data: { ...base, dayId: day, eventId: hidden.body.eventId } },
      { type: 'event-deleted', data: { ...base, dayId: day, eventId: created.body.eventId } },
      { type: 'day-deleted', data: { ...base, dayId: extra.body.id } },
    ]);
    const parentEvents = parent.events().filter((e) => e.type !== 'day-changed');
    expect(parentEvents.map((e) => e.data.eventId ?? e.data.dayId)).toEqual([created.body.eventId, created.body.eventId, extra.body.id]);
    expect(JSON.stringify(parent.events())).not.toContain(`"eventId":${hidden.body.eventId}`);
    await Promise.all([staff.close(), parent.close()]);
  });

  it('an unreleased private schedule’s changes reach only those who may see it', async () => {
    await arrange(t, 'PRIVATE', false);
    const [staff, parent, adminStream] = await Promise.all([
      t.signIn('staff@example.org').then(openUpdates),
      t.signIn('parent@example.org').then(openUpdates),
      t.signIn('admin@example.org').then(openUpdates),
    ]);
    await admin.rest('POST', `/api/v1/schedule/event/${ids.publicEvent.id}/location?name=Gym%202`);
    await adminStream.waitFor('event-details-changed');
    const marker = await publishMarker(t.bus);
    expect(await staff.eventsBefore(marker)).toEqual([]);
    expect(await parent.eventsBefore(marker)).toEqual([]);
    await Promise.all([staff.close(), parent.close(), adminStream.close()]);
    await arrange(t, 'PUBLIC', true);
  });
});

describe('scheduleChanged subscription', () => {
  const subscribe = async (email: string) =>
    openSubscription(await t.signIn(email), 'subscription { scheduleChanged(year: 2025) { kind eventId event { name staffOnly startTime } day { date } } }');
  const next = async (stream: Awaited<ReturnType<typeof subscribe>>) => (await stream.next()).scheduleChanged;

  it('re-reads the moved event for staff and parents; a staff-only event reaches staff only', async () => {
    const [staff, parent] = await Promise.all([subscribe('staff@example.org'), subscribe('parent@example.org')]);
    const e = gid('Event', ids.publicEvent.id);
    await admin.gql('mutation($e: ID!) { updateEvent(eventId: $e, startTime: "09:36", endTime: "10:11") { name } }', { e });
    await admin.gql('mutation($e: ID!) { updateEvent(eventId: $e, name: "Secret rehearsal") { name } }', { e: gid('Event', ids.staffOnly.id) });
    await admin.gql('mutation($e: ID!) { updateEvent(eventId: $e, staffOnly: true) { name } }', { e });
    const moved = { kind: 'event-details-changed', eventId: e, event: { name: ids.publicEvent.name, staffOnly: false, startTime: '09:36' }, day: null };
    expect(await next(staff)).toEqual(moved);
    expect(await next(staff)).toMatchObject({ eventId: gid('Event', ids.staffOnly.id), event: { name: 'Secret rehearsal', staffOnly: true } });
    expect(await next(staff)).toEqual({ ...moved, event: { ...moved.event, staffOnly: true } });
    // Changes arrive in order: the parent never receives the staff-only event, and learns the moved event
    // is gone from their view (event: null), never what it became.
    expect(await next(parent)).toEqual(moved);
    expect(await next(parent)).toEqual({ ...moved, event: null });
    await Promise.all([staff.close(), parent.close()]);
  });
});
