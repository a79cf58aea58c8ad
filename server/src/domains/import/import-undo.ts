// Whether an import can still be undone: only while nothing it created has changed since. Each check is one
// statement over all the import's rows; the first thing found is said in words (the 409's message).
import type { Prisma } from '../../generated/prisma/client.ts';

type Tx = Prisma.TransactionClient;
interface ImportRecord {
  importedAt: Date | null;
  createdAccountIds: number[];
  createdParentIds: number[];
  createdChildIds: number[];
  createdContactIds: number[];
}

const count = async (tx: Tx, sql: string, ...values: unknown[]) => Number((await tx.$queryRawUnsafe<{ n: bigint | number }[]>(sql, ...values))[0].n);

/** Why this import can no longer be undone, or null when it can. */
export async function undoRefusal(tx: Tx, record: ImportRecord): Promise<string | null> {
  const at = record.importedAt!;
  const { createdChildIds: children, createdParentIds: parents, createdAccountIds: accounts, createdContactIds: contacts } = record;
  const checks: [string, () => Promise<number>][] = [
    ['a family it created was changed since', () => count(tx, `SELECT count(*)::int AS n FROM "Parent" WHERE "id" = ANY($1::int[]) AND "updatedAt" > $2`, parents, at)],
    ['a child it created was changed since', () => count(tx, `SELECT count(*)::int AS n FROM "Child" WHERE "id" = ANY($1::int[]) AND "updatedAt" > $2`, children, at)],
    ['a child it created has been registered', () => count(tx, `SELECT count(*)::int AS n FROM "Registration" WHERE "childId" = ANY($1::int[])`, children)],
    ['a child it created has been placed in a group', () => count(tx, `SELECT count(*)::int AS n FROM "GroupChild" WHERE "childId" = ANY($1::int[])`, children)],
    ['a child it created has been checked in', () => count(tx, `SELECT count(*)::int AS n FROM "AttendanceRecord" WHERE "childId" = ANY($1::int[])`, children)],
    [
      'a family it created has children or guardians added since',
      () =>
        count(
          tx,
          `SELECT ((SELECT count(*) FROM "ChildParent" WHERE "parentId" = ANY($1::int[]) AND NOT ("childId" = ANY($2::int[])))
            + (SELECT count(*) FROM (SELECT 1 FROM "ChildParent" WHERE "childId" = ANY($2::int[]) GROUP BY "childId" HAVING count(*) > 1) AS shared))::int AS n`,
          parents,
          children,
        ),
    ],
    [
      'a family it created has changed its emergency contacts',
      () => count(tx, `SELECT count(*)::int AS n FROM "EmergencyContact" WHERE "parentId" = ANY($1::int[]) AND NOT ("id" = ANY($2::int[]))`, parents, contacts),
    ],
    [
      'a parent it invited has signed in',
      () => count(tx, `SELECT count(*)::int AS n FROM "Account" a WHERE a."id" = ANY($1::int[]) AND (a."lastSignInAt" IS NOT NULL OR EXISTS (SELECT 1 FROM "SignInIdentity" i WHERE i."accountId" = a."id"))`, accounts),
    ],
  ];
  for (const [words, check] of checks) {
    if ((await check()) > 0) return `This import can no longer be undone: ${words}. Change those families by hand instead.`;
  }
  return null;
}
