// Schedule changes reach open screens: /api/v1/updates carries day-deleted, event-details-changed and
// event-deleted (ids only) to those who may see the schedule, and the scheduleChanged subscription re-reads
// each change under the subscriber's own rules — a parent never receives a staff-only event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { openUpdates } from '../../../test/kits/groups-test-kit.ts';
import { publishMarker } from '../../../test/live-marker.ts';
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
  // A change of the released 2025 schedule everyone sees (its visibility set again): it marks a point in a stream.
  const MARK = '"kind":"schedule-changed"';
  const mark = () => admin.rest('POST', `/api/v1/schedule/${ids.schedule.id}/visibility?visibility=PUBLIC`);

  async function subscribe(email: string) {
    const client = await t.signIn(email);
    const query = 'subscription { scheduleChanged(year: 2025) { kind eventId event { name staffOnly startTime } day { date } } }';
    const res = await client.request('POST', '/graphql', { headers: { accept: 'text/event-stream' }, body: { query } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const pump = (async () => {
      for (;;) {
        const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (chunk.done) return;
        text += decoder.decode(chunk.value, { stream: true });
      }
    })();
    const count = (needle: string) => text.split(needle).length - 1;
    /** Polls until `needle` has arrived `times` times; with `nudge`, calls it again whenever a while passed without. */
    const waitFor = async (needle: string, { times = 1, nudge }: { times?: number; nudge?: () => Promise<unknown> } = {}) => {
      const deadline = Date.now() + 10_000;
      let nudgeAt = 0;
      while (count(needle) < times) {
        if (Date.now() > deadline) throw new Error(`no ${needle}; got ${text}`);
        if (nudge && Date.now() >= nudgeAt) {
          await nudge();
          nudgeAt = Date.now() + 250;
        }
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    // scheduleChanged listens to the bus from the first pull of its results, which no message of the stream
    // shows: a change is published until one arrives.
    await waitFor(MARK, { nudge: mark });
    return {
      text: () => text,
      count,
      waitFor,
      async close() {
        await reader.cancel();
        await pump;
      },
    };
  }

  it('re-reads the moved event for staff and parents; a staff-only event reaches staff only', async () => {
    const [staff, parent] = await Promise.all([subscribe('staff@example.org'), subscribe('parent@example.org')]);
    const e = gid('Event', ids.publicEvent.id);
    await admin.gql('mutation($e: ID!) { updateEvent(eventId: $e, startTime: "09:36", endTime: "10:11") { name } }', { e });
    await staff.waitFor('"startTime":"09:36"');
    await parent.waitFor('"startTime":"09:36"');
    await admin.gql('mutation($e: ID!) { updateEvent(eventId: $e, name: "Secret rehearsal") { name } }', { e: gid('Event', ids.staffOnly.id) });
    await staff.waitFor('Secret rehearsal');
    await admin.gql('mutation($e: ID!) { updateEvent(eventId: $e, staffOnly: true) { name } }', { e });
    await staff.waitFor('"staffOnly":true,"startTime":"09:36"');
    // The parent learns the event is gone from their view (event: null), never what it became.
    await parent.waitFor('"event":null');
    // Changes arrive in order: had the staff-only ones reached the parent, they would stand before this mark.
    // Both streams have delivered every change before the last one they waited for (earlier marks too), so
    // each counts the new mark; once it is there neither is still re-reading a change when it closes.
    const [parentMarks, staffMarks] = [parent.count(MARK), staff.count(MARK)];
    await mark();
    await Promise.all([parent.waitFor(MARK, { times: parentMarks + 1 }), staff.waitFor(MARK, { times: staffMarks + 1 })]);
    expect(parent.text()).not.toContain('Secret rehearsal');
    expect(parent.text()).not.toContain('"staffOnly":true');
    await Promise.all([staff.close(), parent.close()]);
  });
});
