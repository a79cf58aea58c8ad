import { describe, expect, it } from 'vitest';
import { consentSentence, formatPhone, gradeLabel, personName, referralSentence } from './format.ts';

describe('family wording', () => {
  it('formats phones per SPEC §5 and leaves anything else as stored', () => {
    expect(formatPhone('5550147')).toBe('555-0147');
    expect(formatPhone('6125550147')).toBe('(612) 555-0147');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
  });

  it('names grades from kindergarten to university', () => {
    expect([0, 1, 2, 3, 4, 12, 13].map(gradeLabel)).toEqual(['Kindergarten', '1st grade', '2nd grade', '3rd grade', '4th grade', '12th grade', 'University']);
  });

  it('shows the preferred name only when it differs', () => {
    expect(personName({ firstName: 'Theodore', preferredName: 'Teddy', lastName: 'Kim' })).toBe('Theodore (Teddy) Kim');
    expect(personName({ firstName: 'Ava', preferredName: 'Ava', lastName: 'Kim' })).toBe('Ava Kim');
  });

  it('words referral sources and contact consent as sentences', () => {
    expect(referralSentence('Sarah', [{ code: 'website', detail: null }, { code: 'friend', detail: 'Ann Lee' }])).toBe('Sarah found the church website and heard from a friend, Ann Lee.');
    expect(referralSentence('Sarah', [])).toBe('(Did not specify referral source)');
    expect(consentSentence('Sarah', false, false)).toBe('Sarah does not want to be contacted after VBS or about other church events.');
    expect(consentSentence('Sarah', true, true)).toContain('keep in touch after VBS and to hear about other church events');
  });
});
