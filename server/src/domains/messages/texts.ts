// Text messages: a provider interface, Twilio's REST Messages API as the first provider (plain HTTPS, Basic
// auth, form-encoded), and the development outbox used without configuration (DATA_DIR/texts, one JSON file
// per text, and the recipient row itself, which staff read on the message page).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TwilioConfig } from '../../config.ts';

export interface OutgoingText {
  to: string;
  body: string;
  /** Where the provider reports delivery (status callback); absent: no callbacks. */
  statusCallback?: string;
}

export interface SentText {
  /** The provider's id for the message (Twilio: SM…). */
  providerId: string;
  /** True when only written to the development outbox. */
  outbox: boolean;
}

export interface TextProvider {
  readonly name: 'twilio' | 'outbox';
  send(text: OutgoingText): Promise<SentText>;
  /**
   * After a crash between handing a text over and recording it: the provider's id of a text with this body
   * sent to `to` since `since`, or null when the provider has none (then it is sent again).
   */
  findSent(to: string, body: string, since: Date): Promise<string | null>;
}

/** A provider's refusal of one text: permanent (bad number, blocked) or worth trying again later. */
export class TextRefused extends Error {
  constructor(message: string, readonly permanent: boolean) {
    super(message);
  }
}

export function twilioProvider(config: TwilioConfig, fetcher: typeof fetch = fetch): TextProvider {
  const base = `${config.apiBase}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send({ to, body, statusCallback }) {
      const form = new URLSearchParams({ To: to, Body: body });
      form.set(config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', config.from);
      if (statusCallback) form.set('StatusCallback', statusCallback);
      const res = await fetcher(base, { method: 'POST', headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: form });
      const answer = (await res.json().catch(() => ({}))) as { sid?: string; message?: string; code?: number };
      if (res.status === 201 && answer.sid) return { providerId: answer.sid, outbox: false };
      // 4xx other than 429: this text will never go (invalid number, unsubscribed recipient 21610, …).
      const permanent = res.status >= 400 && res.status < 500 && res.status !== 429;
      throw new TextRefused(`Twilio answered ${res.status}${answer.code ? ` (${answer.code})` : ''}: ${answer.message ?? 'no message'}`, permanent);
    },
    async findSent(to, body, since) {
      const query = new URLSearchParams({ To: to, 'DateSent>': since.toISOString().slice(0, 10), PageSize: '50' });
      const res = await fetcher(`${base}?${query}`, { headers: { authorization, accept: 'application/json' } });
      if (!res.ok) throw new TextRefused(`Twilio answered ${res.status} to a lookup`, false);
      const { messages = [] } = (await res.json()) as { messages?: { sid: string; body: string; date_created: string }[] };
      const match = messages.find((m) => m.body === body && new Date(m.date_created).getTime() >= since.getTime() - 1000);
      return match?.sid ?? null;
    },
  };
}

/** Without Twilio: texts are kept as files under `dir` (null in tests and production: only the row records them). */
export function outboxProvider(dir: string | null): TextProvider {
  let count = 0;
  return {
    name: 'outbox',
    async send({ to, body }) {
      const providerId = `outbox-${Date.now().toString(36)}-${(count++).toString(36)}`;
      if (dir) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${providerId}.json`), JSON.stringify({ to, body, at: new Date().toISOString() }, null, 2));
      }
      console.info(`[text] not sent (TWILIO_* unset): to ${to}: ${body.length > 60 ? `${body.slice(0, 60)}…` : body}`);
      return { providerId, outbox: true };
    },
    // The outbox is only a record: nothing reached a phone, so a text interrupted mid-write may be written again.
    findSent: async () => null,
  };
}

export function createTextProvider(config: { twilio?: TwilioConfig; production: boolean; dataDir: string }, env: NodeJS.ProcessEnv = process.env): TextProvider {
  if (config.twilio) return twilioProvider(config.twilio);
  return outboxProvider(config.production || env.NODE_ENV === 'test' ? null : join(config.dataDir, 'texts'));
}

/** A US phone number as stored (7 or 10 digits) in E.164, or null when it cannot be texted (7 digits lack an area code). */
export function e164(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}
