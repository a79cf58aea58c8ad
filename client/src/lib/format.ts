// How the info sheet words people's data (SPEC §2, §3, §5): names, grades, phones, the contact-consent
// sentence, referral sources, relationships, group types and registration answers. Grades, phones and
// permissions are worded in shared/, as the server's sentences word them too.
import { ordinal } from '../../../shared/grade.ts';
import { formatDateTime } from './dates.ts';

export { displayName, type NameParts } from '../../../shared/person-name.ts';
export { gradeLabel, ordinal } from '../../../shared/grade.ts';
export { formatPhone } from '../../../shared/phone.ts';
export { PERMISSION_DESCRIPTIONS, PERMISSION_LABELS, permissionLabel, permissionPhrase, POWERFUL_PERMISSIONS } from '../../../shared/permissions.ts';

// Dates and times are written by dates.ts alone; these are re-exported for the pages that word people's data.
export { formatDate, formatDateTime } from './dates.ts';

/** One sentence on contact consent: keepInTouch (after VBS) and otherEventMessages (other church events). */
export function consentSentence(keepInTouch: boolean, otherEventMessages: boolean): string {
  if (keepInTouch && otherEventMessages) return 'Would like to hear from us after VBS and about other church events.';
  if (keepInTouch) return 'Would like to hear from us after VBS, but not about other church events.';
  if (otherEventMessages) return 'Would like to hear about other church events, but not from us after VBS.';
  return 'Does not want to be contacted after VBS or about other church events.';
}

export const NO_REFERRAL = '(Did not specify referral source)';
const REFERRAL_LABEL: Record<string, string> = {
  // The families form stores SPEC §3's product-named code as "church" (heard through a church).
  church: 'A church',
  website: 'Our website',
  banner: 'A banner',
  flyer: 'A flyer',
  friend: 'A friend',
  returning: 'Returning family',
  other: 'Other',
};

/** SPEC §3 referral codes, comma-separated, each with an optional ":name" or ":detail". */
export function referralText(referralSource: string | null | undefined): string {
  const entries = (referralSource ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  if (entries.length === 0) return NO_REFERRAL;
  const parts = entries.map((entry) => {
    const colon = entry.indexOf(':');
    const code = colon < 0 ? entry : entry.slice(0, colon);
    const detail = colon < 0 ? '' : entry.slice(colon + 1).trim();
    const label = REFERRAL_LABEL[code] ?? code.charAt(0).toUpperCase() + code.slice(1);
    if (!detail) return label;
    return code === 'other' ? `${label}: ${detail}` : `${label} (${detail})`;
  });
  return `Heard about VBS from: ${parts.join(', ')}.`;
}

/** Primary e-mail; the secondary if different; the sign-up provider's if different from both. */
export function distinctEmails(primary: string, secondary?: string | null, provider?: string | null): { label: string; email: string }[] {
  const seen = new Set<string>();
  const out: { label: string; email: string }[] = [];
  for (const [label, email] of [['Email', primary], ['Secondary email', secondary], ['Sign-up email', provider]] as const) {
    const key = email?.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push({ label, email: email!.trim() });
  }
  return out;
}

export const RELATIONSHIP_LABEL: Record<string, string> = {
  PARENT_GUARDIAN: 'Parent/Guardian',
  GRANDPARENT: 'Grandparent',
  AUNT_UNCLE: 'Aunt/Uncle',
  ADULT_SIBLING: 'Brother/Sister (18 or older)',
  RELATIVE: 'Relative',
  FAMILY_FRIEND: 'Family Friend',
  OTHER: 'Other',
};

/** A contact's relationship as a person says it: "other" reads as the parent's own words. */
export function relationshipText(relationship: string, other?: string | null): string {
  if (relationship === 'OTHER' && other?.trim()) return other.trim();
  return RELATIONSHIP_LABEL[relationship] ?? relationship;
}

/** SPEC §3 group type labels and badge colors: permanent the primary color (undefined), rotational info, other secondary. */
export const GROUP_TYPE: Record<string, { label: string; color: string | undefined }> = {
  PERMANENT: { label: 'Assigned', color: undefined },
  ROTATIONAL: { label: 'Afternoon Club', color: 'cyan' },
  SCHEDULED: { label: 'Schedule-Based', color: 'gray' },
};
export const groupType = (type: string) => GROUP_TYPE[type] ?? GROUP_TYPE.SCHEDULED;

export const NOT_ANSWERED = '(Not answered)';

/** SPEC §5: an elective answer "A:B:C" as 1st, 2nd, 3rd choice (up to three). */
export function electiveChoices(response: string): string[] {
  return response
    .split(':')
    .map((c) => c.trim())
    .filter(Boolean)
    .slice(0, 3)
    .map((choice, i) => `${ordinal(i + 1)} choice: ${choice}`);
}

/** SPEC §3 church attendance: empty = declined; No; NoLonger; Yes; or "something:church name". */
export function churchAnswer(response: string): string {
  const value = response.trim();
  if (value === '') return '(Declined to answer)';
  if (value === 'No') return 'No';
  if (value === 'NoLonger') return 'No longer attends';
  if (value === 'Yes') return 'Yes, attends our church';
  if (value.startsWith('something:')) return `Attends another church: ${value.slice('something:'.length).trim() || '(not named)'}`;
  return value;
}

/** A registration answer as staff read it: lines to show. */
export function registrationAnswerLines(key: string | null | undefined, response: string): string[] {
  if (key === 'elective') {
    const choices = electiveChoices(response);
    return choices.length ? choices : [NOT_ANSWERED];
  }
  if (key === 'church') return [churchAnswer(response)];
  // Many-of answers are stored one choice per line.
  return response.trim() === '' ? [NOT_ANSWERED] : response.split('\n');
}

/** A consent as staff and the parent read it back: who signed, and when (date and minutes, no seconds). */
export function consentLine(response: string, signedAt: string | null | undefined): string {
  if (response.trim() === '') return 'Not signed';
  return signedAt ? `Signed by ${response} on ${formatDateTime(signedAt)}` : `Signed by ${response}`;
}

/** A child's medical mark in words: the alert line the parent wrote for the leaders, else that medical information is on file, else ''. */
export function medicalMarkText(child: { readonly medicalAlert?: string | null; readonly hasMedicalInformation?: boolean | null }): string {
  return child.medicalAlert?.trim() || (child.hasMedicalInformation ? 'Medical info on file' : '');
}
