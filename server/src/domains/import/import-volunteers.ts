// Volunteers (staff and interns) brought in from a spreadsheet, through the same upload → preview → import →
// undo as families, with a constant number of statements however long the file.
//
// Matching is by e-mail against accounts (and interns with no account yet):
// - an account that already is staff (listed as staff) or an intern (listed as an intern) is left as is;
// - any other account holding the e-mail (a parent's, an account with no role, staff listed as an intern
//   or the reverse) is a problem in words and the row is left out: roles and staff rights are given by an
//   administrator on the accounts page, never by a file;
// - everyone else gets a new account holding the e-mail and a staff record with no permissions, or an intern
//   record accepted for the current edition; they are invited by e-mail to sign in with that address.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { FileVolunteer } from '../../../../forms/import-volunteers.ts';
import type { RowProblem } from '../../../../forms/import.ts';
import { fieldLabel } from '../../../../forms/import-columns.ts';
import type { AuditEntry } from '../audit/audit-entry.ts';
import { creation, insertRows, nextIds, type Column } from './import-write.ts';

type Tx = Prisma.TransactionClient;
type Db = Pick<Tx, '$queryRawUnsafe'>;

export interface PlannedVolunteer {
  volunteer: FileVolunteer;
  /** Already here in that role: left as is. */
  existing: 'staff' | 'intern' | null;
}

interface AccountRow { email: string; staffId: number | null; internId: number | null; parentId: number | null }

const ROLE_WORDS = { STAFF: 'staff', INTERN: 'an intern' } as const;

function refusal(v: FileVolunteer, a: AccountRow): string {
  const listed = `listed as ${ROLE_WORDS[v.role]}`;
  if (a.staffId !== null) return `${v.email} already belongs to a staff member, ${listed}: not changed. An administrator changes roles on the accounts page.`;
  if (a.internId !== null) return `${v.email} already belongs to an intern, ${listed}: not changed. An administrator changes roles on the accounts page.`;
  if (a.parentId !== null) return `${v.email} belongs to a parent’s account, ${listed}: not imported. Staff rights are given by an administrator on the accounts page.`;
  return `${v.email} belongs to an account with no role yet, ${listed}: not imported. An administrator gives it a role on the accounts page.`;
}

/** Each volunteer's outcome (new, or already here) and the rows refused for the account holding their e-mail. */
export async function planVolunteers(db: Db, volunteers: readonly FileVolunteer[]) {
  const emails = volunteers.map((v) => v.email);
  const rows = await db.$queryRawUnsafe<AccountRow[]>(
    `SELECT a."email", s."id" AS "staffId", i."id" AS "internId", p."id" AS "parentId"
     FROM "Account" a LEFT JOIN "Staff" s ON s."accountId" = a."id" LEFT JOIN "Intern" i ON i."accountId" = a."id" LEFT JOIN "Parent" p ON p."accountId" = a."id"
     WHERE a."email" = ANY($1::text[])
     UNION ALL
     SELECT lower(i."email"), NULL, i."id", NULL FROM "Intern" i WHERE i."accountId" IS NULL AND lower(i."email") = ANY($1::text[])`,
    emails,
  );
  const byEmail = new Map(rows.map((r) => [r.email, r]));
  const plan: PlannedVolunteer[] = [];
  const problems: RowProblem[] = [];
  for (const volunteer of volunteers) {
    const account = byEmail.get(volunteer.email);
    if (!account) plan.push({ volunteer, existing: null });
    else if (volunteer.role === 'STAFF' && account.staffId !== null) plan.push({ volunteer, existing: 'staff' });
    else if (volunteer.role === 'INTERN' && account.internId !== null && account.staffId === null) plan.push({ volunteer, existing: 'intern' });
    else problems.push({ row: volunteer.row, field: fieldLabel('volunteer.email'), message: refusal(volunteer, account) });
  }
  return { plan, problems };
}

export function volunteerView(p: PlannedVolunteer) {
  const v = p.volunteer;
  return { row: v.row, name: `${v.firstName} ${v.lastName}`, email: v.email, role: v.role, action: p.existing ? ('MATCH' as const) : ('CREATE' as const) };
}

const ACCOUNT_COLUMNS: Column[] = [['id', 'int'], ['email', 'text'], ['fullName', 'text'], ['createdAt', 'timestamp']];
const STAFF_COLUMNS: Column[] = [['id', 'int'], ['accountId', 'int'], ['firstName', 'text'], ['lastName', 'text'], ['email', 'text'], ['phone', 'text'], ['createdAt', 'timestamp']];
const INTERN_COLUMNS: Column[] = [
  ['id', 'int'], ['accountId', 'int'], ['firstName', 'text'], ['lastName', 'text'], ['gradeEntering', 'int'], ['email', 'text'], ['phone', 'text'], ['createdAt', 'timestamp'],
];
const APPLICATION_COLUMNS: Column[] = [['id', 'int'], ['internId', 'int'], ['year', 'int'], ['status', '"ApplicationStatus"'], ['submittedAt', 'timestamp'], ['decidedAt', 'timestamp']];

/** Writes the new volunteers (each table's rows in one statement) and answers the audit entries and invitees. */
export async function writeVolunteers(tx: Tx, plan: readonly PlannedVolunteer[]) {
  const at = new Date();
  const created = plan.filter((p) => p.existing === null).map((p) => p.volunteer);
  const staff = created.filter((v) => v.role === 'STAFF');
  const interns = created.filter((v) => v.role === 'INTERN');
  const accountIds = await nextIds(tx, 'Account', created.length);
  const staffIds = await nextIds(tx, 'Staff', staff.length);
  const internIds = await nextIds(tx, 'Intern', interns.length);
  const applicationIds = await nextIds(tx, 'InternApplication', interns.length);
  const year = interns.length
    ? (await tx.$queryRawUnsafe<{ year: number }[]>(`SELECT "currentYear" AS "year" FROM "ProgramSettings" WHERE "id" = 1`))[0]?.year
    : undefined;
  const accountOf = new Map(created.map((v, i) => [v, accountIds[i]]));

  const accounts = created.map((v) => ({ id: accountOf.get(v)!, email: v.email, fullName: `${v.firstName} ${v.lastName}`, createdAt: at }));
  const staffRows = staff.map((v, i) => ({ id: staffIds[i], accountId: accountOf.get(v)!, firstName: v.firstName, lastName: v.lastName, email: v.email, phone: v.phone, createdAt: at }));
  const internRows = interns.map((v, i) => ({
    id: internIds[i], accountId: accountOf.get(v)!, firstName: v.firstName, lastName: v.lastName, gradeEntering: v.gradeEntering, email: v.email, phone: v.phone, createdAt: at,
  }));
  const applications = year === undefined ? [] : internRows.map((r, i) => ({ id: applicationIds[i], internId: r.id, year, status: 'ACCEPTED', submittedAt: at, decidedAt: at }));

  await insertRows(tx, 'Account', ACCOUNT_COLUMNS, accounts);
  await insertRows(tx, 'Staff', STAFF_COLUMNS, staffRows);
  await insertRows(tx, 'Intern', INTERN_COLUMNS, internRows);
  await insertRows(tx, 'InternApplication', APPLICATION_COLUMNS, applications);
  const audit: AuditEntry[] = [
    ...accounts.map((row) => creation('Account', String(row.id), row)),
    ...staffRows.map((row) => creation('Staff', String(row.id), row, { personType: 'staff', personId: row.id })),
    ...internRows.map((row) => creation('Intern', String(row.id), row, { personType: 'intern', personId: row.id })),
    ...applications.map((row) => creation('InternApplication', String(row.id), row, { personType: 'intern', personId: row.internId })),
  ];
  return {
    at,
    audit,
    ids: { createdAccountIds: accountIds, createdStaffIds: staffIds, createdInternIds: internIds },
    invitees: created.map((v) => ({ email: v.email, firstName: v.firstName, role: v.role })),
  };
}

const count = async (tx: Tx, sql: string, ...values: unknown[]) => Number((await tx.$queryRawUnsafe<{ n: bigint | number }[]>(sql, ...values))[0].n);

/** Why a volunteers' import can no longer be undone, or null when it can. */
export async function volunteerUndoRefusal(tx: Tx, record: { createdAccountIds: number[]; createdStaffIds: number[]; createdInternIds: number[] }): Promise<string | null> {
  const { createdAccountIds: accounts, createdStaffIds: staff, createdInternIds: interns } = record;
  const checks: [string, () => Promise<number>][] = [
    ['a volunteer it added has signed in', () => count(tx, `SELECT count(*)::int AS n FROM "Account" a WHERE a."id" = ANY($1::int[]) AND (a."lastSignInAt" IS NOT NULL OR EXISTS (SELECT 1 FROM "SignInIdentity" i WHERE i."accountId" = a."id"))`, accounts)],
    ['a staff member it added has been given permissions', () => count(tx, `SELECT count(*)::int AS n FROM "StaffPermission" WHERE "staffId" = ANY($1::int[])`, staff)],
    ['a volunteer it added leads a group', () => count(tx, `SELECT ((SELECT count(*) FROM "GroupStaff" WHERE "staffId" = ANY($1::int[])) + (SELECT count(*) FROM "GroupIntern" WHERE "internId" = ANY($2::int[])))::int AS n`, staff, interns)],
    ['a volunteer it added has a screening record', () => count(tx, `SELECT count(*)::int AS n FROM "ScreeningRecord" WHERE "staffId" = ANY($1::int[]) OR "internId" = ANY($2::int[])`, staff, interns)],
    ['an intern it added has had their application changed', () => count(tx, `SELECT count(*)::int AS n FROM "InternApplication" WHERE "internId" = ANY($1::int[]) AND ("status" <> 'ACCEPTED' OR "decidedAt" > "submittedAt")`, interns)],
  ];
  for (const [words, check] of checks) {
    if ((await check()) > 0) return `This import can no longer be undone: ${words}. Change those volunteers by hand instead.`;
  }
  return null;
}

/** Deletes what a volunteers' import created (applications go with their interns). */
export async function removeVolunteers(tx: Tx, record: { createdAccountIds: number[]; createdStaffIds: number[]; createdInternIds: number[] }) {
  await tx.intern.deleteMany({ where: { id: { in: record.createdInternIds } } });
  await tx.staff.deleteMany({ where: { id: { in: record.createdStaffIds } } });
  await tx.account.deleteMany({ where: { id: { in: record.createdAccountIds } } });
}
