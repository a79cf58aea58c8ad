// Accounts: signing in (social or demo), the signed-in person's identities, and staff permissions.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Permission } from '../../generated/prisma/enums.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { LiveBus } from '../../live/bus.ts';
import { badInput, forbidden, notFound } from '../../errors.ts';
import type { SessionService } from './sessions.service.ts';
import { ADMINISTRATORS_LOCK, requireAnAdministrator } from './administrators.ts';
import { accountsPolicy } from './accounts.policy.ts';

export interface ProviderProfile {
  provider: string;
  subject: string;
  email: string | null;
  /** Only a provider-verified e-mail may link the sign-in to an existing account. */
  emailVerified: boolean;
  givenName?: string | null;
  familyName?: string | null;
  name?: string | null;
  picture?: string | null;
}

const normalizeEmail = (email: string | null | undefined) => (email ? email.trim().toLowerCase() : null);

function splitName(profile: ProviderProfile): { firstName: string; lastName: string; fullName: string } {
  const full = (profile.name ?? [profile.givenName, profile.familyName].filter(Boolean).join(' ')).trim();
  const parts = full.split(/\s+/).filter(Boolean);
  const firstName = profile.givenName?.trim() || parts[0] || '';
  const lastName = profile.familyName?.trim() || parts.slice(1).join(' ') || '';
  return { firstName, lastName, fullName: full || [firstName, lastName].filter(Boolean).join(' ') };
}

export function createAccountsService(prisma: PrismaClient, bus: LiveBus, sessions: SessionService) {
  return {
    /**
     * The account a provider sign-in belongs to: the one already linked to (provider, subject); else the
     * account with the same provider-verified e-mail (then linked); else a new parent account.
     */
    async accountForSignIn(profile: ProviderProfile): Promise<number> {
      const email = normalizeEmail(profile.email);
      return prisma.$transaction(async (tx) => {
        const linked = await tx.signInIdentity.findUnique({
          where: { provider_subject: { provider: profile.provider, subject: profile.subject } },
          select: { accountId: true },
        });
        if (linked) return linked.accountId;
        const existing = email && profile.emailVerified ? await tx.account.findUnique({ where: { email }, select: { id: true } }) : null;
        const identity = { provider: profile.provider, subject: profile.subject, email, emailVerified: profile.emailVerified };
        if (existing) {
          await tx.signInIdentity.create({ data: { ...identity, accountId: existing.id } });
          return existing.id;
        }
        const { firstName, lastName, fullName } = splitName(profile);
        // An unverified e-mail is kept on the identity but never claimed for the account.
        const accountEmail = profile.emailVerified && email && !(await tx.account.findUnique({ where: { email }, select: { id: true } })) ? email : null;
        const account = await tx.account.create({
          data: {
            email: accountEmail,
            fullName,
            profileImageUrl: profile.picture ?? null,
            identities: { create: identity },
            parent: { create: { firstName, lastName, email: email ?? '', providerEmail: email } },
          },
          select: { id: true },
        });
        return account.id;
      });
    },

    /** GET /api/v1/account/user: the account with its parent and staff identities. */
    async currentUser(viewer: Viewer) {
      const { accountId } = accountsPolicy.readOwnAccount(viewer);
      const account = await prisma.account.findUniqueOrThrow({
        where: { id: accountId },
        select: {
          id: true,
          email: true,
          fullName: true,
          preferredName: true,
          profileImageUrl: true,
          parent: true,
          intern: { select: { id: true } },
          staff: { select: { id: true, permissions: { select: { permission: true } } } },
        },
      });
      const p = account.parent;
      return {
        account: {
          id: account.id,
          email: account.email,
          fullName: account.fullName,
          preferredName: account.preferredName,
          profileImageUrl: account.profileImageUrl,
        },
        parentIdentity: p
          ? {
              id: p.id,
              firstName: p.firstName,
              lastName: p.lastName,
              email: p.email,
              secondaryEmail: p.secondaryEmail,
              primaryPhone: p.phone,
              homeAddress: { street: p.street, city: p.city, state: p.state, postalCode: p.postalCode },
            }
          : null,
        staffIdentity: account.staff
          ? { id: account.staff.id, permissions: account.staff.permissions.map((x) => ({ type: x.permission })) }
          : null,
        internIdentity: account.intern ? { id: account.intern.id } : null,
      };
    },

    /**
     * Replaces a staff member's permissions and tells that person's open screens at once. Refused: raising
     * one's own permissions, removing one's own ADMINISTER_ACCOUNTS, and removing the last administrator.
     */
    async setStaffPermissions(viewer: Viewer, staffId: number, permissions: Permission[]) {
      accountsPolicy.setPermissions(viewer);
      const unique = [...new Set(permissions)];
      const staff = await prisma.staff.findUnique({ where: { id: staffId }, select: { id: true, accountId: true, permissions: { select: { permission: true } } } });
      if (!staff) throw notFound('Staff member');
      const held = staff.permissions.map((p) => p.permission);
      if (staffId === viewer.staffId && !unique.includes('ADMINISTER_ACCOUNTS')) {
        throw badInput({ permissions: 'You cannot remove ADMINISTER_ACCOUNTS from yourself; ask another administrator.' });
      }
      if (!accountsPolicy.mayChangePermissionsOf(viewer, staffId, held, unique)) {
        throw forbidden('You cannot raise your own permissions; ask another administrator.');
      }
      await prisma.$transaction(async (tx) => {
        // One administrator change at a time, so two admins demoting each other cannot both succeed.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMINISTRATORS_LOCK})`;
        await tx.staffPermission.deleteMany({ where: { staffId, permission: { notIn: unique } } });
        await tx.staffPermission.createMany({ data: unique.map((permission) => ({ staffId, permission })), skipDuplicates: true });
        if (held.includes('ADMINISTER_ACCOUNTS') && !unique.includes('ADMINISTER_ACCOUNTS')) await requireAnAdministrator(tx);
      });
      // Before the event: every instance reads this person's rights again before delivering anything more.
      await sessions.accountChanged(staff.accountId);
      await bus.publish({
        type: 'staff-permission',
        data: { staffId, permissions: unique.map((type) => ({ type })) },
        audience: { accountIds: [staff.accountId] },
      });
      return { id: staffId, permissions: unique };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
