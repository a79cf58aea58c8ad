// The messages outbox: recipient rows in the product's own database, handed to the providers by a worker
// that every server instance may run.
//
// - Claiming: in a transaction, under a per-channel advisory lock (so the rate holds across instances), a
//   worker takes up to its budget of QUEUED rows — and SENDING rows whose lease ran out, left by a worker
//   that died — with SELECT … FOR UPDATE SKIP LOCKED, and marks them SENDING with its name and a lease.
// - Sending: each row once, then SENT with the provider's id, compare-and-set on (status SENDING, claimedBy):
//   a worker that lost its lease never overwrites the row's newer state.
// - A row taken over after a crash is the one case a provider may already have the message. A text is then
//   looked up at the provider first (Twilio's message list, by number and body since the claim) and recorded,
//   not sent again; an e-mail is sent again with the SAME Message-ID, which mail readers and providers
//   collapse into one. The window is only between the provider's acceptance and the row's update.
// - A worker sends a claimed row only within four fifths of its lease (its own clock, from before the
//   claim): past that another worker may own the row, so it is left for them.
// - Rate: each channel hands at most `rate` rows a second to its provider, counted in the database
//   (rows sent in the last second plus rows in flight), so two instances share one budget.
// - Delivery status updates go through raw SQL: the per-recipient bookkeeping is not in the audit trail
//   (the message, its audience and each recipient row's creation are).
import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { TextRefused, type TextProvider } from './texts.ts';
import { unsubscribeToken } from './signatures.ts';
import { defineMessages, languageOr, t } from '../../i18n/messages.ts';

export interface OutboxOptions {
  prisma: PrismaClient;
  mailer: Mailer;
  texts: TextProvider;
  rates: { email: number; text: number };
  /** Origin the links in messages point at (unsubscribe, Twilio status callbacks). */
  publicOrigin: string;
  unsubscribeSecret: string;
  /** How long a claim holds before another worker may take the row over (seconds). */
  leaseSeconds?: number;
  /** Sends in flight at once per channel. */
  concurrency?: number;
  /** Idle pause between empty rounds (ms). */
  idleMs?: number;
  workerId?: string;
  /** Whether the text provider reports delivery to our status callback (Twilio does). */
  statusCallbacks?: boolean;
}

const words = defineMessages({
  unsubscribe: { id: 'mail.messages.unsubscribe', defaultMessage: 'No more of these e-mails: {link}' },
});

interface Claimed {
  id: number;
  messageId: number;
  address: string;
  subject: string | null;
  body: string;
  /** The recipient's language: the unsubscribe line is written in it. */
  language: string;
  attempts: number;
  /** When the row was last claimed or changed before this claim (for a row taken over: the dead worker's claim). */
  previousClaim: Date;
}

type Channel = 'EMAIL' | 'TEXT';
const MAX_ATTEMPTS = 5;

export const messageIdOf = (recipientId: number, host: string) => `<vbs-message-${recipientId}@${host}>`;

export function unsubscribeUrl(origin: string, secret: string, address: string) {
  return `${origin}/unsubscribe?token=${unsubscribeToken(secret, address)}`;
}

export function createOutbox(options: OutboxOptions) {
  const { prisma } = options;
  const workerId = options.workerId ?? `${process.pid}-${randomBytes(4).toString('hex')}`;
  const leaseSeconds = options.leaseSeconds ?? 60;
  const concurrency = options.concurrency ?? 10;
  const host = new URL(options.publicOrigin).hostname || 'localhost';

  /** Scheduled messages whose time came start sending; queued rows of opted-out addresses are skipped. */
  async function housekeeping() {
    await prisma.$executeRawUnsafe(`UPDATE "Message" SET status = 'SENDING', "queuedAt" = now() WHERE status = 'SCHEDULED' AND "sendAt" <= now()`);
    await prisma.$executeRawUnsafe(`
      UPDATE "MessageRecipient" r SET status = 'SKIPPED', reason = 'Opted out', "updatedAt" = now()
      FROM "MessageOptOut" o WHERE r.status = 'QUEUED' AND o.channel = r.channel AND o.address = r.address`);
  }

  async function finish() {
    await prisma.$executeRawUnsafe(`
      UPDATE "Message" m SET status = 'SENT', "updatedAt" = now() WHERE m.status = 'SENDING'
        AND NOT EXISTS (SELECT 1 FROM "MessageRecipient" r WHERE r."messageId" = m.id AND r.status IN ('QUEUED', 'SENDING'))`);
  }

  async function claim(channel: Channel): Promise<Claimed[]> {
    const rate = channel === 'EMAIL' ? options.rates.email : options.rates.text;
    return prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext($1))`, `vbs-outbox-${channel}`);
      const [{ used }] = await tx.$queryRawUnsafe<{ used: number }[]>(
        `SELECT count(*)::int AS used FROM "MessageRecipient" WHERE channel = $1::"MessageChannel"
           AND (("sentAt" > now() - interval '1 second') OR (status = 'SENDING' AND "leaseUntil" > now()))`,
        channel,
      );
      const budget = Math.min(Math.floor(rate) - used, concurrency * 5);
      if (budget <= 0) return [];
      return tx.$queryRawUnsafe<Claimed[]>(
        `UPDATE "MessageRecipient" r SET status = 'SENDING', attempts = r.attempts + 1, "claimedBy" = $2,
           "leaseUntil" = now() + make_interval(secs => $3), "updatedAt" = now()
         FROM (
           SELECT q.id, q."updatedAt" AS previous FROM "MessageRecipient" q JOIN "Message" m ON m.id = q."messageId"
           WHERE q.channel = $1::"MessageChannel" AND m.status = 'SENDING'
             AND (q.status = 'QUEUED' OR (q.status = 'SENDING' AND q."leaseUntil" < now()))
           ORDER BY q.id LIMIT $4 FOR UPDATE OF q SKIP LOCKED) claimed
         WHERE r.id = claimed.id
         RETURNING r.id, r."messageId", r.address, r.subject, r.body, r.language, r.attempts, claimed.previous AS "previousClaim"`,
        channel,
        workerId,
        leaseSeconds,
        budget,
      );
    });
  }

  /** Compare-and-set on our claim: a row another worker took over is left alone. */
  async function settle(id: number, status: 'SENT' | 'FAILED' | 'QUEUED', providerId: string | null, reason: string | null) {
    await prisma.$executeRawUnsafe(
      `UPDATE "MessageRecipient" SET status = $2::"DeliveryStatus", "providerId" = COALESCE($3, "providerId"), reason = $4,
         "sentAt" = CASE WHEN $2 = 'SENT' THEN now() ELSE "sentAt" END, "leaseUntil" = NULL, "updatedAt" = now()
       WHERE id = $1 AND status = 'SENDING' AND "claimedBy" = $5`,
      id,
      status,
      providerId,
      reason,
      workerId,
    );
  }

  async function sendOne(channel: Channel, row: Claimed, deadline: number) {
    // Past (most of) our lease another worker may already own the row: leave it to them, send nothing.
    if (Date.now() > deadline) return;
    try {
      if (channel === 'EMAIL') {
        const messageId = messageIdOf(row.id, host);
        const link = unsubscribeUrl(options.publicOrigin, options.unsubscribeSecret, row.address);
        await options.mailer.send({ to: [row.address], subject: row.subject ?? '', text: `${row.body}\n\n—\n${t(languageOr(row.language), words.unsubscribe, { link })}\n`, messageId, unsubscribeUrl: link });
        await settle(row.id, 'SENT', messageId, null);
        return;
      }
      if (row.attempts > 1) {
        const found = await options.texts.findSent(row.address, row.body, new Date(row.previousClaim.getTime() - 1000));
        if (found) return await settle(row.id, 'SENT', found, null);
      }
      const sent = await options.texts.send({
        to: row.address,
        body: row.body,
        statusCallback: options.statusCallbacks ? `${options.publicOrigin}/hooks/twilio/status` : undefined,
      });
      await settle(row.id, 'SENT', sent.providerId, null);
    } catch (error) {
      const permanent = error instanceof TextRefused ? error.permanent : /^5\d\d/.test(String((error as { responseCode?: number }).responseCode ?? ''));
      const reason = (error as Error).message?.slice(0, 500) || 'Unknown error';
      await settle(row.id, permanent || row.attempts >= MAX_ATTEMPTS ? 'FAILED' : 'QUEUED', null, reason);
    }
  }

  /** One round: claims and sends what each channel's budget allows; returns the rows handled. */
  async function tick(): Promise<number> {
    await housekeeping();
    let handled = 0;
    await Promise.all(
      (['EMAIL', 'TEXT'] as const).map(async (channel) => {
        const claimedAt = Date.now();
        const rows = await claim(channel);
        // Measured on this process's clock from before the claim, with a fifth of the lease to spare.
        const deadline = claimedAt + leaseSeconds * 800;
        handled += rows.length;
        for (let i = 0; i < rows.length; i += concurrency) await Promise.all(rows.slice(i, i + concurrency).map((row) => sendOne(channel, row, deadline)));
      }),
    );
    if (handled) await finish();
    return handled;
  }

  let running: Promise<void> | null = null;
  let stopped = false;
  let wake: (() => void) | null = null;
  return {
    workerId,
    tick,
    /** Runs rounds until stop(): at once while there is work, else every idleMs (or when poked). */
    start() {
      stopped = false;
      running ??= (async () => {
        while (!stopped) {
          let handled = 0;
          try {
            handled = await tick();
          } catch (error) {
            if (!stopped) console.error('[messages] outbox round failed:', error);
          }
          if (!handled && !stopped) await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, options.idleMs ?? 500);
            wake = () => (clearTimeout(timer), resolve());
          });
          wake = null;
        }
      })();
    },
    /** A message was queued: look now instead of at the next idle round. */
    poke() {
      wake?.();
    },
    async stop() {
      stopped = true;
      wake?.();
      await running;
      running = null;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
