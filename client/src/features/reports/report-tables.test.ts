// The tables beside the charts say the charts' numbers in words, and their CSV is the same table.
import { describe, expect, it } from 'vitest';
import { checkInsByGroupTable, checkInsPerDayTable, csvOf, leadersTable, newAndReturningTable, pointsTable, referralTable, registrationsOverTimeTable } from './report-tables.ts';

describe('report tables', () => {
  it('puts last year’s same day beside each day only when there is a last year', () => {
    const days = [
      { date: '2025-08-11', dayNumber: 1, children: 3, lastYearChildren: 2 },
      { date: '2025-08-12', dayNumber: 2, children: 2, lastYearChildren: null },
    ];
    const compared = checkInsPerDayTable(days, 2024);
    expect(compared.columns).toEqual(['Day', 'Children checked in', 'Same day in 2024']);
    expect(compared.rows.map((r) => r.slice(1))).toEqual([[3, 2], [2, '—']]);
    expect(checkInsPerDayTable(days, null).columns).toEqual(['Day', 'Children checked in']);
  });

  it('lays out per-group check-ins one row a group, a column a day, 0 where none came', () => {
    const { table, dates } = checkInsByGroupTable([
      { date: '2025-08-12', groupId: 1, name: 'Lions', children: 2 },
      { date: '2025-08-11', groupId: 2, name: 'Tigers', children: 1 },
      { date: '2025-08-11', groupId: null, name: null, children: 4 },
    ]);
    expect(dates).toEqual(['2025-08-11', '2025-08-12']);
    expect(table.rows.map((r) => [r[0], r[1], r[2]])).toEqual([
      ['In no group', 4, 0],
      ['Lions', 0, 2],
      ['Tigers', 1, 0],
    ]);
  });

  it('totals first-timers and returning children, with last year’s totals after', () => {
    const t = newAndReturningTable(
      [
        { year: 2024, grade: null, firstTimers: 2, returning: 0 },
        { year: 2025, grade: null, firstTimers: 3, returning: 1 },
        { year: 2025, grade: 0, firstTimers: 1, returning: 1 },
      ],
      2025,
    );
    expect(t.rows).toEqual([
      ['Kindergarten', 1, 1],
      ['All grades', 3, 1],
      ['All grades in 2024', 2, 0],
    ]);
  });

  it('words weeks, referral codes, groups without leaders and the week’s points', () => {
    expect(registrationsOverTimeTable([{ weeksBefore: 2, thisYear: 1, lastYear: 0 }, { weeksBefore: 1, thisYear: 2, lastYear: 1 }, { weeksBefore: 0, thisYear: 3, lastYear: 1 }, { weeksBefore: -1, thisYear: 4, lastYear: 2 }], 2025, 2024).rows.map((r) => r[0])).toEqual(['2 weeks before', '1 week before', 'Start week', 'After the start']);
    expect(referralTable([{ source: 'friend', families: 2 }, { source: '', families: 1 }, { source: 'VBS Finder', families: 1 }]).rows).toEqual([['A friend', 2], ['Did not say', 1], ['VBS Finder', 1]]);
    expect(leadersTable([{ name: 'Tigers', children: 3, staff: 0, interns: 0, childrenPerLeader: null }]).rows).toEqual([['Tigers', 3, 0, 0, 'No leader']]);
    const points = pointsTable([
      { date: '2025-08-11', groupId: 1, name: 'Lions', points: 10 },
      { date: '2025-08-12', groupId: 1, name: 'Lions', points: 5 },
      { date: '2025-08-11', groupId: 2, name: 'Bears', points: 7 },
    ]);
    expect(points.table.rows.map((r) => [r[0], r[1], r[2], r[3]])).toEqual([['Bears', 7, 0, 7], ['Lions', 10, 5, 15]]);
  });

  it('writes the CSV from the same table, a formula defused', () => {
    expect(csvOf({ columns: ['Group', 'Children'], rows: [['=Lions', 2], ['A, B', 1]] })).toBe('Group,Children\r\n\'=Lions,2\r\n"A, B",1\r\n');
  });
});
