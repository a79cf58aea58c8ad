// A parent's record in their language: grades, relationships, consent and referral, in English (the messages'
// own words) and in Spanish (client/src/i18n/es.json), formatted as the page formats them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type { IntlShape, MessageDescriptor } from '../i18n/intl.tsx';
import { gradeOptions, gradeText, relationshipWords, yourConsentWords, yourReferralWords } from './family-words.ts';

const SPANISH = JSON.parse(readFileSync(join(import.meta.dirname, '../i18n/es.json'), 'utf8')) as Record<string, string>;

/** The page's formatter in a language: its catalogue's words, else the English. */
function intlIn(locale: 'en' | 'es'): IntlShape {
  const messages: Record<string, string> = locale === 'es' ? SPANISH : {};
  const formatMessage = (descriptor: MessageDescriptor, values?: Record<string, string | number | boolean | null | undefined | Date>) =>
    String(new IntlMessageFormat(messages[descriptor.id] ?? descriptor.defaultMessage, locale).format(values));
  return { locale, formatMessage } as IntlShape;
}

describe('a family’s record in the parent’s language', () => {
  const en = intlIn('en');
  const es = intlIn('es');

  it('names grades with the language’s ordinals', () => {
    expect([0, 1, 2, 3, 4, 11, 12, 13].map((g) => gradeText(en, g))).toEqual(['Kindergarten', '1st grade', '2nd grade', '3rd grade', '4th grade', '11th grade', '12th grade', 'University']);
    expect([0, 1, 2, 3, 4, 11, 12, 13].map((g) => gradeText(es, g))).toEqual(['Kínder', '1.er grado', '2.º grado', '3.er grado', '4.º grado', '11.º grado', '12.º grado', 'Universidad']);
    expect(gradeOptions(es)).toHaveLength(14);
    expect(gradeOptions(es)[3]).toEqual({ value: '3', label: '3.er grado' });
  });

  it('words a relationship, with the parent’s own words for “other”', () => {
    expect(relationshipWords(en, 'PARENT_GUARDIAN')).toBe('Parent/Guardian');
    expect(relationshipWords(es, 'PARENT_GUARDIAN')).toBe('Padre, madre o tutor');
    expect(relationshipWords(es, 'OTHER', ' Vecina ')).toBe('Vecina');
  });

  it('words a parent’s own consent in one sentence for each combination', () => {
    for (const intl of [en, es]) {
      const sentences = [yourConsentWords(intl, true, true), yourConsentWords(intl, true, false), yourConsentWords(intl, false, true), yourConsentWords(intl, false, false)];
      expect(new Set(sentences).size).toBe(4);
    }
    expect(yourConsentWords(en, false, false)).toBe('We won’t write to you after VBS or about other church events.');
    expect(yourConsentWords(es, false, false)).toBe('No le escribiremos después de VBS ni sobre otras actividades de la iglesia.');
  });

  it('words how a parent heard about VBS, and leaves out what they did not say', () => {
    expect(yourReferralWords(en, 'website,friend:Ann Lee')).toBe('You heard about VBS from: Our website, A friend (Ann Lee).');
    expect(yourReferralWords(en, 'other:Saw the sign at the library')).toBe('You heard about VBS from: Other: Saw the sign at the library.');
    expect(yourReferralWords(es, 'website,friend:Ann Lee')).toBe('Se enteró de VBS por: Nuestra página web, Un amigo (Ann Lee).');
    expect(yourReferralWords(es, null)).toBeNull();
    expect(yourReferralWords(en, '')).toBeNull();
  });
});
