// The week's reports on a small known edition: every chart's numbers, the group filter, last year beside this
// one, the same statement count for a bigger edition, and who may read them through both doors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { REPORT, at, createReportsEdition, report, type ReportsEdition } from '../../../test/kits/reports-test-kit.ts';

let t: TestApp;
let director: TestClient;
let registrar: TestClient;
let ids: ReportsEdition['ids'];
beforeAll(async () => void ({ t, director, registrar, ids } = await createReportsEdition()), 180_000);
afterAll(() => t.close());

describe('the week report of a known edition', () => {
  it('counts check-ins per program-local day, per grade and per permanent group, beside last year’s days', async () => {
    const r = await report(director);
    expect(r.year).toBe(2025);
    expect(r.lastYear).toBe(2024);
    expect(r.editions).toEqual([{ year: 2025, name: 'Egypt', current: true }, { year: 2024, name: 'Ocean', current: false }]);
    expect(r.groups.map((g: { name: string }) => g.name)).toEqual(['Lions', 'Tigers']);
    expect(r.checkInsPerDay).toEqual([
      { date: '2025-08-11', dayNumber: 1, children: 3, lastYearChildren: 2 },
      { date: '2025-08-12', dayNumber: 2, children: 2, lastYearChildren: 1 },
      { date: '2025-08-13', dayNumber: 3, children: 0, lastYearChildren: null },
    ]);
    expect(r.checkInsByGrade).toEqual([
      { date: '2025-08-11', grade: 2, children: 1 },
      { date: '2025-08-11', grade: 3, children: 1 },
      { date: '2025-08-11', grade: 5, children: 1 },
      { date: '2025-08-12', grade: 2, children: 1 },
      { date: '2025-08-12', grade: 3, children: 1 },
    ]);
    expect(r.checkInsByGroup).toEqual([
      { date: '2025-08-11', groupId: ids.lions, name: 'Lions', color: '#e03131', children: 2 },
      { date: '2025-08-11', groupId: ids.tigers, name: 'Tigers', color: '#f08c00', children: 1 },
      { date: '2025-08-12', groupId: ids.lions, name: 'Lions', color: '#e03131', children: 2 },
    ]);
  });

  it('tells first-timers from children approved in an earlier edition (a declined year does not count)', async () => {
    const r = await report(director);
    expect(r.newAndReturning).toEqual([
      { year: 2024, grade: null, firstTimers: 2, returning: 0 },
      { year: 2024, grade: 2, firstTimers: 1, returning: 0 },
      { year: 2024, grade: 4, firstTimers: 1, returning: 0 },
      { year: 2025, grade: null, firstTimers: 3, returning: 1 },
      { year: 2025, grade: 2, firstTimers: 1, returning: 1 },
      { year: 2025, grade: 3, firstTimers: 1, returning: 0 },
      { year: 2025, grade: 5, firstTimers: 1, returning: 0 },
    ]);
  });

  it('runs registrations so far week by week against last year’s', async () => {
    const r = await report(director);
    expect(r.registrationsOverTime).toEqual([
      { weeksBefore: 5, thisYear: 1, lastYear: 0 },
      { weeksBefore: 4, thisYear: 1, lastYear: 0 },
      { weeksBefore: 3, thisYear: 1, lastYear: 1 },
      { weeksBefore: 2, thisYear: 1, lastYear: 1 },
      { weeksBefore: 1, thisYear: 3, lastYear: 2 },
      { weeksBefore: 0, thisYear: 3, lastYear: 2 },
      { weeksBefore: -1, thisYear: 4, lastYear: 2 },
    ]);
  });

  it('counts families by how they heard of VBS and by their church-attendance answer', async () => {
    const r = await report(director);
    expect(r.referralSources).toEqual([
      { source: '', families: 1 },
      { source: 'flyer', families: 1 },
      { source: 'friend', families: 1 },
      { source: 'website', families: 1 },
    ]);
    expect(r.churchAttendance).toEqual([
      { answer: 'DECLINED', families: 1 },
      { answer: 'OTHER_CHURCH', families: 1 },
      { answer: 'YES', families: 1 },
    ]);
  });

  it('gives each permanent group’s children per leader, and memory work and points across the week', async () => {
    const r = await report(director);
    expect(r.leaderRatios).toEqual([
      { groupId: ids.lions, name: 'Lions', color: '#e03131', children: 2, staff: 1, interns: 1, childrenPerLeader: 1 },
      { groupId: ids.tigers, name: 'Tigers', color: '#f08c00', children: 1, staff: 0, interns: 0, childrenPerLeader: null },
    ]);
    expect(r.memoryWork).toEqual([
      { date: '2025-08-11', verses: 2, children: 2 },
      { date: '2025-08-12', verses: 1, children: 1 },
      { date: '2025-08-13', verses: 0, children: 0 },
    ]);
    expect(r.pointsByDay).toEqual([
      { date: '2025-08-11', groupId: ids.lions, name: 'Lions', color: '#e03131', points: 10 },
      { date: '2025-08-11', groupId: ids.tigers, name: 'Tigers', color: '#f08c00', points: 7 },
      { date: '2025-08-12', groupId: ids.lions, name: 'Lions', color: '#e03131', points: 5 },
    ]);
  });

  it('narrows every chart to one group’s children, with no last year to compare (groups are new each year)', async () => {
    const r = await report(director, { groupId: ids.lions });
    expect(r.groupId).toBe(ids.lions);
    expect(r.lastYear).toBeNull();
    expect(r.groups).toHaveLength(2);
    expect(r.checkInsPerDay.map((d: { children: number; lastYearChildren: number | null }) => [d.children, d.lastYearChildren])).toEqual([[2, null], [2, null], [0, null]]);
    expect(r.newAndReturning).toEqual([
      { year: 2025, grade: null, firstTimers: 1, returning: 1 },
      { year: 2025, grade: 2, firstTimers: 0, returning: 1 },
      { year: 2025, grade: 3, firstTimers: 1, returning: 0 },
    ]);
    expect(r.referralSources).toEqual([{ source: 'friend', families: 1 }, { source: 'website', families: 1 }]);
    expect(r.leaderRatios.map((g: { name: string }) => g.name)).toEqual(['Lions']);
    expect(r.pointsByDay.map((p: { points: number }) => p.points)).toEqual([10, 5]);
    expect(r.registrationsOverTime.every((w: { lastYear: number | null }) => w.lastYear === null)).toBe(true);
  });

  it('reads last year’s edition on its own, with nothing before it to compare', async () => {
    const r = await report(registrar, { year: 2024 });
    expect(r.lastYear).toBeNull();
    expect(r.checkInsPerDay).toEqual([
      { date: '2024-08-12', dayNumber: 1, children: 2, lastYearChildren: null },
      { date: '2024-08-13', dayNumber: 2, children: 1, lastYearChildren: null },
    ]);
    expect(r.groups.map((g: { name: string }) => g.name)).toEqual(['Bears']);
  });

  it('answers the same through REST', async () => {
    const gql = await report(director, { groupId: ids.tigers });
    const res = await director.rest('GET', `/api/v1/reports/week?groupId=${ids.tigers}`);
    expect(res.status).toBe(200);
    expect(res.body.report).toEqual(gql);
  });
});

describe('new and returning children on the registrations list', () => {
  it('marks a child approved in an earlier edition as returning, a first-timer (or one declined before) as not', async () => {
    const res = await registrar.gql(`{ registrations { year returning child { firstName } } }`);
    expect(res.errors).toBeUndefined();
    const of = (name: string) => res.data.registrations.find((r: { child: { firstName: string } }) => r.child.firstName === name);
    expect(of('Ada')).toMatchObject({ year: 2025, returning: true });
    expect(of('Ben').returning).toBe(false);
    expect(of('Fay').returning).toBe(false);
  });
});

describe('the cost of a report', () => {
  async function count(read: () => Promise<unknown>) {
    t.db.statements.length = 0;
    await read();
    return t.db.statements.length;
  }
  it('is the same number of statements for a bigger edition, through both doors', async () => {
    const gqlRead = () => report(director);
    const restRead = async () => expect((await director.rest('GET', '/api/v1/reports/week')).status).toBe(200);
    // The registrations list's new-or-returning mark is read with the list, not a statement a row.
    const listRead = async () => expect((await registrar.gql(`{ registrations { id returning } }`)).errors).toBeUndefined();
    const small = { gql: await count(gqlRead), rest: await count(restRead), list: await count(listRead) };
    const children = await t.prisma.child.createManyAndReturn({ data: Array.from({ length: 40 }, (_, i) => ({ firstName: `Kid${i}`, lastName: 'Many', gradeEntering: i % 7 })) });
    await t.prisma.registration.createMany({ data: children.map((c) => ({ childId: c.id, year: 2025, submittedById: ids.parent3, status: 'APPROVED' as const })) });
    await t.prisma.groupChild.createMany({ data: children.map((c, i) => ({ childId: c.id, groupId: i % 2 ? ids.lions : ids.tigers })) });
    await t.prisma.attendanceRecord.createMany({ data: children.map((c) => ({ childId: c.id, scheduleId: ids.scheduleId, kind: 'CHECK_IN' as const, recordedAt: at('2025-08-11T15:00:00Z') })) });
    expect((await report(director)).checkInsPerDay[0].children).toBe(43);
    const large = { gql: await count(gqlRead), rest: await count(restRead), list: await count(listRead) };
    expect(large).toEqual(small);
    expect(small.gql).toBeLessThanOrEqual(12);
    console.log(`week report: GraphQL ${small.gql} statements for 6 children, ${large.gql} for 46; REST ${small.rest} / ${large.rest}`);
  });
});

describe('who may read the reports', () => {
  const denied = async (client: TestClient, status: number, code: string) => {
    const res = await client.rest('GET', '/api/v1/reports/week');
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    const gql = await client.gql(REPORT);
    expect(gql.data).toBeNull();
    expect(gql.errors?.[0].extensions?.code).toBe(code);
  };
  it('refuses whoever is not signed in', async () => denied(t.anonymous(), 401, 'UNAUTHENTICATED'));
  it('refuses parents', async () => denied(await t.signIn('a.parent@example.com'), 403, 'FORBIDDEN'));
  it('refuses staff without MANAGE_VBS or APPROVE_REGISTRATIONS, whatever else they hold', async () => {
    await denied(await t.signIn('helper@example.org'), 403, 'FORBIDDEN');
    await denied(await t.signIn('assigner@example.org'), 403, 'FORBIDDEN');
  });
  it('lets MANAGE_VBS and APPROVE_REGISTRATIONS read them', async () => {
    expect((await director.rest('GET', '/api/v1/reports/week')).status).toBe(200);
    expect((await registrar.rest('GET', '/api/v1/reports/week?year=2024')).status).toBe(200);
  });
  it('answers 400 naming the field for a bad filter, 404 for an unknown edition or group', async () => {
    const bad = await director.rest('GET', '/api/v1/reports/week?groupId=0');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['groupId']);
    expect((await director.rest('GET', '/api/v1/reports/week?year=abc')).status).toBe(400);
    expect((await director.gql(REPORT, { year: 99999 })).errors?.[0].extensions?.code).toBe('BAD_INPUT');
    expect((await director.rest('GET', '/api/v1/reports/week?year=2023')).status).toBe(404);
    expect((await director.rest('GET', `/api/v1/reports/week?year=2025&groupId=${ids.bears}`)).status).toBe(404);
    expect((await director.gql(REPORT, { groupId: ids.club })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
