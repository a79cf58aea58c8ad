// The live-event bus. Domains publish small events (ids, not rows); GraphQL subscriptions and the
// /api/v1/updates stream deliver each one to the viewers its audience allows. In-process by default;
// with REDIS_URL every instance publishes through Redis and delivers what arrives from it (and, while Redis
// is out of reach, what it publishes itself; its streams are told to refetch when Redis is back).
import { randomUUID } from 'node:crypto';
import type { Viewer } from '../auth/viewer.ts';
import type { RedisConnections, RedisState } from '../redis.ts';

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
  | 'schedule-changed'
  // A parent replied to a text sent from the check-in table (staff only; data: inboundId, childId).
  | 'station-text-reply'
  // Never published: a stream's own signal that it may have missed events (Redis was out of reach) and
  // its client should refetch what it shows (viewerEvents).
  | 'resync';

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
  | { kind: 'account-changed'; accountId: number }
  /**
   * This instance may have missed events and control messages from others (Redis was out of reach): every
   * cached viewer is dropped, every stream reads its viewer again and tells its client to refetch (`resync`).
   */
  | { kind: 'resync' };

export type ControlListener = (message: SessionControl) => void;

export interface LiveBus {
  publish(event: LiveEvent): Promise<void>;
  subscribe(listener: LiveListener): () => void;
  /** Session control goes through the same ordered channel as events, so a revocation overtakes no later event. */
  publishControl(message: SessionControl): Promise<void>;
  subscribeControl(listener: ControlListener): () => void;
  /** Whether Redis carries events between instances now; undefined for the in-process bus. */
  redisState(): RedisState | undefined;
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
    redisState: () => undefined,
    async close() {},
  };
}


/**
 * Live events through Redis (REDIS_URL) to every instance. Publishing never fails the request whose write
 * has committed: while Redis is out of reach an event is delivered to this instance's streams only, and
 * control messages to this instance's sessions and streams. When the subscription is back, this instance's
 * streams may have missed what others published meanwhile, and its cached viewers may have missed a logout
 * or a revocation: it sends itself a `resync` (viewers dropped and read again, streams told to refetch).
 * An instance that delivered anything here only, because Redis refused it, sends every instance a `resync`
 * once it can publish again.
 */
export function createRedisBus(redis: RedisConnections, channel = process.env.VBS_LIVE_CHANNEL ?? 'vbs:live'): LiveBus {
  const listeners = new Listeners();
  const control = new Listeners<SessionControl>();
  // Tells this instance's own resync notices apart from other instances'.
  const instance = randomUUID();
  let listening = false;
  /** The subscription was lost (or its first attempt failed): this instance may have missed events. */
  let missedHere = false;
  /** Something was delivered here only: the other instances have missed it. */
  let missedElsewhere = false;

  const { commands, subscriber } = redis;
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const parsed = JSON.parse(message) as RedisMessage;
      if ('resync' in parsed) {
        if (parsed.resync !== instance) control.deliver({ kind: 'resync' });
      } else if ('control' in parsed) control.deliver(parsed.control);
      else listeners.deliver(parsed);
    } catch (error) {
      console.error('unreadable live event from Redis', error);
    }
  });
  // Each (re)connection subscribes anew; until the subscription is in place this instance hears nothing.
  subscriber.on('close', () => {
    missedHere = true;
    listening = false;
    redis.setListening(false);
  });
  const subscribe = () =>
    subscriber.subscribe(channel).then(
      () => {
        listening = true;
        redis.setListening(true);
        if (missedHere) {
          missedHere = false;
          control.deliver({ kind: 'resync' });
        }
      },
      // The connection dropped before the subscription was made; the next 'ready' subscribes again.
      () => {},
    );
  subscriber.on('ready', subscribe);
  if (subscriber.status === 'ready') void subscribe();
  commands.on('ready', () => void tellOthersTheyMissed());

  async function tellOthersTheyMissed() {
    if (!missedElsewhere || commands.status !== 'ready') return;
    missedElsewhere = false;
    try {
      await commands.publish(channel, JSON.stringify({ resync: instance } satisfies RedisMessage));
    } catch {
      missedElsewhere = true; // tried again at the next return
    }
  }

  /** Publishes through Redis; delivers here directly when this instance would not hear it back from Redis. */
  async function send(message: RedisMessage, deliverHere: () => void) {
    let delivered = false;
    if (!listening) {
      deliverHere();
      delivered = true;
    }
    try {
      await commands.publish(channel, JSON.stringify(message));
    } catch {
      missedElsewhere = true;
      if (!delivered) deliverHere();
      return;
    }
    // Redis answered slowly before (no reconnection to wait for): the others hear of their gap now.
    if (missedElsewhere) void tellOthersTheyMissed();
  }

  return {
    publish: (event) => send(event, () => listeners.deliver(event)),
    subscribe: (listener) => listeners.add(listener),
    publishControl: (message) => send({ control: message }, () => control.deliver(message)),
    subscribeControl: (listener) => control.add(listener),
    redisState: () => redis.state(),
    async close() {
      redis.close();
    },
  };
}

/** What travels on the Redis channel: an event, a control message, or an instance's notice that others missed some. */
type RedisMessage = LiveEvent | { control: SessionControl } | { resync: string };

/** What a stream delivers when it may have missed events: `event: resync` on /api/v1/updates, `liveResync` in GraphQL. */
export const RESYNC: LiveEvent = { type: 'resync', data: {} };

/** One viewer's live events, pushed as they arrive (followViewer); its state for those who pull (viewerEvents). */
export interface ViewerFeed {
  /** The viewer is being read again: nothing is delivered until it settles. */
  readonly recheck: Promise<unknown> | null;
  /** The feed ended (session over, or closed); nothing more is delivered. */
  readonly done: boolean;
  close(): void;
}

export interface FeedHandlers {
  /** An event the viewer may receive now, in the order published; called synchronously where possible. */
  deliver(event: LiveEvent): void;
  /** The feed's state changed (a re-read started or ended, or the feed ended). */
  changed?(): void;
}

/**
 * Follows one viewer's session on the bus and hands it the events it may receive; ends when `close()` is
 * called or the viewer's session ends (logout, deactivation, expiry) on any instance. When the account's
 * rights change it reads the viewer again and holds every event until then, so a revoked permission stops
 * what it guarded at once. Each event is judged (mayReceive, `filter`) with the viewer as it is when handed
 * over: at once when no re-read is under way, which is the common case and costs no promise per event.
 */
export function followViewer(bus: LiveBus, viewer: Viewer, filter: (e: LiveEvent) => boolean, handlers: FeedHandlers): ViewerFeed {
  /** Events that arrived while the viewer was being read again, handed over once it is. */
  const held: LiveEvent[] = [];
  let done = false;
  // Held from the start: an ended viewer no longer knows whose it was.
  const accountId = viewer.accountId;
  const sessionId = viewer.sessionId;
  let recheck: Promise<unknown> | null = null;
  let expiryTimer: NodeJS.Timeout | undefined;

  const handOver = (event: LiveEvent) => {
    if (mayReceive(viewer, event) && filter(event)) handlers.deliver(event);
  };
  const arrive = (event: LiveEvent) => {
    if (done) return;
    if (recheck) held.push(event);
    else handOver(event);
  };
  const unsubscribe = bus.subscribe(arrive);
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
        if (recheck !== current) return; // a later re-read hands the held events over
        recheck = null;
        while (!done && !recheck && held.length > 0) handOver(held.shift()!);
        handlers.changed?.();
      });
    recheck = current;
    handlers.changed?.();
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
    } else if (message.kind === 'resync') {
      // A logout or revocation may be among what was missed: the viewer is read again before the client
      // is told to refetch, and before anything else is delivered.
      reread();
      arrive(RESYNC);
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
    held.length = 0;
    handlers.changed?.();
  }
  if (!viewer.signedIn) finish();
  else scheduleExpiryCheck();

  return {
    get recheck() {
      return recheck;
    },
    get done() {
      return done;
    },
    close: finish,
  };
}

/**
 * The events one viewer may receive as an async iterator (GraphQL subscriptions), following its session as
 * followViewer does; ends when `return()` is called or the session ends. An event waiting to be pulled is
 * judged again when pulled, after any re-read of the viewer under way.
 */
export function viewerEvents(bus: LiveBus, viewer: Viewer, filter: (e: LiveEvent) => boolean = () => true): AsyncIterableIterator<LiveEvent> {
  const queue: LiveEvent[] = [];
  let wake: (() => void) | null = null;
  const feed = followViewer(bus, viewer, filter, {
    deliver(event) {
      queue.push(event);
      wake?.();
    },
    changed: () => wake?.(),
  });

  const iterator: AsyncIterableIterator<LiveEvent> = {
    async next() {
      for (;;) {
        while (!feed.done && queue.length === 0 && !feed.recheck) await new Promise<void>((r) => (wake = r));
        wake = null;
        if (feed.recheck) {
          await feed.recheck;
          continue;
        }
        if (feed.done) return { value: undefined, done: true };
        const event = queue.shift()!;
        // Judged with the viewer as it is now, not as it was when the event arrived.
        if (mayReceive(viewer, event) && filter(event)) return { value: event, done: false };
      }
    },
    async return() {
      feed.close();
      queue.length = 0;
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
