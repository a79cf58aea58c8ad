// Account administration (ADMINISTER_ACCOUNTS): the list of every account with its identities and
// sign-in providers, making an account staff, granting and revoking one permission, deactivating and
// reactivating (merging two accounts of one person: accounts-merge.service.ts). Rules: accounts.policy.ts.
import type { PrismaClient, Prisma } from '../../generated/prisma/client.ts';
import type { Permission } from '../../generated/prisma/enums.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { accountsPolicy } from './accounts.policy.ts';
import type { AccountsService } from './accounts.service.ts';
import type { SessionService } from './sessions.service.ts';
import { ADMINISTRATORS_LOCK, requireActorStillAdministers, requireAnAdministrator } from './administrators.ts';

export type AccountRole = 'STAFF' | 'PARENT' | 'INTERN' | 'ADMINISTRATOR' | 'DEACTIVATED';
export const ACCOUNT_ROLES: AccountRole[] = ['STAFF', 'PARENT', 'INTERN', 'ADMINISTRATOR', 'DEACTIVATED'];

export interface AccountSearch {
  /** Words of the account's name or e-mail, or of a parent, staff or intern name on it. */
  search?: string | null;
  role?: AccountRole | null;
}

const contains = (w: string) => ({ contains: w, mode: 'insensitive' as const });
const personNamed = (w: string) => ({ OR: [{ firstName: contains(w) }, { lastName: contains(w) }] });

export function accountWhere(filter: AccountSearch): Prisma.AccountWhereInput {
  const words = (filter.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  const and: Prisma.AccountWhereInput[] = words.map((w) => ({
    OR: [{ fullName: contains(w) }, { email: contains(w) }, { identities: { some: { email: contains(w) } } }, { parent: personNamed(w) }, { staff: personNamed(w) }, { intern: personNamed(w) }],
  }));
  switch (filter.role) {
    case 'STAFF':
      and.push({ staff: { isNot: null } });
      break;
    case 'PARENT':
      and.push({ parent: { isNot: null } });
      break;
    case 'INTERN':
      and.push({ intern: { isNot: null } });
      break;
    case 'ADMINISTRATOR':
      and.push({ staff: { permissions: { some: { permission: 'ADMINISTER_ACCOUNTS' } } } });
      break;
    case 'DEACTIVATED':
      and.push({ deactivatedAt: { not: null } });
      break;
    case null:
    case undefined:
      break;
    default: {
      // Both doors read the role from the closed list (the GraphQL enum, REST's anyCase); nothing else reaches here.
      const unread: never = filter.role;
      throw new Error(`account role not read at the door: ${String(unread)}`);
    }
  }
  return { AND: and };
}

const identityOf = {
  id: true,
  email: true,
  fullName: true,
  deactivatedAt: true,
  parent: { select: { id: true, firstName: true, lastName: true, internalNotes: true } },
  staff: { select: { id: true, firstName: true, lastName: true, permissions: { select: { permission: true } } } },
  intern: { select: { id: true, firstName: true, lastName: true } },
  identities: { select: { provider: true, email: true } },
} as const;

/** The most accounts one page lists. */
export const ACCOUNTS_PAGE_MAX = 200;

export function createAccountsAdminService(prisma: PrismaClient, sessions: SessionService, accounts: AccountsService) {
  async function accountOrThrow(db: Prisma.TransactionClient | PrismaClient, accountId: number) {
    const account = await db.account.findUnique({ where: { id: accountId }, select: identityOf });
    if (!account) throw notFound('Account');
    return account;
  }

  return {
    /** The search the accounts page and GET /api/v1/accounts share. */
    where(viewer: Viewer, filter: AccountSearch) {
      accountsPolicy.administerAccounts(viewer);
      return accountWhere(filter);
    },

    /** `take` accounts (1 to ACCOUNTS_PAGE_MAX) after skipping `skip`, as the door read them (paging-input.ts). */
    async list(viewer: Viewer, filter: AccountSearch, take = 50, skip = 0) {
      const where = this.where(viewer, filter);
      const [rows, total] = await Promise.all([
        prisma.account.findMany({
          where,
          orderBy: { id: 'asc' },
          take,
          skip,
          select: { ...identityOf, createdAt: true, lastSignInAt: true, identities: { select: { provider: true, email: true, createdAt: true } } },
        }),
        prisma.account.count({ where }),
      ]);
      return { total, accounts: rows };
    },

    /** Gives the account a staff identity (no permissions yet), named from its other identities. */
    async makeStaff(viewer: Viewer, accountId: number) {
      accountsPolicy.administerAccounts(viewer);
      const account = await accountOrThrow(prisma, accountId);
      if (account.staff) throw conflict('This account is already staff.');
      const person = account.parent ?? account.intern;
      const [first, ...rest] = (account.fullName || account.email?.split('@')[0] || 'Staff').split(/\s+/);
      // The staff identity is unique per account: a second request made at the same moment gets the same answer as a later one.
      const { count } = await prisma.staff.createMany({
        data: { accountId, firstName: person?.firstName ?? first, lastName: person?.lastName ?? (rest.join(' ') || ''), email: account.email },
        skipDuplicates: true,
      });
      if (count === 0) throw conflict('This account is already staff.');
      await sessions.accountChanged(accountId);
      return { accountId };
    },

    /** Adds one permission to what the staff member holds at the moment of the change. */
    async grantPermission(viewer: Viewer, staffId: number, permission: Permission) {
      accountsPolicy.administerAccounts(viewer);
      return accounts.changeStaffPermissions(viewer, staffId, (held) => [...held, permission]);
    },

    /** Takes one permission from what the staff member holds at the moment of the change. */
    async revokePermission(viewer: Viewer, staffId: number, permission: Permission) {
      accountsPolicy.administerAccounts(viewer);
      return accounts.changeStaffPermissions(viewer, staffId, (held) => held.filter((p) => p !== permission));
    },

    /** Ends the account's sessions at once; it cannot sign in again until reactivated. */
    async deactivate(viewer: Viewer, accountId: number) {
      accountsPolicy.administerAccounts(viewer);
      if (!accountsPolicy.mayActOnAccount(viewer, accountId)) throw forbidden('You cannot deactivate your own account.');
      await prisma.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMINISTRATORS_LOCK})`;
        await requireActorStillAdministers(tx, viewer);
        const { count } = await tx.account.updateMany({ where: { id: accountId, deactivatedAt: null }, data: { deactivatedAt: new Date() } });
        if (count === 0) {
          await accountOrThrow(tx, accountId);
          throw conflict('This account is already deactivated.');
        }
        await requireAnAdministrator(tx);
      });
      await sessions.endAllForAccount(accountId);
      return { accountId };
    },

    async reactivate(viewer: Viewer, accountId: number) {
      accountsPolicy.administerAccounts(viewer);
      await prisma.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMINISTRATORS_LOCK})`;
        await requireActorStillAdministers(tx, viewer);
        const { count } = await tx.account.updateMany({ where: { id: accountId, deactivatedAt: { not: null } }, data: { deactivatedAt: null } });
        if (count === 0) {
          await accountOrThrow(tx, accountId);
          throw conflict('This account is not deactivated.');
        }
      });
      await sessions.accountChanged(accountId);
      return { accountId };
    },
  };
}

export type AccountsAdminService = ReturnType<typeof createAccountsAdminService>;
