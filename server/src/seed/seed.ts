// Demo data (CONTRACT.md "Demo data"): seeded into an empty non-production database on start
// (server/src/main.ts) and on demand by `npm run db:seed` (server/scripts/seed.ts).
//
// Everything is written through Prisma in one transaction (all or nothing, ~30 statements, createMany
// wherever possible), because most domain services do not exist yet. As the registration, groups,
// schedule, attendance and memory-work domains get services, move the matching section onto them so the
// demo data keeps obeying the same rules as real data. Every "random" choice comes from a fixed seed, so
// each run produces exactly the same demo.
//
// Sections: edition.ts (edition, settings, questions) · staff.ts · interns.ts · families.data.ts +
// families.ts (parents, children, registrations, emergency contacts) · groups.ts (groups, clubs, points) ·
// schedule.data.ts + schedule.ts (days, events, curriculum, memory work) · activity.ts (check-ins, memorized) ·
// printers.ts (label printers and a kiosk entry).
// messages.ts (two sent messages and a draft).
import type { PrismaClient } from '../generated/prisma/client.ts';
import { seedAttendance, seedMemorized } from './activity.ts';
import { seedEdition } from './edition.ts';
import { seedQuestionTypes } from './question-types.ts';
import { seedFamilies } from './families.ts';
import { seedGroups, seedPoints } from './groups.ts';
import { seedInterns } from './interns.ts';
import { createRandom } from './random.ts';
import { seedSchedule } from './schedule.ts';
import { seedStaff } from './staff.ts';
import { seedPeopleQueries, seedScienceClubNotes } from './people-queries.ts';
import { seedPickupAndFirstAid } from './pickup-and-first-aid.ts';
import { seedScreening } from './screening.ts';
import { seedPhotos } from './photos.ts';
import { seedPrinters } from './printers.ts';
import { seedMessages } from './messages.ts';

const ACTIVITY_SEED = 20250812;
const INTERN_DECISIONS_AT = new Date('2025-06-16T15:00:00Z');

export interface SeedSummary {
  year: number;
  staff: number;
  interns: number;
  families: number;
  children: number;
  pendingRegistrations: number;
  groups: number;
  days: number;
  events: number;
  memoryWork: number;
  pointsRecords: number;
  attendanceRecords: number;
  memorized: number;
}

/** Seeds the demo only when there is no edition yet; true when it seeded. */
export async function seedIfEmpty(prisma: PrismaClient): Promise<boolean> {
  const editions = await prisma.edition.count();
  if (editions > 0) return false;
  await seedDemoData(prisma);
  return true;
}

/** Writes the whole demo. Expects an empty database (the edition year and demo e-mails are unique). */
export async function seedDemoData(prisma: PrismaClient): Promise<SeedSummary> {
  return prisma.$transaction(
    async (tx) => {
      const random = createRandom(ACTIVITY_SEED);
      const edition = await seedEdition(tx);
      await seedQuestionTypes(tx, edition.year);
      const staff = await seedStaff(tx);
      const interns = await seedInterns(tx, edition.applicationQuestions, INTERN_DECISIONS_AT);
      const families = await seedFamilies(tx, edition.registrationQuestions, staff.adminId);
      const groups = await seedGroups(tx, families.children, { leaderIds: staff.leaderIds, staffId: staff.staffId, internIds: interns.internIds });
      const schedule = await seedSchedule(tx, groups);
      const pointsRecords = await seedPoints(tx, groups.permanentIds, schedule.days.slice(0, 3).map((d) => d.id), random);
      const recorders = [staff.staffId, ...staff.leaderIds];
      const withNotes = await seedScienceClubNotes(tx);
      const attendanceRecords = await seedAttendance(tx, families.children, schedule, recorders, random, withNotes.slice(0, 2));
      const memorized = await seedMemorized(tx, families.children, schedule, recorders, random);
      await seedPeopleQueries(tx, staff.adminId);
      await seedPickupAndFirstAid(tx);
      await seedScreening(tx, (await tx.staff.findUnique({ where: { id: staff.adminId }, select: { accountId: true } }))?.accountId ?? null);
      await seedPhotos(tx);
      await seedPrinters(tx, edition.year, staff.adminId);
      await seedMessages(tx, edition.year, staff.adminId, groups.permanentIds[0]);
      return {
        year: edition.year,
        staff: staff.allIds.length,
        interns: interns.internIds.length,
        families: families.familyParentIds.length,
        children: families.children.length,
        pendingRegistrations: families.children.filter((c) => c.status === 'PENDING').length,
        groups: groups.permanentIds.length + groups.clubIds.length,
        days: schedule.days.length,
        events: schedule.eventCount,
        memoryWork: schedule.weekMemoryWorkIds.length + schedule.dayMemoryWorkIds.flat().length,
        pointsRecords,
        attendanceRecords,
        memorized,
      };
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
}
