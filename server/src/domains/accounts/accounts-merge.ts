// Merging two accounts of one person (signed in once with Google, once with Facebook): everything of the
// merged account moves to the kept one in one transaction, then the merged account is deleted.
//
// - Sign-in identities move, so both providers now sign in to the kept account, and so does every other
//   row pointing at the merged account (found from the data model); its sessions end instead.
// - Identities (parent, staff, intern): one the kept account lacks moves over whole. When both have one,
//   every row pointing at the merged identity is repointed at the kept one — found from the data model,
//   so tables added later (pickup people, saved queries, …) move too; a row that would duplicate one the
//   kept identity already has (the same child linked twice, the same group twice) is dropped, and the
//   preview lists those. Then the merged identity is deleted; staff notes about the family are joined.
// - Account e-mail, name and picture: the kept account's, filled from the merged one where empty.
import type { Prisma } from '../../generated/prisma/client.ts';
import { getDatamodel } from '../../generated/pothos-types.ts';

type Identity = 'Parent' | 'Staff' | 'Intern';
/** Rows that point at an account: everything but its sessions moves to the kept account. */
type Owner = Identity | 'Account';
export const IDENTITIES: Identity[] = ['Parent', 'Staff', 'Intern'];

interface ModelInfo {
  fields: { name: string; kind: string; type: string; isId: boolean; isUnique: boolean; relationFromFields?: string[] }[];
  primaryKey: { fields: string[] } | null;
  uniqueIndexes: { fields: string[] }[];
}
const models = getDatamodel().datamodel.models as unknown as Record<string, ModelInfo>;

export interface Reference {
  model: string;
  /** Prisma client property, e.g. childParent. */
  delegate: string;
  /** The foreign key pointing at the identity. */
  field: string;
  /** Other fields of a unique key that includes `field`: a row is a duplicate when these match. */
  uniqueWith: string[] | null;
}

/** Every model with a foreign key to the identity, found from the data model (so later tables are included). */
export function referencesTo(identity: Owner): Reference[] {
  const refs: Reference[] = [];
  for (const [model, info] of Object.entries(models)) {
    for (const f of info.fields) {
      if (f.kind !== 'object' || f.type !== identity || !f.relationFromFields || f.relationFromFields.length !== 1) continue;
      const field = f.relationFromFields[0];
      const keys = [info.primaryKey?.fields, ...info.uniqueIndexes.map((u) => u.fields)].filter((k): k is string[] => !!k && k.includes(field));
      const uniqueWith = keys.length ? keys[0].filter((k) => k !== field) : info.fields.find((x) => x.name === field)?.isUnique ? [] : null;
      refs.push({ model, delegate: model[0].toLowerCase() + model.slice(1), field, uniqueWith });
    }
  }
  return refs;
}

type Delegate = {
  findMany(a: unknown): Promise<Record<string, unknown>[]>;
  updateMany(a: unknown): Promise<{ count: number }>;
  deleteMany(a: unknown): Promise<{ count: number }>;
  count(a: unknown): Promise<number>;
};
const delegateOf = (tx: Prisma.TransactionClient, name: string) => (tx as unknown as Record<string, Delegate>)[name];

export interface MovePlan {
  model: string;
  moved: number;
  duplicatesDropped: number;
}

/** Repoints every row from identity `fromId` to `toId`; with `dryRun`, only counts. */
export async function repoint(tx: Prisma.TransactionClient, identity: Owner, fromId: number, toId: number, dryRun: boolean, skip: string[] = []): Promise<MovePlan[]> {
  const plans: MovePlan[] = [];
  for (const ref of referencesTo(identity).filter((r) => !skip.includes(r.model))) {
    const d = delegateOf(tx, ref.delegate);
    let duplicateWhere: Record<string, unknown> | null = null;
    if (ref.uniqueWith) {
      // A key of the foreign key alone (one photo per parent): any row the kept identity has makes the other a duplicate.
      const selected = ref.uniqueWith.length ? ref.uniqueWith : [ref.field];
      const kept = await d.findMany({ where: { [ref.field]: toId }, select: Object.fromEntries(selected.map((k) => [k, true])) });
      if (kept.length) duplicateWhere = ref.uniqueWith.length ? { OR: kept.map((row) => Object.fromEntries(ref.uniqueWith!.map((k) => [k, row[k]]))) } : {};
    }
    const duplicatesDropped = duplicateWhere ? await d.count({ where: { [ref.field]: fromId, ...duplicateWhere } }) : 0;
    const total = await d.count({ where: { [ref.field]: fromId } });
    if (!dryRun) {
      if (duplicateWhere && duplicatesDropped) await d.deleteMany({ where: { [ref.field]: fromId, ...duplicateWhere } });
      if (total - duplicatesDropped > 0) await d.updateMany({ where: { [ref.field]: fromId }, data: { [ref.field]: toId } });
    }
    if (total) plans.push({ model: ref.model, moved: total - duplicatesDropped, duplicatesDropped });
  }
  return plans;
}
