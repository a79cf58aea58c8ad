// The week's reports on a small known edition: every chart's numbers, the group filter, last year beside this
// one, the same statement count for a bigger edition, and who may read them through both doors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { Permission } from '../../generated/prisma/enums.ts';

const REPORT = `query($year: Int, $groupId: Int) { weekReport(year: $year, groupId: $groupId) {
  year groupId lastYear editions { year name current } groups { groupId name color }
  checkInsPerDay { date dayNumber children lastYearChildren } checkInsByGrade { date grade children }
  checkInsByGroup { date groupId name color children } newAndReturning { year grade firstTimers returning }
  registrationsOverTime { weeksBefore thisYear lastYear } referralSources { source families }
  churchAttendance { answer families } leaderRatios { groupId name color children staff interns childrenPerLeader }
  memoryWork { date verses children } pointsByDay { date groupId name color points } } }`;

let t: TestApp;
let director: TestClient;
let registrar: TestClient;
const ids = {} as Record<'lions' | 'tigers' | 'club' | 'bears' | 'scheduleId' | 'parent3', number>;
const at = (iso: string) => new Date(iso);

async function child(firstName: string, gradeEntering: number) {
  return (await t.prisma.child.create({ data: { firstName, lastName: 'Test', gradeEntering } })).id;
}
async function parent(firstName: string, referralSource: string | null) {
  return (await t.prisma.parent.create({ data: { firstName, lastName: 'Test', email: `${firstName.toLowerCase()}@example.com`, referralSource } })).id;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.prisma.edition.create({ data: { year: 2024, name: 'Ocean', startsAt: at('2024-08-12T14:00:00Z') } });
  await t.prisma.edition.create({ data: { year: 2025, name: 'Egypt', startsAt: at('2025-08-11T14:00:00Z') } });
  await t.prisma.programSettings.create({ data: { id: 1, currentYear: 2025 } });
  const s24 = await t.prisma.schedule.create({ data: { year: 2024, days: { create: [{ date: at('2024-08-12') }, { date: at('2024-08-13') }] } } });
  const s25 = await t.prisma.schedule.create({ data: { year: 2025, days: { create: [{ date: at('2025-08-11') }, { date: at('2025-08-12') }, { date: at('2025-08-13') }] } }, include: { days: { orderBy: { date: 'asc' } } } });
  ids.scheduleId = s25.id;
  const church = await t.prisma.question.create({ data: { year: 2025, kind: 'REGISTRATION', key: 'church', prompt: 'Church?' } });

  const [p1, p2, p3] = [await parent('Pat', 'website,friend:Ann Lee'), await parent('Quinn', 'flyer'), await parent('Robin', null)];
  ids.parent3 = p3;
  const [a, b, c, d, e, f] = [await child('Ada', 2), await child('Ben', 3), await child('Cy', 2), await child('Dee', 5), await child('Eve', 4), await child('Fay', 5)];
  const reg = (childId: number, year: number, submittedById: number, status: 'APPROVED' | 'PENDING' | 'DECLINED', submittedAt: string, churchAnswer?: string) =>
    t.prisma.registration.create({
      data: { childId, year, submittedById, status, submittedAt: at(submittedAt), ...(churchAnswer === undefined ? {} : { responses: { create: [{ questionId: church.id, prompt: 'Church?', response: churchAnswer }] } }) },
    });
  await reg(a, 2024, p1, 'APPROVED', '2024-07-20T12:00:00Z');
  await reg(e, 2024, p3, 'APPROVED', '2024-08-05T12:00:00Z');
  await reg(f, 2024, p3, 'DECLINED', '2024-07-01T12:00:00Z');
  await reg(a, 2025, p1, 'APPROVED', '2025-07-01T12:00:00Z', 'Yes');
  await reg(b, 2025, p1, 'APPROVED', '2025-07-30T12:00:00Z', 'Yes');
  await reg(c, 2025, p2, 'PENDING', '2025-08-12T12:00:00Z', 'something:Hope Lutheran');
  await reg(d, 2025, p3, 'DECLINED', '2025-07-01T12:00:00Z', 'No');
  await reg(f, 2025, p3, 'APPROVED', '2025-07-31T12:00:00Z', '');

  const staffLead = await createStaff(t, 'lead@example.org');
  const intern = await t.prisma.intern.create({ data: { firstName: 'Ivy', lastName: 'Intern', gradeEntering: 11 } });
  const group = (year: number, name: string, type: 'PERMANENT' | 'ROTATIONAL', childIds: number[], color = '#228be6') =>
    t.prisma.group.create({ data: { year, name, type, color, children: { create: childIds.map((childId) => ({ childId })) } } });
  ids.lions = (await group(2025, 'Lions', 'PERMANENT', [a, b], '#e03131')).id;
  ids.tigers = (await group(2025, 'Tigers', 'PERMANENT', [f], '#f08c00')).id;
  ids.club = (await group(2025, 'Art Club', 'ROTATIONAL', [a])).id;
  ids.bears = (await group(2024, 'Bears', 'PERMANENT', [a, e])).id;
  await t.prisma.groupStaff.create({ data: { groupId: ids.lions, staffId: staffLead.staffId } });
  await t.prisma.groupIntern.create({ data: { groupId: ids.lions, internId: intern.id } });

  let seq = 0;
  const rec = (childId: number, scheduleId: number, kind: 'CHECK_IN' | 'CHECK_OUT', recordedAt: string) => ({ childId, scheduleId, kind, recordedAt: at(recordedAt), seq: seq++ });
  await t.prisma.attendanceRecord.createMany({
    data: [
      rec(a, s25.id, 'CHECK_IN', '2025-08-11T14:30:00Z'),
      rec(b, s25.id, 'CHECK_IN', '2025-08-11T14:31:00Z'),
      rec(f, s25.id, 'CHECK_IN', '2025-08-11T14:32:00Z'),
      rec(a, s25.id, 'CHECK_OUT', '2025-08-11T20:00:00Z'),
      rec(a, s25.id, 'CHECK_IN', '2025-08-12T14:30:00Z'),
      rec(a, s25.id, 'CHECK_OUT', '2025-08-12T16:00:00Z'),
      rec(a, s25.id, 'CHECK_IN', '2025-08-12T17:00:00Z'),
      // 22:00 in Chicago on the 12th: the program's day is the 12th, whatever the UTC date says.
      rec(b, s25.id, 'CHECK_IN', '2025-08-13T03:00:00Z'),
      rec(a, s24.id, 'CHECK_IN', '2024-08-12T14:30:00Z'),
      rec(e, s24.id, 'CHECK_IN', '2024-08-12T14:30:00Z'),
      rec(a, s24.id, 'CHECK_IN', '2024-08-13T14:30:00Z'),
    ],
  });
  const [day1, day2] = s25.days;
  const verse = await t.prisma.memoryWork.create({ data: { dayId: day1.id, reference: 'Ps 1:1', content: '…' } });
  const week = await t.prisma.memoryWork.create({ data: { scheduleId: s25.id, reference: 'Jn 3:16', content: '…' } });
  await t.prisma.memoryWorkMemorized.createMany({
    data: [
      { memoryWorkId: verse.id, childId: a, recordedAt: at('2025-08-11T16:00:00Z') },
      { memoryWorkId: verse.id, childId: b, recordedAt: at('2025-08-11T16:00:00Z') },
      { memoryWorkId: week.id, childId: a, recordedAt: at('2025-08-12T16:00:00Z') },
    ],
  });
  await t.prisma.groupDayPoints.createMany({
    data: [
      { groupId: ids.lions, dayId: day1.id, amount: 10 },
      { groupId: ids.lions, dayId: day2.id, amount: 5 },
      { groupId: ids.tigers, dayId: day1.id, amount: 7 },
      { groupId: ids.club, dayId: day1.id, amount: 3 },
    ],
  });

  await createStaff(t, 'director@example.org', [Permission.MANAGE_VBS]);
  await createStaff(t, 'registrar@example.org', [Permission.APPROVE_REGISTRATIONS]);
  await createStaff(t, 'helper@example.org', []);
  await createStaff(t, 'assigner@example.org', [Permission.ASSIGN_STAFF, Permission.VIEW_SENSITIVE_INFO, Permission.ASSIGN_STUDENT_GROUPS]);
  director = await t.signIn('director@example.org');
  registrar = await t.signIn('registrar@example.org');
}, 180_000);
afterAll(() => t.close());

async function report(client: TestClient, variables: Record<string, unknown> = {}) {
  const res = await client.gql(REPORT, variables);
  expect(res.errors).toBeUndefined();
  return res.data.weekReport;
}

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
