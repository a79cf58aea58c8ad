// The choices the family forms offer (SPEC §3 grades, relationships, referral codes), in the page's language.
// How the answers read back (phones, names, the consent and referral sentences) is in lib/family-words.ts.
import { RELATIONSHIPS, type Relationship } from '../../../../forms/family.ts';
import { defineMessages, type IntlShape } from '../../i18n/intl.tsx';
import { RELATIONSHIP_WORDS } from '../../lib/family-words.ts';

export { gradeOptions } from '../../lib/family-words.ts';

export type RelationshipValue = Relationship;

export function relationshipOptions(intl: IntlShape): { value: Relationship; label: string }[] {
  return RELATIONSHIPS.map((value) => ({ value, label: intl.formatMessage(RELATIONSHIP_WORDS[value]) }));
}

const REFERRAL = defineMessages({
  returning: { id: 'profile.referral.returning', defaultMessage: 'We came before' },
  church: { id: 'profile.referral.church', defaultMessage: 'Through a church' },
  churchDetail: { id: 'profile.referral.church.detail', defaultMessage: 'Which church?' },
  friend: { id: 'profile.referral.friend', defaultMessage: 'A friend told us' },
  friendDetail: { id: 'profile.referral.friend.detail', defaultMessage: 'Friend’s name (optional)' },
  website: { id: 'profile.referral.website', defaultMessage: 'The church website' },
  banner: { id: 'profile.referral.banner', defaultMessage: 'A banner or sign' },
  flyer: { id: 'profile.referral.flyer', defaultMessage: 'A flyer' },
  other: { id: 'profile.referral.other', defaultMessage: 'Something else' },
  otherDetail: { id: 'profile.referral.other.detail', defaultMessage: 'Tell us what (optional)' },
});

/** SPEC §3 referral codes, with what the optional detail means for the three that take one. */
export const REFERRAL_OPTIONS = [
  { code: 'returning', label: REFERRAL.returning, detailLabel: null },
  { code: 'church', label: REFERRAL.church, detailLabel: REFERRAL.churchDetail },
  { code: 'friend', label: REFERRAL.friend, detailLabel: REFERRAL.friendDetail },
  { code: 'website', label: REFERRAL.website, detailLabel: null },
  { code: 'banner', label: REFERRAL.banner, detailLabel: null },
  { code: 'flyer', label: REFERRAL.flyer, detailLabel: null },
  { code: 'other', label: REFERRAL.other, detailLabel: REFERRAL.otherDetail },
] as const;
