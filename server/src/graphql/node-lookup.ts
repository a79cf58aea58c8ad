// node(id:) gives one answer, NOT_FOUND, for an id that is unknown, of a type that is no node, past the
// integer range, or of a row the viewer may not see — whatever the field is aliased as and whatever it
// selects (__typename included), so nobody learns from it which ids exist or what they are. The row's own
// type decides who sees it: its authScopes are asked before anything of the node is answered. A global id
// that does not decode at all is bad input; it reveals nothing about what exists.
import type { GraphQLError, GraphQLIsTypeOfFn, GraphQLResolveInfo } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context.ts';
import { DomainError, ERROR_WORDS } from '../errors.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { getDatamodel } from '../generated/pothos-types.ts';

/** Every node id in this schema is a PostgreSQL integer (row id or edition year). */
const INT4_MAX = 2_147_483_647;

export const nodeNotFound = () => new DomainError('NOT_FOUND', ERROR_WORDS.nothingWithThatId());

type NodeKey = { typename: string; id: string };

/**
 * The object type of that name, read by shape: graphql ships CommonJS and ESM builds, and the schema's
 * types may come from the other one than this file's import (instanceof checks would refuse them).
 */
type ObjectTypeShape = { getInterfaces?: () => readonly { name: string }[]; isTypeOf?: GraphQLIsTypeOfFn<unknown, RequestContext> | null };
const objectType = (info: GraphQLResolveInfo, typename: string) => info.schema.getType(typename) as ObjectTypeShape | undefined;

/** True when `typename` is a type that implements Node and `id` can be one of its keys. */
function isNodeKey(info: GraphQLResolveInfo, { typename, id }: NodeKey): boolean {
  if (!objectType(info, typename)?.getInterfaces?.().some((i) => i.name === 'Node')) return false;
  return /^[0-9]{1,10}$/.test(id) && Number(id) > 0 && Number(id) <= INT4_MAX;
}

/** The id column of each Prisma model (Edition's is its year), read from the generated data model. */
const idFieldByModel = new Map(
  Object.entries(getDatamodel().datamodel.models).map(([model, { fields }]) => [model, fields.find((f) => f.isId)?.name ?? 'id']),
);

/**
 * Whether a row exists for the key, asked with findUnique (null when missing). Pothos loads Prisma nodes
 * with findUniqueOrThrow, which Prisma batches: one missing id in a batch fails the whole batch, so a
 * parent could tell "exists" from "does not" by asking for their own child alongside. Only ids that exist
 * are handed to the loader.
 */
async function exists(prisma: PrismaClient, { typename, id }: NodeKey): Promise<boolean> {
  const field = idFieldByModel.get(typename);
  if (!field) return true; // not a Prisma model (GroupList): its own loader answers
  const delegate = (prisma as unknown as Record<string, { findUnique(args: object): Promise<unknown> }>)[typename.charAt(0).toLowerCase() + typename.slice(1)];
  return (await delegate.findUnique({ where: { [field]: Number(id) }, select: { [field]: true } })) !== null;
}

/**
 * Whether the viewer may see this node, by its type's authScopes. The builder runs a type's scopes when an
 * object of it is returned (runScopesOnType), which makes them the type's isTypeOf; a refusal there is the
 * builder's unauthorizedError.
 */
async function maySee(info: GraphQLResolveInfo, ctx: RequestContext, typename: string, node: unknown): Promise<boolean> {
  const isTypeOf = objectType(info, typename)?.isTypeOf;
  if (!isTypeOf) return true;
  try {
    return (await isTypeOf(node, ctx, info)) !== false;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

export async function lookUpNode(info: GraphQLResolveInfo, ctx: RequestContext, key: NodeKey, resolveNode: (key: NodeKey) => unknown): Promise<unknown> {
  if (!isNodeKey(info, key) || !(await exists(ctx.prisma, key))) throw nodeNotFound();
  const node = await resolveNode(key);
  if (node == null || !(await maySee(info, ctx, key.typename, node))) throw nodeNotFound();
  return node;
}

/**
 * Errors are listed in the order of the fields they belong to, not in the order they happened: two node
 * lookups in one request would otherwise list a hidden row's refusal (which took longer: the row was read
 * and its scopes asked) after a missing row's, telling them apart.
 */
export const errorsInFieldOrder: Plugin = {
  onExecutionResult({ result, setResult }) {
    if (Array.isArray(result) || !result || typeof result !== 'object' || Symbol.asyncIterator in result) return;
    const { data, errors } = result as { data?: Record<string, unknown> | null; errors?: readonly GraphQLError[] };
    if (!errors || errors.length < 2 || !data) return;
    const keys = Object.keys(data);
    const place = (error: GraphQLError) => (error.path ? keys.indexOf(String(error.path[0])) : -1);
    setResult({ ...result, errors: [...errors].sort((a, b) => place(a) - place(b)) });
  },
};
