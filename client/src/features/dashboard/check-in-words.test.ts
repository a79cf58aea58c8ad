import { describe, expect, it } from 'vitest';
import { checkInWords } from './check-in-words.ts';

const ZONE = 'America/Chicago';
const NOW = Date.parse('2025-08-12T15:00:00Z'); // 10:00 AM in Chicago

describe('checkInWords', () => {
  it("words today's check-in and check-out with the program's local time", () => {
    expect(checkInWords({ checkedIn: true, recordedAt: '2025-08-12T13:55:00Z' }, NOW, ZONE)).toEqual({ label: 'Checked in at 8:55 AM', color: 'green' });
    expect(checkInWords({ checkedIn: false, recordedAt: '2025-08-12T14:30:00Z' }, NOW, ZONE)).toEqual({ label: 'Checked out at 9:30 AM', color: 'blue' });
  });

  it("says 'not checked in today' for yesterday's record or none", () => {
    expect(checkInWords({ checkedIn: true, recordedAt: '2025-08-11T13:55:00Z' }, NOW, ZONE).label).toBe('Not checked in today');
    expect(checkInWords(null, NOW, ZONE).label).toBe('Not checked in today');
  });
});
