// The rule that someone can always administer accounts: at least one active account holds
// ADMINISTER_ACCOUNTS. Changes that could break it take one advisory lock and check inside their transaction.
import type { Prisma } from '../../generated/prisma/client.ts';
import { conflict } from '../../errors.ts';

/** pg_advisory_xact_lock key shared by every change to who administers accounts. */
export const ADMINISTRATORS_LOCK = 7_351_001;

export const LAST_ADMINISTRATOR_MESSAGE = 'This is the last administrator (the last active account with ADMINISTER_ACCOUNTS); make someone else an administrator first.';

export async function requireAnAdministrator(tx: Prisma.TransactionClient): Promise<void> {
  const administrators = await tx.staffPermission.count({ where: { permission: 'ADMINISTER_ACCOUNTS', staff: { account: { deactivatedAt: null } } } });
  if (administrators === 0) throw conflict(LAST_ADMINISTRATOR_MESSAGE);
}
