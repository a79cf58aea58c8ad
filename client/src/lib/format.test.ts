import { describe, expect, it } from 'vitest';
import {
  churchAnswer,
  consentSentence,
  displayName,
  distinctEmails,
  electiveChoices,
  formatDate,
  formatPhone,
  gradeLabel,
  NO_REFERRAL,
  referralText,
  relationshipText,
  registrationAnswerLines,
} from './format.ts';

describe('info sheet wording', () => {
  it('shows the preferred name only when it differs', () => {
    expect(displayName({ firstName: 'Elizabeth', preferredName: 'Liz', lastName: 'Park' })).toBe('Elizabeth (Liz) Park');
    expect(displayName({ firstName: 'Ann', preferredName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(displayName({ firstName: 'Ann', preferredName: null, lastName: 'Lee' })).toBe('Ann Lee');
  });

  it('formats phones as SPEC §5 says', () => {
    expect(formatPhone('5550147')).toBe('555-0147');
    expect(formatPhone('6125550147')).toBe('(612) 555-0147');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });

  it('names grades and dates', () => {
    expect([0, 1, 2, 3, 4, 11, 12, 13].map(gradeLabel)).toEqual(['Kindergarten', '1st grade', '2nd grade', '3rd grade', '4th grade', '11th grade', '12th grade', 'University']);
    expect(formatDate('2017-02-14')).toBe('Feb 14, 2017');
  });

  it('words contact consent as one sentence for each combination', () => {
    const sentences = [consentSentence(true, true), consentSentence(true, false), consentSentence(false, true), consentSentence(false, false)];
    expect(new Set(sentences).size).toBe(4);
    expect(sentences[0]).toMatch(/after VBS and about other church events/);
  });

  it('words referral sources, or says none was given', () => {
    expect(referralText('website,friend:Ann Lee')).toBe('Heard about VBS from: Our website, A friend (Ann Lee).');
    expect(referralText('other:Saw the sign at the library')).toBe('Heard about VBS from: Other: Saw the sign at the library.');
    expect(referralText(null)).toBe(NO_REFERRAL);
    expect(referralText('church:Grace Chapel')).toBe('Heard about VBS from: A church (Grace Chapel).');
    expect(referralText('')).toBe(NO_REFERRAL);
  });

  it('words a relationship, with a parent’s own words for “other”', () => {
    expect(relationshipText('AUNT_UNCLE', '')).toBe('Aunt/Uncle');
    expect(relationshipText('ADULT_SIBLING')).toBe('Brother/Sister (18 or older)');
    expect(relationshipText('OTHER', ' Neighbor ')).toBe('Neighbor');
    expect(relationshipText('OTHER', '')).toBe('Other');
  });

  it('lists each distinct e-mail once', () => {
    expect(distinctEmails('a@x.org', 'A@x.org', 'b@x.org').map((e) => e.email)).toEqual(['a@x.org', 'b@x.org']);
    expect(distinctEmails('a@x.org', null, 'a@x.org')).toHaveLength(1);
  });

  it('shows elective answers as 1st, 2nd, 3rd choice and church answers in words', () => {
    expect(electiveChoices('Science Club:Nile Sports:Hieroglyph Art:Extra')).toEqual([
      '1st choice: Science Club',
      '2nd choice: Nile Sports',
      '3rd choice: Hieroglyph Art',
    ]);
    expect(registrationAnswerLines('elective', '')).toEqual(['(Not answered)']);
    expect(churchAnswer('something:St. Vincent de Paul')).toBe('Attends another church: St. Vincent de Paul');
    expect(churchAnswer('')).toBe('(Declined to answer)');
    expect(registrationAnswerLines('shirtSize', 'Youth M')).toEqual(['Youth M']);
  });
});
