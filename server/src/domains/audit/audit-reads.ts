// Reads of medical information and staff notes are recorded where those fields leave the server: the
// GraphQL field resolvers and the REST JSON shapes call disclosed() with the value they return.
import type { GraphQLResolveInfo } from 'graphql';
import type { PersonType } from './audit-recorder.ts';
import { currentAuditScope, recordAudit, type AuditDoor, type AuditScope } from './audit-scope.ts';

const ENTITY: Record<PersonType, string> = { child: 'Child', parent: 'Parent', intern: 'Intern', staff: 'Staff' };

/**
 * Returns the value, recording a READ of `field` about the person when it is actually handed out. A
 * subscription's events are resolved outside the request's async context (the stream's reader pulls
 * them), so GraphQL passes the scope its request started with.
 */
export function disclosed<T extends string | null>(
  value: T,
  personType: PersonType,
  personId: number,
  field: string,
  via: { door?: AuditDoor; scope?: AuditScope } = {},
): T {
  if (value !== null) {
    const scope = currentAuditScope().recorder ? currentAuditScope() : (via.scope ?? currentAuditScope());
    recordAudit({ kind: 'READ', entity: ENTITY[personType], entityId: String(personId), field, personType, personId }, via.door, scope);
  }
  return value;
}

/** GraphQL fields resolved for a subscription event come through the subscription door. */
export const doorOfOperation = (info: GraphQLResolveInfo): AuditDoor => (info.operation.operation === 'subscription' ? 'subscription' : 'graphql');
