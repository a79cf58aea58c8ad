// A family's authorized pickup people: who may take the children home, and who must NOT (shown as a
// warning at check-out). The parent keeps the list on their profile; staff and interns read it at the
// check-in table (attendance-views.service.ts loads it with the families).
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { badInput, notFound } from '../../errors.ts';
import { peoplePolicy } from '../people/people.policy.ts';

export const PICKUP_NAME_MAX = 100;
export const PICKUP_NOTE_MAX = 300;
export const PICKUP_PEOPLE_MAX = 20;

export interface PickupPersonInput {
  name: string;
  relationship: string;
  phone?: string | null;
  mayPickUp: boolean;
  note?: string | null;
}

const SELECT = { id: true, name: true, relationship: true, phone: true, mayPickUp: true, note: true } as const;

function checkInput(input: PickupPersonInput) {
  const fields: Record<string, string> = {};
  const name = typeof input.name === 'string' ? input.name.trim().replace(/\s+/g, ' ') : '';
  if (!name || name.length > PICKUP_NAME_MAX) fields.name = `Enter a name (at most ${PICKUP_NAME_MAX} characters).`;
  const relationship = typeof input.relationship === 'string' ? input.relationship.trim() : '';
  if (!relationship || relationship.length > 50) fields.relationship = 'Say who they are to the children (e.g. Grandmother).';
  const phone = (typeof input.phone === 'string' ? input.phone : '').replace(/\D/g, '');
  if (input.mayPickUp && phone.length !== 10 && phone.length !== 7) fields.phone = 'Enter a phone number like (555) 123-4567.';
  if (!input.mayPickUp && phone && phone.length !== 10 && phone.length !== 7) fields.phone = 'Enter a phone number like (555) 123-4567, or leave it empty.';
  const note = (typeof input.note === 'string' ? input.note : '').trim();
  if (note.length > PICKUP_NOTE_MAX) fields.note = `Keep the note to ${PICKUP_NOTE_MAX} characters or fewer.`;
  if (typeof input.mayPickUp !== 'boolean') fields.mayPickUp = 'Say whether this person may pick up.';
  if (Object.keys(fields).length) throw badInput(fields, 'Please check the pickup person’s details.');
  return { name, relationship, phone, mayPickUp: input.mayPickUp, note };
}

export function createPickupPeopleService(prisma: PrismaClient) {
  return {
    /** The signed-in parent's own list. */
    async list(viewer: Viewer) {
      const parentId = peoplePolicy.requireOwnParent(viewer);
      return prisma.authorizedPickup.findMany({ where: { parentId }, orderBy: [{ mayPickUp: 'desc' }, { name: 'asc' }], select: SELECT });
    },

    /** Adds a person (no id) or changes one of the parent's own. */
    async save(viewer: Viewer, id: number | null | undefined, input: PickupPersonInput) {
      const parentId = peoplePolicy.requireOwnParent(viewer);
      const data = checkInput(input);
      if (id) {
        const { count } = await prisma.authorizedPickup.updateMany({ where: { id, parentId }, data });
        if (!count) throw notFound('Pickup person');
        return prisma.authorizedPickup.findUniqueOrThrow({ where: { id }, select: SELECT });
      }
      const existing = await prisma.authorizedPickup.count({ where: { parentId } });
      if (existing >= PICKUP_PEOPLE_MAX) throw badInput({ name: `A family may list at most ${PICKUP_PEOPLE_MAX} people.` });
      return prisma.authorizedPickup.create({ data: { ...data, parentId }, select: SELECT });
    },

    async remove(viewer: Viewer, id: number) {
      const parentId = peoplePolicy.requireOwnParent(viewer);
      const { count } = await prisma.authorizedPickup.deleteMany({ where: { id, parentId } });
      if (!count) throw notFound('Pickup person');
    },
  };
}
