// The choices the family forms offer (SPEC §3 grades, relationships, referral codes). How the answers
// read back (phones, names, the consent and referral sentences) is the info sheet's wording, in
// lib/format.ts, so a parent sees their record the way staff do.
import { RELATIONSHIPS, type Relationship } from '../../../../forms/family.ts';
import { RELATIONSHIP_LABEL } from '../../lib/format.ts';

export { GRADE_OPTIONS } from '../../lib/grade-options.ts';

export type RelationshipValue = Relationship;
export const RELATIONSHIP_OPTIONS = RELATIONSHIPS.map((value) => ({ value, label: RELATIONSHIP_LABEL[value] }));

/** SPEC §3 referral codes, with what the optional detail means for the three that take one. */
export const REFERRAL_OPTIONS = [
  { code: 'returning', label: 'We came before', detailLabel: null },
  { code: 'church', label: 'Through a church', detailLabel: 'Which church?' },
  { code: 'friend', label: 'A friend told us', detailLabel: 'Friend’s name (optional)' },
  { code: 'website', label: 'The church website', detailLabel: null },
  { code: 'banner', label: 'A banner or sign', detailLabel: null },
  { code: 'flyer', label: 'A flyer', detailLabel: null },
  { code: 'other', label: 'Something else', detailLabel: 'Tell us what (optional)' },
] as const;
