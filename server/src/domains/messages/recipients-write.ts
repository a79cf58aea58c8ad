// A message's recipient rows, written in one statement however many there are (INSERT … SELECT from one JSON
// parameter; Prisma's createMany binds every value as its own parameter and the audit extension writes a row
// per recipient). The audit trail records the send once: the message, its audience as defined and the
// counts of recipients (each recipient row stays readable on the message page).
import type { Prisma } from '../../generated/prisma/client.ts';
import type { AuditEntry } from '../audit/audit-entry.ts';
import type { PlannedRecipient } from './merge.ts';

type Tx = Prisma.TransactionClient;

const INSERT_SQL = `
  INSERT INTO "MessageRecipient" ("messageId", channel, address, name, "personType", "personId", subject, body, language, status, reason, "updatedAt")
  SELECT $1, r.channel::"MessageChannel", r.address, r.name, r."personType", r."personId", r.subject, r.body, COALESCE(r.language, 'en'), r.status::"DeliveryStatus", r.reason, now()
  FROM json_to_recordset($2::json) AS r(channel text, address text, name text, "personType" text, "personId" int, subject text, body text, language text, status text, reason text)`;

export async function insertRecipients(tx: Tx, messageId: number, rows: readonly PlannedRecipient[]) {
  if (rows.length === 0) return;
  const json = rows.map((r) => ({
    channel: r.channel, address: r.address, name: r.name, personType: r.personType, personId: r.personId, subject: r.subject, body: r.body, language: r.language,
    status: r.skipped ? 'SKIPPED' : 'QUEUED', reason: r.skipped,
  }));
  await tx.$executeRawUnsafe(INSERT_SQL, messageId, JSON.stringify(json));
}

/** The one audit entry of a queued message's recipients: who it was for, and how many it reaches on each channel. */
export function recipientsAudit(messageId: number, title: string, audience: string, rows: readonly PlannedRecipient[], families: number): AuditEntry {
  const going = rows.filter((r) => !r.skipped);
  return {
    kind: 'CREATE',
    entity: 'MessageRecipients',
    entityId: String(messageId),
    before: null,
    after: {
      messageId,
      title,
      audience,
      families,
      emails: going.filter((r) => r.channel === 'EMAIL').length,
      texts: going.filter((r) => r.channel === 'TEXT').length,
      skipped: rows.length - going.length,
    },
  };
}
