// The check-in station's outbox. Every family check-in and every check-out is first written to IndexedDB as
// the Relay mutation that makes it (station-mutations.ts: its name and variables, its own idempotency key
// among them), then sent exactly as stored, oldest first. With no network the actions simply wait (the
// screen shows how many); when the network is back they are sent again, and the key makes each count
// exactly once however many times it is sent. A refusal (e.g. a pickup code that does not match) is kept
// as a conflict for staff to look at, never dropped.
// Everything stored here belongs to the account that wrote it (`accountId`): another account signing in on the
// same tablet never reads the families nor sends the actions (station-device.ts wipes them, asking first when
// actions were not sent yet).
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Environment } from 'relay-runtime';
import { RequestError } from '../../relay/errors.ts';
import { freshXsrfToken, XSRF_HEADER } from '../../relay/xsrf.ts';
import { commitStationMutation, type StationMutation } from './station-mutations.ts';

export type StationActionKind = 'CHECK_IN' | 'CHECK_OUT';

/** A child an action concerns, as the station named them. */
export interface ActionChild {
  childId: number;
  name: string;
}

export type StationAction = StationMutation & {
  /** Also the mutation's idempotency key (variables.input.idempotencyKey). */
  key: string;
  /** The account that made it at this station; only that account's session sends it. */
  accountId: number;
  /** The family's name as the station showed it, to say what would be lost. */
  familyName: string;
  kind: StationActionKind;
  /** The children it checks in or out (a family's, together). */
  children: ActionChild[];
  createdAt: number;
  /** Set once the server refused it: what it said. */
  conflict?: string;
};

/** An action stored by a station that sent each child's check-in and check-out on its own (REST). */
interface OneChildAction {
  key: string; accountId: number; familyName: string; kind: StationActionKind; childId: number; childName: string; scheduleId: number;
  body: { pickupCode?: string; familyCode?: string; overrideReason?: string; recordedAt: string };
  createdAt: number; conflict?: string;
}

/**
 * An action as this station sends it. One stored as a single child's REST call becomes the mutation that asks
 * the same: a check-out keeps its key (the server remembers it the same way through both doors); a check-in of
 * a child already in today records nothing twice in any case.
 */
function asMutation(row: StationAction | OneChildAction): StationAction {
  if (!('body' in row)) return row;
  const { body, childId, childName, scheduleId, ...rest } = row;
  const children = [{ childId, name: childName }];
  return row.kind === 'CHECK_IN'
    ? { ...rest, children, mutation: 'checkInChildren', variables: { input: { childIds: [childId], scheduleId, pickupCode: body.pickupCode, recordedAt: body.recordedAt, idempotencyKey: row.key } } }
    : { ...rest, children, mutation: 'checkOutChild', variables: { input: { childId, scheduleId, ...body, idempotencyKey: row.key } } };
}

interface StationDb extends DBSchema {
  actions: { key: string; value: StationAction | OneChildAction; indexes: { createdAt: number } };
  snapshots: { key: string; value: { key: string; accountId: number; savedAt: number; data: unknown } };
  /** Faces for check-out offline (station-photos.ts), by their address; they go with the snapshots. */
  photos: { key: string; value: StoredPhoto };
}

export interface StoredPhoto {
  url: string;
  accountId: number;
  image: Blob;
  bytes: number;
}

export const STATION_DATABASE = 'vbs-check-in-station';

let dbPromise: Promise<IDBPDatabase<StationDb>> | null = null;
function db() {
  dbPromise ??= openDB<StationDb>(STATION_DATABASE, 3, {
    upgrade(database, oldVersion) {
      // Version 1 kept rows without their account: none of them can be given to anyone. Version 2 lacked photos.
      if (oldVersion === 1) for (const name of [...database.objectStoreNames]) database.deleteObjectStore(name);
      if (!database.objectStoreNames.contains('actions')) database.createObjectStore('actions', { keyPath: 'key' }).createIndex('createdAt', 'createdAt');
      if (!database.objectStoreNames.contains('snapshots')) database.createObjectStore('snapshots', { keyPath: 'key' });
      if (!database.objectStoreNames.contains('photos')) database.createObjectStore('photos', { keyPath: 'url' });
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

/** Drops every saved copy of the families and their photos (the actions stay until they are sent or discarded). */
export async function forgetSnapshots(exceptOf?: number) {
  const database = await db();
  for (const row of await database.getAll('snapshots')) if (row.accountId !== exceptOf) await database.delete('snapshots', row.key);
  for (const row of await database.getAll('photos')) if (row.accountId !== exceptOf) await database.delete('photos', row.url);
}

/** Drops everything the station stored: the families, their photos and the actions, sent or not. */
export async function forgetEverything() {
  const database = await db();
  await Promise.all([database.clear('snapshots'), database.clear('photos'), database.clear('actions')]);
}

/** The photos `accountId` keeps (another account's are never read). */
export async function storedPhotos(accountId: number): Promise<StoredPhoto[]> {
  return (await (await db()).getAll('photos')).filter((p) => p.accountId === accountId);
}

export async function storePhoto(photo: StoredPhoto) {
  await (await db()).put('photos', photo);
}

export async function forgetPhoto(url: string) {
  await (await db()).delete('photos', url);
}

/** Stores the action; its key, made here, is also its mutation's idempotency key. */
export async function enqueue(action: Omit<StationAction, 'key' | 'createdAt'>): Promise<StationAction> {
  const key = `station-${crypto.randomUUID()}`;
  const variables = { input: { ...action.variables.input, idempotencyKey: key } };
  const stored = { ...action, variables, key, createdAt: Date.now() } as StationAction;
  await (await db()).put('actions', stored);
  return stored;
}

/** The actions waiting or refused: `accountId`'s only, or every account's when none is named. */
export async function listActions(accountId?: number): Promise<StationAction[]> {
  const all = (await (await db()).getAllFromIndex('actions', 'createdAt')).map(asMutation);
  return accountId === undefined ? all : all.filter((a) => a.accountId === accountId);
}

export async function dismiss(key: string) {
  await (await db()).delete('actions', key);
}

type SendResult = 'sent' | 'offline' | 'signed-out' | { conflict: string };

/** Codes with which the server answered the action itself (refused it): sending it again would not change that. */
const REFUSALS = new Set(['BAD_INPUT', 'FORBIDDEN', 'NOT_CLEARED', 'NOT_FOUND', 'CONFLICT']);

/** `anew`: after a token was fetched anew (see the anti-forgery refusal below). */
async function send(environment: Environment, action: StationAction, anew = false): Promise<SendResult> {
  const { mutation, variables } = action;
  try {
    await commitStationMutation(environment, { mutation, variables } as StationMutation);
    return 'sent';
  } catch (error) {
    // No answer at all: the network is down.
    if (!(error instanceof RequestError)) return 'offline';
    // The session is over: the action waits for its account to sign in again.
    if (error.code === 'UNAUTHENTICATED') return 'signed-out';
    // The anti-forgery check refused a token bound to a session cookie the browser has since dropped: sent once
    // more with a new token, the answer says what holds (signed out). Only that refusal is sent again: a
    // refused check-out (a wrong code) is an answer, and sending it again would count another miss.
    if (error.code === 'FORBIDDEN' && error.fields?.[XSRF_HEADER] && !anew) {
      try {
        await freshXsrfToken();
      } catch {
        return 'offline';
      }
      return send(environment, action, true);
    }
    if (REFUSALS.has(error.code)) return { conflict: error.message };
    // Server trouble or rate limiting: try again later, the key keeps it from counting twice.
    return 'offline';
  }
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
 * Sends every waiting action of `accountId` through `environment` (whose store takes each answer), oldest
 * first; stops at the first network failure. Resolves to how many were sent; rejects with SignedOut when the
 * server says the session is over.
 */
export function syncNow(environment: Environment, accountId: number): Promise<number> {
  running ??= (async () => {
    let sent = 0;
    try {
      for (const action of await listActions(accountId)) {
        if (action.conflict) continue;
        const result = await send(environment, action);
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
