// The GraphQL viewer's account, staff identity and parent identity are three fields, each with the
// selection its query asked for. Resolved separately they cost three statements; here the fields asked
// for in the same tick are merged into one read of the account with both relations (relationJoins: one
// statement), and each field gets its part.
import type { RequestContext } from '../../context.ts';

type Part = 'account' | 'staff' | 'parent';
type PrismaQuery = { select?: Record<string, unknown>; include?: Record<string, unknown> };
type AccountRow = Record<string, unknown> & { staff?: unknown; parent?: unknown };

interface Batch {
  queries: Partial<Record<Part, PrismaQuery>>;
  result: Promise<AccountRow | null>;
}

const batches = new WeakMap<object, Batch>();

/** One part of the signed-in account, read together with the other parts asked for in the same tick. */
export function viewerPart(ctx: RequestContext, part: Part, query: PrismaQuery): Promise<unknown> {
  const accountId = ctx.viewer.accountId!;
  let batch = batches.get(ctx);
  if (!batch) {
    const queries: Batch['queries'] = {};
    const result = new Promise<void>((resolve) => process.nextTick(resolve)).then(() => {
      batches.delete(ctx);
      return readTogether(ctx, accountId, queries);
    });
    batch = { queries, result };
    batches.set(ctx, batch);
  }
  if (batch.queries[part]) {
    // The same part asked for twice (aliases) with its own selection: read it on its own.
    return readTogether(ctx, accountId, { [part]: query }).then((row) => (row && part !== 'account' ? (row[part] ?? null) : row));
  }
  batch.queries[part] = query;
  return batch.result.then((row) => {
    if (!row) return null;
    return part === 'account' ? row : (row[part] ?? null);
  });
}

function readTogether(ctx: RequestContext, id: number, queries: Batch['queries']): Promise<AccountRow | null> {
  const account = queries.account ?? { select: { id: true } };
  const relations: Record<string, unknown> = {};
  if (queries.staff) relations.staff = nested(queries.staff);
  if (queries.parent) relations.parent = nested(queries.parent);
  const args = account.select
    ? { where: { id }, select: { ...account.select, ...relations } }
    : { where: { id }, include: { ...(account.include ?? {}), ...relations } };
  return ctx.prisma.account.findUnique(args as Parameters<typeof ctx.prisma.account.findUnique>[0]) as Promise<AccountRow | null>;
}

const nested = (query: PrismaQuery) => (query.select ? { select: query.select } : query.include ? { include: query.include } : true);
