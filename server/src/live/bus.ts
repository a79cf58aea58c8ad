// The live-event bus. Domains publish small events (ids, not rows); GraphQL subscriptions and the
// /api/v1/updates stream deliver each one to the viewers its audience allows. In-process by default;
// with REDIS_URL every instance publishes through Redis and delivers what arrives from it.
import { Redis } from 'ioredis';
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
  | 'event-deleted';

export interface Audience {
  /** Only staff identities receive it (e.g. staff notes). */
  staffOnly?: boolean;
  /** Only staff and interns receive it (group rosters, assignments and points are not for parents). */
  staffAndInterns?: boolean;
  /** Only these accounts receive it (e.g. the staff member whose permissions changed). */
  accountIds?: number[];
}

export interface LiveEvent {
  type: LiveEventType;
  data: Record<string, unknown>;
  audience?: Audience;
}

export type LiveListener = (event: LiveEvent) => void;

export interface LiveBus {
  publish(event: LiveEvent): Promise<void>;
  subscribe(listener: LiveListener): () => void;
  close(): Promise<void>;
}

export function mayReceive(viewer: Viewer, event: LiveEvent): boolean {
  if (!viewer.signedIn) return false;
  const { audience } = event;
  if (audience?.staffOnly && !viewer.isStaff) return false;
  if (audience?.staffAndInterns && !viewer.isStaff && !viewer.isIntern) return false;
  if (audience?.accountIds && !audience.accountIds.includes(viewer.accountId!)) return false;
  return true;
}

class Listeners {
  private readonly set = new Set<LiveListener>();
  add(listener: LiveListener): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }
  deliver(event: LiveEvent): void {
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
  return {
    async publish(event) {
      listeners.deliver(event);
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {},
  };
}


export async function createRedisBus(url: string, channel = process.env.VBS_LIVE_CHANNEL ?? 'vbs:live'): Promise<LiveBus> {
  const listeners = new Listeners();
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      listeners.deliver(JSON.parse(message) as LiveEvent);
    } catch (error) {
      console.error('unreadable live event from Redis', error);
    }
  });
  return {
    async publish(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/** An async iterator of the events one viewer may receive; ends when `signal` aborts or `return()` is called. */
export function viewerEvents(bus: LiveBus, viewer: Viewer, filter: (e: LiveEvent) => boolean = () => true): AsyncIterableIterator<LiveEvent> {
  const queue: LiveEvent[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  const unsubscribe = bus.subscribe((event) => {
    if (done || !mayReceive(viewer, event) || !filter(event)) return;
    queue.push(event);
    wake?.();
  });
  const finish = () => {
    done = true;
    unsubscribe();
    wake?.();
  };
  const iterator: AsyncIterableIterator<LiveEvent> = {
    async next() {
      while (!done && queue.length === 0) await new Promise<void>((r) => (wake = r));
      wake = null;
      if (queue.length) return { value: queue.shift()!, done: false };
      return { value: undefined, done: true };
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
