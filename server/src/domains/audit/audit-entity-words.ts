// What each kind of record is called in the audit trail's sentences, and the sentences its additions, changes
// and removals read as ("Rebecca Harper gave Daniel Brooks permission to approve registrations", "… put Ethan
// Mitchell in Pharaohs"). A record not listed reads by the general sentences ("… added a <kind>"). Sentences
// name things by fields that are never sensitive (names, dates, groups); values are audit-value-words.ts's.
import { permissionPhrase } from '../../../../shared/permissions.ts';
import type { NameKind, PageNames } from './audit-names.ts';
import { calendarDate } from './audit-value-words.ts';

export type Row = Record<string, unknown>;

/** One entry as its sentence sees it: values as the viewer may read them. */
export interface Said {
  entity: string;
  actor: string;
  /** The person the entry is about: their name, a phrase for one no longer on file, or null when about no one. */
  person: string | null;
  /** Whether `person` is a name (not the phrase for someone no longer on file). */
  personKnown: boolean;
  /** The values after (else before). */
  row: Row;
  before: Row | null;
  after: Row | null;
  /** For a change: the fields whose stored values differ, in words (lower-case labels). */
  topics: string[];
  changed: (field: string) => boolean;
  names: PageNames;
}

type Sentence = (s: Said) => string | null;

export interface EntityWords {
  /** What one record is, for "along with the …" and "because the … was removed". */
  noun: string;
  /** The record as a sentence names it. */
  thing?: (s: Said) => string;
  /** The thing belongs to a person: a change reads "changed Ethan Mitchell's grade". */
  personal?: boolean;
  added?: Sentence;
  changed?: Sentence;
  removed?: Sentence;
  /** Labels of this record's fields where the general ones do not fit. */
  labels?: Record<string, string>;
  /** Fields left out of the words (the raw record keeps them). */
  hidden?: string[];
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
export const quoted = (text: unknown, longest = 60) => {
  const t = str(text).replace(/\s+/g, ' ');
  return `“${t.length > longest ? `${t.slice(0, longest - 1).trimEnd()}…` : t}”`;
};
export const possessive = (name: string) => `${name}'s`;
/** "Ethan Mitchell's registration", "the registration of a child no longer on file", or "a registration". */
export const whose = (s: Said, what: string) => (s.person ? (s.personKnown ? `${possessive(s.person)} ${what}` : `the ${what} of ${who(s)}`) : `a ${what}`);
/** The person the entry is about, in a sentence that needs one. */
const who = (s: Said) => s.person ?? 'someone no longer on file';
const named = (s: Said, kind: NameKind, field: string, missing: string) => s.names.of(kind, s.row[field]) ?? missing;
const account = (s: Said, field: string) => named(s, 'account', field, 'an account no longer on file');
const group = (s: Said) => named(s, 'group', 'groupId', 'a group no longer on file');
const day = (s: Said, field = 'dayId') => {
  const date = s.names.of('day', s.row[field]);
  return date ? calendarDate(date) : 'a day no longer on the schedule';
};
const became = (s: Said, field: string, value: unknown) => s.changed(field) && s.after?.[field] === value;
const wasSet = (s: Said, field: string) => s.changed(field) && s.after?.[field] != null && s.before?.[field] == null;
const wasCleared = (s: Said, field: string) => s.changed(field) && s.after?.[field] == null && s.before?.[field] != null;
const onlyChanged = (s: Said, ...fields: string[]) => s.topics.length > 0 && Object.keys({ ...s.before, ...s.after }).every((f) => fields.includes(f) || !s.changed(f));
const fullName = (row: Row | null) => [str(row?.firstName), str(row?.lastName)].filter(Boolean).join(' ');
const accountLabel = (row: Row | null) => str(row?.fullName) || str(row?.email) || 'an account without a name';
const PROVIDERS: Record<string, string> = { dev: 'demo', google: 'Google', facebook: 'Facebook' };
const provider = (row: Row) => PROVIDERS[str(row.provider)] ?? str(row.provider);
const decision = (s: Said, what: string, verbs: Record<string, string>): string | null => {
  for (const [status, verb] of Object.entries(verbs)) if (became(s, 'status', status)) return `${s.actor} ${verb} ${whose(s, what)}`;
  return null;
};
const mergeOf = (s: Said) => `${account(s, 'mergeAccountId')} into ${account(s, 'keepAccountId')}`;
/** A photo shown at pickup: whose face (a pickup person is not a person on file, so named by their role). */
const photoOf = (s: Said) => (s.row.pickupPersonId != null ? 'the photo of a pickup person' : whose(s, 'photo'));
const pointsFor = (amount: number) => `${Math.abs(amount)} ${Math.abs(amount) === 1 ? 'point' : 'points'}`;
const groupThing = (name: unknown, type: unknown) => `${type === 'ROTATIONAL' ? 'the afternoon club' : 'the group'} ${str(name)}`;
const editionOf = (row: Row) => `VBS ${row.year}${str(row.name) ? ` (${str(row.name)})` : ''}`;
const FLAGS: Record<string, string> = { generalRegistrationOpen: 'registration', internApplicationOpen: 'intern applications', electiveSelectionOpen: 'club selection' };
const SCREENING_NOUNS: Record<string, string> = { BACKGROUND_CHECK: 'background check', TRAINING: 'training', CODE_OF_CONDUCT: 'signed code of conduct' };
const FIRST_AID_FIELDS = { whatHappened: 'What happened', treatment: 'Treatment', followUp: 'Follow-up' };

export const ENTITY_WORDS: Record<string, EntityWords> = {
  Child: { noun: 'child', personal: true, added: (s) => `${s.actor} added the child ${who(s)}`, removed: (s) => `${s.actor} removed the child ${who(s)}` },
  Parent: { noun: 'parent', personal: true, added: (s) => `${s.actor} added the parent ${who(s)}`, removed: (s) => `${s.actor} removed the parent ${who(s)}` },
  Intern: { noun: 'intern', personal: true, added: (s) => `${s.actor} added the intern ${who(s)}`, removed: (s) => `${s.actor} removed the intern ${who(s)}` },
  Staff: {
    noun: 'staff record',
    personal: true,
    thing: (s) => s.person ?? (fullName(s.row) || s.names.of('account', s.row.accountId) || str(s.row.email) || 'a staff member'),
    added: (s) => `${s.actor} made ${ENTITY_WORDS.Staff.thing!(s)} staff`,
    removed: (s) => `${s.actor} removed ${possessive(ENTITY_WORDS.Staff.thing!(s))} staff record`,
  },
  StaffPermission: {
    noun: 'permission',
    added: (s) => `${s.actor} gave ${who(s)} ${permissionPhrase(str(s.row.permission))}`,
    removed: (s) => `${s.actor} took away ${whose(s, permissionPhrase(str(s.row.permission)))}`,
  },
  Account: {
    noun: 'account',
    thing: (s) => `the account ${accountLabel(s.row)}`,
    added: (s) => (s.actor === SYSTEM ? `${accountLabel(s.row)} signed in for the first time` : `${s.actor} created the account ${accountLabel(s.row)}`),
    changed: (s) =>
      wasSet(s, 'deactivatedAt') ? `${s.actor} deactivated the account ${accountLabel(s.row)}` : wasCleared(s, 'deactivatedAt') ? `${s.actor} reactivated the account ${accountLabel(s.row)}` : null,
  },
  AccountMerge: {
    noun: 'account merge',
    changed: (s) => `${s.actor} merged the account ${str(s.before?.mergeLabel) || account(s, 'mergedAccountId')} into ${str(s.before?.keepLabel) || account(s, 'keepAccountId')}`,
    hidden: ['keepAccountId', 'mergeAccountId', 'mergedAccountId'],
  },
  AccountMergeRequest: {
    noun: 'merge request',
    thing: (s) => `the request to merge ${mergeOf(s)}`,
    added: (s) => `${s.actor} asked the owners to confirm merging ${mergeOf(s)}`,
    changed: (s) => (wasSet(s, 'keepConfirmedAt') || wasSet(s, 'mergeConfirmedAt') ? `${s.actor} confirmed the request to merge ${mergeOf(s)}` : null),
    removed: (s) => `${s.actor} closed the request to merge ${mergeOf(s)}`,
  },
  SignInIdentity: {
    noun: 'sign-in',
    thing: (s) => `the ${provider(s.row)} sign-in ${str(s.row.email) || 'without an e-mail'}`,
    added: (s) => `${s.actor} linked the ${provider(s.row)} sign-in ${str(s.row.email) || 'without an e-mail'} to ${account(s, 'accountId')}`,
    changed: (s) => (s.changed('accountId') ? `${s.actor} moved the ${provider(s.row)} sign-in ${str(s.row.email)} to ${account(s, 'accountId')}` : null),
  },
  Registration: {
    noun: 'registration',
    personal: true,
    thing: (s) => whose(s, 'registration'),
    added: (s) => `${s.actor} registered ${who(s)} for VBS ${s.row.year}`,
    changed: (s) =>
      decision(s, 'registration', { APPROVED: 'approved', DECLINED: 'declined', WITHDRAWN: 'withdrew' }) ??
      (became(s, 'status', 'PENDING') && s.changed('submittedAt') ? `${s.actor} registered ${who(s)} again for VBS ${s.row.year}` : null) ??
      (became(s, 'status', 'PENDING') ? `${s.actor} set ${whose(s, 'registration')} back to pending` : null) ??
      (onlyChanged(s, 'decisionMailSentAt') ? `${s.actor} sent the decision e-mail about ${whose(s, 'registration')}` : null),
  },
  RegistrationResponse: {
    noun: 'answer',
    thing: (s) => `the answer to ${quoted(s.row.prompt)}`,
    added: (s) => `${s.actor} answered ${quoted(s.row.prompt)}`,
  },
  InternApplication: {
    noun: 'intern application',
    personal: true,
    thing: (s) => whose(s, 'intern application'),
    added: (s) => `${s.actor} submitted ${whose(s, 'intern application')} for ${s.row.year}`,
    changed: (s) =>
      decision(s, 'intern application', { ACCEPTED: 'accepted', DECLINED: 'declined', WITHDRAWN: 'withdrew' }) ??
      (s.changed('submittedAt') ? `${s.actor} submitted ${whose(s, 'intern application')} again` : null),
  },
  ApplicationResponse: {
    noun: 'answer',
    thing: (s) => `the answer to ${quoted(s.row.prompt)} of an intern application`,
    added: (s) => `${s.actor} answered ${quoted(s.row.prompt)} on an intern application`,
  },
  EmergencyContact: {
    noun: 'emergency contact',
    thing: (s) => whose(s, `emergency contact ${fullName(s.row)}`),
    added: (s) => `${s.actor} added ${fullName(s.row)} as ${whose(s, 'emergency contact')}`,
    removed: (s) => `${s.actor} removed ${fullName(s.row)} from ${whose(s, 'emergency contacts')}`,
  },
  AuthorizedPickup: {
    noun: 'pickup person',
    thing: (s) => `${str(s.row.name)} on ${whose(s, 'pickup list')}`,
    added: (s) => `${s.actor} ${s.row.mayPickUp === false ? `noted that ${str(s.row.name)} must not pick up` : `allowed ${str(s.row.name)} to pick up`} ${whose(s, 'children')}`,
    changed: (s) =>
      became(s, 'mayPickUp', false) ? `${s.actor} noted that ${str(s.row.name)} must no longer pick up ${whose(s, 'children')}` : became(s, 'mayPickUp', true) ? `${s.actor} allowed ${str(s.row.name)} to pick up ${whose(s, 'children')}` : null,
    removed: (s) => `${s.actor} removed ${str(s.row.name)} from ${whose(s, 'pickup list')}`,
  },
  Photo: {
    noun: 'photo',
    thing: (s) => photoOf(s),
    added: (s) => `${s.actor} added ${photoOf(s)}`,
    changed: (s) => `${s.actor} replaced ${photoOf(s)}`,
    removed: (s) => `${s.actor} removed ${photoOf(s)}`,
    labels: { mimeType: 'image type', byteSize: 'size in bytes', sha256: 'digest' },
  },
  ChildParent: {
    noun: 'parent of a child',
    added: (s) => `${s.actor} added ${named(s, 'parent', 'parentId', 'a parent no longer on file')} as a parent of ${who(s)}`,
    removed: (s) => `${s.actor} removed ${named(s, 'parent', 'parentId', 'a parent no longer on file')} as a parent of ${who(s)}`,
  },
  Group: {
    noun: 'group',
    thing: (s) => groupThing(s.row.name, s.row.type),
    added: (s) => `${s.actor} created ${groupThing(s.row.name, s.row.type)}`,
    changed: (s) => (onlyChanged(s, 'name') ? `${s.actor} renamed ${groupThing(s.before?.name, s.row.type)} to ${str(s.row.name)}` : null),
  },
  GroupChild: { noun: 'group member', added: (s) => `${s.actor} put ${who(s)} in ${group(s)}`, removed: (s) => `${s.actor} took ${who(s)} out of ${group(s)}` },
  GroupStaff: { noun: 'group leader', added: (s) => `${s.actor} assigned ${who(s)} to ${group(s)}`, removed: (s) => `${s.actor} took ${who(s)} off ${group(s)}` },
  GroupIntern: { noun: 'group intern', added: (s) => `${s.actor} assigned ${who(s)} to ${group(s)}`, removed: (s) => `${s.actor} took ${who(s)} off ${group(s)}` },
  ClubWaitlist: {
    noun: 'waiting list place',
    added: (s) => `${s.actor} put ${who(s)} on the waiting list for ${group(s)}`,
    changed: (s) => `${s.actor} moved ${who(s)} on the waiting list for ${group(s)}`,
    removed: (s) => `${s.actor} took ${who(s)} off the waiting list for ${group(s)}`,
  },
  GroupDayPoints: {
    noun: 'points of a day',
    thing: (s) => `${possessive(group(s))} points for ${day(s)}`,
    added: (s) => `${s.actor} set ${possessive(group(s))} points for ${day(s)} to ${s.row.amount}`,
    changed: (s) => `${s.actor} changed ${possessive(group(s))} points for ${day(s)} from ${s.before?.amount} to ${s.row.amount}`,
  },
  PointsAdjustment: {
    noun: 'points adjustment',
    thing: (s) => `${possessive(group(s))} points for ${day(s)}`,
    added: (s) => {
      const amount = Number(s.row.amount);
      return amount < 0 ? `${s.actor} took ${pointsFor(amount)} from ${group(s)} for ${day(s)}` : `${s.actor} gave ${group(s)} ${pointsFor(amount)} for ${day(s)}`;
    },
    changed: (s) => (wasSet(s, 'undoneAt') ? `${s.actor} undid ${possessive(group(s))} ${Number(s.row.amount) < 0 ? '−' : '+'}${pointsFor(Number(s.row.amount))} for ${day(s)}` : null),
  },
  Schedule: { noun: 'schedule', thing: (s) => `the ${s.row.year} schedule`, added: (s) => `${s.actor} created the ${s.row.year} schedule` },
  Day: {
    noun: 'day',
    thing: (s) => `the day ${calendarDate(str(s.row.date))}`,
    added: (s) => `${s.actor} added ${calendarDate(str(s.row.date))} to the schedule`,
    removed: (s) => `${s.actor} removed ${calendarDate(str(s.row.date))} from the schedule`,
  },
  Event: { noun: 'event', thing: (s) => `the event ${quoted(s.row.name)} on ${day(s)}` },
  EventGroup: {
    noun: 'event’s group',
    added: (s) => `${s.actor} added ${group(s)} to the event ${quoted(s.names.of('event', s.row.eventId) ?? 'no longer on the schedule')}`,
    removed: (s) => `${s.actor} took ${group(s)} off the event ${quoted(s.names.of('event', s.row.eventId) ?? 'no longer on the schedule')}`,
  },
  CurriculumSection: { noun: 'curriculum section', thing: (s) => `the curriculum section ${quoted(s.row.key)} for ${day(s)}` },
  MemoryWork: { noun: 'memory work', thing: (s) => `the memory work ${quoted(s.row.reference)}` },
  MemoryWorkMemorized: {
    noun: 'memorized memory work',
    added: (s) => `${s.actor} recorded that ${who(s)} memorized ${quoted(s.names.of('memoryWork', s.row.memoryWorkId) ?? 'memory work no longer on file')}`,
    removed: (s) => `${s.actor} took back that ${who(s)} memorized ${quoted(s.names.of('memoryWork', s.row.memoryWorkId) ?? 'memory work no longer on file')}`,
  },
  AttendanceRecord: {
    noun: 'check-in record',
    labels: { kind: 'Record' },
    hidden: ['recordedById'],
    thing: (s) => whose(s, s.row.kind === 'CHECK_OUT' ? 'check-out' : 'check-in'),
    added: (s) =>
      s.row.kind === 'CHECK_OUT' ? `${s.actor} checked ${who(s)} out${s.row.verifiedBy === 'OVERRIDE' ? ' with a staff override' : ''}` : `${s.actor} checked ${who(s)} in`,
    changed: (s) => (s.changed('pickupMisses') && Number(s.after?.pickupMisses) > Number(s.before?.pickupMisses ?? 0) ? `${s.actor} offered a wrong pickup code for ${who(s)}` : null),
    removed: (s) => `${s.actor} undid ${whose(s, s.row.kind === 'CHECK_OUT' ? 'check-out' : 'check-in')}`,
  },
  AttendanceRequest: { noun: 'repeated check-in request', thing: () => 'the record of a check-in request (to answer its retries)' },
  LabelPrinter: {
    noun: 'label printer',
    thing: (s) => `the label printer “${String(s.row.name)}”`,
    added: (s) => `${s.actor} added the label printer “${String(s.row.name)}”`,
    changed: (s) => `${s.actor} changed the label printer “${String(s.row.name)}”`,
    removed: (s) => `${s.actor} removed the label printer “${String(s.row.name)}”`,
  },
  Kiosk: {
    noun: 'self check-in kiosk',
    thing: (s) => `the kiosk “${String(s.row.name)}”`,
    added: (s) => `${s.actor} set up the kiosk “${String(s.row.name)}”`,
    changed: (s) => (wasSet(s, 'revokedAt') ? `${s.actor} revoked the kiosk “${String(s.row.name)}”` : `${s.actor} changed the kiosk “${String(s.row.name)}”`),
    hidden: ['tokenHash', 'phoneLookups', 'phoneLookupsWindow'],
  },
  FirstAidReport: {
    noun: 'first-aid report',
    thing: (s) => whose(s, 'first-aid report'),
    added: (s) => `${s.actor} wrote a first-aid report about ${who(s)}`,
    changed: (s) => `${s.actor} corrected ${whose(s, 'first-aid report')}`,
    labels: FIRST_AID_FIELDS,
  },
  FirstAidRevision: {
    noun: 'earlier version of a first-aid report',
    added: (s) => `${s.actor} corrected a first-aid report${s.person ? ` about ${who(s)}` : ''}; its earlier text is kept`,
    labels: FIRST_AID_FIELDS,
  },
  Message: {
    noun: 'message',
    thing: (s) => `the message “${str(s.row.emailSubject) || str(s.row.textBody).slice(0, 40) || 'untitled'}”`,
    added: (s) => `${s.actor} wrote a draft message “${str(s.row.emailSubject) || str(s.row.textBody).slice(0, 40) || 'untitled'}”`,
    changed: (s) => {
      const what = `the message “${str(s.row.emailSubject) || str(s.row.textBody).slice(0, 40) || 'untitled'}”`;
      if (!s.changed('status')) return `${s.actor} changed ${what}`;
      const status = s.after?.status;
      if (status === 'AWAITING_REVIEW') return `${s.actor} submitted ${what} for review`;
      if (status === 'SCHEDULED') return `${s.actor} scheduled ${what}`;
      if (status === 'SENDING') return `${s.actor} sent ${what}`;
      return null;
    },
    labels: { emailSubject: 'E-mail subject', emailBody: 'E-mail', textBody: 'Text message', sendAt: 'Send at', purpose: 'Purpose', audience: 'Audience', editionYear: 'Year', createdById: 'Written by', reviewedById: 'Reviewed by', queuedAt: 'Queued at' },
  },
  MessageRecipients: {
    noun: 'recipients of a message',
    added: (s) =>
      `${s.actor} sent the message “${str(s.row.title) || 'untitled'}” to ${Number(s.row.families) || 0} ${Number(s.row.families) === 1 ? 'family or person' : 'families or people'}: ${Number(s.row.emails) || 0} e-mails, ${Number(s.row.texts) || 0} texts, ${Number(s.row.skipped) || 0} not sent (consent or opt-out)`,
    labels: { audience: 'Audience', title: 'Message', families: 'Families or people', emails: 'E-mails', texts: 'Text messages', skipped: 'Not sent (consent or opt-out)' },
    hidden: ['messageId'],
  },
  MessageRecipient: {
    noun: 'message recipient',
    thing: (s) => `the message to ${str(s.row.name) || str(s.row.address)}`,
    added: (s) => `${s.actor} addressed a message to ${str(s.row.name) || 'someone'} (${str(s.row.address)})${s.row.status === 'SKIPPED' ? `, not sent: ${str(s.row.reason).toLowerCase()}` : ''}`,
    changed: (s) => (s.changed('status') && s.after?.status === 'QUEUED' ? `${s.actor} queued the message to ${str(s.row.name) || str(s.row.address)} again` : null),
    labels: { address: 'Address', channel: 'Channel', subject: 'Subject', body: 'Text', reason: 'Reason', providerId: 'Provider’s id', leaseUntil: 'Claimed until', claimedBy: 'Claimed by', sentAt: 'Sent at', personType: 'Kind of person', personId: 'Person' },
    hidden: ['messageId', 'attempts', 'leaseUntil', 'claimedBy', 'providerId', 'personId'],
  },
  InboundText: {
    noun: 'text received',
    added: (s) => `a text came in from ${str(s.row.fromAddress)}${s.row.childId ? ', answering a text from the check-in table' : ''}`,
    labels: { fromAddress: 'From', body: 'Text', receivedAt: 'Received at', childId: 'About the child', parentId: 'From the parent', messageId: 'Answering' },
    hidden: ['messageId', 'parentId', 'childId'],
  },
  MessageOptOut: {
    noun: 'message opt-out',
    thing: (s) => `the opt-out of ${str(s.row.address)}`,
    added: (s) => `${str(s.row.address)} asked for no more ${s.row.channel === 'TEXT' ? 'text messages' : 'e-mails'}`,
    removed: (s) => `${str(s.row.address)} asked for text messages again`,
  },
  StaffNotesVersion: {
    noun: 'saved version of staff notes',
    thing: (s) => whose(s, 'saved staff notes'),
    added: (s) => `${s.actor} saved ${whose(s, 'staff notes')}; the text is kept as version ${s.row.version}`,
    labels: { notes: 'Staff notes', savedById: 'Saved by', savedAt: 'Saved at' },
    hidden: ['childId', 'parentId'],
  },
  PlacementRun: {
    noun: 'afternoon-club placement',
    thing: (s) => `the afternoon-club placement for ${s.row.year}`,
    added: (s) => `${s.actor} ran the afternoon-club placement for ${s.row.year}`,
    changed: (s) => (wasSet(s, 'appliedAt') ? `${s.actor} applied the afternoon-club placement for ${s.row.year}` : null),
  },
  Edition: {
    noun: 'edition',
    thing: (s) => editionOf(s.row),
    added: (s) => `${s.actor} started ${editionOf(s.row)}`,
    changed: (s) => {
      const flag = Object.keys(FLAGS).find((f) => s.changed(f));
      if (!flag || !onlyChanged(s, flag)) return null;
      return `${s.actor} ${s.row[flag] ? 'opened' : 'closed'} ${FLAGS[flag]} for ${editionOf(s.row)}`;
    },
  },
  ProgramSettings: {
    noun: 'current edition',
    added: (s) => `${s.actor} made VBS ${s.row.currentYear} the current edition`,
    changed: (s) => `${s.actor} made VBS ${s.row.currentYear} the current edition`,
  },
  Question: {
    noun: 'form question',
    thing: (s) => `the ${s.row.kind === 'APPLICATION' ? 'intern application' : 'registration'} question ${quoted(s.row.prompt)}`,
    labels: { position: 'Order on the form', prompt: 'Wording' },
    hidden: ['key'],
  },
  ScreeningRecord: {
    noun: 'screening record',
    thing: (s) => whose(s, SCREENING_NOUNS[str(s.row.kind)] ?? 'screening record'),
    added: (s) =>
      s.row.kind === 'CODE_OF_CONDUCT' && s.actor === s.person
        ? `${s.actor} signed the code of conduct`
        : `${s.actor} recorded ${whose(s, SCREENING_NOUNS[str(s.row.kind)] ?? 'screening record')} (${calendarDate(str(s.row.completedOn))})`,
    changed: (s) => (wasSet(s, 'replacedAt') ? `${s.actor} corrected ${whose(s, SCREENING_NOUNS[str(s.row.kind)] ?? 'screening record')}; the earlier record is kept` : null),
    labels: {
      kind: 'Kind', completedOn: 'Done on', expiresOn: 'Counts until', provider: 'Provider', result: 'Result', title: 'Name', replacedAt: 'Replaced at',
      createdAt: 'Recorded at', recordedByAccountId: 'Recorded by', replacedById: 'Replaced by',
    },
    hidden: ['staffId', 'internId', 'recordedByAccountId', 'replacedById'],
  },
  ScreeningReminder: {
    noun: 'clearance expiry reminder',
    added: (s) => `${s.actor} sent a reminder that a clearance ends in ${Number(s.row.daysBefore)} days or fewer`,
    removed: (s) => `${s.actor} took back a clearance expiry reminder that could not be sent (it will be sent again)`,
    labels: { daysBefore: 'Days before it ends', sentAt: 'Sent at' },
    hidden: ['recordId'],
  },
  SavedPeopleQuery: { noun: 'saved people query', thing: (s) => `the saved people query ${quoted(s.row.name)}` },
};

/** Who acted when no account did (the seed, jobs, a first sign-in before its account exists). */
export const SYSTEM = 'The system';

/** "an emergency contact", "a group". */
export const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
