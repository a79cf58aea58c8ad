// node(id:) answers "not found" the same way whether the id is unknown, of a type that is
// no node, or of something the viewer may not see (issue 12: a parent could tell which ids existed from
// FORBIDDEN versus null). A malformed id is bad input; it reveals nothing about what exists.
import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { DomainError } from '../errors.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { getDatamodel } from '../generated/pothos-types.ts';

/** Every node id in this schema is a PostgreSQL integer (row id or edition year). */
const INT4_MAX = 2_147_483_647;

export const nodeNotFound = () => new DomainError('NOT_FOUND', 'Nothing was found with that id.');

/** True when `typename` is a type that implements Node and `id` can be one of its keys. */
export function isNodeKey(info: GraphQLResolveInfo, { typename, id }: { typename: string; id: string }): boolean {
  const type = info.schema.getType(typename) as { getInterfaces?: () => readonly { name: string }[] } | undefined;
  if (!type?.getInterfaces?.().some((i) => i.name === 'Node')) return false;
  return /^[0-9]{1,10}$/.test(id) && Number(id) > 0 && Number(id) <= INT4_MAX;
}

type NodeKey = { typename: string; id: string };

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

/** Each key's node, or a rejected NOT_FOUND for malformed, unknown and foreign-type ids. */
export async function lookUpNodes(
  info: GraphQLResolveInfo,
  prisma: PrismaClient,
  keys: readonly NodeKey[],
  resolveNodes: (keys: NodeKey[]) => Promise<unknown[]>,
): Promise<Promise<unknown>[]> {
  const present = await Promise.all(keys.map(async (key) => isNodeKey(info, key) && (await exists(prisma, key))));
  const toLoad = keys.filter((_, i) => present[i]);
  const loaded = toLoad.length ? await resolveNodes(toLoad) : [];
  let next = 0;
  return keys.map((_, i) => {
    const node = present[i] ? loaded[next++] : null;
    return node == null ? Promise.reject(nodeNotFound()) : Promise.resolve(node);
  });
}

export async function lookUpNode(info: GraphQLResolveInfo, prisma: PrismaClient, key: NodeKey, resolveNode: (key: NodeKey) => unknown): Promise<unknown> {
  const [node] = await lookUpNodes(info, prisma, [key], async (keys) => Promise.all(keys.map(resolveNode)));
  return node;
}


const NOT_FOUND_MESSAGE = nodeNotFound().message;
const REFUSALS = new Set(['FORBIDDEN', 'UNAUTHENTICATED', 'NOT_FOUND']);

/**
 * A node the viewer may not see is refused by its type's authScopes, field by field (errors at
 * ["node", "firstName"], …, data.node null); an unknown id by lookUpNode (one error at ["node"]). This
 * rewrites both into the same single NOT_FOUND at the node's own path, so the answers are identical.
 * Errors on fields of a node that WAS returned (data not null) are left as they are.
 */
export const sameAnswerForHiddenNodes: Plugin = {
  onExecutionResult({ result, setResult }) {
    if (Array.isArray(result) || !result || typeof result !== 'object' || Symbol.asyncIterator in result) return;
    const { data, errors } = result as { data?: Record<string, unknown> | null; errors?: readonly GraphQLError[] };
    if (!errors?.length || !data) return;
    const kept: GraphQLError[] = [];
    const hidden = new Map<string, (string | number)[]>();
    for (const error of errors) {
      const path = error.path ?? [];
      const nodePath = path[0] === 'node' ? ['node'] : path[0] === 'nodes' && typeof path[1] === 'number' ? ['nodes', path[1]] : null;
      const code = String(error.extensions?.code ?? (error.originalError as DomainError | undefined)?.code ?? '');
      const nodeValue = nodePath?.length === 1 ? data.node : nodePath ? (data.nodes as unknown[] | null | undefined)?.[nodePath[1] as number] : undefined;
      if (nodePath && nodeValue === null && (REFUSALS.has(code) || error.originalError instanceof DomainError)) hidden.set(nodePath.join('.'), nodePath);
      else kept.push(error);
    }
    if (hidden.size === 0) return;
    const notFound = [...hidden.values()].map((path) => new GraphQLError(NOT_FOUND_MESSAGE, { path, extensions: { code: 'NOT_FOUND' } }));
    setResult({ ...result, errors: [...kept, ...notFound] });
  },
};
