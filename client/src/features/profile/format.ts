// How family facts read on screen (SPEC §3, §5): phones, grades, relationships, names, and the
// referral and contact-consent sentences the info sheet words the same way.

/** SPEC §5: 7 digits as XXX-XXXX, 10 digits as (XXX) XXX-XXXX; anything else as stored. */
export function formatPhone(digits: string | null | undefined): string {
  if (!digits) return '';
  if (/^\d{7}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  if (/^\d{10}$/.test(digits)) return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  return digits;
}

/** SPEC §3: kindergarten through twelfth grade and university, 0 to 13. */
export function gradeLabel(grade: number): string {
  if (grade === 0) return 'Kindergarten';
  if (grade === 13) return 'University';
  const suffix = grade === 1 ? 'st' : grade === 2 ? 'nd' : grade === 3 ? 'rd' : 'th';
  return `${grade}${suffix} grade`;
}

export const GRADE_OPTIONS = Array.from({ length: 14 }, (_, grade) => ({ value: String(grade), label: gradeLabel(grade) }));

export const RELATIONSHIP_LABELS = { PARENT_GUARDIAN: 'Parent/Guardian', RELATIVE: 'Relative', FAMILY_FRIEND: 'Family Friend' } as const;
export type RelationshipValue = keyof typeof RELATIONSHIP_LABELS;
export const RELATIONSHIP_OPTIONS = (Object.keys(RELATIONSHIP_LABELS) as RelationshipValue[]).map((value) => ({ value, label: RELATIONSHIP_LABELS[value] }));

/** SPEC §3: first (preferred) last when the preferred name differs. */
export function personName(p: { firstName: string; preferredName?: string | null; lastName: string }): string {
  const preferred = p.preferredName && p.preferredName !== p.firstName ? ` (${p.preferredName})` : '';
  return `${p.firstName}${preferred} ${p.lastName}`.trim();
}

export interface ReferralSource {
  readonly code: string;
  readonly detail: string | null | undefined;
}

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

function referralPhrase({ code, detail }: ReferralSource): string {
  switch (code) {
    case 'returning':
      return 'came to VBS before';
    case 'church':
      return detail ? `heard through ${detail}` : 'heard through a church';
    case 'friend':
      return detail ? `heard from a friend, ${detail}` : 'heard from a friend';
    case 'website':
      return 'found the church website';
    case 'banner':
      return 'saw a banner';
    case 'flyer':
      return 'saw a flyer';
    case 'other':
      return detail ? `found out another way: ${detail}` : 'found out another way';
    default:
      return code;
  }
}

function joinAnd(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** "Sarah came to VBS before and heard from a friend, Ann Lee." or SPEC §2's "(Did not specify referral source)". */
export function referralSentence(name: string, sources: readonly ReferralSource[]): string {
  if (sources.length === 0) return '(Did not specify referral source)';
  return `${name} ${joinAnd(sources.map(referralPhrase))}.`;
}

/** SPEC §2: one sentence combining keepInTouch (contact after VBS) and otherEventMessages (other church events). */
export function consentSentence(name: string, keepInTouch: boolean, otherEventMessages: boolean): string {
  if (keepInTouch && otherEventMessages) return `${name} would like us to keep in touch after VBS and to hear about other church events.`;
  if (keepInTouch) return `${name} would like us to keep in touch after VBS, but not to hear about other church events.`;
  if (otherEventMessages) return `${name} would like to hear about other church events, but not to be contacted after VBS otherwise.`;
  return `${name} does not want to be contacted after VBS or about other church events.`;
}
