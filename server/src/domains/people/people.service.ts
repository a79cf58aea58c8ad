// Families: a parent's own profile, emergency contacts, children, and second parents/guardians. The only
// code that writes these rows; both doors call it, and people.policy.ts decides who may do what.
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { badInput, conflict, notFound } from '../../errors.ts';
import { familyOf, forgetFamily } from './family.ts';
import { peoplePolicy } from './people.policy.ts';
import type { ChildInput, EmergencyContactInput, GuardianInviteInput, ParentProfile } from '../../../../forms/family.ts';
import { LIMITS } from '../../../../forms/fields.ts';
import { defineMessages, english } from '../../../../shared/messages.ts';

type Tx = Prisma.TransactionClient;

/** The words a parent can meet (server/src/i18n/es.json has their Spanish). */
const words = defineMessages({
  contactsLimit: { id: 'errors.people.contactsLimit', defaultMessage: 'You can list up to {max} emergency contacts; remove one first.' },
  childrenLimit: { id: 'errors.people.childrenLimit', defaultMessage: 'A family can list at most {max} children; call the church office for more.' },
  ownEmail: { id: 'errors.people.ownEmail', defaultMessage: 'That is your own e-mail; enter the other parent’s.' },
  childrenFirst: { id: 'errors.people.childrenFirst', defaultMessage: 'Add your children before inviting another parent or guardian.' },
  alreadyGuardian: { id: 'errors.people.alreadyGuardian', defaultMessage: '{email} is already a parent or guardian of your children.' },
  invitesLimit: { id: 'errors.people.invitesLimit', defaultMessage: 'You can have at most {max} open invitations; cancel one first.' },
});

const MAX_CHILDREN = 12;
const MAX_OPEN_INVITES = 3;

/** Rows of the current edition only (the relation filter keeps it one statement). */
const CURRENT_EDITION = { edition: { current: { isNot: null } } } as const;

export const parentInclude = {
  emergencyContacts: { orderBy: [{ priority: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.ParentInclude;

export const childInclude = {
  parents: { select: { parentId: true } },
  groups: { where: { group: CURRENT_EDITION }, select: { groupId: true, group: { select: { id: true, name: true, color: true, type: true } } } },
  registrations: { where: CURRENT_EDITION, include: { responses: { orderBy: { id: 'asc' } } } },
} satisfies Prisma.ChildInclude;

export type ParentRow = Prisma.ParentGetPayload<{ include: typeof parentInclude }>;
export type ChildRow = Prisma.ChildGetPayload<{ include: typeof childInclude }>;

/** Serializes changes to one family (its emergency contacts, children and invitations) with a row lock on the parent. */
async function lockParent(tx: Tx, parentId: number) {
  await tx.$queryRaw`SELECT id FROM "Parent" WHERE id = ${parentId} FOR UPDATE`;
}

/** Rewrites priorities 0..n-1 in the given order, touching only rows whose priority changes. */
async function renumber(tx: Tx, ordered: { id: number; priority: number }[]) {
  for (const [priority, contact] of ordered.entries()) {
    if (contact.priority !== priority) await tx.emergencyContact.update({ where: { id: contact.id }, data: { priority } });
  }
}

async function orderedContacts(tx: Tx, parentId: number) {
  return tx.emergencyContact.findMany({ where: { parentId }, orderBy: [{ priority: 'asc' }, { id: 'asc' }], select: { id: true, priority: true } });
}

export function createPeopleService(prisma: PrismaClient) {
  return {
    // ───────────── parents ─────────────

    /** GET /api/v1/parent?id: the viewer's own parent without an id; another family's only for staff. */
    async readParent(viewer: Viewer, parentId?: number): Promise<ParentRow> {
      const id = parentId ?? peoplePolicy.requireOwnParent(viewer);
      peoplePolicy.assertCanReadParent(viewer, id);
      const parent = await prisma.parent.findUnique({ where: { id }, include: parentInclude });
      if (!parent) throw notFound('Parent');
      return parent;
    },

    /** Saves the viewer's own profile; an account without a family profile (e.g. staff) gets one. */
    async saveOwnProfile(viewer: Viewer, profile: ParentProfile): Promise<number> {
      const { accountId } = viewer.requireSignedIn();
      if (viewer.parentId !== null) {
        await prisma.parent.update({ where: { id: viewer.parentId }, data: profile });
        return viewer.parentId;
      }
      const parent = await prisma.parent.upsert({ where: { accountId }, create: { ...profile, accountId }, update: profile, select: { id: true } });
      // The viewer (cached for a few seconds, shared by this session's requests) is now also a parent.
      await viewer.reload();
      return parent.id;
    },

    /** GET /api/v1/parent/emails: addresses of the families registered this year, for staff to write to. */
    async registeredFamilyEmails(viewer: Viewer): Promise<string[]> {
      viewer.requireStaff();
      const parents = await prisma.parent.findMany({
        where: { children: { some: { child: { registrations: { some: { ...CURRENT_EDITION, status: { in: ['PENDING', 'APPROVED'] } } } } } } },
        select: { email: true, secondaryEmail: true },
      });
      const emails = new Set<string>();
      for (const p of parents) for (const e of [p.email, p.secondaryEmail]) if (e) emails.add(e.toLowerCase());
      return [...emails].sort();
    },

    // ───────────── emergency contacts ─────────────

    /** Adds a contact (called after the others) or, with an id, edits one of the viewer's own. */
    async saveEmergencyContact(viewer: Viewer, id: number | null, contact: EmergencyContactInput): Promise<number> {
      const parentId = peoplePolicy.requireOwnParent(viewer);
      if (id !== null) {
        const { count } = await prisma.emergencyContact.updateMany({ where: { id, parentId }, data: contact });
        if (count === 0) throw notFound('Emergency contact');
        return parentId;
      }
      await prisma.$transaction(async (tx) => {
        await lockParent(tx, parentId);
        const count = await tx.emergencyContact.count({ where: { parentId } });
        if (count >= LIMITS.emergencyContacts) throw badInput({ emergencyContacts: english(words.contactsLimit, { max: LIMITS.emergencyContacts }) });
        await tx.emergencyContact.create({ data: { ...contact, parentId, priority: count } });
      });
      return parentId;
    },

    async deleteEmergencyContact(viewer: Viewer, id: number): Promise<number> {
      const parentId = peoplePolicy.requireOwnParent(viewer);
      await prisma.$transaction(async (tx) => {
        await lockParent(tx, parentId);
        const { count } = await tx.emergencyContact.deleteMany({ where: { id, parentId } });
        if (count === 0) throw notFound('Emergency contact');
        await renumber(tx, await orderedContacts(tx, parentId));
      });
      return parentId;
    },

    /** Moves a contact to `priority` (0 is called first; past the end means last) and renumbers 0..n-1. */
    async moveEmergencyContact(viewer: Viewer, id: number, priority: number): Promise<number> {
      const parentId = peoplePolicy.requireOwnParent(viewer);
      await prisma.$transaction(async (tx) => {
        await lockParent(tx, parentId);
        const contacts = await orderedContacts(tx, parentId);
        const from = contacts.findIndex((c) => c.id === id);
        if (from < 0) throw notFound('Emergency contact');
        const [moved] = contacts.splice(from, 1);
        contacts.splice(Math.min(priority, contacts.length), 0, moved);
        await renumber(tx, contacts);
      });
      return parentId;
    },

    // ───────────── children ─────────────

    /** GET /api/v1/child: a parent's own children; for staff, every child registered this year. */
    async listChildren(viewer: Viewer): Promise<ChildRow[]> {
      viewer.requireSignedIn();
      const where: Prisma.ChildWhereInput = viewer.isStaff
        ? { registrations: { some: CURRENT_EDITION } }
        : { parents: { some: { parentId: viewer.parentId ?? -1 } } };
      return prisma.child.findMany({ where, include: childInclude, orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }] });
    },

    async readChild(viewer: Viewer, childId: number): Promise<ChildRow> {
      peoplePolicy.assertCanReadChild(viewer, await familyOf(prisma, viewer), childId);
      const child = await prisma.child.findUnique({ where: { id: childId }, include: childInclude });
      if (!child) throw notFound('Child');
      return child;
    },

    /**
     * Adds a child to the viewer's family (linked to every parent/guardian already sharing the family's
     * children) or, with an id, edits one of the family's children. Returns the child's id.
     */
    async saveChild(viewer: Viewer, childId: number | null, child: ChildInput): Promise<number> {
      const parentId = peoplePolicy.requireOwnParent(viewer);
      const family = await familyOf(prisma, viewer);
      if (childId !== null) peoplePolicy.assertCanEditChild(viewer, family, childId);
      if (childId !== null) {
        await prisma.child.update({ where: { id: childId }, data: child });
        return childId;
      }
      // Under the family's lock, from its children read now: a child added at the same moment as another, or
      // as a guardian's invitation, counts towards the limit and is linked to every parent of the family.
      const created = await prisma.$transaction(async (tx) => {
        await lockParent(tx, parentId);
        const own = await tx.childParent.findMany({ where: { parentId }, select: { childId: true } });
        if (own.length >= MAX_CHILDREN) throw badInput({ children: english(words.childrenLimit, { max: MAX_CHILDREN }) });
        const coParents = await tx.childParent.findMany({
          where: { childId: { in: own.map((c) => c.childId) }, parentId: { not: parentId } },
          distinct: ['parentId'],
          select: { parentId: true },
        });
        return tx.child.create({
          data: { ...child, parents: { create: [parentId, ...coParents.map((p) => p.parentId)].map((id) => ({ parentId: id })) } },
          select: { id: true },
        });
      });
      forgetFamily(viewer);
      return created.id;
    },

    // ───────────── second parents / guardians ─────────────

    /** The other parents/guardians of the viewer's children (joined or only invited). */
    async guardiansOf(viewer: Viewer, parentId: number) {
      if (!peoplePolicy.canEditParent(viewer, parentId)) return [];
      return prisma.parent.findMany({
        where: { id: { not: parentId }, children: { some: { child: { parents: { some: { parentId } } } } } },
        select: { id: true, firstName: true, preferredName: true, lastName: true, email: true, accountId: true },
        orderBy: { id: 'asc' },
      });
    },

    /** Invites a second parent/guardian by e-mail: an account-less parent linked to the family's children. */
    async inviteGuardian(viewer: Viewer, invite: GuardianInviteInput): Promise<number> {
      const parentId = peoplePolicy.requireOwnParent(viewer);
      const own = await prisma.parent.findUniqueOrThrow({ where: { id: parentId }, select: { email: true } });
      if (invite.email === own.email.toLowerCase() || invite.email === viewer.identity?.email) throw badInput({ email: english(words.ownEmail) });
      // Under the family's lock: two invitations to one address at once make one, and a child added at the
      // same moment is linked to the invitation too.
      await prisma.$transaction(async (tx) => {
        await lockParent(tx, parentId);
        const childIds = (await tx.childParent.findMany({ where: { parentId }, select: { childId: true } })).map((c) => c.childId);
        if (childIds.length === 0) throw badInput({ children: english(words.childrenFirst) });
        const guardians = await tx.parent.findMany({
          where: { id: { not: parentId }, children: { some: { childId: { in: childIds } } } },
          select: { email: true, accountId: true },
        });
        if (guardians.some((g) => g.email.toLowerCase() === invite.email)) throw conflict(english(words.alreadyGuardian, { email: invite.email }));
        if (guardians.filter((g) => g.accountId === null).length >= MAX_OPEN_INVITES) throw badInput({ email: english(words.invitesLimit, { max: MAX_OPEN_INVITES }) });
        await tx.parent.create({ data: { ...invite, children: { create: childIds.map((childId) => ({ childId })) } } });
      });
      return parentId;
    },

    /** Withdraws an invitation that has not been accepted yet. */
    async cancelGuardianInvite(viewer: Viewer, inviteId: number): Promise<number> {
      const parentId = peoplePolicy.requireOwnParent(viewer);
      const family = await familyOf(prisma, viewer);
      const { count } = await prisma.parent.deleteMany({
        where: { id: inviteId, accountId: null, children: { some: { childId: { in: [...family.childIds] } } } },
      });
      if (count === 0) throw notFound('Invitation');
      return parentId;
    },

    /** Invitations waiting for the viewer: account-less parents with the viewer's verified e-mail. */
    async invitationsFor(viewer: Viewer) {
      const email = viewer.identity?.email;
      if (!email) return [];
      return prisma.parent.findMany({
        where: { accountId: null, email: { equals: email, mode: 'insensitive' }, children: { some: {} } },
        select: {
          id: true,
          children: { select: { child: { select: { firstName: true, preferredName: true, lastName: true, parents: { where: { parent: { accountId: { not: null } } }, select: { parent: { select: { firstName: true, preferredName: true, lastName: true } } } } } } } },
        },
        orderBy: { id: 'asc' },
      });
    },

    /**
     * Joins the family of an invitation: the viewer's own parent identity is linked to its children and
     * the invitation row goes; an account without a parent identity takes the invitation row over.
     */
    async acceptGuardianInvite(viewer: Viewer, inviteId: number): Promise<number> {
      const { accountId } = viewer.requireSignedIn();
      const parentId = await prisma.$transaction(async (tx) => {
        // The invitation's row is locked first: of two acceptances at once, the second finds it gone.
        await lockParent(tx, inviteId);
        const invite = await tx.parent.findUnique({ where: { id: inviteId }, select: { accountId: true, email: true, children: { select: { childId: true } } } });
        if (!invite || !peoplePolicy.canAcceptGuardianInvite(viewer, invite)) throw notFound('Invitation');
        if (viewer.parentId === null) {
          await tx.parent.update({ where: { id: inviteId }, data: { accountId } });
          return inviteId;
        }
        await tx.childParent.createMany({ data: invite.children.map(({ childId }) => ({ childId, parentId: viewer.parentId! })), skipDuplicates: true });
        await tx.parent.delete({ where: { id: inviteId } });
        return viewer.parentId;
      });
      forgetFamily(viewer);
      return parentId;
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
