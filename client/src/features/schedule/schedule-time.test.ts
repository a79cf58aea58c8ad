import { describe, expect, it } from 'vitest';
import { audienceSummary, findConflicts, nowAndNext, nowAndNextLines, programInstant, relativeLabel } from './schedule-time.ts';

describe('relativeLabel (SPEC §9)', () => {
  const now = Date.UTC(2025, 7, 11, 15, 0);
  it.each([
    [now + 20_000, 'just now'],
    [now - 30_000, 'just now'],
    [now + 60_000, 'in 1 minute'],
    [now + 25 * 60_000, 'in 25 minutes'],
    [now - 2 * 3_600_000, '2 hours ago'],
    [now + 3 * 86_400_000, 'in 3 days'],
    [now + 15 * 86_400_000, 'in 2 weeks'],
    [now - 70 * 86_400_000, '2 months ago'],
    [now + 800 * 86_400_000, 'in 2 years'],
  ])('%s → %s', (target, label) => expect(relativeLabel(target, now)).toBe(label));
});

describe('nowAndNext', () => {
  const events = [
    { id: 'a', name: 'Opening', startTime: '09:00', endTime: '09:30', locationName: 'Sanctuary', groupIds: [1, 2] },
    { id: 'b', name: 'Games', startTime: '09:35', endTime: '10:10', locationName: 'Gym', groupIds: [1] },
    { id: 'c', name: 'Crafts', startTime: '09:35', endTime: '10:10', locationName: 'Room 104', groupIds: [2] },
  ];
  it('finds what a group is doing and what comes next, in the program’s time zone', () => {
    const at = programInstant('2025-08-11', '09:10', 'America/Chicago');
    expect(at).toBe(Date.UTC(2025, 7, 11, 14, 10));
    expect(nowAndNext(events, 1, '2025-08-11', at, 'America/Chicago')).toEqual({ now: events[0], next: events[1] });
    expect(nowAndNext(events, 2, '2025-08-11', programInstant('2025-08-11', '09:32', 'America/Chicago'), 'America/Chicago')).toEqual({ now: null, next: events[2] });
    expect(nowAndNext(events, 2, '2025-08-11', programInstant('2025-08-11', '11:00', 'America/Chicago'), 'America/Chicago')).toEqual({ now: null, next: null });
  });
  it('words now and next the same way for the live schedule and the dashboard card', () => {
    const zone = 'America/Chicago';
    const at = programInstant('2025-08-11', '09:10', zone);
    // The dashboard card: what and where now; what next, when, and how long until.
    expect(nowAndNextLines(events, 1, '2025-08-11', at, zone)).toMatchObject({
      now: events[0],
      next: events[1],
      nowLine: 'Now: Opening in Sanctuary',
      nextLine: 'Next: Games at 09:35, in 25 minutes',
    });
    // The live schedule: until when, and where the next one is.
    expect(nowAndNextLines(events, 1, '2025-08-11', at, zone, { detailed: true, dayWord: 'this day' })).toMatchObject({
      nowLine: 'Now: Opening in Sanctuary (until 09:30)',
      nextLine: 'Next: Games in Gym at 09:35, in 25 minutes',
    });
    // Between events, and after the last one.
    const between = programInstant('2025-08-11', '09:32', zone);
    expect(nowAndNextLines(events, 2, '2025-08-11', between, zone)).toMatchObject({ nowLine: 'Nothing right now.', nextLine: 'Next: Crafts at 09:35, in 3 minutes' });
    const late = programInstant('2025-08-11', '11:00', zone);
    expect(nowAndNextLines(events, 2, '2025-08-11', late, zone).nextLine).toBe('Nothing more today.');
    expect(nowAndNextLines(events, 2, '2025-08-11', late, zone, { detailed: true, dayWord: 'this day' }).nextLine).toBe('Nothing more this day.');
    // An event without a place says none.
    const noPlace = [{ ...events[1], locationName: '' }];
    expect(nowAndNextLines(noPlace, 1, '2025-08-11', programInstant('2025-08-11', '09:40', zone), zone, { detailed: true }).nowLine).toBe('Now: Games (until 10:10)');
  });
  it('shows conflicts: a shared group or location at once', () => {
    expect(findConflicts([events[0], { ...events[1], startTime: '09:20' }])).toEqual([{ a: 'a', b: 'b', kind: 'group' }]);
    expect(findConflicts([events[1], { ...events[2], locationName: 'gym' }])).toEqual([{ a: 'b', b: 'c', kind: 'location' }]);
    expect(findConflicts(events)).toEqual([]);
  });
});

it('summarises who can see the schedule now', () => {
  const now = Date.UTC(2025, 7, 1);
  expect(audienceSummary('PUBLIC', now + 1e9, now)).toMatch(/^Everyone can see this schedule now, parents included/);
  expect(audienceSummary('INTERNAL', now + 1e9, now)).toMatch(/^Staff can see it now\. Parents, interns and everyone else will see it from/);
  expect(audienceSummary('PRIVATE', now + 1e9, now)).toMatch(/^Only staff with the Schedule classes permission/);
  expect(audienceSummary('PRIVATE', now - 1, now)).toMatch(/^Everyone can see this schedule now: it was released/);
});
