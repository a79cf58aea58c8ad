// A few saved people queries (CONTRACT "Demo data"), shared by the admin, and the medical notes that make
// the first of them — the question the people query is built for — find children in the demo.
import type { Prisma } from '../generated/prisma/client.ts';

type Db = Prisma.TransactionClient;

/** The club the demo's science-minded children choose (the program's science club). */
export const SCIENCE_CLUB = 'Science Club';
const NOTES = ['Mild asthma; inhaler in backpack.', 'Allergic to bee stings; EpiPen with the nurse.', 'Wears glasses for reading.'];

/**
 * Medical notes for a few science-club children in grades 3–5 of the generated families (none of the demo
 * accounts, so the demo families stay as their e-mails describe them). Returns their ids: the first two
 * stay home on Aug 12 (seedAttendance), so the flagship query finds them; the third came that day.
 */
export async function seedScienceClubNotes(db: Db): Promise<number[]> {
  const club = await db.group.findFirstOrThrow({ where: { name: SCIENCE_CLUB, year: 2025 }, select: { id: true } });
  const children = await db.child.findMany({
    where: {
      gradeEntering: { gte: 3, lte: 5 },
      medicalInformation: '',
      groups: { some: { groupId: club.id } },
      parents: { none: { parent: { accountId: { not: null } } } },
    },
    orderBy: { id: 'asc' },
    take: NOTES.length,
    select: { id: true },
  });
  for (const [i, child] of children.entries()) await db.child.update({ where: { id: child.id }, data: { medicalInformation: NOTES[i] } });
  return children.map((c) => c.id);
}

export async function seedPeopleQueries(db: Db, ownerStaffId: number): Promise<number> {
  const club = await db.group.findFirstOrThrow({ where: { name: SCIENCE_CLUB, year: 2025 }, select: { id: true } });
  const queries = [
    {
      name: `Grades 3–5 in ${SCIENCE_CLUB} with a medical note, not checked in Aug 12`,
      definition: {
        personType: 'child',
        where: {
          all: [
            { field: 'grade', op: 'between', value: [3, 5] },
            { field: 'club', op: 'in', value: [club.id] },
            { field: 'medical', op: 'isNotEmpty' },
            { field: 'attendance', op: 'notCheckedInOn', value: '2025-08-12' },
          ],
        },
        columns: ['name', 'grade', 'club', 'medical'],
        sort: [{ field: 'lastName', direction: 'asc' }],
      },
    },
    {
      name: 'Parents open to hearing about other church events',
      definition: {
        personType: 'parent',
        where: { field: 'otherEventMessages', op: 'isTrue' },
        columns: ['name', 'email', 'phone', 'childRegistered'],
        sort: [{ field: 'name', direction: 'asc' }],
      },
    },
    {
      name: 'Children with staff notes',
      definition: {
        personType: 'child',
        where: { field: 'hasStaffNotes', op: 'isTrue' },
        columns: ['name', 'grade', 'permanentGroup', 'registrationStatus'],
        sort: [{ field: 'grade', direction: 'asc' }],
      },
    },
  ];
  await db.savedPeopleQuery.createMany({ data: queries.map((q) => ({ name: q.name, definition: JSON.stringify(q.definition), shared: true, ownerId: ownerStaffId })) });
  return queries.length;
}
