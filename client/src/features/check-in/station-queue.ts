// The check-in station's outbox. Every check-in and check-out is first written to IndexedDB, then sent to
// the REST door with its own Idempotency-Key, oldest first. With no network the actions simply wait (the
// screen shows how many); when the network is back they are sent again, and the key makes each count
// exactly once however many times it is sent. A refusal (e.g. a pickup code that does not match) is kept
// as a conflict for staff to look at, never dropped.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { xsrfToken, XSRF_HEADER } from '../../relay/xsrf.ts';

export type StationActionKind = 'CHECK_IN' | 'CHECK_OUT';

export interface StationAction {
  key: string;
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
  snapshots: { key: string; value: { key: string; savedAt: number; data: unknown } };
}

let dbPromise: Promise<IDBPDatabase<StationDb>> | null = null;
function db() {
  dbPromise ??= openDB<StationDb>('vbs-check-in-station', 1, {
    upgrade(database) {
      database.createObjectStore('actions', { keyPath: 'key' }).createIndex('createdAt', 'createdAt');
      database.createObjectStore('snapshots', { keyPath: 'key' });
    },
  });
  return dbPromise;
}

export async function saveSnapshot(key: string, data: unknown) {
  await (await db()).put('snapshots', { key, savedAt: Date.now(), data });
}

export async function readSnapshot<T>(key: string): Promise<{ savedAt: number; data: T } | null> {
  const row = await (await db()).get('snapshots', key);
  return row ? { savedAt: row.savedAt, data: row.data as T } : null;
}

export async function enqueue(action: Omit<StationAction, 'key' | 'createdAt'>): Promise<StationAction> {
  const stored: StationAction = { ...action, key: `station-${crypto.randomUUID()}`, createdAt: Date.now() };
  await (await db()).put('actions', stored);
  return stored;
}

export async function listActions(): Promise<StationAction[]> {
  return (await db()).getAllFromIndex('actions', 'createdAt');
}

export async function dismiss(key: string) {
  await (await db()).delete('actions', key);
}

type SendResult = 'sent' | 'offline' | { conflict: string };

async function send(action: StationAction): Promise<SendResult> {
  const path = action.kind === 'CHECK_IN' ? 'checkin' : 'checkout';
  let response: Response;
  try {
    response = await fetch(`/api/v1/child/${action.childId}/${path}?scheduleId=${action.scheduleId}`, {
      method: 'PUT',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': action.key, [XSRF_HEADER]: await xsrfToken() },
      body: JSON.stringify(action.body),
    });
  } catch {
    return 'offline';
  }
  if (response.ok) return 'sent';
  // Server trouble or rate limiting: try again later, the key keeps it from counting twice.
  if (response.status >= 500 || response.status === 429 || response.status === 401) return 'offline';
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return { conflict: body?.error?.message ?? `Refused (HTTP ${response.status}).` };
}

let running: Promise<number> | null = null;

/** Sends every waiting action, oldest first; stops at the first network failure. Resolves to how many were sent. */
export function syncNow(): Promise<number> {
  running ??= (async () => {
    let sent = 0;
    try {
      for (const action of await listActions()) {
        if (action.conflict) continue;
        const result = await send(action);
        if (result === 'offline') break;
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
