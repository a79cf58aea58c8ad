// A family's authorized pickup people: who may take the children home, and who must NOT (shown as a
// warning at check-out). The parent keeps the list on their profile; staff and interns read it at the
// check-in table (attendance-views.service.ts loads it with the families).
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { badInput, notFound } from '../../errors.ts';
import { peoplePolicy } from '../people/people.policy.ts';
import type { PickupPersonInput } from '../../../../forms/family.ts';

export const PICKUP_PEOPLE_MAX = 20;

const SELECT = { id: true, name: true, relationship: true, phone: true, mayPickUp: true, note: true } as const;

export function createPickupPeopleService(prisma: PrismaClient) {
  return {
    /** The signed-in parent's own list. */
    async list(viewer: Viewer) {
      const parentId = peoplePolicy.requireOwnParent(viewer);
      return prisma.authorizedPickup.findMany({ where: { parentId }, orderBy: [{ mayPickUp: 'desc' }, { name: 'asc' }], select: SELECT });
    },

    /** Adds a person (no id) or changes one of the parent's own, as the doors read it (forms/family.ts). */
    async save(viewer: Viewer, id: number | null | undefined, data: PickupPersonInput) {
      const parentId = peoplePolicy.requireOwnParent(viewer);
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
