// A signed-in person's own name and phone: staff and interns edit theirs on
// /dashboard/profile, a brand-new parent gives their name before anything else. One zod schema checks
// the input for both doors (GraphQL updateMyDetails, REST PUT /api/v1/account/details) and the browser
// forms: forms/my-details.ts.
//
// Rules, in plain sentences:
// - Anyone signed in may change their own name and phone; this call never reaches anyone else's.
// - The change is written to every identity the person has (parent, staff, intern) and to the account's
//   full name, in one transaction, so the greeting, rosters and the avatar menu agree.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { MyDetailsInput } from '../../../../forms/my-details.ts';
import { accountsPolicy } from './accounts.policy.ts';

export interface MyDetailsView {
  /** Stable per account, so a client cache updates the card in place after a change. */
  id: string;
  email: string | null;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  phone: string | null;
}

export function createMyDetailsService(prisma: PrismaClient) {
  return {
    /** `details` as each door read it with forms/my-details.ts. */
    async update(viewer: Viewer, details: MyDetailsInput) {
      const { accountId } = accountsPolicy.readOwnAccount(viewer);
      const names = { firstName: details.firstName, lastName: details.lastName };
      const preferredName = details.preferredName === undefined ? {} : { preferredName: details.preferredName };
      const phoneChange = details.phone === undefined ? {} : { phone: details.phone || null };
      await prisma.$transaction(async (tx) => {
        await tx.account.update({ where: { id: accountId }, data: { fullName: `${details.firstName} ${details.lastName}`, ...preferredName } });
        if (viewer.staffId) await tx.staff.update({ where: { id: viewer.staffId }, data: { ...names, ...preferredName, ...phoneChange } });
        if (viewer.internId) await tx.intern.update({ where: { id: viewer.internId }, data: { ...names, ...preferredName, ...phoneChange } });
        // A parent's phone is required on their profile: an empty one here leaves it as it was.
        if (viewer.parentId) await tx.parent.update({ where: { id: viewer.parentId }, data: { ...names, ...(phoneChange.phone ? phoneChange : {}) } });
      });
      return this.read(viewer);
    },

    /** What the profile's "Your details" card shows: the identity the person is known by at work first. */
    async read(viewer: Viewer) {
      const { accountId } = accountsPolicy.readOwnAccount(viewer);
      const account = await prisma.account.findUniqueOrThrow({
        where: { id: accountId },
        select: {
          email: true,
          fullName: true,
          preferredName: true,
          staff: { select: { firstName: true, lastName: true, preferredName: true, phone: true } },
          intern: { select: { firstName: true, lastName: true, preferredName: true, phone: true } },
          parent: { select: { firstName: true, lastName: true, phone: true } },
        },
      });
      const work = account.staff ?? account.intern;
      const identity = work ?? account.parent;
      const details: MyDetailsView = {
        id: `MyDetails:${accountId}`,
        email: account.email,
        firstName: identity?.firstName ?? account.fullName.split(' ')[0] ?? '',
        lastName: identity?.lastName ?? account.fullName.split(' ').slice(1).join(' '),
        preferredName: (work ? work.preferredName : account.preferredName) ?? null,
        phone: identity?.phone || null,
      };
      return details;
    },
  };
}

export type MyDetailsService = ReturnType<typeof createMyDetailsService>;
