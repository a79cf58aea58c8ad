// The values of audit entries in words, as the pages show them: a field's label ("Grade entering"), and its
// value written for a person — dates and times on the program's clocks, grades, phones, yes/no, enums and
// permissions by their labels, ids by the name of what they point to. The values given are those the
// viewer may read (audit-trail-values.ts has already replaced sensitive content), so the words never say more.
import { getDatamodel } from '../../generated/pothos-types.ts';
import { gradeLabel, ordinal } from '../../../../shared/grade.ts';
import { formatPhone } from '../../../../shared/phone.ts';
import { permissionLabel } from '../../../../shared/permissions.ts';
import { REDACTED_VALUE } from './audit.policy.ts';
import { NAMED_FIELDS, type PageNames } from './audit-names.ts';

type Field = { name: string; kind: string; type: string; relationFromFields?: string[] };
const MODELS = getDatamodel().datamodel.models as unknown as Record<string, { fields: Field[] }>;

/** Labels of fields, by name, wherever they appear; an entity's own labels (audit-entity-words.ts) come first. */
const LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  preferredName: 'Preferred name',
  fullName: 'Full name',
  gradeEntering: 'Grade entering',
  dateOfBirth: 'Date of birth',
  medicalInformation: 'Medical information',
  medicalInfo: 'Medical information',
  medicalAlert: 'Alert for the leaders',
  parentNotes: 'Notes for the staff',
  staffNotes: 'Staff notes',
  internalNotes: 'Staff notes about the family',
  email: 'E-mail',
  secondaryEmail: 'Secondary e-mail',
  providerEmail: 'Sign-up e-mail',
  phone: 'Phone',
  keepInTouch: 'Contact after VBS',
  otherEventMessages: 'Messages about other church events',
  referralSource: 'Heard about VBS from',
  street: 'Street',
  city: 'City',
  state: 'State',
  postalCode: 'Postal code',
  relationship: 'Relationship',
  relationshipOther: 'Relationship (in their words)',
  priority: 'Order to call',
  name: 'Name',
  color: 'Color',
  type: 'Type',
  capacity: 'Seats',
  status: 'Status',
  decisionReason: 'Reason given',
  decidedAt: 'Decision time',
  submittedAt: 'Submission time',
  decisionMailDueAt: 'Decision e-mail due',
  decisionMailSentAt: 'Decision e-mail sent',
  acknowledged: 'Acknowledgement of the responsibilities',
  deactivatedAt: 'Deactivation',
  profileImageUrl: 'Profile picture',
  provider: 'Signs in with',
  emailVerified: 'E-mail verification',
  permission: 'Permission',
  grantedAt: 'Granted on',
  amount: 'Points',
  undoneAt: 'Undone at',
  startTime: 'Start time',
  endTime: 'End time',
  locationName: 'Location',
  staffOnly: 'Staff-only setting',
  date: 'Date',
  visibility: 'Visibility',
  releaseDate: 'Release date',
  reference: 'Reference',
  content: 'Text',
  html: 'Text',
  key: 'Section',
  recordedAt: 'Recorded at',
  pickupCode: 'Pickup code',
  overrideReason: 'Reason for the override',
  verifiedBy: 'Pickup checked by',
  pickupMisses: 'Wrong pickup codes offered',
  pickupMissesOn: 'Day of the wrong codes',
  mayPickUp: 'Pickup permission',
  note: 'Note for staff',
  occurredAt: 'Time it happened',
  location: 'Place',
  whatHappened: 'What happened',
  treatment: 'Treatment',
  followUp: 'Follow-up',
  correctedAt: 'Corrected at',
  seed: 'Lottery seed',
  appliedAt: 'Applied at',
  choiceRank: 'Choice',
  position: 'Place in line',
  prompt: 'Question',
  response: 'Answer',
  options: 'Choices',
  required: 'Required answer',
  year: 'Year',
  timeZone: 'Time zone',
  startsAt: 'Start',
  generalRegistrationOpen: 'Registration open',
  internApplicationOpen: 'Intern applications open',
  electiveSelectionOpen: 'Club selection open',
  currentYear: 'Current edition',
  shared: 'Sharing with all staff',
  expiresAt: 'Expiry',
  keepConfirmedAt: 'Confirmed by the kept account’s owner',
  mergeConfirmedAt: 'Confirmed by the merged account’s owner',
  evidence: 'Evidence',
  sharedVerifiedEmail: 'Shared verified e-mail',
  // Fields that point to something with a name (audit-names.ts).
  accountId: 'Account',
  keepAccountId: 'Kept account',
  mergeAccountId: 'Merged account',
  mergedAccountId: 'Merged account',
  requestedByAccountId: 'Asked by',
  recordedByAccountId: 'Recorded by',
  correctedById: 'Corrected by',
  childId: 'Child',
  parentId: 'Parent',
  submittedById: 'Submitted by',
  internId: 'Intern',
  staffId: 'Staff member',
  byStaffId: 'By',
  undoneByStaffId: 'Undone by',
  decidedById: 'Decided by',
  recordedById: 'Recorded by',
  createdById: 'Run by',
  appliedById: 'Applied by',
  ownerId: 'Saved by',
  groupId: 'Group',
  eventId: 'Event',
  dayId: 'Day',
  memoryWorkId: 'Memory work',
};

/** Bookkeeping no reader needs in words (the raw record keeps it): keys, counters, digests, machine ids. */
const NEVER_SHOWN = new Set(['id', 'createdAt', 'updatedAt', 'version', 'seq', 'lastSignInAt', 'subject', 'decisionBatch', 'request', 'recordId', 'lotteryOrder', 'definition', 'keepLabel', 'mergeLabel']);
/** Keys kept as words although other models point to them: an edition's year is a name people use. */
const KEYS_PEOPLE_READ = new Set(['year', 'currentYear']);

/** Calendar dates without a time (PostgreSQL `date` columns). */
const CALENDAR_DATES = new Set(['Child.dateOfBirth', 'Intern.dateOfBirth', 'Day.date', 'AttendanceRecord.pickupMissesOn']);
/** Sanitized HTML: read as its text. */
const HTML_FIELDS = new Set(['staffNotes', 'internalNotes', 'html']);
/** Stored codes (not Prisma enums) and enum values whose words are not simply their name. */
const CODE_WORDS: Record<string, Record<string, string>> = {
  relationship: {
    PARENT_GUARDIAN: 'Parent or guardian',
    GRANDPARENT: 'Grandparent',
    AUNT_UNCLE: 'Aunt or uncle',
    ADULT_SIBLING: 'Brother or sister (18 or older)',
    RELATIVE: 'Relative',
    FAMILY_FRIEND: 'Family friend',
    OTHER: 'Other',
  },
  type: { PERMANENT: 'Assigned group', ROTATIONAL: 'Afternoon club', SCHEDULED: 'Schedule-based group', YES_NO: 'Yes or no', ONE_OF: 'One of a list', MANY_OF: 'Several of a list', TEXT: 'Short text', LONG_TEXT: 'Long text', DATE: 'Date', CONSENT: 'Consent' },
  visibility: { PUBLIC: 'Everyone', INTERNAL: 'Staff', PRIVATE: 'Schedulers only' },
  kind: { CHECK_IN: 'Check-in', CHECK_OUT: 'Check-out', REGISTRATION: 'Registration form', APPLICATION: 'Intern application' },
  verifiedBy: { PICKUP_CODE: 'The pickup code', FAMILY_CODE: 'The family code', OVERRIDE: 'A staff override' },
  evidence: { VERIFIED_EMAIL: 'Both accounts sign in with the same verified e-mail', OWNERS_CONFIRMED: 'The owners of both accounts confirmed' },
};
const LONGEST = 200;
export const NONE = '(none)';

const fieldOf = (entity: string, field: string): Field | undefined => MODELS[entity]?.fields.find((f) => f.name === field);
/** The model's keys of other rows (groupId, scheduleId…), read from the schema. */
const foreignKeys = new Map(
  Object.entries(MODELS).map(([name, model]) => [name, new Set(model.fields.flatMap((f) => (f.kind === 'object' ? (f.relationFromFields ?? []) : [])))]),
);

/** "pickupMissesOn" → "Pickup misses on", for a field no label names yet. */
export const humanise = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function fieldLabel(field: string, own: Record<string, string> = {}): string {
  return own[field] ?? LABELS[field] ?? humanise(field);
}

/** Whether a field's change is worth a line in words (the raw record keeps every field). */
export function shownInWords(entity: string, field: string, hidden: readonly string[] = []): boolean {
  if (NEVER_SHOWN.has(field) || hidden.includes(field)) return false;
  if (fieldOf(entity, field)?.type === 'Json') return false;
  return Object.hasOwn(NAMED_FIELDS, field) || KEYS_PEOPLE_READ.has(field) || !foreignKeys.get(entity)?.has(field);
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** "09:30" → "9:30 AM". */
function clockTime(value: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(value);
  if (!m) return value;
  const hour = Number(m[1]);
  return `${hour % 12 || 12}:${m[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

const HTML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const textOfHtml = (html: string) =>
  html
    .replace(/<\/(p|li|h\d)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => HTML_ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();

const shortened = (text: string) => (text.length > LONGEST ? `${text.slice(0, LONGEST - 1).trimEnd()}…` : text);

/** A calendar date ("2016-03-04…") as "Mar 4, 2016". */
export function calendarDate(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** An instant as "Aug 11, 2025, 9:00 AM" on the program's clocks. */
export function momentWords(value: string, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date).replace(/[\u202f\u00a0]/g, ' ');
}

/** A value of `entity.field` in words; "(none)" for nothing. */
export function valueWords(entity: string, field: string, value: unknown, names: PageNames): string {
  if (isEmpty(value)) return NONE;
  if (value === REDACTED_VALUE) return REDACTED_VALUE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Object.hasOwn(NAMED_FIELDS, field)) {
    const kind = NAMED_FIELDS[field];
    const name = names.of(kind, value);
    if (kind === 'day') return name ? calendarDate(name) : 'A day no longer on the schedule';
    return name ?? 'No longer on file';
  }
  const model = fieldOf(entity, field);
  if (field === 'permission') return permissionLabel(String(value));
  if (field === 'gradeEntering' && typeof value === 'number') return gradeLabel(value);
  if (field === 'choiceRank' && typeof value === 'number') return ['', '1st choice', '2nd choice', '3rd choice'][value] ?? String(value);
  if (field === 'phone' && typeof value === 'string') return formatPhone(value);
  if ((field === 'startTime' || field === 'endTime') && typeof value === 'string') return clockTime(value);
  if (field === 'priority' && typeof value === 'number') return `${ordinal(value + 1)} to call`;
  if (entity === 'ClubWaitlist' && field === 'position' && typeof value === 'number') return `${ordinal(value + 1)} in line`;
  if (typeof value === 'string' && Object.hasOwn(CODE_WORDS, field) && Object.hasOwn(CODE_WORDS[field], value)) return CODE_WORDS[field][value];
  if (model?.type === 'DateTime' && typeof value === 'string') return CALENDAR_DATES.has(`${entity}.${field}`) ? calendarDate(value) : momentWords(value, names.timeZone);
  if (model?.kind === 'enum' && typeof value === 'string') return humanise(value);
  if (Array.isArray(value)) return shortened(value.map(String).join(', '));
  if (typeof value === 'object') return '(see the details)';
  if (typeof value === 'string') return shortened(HTML_FIELDS.has(field) ? textOfHtml(value) || NONE : value);
  return String(value);
}
