// A family's record in the reader's language, as a parent reads it on their own pages (profile, dashboard):
// grades, relationships, how they heard about VBS and what they agreed to hear about. Staff pages word the
// same data in lib/format.ts (English until their translation).
import { defineMessages, type IntlShape, type MessageDescriptor } from '../i18n/intl.tsx';

const GRADE = defineMessages({
  label: {
    id: 'grade.label',
    defaultMessage: '{grade, select, 0 {Kindergarten} 13 {University} other {{grade, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} grade}}',
    description: 'Grade levels 0–13: kindergarten, 1st–12th grade, university.',
  },
});

/** "Kindergarten", "3rd grade", "University" in the page's language. */
export function gradeText(intl: IntlShape, grade: number): string {
  return intl.formatMessage(GRADE.label, { grade });
}

/** The grades a family form offers, as choices in the page's language. */
export function gradeOptions(intl: IntlShape): { value: string; label: string }[] {
  return Array.from({ length: 14 }, (_, grade) => ({ value: String(grade), label: gradeText(intl, grade) }));
}

export const RELATIONSHIP_WORDS = defineMessages({
  PARENT_GUARDIAN: { id: 'relationship.parentGuardian', defaultMessage: 'Parent/Guardian' },
  GRANDPARENT: { id: 'relationship.grandparent', defaultMessage: 'Grandparent' },
  AUNT_UNCLE: { id: 'relationship.auntUncle', defaultMessage: 'Aunt/Uncle' },
  ADULT_SIBLING: { id: 'relationship.adultSibling', defaultMessage: 'Brother/Sister (18 or older)' },
  RELATIVE: { id: 'relationship.relative', defaultMessage: 'Relative' },
  FAMILY_FRIEND: { id: 'relationship.familyFriend', defaultMessage: 'Family Friend' },
  OTHER: { id: 'relationship.other', defaultMessage: 'Other' },
});

/** A contact's relationship as the parent says it: "other" reads as the parent's own words. */
export function relationshipWords(intl: IntlShape, relationship: string, other?: string | null): string {
  if (relationship === 'OTHER' && other?.trim()) return other.trim();
  const words = (RELATIONSHIP_WORDS as Record<string, MessageDescriptor>)[relationship];
  return words ? intl.formatMessage(words) : relationship;
}

const CONSENT = defineMessages({
  both: { id: 'profile.consent.both', defaultMessage: 'We may write to you after VBS and about other church events.' },
  afterOnly: { id: 'profile.consent.afterOnly', defaultMessage: 'We may write to you after VBS, but not about other church events.' },
  eventsOnly: { id: 'profile.consent.eventsOnly', defaultMessage: 'We may tell you about other church events, but won’t write after VBS otherwise.' },
  neither: { id: 'profile.consent.neither', defaultMessage: 'We won’t write to you after VBS or about other church events.' },
});

/** The consent sentence as a parent reads it about themselves on their own profile. */
export function yourConsentWords(intl: IntlShape, keepInTouch: boolean, otherEventMessages: boolean): string {
  if (keepInTouch && otherEventMessages) return intl.formatMessage(CONSENT.both);
  if (keepInTouch) return intl.formatMessage(CONSENT.afterOnly);
  if (otherEventMessages) return intl.formatMessage(CONSENT.eventsOnly);
  return intl.formatMessage(CONSENT.neither);
}

const REFERRAL = defineMessages({
  church: { id: 'referral.church', defaultMessage: 'A church' },
  website: { id: 'referral.website', defaultMessage: 'Our website' },
  banner: { id: 'referral.banner', defaultMessage: 'A banner' },
  flyer: { id: 'referral.flyer', defaultMessage: 'A flyer' },
  friend: { id: 'referral.friend', defaultMessage: 'A friend' },
  returning: { id: 'referral.returning', defaultMessage: 'Returning family' },
  other: { id: 'referral.other', defaultMessage: 'Other' },
  withName: { id: 'referral.withName', defaultMessage: '{source} ({name})' },
  otherDetail: { id: 'referral.otherDetail', defaultMessage: '{source}: {detail}' },
  yours: { id: 'referral.yours', defaultMessage: 'You heard about VBS from: {sources}.' },
});

/** How a parent heard about VBS (SPEC §3 codes, each with an optional ":name"), as they read it; null when they did not say. */
export function yourReferralWords(intl: IntlShape, referralSource: string | null | undefined): string | null {
  const entries = (referralSource ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  if (entries.length === 0) return null;
  const parts = entries.map((entry) => {
    const colon = entry.indexOf(':');
    const code = colon < 0 ? entry : entry.slice(0, colon);
    const detail = colon < 0 ? '' : entry.slice(colon + 1).trim();
    const words = (REFERRAL as Record<string, MessageDescriptor>)[code];
    const source = words && code !== 'withName' && code !== 'otherDetail' && code !== 'yours' ? intl.formatMessage(words) : code.charAt(0).toUpperCase() + code.slice(1);
    if (!detail) return source;
    return intl.formatMessage(code === 'other' ? REFERRAL.otherDetail : REFERRAL.withName, { source, name: detail, detail });
  });
  return intl.formatMessage(REFERRAL.yours, { sources: parts.join(', ') });
}
