// Relative days in people-query conditions: a saved query "not checked in today" is stored with the word
// "today" and answers for the day it runs, not the day it was saved; both doors take the words, and a
// wrong one is refused naming the field.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { childQuery, ids, sorted } from '../../../test/kits/query-test-kit.ts';

let t: TestApp;
let admin: TestClient;
let lily: number;
let ethan: number;
const SAVE = `mutation($name: String!, $d: String!) { savePeopleQuery(name: $name, definition: $d) { id definition } }`;
const RUN_SAVED = `query($d: String!) { peopleQuery(definition: $d, first: 100) { totalCount edges { node { personId } } } }`;

// Two program days (America/Chicago): Lily checks in on the first, Ethan on the second.
const FIRST_DAY_NOON = new Date('2025-08-12T17:00:00Z');
const SECOND_DAY_NOON = new Date('2025-08-13T17:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  admin = await t.signIn('admin@example.org');
  lily = (await t.prisma.child.findFirstOrThrow({ where: { firstName: 'Lily', lastName: 'Mitchell' } })).id;
  ethan = (await t.prisma.child.findFirstOrThrow({ where: { firstName: 'Ethan', lastName: 'Mitchell' } })).id;
  const schedule = await t.prisma.schedule.findFirstOrThrow({ where: { year: 2025 } });
  await t.prisma.attendanceRecord.deleteMany({ where: { recordedAt: { gte: new Date('2025-08-12T05:00:00Z'), lt: new Date('2025-08-14T05:00:00Z') } } });
  await t.prisma.attendanceRecord.create({ data: { childId: lily, scheduleId: schedule.id, kind: 'CHECK_IN', recordedAt: new Date('2025-08-12T14:00:00Z'), seq: 1000 } });
  await t.prisma.attendanceRecord.create({ data: { childId: ethan, scheduleId: schedule.id, kind: 'CHECK_IN', recordedAt: new Date('2025-08-13T14:00:00Z'), seq: 1000 } });
});
afterEach(() => vi.useRealTimers());
afterAll(() => t.close());

/** Runs with the server's clock at `now` (the query service reads the time when a query runs). */
async function at<T>(now: Date, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

const checkedIn = (value: string) => childQuery({ field: 'attendance', op: 'checkedInOn', value });

describe('relative days in people queries', () => {
  it('a saved “checked in today” answers for the day it runs, through GraphQL', async () => {
    const definition = JSON.stringify(checkedIn('today'));
    const saved = (await admin.gql(SAVE, { name: 'In today', d: definition })).data.savePeopleQuery;
    expect(JSON.parse(saved.definition).where.value).toBe('today');
    const onFirst = await at(FIRST_DAY_NOON, () => admin.gql(RUN_SAVED, { d: saved.definition }));
    const onSecond = await at(SECOND_DAY_NOON, () => admin.gql(RUN_SAVED, { d: saved.definition }));
    const people = (res: { data: { peopleQuery: { edges: { node: { personId: number } }[] } } }) => res.data.peopleQuery.edges.map((e) => e.node.personId);
    expect(people(onFirst)).toContain(lily);
    expect(people(onFirst)).not.toContain(ethan);
    expect(people(onSecond)).toContain(ethan);
    expect(people(onSecond)).not.toContain(lily);
  });

  it('yesterday, N days ago and this week, through REST as through GraphQL', async () => {
    const rest = async (value: string) => {
      const res = await admin.rest('POST', '/api/v1/people-query', { definition: checkedIn(value), first: 100 });
      expect(res.status, value).toBe(200);
      return sorted(res.body.rows.map((r: { personId: number }) => r.personId));
    };
    await at(SECOND_DAY_NOON, async () => {
      expect(await rest('yesterday')).toContain(lily);
      expect(await rest('yesterday')).not.toContain(ethan);
      expect(await rest('daysAgo:1')).toEqual(await rest('yesterday'));
      expect(sorted(await ids(admin, checkedIn('daysAgo:1')))).toEqual(await rest('yesterday'));
      const week = await rest('thisWeek');
      expect(week).toEqual(expect.arrayContaining([lily, ethan]));
    });
  });

  it('refuses a word it does not know, naming the field, through both doors', async () => {
    const res = await admin.rest('POST', '/api/v1/people-query', { definition: checkedIn('someday'), first: 10 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(['Checked in']);
    const gql = await admin.gql(SAVE, { name: 'Bad day', d: JSON.stringify(checkedIn('daysAgo:999')) });
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { 'Checked in': expect.stringContaining('366') } });
  });
});
