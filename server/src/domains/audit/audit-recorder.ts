// Writes audit rows without ever failing the action they record: rows are queued, written in one
// statement per burst on the next turn of the event loop, and a failed write is logged and counted,
// never thrown. The request middleware waits for the queue to drain before the response leaves, so a
// client that reads the trail right after its request sees its rows.
import type { DirectSql } from '../../db/direct-sql.ts';
import type { AuditEntry, AuditKind, PersonType } from './audit-entry.ts';
import { currentAuditScope, type AuditScope } from './audit-scope.ts';

export type { AuditEntry, AuditKind, PersonType } from './audit-entry.ts';

/** A value as JSON text (dates as ISO strings, big integers as strings), or null for "none". */
function asJsonText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v));
}

/** One queued row, as the statement below reads it from a JSON array. */
interface QueuedRow {
  at: string;
  actorAccountId: number | null;
  actorKioskId: number | null;
  door: string;
  kind: AuditKind;
  entity: string;
  entityId: string | null;
  field: string | null;
  personType: PersonType | null;
  personId: number | null;
  before: string | null;
  after: string | null;
}

/**
 * A burst of rows in one statement, sent straight to the driver (db/direct-sql.ts): through Prisma, each
 * createMany of a new size was compiled again. `at` is kept as UTC, as Prisma stores a DateTime.
 */
const INSERT_ROWS_SQL = `
  INSERT INTO "AuditEvent" ("at", "actorAccountId", "actorKioskId", "door", "kind", "entity", "entityId", "field", "personType", "personId", "before", "after")
  SELECT r."at" AT TIME ZONE 'UTC', r."actorAccountId", r."actorKioskId", r."door", r."kind", r."entity", r."entityId", r."field", r."personType", r."personId",
    r."before"::jsonb, r."after"::jsonb
  FROM json_to_recordset($1::json) AS r("at" timestamptz, "actorAccountId" int, "actorKioskId" int, "door" text, "kind" text, "entity" text, "entityId" text,
    "field" text, "personType" text, "personId" int, "before" text, "after" text)`;

export function createAuditRecorder(sql: DirectSql) {
  let queue: QueuedRow[] = [];
  let scheduled = false;
  const writing = new Set<Promise<void>>();
  let failures = 0;

  function flush() {
    scheduled = false;
    const rows = queue;
    queue = [];
    if (rows.length === 0) return;
    const write = sql.query(INSERT_ROWS_SQL, [JSON.stringify(rows)]).then(
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
          at: new Date().toISOString(),
          actorAccountId: scope.actorAccountId,
          actorKioskId: scope.actorKioskId ?? null,
          door: scope.door,
          kind: entry.kind,
          entity: entry.entity,
          entityId: entry.entityId ?? null,
          field: entry.field ?? null,
          personType: entry.personType ?? null,
          personId: entry.personId ?? null,
          before: asJsonText(entry.before),
          after: asJsonText(entry.after),
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
