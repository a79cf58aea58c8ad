// Writes audit rows without ever failing the action they record: rows are queued, written in one
// statement per burst on the next turn of the event loop, and a failed write is logged and counted,
// never thrown. The request middleware waits for the queue to drain before the response leaves, so a
// client that reads the trail right after its request sees its rows.
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { currentAuditScope, type AuditScope } from './audit-scope.ts';


export type AuditKind = 'READ' | 'CREATE' | 'UPDATE' | 'DELETE';
export type PersonType = 'child' | 'parent' | 'intern' | 'staff';

export interface AuditEntry {
  kind: AuditKind;
  entity: string;
  entityId?: string | null;
  field?: string | null;
  personType?: PersonType | null;
  personId?: number | null;
  before?: unknown;
  after?: unknown;
}

/** A value as plain JSON (dates as ISO strings, big integers as strings), or undefined for "none". */
function asJson(value: unknown): Prisma.InputJsonValue | undefined {
  if (value === undefined || value === null) return undefined;
  return JSON.parse(JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v))) as Prisma.InputJsonValue;
}

/**
 * One INSERT of every queued row, its rows passed as one JSON parameter. Not createMany: Prisma compiles a
 * fresh query plan for each createMany (the plan cache does not hold them), which for a roster read's
 * dozens of disclosed medical notes cost more than the rest of the request.
 */
function insertRows(prisma: PrismaClient, rows: Prisma.AuditEventCreateManyInput[]) {
  return prisma.$executeRaw`INSERT INTO "public"."AuditEvent" ("at", "actorAccountId", "door", "kind", "entity", "entityId", "field", "personType", "personId", "before", "after")
    SELECT r."at", r."actorAccountId", r."door", r."kind", r."entity", r."entityId", r."field", r."personType", r."personId", r."before", r."after"
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(
      "at" timestamp(3), "actorAccountId" integer, "door" text, "kind" text, "entity" text, "entityId" text, "field" text,
      "personType" text, "personId" integer, "before" jsonb, "after" jsonb)`;
}

export function createAuditRecorder(prisma: PrismaClient) {
  let queue: Prisma.AuditEventCreateManyInput[] = [];
  let scheduled = false;
  const writing = new Set<Promise<void>>();
  let failures = 0;

  function flush() {
    scheduled = false;
    const rows = queue;
    queue = [];
    if (rows.length === 0) return;
    const write = insertRows(prisma, rows).then(
      () => undefined,
      (error: unknown) => {
        failures += rows.length;
        console.error(`audit trail: ${rows.length} row(s) could not be recorded: ${(error as Error).message}`);
      },
    );
    writing.add(write);
    void write.finally(() => writing.delete(write));
  }

  return {
    record(entry: AuditEntry, scope: AuditScope = currentAuditScope()) {
      try {
        queue.push({
          at: new Date(),
          actorAccountId: scope.actorAccountId,
          door: scope.door,
          kind: entry.kind,
          entity: entry.entity,
          entityId: entry.entityId ?? null,
          field: entry.field ?? null,
          personType: entry.personType ?? null,
          personId: entry.personId ?? null,
          before: asJson(entry.before),
          after: asJson(entry.after),
        });
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      } catch (error) {
        failures += 1;
        console.error(`audit trail: could not queue a row: ${(error as Error).message}`);
      }
    },

    /** Resolves once every queued row has been written (or has failed and been logged). */
    async drain() {
      while (queue.length > 0 || writing.size > 0) {
        if (queue.length > 0) flush();
        await Promise.all([...writing]);
      }
    },

    /** Rows that could not be written since start (for tests and health reporting). */
    get failures() {
      return failures;
    },
  };
}

export type AuditRecorder = ReturnType<typeof createAuditRecorder>;
