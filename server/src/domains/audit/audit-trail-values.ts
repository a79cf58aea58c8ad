// The values before and after of audit entries as a viewer may read them (audit.policy.ts): sensitive
// content redacted for viewers without VIEW_SENSITIVE_INFO, and for those who hold it, one READ row per
// record and field a page of the trail shows. Applied by the service to every page it hands out (both
// doors and the CSV export), so no door can show a value without it.
import type { Viewer } from '../../auth/viewer.ts';
import type { PersonType } from './audit-recorder.ts';
import { auditPolicy, REDACTED_VALUE } from './audit.policy.ts';
import { recordRead } from './audit-reads.ts';
import { sensitiveFieldsOf } from './sensitive-fields.ts';

interface TrailRow {
  entity: string;
  entityId: string | null;
  personType: string | null;
  personId: number | null;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** An empty value discloses nothing beyond whether something is on file, which every staff member sees. */
const holdsContent = (value: unknown) => value !== null && value !== undefined && value !== '';

export function trailValuesFor<R extends TrailRow>(viewer: Viewer, rows: R[]): R[] {
  const mayRead = auditPolicy.canSeeSensitiveValues(viewer);
  const recorded = new Set<string>();
  return rows.map((row) => {
    const fields = sensitiveFieldsOf(row.entity);
    if (fields.length === 0) return row;
    const shown = (values: unknown) => {
      if (!isRecord(values)) return values;
      let redacted: Record<string, unknown> | null = null;
      for (const field of fields) {
        if (!holdsContent(values[field])) continue;
        if (!mayRead) {
          redacted ??= { ...values };
          redacted[field] = REDACTED_VALUE;
          continue;
        }
        const key = `${row.entity}:${row.entityId}:${field}`;
        if (recorded.has(key)) continue;
        recorded.add(key);
        recordRead({ entity: row.entity, entityId: row.entityId, personType: row.personType as PersonType | null, personId: row.personId }, field);
      }
      return redacted ?? values;
    };
    return { ...row, before: shown(row.before), after: shown(row.after) };
  });
}
