// Messages from the check-in table (station.policy.ts decides who): a text to one checked-in child's parents,
// the parents' replies shown under that family (an inbound text from a number the table texted in the last
// twelve hours, published live as `station-text-reply`), the emergency broadcast to the parents of every child
// checked in right now, and the receipts setting with each parent's own choice. Each send is a PROGRAM
// message written and queued by the messages service (one statement for its recipients, one audit entry).
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { LiveBus } from '../../live/bus.ts';
import type { BroadcastInput, ReceiptSettingsInput, StationTextInput } from '../../../../forms/station-texts.ts';
import { conflict, notFound } from '../../errors.ts';
import { displayName } from '../../../../shared/person-name.ts';
import { latestRecordsOfChildren, todaysRecord } from '../attendance/latest-record.ts';
import type { MessagesService } from './messages.service.ts';
import { stationPolicy } from './station.policy.ts';

export interface StationTextItem {
  /** "out-<recipient id>" for a text sent from the table, "in-<inbound id>" for a reply. */
  key: string;
  childId: number;
  direction: 'OUT' | 'IN';
  body: string;
  at: Date;
  /** Who it went to or came from (the parent's name, else the number). */
  party: string;
  /** A sent text's delivery status (QUEUED, SENT, DELIVERED, FAILED, …); null for a reply. */
  status: string | null;
}

/** A reply belongs to the table's text it answers when it comes within this long. */
const REPLY_WINDOW_HOURS = 12;

export function createStationTexts(prisma: PrismaClient, bus: LiveBus, messages: MessagesService) {
  async function edition() {
    const settings = await prisma.programSettings.findUnique({ where: { id: 1 }, select: { edition: { select: { year: true, timeZone: true } } } });
    if (!settings) throw notFound('The current program edition');
    return settings.edition;
  }

  async function checkedInNow(childId: number) {
    const ed = await edition();
    const latest = (await latestRecordsOfChildren(prisma, ed.year, [childId])).get(childId);
    const today = latest ? todaysRecord(latest.latest, latest.timeZone) : null;
    if (today?.kind !== 'CHECK_IN') {
      const exists = await prisma.child.count({ where: { id: childId } });
      if (!exists) throw notFound('Child');
      throw conflict('This child is not checked in right now; the table texts the parents of children who are here.');
    }
  }

  const broadcastAudience = (input: Pick<BroadcastInput, 'textBody' | 'emailSubject' | 'emailBody'>) => ({
    purpose: 'PROGRAM' as const,
    audience: { kind: 'checkedInNow' as const },
    textBody: input.textBody,
    emailSubject: input.emailSubject,
    emailBody: input.emailBody,
  });

  return {
    async textParents(viewer: Viewer, input: StationTextInput) {
      stationPolicy.text(viewer);
      await checkedInNow(input.childId);
      const sent = await messages.sendNow(viewer, { purpose: 'PROGRAM', audience: { kind: 'children', childIds: [input.childId] }, textBody: input.body, emailSubject: null, emailBody: null }, 'station', input.childId);
      return { messageId: sent.message.id, texts: sent.texts, items: await this.conversation(viewer, [input.childId]) };
    },

    /** Today's texts from the table about these children and the replies, oldest first (three statements). */
    async conversation(viewer: Viewer, childIds: number[]): Promise<StationTextItem[]> {
      stationPolicy.text(viewer);
      if (!childIds.length) return [];
      const since = new Date(Date.now() - REPLY_WINDOW_HOURS * 3600_000);
      const sent = await prisma.message.findMany({
        where: { origin: 'station', childId: { in: childIds }, createdAt: { gte: since } },
        select: { childId: true, createdAt: true, recipients: { where: { channel: 'TEXT' }, orderBy: { id: 'asc' }, select: { id: true, name: true, address: true, body: true, status: true } } },
      });
      const replies = await prisma.inboundText.findMany({ where: { childId: { in: childIds }, receivedAt: { gte: since } }, select: { id: true, childId: true, fromAddress: true, body: true, receivedAt: true, parentId: true } });
      const parents = await prisma.parent.findMany({ where: { id: { in: replies.flatMap((r) => (r.parentId ? [r.parentId] : [])) } }, select: { id: true, firstName: true, preferredName: true, lastName: true } });
      const names = new Map(parents.map((p) => [p.id, displayName(p)]));
      const items: StationTextItem[] = [
        ...sent.flatMap((m) => m.recipients.map((r) => ({ key: `out-${r.id}`, childId: m.childId!, direction: 'OUT' as const, body: r.body, at: m.createdAt, party: r.name || r.address, status: r.status }))),
        ...replies.map((r) => ({ key: `in-${r.id}`, childId: r.childId!, direction: 'IN' as const, body: r.body, at: r.receivedAt, party: (r.parentId && names.get(r.parentId)) || r.fromAddress, status: null })),
      ];
      return items.sort((a, b) => a.at.getTime() - b.at.getTime() || a.key.localeCompare(b.key));
    },

    /** An inbound text that is not STOP/START: kept, and shown at the table when it answers the table's text. */
    async inbound(from: string, body: string) {
      const [answered] = await prisma.$queryRawUnsafe<{ messageId: number; personId: number; childId: number }[]>(
        `SELECT r."messageId", r."personId", m."childId" FROM "MessageRecipient" r JOIN "Message" m ON m.id = r."messageId"
         WHERE r.channel = 'TEXT' AND r.address = $1 AND m.origin = 'station' AND m."childId" IS NOT NULL
           AND m."createdAt" > now() - make_interval(hours => $2) AND r."personType" = 'parent'
         ORDER BY r.id DESC LIMIT 1`,
        from,
        REPLY_WINDOW_HOURS,
      );
      const row = await prisma.inboundText.create({
        data: { fromAddress: from, body: body.slice(0, 1600), childId: answered?.childId ?? null, parentId: answered?.personId ?? null, messageId: answered?.messageId ?? null },
        select: { id: true, childId: true },
      });
      if (row.childId !== null) {
        await bus
          .publish({ type: 'station-text-reply', data: { inboundId: row.id, childId: row.childId }, audience: { staffOnly: true } })
          .catch((error: unknown) => console.error(`station-text-reply ${row.id} could not be published: ${(error as Error).message}`));
      }
      return row;
    },

    /** The broadcast's first confirmation: whom it reaches now. */
    async broadcastReach(viewer: Viewer) {
      stationPolicy.broadcast(viewer);
      return messages.reach(viewer, broadcastAudience({ textBody: '-', emailSubject: '-', emailBody: '-' }));
    },

    /** The second confirmation is the number of families typed back: a different number now (children came or left) is a 409. */
    async broadcast(viewer: Viewer, input: BroadcastInput) {
      stationPolicy.broadcast(viewer);
      const reach = await messages.reach(viewer, broadcastAudience(input));
      if (reach.families === 0) throw conflict('No child is checked in right now: the broadcast reaches nobody.');
      if (reach.families !== input.confirmFamilies) {
        throw conflict(`The broadcast now reaches ${reach.families} families, not ${input.confirmFamilies}: children came or left. Check the number and confirm again.`, { confirmFamilies: `is now ${reach.families}` });
      }
      const sent = await messages.sendNow(viewer, broadcastAudience(input), 'broadcast', null);
      return { messageId: sent.message.id, families: sent.families, texts: sent.texts, emails: sent.emails };
    },

    async receiptSettings(viewer: Viewer) {
      stationPolicy.receiptSettings(viewer);
      const ed = await edition();
      return readReceiptSettings(prisma, ed.year);
    },

    async setReceiptSettings(viewer: Viewer, input: ReceiptSettingsInput) {
      stationPolicy.receiptSettings(viewer);
      const ed = await edition();
      await prisma.edition.update({ where: { year: ed.year }, data: { receiptsOnCheckIn: input.onCheckIn, receiptsOnCheckOut: input.onCheckOut, receiptsByText: input.byText, receiptsByEmail: input.byEmail } });
      return readReceiptSettings(prisma, ed.year);
    },

    async myReceipts(viewer: Viewer) {
      const parentId = stationPolicy.ownReceipts(viewer);
      const parent = await prisma.parent.findUniqueOrThrow({ where: { id: parentId }, select: { receipts: true } });
      return parent.receipts;
    },

    async setMyReceipts(viewer: Viewer, receipts: boolean) {
      const parentId = stationPolicy.ownReceipts(viewer);
      await prisma.parent.update({ where: { id: parentId }, data: { receipts } });
      return receipts;
    },
  };
}

async function readReceiptSettings(prisma: PrismaClient, year: number) {
  const e = await prisma.edition.findUniqueOrThrow({ where: { year }, select: { receiptsOnCheckIn: true, receiptsOnCheckOut: true, receiptsByText: true, receiptsByEmail: true } });
  return { onCheckIn: e.receiptsOnCheckIn, onCheckOut: e.receiptsOnCheckOut, byText: e.receiptsByText, byEmail: e.receiptsByEmail };
}

export type StationTexts = ReturnType<typeof createStationTexts>;
