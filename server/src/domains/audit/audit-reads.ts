// Reads of sensitive fields (sensitive-fields.ts) are recorded where those fields leave the server: the
// GraphQL field resolvers and the REST JSON shapes call disclosed() with the value they return, and services
// that hand out whole pages (the people query, the audit trail itself) call recordRead() for what a page shows.
import type { GraphQLResolveInfo } from 'graphql';
import type { PersonType } from './audit-recorder.ts';
import { currentAuditScope, recordAudit, type AuditDoor, type AuditScope } from './audit-scope.ts';

const ENTITY: Record<PersonType, string> = { child: 'Child', parent: 'Parent', intern: 'Intern', staff: 'Staff' };

/** What a read is about: the record (a person, or e.g. a first-aid report) and the person it concerns. */
export interface ReadSubject {
  entity: string;
  entityId: string | number | null;
  personType: PersonType | null;
  personId: number | null;
}

/** A person's own record. */
export const personRecord = (personType: PersonType, personId: number): ReadSubject => ({ entity: ENTITY[personType], entityId: personId, personType, personId });

/** Where a read is recorded: the door (else the request's), and the scope when the read happens outside the request's async context. */
export interface ReadVia {
  door?: AuditDoor;
  scope?: AuditScope;
}

/**
 * Records a READ of `field` of the subject. A subscription's events are resolved outside the request's async
 * context (the stream's reader pulls them), so GraphQL passes the scope its request started with.
 */
export function recordRead(subject: ReadSubject, field: string, via: ReadVia = {}) {
  const scope = currentAuditScope().recorder ? currentAuditScope() : (via.scope ?? currentAuditScope());
  const entityId = subject.entityId === null ? null : String(subject.entityId);
  recordAudit({ kind: 'READ', entity: subject.entity, entityId, field, personType: subject.personType, personId: subject.personId }, via.door, scope);
}

/** Returns the value, recording a READ of `field` of the subject when it is actually handed out. */
export function disclosedOf<T extends string | null>(value: T, subject: ReadSubject, field: string, via: ReadVia = {}): T {
  if (value !== null) recordRead(subject, field, via);
  return value;
}

/** Returns the value, recording a READ of `field` about the person when it is actually handed out. */
export function disclosed<T extends string | null>(value: T, personType: PersonType, personId: number, field: string, via: ReadVia = {}): T {
  return disclosedOf(value, personRecord(personType, personId), field, via);
}

/** GraphQL fields resolved for a subscription event come through the subscription door. */
export const doorOfOperation = (info: GraphQLResolveInfo): AuditDoor => (info.operation.operation === 'subscription' ? 'subscription' : 'graphql');
