// What comes back from recipients and providers, outside any signed-in session: an e-mail's unsubscribe link
// and its one-click POST (RFC 8058), Twilio's delivery status callbacks and inbound texts (STOP and its
// synonyms opt the number out at once). Opt-outs are per address, kept across editions.
import type { PrismaClient } from '../../generated/prisma/client.ts';

/** The words carriers and Twilio treat as an opt-out (https://help.twilio.com: advanced opt-out defaults). */
export const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
export const START_WORDS = new Set(['START', 'UNSTOP', 'YES']);

/** Twilio MessageStatus → our delivery status (null: a step we do not record, e.g. "sending"). */
const TWILIO_STATUS: Record<string, 'SENT' | 'DELIVERED' | 'FAILED' | 'BOUNCED' | 'OPENED'> = {
  sent: 'SENT',
  delivered: 'DELIVERED',
  undelivered: 'BOUNCED',
  failed: 'FAILED',
  read: 'OPENED',
};
/** A later report never moves a row back (a late "sent" after "delivered"). */
const RANK: Record<string, number> = { SENT: 1, DELIVERED: 2, OPENED: 3, BOUNCED: 2, FAILED: 2 };

export function createOptOutsService(prisma: PrismaClient) {
  async function optOut(channel: 'EMAIL' | 'TEXT', address: string, source: string) {
    await prisma.messageOptOut.upsert({ where: { channel_address: { channel, address } }, create: { channel, address, source }, update: {} });
  }
  return {
    optOut,
    optedOut: (channel: 'EMAIL' | 'TEXT', address: string) => prisma.messageOptOut.findUnique({ where: { channel_address: { channel, address } } }).then(Boolean),

    /** A delivery report for one text; unknown ids are ignored (a message from another system on the account). */
    async textStatus(providerId: string, twilioStatus: string, errorCode: string | null) {
      const status = TWILIO_STATUS[twilioStatus];
      if (!status) return false;
      const rows = await prisma.messageRecipient.findMany({ where: { providerId, channel: 'TEXT' }, select: { id: true, status: true } });
      for (const row of rows) {
        if ((RANK[row.status] ?? 0) >= RANK[status]) continue;
        await prisma.$executeRawUnsafe(
          `UPDATE "MessageRecipient" SET status = $2::"DeliveryStatus", reason = $3, "updatedAt" = now() WHERE id = $1 AND status = $4::"DeliveryStatus"`,
          row.id,
          status,
          status === 'FAILED' || status === 'BOUNCED' ? `The carrier did not deliver it${errorCode ? ` (Twilio error ${errorCode})` : ''}` : null,
          row.status,
        );
      }
      return rows.length > 0;
    },

    /** An inbound text: STOP (or a synonym) opts the number out; START opts it back in. Returns what was done. */
    async inboundText(from: string, body: string): Promise<'opted-out' | 'opted-in' | 'kept'> {
      const word = body.trim().toUpperCase().replace(/[^A-Z]/g, '');
      if (STOP_WORDS.has(word)) {
        await optOut('TEXT', from, 'STOP');
        return 'opted-out';
      }
      if (START_WORDS.has(word)) {
        await prisma.messageOptOut.deleteMany({ where: { channel: 'TEXT', address: from } });
        return 'opted-in';
      }
      return 'kept';
    },
  };
}

export type OptOutsService = ReturnType<typeof createOptOutsService>;
