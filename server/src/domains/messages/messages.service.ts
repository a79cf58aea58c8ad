// Messages to families and volunteers: drafts, a preview per recipient, sending (at once, at a set time, or
// after a second staff member's review when the audience is large), per-recipient delivery status, retrying
// failures. Sending writes the recipient rows (the outbox, outbox.ts) in one transaction with the message's
// change of status (compare-and-set: two clicks on Send queue it once), in one statement, with one audit entry
// for the audience (recipients-write.ts); a worker delivers them.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { MessageInput } from '../../../../forms/messages.ts';
import { storedAudience } from './message-input.ts';
import { badInput, conflict, notFound } from '../../errors.ts';
import type { QueryService } from '../query/query.service.ts';
import { createAudience } from './audience.ts';
import { familyCount, plan, type MergeContext, type PlannedRecipient } from './merge.ts';
import { messagesPolicy } from './messages.policy.ts';
import { pickupTimeOf } from './pickup-time.ts';
import { insertRecipients, recipientsAudit } from './recipients-write.ts';
import { recordAudit } from '../audit/audit-scope.ts';

const MESSAGE_SELECT = {
  id: true, editionYear: true, purpose: true, status: true, audience: true, emailSubject: true, emailBody: true, textBody: true, emailSubjectEs: true, emailBodyEs: true, textBodyEs: true, sendAt: true,
  createdAt: true, updatedAt: true, queuedAt: true, createdById: true, reviewedById: true,
} as const;

export interface MessagesServiceOptions {
  /** Origin of the links put in messages ({checkInLink}). */
  publicOrigin: string;
  /** Called when rows were queued, so this instance's worker looks at once. */
  onQueued?: () => void;
}

/** What a message says and to whom, the Spanish version's parts optional (planned, or sent at once). */
type Composed = Pick<MessageInput, 'purpose' | 'audience' | 'emailSubject' | 'emailBody' | 'textBody'> & Partial<Pick<MessageInput, 'emailSubjectEs' | 'emailBodyEs' | 'textBodyEs'>>;

export function createMessagesService(prisma: PrismaClient, query: QueryService, options: MessagesServiceOptions) {
  const audience = createAudience(prisma, query);

  async function edition() {
    const settings = await prisma.programSettings.findUnique({ where: { id: 1 }, select: { edition: { select: { year: true, timeZone: true, messageReviewFamilies: true } } } });
    if (!settings) throw conflict('There is no current edition to send messages for.');
    return settings.edition;
  }

  async function load(id: number) {
    const message = await prisma.message.findUnique({ where: { id }, select: MESSAGE_SELECT });
    if (!message) throw notFound(`Message ${id}`);
    return message;
  }

  /** The rows a message would have now: audience resolved, merge fields filled in, consent and opt-outs applied. */
  async function planFor(viewer: Viewer | null, input: Composed) {
    const ed = await edition();
    const people = await audience.resolve(viewer, input.audience, ed);
    const context: MergeContext = { pickupTime: await pickupTimeOf(prisma, ed), checkInLink: `${options.publicOrigin}/qrcode` };
    const optOuts = await prisma.messageOptOut.findMany({ select: { channel: true, address: true } });
    const rows = plan(people, input, context, new Set(optOuts.map((o) => `${o.channel} ${o.address}`)));
    return { edition: ed, rows, families: familyCount(rows) };
  }

  const inputOf = (m: Awaited<ReturnType<typeof load>>) => ({
    purpose: m.purpose,
    audience: storedAudience(m.audience),
    emailSubject: m.emailSubject,
    emailBody: m.emailBody,
    textBody: m.textBody,
    emailSubjectEs: m.emailSubjectEs,
    emailBodyEs: m.emailBodyEs,
    textBodyEs: m.textBodyEs,
  });

  /** Writes the recipient rows and moves the message from `from` to SENDING (or SCHEDULED); 409 if it moved meanwhile. */
  /** `planned`: the plan the caller just made of this message (a send plans once, not twice). */
  async function queue(viewer: Viewer | null, message: Awaited<ReturnType<typeof load>>, from: 'DRAFT' | 'AWAITING_REVIEW', reviewedById: number | null, planned?: Awaited<ReturnType<typeof planFor>>) {
    const { rows, families } = planned ?? (await planFor(viewer, inputOf(message)));
    const scheduled = message.sendAt !== null && message.sendAt.getTime() > Date.now();
    await prisma.$transaction(async (tx) => {
      const moved = await tx.message.updateMany({
        where: { id: message.id, status: from },
        data: { status: scheduled ? 'SCHEDULED' : 'SENDING', queuedAt: new Date(), ...(reviewedById ? { reviewedById } : {}) },
      });
      if (moved.count !== 1) throw conflict('This message was sent, scheduled or changed meanwhile; reload it.');
      await insertRecipients(tx, message.id, rows);
    }, { timeout: 120_000 });
    recordAudit(recipientsAudit(message.id, message.emailSubject || (message.textBody ?? '').slice(0, 40), message.audience, rows, families));
    options.onQueued?.();
  }

  async function counts(messageIds: number[]) {
    const grouped = await prisma.messageRecipient.groupBy({ by: ['messageId', 'status'], where: { messageId: { in: messageIds } }, _count: { _all: true } });
    const byMessage = new Map<number, Record<string, number>>();
    for (const g of grouped) {
      const c = byMessage.get(g.messageId) ?? {};
      c[g.status] = g._count._all;
      byMessage.set(g.messageId, c);
    }
    return byMessage;
  }

  return {
    async list(viewer: Viewer, first = 50) {
      messagesPolicy.send(viewer);
      const messages = await prisma.message.findMany({ orderBy: { id: 'desc' }, take: first, select: MESSAGE_SELECT });
      const byMessage = await counts(messages.map((m) => m.id));
      return messages.map((m) => ({ ...m, counts: byMessage.get(m.id) ?? {} }));
    },

    async get(viewer: Viewer, id: number) {
      messagesPolicy.send(viewer);
      const message = await load(id);
      const recipients = await prisma.messageRecipient.findMany({
        where: { messageId: id },
        orderBy: { id: 'asc' },
        take: 500,
        select: { id: true, channel: true, address: true, name: true, personType: true, personId: true, subject: true, body: true, status: true, reason: true, providerId: true, sentAt: true, updatedAt: true },
      });
      return { ...message, counts: (await counts([id])).get(id) ?? {}, recipients };
    },

    async create(viewer: Viewer, input: MessageInput) {
      messagesPolicy.send(viewer);
      const ed = await edition();
      return prisma.message.create({
        data: { editionYear: ed.year, purpose: input.purpose, audience: JSON.stringify(input.audience), emailSubject: input.emailSubject, emailBody: input.emailBody, textBody: input.textBody, emailSubjectEs: input.emailSubjectEs, emailBodyEs: input.emailBodyEs, textBodyEs: input.textBodyEs, sendAt: input.sendAt, createdById: viewer.staffId },
        select: MESSAGE_SELECT,
      });
    },

    async update(viewer: Viewer, id: number, input: MessageInput) {
      messagesPolicy.send(viewer);
      await load(id);
      const changed = await prisma.message.updateMany({
        where: { id, status: 'DRAFT' },
        data: { purpose: input.purpose, audience: JSON.stringify(input.audience), emailSubject: input.emailSubject, emailBody: input.emailBody, textBody: input.textBody, emailSubjectEs: input.emailSubjectEs, emailBodyEs: input.emailBodyEs, textBodyEs: input.textBodyEs, sendAt: input.sendAt },
      });
      if (changed.count !== 1) throw conflict('Only a draft can be changed; this message was already sent or submitted.');
      return load(id);
    },

    /** What `limit` recipients would receive, and how many the message reaches on each channel. */
    async preview(viewer: Viewer, input: MessageInput, limit = 2) {
      messagesPolicy.send(viewer);
      const { rows, families, edition: ed } = await planFor(viewer, input);
      const going = rows.filter((r) => !r.skipped);
      return {
        families,
        reviewNeeded: families > ed.messageReviewFamilies,
        emails: going.filter((r) => r.channel === 'EMAIL').length,
        texts: going.filter((r) => r.channel === 'TEXT').length,
        skipped: rows.filter((r) => r.skipped).map((r) => ({ channel: r.channel, address: r.address, name: r.name, reason: r.skipped! })),
        recipients: going.slice(0, Math.max(1, Math.min(limit, 20))).map(({ childIds: _c, skipped: _s, language: _l, ...r }) => r),
      };
    },

    /** Sends (or schedules) a draft; past the edition's review limit it waits for a second staff member instead. */
    async send(viewer: Viewer, id: number) {
      messagesPolicy.send(viewer);
      const message = await load(id);
      if (message.status !== 'DRAFT') throw conflict('This message was already sent or submitted.');
      const planned = await planFor(viewer, inputOf(message));
      if (planned.families > planned.edition.messageReviewFamilies) {
        const moved = await prisma.message.updateMany({ where: { id, status: 'DRAFT' }, data: { status: 'AWAITING_REVIEW' } });
        if (moved.count !== 1) throw conflict('This message was sent or submitted meanwhile; reload it.');
      } else await queue(viewer, message, 'DRAFT', null, planned);
      return load(id);
    },

    async approve(viewer: Viewer, id: number) {
      const message = await load(id);
      messagesPolicy.review(viewer, message.createdById);
      if (message.status !== 'AWAITING_REVIEW') throw conflict('This message is not waiting for review.');
      await queue(viewer, message, 'AWAITING_REVIEW', viewer.staffId);
      return load(id);
    },

    /**
     * Writes and queues a message at once, without MANAGE_VBS or a review: for the callers whose own policy
     * allowed it (station-texts.service.ts, receipts.ts). `skip` marks recipients not to send to, with why.
     * 409 when nobody in the audience can receive it.
     */
    async sendNow(viewer: Viewer | null, input: Composed, origin: 'station' | 'broadcast' | 'receipt', childId: number | null, skip?: (row: PlannedRecipient) => string | null) {
      const planned = await planFor(viewer, input);
      const rows = skip ? planned.rows.map((r) => (r.skipped ? r : { ...r, skipped: skip(r) })) : planned.rows;
      const going = rows.filter((r) => !r.skipped);
      if (!going.length) throw conflict('Nobody it is for can receive it: no phone number that takes texts, no e-mail address, or they opted out.');
      const message = await prisma.message.create({
        data: { editionYear: planned.edition.year, purpose: input.purpose, audience: JSON.stringify(input.audience), emailSubject: input.emailSubject, emailBody: input.emailBody, textBody: input.textBody,
          emailSubjectEs: input.emailSubjectEs ?? null, emailBodyEs: input.emailBodyEs ?? null, textBodyEs: input.textBodyEs ?? null,
          createdById: viewer?.staffId ?? null, origin, childId },
        select: MESSAGE_SELECT,
      });
      await queue(viewer, message, 'DRAFT', null, { ...planned, rows });
      return { message: await load(message.id), families: planned.families, texts: going.filter((r) => r.channel === 'TEXT').length, emails: going.filter((r) => r.channel === 'EMAIL').length };
    },

    /** How many families an audience reaches now (the broadcast's first confirmation). */
    async reach(viewer: Viewer | null, input: Pick<MessageInput, 'purpose' | 'audience' | 'emailSubject' | 'emailBody' | 'textBody'>) {
      const { families, rows } = await planFor(viewer, input);
      const going = rows.filter((r) => !r.skipped);
      return { families, texts: going.filter((r) => r.channel === 'TEXT').length, emails: going.filter((r) => r.channel === 'EMAIL').length };
    },

    /** Failed and bounced recipients are queued again (their rows keep their address and text). */
    async retryFailed(viewer: Viewer, id: number) {
      messagesPolicy.send(viewer);
      const message = await load(id);
      if (message.status !== 'SENT' && message.status !== 'SENDING') throw badInput({ id: 'Only a sent message has failures to retry.' });
      const retried = await prisma.$transaction(async (tx) => {
        const { count } = await tx.messageRecipient.updateMany({ where: { messageId: id, status: { in: ['FAILED', 'BOUNCED'] } }, data: { status: 'QUEUED', reason: null, attempts: 0 } });
        if (count) await tx.message.update({ where: { id }, data: { status: 'SENDING' } });
        return count;
      });
      if (retried) options.onQueued?.();
      return { message: await load(id), retried };
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
