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

export function createMailer(config: Pick<Config, 'smtpUrl' | 'production' | 'dataDir'>, env: NodeJS.ProcessEnv = process.env): Mailer {
  if (config.smtpUrl) {
    const transport = lazyTransport(config.smtpUrl);
    return {
      async send(message) {
        await (await transport()).sendMail({ from: MAIL_FROM, ...message });
        return true;
      },
    };
  }
  const outbox = config.production || env.NODE_ENV === 'test' ? null : join(config.dataDir, 'mail');
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from: MAIL_FROM, ...message });
      console.info(`[mail] not sent (SMTP_URL unset): to ${message.to.join(', ')}${message.cc?.length ? ` cc ${message.cc.join(', ')}` : ''}: ${message.subject}`);
      if (outbox) {
        mkdirSync(outbox, { recursive: true });
        writeFileSync(join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`), info.message as Buffer);
      }
      return false;
    },
  };
}
