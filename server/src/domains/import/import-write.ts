// The writes of one import, a constant number of statements however many families: ids are drawn from each
// table's sequence in one statement, then every table's rows go in one createMany (each row audited by the
// audit extension like any other write). New families get an account holding their e-mail (unless one
// already exists), so a sign-in with that e-mail opens the family.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { AuditEntry } from '../audit/audit-entry.ts';
import type { FileFamily } from '../../../../forms/import.ts';
import type { PlannedFamily } from './import-plan.ts';

type Tx = Prisma.TransactionClient;
export type Column = [name: string, type: string];

// The columns each insert sets, with their types as json_to_recordset reads them (a DateTime is kept as UTC
// without a zone, as Prisma keeps it; an enum is read as text and cast).
const ACCOUNT_COLUMNS: Column[] = [['id', 'int'], ['email', 'text'], ['fullName', 'text'], ['createdAt', 'timestamp']];
const PARENT_COLUMNS: Column[] = [
  ['id', 'int'], ['accountId', 'int'], ['firstName', 'text'], ['preferredName', 'text'], ['lastName', 'text'], ['email', 'text'], ['secondaryEmail', 'text'],
  ['phone', 'text'], ['keepInTouch', 'boolean'], ['otherEventMessages', 'boolean'], ['referralSource', 'text'], ['street', 'text'], ['city', 'text'],
  ['state', 'text'], ['postalCode', 'text'], ['createdAt', 'timestamp'], ['updatedAt', 'timestamp'],
];
const CHILD_COLUMNS: Column[] = [
  ['id', 'int'], ['firstName', 'text'], ['preferredName', 'text'], ['lastName', 'text'], ['gradeEntering', 'int'], ['dateOfBirth', 'date'],
  ['medicalInformation', 'text'], ['medicalAlert', 'text'], ['parentNotes', 'text'], ['createdAt', 'timestamp'], ['updatedAt', 'timestamp'],
];
const LINK_COLUMNS: Column[] = [['childId', 'int'], ['parentId', 'int']];
const CONTACT_COLUMNS: Column[] = [
  ['id', 'int'], ['parentId', 'int'], ['firstName', 'text'], ['lastName', 'text'], ['priority', 'int'], ['relationship', '"Relationship"'],
  ['relationshipOther', 'text'], ['phone', 'text'],
];

/**
 * Every row in one INSERT … SELECT from a JSON array (one parameter, however many rows): Prisma's createMany
 * binds each value as its own parameter, which on thousands of rows took most of an import's time. Raw
 * writes bypass the audit extension, so the caller records their entries (writeImport's `audit`).
 */
export async function insertRows(tx: Tx, table: string, columns: Column[], rows: object[]) {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const types = columns.map(([name, type]) => `"${name}" ${type}`).join(', ');
  await tx.$executeRawUnsafe(`INSERT INTO "${table}" (${names}) SELECT ${names} FROM json_to_recordset($1::json) AS r(${types})`, JSON.stringify(rows));
}

export const creation = (entity: string, entityId: string, after: object, person: Pick<AuditEntry, 'personType' | 'personId'> = {}): AuditEntry => ({
  kind: 'CREATE', entity, entityId, ...person, before: null, after,
});

export async function nextIds(tx: Tx, table: string, count: number): Promise<number[]> {
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
  const children: (Omit<FileFamily['children'][number], 'row'> & { id: number; createdAt: Date; updatedAt: Date })[] = [];
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

  // In order of the foreign keys; each table's rows in one statement.
  await insertRows(tx, 'Account', ACCOUNT_COLUMNS, accounts);
  await insertRows(tx, 'Parent', PARENT_COLUMNS, parents);
  await insertRows(tx, 'Child', CHILD_COLUMNS, children);
  await insertRows(tx, 'ChildParent', LINK_COLUMNS, links);
  await insertRows(tx, 'EmergencyContact', CONTACT_COLUMNS, contacts);
  const audit: AuditEntry[] = [
    ...accounts.map((row) => creation('Account', String(row.id), row)),
    ...parents.map((row) => creation('Parent', String(row.id), row, { personType: 'parent', personId: row.id })),
    ...children.map((row) => creation('Child', String(row.id), row, { personType: 'child', personId: row.id })),
    ...links.map((row) => creation('ChildParent', `${row.childId}:${row.parentId}`, row, { personType: 'child', personId: row.childId })),
    ...contacts.map((row) => creation('EmergencyContact', String(row.id), row, { personType: 'parent', personId: row.parentId })),
  ];

  return {
    at,
    audit,
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
