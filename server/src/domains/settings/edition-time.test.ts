// The program's day of an instant ("is it today" for check-in states and undoing points) is remembered per
// minute of UTC time; it must always be the day the zone's wall clocks show, across midnights and clock
// changes, in zones whose offsets are not whole hours too.
import { describe, expect, it } from 'vitest';
import { addDays, instantToLocal, isProgramToday, localDate, zonedInstant } from './edition-time.ts';

const formats = new Map<string, Intl.DateTimeFormat>();
const wallDay = (instant: Date, timeZone: string) => {
  if (!formats.has(timeZone)) formats.set(timeZone, new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));
  return formats.get(timeZone)!.format(instant);
};

describe('localDate', () => {
  const zones = ['America/Chicago', 'Europe/London', 'Asia/Kathmandu', 'Australia/Eucla', 'Pacific/Chatham', 'UTC'];
  // Two days around clock changes (US spring forward 2026-03-08, Europe fall back 2026-10-25), minute by minute.
  const spans = ['2026-03-07T00:00:00Z', '2026-10-24T00:00:00Z'].map((from) => new Date(from).getTime());

  it('is the zone’s wall-clock day for every minute and second around midnights and clock changes, asked twice', () => {
    for (const timeZone of zones) {
      for (const from of spans) {
        for (let ms = from; ms < from + 2 * 86_400_000; ms += 60_000) {
          for (const instant of [new Date(ms), new Date(ms + 59_999)]) {
            const expected = wallDay(instant, timeZone);
            expect(localDate(instant, timeZone)).toBe(expected);
            expect(localDate(instant, timeZone)).toBe(expected);
          }
        }
      }
    }
  });

  it('answers for old instants too', () => {
    const old = new Date('1960-06-01T23:30:00Z');
    expect(localDate(old, 'Africa/Monrovia')).toBe(wallDay(old, 'Africa/Monrovia'));
  });

  it('isProgramToday compares the days on the program’s clocks', () => {
    const now = new Date('2026-08-11T04:30:00Z'); // 23:30 on Aug 10 in Chicago
    expect(isProgramToday(new Date('2026-08-11T04:59:00Z'), 'America/Chicago', now)).toBe(true);
    expect(isProgramToday(new Date('2026-08-11T05:00:00Z'), 'America/Chicago', now)).toBe(false);
    expect(isProgramToday(new Date('2026-08-10T05:00:00Z'), 'America/Chicago', now)).toBe(true);
    expect(isProgramToday(new Date('2026-08-10T04:59:59.999Z'), 'America/Chicago', now)).toBe(false);
  });
});

describe('wall clocks and instants', () => {
  it('turns a program-local time into its instant and back, across clock changes', () => {
    expect(zonedInstant('2025-08-11', '09:00', 'America/Chicago').toISOString()).toBe('2025-08-11T14:00:00.000Z');
    expect(zonedInstant('2025-12-01', '09:00', 'America/Chicago').toISOString()).toBe('2025-12-01T15:00:00.000Z');
    expect(zonedInstant('2025-08-11', '09:00', 'Asia/Kathmandu').toISOString()).toBe('2025-08-11T03:15:00.000Z');
    for (const timeZone of ['America/Chicago', 'Europe/London', 'Pacific/Chatham', 'UTC']) {
      for (const date of ['2026-03-07', '2026-03-09', '2026-10-24', '2026-10-26']) {
        for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
          const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          expect(instantToLocal(zonedInstant(date, time, timeZone), timeZone)).toBe(`${date}T${time}`);
        }
      }
    }
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2025-08-29', 4)).toBe('2025-09-02');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});
