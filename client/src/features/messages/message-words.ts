// What the messages pages say about a message: its purpose and the consent it needs, its audience, its
// status and each recipient's, and how many text segments a text takes. Pure functions, no React: the words are
// messages (i18n/intl.tsx), written in the page's language by the `intl` each function is given.
import type { MessageAudience, MessagePurposeName } from '../../../../forms/messages.ts';
import { defineMessages, type IntlShape, type MessageDescriptor } from '../../i18n/intl.tsx';
import { formatMessageNow } from '../../i18n/format-now.ts';

/** What writes the words: the page's `useIntl()`. */
export type Words = Pick<IntlShape, 'formatMessage'>;

/** The page's language where no `intl` is given (the unit tests: English). */
export const PAGE_WORDS: Words = { formatMessage: formatMessageNow };

const PURPOSE_LABEL = defineMessages({
  PROGRAM: { id: 'staff.messages.purpose.program', defaultMessage: 'About the program' },
  AFTER_VBS: { id: 'staff.messages.purpose.afterVbs', defaultMessage: 'Keeping in touch' },
  OTHER_EVENTS: { id: 'staff.messages.purpose.otherEvents', defaultMessage: 'Other church events' },
});

const PURPOSE_CONSENT = defineMessages({
  PROGRAM: {
    id: 'staff.messages.consent.program',
    defaultMessage: 'Safety, schedule and pickup during VBS: it reaches every family in the audience, whatever they chose about other messages.',
  },
  AFTER_VBS: {
    id: 'staff.messages.consent.afterVbs',
    defaultMessage: 'After VBS: only parents who agreed to hear from us after the program (“keep in touch”) receive it.',
  },
  OTHER_EVENTS: { id: 'staff.messages.consent.otherEvents', defaultMessage: 'Other events of the church: only parents who agreed to hear about other events receive it.' },
});

export const PURPOSES: { value: MessagePurposeName; label: MessageDescriptor; consent: MessageDescriptor }[] = (['PROGRAM', 'AFTER_VBS', 'OTHER_EVENTS'] as const).map((value) => ({
  value,
  label: PURPOSE_LABEL[value],
  consent: PURPOSE_CONSENT[value],
}));

export const purposeLabel = (intl: Words, purpose: string) => {
  const found = PURPOSES.find((p) => p.value === purpose);
  return found ? intl.formatMessage(found.label) : purpose;
};

const STATUS = defineMessages({
  DRAFT: { id: 'staff.messages.status.draft', defaultMessage: 'Draft' },
  SCHEDULED: { id: 'staff.messages.status.scheduled', defaultMessage: 'Scheduled' },
  AWAITING_REVIEW: { id: 'staff.messages.status.awaitingReview', defaultMessage: 'Awaiting review' },
  SENDING: { id: 'staff.messages.status.sending', defaultMessage: 'Sending' },
  SENT: { id: 'staff.messages.status.sent', defaultMessage: 'Sent' },
});

export const MESSAGE_STATUS: Record<string, { label: MessageDescriptor; color: string }> = {
  DRAFT: { label: STATUS.DRAFT, color: 'gray' },
  SCHEDULED: { label: STATUS.SCHEDULED, color: 'blue' },
  AWAITING_REVIEW: { label: STATUS.AWAITING_REVIEW, color: 'orange' },
  SENDING: { label: STATUS.SENDING, color: 'cyan' },
  SENT: { label: STATUS.SENT, color: 'green' },
};

const RECIPIENT = defineMessages({
  QUEUED: { id: 'staff.messages.recipientStatus.queued', defaultMessage: 'Queued' },
  SENDING: { id: 'staff.messages.recipientStatus.sending', defaultMessage: 'Sending' },
  SENT: { id: 'staff.messages.recipientStatus.sent', defaultMessage: 'Sent' },
  DELIVERED: { id: 'staff.messages.recipientStatus.delivered', defaultMessage: 'Delivered' },
  OPENED: { id: 'staff.messages.recipientStatus.opened', defaultMessage: 'Opened' },
  FAILED: { id: 'staff.messages.recipientStatus.failed', defaultMessage: 'Failed' },
  BOUNCED: { id: 'staff.messages.recipientStatus.bounced', defaultMessage: 'Bounced' },
  SKIPPED: { id: 'staff.messages.recipientStatus.skipped', defaultMessage: 'Skipped' },
});

/** "3 queued": how many recipients are in a status, for the list of messages. */
const RECIPIENT_COUNT = defineMessages({
  QUEUED: { id: 'staff.messages.recipientCount.queued', defaultMessage: '{count} queued' },
  SENDING: { id: 'staff.messages.recipientCount.sending', defaultMessage: '{count} sending' },
  SENT: { id: 'staff.messages.recipientCount.sent', defaultMessage: '{count} sent' },
  DELIVERED: { id: 'staff.messages.recipientCount.delivered', defaultMessage: '{count} delivered' },
  OPENED: { id: 'staff.messages.recipientCount.opened', defaultMessage: '{count} opened' },
  FAILED: { id: 'staff.messages.recipientCount.failed', defaultMessage: '{count} failed' },
  BOUNCED: { id: 'staff.messages.recipientCount.bounced', defaultMessage: '{count} bounced' },
  SKIPPED: { id: 'staff.messages.recipientCount.skipped', defaultMessage: '{count} skipped' },
});

type RecipientStatus = keyof typeof RECIPIENT;

/** Recipient statuses in the order the message page counts them. */
export const RECIPIENT_STATUS: { status: RecipientStatus; label: MessageDescriptor; counted: MessageDescriptor; color: string }[] = (
  [
    ['QUEUED', 'gray'],
    ['SENDING', 'cyan'],
    ['SENT', 'blue'],
    ['DELIVERED', 'green'],
    ['OPENED', 'teal'],
    ['FAILED', 'red'],
    ['BOUNCED', 'red'],
    ['SKIPPED', 'yellow'],
  ] as const
).map(([status, color]) => ({ status, label: RECIPIENT[status], counted: RECIPIENT_COUNT[status], color }));

export const recipientStatusLabel = (intl: Words, status: string) => {
  const found = RECIPIENT_STATUS.find((s) => s.status === status);
  return found ? intl.formatMessage(found.label) : status;
};

export type AudienceKind = MessageAudience['kind'];

const AUDIENCE = defineMessages({
  savedQuery: { id: 'staff.messages.audience.savedQuery', defaultMessage: 'A saved people query' },
  groups: { id: 'staff.messages.audience.groups', defaultMessage: 'Groups' },
  checkedInToday: { id: 'staff.messages.audience.checkedInToday', defaultMessage: 'Parents of children checked in today' },
  allFamilies: { id: 'staff.messages.audience.allFamilies', defaultMessage: 'All registered families' },
  interns: { id: 'staff.messages.audience.interns', defaultMessage: 'Interns' },
  staff: { id: 'staff.messages.audience.staff', defaultMessage: 'Staff' },
});

export const AUDIENCE_KINDS: { value: AudienceKind; label: MessageDescriptor }[] = (['savedQuery', 'groups', 'checkedInToday', 'allFamilies', 'interns', 'staff'] as const).map((value) => ({
  value,
  label: AUDIENCE[value],
}));

const AUDIENCE_WORDS = defineMessages({
  unknown: { id: 'staff.messages.audience.unknown', defaultMessage: 'Unknown audience' },
  namedQuery: { id: 'staff.messages.audience.namedQuery', defaultMessage: 'People query: {name}' },
  unnamedQuery: { id: 'staff.messages.audience.unnamedQuery', defaultMessage: 'saved query {id}' },
  namedGroups: { id: 'staff.messages.audience.namedGroups', defaultMessage: 'Groups: {groups}' },
  unnamedGroup: { id: 'staff.messages.audience.unnamedGroup', defaultMessage: 'group {id}' },
  query: { id: 'staff.messages.audience.query', defaultMessage: 'A people query' },
});

export interface AudienceNames {
  queries: ReadonlyMap<number, string>;
  groups: ReadonlyMap<number, string>;
}

/** The audience stored as JSON text, in words ("Groups: Red Team, Blue Team"). */
export function audienceWords(json: string, names: AudienceNames, intl: Words = PAGE_WORDS): string {
  let audience: MessageAudience;
  try {
    audience = JSON.parse(json) as MessageAudience;
  } catch {
    return intl.formatMessage(AUDIENCE_WORDS.unknown);
  }
  switch (audience.kind) {
    case 'savedQuery':
      return intl.formatMessage(AUDIENCE_WORDS.namedQuery, {
        name: names.queries.get(audience.queryId) ?? intl.formatMessage(AUDIENCE_WORDS.unnamedQuery, { id: String(audience.queryId) }),
      });
    case 'groups':
      return intl.formatMessage(AUDIENCE_WORDS.namedGroups, {
        groups: audience.groupIds.map((id) => names.groups.get(id) ?? intl.formatMessage(AUDIENCE_WORDS.unnamedGroup, { id: String(id) })).join(', '),
      });
    case 'query':
      return intl.formatMessage(AUDIENCE_WORDS.query);
    default: {
      const kind = AUDIENCE_KINDS.find((k) => k.value === audience.kind);
      return kind ? intl.formatMessage(kind.label) : audience.kind;
    }
  }
}

export const MERGE_FIELD_LABELS: Record<string, MessageDescriptor> = defineMessages({
  parentName: { id: 'staff.messages.mergeField.parentName', defaultMessage: 'Parent’s name' },
  childrenNames: { id: 'staff.messages.mergeField.childrenNames', defaultMessage: 'Children’s names' },
  groups: { id: 'staff.messages.mergeField.groups', defaultMessage: 'Their groups' },
  pickupTime: { id: 'staff.messages.mergeField.pickupTime', defaultMessage: 'Pickup time' },
  checkInLink: { id: 'staff.messages.mergeField.checkInLink', defaultMessage: 'Check-in link' },
});

// The GSM-7 alphabet: texts written only with these go 160 characters to a segment (153 when split);
// the extension characters take two; anything else makes the whole text UCS-2 (70, or 67 when split).
const GSM_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

export interface TextLength {
  characters: number;
  segments: number;
  unicode: boolean;
}

export function textLength(text: string): TextLength {
  const chars = [...text];
  const unicode = chars.some((c) => !GSM_BASIC.includes(c) && !GSM_EXTENDED.includes(c));
  // UCS-2 counts UTF-16 units (an emoji takes two); GSM-7 counts an extension character twice.
  const units = unicode ? text.length : chars.reduce((n, c) => n + (GSM_EXTENDED.includes(c) ? 2 : 1), 0);
  const single = unicode ? 70 : 160;
  const part = unicode ? 67 : 153;
  return { characters: chars.length, segments: units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / part), unicode };
}

/** Relay's global id of a saved query ("SavedPeopleQuery:3", base64) as the number the audience names. */
export function databaseIdOf(globalId: string): number | null {
  try {
    const [, id] = atob(globalId).split(':');
    const n = Number(id);
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}
