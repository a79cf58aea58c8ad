import { describe, expect, it } from 'vitest';
import { editionPhase, formatStartTime, formatWeek, openOffers, splitDuration } from './edition-phase.ts';

const EDITION = { startsAt: '2025-08-11T14:00:00.000Z', endsAt: '2025-08-16T04:59:59.999Z', timeZone: 'America/Chicago' };

describe('editionPhase', () => {
  it('counts down before the start, is happening during the week and over after its last day', () => {
    expect(editionPhase(EDITION, Date.parse('2025-08-11T13:59:59Z'))).toBe('upcoming');
    expect(editionPhase(EDITION, Date.parse('2025-08-11T14:00:00Z'))).toBe('now');
    expect(editionPhase(EDITION, Date.parse('2025-08-15T23:00:00-05:00'))).toBe('now');
    expect(editionPhase(EDITION, Date.parse('2025-08-16T05:00:00Z'))).toBe('over');
  });
});

describe('countdown pieces', () => {
  it('splits a duration into days, hours, minutes and seconds', () => {
    expect(splitDuration(2 * 86_400_000 + 3 * 3_600_000 + 61_000)).toEqual([
      { label: 'days', value: 2 },
      { label: 'hours', value: 3 },
      { label: 'minutes', value: 1 },
      { label: 'seconds', value: 1 },
    ]);
    expect(splitDuration(-5).every((part) => part.value === 0)).toBe(true);
  });

  it("shows the week on the program's calendar, with plain spaces whatever the ICU version (the server's render matches the browser's)", () => {
    expect(formatWeek(EDITION)).toBe('Monday, August 11 – Friday, August 15, 2025');
    expect(formatWeek(EDITION, 'es')).toMatch(/^lunes, 11 de agosto.*viernes, 15 de agosto de 2025$/);
  });

  it("shows the start time, naming the zone unless the reader is in it, or when the reader's zone is not known yet", () => {
    expect(formatStartTime(EDITION, 'America/Chicago')).toBe('9:00 AM');
    expect(formatStartTime(EDITION, 'Europe/Paris')).toBe('9:00 AM CDT');
    expect(formatStartTime(EDITION, null)).toBe('9:00 AM CDT');
  });
});

describe('openOffers', () => {
  const open = { ...EDITION, generalRegistrationOpen: true, electiveSelectionOpen: true, internApplicationOpen: true };
  it('offers what the flags open before and during the week', () => {
    expect(openOffers(open, Date.parse('2025-06-01T00:00:00Z'))).toEqual({ generalRegistrationOpen: true, electiveSelectionOpen: true, internApplicationOpen: true });
  });
  it('offers nothing once the week is over, so the home page never says "over" beside "registration is open"', () => {
    expect(openOffers(open, Date.parse('2025-09-01T00:00:00Z'))).toEqual({ generalRegistrationOpen: false, electiveSelectionOpen: false, internApplicationOpen: false });
  });
});
