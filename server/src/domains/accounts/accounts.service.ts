// Accounts: signing in (social or demo), the signed-in person's identities, and staff permissions.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Permission } from '../../generated/prisma/enums.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { LiveBus } from '../../live/bus.ts';
import { badInput, conflict, forbidden, notFound, unauthenticated } from '../../errors.ts';
import type { DirectSql } from '../../db/direct-sql.ts';
import { retryOnUniqueViolation } from '../../db/unique-violation.ts';
import type { SessionService } from './sessions.service.ts';
import { ADMINISTRATORS_LOCK, requireActorStillAdministers, requireAnAdministrator } from './administrators.ts';
import { accountsPolicy } from './accounts.policy.ts';
import { readViewerRow, type ViewerRowParts } from './viewer-rows.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/language.ts';

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

const sameSet = <T>(a: readonly T[], b: readonly T[]) => a.length === new Set(b).size && new Set([...a, ...b]).size === a.length;

const normalizeEmail = (email: string | null | undefined) => (email ? email.trim().toLowerCase() : null);

function splitName(profile: ProviderProfile): { firstName: string; lastName: string; fullName: string } {
  const full = (profile.name ?? [profile.givenName, profile.familyName].filter(Boolean).join(' ')).trim();
  const parts = full.split(/\s+/).filter(Boolean);
  const firstName = profile.givenName?.trim() || parts[0] || '';
  const lastName = profile.familyName?.trim() || parts.slice(1).join(' ') || '';
  return { firstName, lastName, fullName: full || [firstName, lastName].filter(Boolean).join(' ') };
}

interface CurrentUserRow {
  id: number;
  email: string | null;
  fullName: string;
  preferredName: string | null;
  profileImageUrl: string | null;
  parentId: number | null;
  parentFirstName: string | null;
  parentLastName: string | null;
  parentEmail: string | null;
  parentSecondaryEmail: string | null;
  parentPhone: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  internId: number | null;
  staffId: number | null;
  permissions: Permission[];
}

/** The account and its identities in one row; a staff identity's permissions in the order of the enum. */
export const CURRENT_USER_SQL = `
  SELECT a."id", a."email", a."fullName", a."preferredName", a."profileImageUrl",
    p."id" AS "parentId", p."firstName" AS "parentFirstName", p."lastName" AS "parentLastName", p."email" AS "parentEmail",
    p."secondaryEmail" AS "parentSecondaryEmail", p."phone" AS "parentPhone", p."street", p."city", p."state", p."postalCode",
    i."id" AS "internId", s."id" AS "staffId",
    ARRAY(SELECT sp."permission"::text FROM "StaffPermission" sp WHERE sp."staffId" = s."id" ORDER BY sp."permission") AS "permissions"
  FROM "Account" a
  LEFT JOIN "Parent" p ON p."accountId" = a."id"
  LEFT JOIN "Intern" i ON i."accountId" = a."id"
  LEFT JOIN "Staff" s ON s."accountId" = a."id"
  WHERE a."id" = $1`;

export function createAccountsService(prisma: PrismaClient, sql: DirectSql, bus: LiveBus, sessions: SessionService) {
  return {
    /**
     * The account a provider sign-in belongs to: the one already linked to (provider, subject); else the
     * account with the same provider-verified e-mail (then linked); else a new parent account. Another
     * transaction may create that e-mail's account meanwhile (an import, the same person's second tab):
     * the unique index refuses the second account and the sign-in runs again, linking to the first.
     * A new account starts in the language its person was reading the site in (`readingLanguage`, when not
     * English), so what the site sends them is in it before they ever touch the language switch.
     */
    async accountForSignIn(profile: ProviderProfile, readingLanguage?: Language): Promise<number> {
      const email = normalizeEmail(profile.email);
      return retryOnUniqueViolation(() => prisma.$transaction(async (tx) => {
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
            language: readingLanguage && readingLanguage !== DEFAULT_LANGUAGE ? readingLanguage : null,
            identities: { create: identity },
            parent: { create: { firstName, lastName, email: email ?? '', providerEmail: email } },
          },
          select: { id: true },
        });
        return account.id;
      }));
    },

    /**
     * GET /api/v1/account/user: the account with its parent and staff identities. Asked on every page
     * load, so it is one statement sent straight to the driver (db/direct-sql.ts).
     */
    async currentUser(viewer: Viewer) {
      const { accountId } = accountsPolicy.readOwnAccount(viewer);
      const [row] = await sql.query<CurrentUserRow>(CURRENT_USER_SQL, [accountId]);
      // The account went while its viewer was still cached: it is nobody now.
      if (!row) throw unauthenticated();
      return {
        account: { id: row.id, email: row.email, fullName: row.fullName, preferredName: row.preferredName, profileImageUrl: row.profileImageUrl },
        parentIdentity:
          row.parentId !== null
            ? {
                id: row.parentId,
                firstName: row.parentFirstName!,
                lastName: row.parentLastName!,
                email: row.parentEmail!,
                secondaryEmail: row.parentSecondaryEmail,
                primaryPhone: row.parentPhone,
                homeAddress: { street: row.street, city: row.city, state: row.state, postalCode: row.postalCode },
              }
            : null,
        staffIdentity: row.staffId !== null ? { id: row.staffId, permissions: row.permissions.map((type) => ({ type })) } : null,
        internIdentity: row.internId !== null ? { id: row.internId } : null,
      };
    },

    /**
     * The GraphQL viewer's account with the identities its query asked for, as Prisma would return them,
     * in one statement straight to the driver (viewer-rows.ts says when it is used). Only ever the
     * signed-in viewer's own account: its resolvers pass the viewer's id.
     */
    viewerRow: (accountId: number, parts: ViewerRowParts) => readViewerRow(sql, accountId, parts),

    /**
     * Changes a staff member's permissions and tells that person's open screens at once. `change` sees the
     * permissions held now, read under the administrators' lock inside the change's transaction, so two
     * changes at once both apply (a grant and a revoke) or the second one is refused: never a change
     * written over a set read before another change committed. Refused: raising one's own permissions,
     * removing one's own ADMINISTER_ACCOUNTS, an actor who lost ADMINISTER_ACCOUNTS meanwhile, and removing
     * the last administrator.
     */
    async changeStaffPermissions(viewer: Viewer, staffId: number, change: (held: Permission[]) => Permission[]) {
      accountsPolicy.setPermissions(viewer);
      const { accountId, permissions } = await prisma.$transaction(async (tx) => {
        // One administrator change at a time, so two admins demoting each other cannot both succeed.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMINISTRATORS_LOCK})`;
        await requireActorStillAdministers(tx, viewer);
        const staff = await tx.staff.findUnique({ where: { id: staffId }, select: { accountId: true, permissions: { select: { permission: true } } } });
        if (!staff) throw notFound('Staff member');
        const held = staff.permissions.map((p) => p.permission);
        const next = [...new Set(change(held))];
        if (staffId === viewer.staffId && held.includes('ADMINISTER_ACCOUNTS') && !next.includes('ADMINISTER_ACCOUNTS')) {
          throw badInput({ permissions: 'You cannot remove ADMINISTER_ACCOUNTS from yourself; ask another administrator.' });
        }
        if (!accountsPolicy.mayChangePermissionsOf(viewer, staffId, held, next)) {
          throw forbidden('You cannot raise your own permissions; ask another administrator.');
        }
        await tx.staffPermission.deleteMany({ where: { staffId, permission: { notIn: next } } });
        await tx.staffPermission.createMany({ data: next.map((permission) => ({ staffId, permission })), skipDuplicates: true });
        if (held.includes('ADMINISTER_ACCOUNTS') && !next.includes('ADMINISTER_ACCOUNTS')) await requireAnAdministrator(tx);
        return { accountId: staff.accountId, permissions: next };
      });
      // Before the event: every instance reads this person's rights again before delivering anything more.
      await sessions.accountChanged(accountId);
      await bus.publish({
        type: 'staff-permission',
        data: { staffId, permissions: permissions.map((type) => ({ type })) },
        audience: { accountIds: [accountId] },
      });
      return { id: staffId, permissions };
    },

    /**
     * Replaces a staff member's permissions with `permissions`. With `expected` (the set the caller last
     * saw), a set changed meanwhile by someone else is refused (409) instead of overwritten.
     */
    async setStaffPermissions(viewer: Viewer, staffId: number, permissions: Permission[], expected?: Permission[] | null) {
      return this.changeStaffPermissions(viewer, staffId, (held) => {
        if (expected && !sameSet(held, expected)) {
          throw conflict('Someone changed these permissions while you were editing them. Reload and try again.', {
            permissions: `are now ${held.length ? [...held].sort().join(', ') : 'none'}`,
          });
        }
        return permissions;
      });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
