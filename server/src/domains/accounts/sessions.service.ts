// Server-side sessions: the cookie holds 256 random bits; the table holds only their SHA-256.
import { randomBytes, createHash } from 'node:crypto';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Config } from '../../config.ts';
import { Viewer, type ViewerIdentity } from '../../auth/viewer.ts';

export const SESSION_COOKIE = 'vbs_session';
/** lastSeenAt is written at most this often, so reads do not turn every request into a write. */
const TOUCH_INTERVAL_MS = 60_000;

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createSessionService(prisma: PrismaClient, config: Config) {
  const idleMs = config.session.idleMinutes * 60_000;
  const absoluteMs = config.session.absoluteHours * 3_600_000;

  return {
    /** Starts a fresh session (a new id at every sign-in, so a planted cookie is never promoted). */
    async start(accountId: number, previousToken?: string | null): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + absoluteMs);
      await prisma.$transaction([
        ...(previousToken ? [prisma.session.deleteMany({ where: { id: hash(previousToken) } })] : []),
        prisma.session.create({ data: { id: hash(token), accountId, expiresAt } }),
        prisma.account.update({ where: { id: accountId }, data: { lastSignInAt: new Date() } }),
      ]);
      return { token, expiresAt };
    },

    async end(token: string | null | undefined): Promise<void> {
      if (token) await prisma.session.deleteMany({ where: { id: hash(token) } });
    },

    /** The viewer for a cookie value; anonymous when missing, unknown, idle too long or past its absolute expiry. */
    async resolve(token: string | null | undefined, now = new Date()): Promise<Viewer> {
      if (!token) return Viewer.anonymous();
      const id = hash(token);
      const session = await prisma.session.findUnique({
        where: { id },
        select: {
          expiresAt: true,
          lastSeenAt: true,
          account: {
            select: {
              id: true,
              email: true,
              parent: { select: { id: true } },
              intern: { select: { id: true } },
              staff: { select: { id: true, permissions: { select: { permission: true } } } },
            },
          },
        },
      });
      if (!session) return Viewer.anonymous();
      if (session.expiresAt <= now || now.getTime() - session.lastSeenAt.getTime() > idleMs) {
        await prisma.session.deleteMany({ where: { id } });
        return Viewer.anonymous();
      }
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await prisma.session.update({ where: { id }, data: { lastSeenAt: now } });
      }
      const { account } = session;
      const identity: ViewerIdentity = {
        accountId: account.id,
        email: account.email,
        parentId: account.parent?.id ?? null,
        internId: account.intern?.id ?? null,
        staffId: account.staff?.id ?? null,
        permissions: account.staff?.permissions.map((p) => p.permission) ?? [],
      };
      return new Viewer(identity, id);
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
