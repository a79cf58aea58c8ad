// The GraphQL viewer's account, staff identity and parent identity are three fields, each with the
// selection its query asked for. Resolved separately they cost three statements; here the fields asked
// for in the same tick are merged into one read of the account with both relations, and each field gets
// its part.
//
// That read is asked on every page load (the site shell), so when the parts ask only for their own
// columns (and a staff identity's permissions) — what every screen asks — it is one statement sent straight
// to the driver (db/direct-sql.ts, like REST who-am-I), shaped as Prisma would return it. Any other
// selection (a relation the viewer's types may reach) is read through Prisma, in one statement too.
import type { DirectSql } from '../../db/direct-sql.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { getDatamodel } from '../../generated/pothos-types.ts';

type Part = 'account' | 'staff' | 'parent';
type PrismaQuery = { select?: Record<string, unknown>; include?: Record<string, unknown> };
type AccountRow = Record<string, unknown> & { staff?: unknown; parent?: unknown };
type Queries = Partial<Record<Part, PrismaQuery>>;

interface Batch {
  queries: Queries;
  result: Promise<AccountRow | null>;
}

const batches = new WeakMap<object, Batch>();

/**
 * What these reads use of a request (context.ts's RequestContext has it): the signed-in account, Prisma, and
 * the accounts service's direct read, which itself calls readViewerRow below.
 */
export interface ViewerRowsRequest {
  viewer: { accountId: number | null };
  prisma: PrismaClient;
  services: { accounts: { viewerRow(accountId: number, parts: ViewerRowParts): Promise<AccountRow | null> } };
}

/** One part of the signed-in account, read together with the other parts asked for in the same tick. */
export function viewerPart(ctx: ViewerRowsRequest, part: Part, query: PrismaQuery): Promise<unknown> {
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

function readTogether(ctx: ViewerRowsRequest, id: number, queries: Queries): Promise<AccountRow | null> {
  if (isDirect(queries)) return ctx.services.accounts.viewerRow(id, { staff: queries.staff !== undefined, parent: queries.parent !== undefined });
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

// ───────────── the direct read ─────────────

/** Column types the direct read returns as Prisma does; a model with another kind of column is read through Prisma. */
const DIRECT_TYPES = new Set(['Int', 'String', 'Boolean', 'DateTime']);

interface Column {
  name: string;
  dateTime: boolean;
}

/** A model's columns (Prisma include mode selects them all), or null when the direct read cannot return one of them as Prisma would. */
function columnsOf(model: string): Column[] | null {
  const fields = getDatamodel().datamodel.models[model]?.fields ?? [];
  const scalars = fields.filter((f) => f.kind !== 'object');
  if (scalars.length === 0 || scalars.some((f) => f.kind !== 'scalar' || f.isList || !DIRECT_TYPES.has(f.type))) return null;
  return scalars.map((f) => ({ name: f.name, dateTime: f.type === 'DateTime' }));
}

const COLUMNS = { account: columnsOf('Account'), staff: columnsOf('Staff'), parent: columnsOf('Parent') };

/** A part's own columns only (no relations, no narrowed selection), or — for staff — with its permissions. */
function isPlain(query: PrismaQuery | undefined, allowPermissions: boolean): boolean {
  if (!query) return true;
  if (query.select) return false;
  for (const [key, value] of Object.entries(query.include ?? {})) {
    if (!(allowPermissions && key === 'permissions' && isPermissionSelect(value))) return false;
  }
  return true;
}

function isPermissionSelect(value: unknown): boolean {
  const select = (value as { select?: Record<string, unknown> } | null)?.select;
  return !!select && Object.keys(value as object).length === 1 && Object.keys(select).length === 1 && select.permission === true;
}

function isDirect(queries: Queries): boolean {
  if (!COLUMNS.account || !isPlain(queries.account, false)) return false;
  if (queries.staff && (!COLUMNS.staff || !isPlain(queries.staff, true))) return false;
  if (queries.parent && (!COLUMNS.parent || !isPlain(queries.parent, false))) return false;
  return true;
}

export interface ViewerRowParts {
  staff: boolean;
  parent: boolean;
}

const ALIAS = { account: 'a', staff: 's', parent: 'p' } as const;

// Prisma keeps DateTime as timestamp(3) without time zone, in UTC: read as timestamptz so both drivers
// return the same instant Prisma would.
const columnList = (part: Part, columns: Column[]) =>
  columns.map((c) => {
    const ref = `${ALIAS[part]}."${c.name}"`;
    return `${c.dateTime ? `(${ref} AT TIME ZONE 'UTC')` : ref} AS "${ALIAS[part]}.${c.name}"`;
  });

const statements = new Map<string, string>();

/** The account with the identities asked for; a staff identity always with its permissions (they are few). */
function statementFor(parts: ViewerRowParts): string {
  const key = `${parts.staff}:${parts.parent}`;
  let text = statements.get(key);
  if (text) return text;
  const select = columnList('account', COLUMNS.account!);
  const joins: string[] = [];
  if (parts.staff) {
    select.push(...columnList('staff', COLUMNS.staff!));
    select.push(`ARRAY(SELECT sp."permission"::text FROM "StaffPermission" sp WHERE sp."staffId" = s."id" ORDER BY sp."permission") AS "s.permissions"`);
    joins.push(`LEFT JOIN "Staff" s ON s."accountId" = a."id"`);
  }
  if (parts.parent) {
    select.push(...columnList('parent', COLUMNS.parent!));
    joins.push(`LEFT JOIN "Parent" p ON p."accountId" = a."id"`);
  }
  text = `SELECT ${select.join(', ')} FROM "Account" a ${joins.join(' ')} WHERE a."id" = $1`;
  statements.set(key, text);
  return text;
}

function partOf(row: Record<string, unknown>, part: Part, columns: Column[]): Record<string, unknown> | null {
  const prefix = `${ALIAS[part]}.`;
  if (row[`${prefix}id`] === null || row[`${prefix}id`] === undefined) return null;
  const out: Record<string, unknown> = {};
  for (const c of columns) out[c.name] = row[prefix + c.name];
  return out;
}

/** Reads the account (and the identities asked for) in one statement, as Prisma's include would return it. */
export async function readViewerRow(sql: DirectSql, accountId: number, parts: ViewerRowParts): Promise<AccountRow | null> {
  const [row] = await sql.query<Record<string, unknown>>(statementFor(parts), [accountId]);
  if (!row) return null;
  const account: AccountRow = partOf(row, 'account', COLUMNS.account!)!;
  if (parts.staff) {
    const staff = partOf(row, 'staff', COLUMNS.staff!);
    if (staff) staff.permissions = (row['s.permissions'] as string[]).map((permission) => ({ permission }));
    account.staff = staff;
  }
  if (parts.parent) account.parent = partOf(row, 'parent', COLUMNS.parent!);
  return account;
}
