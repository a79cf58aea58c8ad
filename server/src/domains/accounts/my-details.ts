// A signed-in person's own name and phone (issue 14 items 4 and 12): staff and interns edit theirs on
// /dashboard/profile, a brand-new parent gives their name before anything else. One zod schema checks
// the input for both doors (GraphQL updateMyDetails, REST PUT /api/v1/account/details).
//
// Rules, in plain sentences:
// - Anyone signed in may change their own name and phone; this call never reaches anyone else's.
// - The change is written to every identity the person has (parent, staff, intern) and to the account's
//   full name, in one transaction, so the greeting, rosters and the avatar menu agree.
import { z } from 'zod';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { badInput } from '../../errors.ts';
import { accountsPolicy } from './accounts.policy.ts';

const name = (what: string) => z.string({ error: `Enter your ${what}.` }).trim().min(1, `Enter your ${what}.`).max(100, `Your ${what} can be at most 100 characters.`);

/** US numbers as digits: 7, or 10 with the area code (a leading 1 is dropped), as everywhere else. */
const phone = z
  .string()
  .trim()
  .max(30, 'A phone number can be at most 30 characters.')
  .regex(/^[\d\s().+-]*$/, 'Use only digits, spaces, dashes and parentheses.')
  .transform((text) => {
    const digits = text.replace(/\D/g, '');
    return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  })
  .refine((digits) => digits.length === 0 || digits.length === 7 || digits.length === 10, 'Must have 7 digits, or 10 with the area code.');

export const myDetailsSchema = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  preferredName: z.string().trim().max(100, 'A preferred name can be at most 100 characters.').nullish(),
  /** Left out: the phone stays as it is; empty: no phone (parents keep theirs, it is required there). */
  phone: phone.nullish(),
});

export type MyDetails = z.output<typeof myDetailsSchema>;

export interface MyDetailsView {
  /** Stable per account, so a client cache updates the card in place after a change. */
  id: string;
  email: string | null;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  phone: string | null;
}

export function readMyDetails(raw: unknown): MyDetails {
  const parsed = myDetailsSchema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'input'] ??= issue.message;
  throw badInput(fields, Object.values(fields).join(' '));
}

export function createMyDetailsService(prisma: PrismaClient) {
  return {
    async update(viewer: Viewer, raw: unknown) {
      const { accountId } = accountsPolicy.readOwnAccount(viewer);
      const details = readMyDetails(raw);
      const names = { firstName: details.firstName, lastName: details.lastName };
      const preferredName = details.preferredName === undefined ? {} : { preferredName: details.preferredName || null };
      const phoneChange = details.phone === undefined || details.phone === null ? {} : { phone: details.phone || null };
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
