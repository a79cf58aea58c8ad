// A group change's payload re-reads the group with the selection its document asked for (groups.graphql.ts).
// The leaderboard's points mutation asks every time for the same few things — the day totals, the child
// count (for the average) and the latest adjustments with who made and undid them — and through Prisma that
// read cost more server CPU than the adjustment itself (its query engine planning the nested read, then
// parsing the JSON it asked PostgreSQL to build). When the selection is made only of those parts, the group
// is read here in one statement sent straight to the driver (db/direct-sql.ts: prepared once per
// connection) and shaped as Prisma would return it; any other selection goes through Prisma, in one
// statement too.
import type { DirectSql } from '../../db/direct-sql.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';

type PrismaQuery = { select?: Record<string, unknown>; include?: Record<string, unknown> };

/** The parts of a group the direct read can return; the group's own columns always come. */
export interface GroupRowParts {
  points: boolean;
  childCount: boolean;
  /** The newest adjustments first, with their makers, undoers and the group's time zone: how many, after how many. */
  adjustments: { take: number; skip: number } | null;
}

/**
 * What the read uses of a request (context.ts's RequestContext has it): Prisma, and the points service's
 * direct read, which itself calls readGroupRow below.
 */
export interface GroupRowsRequest {
  prisma: PrismaClient;
  services: { groupPoints: { groupRow(groupId: number, parts: GroupRowParts): Promise<unknown> } };
}

/** The group (null when it is gone) with the selection Prisma was asked for: direct when it is a known one. */
export function readGroupForSelection(ctx: GroupRowsRequest, groupId: number, query: PrismaQuery): Promise<unknown> {
  const parts = directPartsOf(query);
  if (parts) return ctx.services.groupPoints.groupRow(groupId, parts);
  return ctx.prisma.group.findUnique({ ...query, where: { id: groupId } } as Parameters<typeof ctx.prisma.group.findUnique>[0]);
}

// ───────────── which selections are read directly ─────────────

const NAME_FIELDS = new Set(['firstName', 'preferredName', 'lastName']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasOnlyKeys = (value: Record<string, unknown>, allowed: readonly string[]) => Object.keys(value).every((k) => allowed.includes(k));

/** `{ select: { a: true, … } }` with every key one of `fields`. */
function isScalarSelect(value: unknown, fields: ReadonlySet<string>): boolean {
  if (!isObject(value) || !hasOnlyKeys(value, ['select']) || !isObject(value.select)) return false;
  const entries = Object.entries(value.select);
  return entries.length > 0 && entries.every(([k, v]) => fields.has(k) && v === true);
}

/** `{ select: { edition: { select: { timeZone: true } } } }`: what an adjustment's canUndo reads of its group. */
function isGroupTimeZoneSelect(value: unknown): boolean {
  if (!isObject(value) || !hasOnlyKeys(value, ['select']) || !isObject(value.select) || !hasOnlyKeys(value.select, ['edition'])) return false;
  return isScalarSelect(value.select.edition, new Set(['timeZone']));
}

function isNewestFirst(orderBy: unknown): boolean {
  const only = Array.isArray(orderBy) && orderBy.length === 1 ? orderBy[0] : orderBy;
  return isObject(only) && hasOnlyKeys(only, ['id']) && only.id === 'desc';
}

const isCount = (n: unknown, max: number): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= max;

/** A page of adjustments newest first (no cursor, no filter), each whole with the relations the list shows. */
function adjustmentsPage(value: unknown): GroupRowParts['adjustments'] | undefined {
  if (!isObject(value) || !hasOnlyKeys(value, ['orderBy', 'take', 'skip', 'include'])) return undefined;
  if (!isNewestFirst(value.orderBy) || !isCount(value.take, 1000) || !isCount(value.skip ?? 0, 100_000)) return undefined;
  const include = value.include ?? {};
  if (!isObject(include) || !hasOnlyKeys(include, ['by', 'undoneBy', 'group'])) return undefined;
  for (const [key, sub] of Object.entries(include)) {
    const ok = key === 'group' ? isGroupTimeZoneSelect(sub) : isScalarSelect(sub, NAME_FIELDS);
    if (!ok) return undefined;
  }
  return { take: value.take, skip: (value.skip as number | undefined) ?? 0 };
}

/** The parts to read when the query is whole groups with only parts the direct read has; otherwise null. */
export function directPartsOf(query: PrismaQuery): GroupRowParts | null {
  if (query.select !== undefined) return null;
  const include = query.include ?? {};
  if (!isObject(include) || !hasOnlyKeys(include, ['points', 'pointsAdjustments', '_count'])) return null;
  const parts: GroupRowParts = { points: false, childCount: false, adjustments: null };
  if (include.points !== undefined) {
    if (!isScalarSelect(include.points, new Set(['dayId', 'amount']))) return null;
    parts.points = true;
  }
  if (include._count !== undefined) {
    if (!isScalarSelect(include._count, new Set(['children']))) return null;
    parts.childCount = true;
  }
  if (include.pointsAdjustments !== undefined) {
    const page = adjustmentsPage(include.pointsAdjustments);
    if (!page) return null;
    parts.adjustments = page;
  }
  return parts;
}

// ───────────── the direct read ─────────────

// Prisma keeps DateTime as timestamp(3) without time zone, in UTC. The group's own columns are read as
// timestamptz (the driver makes a Date of it); inside JSON a DateTime travels as milliseconds since the epoch.
const epochMs = (ref: string) => `CASE WHEN ${ref} IS NULL THEN NULL ELSE round(extract(epoch FROM ${ref}) * 1000)::bigint END`;
const nameJson = (alias: string) => `CASE WHEN ${alias}."id" IS NULL THEN NULL ELSE json_build_object('firstName', ${alias}."firstName", 'preferredName', ${alias}."preferredName", 'lastName', ${alias}."lastName") END`;

const statements = new Map<string, string>();

/**
 * The first page of adjustments (what the leaderboard's points answer and its live updates read after every tap)
 * is asked with its size written into the statement. With LIMIT and OFFSET as parameters PostgreSQL judged
 * its generic plan dearer than a plan for the values at hand and planned the statement again on every
 * execution: ~230 µs of the database's CPU per read, against ~60 µs with the plan kept. Later pages (a few,
 * when someone scrolls the list) keep the parameters, so the named statements stay few.
 */
const INLINE_FIRST_PAGE_UP_TO = 50;
const inlinedPage = (page: NonNullable<GroupRowParts['adjustments']>) => page.skip === 0 && page.take <= INLINE_FIRST_PAGE_UP_TO;

function statementFor(parts: GroupRowParts): string {
  const page = parts.adjustments;
  const limit = page && inlinedPage(page) ? `LIMIT ${Math.trunc(page.take)}` : 'LIMIT $2 OFFSET $3';
  const key = `${parts.points}:${parts.childCount}:${page ? limit : ''}`;
  let text = statements.get(key);
  if (text) return text;
  const select = [`g."id"`, `g."year"`, `g."name"`, `g."color"`, `g."type"::text AS "type"`, `g."capacity"`, `(g."createdAt" AT TIME ZONE 'UTC') AS "createdAt"`];
  if (parts.points) {
    select.push(`(SELECT COALESCE(json_agg(json_build_object('dayId', p."dayId", 'amount', p."amount") ORDER BY p."dayId"), '[]') FROM "GroupDayPoints" p WHERE p."groupId" = g."id") AS "points"`);
  }
  if (parts.childCount) select.push(`(SELECT count(*)::int FROM "GroupChild" c WHERE c."groupId" = g."id") AS "childCount"`);
  if (page) {
    // The (groupId, id) index gives the page without reading the group's older adjustments.
    select.push(`(SELECT COALESCE(json_agg(json_build_object('id', a."id", 'groupId', a."groupId", 'dayId', a."dayId", 'amount', a."amount",
        'byStaffId', a."byStaffId", 'createdAt', ${epochMs('a."createdAt"')}, 'undoneAt', ${epochMs('a."undoneAt"')},
        'undoneByStaffId', a."undoneByStaffId", 'by', ${nameJson('b')}, 'undoneBy', ${nameJson('u')}) ORDER BY a."id" DESC), '[]')
      FROM (SELECT * FROM "PointsAdjustment" WHERE "groupId" = g."id" ORDER BY "id" DESC ${limit}) a
      LEFT JOIN "Staff" b ON b."id" = a."byStaffId" LEFT JOIN "Staff" u ON u."id" = a."undoneByStaffId") AS "adjustments"`);
    select.push(`e."timeZone" AS "timeZone"`);
  }
  const join = page ? ` LEFT JOIN "Edition" e ON e."year" = g."year"` : '';
  text = `SELECT ${select.join(', ')} FROM "Group" g${join} WHERE g."id" = $1`;
  statements.set(key, text);
  return text;
}

interface AdjustmentJson {
  id: number;
  groupId: number;
  dayId: number;
  amount: number;
  byStaffId: number | null;
  createdAt: number | string;
  undoneAt: number | string | null;
  undoneByStaffId: number | null;
  by: { firstName: string; preferredName: string | null; lastName: string } | null;
  undoneBy: { firstName: string; preferredName: string | null; lastName: string } | null;
}

// Both drivers parse json columns; a text would mean a driver that does not.
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** Reads the group with the parts asked for in one statement, as Prisma's include would return it. */
export async function readGroupRow(sql: DirectSql, groupId: number, parts: GroupRowParts): Promise<Record<string, unknown> | null> {
  const values: unknown[] = [groupId];
  if (parts.adjustments && !inlinedPage(parts.adjustments)) values.push(parts.adjustments.take, parts.adjustments.skip);
  const [row] = await sql.query<Record<string, unknown>>(statementFor(parts), values);
  if (!row) return null;
  const group: Record<string, unknown> = {
    id: row.id, year: row.year, name: row.name, color: row.color, type: row.type, capacity: row.capacity, createdAt: row.createdAt,
  };
  if (parts.points) group.points = parsed<{ dayId: number; amount: number }[]>(row.points);
  if (parts.childCount) group._count = { children: row.childCount };
  if (parts.adjustments) {
    const edition = { timeZone: row.timeZone };
    group.pointsAdjustments = parsed<AdjustmentJson[]>(row.adjustments).map((a) => {
      return {
        id: a.id, groupId: a.groupId, dayId: a.dayId, amount: a.amount, byStaffId: a.byStaffId,
        createdAt: new Date(Number(a.createdAt)), undoneAt: a.undoneAt === null ? null : new Date(Number(a.undoneAt)),
        undoneByStaffId: a.undoneByStaffId, by: a.by, undoneBy: a.undoneBy,
        group: { edition },
      };
    });
  }
  return group;
}
