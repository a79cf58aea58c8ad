// Reading what the clearance rule needs, in one statement: the current edition's requirements and time zone and
// one person's live (not replaced) records. The station asks it on every request, so it is one round trip.
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { localDate } from '../settings/edition-time.ts';
import { clearanceOf, type Clearance, type ScreeningFact, type ScreeningRequirements } from './screening.policy.ts';

/** Whose records: a staff identity, an intern identity, or both (one account holding both). */
export interface ScreenedPerson {
  staffId: number | null;
  internId: number | null;
}

export interface ClearanceFacts extends ScreeningRequirements {
  timeZone: string;
  today: string;
  facts: ScreeningFact[];
}

type Row = { timeZone: string; requiresTraining: boolean; requiresCodeOfConduct: boolean; facts: ScreeningFact[] | null };

type Reader = Pick<PrismaClient, '$queryRaw'>;

/** The current edition's requirements and the person's live records (no edition yet: everything required, UTC). */
export async function readClearanceFacts(prisma: Reader, person: ScreenedPerson, now = new Date()): Promise<ClearanceFacts> {
  // The records of the identity named and of the other identity of the same account (one person, staff and intern).
  const staffId = person.staffId ?? -1;
  const internId = person.internId ?? -1;
  const rows = await prisma.$queryRaw<Row[]>(Prisma.sql`
    SELECT e."timeZone", e."screeningRequiresTraining" AS "requiresTraining", e."screeningRequiresCodeOfConduct" AS "requiresCodeOfConduct",
      (SELECT json_agg(json_build_object('id', r."id", 'kind', r."kind", 'completedOn', to_char(r."completedOn", 'YYYY-MM-DD'),
                'expiresOn', to_char(r."expiresOn", 'YYYY-MM-DD'), 'result', r."result"))
         FROM "ScreeningRecord" r
        WHERE r."replacedAt" IS NULL
          AND (r."staffId" IN (SELECT st."id" FROM "Staff" st WHERE st."id" = ${staffId}::int OR st."accountId" = (SELECT i."accountId" FROM "Intern" i WHERE i."id" = ${internId}::int))
            OR r."internId" IN (SELECT i."id" FROM "Intern" i WHERE i."id" = ${internId}::int OR i."accountId" = (SELECT st."accountId" FROM "Staff" st WHERE st."id" = ${staffId}::int)))) AS "facts"
    FROM (SELECT 1) one
    LEFT JOIN "ProgramSettings" s ON s."id" = 1
    LEFT JOIN "Edition" e ON e."year" = s."currentYear"`);
  const row = rows[0];
  const timeZone = row?.timeZone ?? 'UTC';
  return {
    timeZone,
    today: localDate(now, timeZone),
    requiresTraining: row?.requiresTraining ?? true,
    requiresCodeOfConduct: row?.requiresCodeOfConduct ?? true,
    facts: row?.facts ?? [],
  };
}

/** Whether the person is cleared today, and what is missing. */
export async function readClearance(prisma: Reader, person: ScreenedPerson, now = new Date()): Promise<Clearance> {
  const f = await readClearanceFacts(prisma, person, now);
  return clearanceOf(f.facts, f, f.today);
}
