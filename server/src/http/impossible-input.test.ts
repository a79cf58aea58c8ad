// Dates that do not exist, JSON nested thousands of levels deep and negative offsets, through the doors
// where they were found: each is refused with 400 (GraphQL: BAD_INPUT) naming what is wrong, never a 500
// and never stored as another day. JavaScript's Date would read 2025-02-30 as March 2.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { seedDemoData } from '../seed/seed.ts';

let t: TestApp;
let admin: TestClient;
let childId: number;
let scheduleId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  admin = await t.signIn('admin@example.org');
  childId = (await t.prisma.child.findFirstOrThrow({ where: { parents: { some: { parent: { email: 'parent@example.org' } } } } })).id;
  scheduleId = (await t.prisma.schedule.findFirstOrThrow({ where: { year: 2025 } })).id;
});
afterAll(() => t.close());

const IMPOSSIBLE_DAYS = ['2025-02-30', '0000-01-01'];
const deep = (inner: string) => `${'['.repeat(10_000)}${inner}${']'.repeat(10_000)}`;

/** The GraphQL error a client relies on: BAD_INPUT, naming `field`. */
function expectBadInput(answer: { data?: unknown; errors?: { extensions?: { code?: string; fields?: Record<string, string> }; message: string }[] }, field?: string) {
  expect(answer.errors?.length, JSON.stringify(answer)).toBeGreaterThan(0);
  const error = answer.errors![0];
  expect(error.extensions?.code, error.message).toBe('BAD_INPUT');
  if (field) expect(error.extensions?.fields?.[field] ?? error.message).toBeTruthy();
}

describe('an impossible date is refused naming the field, never moved to another day', () => {
  it('first aid (REST): occurredAt 2025-02-30 is a 400 naming occurredAt, and nothing is stored or mailed', async () => {
    const before = await t.prisma.firstAidReport.count();
    const body = { childId, occurredAt: '2025-02-30T10:00:00Z', location: 'Craft room', whatHappened: 'Scraped a knee.', treatment: 'Bandage.' };
    const created = await admin.rest('POST', '/api/v1/first-aid', body);
    expect(created.status).toBe(400);
    expect(created.body.error.code).toBe('BAD_INPUT');
    expect(created.body.error.fields.occurredAt).toMatch(/date and time/);
    const year0 = await admin.rest('POST', '/api/v1/first-aid', { ...body, occurredAt: '0000-01-01T10:00:00Z' });
    expect(year0.status).toBe(400);
    expect(year0.body.error.fields.occurredAt).toMatch(/1900 to 2100/);
    expect(await t.prisma.firstAidReport.count()).toBe(before);
  });

  it('first aid (GraphQL): the DateTime scalar refuses 2025-02-30 with BAD_INPUT', async () => {
    const before = await t.prisma.firstAidReport.count();
    const answer = await admin.gql(`mutation($input: CreateFirstAidReportInput!) { createFirstAidReport(input: $input) { databaseId } }`, {
      input: { childId, occurredAt: '2025-02-30T10:00:00Z', location: 'Craft room', whatHappened: 'Scraped a knee.', treatment: 'Bandage.' },
    });
    expect(answer.status).toBe(400);
    expectBadInput(answer);
    expect(answer.errors![0].message).toMatch(/occurredAt/);
    expect(await t.prisma.firstAidReport.count()).toBe(before);
  });

  it('the audit filter (REST page and CSV, GraphQL): from=2025-02-30 is a 400 naming from', async () => {
    for (const day of IMPOSSIBLE_DAYS) {
      const page = await admin.rest('GET', `/api/v1/audit?from=${day}`);
      expect(page.status, day).toBe(400);
      expect(page.body.error.fields.from).toBeTruthy();
      const csv = await admin.rest('GET', `/api/v1/audit/csv?to=${day}`);
      expect(csv.status, day).toBe(400);
      expect(csv.body.error.fields.to).toBeTruthy();
    }
    expect((await admin.rest('GET', '/api/v1/audit?from=2025-02-28&to=2025-03-01T00:00:00Z')).status).toBe(200);
    const answer = await admin.gql(`query { auditTrail(first: 5, filter: { from: "2025-02-30T00:00:00Z" }) { totalCount } }`);
    expectBadInput(answer);
  });

  it('schedule days and release dates (REST and GraphQL) refuse impossible dates and leave the schedule as it was', async () => {
    const days = await t.prisma.day.count({ where: { scheduleId } });
    const before = await t.prisma.schedule.findUniqueOrThrow({ where: { id: scheduleId }, select: { releaseDate: true } });
    for (const day of IMPOSSIBLE_DAYS) {
      const rest = await admin.rest('POST', `/api/v1/schedule/${scheduleId}/day?date=${day}`);
      expect(rest.status, day).toBe(400);
      expect(rest.body.error.fields.date).toBeTruthy();
      const gql = await admin.gql(`mutation($s: ID!, $d: Date!) { addScheduleDay(scheduleId: $s, date: $d) { databaseId } }`, { s: globalId('Schedule', scheduleId), d: day });
      expectBadInput(gql);
      const release = await admin.rest('POST', `/api/v1/schedule/${scheduleId}/releaseDate?releaseDate=${day}T00:00:00Z`);
      expect(release.status, day).toBe(400);
      expect(release.body.error.fields.releaseDate).toBeTruthy();
      expectBadInput(await admin.gql(`mutation($s: ID!) { setScheduleReleaseDate(scheduleId: $s, releaseDate: "${day}T00:00:00Z") { releaseDate } }`, { s: globalId('Schedule', scheduleId) }));
    }
    expect(await t.prisma.day.count({ where: { scheduleId } })).toBe(days);
    expect(await t.prisma.schedule.findUniqueOrThrow({ where: { id: scheduleId }, select: { releaseDate: true } })).toEqual(before);
  });

  it('the edition start (GraphQL settings) refuses 2025-02-30 naming startsAtLocal', async () => {
    const answer = await admin.gql(`mutation { updateEditionSettings(input: { startsAtLocal: "2025-02-30T09:00" }) { startsAtLocal } }`);
    expectBadInput(answer, 'startsAtLocal');
  });

  it('a check-in (REST) refuses recordedAt 2025-02-30 naming recordedAt', async () => {
    const res = await admin.rest('PUT', `/api/v1/child/${childId}/checkin`, { recordedAt: '2025-02-30T10:00:00Z' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.recordedAt).toBeTruthy();
  });
});

describe('bad input is a 400, never a 500', () => {
  it('a REST body nested 10,000 levels deep is refused naming the body, for a visitor too', async () => {
    for (const client of [t.anonymous(), admin]) {
      const res = await client.request('POST', '/api/v1/first-aid', { rawBody: `{"childId":${deep('1')}}` });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'BAD_INPUT', message: 'body: Nest no more than 64 levels deep.', fields: { body: 'Nest no more than 64 levels deep.' } },
      });
    }
  });

  it('GraphQL variables nested 10,000 levels deep answer 400 BAD_INPUT naming the variables', async () => {
    const res = await t.anonymous().request('POST', '/graphql', { rawBody: `{"query":"query($d: String) { attendanceDay(date: $d) { date } }","variables":{"d":${deep('"x"')}}}` });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { extensions: { code: string; fields: Record<string, string> } }[] };
    expect(body.errors[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { variables: 'Nest no more than 64 levels deep.' } });
  });

  it('the attendance day (REST, its CSV, GraphQL) refuses impossible dates naming date', async () => {
    for (const day of IMPOSSIBLE_DAYS) {
      for (const path of [`/api/v1/attendance/day?date=${day}`, `/api/v1/attendance/day.csv?date=${day}`]) {
        const res = await admin.rest('GET', path);
        expect(res.status, path).toBe(400);
        expect(res.body.error.fields.date, path).toBeTruthy();
      }
      const answer = await admin.gql(`query($d: String) { attendanceDay(date: $d) { date } }`, { d: day });
      expectBadInput(answer, 'date');
    }
  });

  it('people-query conditions (REST and GraphQL) refuse impossible dates naming the field', async () => {
    for (const day of IMPOSSIBLE_DAYS) {
      const definition = { personType: 'child', columns: ['firstName'], where: { field: 'dateOfBirth', op: 'on', value: day } };
      const rest = await admin.rest('POST', '/api/v1/people-query', { definition });
      expect(rest.status, day).toBe(400);
      expect(rest.body.error.fields['Date of birth']).toBeTruthy();
      const between = await admin.rest('POST', '/api/v1/people-query', { definition: { ...definition, where: { field: 'createdAt', op: 'between', value: ['2025-01-01', day] } } });
      expect(between.status, day).toBe(400);
      const gql = await admin.gql(`query($d: String!) { peopleQuery(definition: $d, first: 5) { totalCount } }`, { d: JSON.stringify(definition) });
      expectBadInput(gql, 'Date of birth');
    }
  });

  it('GET /api/v1/accounts?offset=-5 is a 400 naming offset; a huge offset is an empty page', async () => {
    const negative = await admin.rest('GET', '/api/v1/accounts?offset=-5');
    expect(negative.status).toBe(400);
    expect(negative.body.error.fields.offset).toBeTruthy();
    const huge = await admin.rest('GET', '/api/v1/accounts?offset=2147483647');
    expect(huge.status).toBe(200);
    expect(huge.body.accounts).toEqual([]);
    const query = await admin.rest('POST', '/api/v1/people-query', { definition: { personType: 'child', columns: ['firstName'] }, offset: -5 });
    expect(query.status).toBe(400);
    expect(query.body.error.fields.offset).toBeTruthy();
  });
});

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
