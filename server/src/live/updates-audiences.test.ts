// /api/v1/updates serialises each event once per audience and writes those bytes to every stream of the
// audience (frames.ts). Through the real door, with streams of every kind open on one change at once: what
// each receives is still decided and shaped for its own viewer — staff read a group event's roster ids and
// interns do not, staff whose permissions differ receive different changes, and a parent receives nothing
// meant for staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createStaff, type TestApp, type TestClient } from '../../test/harness.ts';
import { publishMarker } from '../../test/live-marker.ts';
import { seedDemoData } from '../seed/seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  await createStaff(t, 'scheduler@example.org', ['SCHEDULE_CLASSES']);
});
afterAll(() => t.close());

interface Received {
  type: string;
  data: Record<string, unknown>;
}

/** An open /api/v1/updates stream of `client`; resolves once it says it is connected (it listens to the bus from then on). */
async function openUpdates(client: TestClient) {
  const res = await client.request('GET', '/api/v1/updates', { headers: { accept: 'text/event-stream' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let arrived: () => void = () => {};
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return;
      text += decoder.decode(chunk.value, { stream: true });
      arrived();
    }
  })();
  const until = async (found: () => boolean, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!found()) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no ${what}; got ${text}`);
      await new Promise<void>((r) => {
        const timer = setTimeout(r, remaining);
        arrived = () => {
          clearTimeout(timer);
          r();
        };
      });
    }
  };
  await until(() => text.includes(': connected\n\n'), 'connected comment');
  const events = (): Received[] =>
    text
      .split('\n\n')
      .map((block) => /^event: (.+)\ndata: (.+)$/m.exec(block))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ type: m[1], data: JSON.parse(m[2]) }));
  return {
    /** Once the marker (test/live-marker.ts) has arrived: the events before it, apart from the schedule's day-changed. */
    async before(marker: string): Promise<Received[]> {
      await until(() => events().some((e) => e.data.marker === marker), `marker ${marker}`);
      const all = events();
      return all.slice(0, all.findIndex((e) => e.data.marker === marker));
    },
    close: () => reader.cancel(),
  };
}

describe('one change, every audience at once', () => {
  it('each stream receives the change as its own viewer may see it, though each audience’s frame is built once', async () => {
    const admin = await t.signIn('admin@example.org');
    const group = (await admin.rest('PUT', '/api/v1/group?name=Camels&type=SCHEDULED')).body.id as number;
    const parentRow = await t.prisma.parent.findFirstOrThrow({ where: { account: { email: 'parent@example.org' } }, include: { children: true } });
    const child = parentRow.children[0].childId;
    const schedule = await t.prisma.schedule.findUniqueOrThrow({ where: { year: 2025 }, include: { days: { include: { events: true } } } });
    const event = schedule.days.flatMap((d) => d.events).find((e) => !e.staffOnly)!;
    // An unreleased private schedule: its changes are for staff who schedule (SCHEDULE_CLASSES or MANAGE_VBS).
    await t.prisma.schedule.update({ where: { id: schedule.id }, data: { visibility: 'PRIVATE', releaseDate: new Date(Date.now() + 86_400_000) } });

    // Opened in this order so that an intern's and a parent's streams are handed each event before staff's:
    // a frame built for them first must not be what staff receive, nor the other way round.
    const emails = ['intern@example.org', 'parent@example.org', 'staff@example.org', 'scheduler@example.org', 'admin@example.org', 'intern@example.org', 'parent2@example.org'];
    const streams: Awaited<ReturnType<typeof openUpdates>>[] = [];
    for (const email of emails) streams.push(await openUpdates(await t.signIn(email)));
    const [intern, parent, staff, scheduler, adminStream, intern2, parent2] = streams;

    expect((await admin.rest('PUT', `/api/v1/group?childId=${child}&groupId=${group}`)).status).toBe(200);
    expect((await admin.rest('POST', `/api/v1/child/${child}/staffNotes`, { staffNotes: '<p>Sits near the door</p>' })).status).toBe(200);
    expect((await admin.rest('POST', `/api/v1/schedule/event/${event.id}/name?value=Opening%20rally`)).status).toBe(200);
    const marker = await publishMarker(t.bus);

    const assignment = { type: 'group-child-assignment', data: { groupId: group, year: 2025, childId: child, assigned: true } };
    const internAssignment = { type: 'group-child-assignment', data: { groupId: group, year: 2025, assigned: true } };
    const notes = { type: 'child-updated-staff-notes', data: { childId: child } };
    const renamed = { type: 'event-details-changed', data: { scheduleId: schedule.id, year: 2025, dayId: event.dayId, eventId: event.id } };
    const received = async (s: (typeof streams)[number]) => (await s.before(marker)).filter((e) => e.type !== 'day-changed');

    // Staff read which child was assigned; staff whose permissions differ receive different changes.
    expect(await received(adminStream)).toEqual([assignment, notes, renamed]);
    expect(await received(scheduler)).toEqual([assignment, notes, renamed]);
    expect(await received(staff)).toEqual([assignment, notes]);
    // Interns follow groups without the roster ids, and read no staff notes.
    expect(await received(intern)).toEqual([internAssignment]);
    expect(await received(intern2)).toEqual([internAssignment]);
    // A parent receives nothing meant for staff, not even about their own child.
    expect(await received(parent)).toEqual([]);
    expect(await received(parent2)).toEqual([]);
    await Promise.all(streams.map((s) => s.close()));
  });
});
