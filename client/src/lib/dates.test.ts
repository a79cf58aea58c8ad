// The one date formatter: calendar dates are never shifted by a zone, program clock times follow the
// reader's clock, and relative times read as people say them.
import { afterEach, describe, expect, it } from 'vitest';
import { setReaderSource } from '../app/reader.ts';
import { clockRange, formatClockTime, formatDate, formatDay, formatLocalDateTime, formatRelative, readerUses24Hours, todayIso } from './dates.ts';

afterEach(() => setReaderSource(() => ({})));

describe('dates', () => {
  it('writes a calendar date as its own day in every zone', () => {
    for (const timeZone of ['Pacific/Honolulu', 'Asia/Tokyo']) {
      setReaderSource(() => ({ locale: 'en-US', timeZone }));
      expect(formatDate('2025-08-16')).toBe('Aug 16, 2025');
      expect(formatDay('2025-08-16')).toBe('Sat, Aug 16');
    }
  });

  it('writes program clock times on the reader’s clock: 12-hour in the US, 24-hour in Germany', () => {
    setReaderSource(() => ({ locale: 'en-US', timeZone: 'Asia/Tokyo' }));
    expect(clockRange('15:00', '15:30')).toBe('3:00 PM–3:30 PM');
    expect(formatLocalDateTime('2027-08-09T09:00')).toBe('Aug 9, 2027, 9:00 AM');
    expect(readerUses24Hours()).toBe(false);
    setReaderSource(() => ({ locale: 'de-DE', timeZone: 'America/Chicago' }));
    expect(formatClockTime('15:00')).toBe('15:00');
    expect(readerUses24Hours()).toBe(true);
  });

  it('words a moment relative to now', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(formatRelative(now - 20_000, now)).toBe('just now');
    expect(formatRelative(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(formatRelative(now - 86_400_000, now)).toBe('yesterday');
    expect(formatRelative(now + 3 * 86_400_000, now)).toBe('in 3 days');
  });

  it('knows today on the reader’s calendar', () => {
    expect(todayIso(new Date(2027, 0, 5, 23, 30))).toBe('2027-01-05');
  });
});
