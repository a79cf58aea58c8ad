// The rule that someone can always administer accounts: at least one active account holds
// ADMINISTER_ACCOUNTS. Changes that could break it take one advisory lock and check inside their transaction.
import type { Prisma } from '../../generated/prisma/client.ts';
import { conflict, forbidden } from '../../errors.ts';
import type { Viewer } from '../../auth/viewer.ts';

/** pg_advisory_xact_lock key shared by every change to who administers accounts. */
export const ADMINISTRATORS_LOCK = 7_351_001;

export const LAST_ADMINISTRATOR_MESSAGE = 'This is the last administrator (the last active account with ADMINISTER_ACCOUNTS); make someone else an administrator first.';

export async function requireAnAdministrator(tx: Prisma.TransactionClient): Promise<void> {
  const administrators = await tx.staffPermission.count({ where: { permission: 'ADMINISTER_ACCOUNTS', staff: { account: { deactivatedAt: null } } } });
  if (administrators === 0) throw conflict(LAST_ADMINISTRATOR_MESSAGE);
}

/**
 * The acting administrator still holds ADMINISTER_ACCOUNTS and is active, read inside the change's
 * transaction under ADMINISTRATORS_LOCK: the viewer's cached rights may predate a demotion that committed
 * while this change waited for the lock.
 */
export async function requireActorStillAdministers(tx: Prisma.TransactionClient, viewer: Viewer): Promise<void> {
  const held = viewer.staffId === null ? 0 : await tx.staffPermission.count({ where: { staffId: viewer.staffId, permission: 'ADMINISTER_ACCOUNTS', staff: { account: { deactivatedAt: null } } } });
  if (held === 0) throw forbidden('You no longer hold ADMINISTER_ACCOUNTS; another administrator changed your permissions.');
}
