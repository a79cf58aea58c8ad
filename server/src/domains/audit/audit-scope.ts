// Who is acting and through which door, carried through a request's async work (AsyncLocalStorage), so the
// audit trail learns the actor of a write without each domain passing it along.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditEntry } from './audit-entry.ts';

/**
 * How something came in or left the server: a request's door (GraphQL, REST, or the sign-in and sign-out
 * pages), a live event, an e-mail sent, or the system's own work.
 */
export type AuditDoor = 'graphql' | 'rest' | 'kiosk' | 'sign-in' | 'subscription' | 'mail' | 'system';

/** Where a scope's entries go: the app's recorder (audit-recorder.ts). */
export interface AuditSink {
  record(entry: AuditEntry, scope: AuditScope): void;
}

export interface AuditScope {
  actorAccountId: number | null;
  /** The kiosk acting, once its token is read (kiosk.rest.ts): rows through the kiosk door name it. */
  actorKioskId?: number | null;
  door: AuditDoor;
  /** The app's recorder; null outside a request (seed, scripts), where reads are not doors. */
  recorder: AuditSink | null;
}

const storage = new AsyncLocalStorage<AuditScope>();

/** Writes outside any request (seed, jobs, scripts) are recorded as the system's. */
const SYSTEM: AuditScope = { actorAccountId: null, door: 'system', recorder: null };

export function runInAuditScope<T>(scope: AuditScope, work: () => T): T {
  return storage.run(scope, work);
}

export function currentAuditScope(): AuditScope {
  return storage.getStore() ?? SYSTEM;
}

/** The door a request path comes through: GraphQL (queries, mutations and the SSE stream), sign-in, or REST. */
export function doorOfPath(path: string): AuditDoor {
  if (path === '/graphql' || path.startsWith('/graphql/')) return 'graphql';
  if (path.startsWith('/api/v1/kiosk/')) return 'kiosk';
  if (path.startsWith('/oauth2/') || path.startsWith('/login/') || path === '/logout') return 'sign-in';
  return 'rest';
}

/** Records an entry for the current request (a read of medical information, a raw-SQL write). */
export function recordAudit(entry: AuditEntry, door?: AuditDoor, scope: AuditScope = currentAuditScope()) {
  scope.recorder?.record(entry, door ? { ...scope, door } : scope);
}
