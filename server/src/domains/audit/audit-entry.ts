// One row of the audit trail as a domain states it: what was read or changed, of whom, before and after.
// The scope (audit-scope.ts) says who and through which door; the recorder (audit-recorder.ts) writes it.
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
