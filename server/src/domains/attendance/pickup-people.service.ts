// A family's authorized pickup people: who may take the children home, and who must NOT (shown as a
// warning at check-out). The parent keeps the list on their profile; staff and interns read it at the
// check-in table (attendance-views.service.ts loads it with the families).
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { badInput, notFound } from '../../errors.ts';
import { peoplePolicy } from '../people/people.policy.ts';
import { photoUrl } from '../photos/photos.service.ts';
import type { PickupPersonInput } from '../../../../forms/family.ts';
import { defineMessages, english } from '../../../../shared/messages.ts';

export const PICKUP_PEOPLE_MAX = 20;

/** A pickup person as every screen reads them; the photo's id only (its image is served by the photos domain). */
export const PICKUP_PERSON_SELECT = { id: true, name: true, relationship: true, phone: true, mayPickUp: true, note: true, photo: { select: { id: true } } } as const;
/** The words a parent can meet (server/src/i18n/es.json has their Spanish). */
const words = defineMessages({
  limit: { id: 'errors.pickupPeople.limit', defaultMessage: 'A family may list at most {max} people.' },
});

const SELECT = PICKUP_PERSON_SELECT;
type PickupPersonRow = Prisma.AuthorizedPickupGetPayload<{ select: typeof PICKUP_PERSON_SELECT }>;

/** A pickup person as both doors give them: the photo as its address. */
export const pickupPersonOf = ({ photo, ...person }: PickupPersonRow) => ({ ...person, photoUrl: photo ? photoUrl(photo.id) : null });
export type PickupPerson = ReturnType<typeof pickupPersonOf>;

export function createPickupPeopleService(prisma: PrismaClient) {
  return {
    /** The signed-in parent's own list. */
    async list(viewer: Viewer) {
      const parentId = peoplePolicy.requireOwnParent(viewer);
      const people = await prisma.authorizedPickup.findMany({ where: { parentId }, orderBy: [{ mayPickUp: 'desc' }, { name: 'asc' }], select: SELECT });
      return people.map(pickupPersonOf);
    },

    /** Adds a person (no id) or changes one of the parent's own, as the doors read it (forms/family.ts). */
    async save(viewer: Viewer, id: number | null | undefined, data: PickupPersonInput) {
      const parentId = peoplePolicy.requireOwnParent(viewer);
      if (id) {
        const { count } = await prisma.authorizedPickup.updateMany({ where: { id, parentId }, data });
        if (!count) throw notFound('Pickup person');
        return pickupPersonOf(await prisma.authorizedPickup.findUniqueOrThrow({ where: { id }, select: SELECT }));
      }
      const existing = await prisma.authorizedPickup.count({ where: { parentId } });
      if (existing >= PICKUP_PEOPLE_MAX) throw badInput({ name: english(words.limit, { max: PICKUP_PEOPLE_MAX }) });
      return pickupPersonOf(await prisma.authorizedPickup.create({ data: { ...data, parentId }, select: SELECT }));
    },

    async remove(viewer: Viewer, id: number) {
      const parentId = peoplePolicy.requireOwnParent(viewer);
      const { count } = await prisma.authorizedPickup.deleteMany({ where: { id, parentId } });
      if (!count) throw notFound('Pickup person');
    },
  };
}
