// Outgoing mail (nodemailer). With SMTP_URL set, messages go to that server. Without it they are logged
// (one line each) and, outside production and tests, also written whole as .eml files under
// DATA_DIR/mail so a developer (or a browser test) can read exactly what a family would receive.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';

export const MAIL_FROM = 'Grace Community Church VBS <vbs@example.org>';

export interface MailMessage {
  to: string[];
  cc?: string[];
  subject: string;
  text: string;
  /** A Message-ID of our own (`<…@host>`): the same for every attempt at one delivery, so a resend after a
   * crash is recognisably the same message (mail readers and providers drop a repeated Message-ID). */
  messageId?: string;
  /** RFC 2369 / RFC 8058: `List-Unsubscribe: <https://…>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. */
  unsubscribeUrl?: string;
}

/** nodemailer's message for ours: the one-click unsubscribe headers (RFC 8058) where a link is given. */
function mailOptions({ unsubscribeUrl, ...message }: MailMessage) {
  return {
    from: MAIL_FROM,
    ...message,
    ...(unsubscribeUrl ? { headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
  };
}

export interface Mailer {
  /**
   * Sends one message; resolves once the server accepted it (true) or, without SMTP_URL, once it was only
   * logged (false): what a message discloses is recorded only when it actually went out.
   */
  send(message: MailMessage): Promise<boolean>;
}

/**
 * nodemailer is loaded with the first message, not at start: most of a server's life sends none, and the
 * module is a few megabytes of heap (bench/memory.ts).
 */
function lazyTransport(options: string | Record<string, unknown>): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options)));
}

/**
 * `pool`: keep up to five SMTP connections open and send many messages through each (the messages outbox);
 * otherwise one connection per message (the few decision and first-aid e-mails).
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'production' | 'dataDir'>, env: NodeJS.ProcessEnv = process.env, options: { pool?: boolean } = {}): Mailer {
  if (config.smtpUrl) {
    const transport = lazyTransport(options.pool ? { url: config.smtpUrl, pool: true, maxConnections: 5, maxMessages: Infinity } : config.smtpUrl);
    return {
      async send(message) {
        await (await transport()).sendMail(mailOptions(message));
        return true;
      },
    };
  }
  const outbox = config.production || env.NODE_ENV === 'test' ? null : join(config.dataDir, 'mail');
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await (await transport()).sendMail(mailOptions(message));
      console.info(`[mail] not sent (SMTP_URL unset): to ${message.to.join(', ')}${message.cc?.length ? ` cc ${message.cc.join(', ')}` : ''}: ${message.subject}`);
      if (outbox) {
        mkdirSync(outbox, { recursive: true });
        writeFileSync(join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`), info.message as Buffer);
      }
      return false;
    },
  };
}
