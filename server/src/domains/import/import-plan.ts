// What importing a file would do, worked out with a constant number of statements however long the file:
// each family of the file either matches a family already here (same e-mail, else same phone, else the same
// parent name with a child of the same name and date of birth) and is merged into it, or is created.
// A child a matched family already has (same first name and date of birth) is not added twice.
import type { Prisma } from '../../generated/prisma/client.ts';
import { sameChildKey, type FileFamily } from '../../../../forms/import.ts';

type Db = Pick<Prisma.TransactionClient, '$queryRawUnsafe'>;

export type MatchRule = 'email' | 'phone' | 'name-and-child';

export interface PlannedFamily {
  family: FileFamily;
  /** The existing family it merges into, or null when it is created. */
  match: { parentId: number; rule: MatchRule; name: string } | null;
  /** For a new family: an account already holding the parent's e-mail (with no family of its own). */
  accountId: number | null;
  /** The file's children to add (a merged family's children already here are left out). */
  newChildren: FileFamily['children'];
  alreadyThere: FileFamily['children'];
}

const lower = (s: string) => s.trim().toLowerCase();
const day = (d: Date | null) => d?.toISOString().slice(0, 10) ?? '';

interface ParentRow { id: number; email: string; secondaryEmail: string | null; phone: string | null; firstName: string; lastName: string }
interface ChildRow { parentId: number; firstName: string; dateOfBirth: Date | null }

export async function planImport(db: Db, families: readonly FileFamily[]): Promise<PlannedFamily[]> {
  const emails = [...new Set(families.flatMap((f) => [f.parent.email, f.parent.secondaryEmail].filter((e): e is string => !!e)))];
  const phones = [...new Set(families.map((f) => f.parent.phone))];
  const births = [...new Set(families.flatMap((f) => f.children.map((c) => day(c.dateOfBirth)).filter(Boolean)))];

  // Families with the same e-mail or phone (four lookups in all, whatever the file's length).
  const parents = await db.$queryRawUnsafe<ParentRow[]>(
    `SELECT p."id", lower(p."email") AS "email", lower(p."secondaryEmail") AS "secondaryEmail", p."phone", p."firstName", p."lastName"
     FROM "Parent" p WHERE lower(p."email") = ANY($1::text[]) OR lower(p."secondaryEmail") = ANY($1::text[]) OR p."phone" = ANY($2::text[])
     ORDER BY p."id"`,
    emails,
    phones,
  );
  // Families with a child born on one of the file's birthdays (the name-and-child rule).
  const byBirth = await db.$queryRawUnsafe<(ChildRow & { parentFirstName: string; parentLastName: string; childLastName: string })[]>(
    `SELECT cp."parentId", c."firstName", c."dateOfBirth", c."lastName" AS "childLastName", p."firstName" AS "parentFirstName", p."lastName" AS "parentLastName"
     FROM "Child" c JOIN "ChildParent" cp ON cp."childId" = c."id" JOIN "Parent" p ON p."id" = cp."parentId"
     WHERE c."dateOfBirth" = ANY($1::date[]) ORDER BY cp."parentId"`,
    births,
  );
  // Accounts holding an e-mail of the file: a family's parent is linked to it, so signing in finds the family.
  const accounts = await db.$queryRawUnsafe<{ id: number; email: string; parentId: number | null }[]>(
    `SELECT a."id", a."email", p."id" AS "parentId" FROM "Account" a LEFT JOIN "Parent" p ON p."accountId" = a."id" WHERE a."email" = ANY($1::text[])`,
    emails,
  );

  const byEmail = new Map<string, ParentRow>();
  const byPhone = new Map<string, ParentRow>();
  for (const p of parents) {
    for (const e of [p.email, p.secondaryEmail]) if (e && !byEmail.has(e)) byEmail.set(e, p);
    if (p.phone && !byPhone.has(p.phone)) byPhone.set(p.phone, p);
  }
  const byNameAndChild = new Map<string, number>();
  for (const c of byBirth) byNameAndChild.set(`${lower(c.parentFirstName)}|${lower(c.parentLastName)}|${lower(c.firstName)}|${day(c.dateOfBirth)}`, c.parentId);
  const parentNames = new Map(byBirth.map((c) => [c.parentId, `${c.parentFirstName} ${c.parentLastName}`]));
  const accountByEmail = new Map(accounts.map((a) => [a.email, a]));

  const planned = families.map((family): Omit<PlannedFamily, 'newChildren' | 'alreadyThere'> => {
    const { parent } = family;
    const account = accountByEmail.get(parent.email);
    const viaEmail = byEmail.get(parent.email) ?? (parent.secondaryEmail ? byEmail.get(parent.secondaryEmail) : undefined);
    if (viaEmail) return { family, match: { parentId: viaEmail.id, rule: 'email', name: `${viaEmail.firstName} ${viaEmail.lastName}` }, accountId: null };
    if (account?.parentId) return { family, match: { parentId: account.parentId, rule: 'email', name: `${parent.firstName} ${parent.lastName}` }, accountId: null };
    const viaPhone = byPhone.get(parent.phone);
    if (viaPhone) return { family, match: { parentId: viaPhone.id, rule: 'phone', name: `${viaPhone.firstName} ${viaPhone.lastName}` }, accountId: null };
    for (const child of family.children) {
      const id = byNameAndChild.get(`${lower(parent.firstName)}|${lower(parent.lastName)}|${lower(child.firstName)}|${day(child.dateOfBirth)}`);
      if (id !== undefined && child.dateOfBirth) return { family, match: { parentId: id, rule: 'name-and-child', name: parentNames.get(id) ?? '' }, accountId: null };
    }
    return { family, match: null, accountId: account?.id ?? null };
  });

  // The children the matched families already have, so none is added twice.
  const matchedIds = [...new Set(planned.flatMap((p) => (p.match ? [p.match.parentId] : [])))];
  const existing = matchedIds.length
    ? await db.$queryRawUnsafe<ChildRow[]>(
        `SELECT cp."parentId", c."firstName", c."dateOfBirth" FROM "ChildParent" cp JOIN "Child" c ON c."id" = cp."childId" WHERE cp."parentId" = ANY($1::int[])`,
        matchedIds,
      )
    : [];
  const known = new Set(existing.map((c) => `${c.parentId}|${sameChildKey(c)}`));
  // Two rows of the file may match one family: each child is added once.
  return planned.map((p) => {
    if (!p.match) return { ...p, newChildren: p.family.children, alreadyThere: [] };
    const newChildren: FileFamily['children'] = [];
    const alreadyThere: FileFamily['children'] = [];
    for (const child of p.family.children) {
      const key = `${p.match.parentId}|${sameChildKey(child)}`;
      if (known.has(key)) alreadyThere.push(child);
      else {
        known.add(key);
        newChildren.push(child);
      }
    }
    return { ...p, newChildren, alreadyThere };
  });
}
