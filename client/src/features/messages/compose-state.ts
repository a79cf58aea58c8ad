// The compose form's values, and how they become the message the server reads (forms/messages.ts: the same
// schema checks them here first, so a mistake is named beside its field before anything is sent).
import { messageInput, type MessageAudience, type MessagePurposeName } from '../../../../forms/messages.ts';
import type { AudienceKind } from './message-words.ts';

export interface ComposeValues {
  purpose: MessagePurposeName;
  audienceKind: AudienceKind;
  queryId: string | null;
  groupIds: string[];
  emailSubject: string;
  emailBody: string;
  textBody: string;
  /** yyyy-mm-ddTHH:MM on this device's clock, or '' to send at once. */
  sendAt: string;
}

export const emptyCompose = (): ComposeValues => ({ purpose: 'PROGRAM', audienceKind: 'savedQuery', queryId: null, groupIds: [], emailSubject: '', emailBody: '', textBody: '', sendAt: '' });

const localInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** A saved draft as the form edits it. */
export function valuesOf(m: { purpose: string; audience: string; emailSubject: string | null | undefined; emailBody: string | null | undefined; textBody: string | null | undefined; sendAt: string | null | undefined }): ComposeValues {
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
  input: { purpose: string; audience: string; emailSubject: string | null; emailBody: string | null; textBody: string | null; sendAt: string | null };
}

/** The GraphQL input for these values, or the message per field (keys as the server names them). */
export function readCompose(v: ComposeValues): { input: ReadMessage['input'] } | { errors: Record<string, string> } {
  const sendAt = v.sendAt ? new Date(v.sendAt).toISOString() : null;
  const parsed = messageInput.safeParse({ purpose: v.purpose, audience: audienceOf(v), emailSubject: v.emailSubject, emailBody: v.emailBody, textBody: v.textBody, sendAt });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] === 'audience' ? 'audience' : String(issue.path[0] ?? 'form');
      errors[key] ??= key === 'audience' && v.audienceKind === 'savedQuery' ? 'Choose a saved query.' : issue.message;
    }
    return { errors };
  }
  const m = parsed.data;
  return { input: { purpose: m.purpose, audience: JSON.stringify(m.audience), emailSubject: m.emailSubject, emailBody: m.emailBody, textBody: m.textBody, sendAt: m.sendAt ? m.sendAt.toISOString() : null } };
}

/** A server's field key ("audience.groupIds") as the form's ("audience"). */
export const formKey = (key: string) => key.split('.')[0];
