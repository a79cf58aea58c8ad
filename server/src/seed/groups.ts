// Groups: six permanent (age-banded) groups with a leader each, four afternoon clubs filled from the
// children's elective answers (first choice while seats last, then second, then third), interns, and
// the points each permanent group earned on the first three days.
import type { Prisma } from '../generated/prisma/client.ts';
import { CLUB_NAMES, EDITION_YEAR, type ClubName } from './edition.ts';
import type { SeededChild } from './families.ts';
import { inInsertOrder } from './insert-order.ts';
import type { SeedRandom } from './random.ts';

type Db = Prisma.TransactionClient;

export const PERMANENT_GROUPS = [
  { name: 'Pharaohs', color: '#c92a2a' },
  { name: 'Pyramids', color: '#e8590c' },
  { name: 'Scarabs', color: '#2f9e44' },
  { name: 'Sphinxes', color: '#7048e8' },
  { name: 'Nile Navigators', color: '#1971c2' },
  { name: 'Desert Falcons', color: '#f08c00' },
] as const;

const CLUB_COLORS: Record<ClubName, string> = {
  'Hieroglyph Art': '#d6336c',
  'Science Club': '#0c8599',
  'Nile Sports': '#5c940d',
  'Royal Court Drama': '#862e9c',
};
export const CLUB_CAPACITY = 12;

export interface SeededGroups {
  /** Permanent group ids, youngest children first. */
  permanentIds: number[];
  /** Club ids in CLUB_NAMES order. */
  clubIds: number[];
  /** Which permanent group each approved child is in. */
  permanentOf: Map<number, number>;
}

export async function seedGroups(
  db: Db,
  children: SeededChild[],
  people: { leaderIds: number[]; staffId: number; internIds: number[] },
): Promise<SeededGroups> {
  const rows = [
    ...PERMANENT_GROUPS.map((g) => ({ year: EDITION_YEAR, name: g.name, color: g.color, type: 'PERMANENT' as const, capacity: null })),
    ...CLUB_NAMES.map((name) => ({ year: EDITION_YEAR, name, color: CLUB_COLORS[name], type: 'ROTATIONAL' as const, capacity: CLUB_CAPACITY })),
  ];
  const groups = inInsertOrder(
    await db.group.createManyAndReturn({ data: rows, select: { id: true, name: true } }),
    rows,
    (row, want) => row.name === want.name,
  );
  const permanentIds = groups.slice(0, PERMANENT_GROUPS.length).map((g) => g.id);
  const clubIds = groups.slice(PERMANENT_GROUPS.length).map((g) => g.id);

  const approved = children.filter((c) => c.status === 'APPROVED');
  // Age bands: sorted by grade, cut into six near-equal runs.
  const byGrade = [...approved].sort((a, b) => a.gradeEntering - b.gradeEntering || a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
  const permanentOf = new Map<number, number>();
  byGrade.forEach((child, i) => permanentOf.set(child.id, permanentIds[Math.floor((i * permanentIds.length) / byGrade.length)]));

  // Clubs: earlier registrations (lower ids) choose first.
  const seats = new Map<ClubName, number>(CLUB_NAMES.map((c) => [c, CLUB_CAPACITY]));
  const clubOf = new Map<number, number>();
  for (const child of [...approved].sort((a, b) => a.id - b.id)) {
    const club = child.clubChoices.find((c) => (seats.get(c) ?? 0) > 0);
    if (!club) continue;
    seats.set(club, seats.get(club)! - 1);
    clubOf.set(child.id, clubIds[CLUB_NAMES.indexOf(club)]);
  }

  await db.groupChild.createMany({
    data: [
      ...[...permanentOf].map(([childId, groupId]) => ({ childId, groupId })),
      ...[...clubOf].map(([childId, groupId]) => ({ childId, groupId })),
    ],
  });
  await db.groupStaff.createMany({
    data: [
      ...permanentIds.map((groupId, i) => ({ groupId, staffId: people.leaderIds[i % people.leaderIds.length] })),
      { groupId: permanentIds[2], staffId: people.staffId },
      ...clubIds.map((groupId, i) => ({ groupId, staffId: people.leaderIds[(i + 2) % people.leaderIds.length] })),
    ],
  });
  // The demo intern helps the youngest group; the others help two older groups.
  const internGroups = [permanentIds[0], permanentIds[3], permanentIds[5]];
  await db.groupIntern.createMany({ data: people.internIds.map((internId, i) => ({ internId, groupId: internGroups[i % internGroups.length] })) });

  return { permanentIds, clubIds, permanentOf };
}

/** Points per permanent group for each of the given days (the days already run). */
export async function seedPoints(db: Db, permanentIds: number[], dayIds: number[], random: SeedRandom): Promise<number> {
  const data = dayIds.flatMap((dayId) => permanentIds.map((groupId) => ({ groupId, dayId, amount: random.int(8, 30) * 5 })));
  await db.groupDayPoints.createMany({ data });
  return data.length;
}
