// The check-in station's outbox. Every check-in and check-out is first written to IndexedDB, then sent to
// the REST door with its own Idempotency-Key, oldest first. With no network the actions simply wait (the
// screen shows how many); when the network is back they are sent again, and the key makes each count
// exactly once however many times it is sent. A refusal (e.g. a pickup code that does not match) is kept
// as a conflict for staff to look at, never dropped.
// Everything stored here belongs to the account that wrote it (`accountId`): another account signing in on the
// same tablet never reads the families nor sends the actions (station-device.ts wipes them, asking first when
// actions were not sent yet).
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { freshXsrfToken, xsrfToken, XSRF_HEADER } from '../../relay/xsrf.ts';

export type StationActionKind = 'CHECK_IN' | 'CHECK_OUT';

export interface StationAction {
  key: string;
  /** The account that made it at this station; only that account's session sends it. */
  accountId: number;
  /** The family's name as the station showed it, to say what would be lost. */
  familyName: string;
  kind: StationActionKind;
  childId: number;
  childName: string;
  scheduleId: number;
  body: { pickupCode?: string; familyCode?: string; overrideReason?: string; recordedAt: string };
  createdAt: number;
  /** Set once the server refused it: what it said. */
  conflict?: string;
}

interface StationDb extends DBSchema {
  actions: { key: string; value: StationAction; indexes: { createdAt: number } };
  snapshots: { key: string; value: { key: string; accountId: number; savedAt: number; data: unknown } };
}

export const STATION_DATABASE = 'vbs-check-in-station';

let dbPromise: Promise<IDBPDatabase<StationDb>> | null = null;
function db() {
  dbPromise ??= openDB<StationDb>(STATION_DATABASE, 2, {
    upgrade(database, oldVersion) {
      // Version 1 kept rows without their account: none of them can be given to anyone.
      if (oldVersion >= 1) for (const name of [...database.objectStoreNames]) database.deleteObjectStore(name);
      database.createObjectStore('actions', { keyPath: 'key' }).createIndex('createdAt', 'createdAt');
      database.createObjectStore('snapshots', { keyPath: 'key' });
    },
  });
  return dbPromise;
}

export async function saveSnapshot(key: string, accountId: number, data: unknown) {
  await (await db()).put('snapshots', { key, accountId, savedAt: Date.now(), data });
}

/** The copy `accountId` saved; another account's is never read. */
export async function readSnapshot<T>(key: string, accountId: number): Promise<{ savedAt: number; data: T } | null> {
  const row = await (await db()).get('snapshots', key);
  return row && row.accountId === accountId ? { savedAt: row.savedAt, data: row.data as T } : null;
}

/** Drops every saved copy of the families (the actions stay until they are sent or discarded). */
export async function forgetSnapshots(exceptOf?: number) {
  const database = await db();
  for (const row of await database.getAll('snapshots')) if (row.accountId !== exceptOf) await database.delete('snapshots', row.key);
}

/** Drops everything the station stored: the families and the actions, sent or not. */
export async function forgetEverything() {
  const database = await db();
  await Promise.all([database.clear('snapshots'), database.clear('actions')]);
}

export async function enqueue(action: Omit<StationAction, 'key' | 'createdAt'>): Promise<StationAction> {
  const stored: StationAction = { ...action, key: `station-${crypto.randomUUID()}`, createdAt: Date.now() };
  await (await db()).put('actions', stored);
  return stored;
}

/** The actions waiting or refused: `accountId`'s only, or every account's when none is named. */
export async function listActions(accountId?: number): Promise<StationAction[]> {
  const all = await (await db()).getAllFromIndex('actions', 'createdAt');
  return accountId === undefined ? all : all.filter((a) => a.accountId === accountId);
}

export async function dismiss(key: string) {
  await (await db()).delete('actions', key);
}

type SendResult = 'sent' | 'offline' | 'signed-out' | { conflict: string };

/** `anew`: with a token fetched anew rather than the cookie's (see the 403 below). */
async function send(action: StationAction, anew = false): Promise<SendResult> {
  const path = action.kind === 'CHECK_IN' ? 'checkin' : 'checkout';
  let response: Response;
  try {
    const token = await (anew ? freshXsrfToken() : xsrfToken());
    response = await fetch(`/api/v1/child/${action.childId}/${path}?scheduleId=${action.scheduleId}`, {
      method: 'PUT',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': action.key, [XSRF_HEADER]: token },
      body: JSON.stringify(action.body),
    });
  } catch {
    return 'offline';
  }
  if (response.ok) return 'sent';
  // Server trouble or rate limiting: try again later, the key keeps it from counting twice.
  if (response.status >= 500 || response.status === 429) return 'offline';
  // The session is over: the action waits for its account to sign in again.
  if (response.status === 401) return 'signed-out';
  const body = (await response.json().catch(() => null)) as { error?: { message?: string; fields?: Record<string, string> } } | null;
  // The anti-forgery check refused a token bound to a session cookie the browser has since dropped: sent once
  // more with a new token, the answer says what holds (401: signed out). Only that refusal is sent again: a
  // refused check-out (a wrong code) is an answer, and sending it again would count another miss.
  if (response.status === 403 && body?.error?.fields?.[XSRF_HEADER] && !anew) return send(action, true);
  return { conflict: body?.error?.message ?? `Refused (HTTP ${response.status}).` };
}

let running: Promise<number> | null = null;

/** Said by syncNow when the server answered 401: the session that made the actions is over. */
export class SignedOut extends Error {
  constructor() {
    super('The session is over: sign in again to send the waiting check-ins and check-outs.');
    this.name = 'SignedOut';
  }
}

/**
 * Sends every waiting action of `accountId`, oldest first; stops at the first network failure. Resolves to how
 * many were sent; rejects with SignedOut when the server says the session is over.
 */
export function syncNow(accountId: number): Promise<number> {
  running ??= (async () => {
    let sent = 0;
    try {
      for (const action of await listActions(accountId)) {
        if (action.conflict) continue;
        const result = await send(action);
        if (result === 'offline') break;
        if (result === 'signed-out') throw new SignedOut();
        if (result === 'sent') {
          await dismiss(action.key);
          sent++;
        } else {
          await (await db()).put('actions', { ...action, conflict: result.conflict });
        }
      }
    } finally {
      running = null;
    }
    return sent;
  })();
  return running;
}
