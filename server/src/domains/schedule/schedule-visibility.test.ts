// Who sees the schedule (SPEC §4), through both doors: every visibility before and after release, for every
// role; staff-only events never reach anyone who is not staff; the default release date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { DAY_QUERY, arrange, errorCode, gid, scheduleIds, schedulerClient } from '../../../test/kits/schedule-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof scheduleIds>>;
let clients: Record<'anonymous' | 'parent' | 'intern' | 'staff' | 'scheduler' | 'admin', TestClient>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  ids = await scheduleIds(t);
  clients = {
    anonymous: t.anonymous(),
    parent: await t.signIn('parent@example.org'),
    intern: await t.signIn('intern@example.org'),
    staff: await t.signIn('staff@example.org'),
    scheduler: await schedulerClient(t),
    admin: await t.signIn('admin@example.org'),
  };
});
afterAll(() => t.close());

type Role = keyof typeof clients;
const ROLES: Role[] = ['anonymous', 'parent', 'intern', 'staff', 'scheduler', 'admin'];
const SEES: Record<string, Role[]> = {
  'PUBLIC before release': ROLES,
  'INTERNAL before release': ['staff', 'scheduler', 'admin'],
  'PRIVATE before release': ['scheduler', 'admin'],
  'PUBLIC after release': ROLES,
  'INTERNAL after release': ROLES,
  'PRIVATE after release': ROLES,
};

describe.each(['PUBLIC', 'INTERNAL', 'PRIVATE'] as const)('a %s schedule', (visibility) => {
  describe.each([false, true])('released: %s', (released) => {
    const label = `${visibility} ${released ? 'after' : 'before'} release`;
    it.each(ROLES)(`%s — both doors agree with SPEC §4 (${label})`, async (role) => {
      await arrange(t, visibility, released);
      const client = clients[role];
      const sees = SEES[label].includes(role);
      const denied = role === 'anonymous' ? 401 : 403;

      const rest = await client.rest('GET', '/api/v1/schedule?year=2025');
      expect(rest.status).toBe(sees ? 200 : denied);
      const day = await client.rest('GET', `/api/v1/schedule/day/${ids.days[0].id}`);
      expect(day.status).toBe(sees ? 200 : denied);
      const days = await client.rest('GET', `/api/v1/schedule/${ids.schedule.id}/day/all`);
      expect(days.status).toBe(sees ? 200 : denied);
      const memory = await client.rest('GET', `/api/v1/schedule/${ids.schedule.id}/memoryWork`);
      expect(memory.status).toBe(sees ? 200 : denied);
      if (!sees) expect(rest.body.error.code).toBe(role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');

      const gql = await client.gql('{ schedule(year: 2025) { year days { date } } scheduleRelease(year: 2025) { visibleToViewer releasesAt } }');
      expect(gql.data?.scheduleRelease?.visibleToViewer).toBe(sees);
      if (sees) expect(gql.data.schedule.days).toHaveLength(5);
      else expect(errorCode(gql)).toBe(role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      const node = await client.gql(DAY_QUERY, { id: gid('Day', ids.days[0].id) });
      if (sees) expect(node.data.node.databaseId).toBe(ids.days[0].id);
      else expect(node.data?.node ?? null).toBeNull();
    });
  });
});

describe('staff-only events', () => {
  beforeAll(() => arrange(t, 'PUBLIC', true));

  it.each(['anonymous', 'parent', 'intern'] as Role[])('%s never sees one, in any door', async (role) => {
    const client = clients[role];
    const day = await client.rest('GET', `/api/v1/schedule/day/${ids.days[0].id}`);
    expect(day.status).toBe(200);
    expect(day.body.day.events.length).toBeGreaterThan(0);
    expect(day.body.day.events.some((e: { staffOnly: boolean }) => e.staffOnly)).toBe(false);
    const all = await client.rest('GET', `/api/v1/schedule/${ids.schedule.id}/day/all`);
    expect(all.body.days.flatMap((d: { events: { staffOnly: boolean }[] }) => d.events).some((e: { staffOnly: boolean }) => e.staffOnly)).toBe(false);
    expect((await client.rest('GET', `/api/v1/schedule/event/${ids.staffOnly.id}`)).status).toBe(404);
    const gql = await client.gql(DAY_QUERY, { id: gid('Day', ids.days[0].id) });
    expect(gql.data.node.events.some((e: { staffOnly: boolean }) => e.staffOnly)).toBe(false);
    const node = await client.gql('query($id: ID!) { node(id: $id) { ... on Event { name } } }', { id: gid('Event', ids.staffOnly.id) });
    expect(node.data?.node ?? null).toBeNull();
  });

  it('staff see them, with the day’s events sorted by name then start time (SPEC §4)', async () => {
    const day = await clients.staff.rest('GET', `/api/v1/schedule/day/${ids.days[0].id}`);
    const events = day.body.day.events as { name: string; startTime: string; staffOnly: boolean }[];
    expect(events.some((e) => e.staffOnly)).toBe(true);
    const sorted = [...events].sort((a, b) => a.name.localeCompare(b.name) || a.startTime.localeCompare(b.startTime));
    expect(events.map((e) => e.name + e.startTime)).toEqual(sorted.map((e) => e.name + e.startTime));
    const event = await clients.staff.rest('GET', `/api/v1/schedule/event/${ids.staffOnly.id}`);
    expect(event.body).toEqual({ event: { id: ids.staffOnly.id, dayId: ids.days[0].id, name: 'Staff devotions', startTime: '08:15', endTime: '08:45', locationName: 'Fellowship Hall', staffOnly: true, version: 1, groups: [] } });
  });
});

describe('the schedule’s shape and release date', () => {
  it('REST GET /schedule is {"schedule": …} with the SPEC §3 fields, current day and before-VBS', async () => {
    await t.prisma.schedule.update({ where: { year: 2025 }, data: { visibility: 'PUBLIC', releaseDate: null } });
    const res = await clients.parent.rest('GET', '/api/v1/schedule?year=2025');
    expect(res.status).toBe(200);
    expect(res.body.schedule).toMatchObject({ id: ids.schedule.id, year: 2025, visibility: 'PUBLIC', releaseDateIsDefault: true, beforeVbs: false, currentDayId: ids.days[4].id });
    // Default release: 48 hours before the first day's local midnight (Aug 11, America/Chicago = 05:00Z).
    expect(res.body.schedule.releaseDate).toBe('2025-08-09T05:00:00.000Z');
    expect(res.body.schedule.memoryWork.map((m: { reference: string }) => m.reference)).toEqual(ids.weekMemoryWork.map((m) => m.reference));
    const gql = await clients.parent.gql('{ schedule { releasesAt releaseDate beforeVbs currentDayId viewerCanEdit } }');
    expect(gql.data.schedule).toEqual({ releasesAt: '2025-08-09T05:00:00.000Z', releaseDate: null, beforeVbs: false, currentDayId: ids.days[4].id, viewerCanEdit: false });
  });

  it('a day is {"day": …} with events, memory work and every curriculum section', async () => {
    const res = await clients.staff.rest('GET', `/api/v1/schedule/day/${ids.days[0].id}`);
    expect(Object.keys(res.body.day).sort()).toEqual(['curriculum', 'date', 'events', 'id', 'memoryWork', 'scheduleId']);
    expect(res.body.day.date).toBe('2025-08-11');
    expect(Object.keys(res.body.day.curriculum)).toEqual([
      'headline', 'message', 'message/application', 'activities/opening', 'activities/closing', 'activities/rotations/games',
      'activities/rotations/science-and-crafts', 'activities/rotations/snacks', 'staff-menu', 'spirit-day',
    ]);
    expect(res.body.day.curriculum.headline).toMatch(/^<h2>Day 1/);
    expect(res.body.day.memoryWork[0]).toMatchObject({ reference: 'Genesis 50:20', dayId: ids.days[0].id, scheduleId: null });
    expect((await clients.staff.rest('GET', '/api/v1/schedule/day/999999')).status).toBe(404);
    const mw = await clients.staff.rest('GET', `/api/v1/schedule/day/${ids.days[0].id}/memoryWork`);
    expect(mw.body).toEqual({ memoryWork: res.body.day.memoryWork });
  });
});
