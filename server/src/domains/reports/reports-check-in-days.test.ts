// The report's check-ins against a plain count(DISTINCT) of the records, and the days a child came (the
// "CheckInDays" fold a trigger keeps) following every change to the records: a station's check-ins and their
// undoing, local midnight, edited records, a new time zone, a deleted child.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { at, createReportsEdition, report, type ReportsEdition } from '../../../test/kits/reports-test-kit.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { Viewer } from '../../auth/viewer.ts';

let t: TestApp;
let director: TestClient;
let directorIds: ReportsEdition['directorIds'];
let ids: ReportsEdition['ids'];
let child: ReportsEdition['child'];
beforeAll(async () => void ({ t, director, directorIds, ids, child } = await createReportsEdition()), 180_000);
afterAll(() => t.close());

/** Every check-in figure of 2025 as a plain GROUP BY over the records counts it: distinct children per local day. */
async function plainCheckIns() {
  const local = `to_char((((a."recordedAt" AT TIME ZONE 'UTC') AT TIME ZONE e."timeZone")::date), 'YYYY-MM-DD')`;
  const from = `FROM "AttendanceRecord" a JOIN "Schedule" s ON s.id = a."scheduleId" JOIN "Edition" e ON e.year = s.year JOIN "Child" c ON c.id = a."childId"
    WHERE a.kind = 'CHECK_IN' AND s.year = 2025`;
  const perDay = await t.prisma.$queryRawUnsafe<{ date: string; children: number }[]>(`SELECT ${local} AS date, count(DISTINCT a."childId")::int AS children ${from} GROUP BY 1 ORDER BY 1`);
  const perGrade = await t.prisma.$queryRawUnsafe<{ date: string; grade: number; children: number }[]>(
    `SELECT ${local} AS date, c."gradeEntering" AS grade, count(DISTINCT a."childId")::int AS children ${from} GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  const perGroup = await t.prisma.$queryRawUnsafe<{ date: string; groupId: number | null; children: number }[]>(
    `SELECT ${local} AS date, g.id AS "groupId", count(DISTINCT a."childId")::int AS children ${from.replace('WHERE', `LEFT JOIN ("GroupChild" gc JOIN "Group" g ON g.id = gc."groupId" AND g.type = 'PERMANENT' AND g.year = 2025) ON gc."childId" = a."childId" WHERE`)}
     GROUP BY 1, 2 ORDER BY 1, 2 NULLS LAST`,
  );
  return { perDay, perGrade, perGroup };
}

/** The report's check-in figures equal the plain count's; returns the report's children per day. */
async function expectPlainCounts(): Promise<Record<string, number>> {
  const { perDay, perGrade, perGroup } = await plainCheckIns();
  const r = await report(director);
  const came = r.checkInsPerDay.filter((d: { children: number }) => d.children > 0).map(({ date, children }: { date: string; children: number }) => ({ date, children }));
  expect(came).toEqual(perDay);
  expect(r.checkInsByGrade).toEqual(perGrade);
  expect(r.checkInsByGroup.map(({ date, groupId, children }: { date: string; groupId: number | null; children: number }) => ({ date, groupId, children }))).toEqual(perGroup);
  return Object.fromEntries(r.checkInsPerDay.map((d: { date: string; children: number }) => [d.date, d.children]));
}

describe('check-ins against a straightforward count', () => {
  // Adds a child in two permanent groups, a second check-in the same day and a
  // record 70 days later (past one 63-day chunk of the day masks), then compares every check-in figure with
  // count(DISTINCT).
  it('gives every day, grade and group the distinct children a plain GROUP BY counts', async () => {
    const twice = await child('Tam', 1);
    await t.prisma.groupChild.createMany({ data: [{ groupId: ids.lions, childId: twice }, { groupId: ids.tigers, childId: twice }] });
    const rows = (childId: number, times: string[]) => times.map((iso, i) => ({ childId, scheduleId: ids.scheduleId, kind: 'CHECK_IN' as const, recordedAt: at(iso), seq: 1000 + i }));
    await t.prisma.attendanceRecord.createMany({ data: rows(twice, ['2025-08-11T14:00:00Z', '2025-08-11T18:00:00Z', '2025-10-20T14:00:00Z']) });

    const { perGroup } = await plainCheckIns();
    expect(perGroup.filter((g) => g.date === '2025-10-20')).toEqual([{ date: '2025-10-20', groupId: ids.lions, children: 1 }, { date: '2025-10-20', groupId: ids.tigers, children: 1 }]);
    expect((await expectPlainCounts())['2025-10-20']).toBe(1);
  });
});

describe('the days a child came follow every change to the records', () => {
  // The report reads each child's days from a fold the database keeps as records are written (a trigger on
  // "AttendanceRecord"); these write through the station's own doors and by hand, then compare with the records.
  // The station's service (its doors take times within the last 48 hours only; an offline station's sync
  // brings such times), with the edition's own dates.
  const station = () => new Viewer({ accountId: directorIds.accountId, email: 'director@example.org', parentId: null, staffId: directorIds.staffId, internId: null, permissions: [Permission.MANAGE_VBS] });
  const checkIn = async (childId: number, recordedAt: string) => {
    const { record, created } = await t.services.attendance.checkIn(station(), { childId, scheduleId: ids.scheduleId, recordedAt: at(recordedAt) });
    expect(created).toBe(true);
    return record;
  };
  const undo = (childId: number, recordId: number) => t.services.attendance.deleteRecord(station(), childId, recordId);

  it('counts a check-in made at a station, and no longer counts it once undone', async () => {
    const kid = await child('Uma', 6);
    const record = await checkIn(kid, '2025-08-13T15:00:00Z');
    expect((await expectPlainCounts())['2025-08-13']).toBe(1);
    await undo(kid, record.id);
    expect((await expectPlainCounts())['2025-08-13']).toBe(0);
  });

  it('keeps the day of a child checked in twice that day when one check-in is undone', async () => {
    const kid = await child('Val', 6);
    const morning = await checkIn(kid, '2025-08-13T14:00:00Z');
    const out = await t.services.attendance.checkOut(station(), { childId: kid, scheduleId: ids.scheduleId, pickupCode: morning.pickupCode, recordedAt: at('2025-08-13T16:00:00Z') });
    expect(out.record.kind).toBe('CHECK_OUT');
    const afternoon = await checkIn(kid, '2025-08-13T18:00:00Z');
    expect(afternoon.id).not.toBe(morning.id);
    expect((await expectPlainCounts())['2025-08-13']).toBe(1);
    await undo(kid, morning.id);
    expect((await expectPlainCounts())['2025-08-13']).toBe(1);
    await undo(kid, afternoon.id);
    expect((await expectPlainCounts())['2025-08-13']).toBe(0);
  });

  it('puts a check-in just before local midnight on its program day, and one just after on the next', async () => {
    const [late, early] = [await child('Wes', 7), await child('Xia', 7)];
    // 23:59 and 00:01 in Chicago (UTC-5 in August): the UTC dates are both the 14th.
    await checkIn(late, '2025-08-14T04:59:00Z');
    await checkIn(early, '2025-08-14T05:01:00Z');
    const days = await expectPlainCounts();
    expect([days['2025-08-13'], days['2025-08-14']]).toEqual([1, 1]);
  });

  it('moves a record whose time or kind is changed, and a check-in moved to another child', async () => {
    const [kid, other] = [await child('Yan', 8), await child('Zed', 8)];
    const record = await checkIn(kid, '2025-08-12T15:00:00Z');
    const before = await expectPlainCounts();
    await t.prisma.attendanceRecord.update({ where: { id: record.id }, data: { recordedAt: at('2025-08-13T15:00:00Z') } });
    const moved = await expectPlainCounts();
    expect([moved['2025-08-12'], moved['2025-08-13']]).toEqual([before['2025-08-12'] - 1, before['2025-08-13'] + 1]);
    await t.prisma.attendanceRecord.update({ where: { id: record.id }, data: { kind: 'CHECK_OUT' } });
    expect((await expectPlainCounts())['2025-08-13']).toBe(before['2025-08-13']);
    await t.prisma.attendanceRecord.update({ where: { id: record.id }, data: { kind: 'CHECK_IN', childId: other } });
    expect((await expectPlainCounts())['2025-08-13']).toBe(before['2025-08-13'] + 1);
    // Nothing but the record's place changes the days: a check-out's pickup misses counted on it fire nothing.
    await t.prisma.attendanceRecord.update({ where: { id: record.id }, data: { pickupMisses: 1 } });
    await expectPlainCounts();
  });

  it('follows the edition’s time zone when it changes, and forgets the records of a deleted child', async () => {
    await t.prisma.edition.update({ where: { year: 2025 }, data: { timeZone: 'UTC' } });
    try {
      // 22:00 in Chicago on the 12th is the 13th in UTC.
      await expectPlainCounts();
    } finally {
      await t.prisma.edition.update({ where: { year: 2025 }, data: { timeZone: 'America/Chicago' } });
    }
    await expectPlainCounts();
    const gone = await child('Abe', 9);
    await checkIn(gone, '2025-08-13T15:00:00Z');
    const before = (await expectPlainCounts())['2025-08-13'];
    await t.prisma.child.delete({ where: { id: gone } });
    expect((await expectPlainCounts())['2025-08-13']).toBe(before - 1);
    expect(await t.prisma.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM "CheckInDays" WHERE "childId" = ${gone}`)).toEqual([]);
  });
});
