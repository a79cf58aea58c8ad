// scheduleChanged delivers each change as the changed record re-read with the subscriber's own selection
// and under their own rules: staff receive staff-only events, interns and parents never do (an event that
// becomes staff-only reaches them as `event: null`, to take out of view), deletions arrive with the id to
// remove, and nothing of an unreleased private schedule reaches those it is not for yet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { openSubscription } from '../../../test/graphql-subscription.ts';
import { arrange, gid, scheduleIds, schedulerClient } from '../../../test/kits/schedule-test-kit.ts';

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

// Each role asks for different fields: what arrives is exactly what it asked for.
const STAFF = 'subscription { scheduleChanged(year: 2025) { kind eventId dayId event { name startTime staffOnly version } day { date events { name } } } }';
const FAMILY = 'subscription { scheduleChanged(year: 2025) { kind eventId dayId event { name startTime } day { date events { name } } } }';

const create = (dayId: number, name: string, staffOnly = false) =>
  admin.gql('mutation($d: ID!, $n: String!, $s: Boolean) { createEvent(dayId: $d, name: $n, startTime: "15:00", endTime: "15:30", staffOnly: $s) { databaseId } }', { d: gid('Day', dayId), n: name, s: staffOnly });
const update = (eventId: number, fields: string) => admin.gql(`mutation($e: ID!) { updateEvent(eventId: $e, ${fields}) { id } }`, { e: gid('Event', eventId) });
/** A change every signed-in viewer of the released schedule receives: it marks a point in each stream. */
const mark = () => admin.gql('mutation($s: ID!) { setScheduleVisibility(scheduleId: $s, visibility: PUBLIC) { id } }', { s: gid('Schedule', ids.schedule.id) });
const MARK = { kind: 'schedule-changed', eventId: null, dayId: null, event: null, day: null };

describe('scheduleChanged', () => {
  it('delivers events re-read with each subscriber’s selection; staff-only events to staff only; hidden and deleted events as ids to remove', async () => {
    const [staff, intern, parent] = await Promise.all([
      t.signIn('staff@example.org').then((c) => openSubscription(c, STAFF)),
      t.signIn('intern@example.org').then((c) => openSubscription(c, FAMILY)),
      t.signIn('parent@example.org').then((c) => openSubscription(c, FAMILY)),
    ]);
    const day = ids.days[1].id;
    const dayId = gid('Day', day);
    const picnic = (await create(day, 'Picnic')).data.createEvent.databaseId as number;
    const secret = (await create(day, 'Budget talk', true)).data.createEvent.databaseId as number;
    await update(picnic, 'startTime: "14:40"');
    await update(picnic, 'staffOnly: true');
    await update(picnic, 'staffOnly: false');
    await admin.gql('mutation($e: ID!) { deleteEvent(eventId: $e) { deletedId } }', { e: gid('Event', picnic) });
    await mark();

    const e = (id: number) => gid('Event', id);
    const read = async (stream: typeof staff, count: number) => {
      const got = [];
      for (let i = 0; i < count; i++) got.push((await stream.next()).scheduleChanged);
      return got;
    };
    expect(await read(staff, 7)).toEqual([
      { kind: 'event-details-changed', eventId: e(picnic), dayId, event: { name: 'Picnic', startTime: '15:00', staffOnly: false, version: 1 }, day: null },
      { kind: 'event-details-changed', eventId: e(secret), dayId, event: { name: 'Budget talk', startTime: '15:00', staffOnly: true, version: 1 }, day: null },
      { kind: 'event-details-changed', eventId: e(picnic), dayId, event: { name: 'Picnic', startTime: '14:40', staffOnly: false, version: 2 }, day: null },
      { kind: 'event-details-changed', eventId: e(picnic), dayId, event: { name: 'Picnic', startTime: '14:40', staffOnly: true, version: 3 }, day: null },
      { kind: 'event-details-changed', eventId: e(picnic), dayId, event: { name: 'Picnic', startTime: '14:40', staffOnly: false, version: 4 }, day: null },
      { kind: 'event-deleted', eventId: e(picnic), dayId, event: null, day: null },
      MARK,
    ]);
    // Interns and parents: the staff-only event never; the event turned staff-only as gone (null), then back.
    const family = [
      { kind: 'event-details-changed', eventId: e(picnic), dayId, event: { name: 'Picnic', startTime: '15:00' }, day: null },
      { kind: 'event-details-changed', eventId: e(picnic), dayId, event: { name: 'Picnic', startTime: '14:40' }, day: null },
      { kind: 'event-details-changed', eventId: e(picnic), dayId, event: null, day: null },
      { kind: 'event-details-changed', eventId: e(picnic), dayId, event: { name: 'Picnic', startTime: '14:40' }, day: null },
      { kind: 'event-deleted', eventId: e(picnic), dayId, event: null, day: null },
      MARK,
    ];
    expect(await read(intern, 6)).toEqual(family);
    expect(await read(parent, 6)).toEqual(family);
    await Promise.all([staff.close(), intern.close(), parent.close()]);
  });

  it('a day added arrives with its events as the subscriber may see them; a deleted day arrives as its id', async () => {
    const [staff, parent] = await Promise.all([
      t.signIn('staff@example.org').then((c) => openSubscription(c, STAFF)),
      t.signIn('parent@example.org').then((c) => openSubscription(c, FAMILY)),
    ]);
    const copied = ids.days[0];
    const added = await admin.gql('mutation($s: ID!, $c: ID) { addScheduleDay(scheduleId: $s, date: "2025-08-17", copyFromDayId: $c) { databaseId } }', {
      s: gid('Schedule', ids.schedule.id),
      c: gid('Day', copied.id),
    });
    const dayId = gid('Day', added.data.addScheduleDay.databaseId);
    await admin.gql('mutation($d: ID!) { deleteScheduleDay(dayId: $d) { deletedId } }', { d: dayId });

    const names = (staffOnly: boolean) =>
      [...copied.events].filter((ev) => staffOnly || !ev.staffOnly).sort((a, b) => a.startTime.localeCompare(b.startTime) || a.name.localeCompare(b.name) || a.id - b.id).map((ev) => ({ name: ev.name }));
    expect(names(true)).not.toEqual(names(false));
    for (const [stream, staffOnly] of [[staff, true], [parent, false]] as const) {
      expect((await stream.next()).scheduleChanged).toEqual({ kind: 'day-changed', eventId: null, dayId, event: null, day: { date: '2025-08-17', events: names(staffOnly) } });
      expect((await stream.next()).scheduleChanged).toEqual({ kind: 'day-deleted', eventId: null, dayId, event: null, day: null });
    }
    await Promise.all([staff.close(), parent.close()]);
  });

  it('an unreleased private schedule’s changes reach its schedulers only', async () => {
    await arrange(t, 'PRIVATE', false);
    const scheduler = await schedulerClient(t);
    const [sched, staff, parent] = await Promise.all([
      openSubscription(scheduler, STAFF),
      t.signIn('staff@example.org').then((c) => openSubscription(c, STAFF)),
      t.signIn('parent@example.org').then((c) => openSubscription(c, FAMILY)),
    ]);
    await update(ids.publicEvent.id, 'locationName: "Gym 2"');
    // Made public: from this change on everyone may see it, so it is the first thing staff and parents receive.
    await mark();
    expect((await sched.next()).scheduleChanged).toMatchObject({ kind: 'event-details-changed', eventId: gid('Event', ids.publicEvent.id), event: { name: ids.publicEvent.name } });
    expect((await sched.next()).scheduleChanged).toEqual(MARK);
    expect((await staff.next()).scheduleChanged).toEqual(MARK);
    expect((await parent.next()).scheduleChanged).toEqual(MARK);
    await Promise.all([sched.close(), staff.close(), parent.close()]);
    await arrange(t, 'PUBLIC', true);
  });
});
