// Retention: entries older than AUDIT_RETENTION_DAYS (default 730; 0 keeps everything) are purged once a
// day. The table refuses DELETE (migration trigger) unless the transaction sets vbs.audit_purge, which
// only this purge does.
import type { PrismaClient } from '../../generated/prisma/client.ts';

export const DEFAULT_RETENTION_DAYS = 730;

export function auditRetentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.AUDIT_RETENTION_DAYS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_RETENTION_DAYS;
  const days = Number(raw);
  if (!Number.isSafeInteger(days) || days < 0) throw new Error(`AUDIT_RETENTION_DAYS must be a whole number of days (0 keeps everything), not "${raw}".`);
  return days;
}

/** Deletes entries older than `days` days; returns how many. */
export async function purgeAuditTrail(prisma: PrismaClient, days: number, now = new Date()): Promise<number> {
  if (days <= 0) return 0;
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const [, deleted] = await prisma.$transaction([
    prisma.$queryRaw`SELECT set_config('vbs.audit_purge', 'on', true)`,
    prisma.$executeRaw`DELETE FROM "AuditEvent" WHERE "at" < ${cutoff}`,
  ]);
  return deleted;
}

/** Purges now and then once a day; returns a stop function. */
export function scheduleAuditPurge(prisma: PrismaClient, days: number): () => void {
  if (days <= 0) return () => {};
  const run = () =>
    purgeAuditTrail(prisma, days).then(
      (n) => n > 0 && console.log(`audit trail: purged ${n} entries older than ${days} days`),
      (e: unknown) => console.error(`audit trail: purge failed: ${(e as Error).message}`),
    );
  void run();
  const timer = setInterval(run, 86_400_000);
  timer.unref();
  return () => clearInterval(timer);
}
