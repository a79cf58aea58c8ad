// The compose form's values, and how they become the message the server reads (forms/messages.ts: the same
// schema checks them here first, so a mistake is named beside its field before anything is sent).
import { messageInput, type MessageAudience, type MessagePurposeName } from '../../../../forms/messages.ts';
import { defineMessages } from '../../i18n/intl.tsx';
import { PAGE_WORDS, type AudienceKind, type Words } from './message-words.ts';

const WORDS = defineMessages({
  chooseSavedQuery: { id: 'staff.messages.compose.chooseSavedQuery', defaultMessage: 'Choose a saved query.' },
});

export interface ComposeValues {
  purpose: MessagePurposeName;
  audienceKind: AudienceKind;
  queryId: string | null;
  groupIds: string[];
  emailSubject: string;
  emailBody: string;
  textBody: string;
  /** The optional Spanish version (SpanishVersionFields.tsx); '' where not written. */
  emailSubjectEs: string;
  emailBodyEs: string;
  textBodyEs: string;
  /** yyyy-mm-ddTHH:MM on this device's clock, or '' to send at once. */
  sendAt: string;
}

export const emptyCompose = (): ComposeValues => ({ purpose: 'PROGRAM', audienceKind: 'savedQuery', queryId: null, groupIds: [], emailSubject: '', emailBody: '', textBody: '', emailSubjectEs: '', emailBodyEs: '', textBodyEs: '', sendAt: '' });

const localInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** A saved draft as the form edits it. */
export function valuesOf(m: {
  purpose: string;
  audience: string;
  emailSubject: string | null | undefined;
  emailBody: string | null | undefined;
  textBody: string | null | undefined;
  emailSubjectEs?: string | null;
  emailBodyEs?: string | null;
  textBodyEs?: string | null;
  sendAt: string | null | undefined;
}): ComposeValues {
  let audience: Partial<MessageAudience> = {};
  try {
    audience = JSON.parse(m.audience) as MessageAudience;
  } catch {
    // An unreadable audience is chosen again.
  }
  return {
    purpose: (m.purpose as MessagePurposeName) ?? 'PROGRAM',
    audienceKind: audience.kind === 'query' || !audience.kind ? 'savedQuery' : audience.kind,
    queryId: audience.kind === 'savedQuery' ? String(audience.queryId) : null,
    groupIds: audience.kind === 'groups' ? (audience.groupIds ?? []).map(String) : [],
    emailSubject: m.emailSubject ?? '',
    emailBody: m.emailBody ?? '',
    textBody: m.textBody ?? '',
    emailSubjectEs: m.emailSubjectEs ?? '',
    emailBodyEs: m.emailBodyEs ?? '',
    textBodyEs: m.textBodyEs ?? '',
    sendAt: m.sendAt ? localInput(m.sendAt) : '',
  };
}

function audienceOf(v: ComposeValues): unknown {
  switch (v.audienceKind) {
    case 'savedQuery':
      return { kind: 'savedQuery', queryId: v.queryId ? Number(v.queryId) : undefined };
    case 'groups':
      return { kind: 'groups', groupIds: v.groupIds.map(Number) };
    default:
      return { kind: v.audienceKind };
  }
}

export interface ReadMessage {
  input: {
    purpose: string;
    audience: string;
    emailSubject: string | null;
    emailBody: string | null;
    textBody: string | null;
    emailSubjectEs: string | null;
    emailBodyEs: string | null;
    textBodyEs: string | null;
    sendAt: string | null;
  };
}

/** The GraphQL input for these values, or the message per field (keys as the server names them). */
export function readCompose(v: ComposeValues, intl: Words = PAGE_WORDS): { input: ReadMessage['input'] } | { errors: Record<string, string> } {
  const sendAt = v.sendAt ? new Date(v.sendAt).toISOString() : null;
  // A Spanish part goes only with its English part (the fields hide when the English is emptied).
  const spanish = { emailSubjectEs: v.emailBody.trim() ? v.emailSubjectEs : '', emailBodyEs: v.emailBody.trim() ? v.emailBodyEs : '', textBodyEs: v.textBody.trim() ? v.textBodyEs : '' };
  const parsed = messageInput.safeParse({ purpose: v.purpose, audience: audienceOf(v), emailSubject: v.emailSubject, emailBody: v.emailBody, textBody: v.textBody, ...spanish, sendAt });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] === 'audience' ? 'audience' : String(issue.path[0] ?? 'form');
      errors[key] ??= key === 'audience' && v.audienceKind === 'savedQuery' ? intl.formatMessage(WORDS.chooseSavedQuery) : issue.message;
    }
    return { errors };
  }
  const m = parsed.data;
  return {
    input: {
      purpose: m.purpose,
      audience: JSON.stringify(m.audience),
      emailSubject: m.emailSubject,
      emailBody: m.emailBody,
      textBody: m.textBody,
      emailSubjectEs: m.emailSubjectEs,
      emailBodyEs: m.emailBodyEs,
      textBodyEs: m.textBodyEs,
      sendAt: m.sendAt ? m.sendAt.toISOString() : null,
    },
  };
}

/** A server's field key ("audience.groupIds") as the form's ("audience"). */
export const formKey = (key: string) => key.split('.')[0];
