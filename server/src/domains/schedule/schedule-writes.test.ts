// Writing the schedule through both doors: who may (SCHEDULE_CLASSES or MANAGE_VBS), who may not (staff
// without them, interns, parents, nobody signed out), and bad input answered with the field named and
// nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { PROGRAM_YEAR_WORDS } from '../../../../forms/fields.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { errorCode, gid, scheduleIds, schedulerClient } from '../../../test/kits/schedule-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof scheduleIds>>;
let admin: TestClient;
let scheduler: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  ids = await scheduleIds(t);
  admin = await t.signIn('admin@example.org');
  scheduler = await schedulerClient(t);
});
afterAll(() => t.close());

/** Everything the schedule holds, to prove a refused call changed nothing. */
async function snapshot() {
  const [days, events, groups, sections, memory, schedule] = await Promise.all([
    t.prisma.day.findMany({ orderBy: { id: 'asc' } }),
    t.prisma.event.findMany({ orderBy: { id: 'asc' } }),
    t.prisma.eventGroup.findMany({ orderBy: [{ eventId: 'asc' }, { groupId: 'asc' }] }),
    t.prisma.curriculumSection.findMany({ orderBy: [{ dayId: 'asc' }, { key: 'asc' }] }),
    t.prisma.memoryWork.findMany({ orderBy: { id: 'asc' } }),
    t.prisma.schedule.findMany(),
  ]);
  return JSON.stringify({ days, events, groups, sections, memory, schedule });
}

describe('REST writes by a scheduler (SCHEDULE_CLASSES)', () => {
  it('adds a day by copying Aug 11 — its events with their groups — and deletes it', async () => {
    const copy = await scheduler.rest('POST', `/api/v1/schedule/${ids.schedule.id}/day?date=2025-08-18&copyFrom=${ids.days[0].id}`);
    expect(copy.status).toBe(201);
    expect(copy.body).toEqual({ id: expect.any(Number) });
    const day = (await scheduler.rest('GET', `/api/v1/schedule/day/${copy.body.id}`)).body.day;
    const source = (await scheduler.rest('GET', `/api/v1/schedule/day/${ids.days[0].id}`)).body.day;
    const strip = (e: { id: number; dayId: number }) => ({ ...e, id: 0, dayId: 0 });
    expect(day.events.map(strip)).toEqual(source.events.map(strip));
    expect(day.date).toBe('2025-08-18');
    const days = await scheduler.rest('GET', `/api/v1/schedule/${ids.schedule.id}/day/all`);
    expect(days.body.days.map((d: { date: string }) => d.date)).toEqual(['2025-08-11', '2025-08-12', '2025-08-13', '2025-08-14', '2025-08-15', '2025-08-18']);
    expect((await scheduler.rest('DELETE', `/api/v1/schedule/day/${copy.body.id}`)).status).toBe(204);
    expect((await scheduler.rest('GET', `/api/v1/schedule/day/${copy.body.id}`)).status).toBe(404);
    expect(await t.prisma.event.count({ where: { dayId: copy.body.id } })).toBe(0);
  });

  it('creates an event, changes each field by its own call, sets groups, and deletes it', async () => {
    const dayId = ids.days[1].id;
    const [g1, g2] = ids.groups;
    const created = await scheduler.rest('POST', `/api/v1/schedule/day/${dayId}/event`, { event: { name: 'Water games', startTime: '15:00', endTime: '15:30', locationName: 'Back Field', groups: [g1.id] } });
    expect(created.status).toBe(201);
    const id = created.body.eventId;
    const base = `/api/v1/schedule/event/${id}`;
    expect((await scheduler.rest('GET', base)).body.event).toEqual({ id, dayId, name: 'Water games', startTime: '15:00', endTime: '15:30', locationName: 'Back Field', staffOnly: false, version: 1, groups: [g1.id] });
    expect((await scheduler.rest('POST', `${base}/name?value=Splash%20day`)).body.event.name).toBe('Splash day');
    expect((await scheduler.rest('POST', `${base}/location?name=Parking%20lot`)).body.event.locationName).toBe('Parking lot');
    expect((await scheduler.rest('POST', `${base}/endTime?value=16:00`)).body.event.endTime).toBe('16:00');
    expect((await scheduler.rest('POST', `${base}/startTime?value=15:15`)).body.event.startTime).toBe('15:15');
    expect((await scheduler.rest('POST', `${base}/staffOnly?value=true`)).body.event.staffOnly).toBe(true);
    expect((await scheduler.rest('POST', `${base}/groups/${g2.id}`)).body.event.groups).toEqual([g1.id, g2.id].sort((a, b) => a - b));
    expect((await scheduler.rest('DELETE', `${base}/groups/${g1.id}`)).body.event.groups).toEqual([g2.id]);
    expect((await scheduler.rest('DELETE', base)).status).toBe(204);
    expect((await scheduler.rest('GET', base)).status).toBe(404);
  });

  it('saves curriculum sections sanitized, leaving the others as they were', async () => {
    const dayId = ids.days[2].id;
    const before = (await scheduler.rest('GET', `/api/v1/schedule/day/${dayId}`)).body.day.curriculum;
    const res = await scheduler.rest('POST', `/api/v1/schedule/day/${dayId}/curriculum`, {
      curriculum: { 'staff-menu': '<p onclick="x()">Tacos <script>alert(1)</script><b>and</b> salad</p>', 'spirit-day': '<h2>Pyramid hats</h2>' },
    });
    expect(res.status).toBe(200);
    expect(res.body.day.curriculum).toEqual({ ...before, 'staff-menu': '<p>Tacos <strong>and</strong> salad</p>', 'spirit-day': '<h2>Pyramid hats</h2>' });
    const cleared = await scheduler.rest('POST', `/api/v1/schedule/day/${dayId}/curriculum`, { curriculum: { 'spirit-day': '<p></p>' } });
    expect(cleared.body.day.curriculum['spirit-day']).toBe('');
  });

  it('sets visibility and release date; an empty release date returns to the default', async () => {
    const vis = await scheduler.rest('POST', `/api/v1/schedule/${ids.schedule.id}/visibility?visibility=internal`);
    expect(vis.status).toBe(200);
    expect(vis.body.schedule.visibility).toBe('INTERNAL');
    const rel = await scheduler.rest('POST', `/api/v1/schedule/${ids.schedule.id}/releaseDate?releaseDate=2025-08-01T12:00:00Z`);
    expect(rel.body.schedule).toMatchObject({ releaseDate: '2025-08-01T12:00:00.000Z', releaseDateIsDefault: false });
    const back = await scheduler.rest('POST', `/api/v1/schedule/${ids.schedule.id}/releaseDate?releaseDate=`);
    expect(back.body.schedule).toMatchObject({ releaseDate: '2025-08-09T05:00:00.000Z', releaseDateIsDefault: true });
    await scheduler.rest('POST', `/api/v1/schedule/${ids.schedule.id}/visibility?visibility=PUBLIC`);
  });

  it('creates a schedule for a new edition (201 {"id"}); a second one for the year is 409', async () => {
    await t.prisma.edition.create({ data: { year: 2026, name: 'Next', startsAt: new Date('2026-08-10T14:00:00Z') } });
    const res = await admin.rest('POST', '/api/v1/schedule?year=2026');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number) });
    expect((await admin.rest('POST', '/api/v1/schedule?year=2026')).status).toBe(409);
    expect((await admin.rest('POST', '/api/v1/schedule?year=2031')).body.error.fields).toEqual({ year: expect.any(String) });
    // No days yet: the default release is the edition's start.
    expect((await admin.rest('GET', '/api/v1/schedule?year=2026')).body.schedule.releaseDate).toBe('2026-08-10T14:00:00.000Z');
  });

  it('adds memory work for the week and for a day', async () => {
    const week = await scheduler.rest('POST', '/api/v1/memoryWork', { reference: 'Psalm 23:1', content: 'The LORD is my shepherd; I shall not want.', scheduleId: ids.schedule.id });
    expect(week.status).toBe(201);
    const day = await scheduler.rest('POST', '/api/v1/memoryWork', { reference: 'John 3:16', content: 'For God so loved the world…', dayId: ids.days[3].id });
    expect(day.status).toBe(201);
    const list = await scheduler.rest('GET', `/api/v1/schedule/${ids.schedule.id}/memoryWork`);
    expect(list.body.memoryWork.at(-1)).toEqual({ id: week.body.id, reference: 'Psalm 23:1', content: 'The LORD is my shepherd; I shall not want.', scheduleId: ids.schedule.id, dayId: null });
    expect((await scheduler.rest('GET', `/api/v1/schedule/day/${ids.days[3].id}/memoryWork`)).body.memoryWork.at(-1).id).toBe(day.body.id);
  });
});

describe('GraphQL writes (the same services)', () => {
  it('copies a day, moves an event start and end together, sets it staff-only, and reports conflicts', async () => {
    const add = await admin.gql(`mutation($s: ID!, $from: ID) { addScheduleDay(scheduleId: $s, date: "2025-08-19", copyFromDayId: $from) { databaseId date events { databaseId name startTime } } }`, {
      s: gid('Schedule', ids.schedule.id),
      from: gid('Day', ids.days[0].id),
    });
    expect(add.errors).toBeUndefined();
    const day = add.data.addScheduleDay;
    expect(day.events).toHaveLength(ids.days[0].events.length);
    const opening = day.events.find((e: { name: string }) => e.name === 'Opening assembly');
    const moved = await admin.gql(`mutation($e: ID!) { updateEvent(eventId: $e, startTime: "09:40", endTime: "10:10", staffOnly: true) { startTime endTime staffOnly } }`, { e: gid('Event', opening.databaseId) });
    expect(moved.data.updateEvent).toEqual({ startTime: '09:40', endTime: '10:10', staffOnly: true });
    // Opening assembly (every group) now overlaps the first rotation slot of those same groups.
    const conflicts = await admin.gql(`query($d: ID!) { node(id: $d) { ... on Day { conflicts { eventIds kind } } } }`, { d: gid('Day', day.databaseId) });
    expect(conflicts.data.node.conflicts.filter((c: { kind: string; eventIds: number[] }) => c.kind === 'group' && c.eventIds.includes(opening.databaseId)).length).toBeGreaterThan(0);
    const del = await admin.gql(`mutation($d: ID!) { deleteScheduleDay(dayId: $d) { deletedId schedule { days { date } } } }`, { d: gid('Day', day.databaseId) });
    expect(del.data.deleteScheduleDay.schedule.days).toHaveLength(5);
  });

  it('a change made from the version the editor holds lands and raises it; one made from an older version is refused, not overwritten', async () => {
    const created = await scheduler.rest('POST', `/api/v1/schedule/day/${ids.days[1].id}/event`, { event: { name: 'Kickball', startTime: '14:00', endTime: '14:30' } });
    const e = gid('Event', created.body.eventId);
    const move = (startTime: string, endTime: string, version?: number) =>
      admin.gql(`mutation($e: ID!, $s: String, $t: String, $v: Int) { updateEvent(eventId: $e, startTime: $s, endTime: $t, version: $v) { startTime endTime version } }`, { e, s: startTime, t: endTime, v: version });
    // Three quick moves, each sent with the version the previous one acknowledged: all land.
    let version = 1;
    for (const [start, end] of [['13:55', '14:25'], ['13:50', '14:20'], ['13:45', '14:15']]) {
      const res = await move(start, end, version);
      expect(res.errors).toBeUndefined();
      expect(res.data.updateEvent).toEqual({ startTime: start, endTime: end, version: version + 1 });
      version += 1;
    }
    // Someone else renames it over REST (version 4 → 5); a move made from version 4 is refused with what it now is.
    const renamed = await scheduler.rest('POST', `/api/v1/schedule/event/${created.body.eventId}/name?value=Kickball%20final&version=4`);
    expect(renamed.body.event).toMatchObject({ name: 'Kickball final', startTime: '13:45', version: 5 });
    const stale = await move('13:40', '14:10', 4);
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(stale.errors![0].message).toContain('Kickball final');
    expect(await t.prisma.event.findUniqueOrThrow({ where: { id: created.body.eventId } })).toMatchObject({ name: 'Kickball final', startTime: '13:45', endTime: '14:15', version: 5 });
    // Without a version the move lands on whatever the event now is (the SPEC §7 single-field calls).
    expect((await move('13:40', '14:10')).data.updateEvent).toEqual({ startTime: '13:40', endTime: '14:10', version: 6 });
    await scheduler.rest('DELETE', `/api/v1/schedule/event/${created.body.eventId}`);
  });

  it('saves curriculum and reads it back in page order', async () => {
    const res = await scheduler.gql(`mutation($d: ID!) { setDayCurriculum(dayId: $d, sections: [{ key: "games", html: "x" }]) { databaseId } }`, { d: gid('Day', ids.days[0].id) });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { 'curriculum.games': expect.any(String) } });
    const ok = await scheduler.gql(`mutation($d: ID!) { setDayCurriculum(dayId: $d, sections: [{ key: "activities/rotations/games", html: "<p>Tug of war</p>" }]) { curriculum { key label html } } }`, { d: gid('Day', ids.days[0].id) });
    expect(ok.data.setDayCurriculum.curriculum[5]).toEqual({ key: 'activities/rotations/games', label: 'Games', html: '<p>Tug of war</p>' });
  });

  it('reads a year alike through both doors', async () => {
    // The one year message (forms/fields.ts), the groups' calls' too (groups.test.ts).
    const fields = { year: PROGRAM_YEAR_WORDS };
    expect((await scheduler.rest('GET', '/api/v1/schedule?year=abc')).body.error).toMatchObject({ code: 'BAD_INPUT', fields });
    const byRest = await scheduler.rest('GET', '/api/v1/schedule?year=1800');
    expect(byRest.status).toBe(400);
    expect(byRest.body.error).toMatchObject({ code: 'BAD_INPUT', fields });
    for (const doc of ['{ schedule(year: 1800) { id } }', '{ scheduleRelease(year: 99999) { year } }', '{ myScheduleGroups(year: 1) { id } }']) {
      const byGql = await scheduler.gql(doc);
      expect(byGql.errors?.[0].extensions, doc).toMatchObject({ code: 'BAD_INPUT', fields });
    }
    expect((await scheduler.rest('GET', '/api/v1/schedule?year=2025')).status).toBe(200);
  });

  it('counts a section’s text after cleaning, and refuses it alike through both doors when too long', async () => {
    // Markup the cleaner drops does not count; 20,001 letters of text do, whichever door sends them.
    const long = `<p>${'a'.repeat(20_001)}</p>`;
    const fields = { 'curriculum.headline': 'Keep the section to 20000 characters of text or fewer.' };
    const byRest = await scheduler.rest('POST', `/api/v1/schedule/day/${ids.days[1].id}/curriculum`, { headline: long });
    expect(byRest.status).toBe(400);
    expect(byRest.body.error).toMatchObject({ code: 'BAD_INPUT', fields });
    const byGql = await scheduler.gql(`mutation($d: ID!, $h: String!) { setDayCurriculum(dayId: $d, sections: [{ key: "headline", html: $h }]) { databaseId } }`, { d: gid('Day', ids.days[1].id), h: long });
    expect(byGql.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields });
    const padded = `<p>${'<span>'.repeat(2_000)}short${'</span>'.repeat(2_000)}</p>`;
    const kept = await scheduler.rest('POST', `/api/v1/schedule/day/${ids.days[1].id}/curriculum`, { headline: padded });
    expect(kept.status).toBe(200);
    expect(kept.body.day.curriculum.headline).toBe('<p>short</p>');
  });
});

describe('denials: nothing changes', () => {
  const CALLS: [method: string, path: () => string, body?: unknown][] = [
    ['POST', () => `/api/v1/schedule?year=2025`],
    ['POST', () => `/api/v1/schedule/${ids.schedule.id}/visibility?visibility=PRIVATE`],
    ['POST', () => `/api/v1/schedule/${ids.schedule.id}/releaseDate?releaseDate=2030-01-01T00:00:00Z`],
    ['POST', () => `/api/v1/memoryWork`, { reference: 'Psalm 1:1', content: 'Blessed is the man', scheduleId: 1 }],
    ['POST', () => `/api/v1/schedule/${ids.schedule.id}/day?date=2025-08-20`],
    ['DELETE', () => `/api/v1/schedule/day/${ids.days[4].id}`],
    ['POST', () => `/api/v1/schedule/day/${ids.days[4].id}/curriculum`, { curriculum: { headline: '<h2>x</h2>' } }],
    ['POST', () => `/api/v1/schedule/day/${ids.days[4].id}/event`, { event: { name: 'x', startTime: '10:00', endTime: '11:00' } }],
    ['POST', () => `/api/v1/schedule/event/${ids.publicEvent.id}/name?value=Hacked`],
    ['POST', () => `/api/v1/schedule/event/${ids.publicEvent.id}/location?name=Roof`],
    ['POST', () => `/api/v1/schedule/event/${ids.publicEvent.id}/staffOnly?value=true`],
    ['POST', () => `/api/v1/schedule/event/${ids.publicEvent.id}/startTime?value=07:00`],
    ['POST', () => `/api/v1/schedule/event/${ids.publicEvent.id}/endTime?value=23:00`],
    ['DELETE', () => `/api/v1/schedule/event/${ids.publicEvent.id}`],
    ['POST', () => `/api/v1/schedule/event/${ids.publicEvent.id}/groups/${ids.groups[9].id}`],
    ['DELETE', () => `/api/v1/schedule/event/${ids.publicEvent.id}/groups/${ids.publicEvent.groups[0].groupId}`],
  ];

  it.each(['staff@example.org', 'intern@example.org', 'parent@example.org', null])('%s may not write (403, or 401 signed out)', async (email) => {
    const client = email ? await t.signIn(email) : t.anonymous();
    const before = await snapshot();
    for (const [method, path, body] of CALLS) {
      const res = await client.rest(method, path(), body);
      expect(res.status, `${method} ${path()}`).toBe(email ? 403 : 401);
    }
    const gql = await client.gql(`mutation($e: ID!) { updateEvent(eventId: $e, name: "Hacked") { name } }`, { e: gid('Event', ids.publicEvent.id) });
    expect(errorCode(gql)).toBe(email ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    expect(await snapshot()).toBe(before);
  });

  it('marking memorized is for staff; the tally too', async () => {
    const m = ids.weekMemoryWork[0].id;
    const child = ids.ownChildIds[0];
    for (const email of ['parent@example.org', 'intern@example.org']) {
      const client = await t.signIn(email);
      expect((await client.rest('PUT', `/api/v1/memoryWork/${m}/memorize?childId=${child}`)).status).toBe(403);
      expect((await client.rest('GET', `/api/v1/schedule/${ids.schedule.id}/tally`)).status).toBe(403);
    }
    expect((await t.anonymous().rest('PUT', `/api/v1/memoryWork/${m}/forget?childId=${child}`)).status).toBe(401);
  });
});

describe('bad input: 400/404/409 naming the field, nothing changed', () => {
  const d = () => ids.days[0].id;
  const e = () => ids.publicEvent.id;
  const CASES: [method: string, path: () => string, body: unknown, status: number, field?: string][] = [
    ['POST', () => `/api/v1/schedule/${ids.schedule.id}/day?date=2025-13-01`, undefined, 400, 'date'],
    ['POST', () => `/api/v1/schedule/${ids.schedule.id}/day?date=2025-02-30`, undefined, 400, 'date'],
    ['POST', () => `/api/v1/schedule/${ids.schedule.id}/day`, undefined, 400, 'date'],
    ['POST', () => `/api/v1/schedule/${ids.schedule.id}/day?date=2025-08-12&copyFrom=${d()}`, undefined, 409],
    ['POST', () => `/api/v1/schedule/${ids.schedule.id}/day?date=2025-08-25&copyFrom=999999`, undefined, 404],
    ['POST', () => `/api/v1/schedule/999999/day?date=2025-08-25`, undefined, 404],
    ['POST', () => `/api/v1/schedule/${ids.schedule.id}/visibility?visibility=SECRET`, undefined, 400, 'visibility'],
    ['POST', () => `/api/v1/schedule/${ids.schedule.id}/releaseDate?releaseDate=next-week`, undefined, 400, 'releaseDate'],
    ['POST', () => `/api/v1/schedule/day/${d()}/event`, { event: { name: 'x', startTime: '10:00', endTime: '09:00' } }, 400, 'endTime'],
    ['POST', () => `/api/v1/schedule/day/${d()}/event`, { event: { name: 'x', startTime: '25:00', endTime: '26:00' } }, 400, 'startTime'],
    ['POST', () => `/api/v1/schedule/day/${d()}/event`, { event: { name: '', startTime: '10:00', endTime: '11:00' } }, 400, 'name'],
    ['POST', () => `/api/v1/schedule/day/${d()}/event`, { event: { name: 'x', startTime: '10:00', endTime: '11:00', groups: [999999] } }, 400, 'groups'],
    // The body may be the event itself (SPEC §7 "with body event"): {} is an event without a name, and a
    // value that is no event in either shape is named as the event.
    ['POST', () => `/api/v1/schedule/day/${d()}/event`, {}, 400, 'name'],
    ['POST', () => `/api/v1/schedule/day/${d()}/event`, { event: 'x' }, 400, 'event'],
    ['POST', () => `/api/v1/schedule/day/999999/event`, { event: { name: 'x', startTime: '10:00', endTime: '11:00' } }, 404],
    ['POST', () => `/api/v1/schedule/event/${e()}/endTime?value=08:00`, undefined, 400, 'endTime'],
    ['POST', () => `/api/v1/schedule/event/${e()}/startTime?value=9am`, undefined, 400, 'startTime'],
    ['POST', () => `/api/v1/schedule/event/${e()}/staffOnly?value=maybe`, undefined, 400, 'value'],
    ['POST', () => `/api/v1/schedule/event/999999/name?value=x`, undefined, 404],
    ['POST', () => `/api/v1/schedule/event/${e()}/name?value=x&version=first`, undefined, 400, 'version'],
    ['POST', () => `/api/v1/schedule/event/${e()}/name?value=x&version=999`, undefined, 409],
    ['POST', () => `/api/v1/schedule/event/${e()}/groups/999999`, undefined, 404],
    ['DELETE', () => `/api/v1/schedule/event/999999`, undefined, 404],
    ['DELETE', () => `/api/v1/schedule/day/999999`, undefined, 404],
    ['POST', () => `/api/v1/schedule/day/${d()}/curriculum`, { curriculum: { nonsense: '<p>x</p>' } }, 400, 'curriculum.nonsense'],
    ['POST', () => `/api/v1/schedule/day/${d()}/curriculum`, { curriculum: 'text' }, 400, 'curriculum'],
    ['POST', () => `/api/v1/memoryWork`, () => ({ reference: 'Psalm 1:1', content: 'x', scheduleId: ids.schedule.id, dayId: d() }), 400, 'scheduleId'],
    ['POST', () => `/api/v1/memoryWork`, () => ({ reference: '', content: 'x', dayId: d() }), 400, 'reference'],
    ['POST', () => `/api/v1/memoryWork`, { reference: 'Psalm 1:1', content: 'x', dayId: 999999 }, 404],
    ['PUT', () => `/api/v1/memoryWork/999999/memorize?childId=${ids.ownChildIds[0]}`, undefined, 404],
    ['PUT', () => `/api/v1/memoryWork/${ids.weekMemoryWork[0].id}/memorize?childId=999999`, undefined, 404],
    ['PUT', () => `/api/v1/memoryWork/${ids.weekMemoryWork[0].id}/memorize`, undefined, 400, 'childId'],
  ];

  it.each(CASES.map((c, i) => [i, ...c] as const))('case %i: %s', async (_i, method, path, body, status, field) => {
    const before = await snapshot();
    const res = await admin.rest(method, path(), typeof body === 'function' ? body() : body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.error.code).toBeTruthy();
    if (field) expect(Object.keys(res.body.error.fields)).toContain(field);
    expect(await snapshot()).toBe(before);
  });

  it('GraphQL: an end before the start names endTime and changes nothing', async () => {
    const before = await snapshot();
    const res = await admin.gql(`mutation($e: ID!) { updateEvent(eventId: $e, startTime: "12:00", endTime: "11:00") { name } }`, { e: gid('Event', e()) });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { endTime: expect.any(String) } });
    const dup = await admin.gql(`mutation($s: ID!) { addScheduleDay(scheduleId: $s, date: "2025-08-11") { date } }`, { s: gid('Schedule', ids.schedule.id) });
    expect(errorCode(dup)).toBe('CONFLICT');
    expect(await snapshot()).toBe(before);
  });
});
