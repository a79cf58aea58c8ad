// The writes of one import, a constant number of statements however many families: ids are drawn from each
// table's sequence in one statement, then every table's rows go in one createMany (each row audited by the
// audit extension like any other write). New families get an account holding their e-mail (unless one
// already exists), so a sign-in with that e-mail opens the family.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { PlannedFamily } from './import-plan.ts';

type Tx = Prisma.TransactionClient;

async function nextIds(tx: Tx, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx.$queryRawUnsafe<{ id: number }[]>(
    `SELECT nextval(pg_get_serial_sequence('"${table}"', 'id'))::int AS "id" FROM generate_series(1, $1::int)`,
    count,
  );
  return rows.map((r) => r.id);
}

export async function writeImport(tx: Tx, plan: readonly PlannedFamily[]) {
  const at = new Date();
  const created = plan.filter((p) => !p.match);
  const needAccount = created.filter((p) => p.accountId === null);
  // One after another: a transaction is one connection.
  const accountIds = await nextIds(tx, 'Account', needAccount.length);
  const parentIds = await nextIds(tx, 'Parent', created.length);
  const childIds = await nextIds(tx, 'Child', plan.reduce((n, p) => n + p.newChildren.length, 0));
  const contactIds = await nextIds(tx, 'EmergencyContact', created.reduce((n, p) => n + p.family.contacts.length, 0));
  const accountOf = new Map(needAccount.map((p, i) => [p, accountIds[i]]));
  const parentOf = new Map(created.map((p, i) => [p, parentIds[i]]));

  const accounts = needAccount.map((p) => ({
    id: accountOf.get(p)!,
    email: p.family.parent.email,
    fullName: `${p.family.parent.firstName} ${p.family.parent.lastName}`,
    createdAt: at,
  }));
  const parents = created.map((p) => ({
    ...p.family.parent,
    id: parentOf.get(p)!,
    accountId: p.accountId ?? accountOf.get(p)!,
    createdAt: at,
    updatedAt: at,
  }));
  let nextChild = 0;
  const children: Prisma.ChildCreateManyInput[] = [];
  const links: { childId: number; parentId: number }[] = [];
  for (const p of plan) {
    const parentId = p.match?.parentId ?? parentOf.get(p)!;
    for (const { row: _row, ...child } of p.newChildren) {
      const id = childIds[nextChild++];
      children.push({ ...child, id, createdAt: at, updatedAt: at });
      links.push({ childId: id, parentId });
    }
  }
  let nextContact = 0;
  const contacts = created.flatMap((p) =>
    p.family.contacts.map((contact, priority) => ({ ...contact, id: contactIds[nextContact++], parentId: parentOf.get(p)!, priority })),
  );

  // In order of the foreign keys; each a single statement.
  if (accounts.length) await tx.account.createMany({ data: accounts });
  if (parents.length) await tx.parent.createMany({ data: parents });
  if (children.length) await tx.child.createMany({ data: children });
  if (links.length) await tx.childParent.createMany({ data: links });
  if (contacts.length) await tx.emergencyContact.createMany({ data: contacts });

  return {
    at,
    ids: {
      createdAccountIds: accountIds,
      createdParentIds: parentIds,
      createdChildIds: childIds,
      createdContactIds: contactIds,
      mergedParentIds: [...new Set(plan.flatMap((p) => (p.match && p.newChildren.length ? [p.match.parentId] : [])))],
    },
    invitees: needAccount.map((p) => ({ email: p.family.parent.email, firstName: p.family.parent.preferredName ?? p.family.parent.firstName })),
  };
}
