// The live-event bus. Domains publish small events (ids, not rows); GraphQL subscriptions and the
// /api/v1/updates stream deliver each one to the viewers its audience allows. In-process by default;
// with REDIS_URL every instance publishes through Redis and delivers what arrives from it.
import type { Viewer } from '../auth/viewer.ts';

/** SPEC §4 event names. */
export type LiveEventType =
  | 'group-day-points'
  | 'group-created'
  | 'group-deleted'
  | 'group-renamed'
  | 'group-color-changed'
  | 'group-staff-assignment'
  | 'group-intern-assignment'
  | 'group-child-assignment'
  | 'student-checkin'
  | 'staff-permission'
  | 'child-updated-staff-notes'
  | 'day-deleted'
  | 'event-details-changed'
  | 'event-deleted'
  | 'first-aid-report'
  // Beyond SPEC §4 (clients log unknown types): a day was added or its curriculum or memory work changed,
  // and a schedule's visibility or release date changed.
  | 'day-changed'
  | 'schedule-changed';

export interface Audience {
  /** Only staff identities receive it (e.g. staff notes). */
  staffOnly?: boolean;
  /** Only staff and interns receive it (group rosters, assignments and points are not for parents). */
  staffAndInterns?: boolean;
  /** Only these accounts receive it (e.g. the staff member whose permissions changed). */
  accountIds?: number[];
  /** Only staff holding at least one of these permissions receive it (e.g. an unreleased private schedule). */
  permissions?: string[];
}

export interface LiveEvent {
  type: LiveEventType;
  data: Record<string, unknown>;
  audience?: Audience;
}

export type LiveListener = (event: LiveEvent) => void;

/**
 * Control messages about sessions, never delivered to clients: every instance drops its cached viewers
 * and ends or re-checks its open streams when one arrives (sessions.service.ts sends them).
 */
export type SessionControl =
  /** One session ended (logout). */
  | { kind: 'session-ended'; sessionId: string }
  /** Every session of an account ended (deactivation, sign out everywhere). */
  | { kind: 'account-sessions-ended'; accountId: number }
  /** An account's identities or permissions changed: read its viewers again. */
  | { kind: 'account-changed'; accountId: number };

export type ControlListener = (message: SessionControl) => void;

export interface LiveBus {
  publish(event: LiveEvent): Promise<void>;
  subscribe(listener: LiveListener): () => void;
  /** Session control goes through the same ordered channel as events, so a revocation overtakes no later event. */
  publishControl(message: SessionControl): Promise<void>;
  subscribeControl(listener: ControlListener): () => void;
  close(): Promise<void>;
}

export function mayReceive(viewer: Viewer, event: LiveEvent): boolean {
  if (!viewer.signedIn) return false;
  const { audience } = event;
  if (audience?.staffOnly && !viewer.isStaff) return false;
  if (audience?.staffAndInterns && !viewer.isStaff && !viewer.isIntern) return false;
  if (audience?.accountIds && !audience.accountIds.includes(viewer.accountId!)) return false;
  if (audience?.permissions && !audience.permissions.some((p) => viewer.has(p))) return false;
  return true;
}

class Listeners<T = LiveEvent> {
  private readonly set = new Set<(message: T) => void>();
  add(listener: (message: T) => void): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }
  deliver(event: T): void {
    for (const listener of this.set) {
      try {
        listener(event);
      } catch (error) {
        console.error('live listener failed', error);
      }
    }
  }
}

export function createInProcessBus(): LiveBus {
  const listeners = new Listeners();
  const control = new Listeners<SessionControl>();
  return {
    async publish(event) {
      listeners.deliver(event);
    },
    subscribe: (listener) => listeners.add(listener),
    async publishControl(message) {
      control.deliver(message);
    },
    subscribeControl: (listener) => control.add(listener),
    async close() {},
  };
}


export async function createRedisBus(url: string, channel = process.env.VBS_LIVE_CHANNEL ?? 'vbs:live'): Promise<LiveBus> {
  const listeners = new Listeners();
  const control = new Listeners<SessionControl>();
  // Loaded only when Redis is configured: a single instance never needs the client.
  const { Redis } = await import('ioredis');
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const parsed = JSON.parse(message) as LiveEvent | { control: SessionControl };
      if ('control' in parsed) control.deliver(parsed.control);
      else listeners.deliver(parsed);
    } catch (error) {
      console.error('unreadable live event from Redis', error);
    }
  });
  return {
    async publish(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe: (listener) => listeners.add(listener),
    async publishControl(message) {
      await publisher.publish(channel, JSON.stringify({ control: message }));
    },
    subscribeControl: (listener) => control.add(listener),
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/**
 * An async iterator of the events one viewer may receive; ends when `return()` is called or the viewer's
 * session ends (logout, deactivation, expiry) on any instance. When the account's rights change it reads
 * the viewer again before delivering anything more, so a revoked permission stops what it guarded at once.
 */
export function viewerEvents(bus: LiveBus, viewer: Viewer, filter: (e: LiveEvent) => boolean = () => true): AsyncIterableIterator<LiveEvent> {
  const queue: LiveEvent[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  // Held from the start: an ended viewer no longer knows whose it was.
  const accountId = viewer.accountId;
  const sessionId = viewer.sessionId;
  let recheck: Promise<unknown> | null = null;
  let expiryTimer: NodeJS.Timeout | undefined;

  const unsubscribe = bus.subscribe((event) => {
    if (done) return;
    queue.push(event);
    wake?.();
  });
  const reread = () => {
    const previous = recheck ?? Promise.resolve();
    const current: Promise<unknown> = previous
      .then(() => viewer.reload())
      .then(
        (signedIn) => {
          if (!signedIn) finish();
          else scheduleExpiryCheck();
        },
        (error) => {
          // When the rights cannot be read again, ending the stream is the safe answer.
          console.error('live stream could not re-check its viewer', error);
          finish();
        },
      )
      .finally(() => {
        if (recheck === current) recheck = null;
      });
    recheck = current;
    wake?.();
  };
  const unsubscribeControl = bus.subscribeControl((message) => {
    if (done) return;
    if (message.kind === 'session-ended' && message.sessionId === sessionId) {
      viewer.endSession();
      finish();
    } else if (message.kind === 'account-sessions-ended' && message.accountId === accountId) {
      viewer.endSession();
      finish();
    } else if (message.kind === 'account-changed' && message.accountId === accountId) {
      reread();
    }
  });
  // The session lapses on its own (idle or absolute expiry): look again then, and end if it is gone.
  function scheduleExpiryCheck() {
    clearTimeout(expiryTimer);
    if (done || viewer.sessionDeadline === null) return;
    const delay = Math.min(Math.max(viewer.sessionDeadline - Date.now(), 0) + 50, 2 ** 31 - 1);
    expiryTimer = setTimeout(reread, delay);
    expiryTimer.unref?.();
  }
  function finish() {
    if (done) return;
    done = true;
    clearTimeout(expiryTimer);
    unsubscribe();
    unsubscribeControl();
    queue.length = 0;
    wake?.();
  }
  if (!viewer.signedIn) finish();
  else scheduleExpiryCheck();

  const iterator: AsyncIterableIterator<LiveEvent> = {
    async next() {
      for (;;) {
        while (!done && queue.length === 0 && !recheck) await new Promise<void>((r) => (wake = r));
        wake = null;
        if (recheck) {
          await recheck;
          continue;
        }
        if (done) return { value: undefined, done: true };
        const event = queue.shift()!;
        // Judged with the viewer as it is now, not as it was when the event arrived.
        if (mayReceive(viewer, event) && filter(event)) return { value: event, done: false };
      }
    },
    async return() {
      finish();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
