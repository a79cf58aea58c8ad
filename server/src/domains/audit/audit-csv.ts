// The audit trail as CSV: one header line, then one line per entry; every cell quoted, and a cell that a
// spreadsheet would run as a formula (= + - @ tab CR) starts with an apostrophe. The last three columns say
// the entry in words, as the audit page does (audit-words.ts).
import type { AuditRow } from './audit.service.ts';
import { changesLine } from './audit-words.ts';
import { csvQuotedCell } from '../../../../shared/csv.ts';

export const AUDIT_CSV_HEADER = ['at', 'actor', 'door', 'kind', 'entity', 'entityId', 'field', 'personType', 'personId', 'person', 'before', 'after', 'summary', 'changes', 'doorLabel'];

export function csvCell(value: unknown): string {
  return csvQuotedCell(value === null || value === undefined ? '' : typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : JSON.stringify(value));
}

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

export function auditCsvLine(r: AuditRow): string {
  return csvLine([r.at, r.actorName ?? (r.actorAccountId === null ? 'system' : r.actorAccountId), r.door, r.kind, r.entity, r.entityId, r.field, r.personType, r.personId, r.personName, r.before, r.after, r.summary, changesLine(r.changes), r.doorLabel]);
}
