// Every read of the schedule asks the one visibility rule (schedule.policy.ts canSee), through each door:
// while the 2025 schedule is PRIVATE and unreleased, staff without SCHEDULE_CLASSES get none of it — not
// the tally, memory work, whether a child memorized it, curriculum, days, events, the live changes, nor
// the dashboard's "Today’s schedule" card — and a scheduler gets all of it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { PROJECT_ROOT } from '../../project-root.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { arrange, errorCode, gid, scheduleIds, schedulerClient } from '../../../test/kits/schedule-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof scheduleIds>>;
let staff: TestClient;
let scheduler: TestClient;
let parent: TestClient;
let admin: TestClient;
let memoryWorkId: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  ids = await scheduleIds(t);
  [staff, scheduler, parent, admin] = await Promise.all([t.signIn('staff@example.org'), schedulerClient(t), t.signIn('parent@example.org'), t.signIn('admin@example.org')]);
  memoryWorkId = ids.weekMemoryWork[0].id;
  await arrange(t, 'PRIVATE', false);
});
afterAll(() => t.close());

const restReads = () => [
  `/api/v1/schedule?year=2025`,
  `/api/v1/schedule/${ids.schedule.id}/tally`,
  `/api/v1/schedule/${ids.schedule.id}/memoryWork`,
  `/api/v1/schedule/${ids.schedule.id}/day/all`,
  `/api/v1/schedule/day/${ids.days[0].id}`,
  `/api/v1/schedule/day/${ids.days[0].id}/memoryWork`,
  `/api/v1/schedule/event/${ids.publicEvent.id}`,
  `/api/v1/memoryWork/${memoryWorkId}/memorized?childId=${ids.ownChildIds[0]}`,
];

describe('REST', () => {
  it('refuses every schedule read to staff without SCHEDULE_CLASSES (403) and answers a scheduler (200)', async () => {
    for (const path of restReads()) {
      const refused = await staff.rest('GET', path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.error.code, path).toBe('FORBIDDEN');
      expect((await scheduler.rest('GET', path)).status, path).toBe(200);
    }
  });

  it('refuses marking memory work of a schedule the staff member may not see, and records nothing', async () => {
    const child = ids.ownChildIds[0];
    await t.prisma.memoryWorkMemorized.deleteMany({ where: { memoryWorkId, childId: child } });
    expect((await staff.rest('PUT', `/api/v1/memoryWork/${memoryWorkId}/memorize?childId=${child}`)).status).toBe(403);
    expect(await t.prisma.memoryWorkMemorized.count({ where: { memoryWorkId, childId: child } })).toBe(0);
    expect((await scheduler.rest('PUT', `/api/v1/memoryWork/${memoryWorkId}/memorize?childId=${child}`)).body).toEqual({ memorized: true });
  });

  it('refuses a parent whether their own child memorized memory work of a schedule not released to them', async () => {
    const res = await parent.rest('GET', `/api/v1/memoryWork/${memoryWorkId}/memorized?childId=${ids.ownChildIds[0]}`);
    expect(res.status).toBe(403);
  });
});

describe('GraphQL', () => {
  const reads = () => [
    { query: '{ schedule(year: 2025) { tally { total } } }' },
    { query: 'query($id: ID!) { node(id: $id) { ... on Schedule { memoryWork { reference } days { date } } } }', variables: { id: gid('Schedule', ids.schedule.id) } },
    { query: 'query($id: ID!) { node(id: $id) { ... on Day { curriculum { html } events { name } memoryWork { reference } } } }', variables: { id: gid('Day', ids.days[0].id) } },
    { query: 'query($id: ID!) { node(id: $id) { ... on Event { name } } }', variables: { id: gid('Event', ids.publicEvent.id) } },
    { query: 'query($id: ID!) { node(id: $id) { ... on MemoryWork { reference } } }', variables: { id: gid('MemoryWork', memoryWorkId) } },
  ];

  it('answers staff without SCHEDULE_CLASSES nothing of it, and a scheduler all of it', async () => {
    for (const { query, variables } of reads()) {
      const refused = await staff.gql(query, variables);
      expect(refused.errors?.length, query).toBeGreaterThan(0);
      expect(JSON.stringify(refused.data ?? null), query).not.toMatch(/reference|html|"name"|total|date/);
      const answered = await scheduler.gql(query, variables);
      expect(answered.errors, query).toBeUndefined();
    }
  });

  it('setMemoryWorkMemorized refuses staff who may not see the schedule before writing (no tally after the fact)', async () => {
    const child = ids.ownChildIds[1];
    const MARK = 'mutation($m: ID!, $c: Int!) { setMemoryWorkMemorized(memoryWorkId: $m, childId: $c, memorized: true) { memorized tally { total } } }';
    const res = await staff.gql(MARK, { m: gid('MemoryWork', memoryWorkId), c: child });
    expect(errorCode(res)).toBe('FORBIDDEN');
    expect(await t.prisma.memoryWorkMemorized.count({ where: { memoryWorkId, childId: child } })).toBe(0);
    expect((await scheduler.gql(MARK, { m: gid('MemoryWork', memoryWorkId), c: child })).data.setMemoryWorkMemorized.memorized).toBe(true);
  });

  it('the dashboard’s “Today’s schedule” card asks the same rule (its own documents, as the client sends them)', async () => {
    const persisted = Object.values(JSON.parse(readFileSync(join(PROJECT_ROOT, 'client/persisted-queries.json'), 'utf8')) as Record<string, string>);
    const document = (name: string) => persisted.find((text) => text.startsWith(`query ${name} `))!;
    expect((await staff.gql(document('TodayScheduleCardQuery'))).data.scheduleRelease.visibleToViewer).toBe(false);
    expect((await scheduler.gql(document('TodayScheduleCardQuery'))).data.scheduleRelease.visibleToViewer).toBe(true);
    const day = await staff.gql(document('TodayScheduleCardDayQuery'));
    expect(errorCode(day)).toBe('FORBIDDEN');
    expect(day.data?.schedule ?? null).toBeNull();
    expect((await scheduler.gql(document('TodayScheduleCardDayQuery'))).data.schedule.days).toHaveLength(5);
  });

  it('the group list’s days (for scoring points) ask the same rule: none for staff and interns, all five for a scheduler', async () => {
    const GROUP_DAYS = '{ groupList(year: 2025) { year currentDayId days { dayId date } groups { name } } }';
    const intern = await t.signIn('intern@example.org');
    for (const [who, client] of [['staff', staff], ['intern', intern]] as const) {
      const res = await client.gql(GROUP_DAYS);
      expect(res.errors, who).toBeUndefined();
      expect(res.data.groupList.groups.length, who).toBeGreaterThan(0);
      expect(res.data.groupList.days, who).toEqual([]);
      expect(res.data.groupList.currentDayId, who).toBeNull();
    }
    const answered = await scheduler.gql(GROUP_DAYS);
    expect(answered.data.groupList.days.map((d: { dayId: number }) => d.dayId)).toEqual(ids.days.map((d) => d.id));
    expect(answered.data.groupList.currentDayId).toBe(ids.days[4].id);
    // The REST group calls carry points per day id, never the days' dates.
    for (const path of ['/api/v1/group/all?year=2025', `/api/v1/group/${ids.groups[0].id}`]) {
      const res = await staff.rest('GET', path);
      expect(res.status, path).toBe(200);
      expect(JSON.stringify(res.body), path).not.toMatch(/2025-08-1\d|"date"/);
    }
  });

  it('scheduleChanged delivers a change to a scheduler and not to staff without SCHEDULE_CLASSES', async () => {
    // A PUBLIC 2026 schedule everyone sees: its changes show that a stream is open, and mark a point in it.
    await t.prisma.edition.create({ data: { year: 2026, name: 'Next year', startsAt: new Date('2026-08-10T14:00:00Z') } });
    const open2026 = await t.prisma.schedule.create({ data: { year: 2026, visibility: 'PUBLIC' } });
    const mark = () => admin.rest('POST', `/api/v1/schedule/${open2026.id}/visibility?visibility=PUBLIC`);
    const open = async (client: TestClient) => {
      const res = await client.request('POST', '/graphql', { headers: { accept: 'text/event-stream' }, body: { query: 'subscription { scheduleChanged { kind scheduleId eventId } }' } });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      let reading: Promise<void> | null = null;
      const readOnce = () => (reading ??= reader.read().then((chunk) => {
        reading = null;
        if (chunk.done) throw new Error(`stream ended: ${text}`);
        text += decoder.decode(chunk.value, { stream: true });
      }));
      return {
        text: () => text,
        /** Reads until `needle` has arrived `times` times, calling `nudge` again whenever nothing came within a while. */
        async until(needle: string, { times = 1, nudge }: { times?: number; nudge?: () => Promise<unknown> } = {}) {
          const deadline = Date.now() + 10_000;
          while (text.split(needle).length - 1 < times) {
            if (Date.now() > deadline) throw new Error(`no ${needle}: ${text}`);
            if (nudge) await nudge();
            await Promise.race([readOnce(), new Promise((r) => setTimeout(r, 200))]);
          }
        },
        close: () => reader.cancel(),
      };
    };
    const [staffStream, schedulerStream] = await Promise.all([open(staff), open(scheduler)]);
    const marker = gid('Schedule', open2026.id);
    await staffStream.until(marker, { nudge: mark });
    await schedulerStream.until(marker, { nudge: mark });
    const seenBefore = staffStream.text().length;

    const hidden = gid('Event', ids.publicEvent.id);
    await admin.gql('mutation($e: ID!) { updateEvent(eventId: $e, name: "Private rehearsal") { name } }', { e: hidden });
    await schedulerStream.until(hidden);
    // Changes arrive in order on one stream: had the private change reached staff, it would stand before the
    // change of another public schedule, made once and after it. By then each stream has delivered every
    // earlier mark too, so neither is still re-reading a change when it closes (nor when the database does).
    await t.prisma.edition.create({ data: { year: 2027, name: 'The year after', startsAt: new Date('2027-08-09T14:00:00Z') } });
    const open2027 = await t.prisma.schedule.create({ data: { year: 2027, visibility: 'PUBLIC' } });
    await admin.rest('POST', `/api/v1/schedule/${open2027.id}/visibility?visibility=PUBLIC`);
    await Promise.all([staffStream.until(gid('Schedule', open2027.id)), schedulerStream.until(gid('Schedule', open2027.id))]);
    expect(staffStream.text().slice(seenBefore)).not.toContain(hidden);
    await Promise.all([staffStream.close(), schedulerStream.close()]);
  });
});
