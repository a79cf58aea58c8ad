// What the messages pages say about a message: its purpose and the consent it needs, its audience, its
// status and each recipient's, and how many text segments a text takes. Pure functions, no React.
import type { MessageAudience, MessagePurposeName } from '../../../../forms/messages.ts';

export const PURPOSES: { value: MessagePurposeName; label: string; consent: string }[] = [
  { value: 'PROGRAM', label: 'About the program', consent: 'Safety, schedule and pickup during VBS: it reaches every family in the audience, whatever they chose about other messages.' },
  { value: 'AFTER_VBS', label: 'Keeping in touch', consent: 'After VBS: only parents who agreed to hear from us after the program (“keep in touch”) receive it.' },
  { value: 'OTHER_EVENTS', label: 'Other church events', consent: 'Other events of the church: only parents who agreed to hear about other events receive it.' },
];

export const purposeLabel = (purpose: string) => PURPOSES.find((p) => p.value === purpose)?.label ?? purpose;

export const MESSAGE_STATUS: Record<string, { label: string; color: string }> = {
  DRAFT: { label: 'Draft', color: 'gray' },
  SCHEDULED: { label: 'Scheduled', color: 'blue' },
  AWAITING_REVIEW: { label: 'Awaiting review', color: 'orange' },
  SENDING: { label: 'Sending', color: 'cyan' },
  SENT: { label: 'Sent', color: 'green' },
};

/** Recipient statuses in the order the message page counts them. */
export const RECIPIENT_STATUS: { status: string; label: string; color: string }[] = [
  { status: 'QUEUED', label: 'Queued', color: 'gray' },
  { status: 'SENDING', label: 'Sending', color: 'cyan' },
  { status: 'SENT', label: 'Sent', color: 'blue' },
  { status: 'DELIVERED', label: 'Delivered', color: 'green' },
  { status: 'OPENED', label: 'Opened', color: 'teal' },
  { status: 'FAILED', label: 'Failed', color: 'red' },
  { status: 'BOUNCED', label: 'Bounced', color: 'red' },
  { status: 'SKIPPED', label: 'Skipped', color: 'yellow' },
];

export const recipientStatusLabel = (status: string) => RECIPIENT_STATUS.find((s) => s.status === status)?.label ?? status;

export type AudienceKind = MessageAudience['kind'];

export const AUDIENCE_KINDS: { value: AudienceKind; label: string }[] = [
  { value: 'savedQuery', label: 'A saved people query' },
  { value: 'groups', label: 'Groups' },
  { value: 'checkedInToday', label: 'Parents of children checked in today' },
  { value: 'allFamilies', label: 'All registered families' },
  { value: 'interns', label: 'Interns' },
  { value: 'staff', label: 'Staff' },
];

export interface AudienceNames {
  queries: ReadonlyMap<number, string>;
  groups: ReadonlyMap<number, string>;
}

/** The audience stored as JSON text, in words ("Groups: Red Team, Blue Team"). */
export function audienceWords(json: string, names: AudienceNames): string {
  let audience: MessageAudience;
  try {
    audience = JSON.parse(json) as MessageAudience;
  } catch {
    return 'Unknown audience';
  }
  switch (audience.kind) {
    case 'savedQuery':
      return `People query: ${names.queries.get(audience.queryId) ?? `saved query ${audience.queryId}`}`;
    case 'groups':
      return `Groups: ${audience.groupIds.map((id) => names.groups.get(id) ?? `group ${id}`).join(', ')}`;
    case 'query':
      return 'A people query';
    default:
      return AUDIENCE_KINDS.find((k) => k.value === audience.kind)?.label ?? audience.kind;
  }
}

export const MERGE_FIELD_LABELS: Record<string, string> = {
  parentName: 'Parent’s name',
  childrenNames: 'Children’s names',
  groups: 'Their groups',
  pickupTime: 'Pickup time',
  checkInLink: 'Check-in link',
};

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
