// Safe-pickup and first-aid demo data: authorized pickup people (and one "must not pick up" warning) for
// some families, and a first-aid report about a demo child with one correction, so the profile, the
// check-out screen and /dashboard/first-aid have something to show.
import type { Prisma } from '../generated/prisma/client.ts';
import { programInstant } from './program-time.ts';

type Db = Prisma.TransactionClient;

const PEOPLE: { name: string; relationship: string; phone: string; mayPickUp: boolean; note?: string }[][] = [
  [
    { name: 'Linda Mitchell', relationship: 'Grandmother', phone: '6125550181', mayPickUp: true },
    { name: 'Greg Holm', relationship: 'Neighbor', phone: '6125550182', mayPickUp: true, note: 'Tuesdays and Thursdays' },
    { name: 'Dale Mitchell', relationship: 'Uncle', phone: '', mayPickUp: false, note: 'Court order: must not pick up. Call the parent at once.' },
  ],
  [{ name: 'Rosa Alvarez', relationship: 'Aunt', phone: '6125550183', mayPickUp: true }],
  [
    { name: 'Tom Becker', relationship: 'Grandfather', phone: '6125550184', mayPickUp: true },
    { name: 'Ann Becker', relationship: 'Grandmother', phone: '6125550185', mayPickUp: true },
  ],
  [{ name: 'Priya Nair', relationship: 'Family friend', phone: '6125550186', mayPickUp: true }],
];

export async function seedPickupAndFirstAid(db: Db): Promise<void> {
  const demoParent = await db.parent.findFirstOrThrow({ where: { email: 'parent@example.org' }, select: { id: true, children: { orderBy: { childId: 'asc' }, select: { childId: true } } } });
  const others = await db.parent.findMany({ where: { id: { not: demoParent.id }, accountId: { not: null }, children: { some: {} } }, orderBy: { id: 'asc' }, take: PEOPLE.length - 1, select: { id: true } });
  const parentIds = [demoParent.id, ...others.map((p) => p.id)];
  await db.authorizedPickup.createMany({ data: parentIds.flatMap((parentId, i) => PEOPLE[i].map((p) => ({ ...p, note: p.note ?? '', parentId }))) });

  const leader = await db.staff.findFirstOrThrow({ where: { permissions: { none: {} }, email: { not: 'staff@example.org' } }, orderBy: { id: 'asc' }, select: { id: true, accountId: true } });
  const first = {
    occurredAt: programInstant('2025-08-11', '10:40'),
    location: 'Gym, during Nile Sports',
    whatHappened: 'Tripped over a cone and scraped the left knee.',
    treatment: 'Cleaned with water, bandage applied.',
    followUp: '',
  };
  await db.firstAidReport.create({
    data: {
      childId: demoParent.children[0].childId,
      staffId: leader.id,
      ...first,
      treatment: 'Cleaned with water, bandage and ice pack for 10 minutes.',
      followUp: 'Check the bandage at pickup.',
      createdAt: programInstant('2025-08-11', '10:55'),
      revisions: { create: [{ ...first, correctedById: leader.accountId, correctedAt: programInstant('2025-08-11', '11:20') }] },
    },
  });
}
