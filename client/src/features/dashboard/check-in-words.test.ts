import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { checkInWords } from './check-in-words.ts';

const ZONE = 'America/Chicago';
const NOW = Date.parse('2025-08-12T15:00:00Z'); // 10:00 AM in Chicago

/** The words as an English page shows them. */
function label(words: ReturnType<typeof checkInWords>): string {
  return String(new IntlMessageFormat(words.message.defaultMessage, 'en').format(words.values));
}

describe('checkInWords', () => {
  it("words today's check-in and check-out with the program's local time", () => {
    const checkedIn = checkInWords({ checkedIn: true, recordedAt: '2025-08-12T13:55:00Z' }, NOW, ZONE);
    expect([label(checkedIn), checkedIn.color]).toEqual(['Checked in at 8:55 AM', 'green']);
    const checkedOut = checkInWords({ checkedIn: false, recordedAt: '2025-08-12T14:30:00Z' }, NOW, ZONE);
    expect([label(checkedOut), checkedOut.color]).toEqual(['Checked out at 9:30 AM', 'blue']);
  });

  it("says 'not checked in today' for yesterday's record or none", () => {
    expect(label(checkInWords({ checkedIn: true, recordedAt: '2025-08-11T13:55:00Z' }, NOW, ZONE))).toBe('Not checked in today');
    expect(label(checkInWords(null, NOW, ZONE))).toBe('Not checked in today');
  });
});
