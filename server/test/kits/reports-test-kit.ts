// The week's reports on a small known edition (reports.test.ts, reports-check-in-days.test.ts): two editions with
// their schedules, six children and three parents registered across them, groups with a leader and an intern,
// check-ins on the program's days (one at 22:00 in Chicago, the 13th in UTC), memory work and points, and staff
// with and without the permissions the reports need.
import { expect } from 'vitest';
import { createStaff, createTestApp, type TestApp, type TestClient } from '../harness.ts';
import { Permission } from '../../src/generated/prisma/enums.ts';

export const REPORT = `query($year: Int, $groupId: Int) { weekReport(year: $year, groupId: $groupId) {
  year groupId lastYear editions { year name current } groups { groupId name color }
  checkInsPerDay { date dayNumber children lastYearChildren } checkInsByGrade { date grade children }
  checkInsByGroup { date groupId name color children } newAndReturning { year grade firstTimers returning }
  registrationsOverTime { weeksBefore thisYear lastYear } referralSources { source families }
  churchAttendance { answer families } leaderRatios { groupId name color children staff interns childrenPerLeader }
  memoryWork { date verses children } pointsByDay { date groupId name color points } } }`;

export const at = (iso: string) => new Date(iso);

export interface ReportsEdition {
  t: TestApp;
  director: TestClient;
  directorIds: { accountId: number; staffId: number };
  registrar: TestClient;
  ids: Record<'lions' | 'tigers' | 'club' | 'bears' | 'scheduleId' | 'parent3', number>;
  /** A new child, in no group and registered nowhere. */
  child: (firstName: string, gradeEntering: number) => Promise<number>;
}

export async function createReportsEdition(): Promise<ReportsEdition> {
  const t = await createTestApp();
  const ids = {} as ReportsEdition['ids'];
  const child = async (firstName: string, gradeEntering: number) => (await t.prisma.child.create({ data: { firstName, lastName: 'Test', gradeEntering } })).id;
  const parent = async (firstName: string, referralSource: string | null) =>
    (await t.prisma.parent.create({ data: { firstName, lastName: 'Test', email: `${firstName.toLowerCase()}@example.com`, referralSource } })).id;
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

  const directorIds = await createStaff(t, 'director@example.org', [Permission.MANAGE_VBS]);
  await createStaff(t, 'registrar@example.org', [Permission.APPROVE_REGISTRATIONS]);
  await createStaff(t, 'helper@example.org', []);
  await createStaff(t, 'assigner@example.org', [Permission.ASSIGN_STAFF, Permission.VIEW_SENSITIVE_INFO, Permission.ASSIGN_STUDENT_GROUPS]);
  return { t, director: await t.signIn('director@example.org'), directorIds, registrar: await t.signIn('registrar@example.org'), ids, child };
}

/** The week report as `client` reads it through GraphQL. */
export async function report(client: TestClient, variables: Record<string, unknown> = {}) {
  const res = await client.gql(REPORT, variables);
  expect(res.errors).toBeUndefined();
  return res.data.weekReport;
}
