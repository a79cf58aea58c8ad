// Server-side sessions: the cookie holds 256 random bits; the table holds only their SHA-256.
// Each instance keeps the viewers it resolved for a few seconds, so a request costs no statement for
// who is asking; logout, expiry, deactivation and rights changes drop them at once on every instance
// through the bus, and open live streams end or read their viewer again (live/bus.ts viewerEvents).
import { randomBytes, createHash } from 'node:crypto';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import type { Config } from '../../config.ts';
import type { LiveBus, SessionControl } from '../../live/bus.ts';
import { Viewer, type ViewerIdentity } from '../../auth/viewer.ts';
import { forbidden } from '../../errors.ts';

export const DEACTIVATED_MESSAGE = 'This account has been deactivated. Ask a VBS administrator to reactivate it.';

export const SESSION_COOKIE = 'vbs_session';
/** Enough cached viewers for every active phone at a large school; the oldest go first beyond it. */
const VIEWER_CACHE_LIMIT = 10_000;
/** Sessions read again in one statement at most (a resync re-reads every open stream's session). */
const REREAD_BATCH = 1000;

/** What a viewer is read from: the session and its account's identities and permissions. */
const SESSION_SELECT = {
  expiresAt: true,
  lastSeenAt: true,
  account: {
    select: {
      id: true,
      email: true,
      language: true,
      deactivatedAt: true,
      parent: { select: { id: true } },
      intern: { select: { id: true } },
      staff: { select: { id: true, permissions: { select: { permission: true } } } },
    },
  },
} as const;

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

interface CachedViewer {
  viewer: Viewer;
  accountId: number;
  /** Served from the cache until then (epoch ms). */
  freshUntil: number;
  lastSeenAt: number;
  expiresAt: number;
}

export function createSessionService(prisma: PrismaClient, config: Config, bus: LiveBus) {
  const idleMs = config.session.idleMinutes * 60_000;
  const absoluteMs = config.session.absoluteHours * 3_600_000;
  const cacheMs = config.session.viewerCacheSeconds * 1000;
  /**
   * lastSeenAt only measures idleness, so it is written once per hundredth of the idle window (at least
   * a minute apart), off the request's path: reads do not turn into writes.
   */
  const touchIntervalMs = Math.max(60_000, idleMs / 100);
  const cache = new Map<string, CachedViewer>();
  /**
   * Sessions being read now. When a session's cached viewer runs out, every request of that session that
   * arrives before the read is back (one busy phone, or 50 bench clients on one account) waits for that
   * read instead of sending its own: each of those reads went through Prisma's client on the event loop
   * and queued for a pooled connection, so every few seconds a burst of them stalled all requests at once
   * (the slowest 1-2 % of the points bench). A control message (logout, rights changed) forgets them, so a
   * request arriving after it reads afresh, and a read it overtook is not cached.
   */
  const loading = new Map<string, ReturnType<typeof load>>();
  let controlGeneration = 0;

  const deadline = (lastSeenAt: number, expiresAt: number) => Math.min(expiresAt, lastSeenAt + idleMs);

  function toLoaded(session: Prisma.SessionGetPayload<{ select: typeof SESSION_SELECT }> | null) {
    // A deactivated account is nobody, whatever sessions it still has.
    if (!session || session.account.deactivatedAt) return null;
    const { account } = session;
    const identity: ViewerIdentity = {
      accountId: account.id,
      email: account.email,
      parentId: account.parent?.id ?? null,
      internId: account.intern?.id ?? null,
      staffId: account.staff?.id ?? null,
      permissions: account.staff?.permissions.map((p) => p.permission) ?? [],
      language: account.language,
    };
    return { identity, lastSeenAt: session.lastSeenAt.getTime(), expiresAt: session.expiresAt.getTime() };
  }
  type Loaded = ReturnType<typeof toLoaded>;

  /** The session and the account's identities and permissions, in one statement (relationJoins). */
  async function load(id: string): Promise<Loaded> {
    return toLoaded(await prisma.session.findUnique({ where: { id }, select: SESSION_SELECT, relationLoadStrategy: 'join' }));
  }

  /**
   * Sessions that open live streams asked to read again in this turn of the event loop, read together when it
   * ends, each once however many of its streams asked: after a resync every stream on the instance re-reads
   * its viewer at once. One findMany per REREAD_BATCH sessions; Prisma also folds findUnique calls made in one
   * tick into one statement, but matching each call to its row cost ~3x the CPU at 1,000 streams.
   */
  let rereads: Map<string, { resolve: (loaded: Loaded) => void; reject: (error: unknown) => void; promise: Promise<Loaded> }> | null = null;

  function reread(id: string): Promise<Loaded> {
    if (!rereads) {
      rereads = new Map();
      setImmediate(readAgainTogether);
    }
    let entry = rereads.get(id);
    if (!entry) {
      let resolve!: (loaded: Loaded) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<Loaded>((res, rej) => ((resolve = res), (reject = rej)));
      rereads.set(id, (entry = { resolve, reject, promise }));
    }
    return entry.promise;
  }

  async function readAgainTogether() {
    const batch = rereads!;
    rereads = null;
    const ids = [...batch.keys()];
    for (let from = 0; from < ids.length; from += REREAD_BATCH) {
      const chunk = ids.slice(from, from + REREAD_BATCH);
      try {
        const rows = await prisma.session.findMany({ where: { id: { in: chunk } }, select: { id: true, ...SESSION_SELECT }, relationLoadStrategy: 'join' });
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const id of chunk) batch.get(id)!.resolve(toLoaded(byId.get(id) ?? null));
      } catch (error) {
        for (const id of chunk) batch.get(id)!.reject(error);
      }
    }
  }

  function touch(id: string, now: number) {
    prisma.session.updateMany({ where: { id }, data: { lastSeenAt: new Date(now) } }).catch((error) => console.error('could not record session use', error));
  }

  function forget(match: (entry: CachedViewer, id: string) => boolean) {
    for (const [id, entry] of cache) if (match(entry, id)) cache.delete(id);
  }

  function onControl(message: SessionControl) {
    controlGeneration++;
    loading.clear();
    if (message.kind === 'session-ended') cache.delete(message.sessionId);
    else if (message.kind === 'resync') cache.clear();
    else forget((entry) => entry.accountId === message.accountId);
  }
  bus.subscribeControl(onControl);

  /** Drops cached viewers here at once, then tells every instance (and its open streams). */
  async function announce(message: SessionControl) {
    onControl(message);
    await bus.publishControl(message);
  }

  return {
    /** Starts a fresh session (a new id at every sign-in, so a planted cookie is never promoted). */
    async start(accountId: number, previousToken?: string | null): Promise<{ token: string; expiresAt: Date }> {
      const account = await prisma.account.findUnique({ where: { id: accountId }, select: { deactivatedAt: true } });
      if (account?.deactivatedAt) throw forbidden(DEACTIVATED_MESSAGE);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + absoluteMs);
      await prisma.$transaction([
        ...(previousToken ? [prisma.session.deleteMany({ where: { id: hash(previousToken) } })] : []),
        prisma.session.create({ data: { id: hash(token), accountId, expiresAt } }),
        prisma.account.update({ where: { id: accountId }, data: { lastSignInAt: new Date() } }),
      ]);
      if (previousToken) await announce({ kind: 'session-ended', sessionId: hash(previousToken) });
      return { token, expiresAt };
    },

    /** Logout: the session ends here and on every instance, and its open streams close. */
    async end(token: string | null | undefined): Promise<void> {
      if (!token) return;
      const id = hash(token);
      await prisma.session.deleteMany({ where: { id } });
      await announce({ kind: 'session-ended', sessionId: id });
    },

    /** Ends every session of an account (deactivation, "sign out everywhere"); its open streams close on every instance. */
    async endAllForAccount(accountId: number): Promise<void> {
      await prisma.session.deleteMany({ where: { accountId } });
      await announce({ kind: 'account-sessions-ended', accountId });
    },

    /**
     * Call after changing who an account is or what it may do (permissions granted or revoked, an identity
     * created or removed), once the change is committed: every instance reads its viewer again before
     * answering it or delivering to its open streams.
     */
    async accountChanged(accountId: number): Promise<void> {
      await announce({ kind: 'account-changed', accountId });
    },

    /** The viewer for a cookie value; anonymous when missing, unknown, idle too long or past its absolute expiry. */
    async resolve(token: string | null | undefined, now = new Date()): Promise<Viewer> {
      if (!token) return Viewer.anonymous();
      const id = hash(token);
      const at = now.getTime();
      // While Redis is out of reach this instance hears no logout or revocation from the others: it reads the session.
      const cached = bus.redisState() === 'down' ? undefined : cache.get(id);
      if (cached && cached.freshUntil > at && deadline(cached.lastSeenAt, cached.expiresAt) > at) {
        if (at - cached.lastSeenAt > touchIntervalMs) {
          cached.lastSeenAt = at;
          touch(id, at);
        }
        return cached.viewer;
      }
      cache.delete(id);
      const generation = controlGeneration;
      let read = loading.get(id);
      if (!read) {
        const started = load(id);
        const done = () => {
          if (loading.get(id) === started) loading.delete(id);
        };
        started.then(done, done);
        loading.set(id, (read = started));
      }
      const session = await read;
      if (!session) return Viewer.anonymous();
      if (deadline(session.lastSeenAt, session.expiresAt) <= at) {
        await prisma.session.deleteMany({ where: { id } });
        return Viewer.anonymous();
      }
      if (at - session.lastSeenAt > touchIntervalMs) {
        session.lastSeenAt = at;
        touch(id, at);
      }
      const viewer = new Viewer(session.identity, id, {
        sessionDeadline: deadline(session.lastSeenAt, session.expiresAt),
        reload: async () => {
          const fresh = await reread(id);
          if (!fresh || deadline(fresh.lastSeenAt, fresh.expiresAt) <= Date.now()) return null;
          return { identity: fresh.identity, sessionDeadline: deadline(fresh.lastSeenAt, fresh.expiresAt) };
        },
      });
      if (cacheMs > 0 && generation === controlGeneration) {
        if (cache.size >= VIEWER_CACHE_LIMIT) cache.delete(cache.keys().next().value!);
        cache.set(id, { viewer, accountId: session.identity.accountId, freshUntil: at + cacheMs, lastSeenAt: session.lastSeenAt, expiresAt: session.expiresAt });
      }
      return viewer;
    },

    async purgeExpired(now = new Date()): Promise<number> {
      const { count } = await prisma.session.deleteMany({
        where: { OR: [{ expiresAt: { lte: now } }, { lastSeenAt: { lt: new Date(now.getTime() - idleMs) } }] },
      });
      return count;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
