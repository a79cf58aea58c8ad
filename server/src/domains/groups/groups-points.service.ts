// Each group's points per day (SPEC §4, §9): add or take away points in one statement, correct a day's
// total, the log of adjustments (who, when) and undoing one on the day it was made. Every committed change
// publishes its group-day-points live event to staff and interns; raw SQL records its own audit entries.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { LiveBus } from '../../live/bus.ts';
import { sqlState, type DirectSql } from '../../db/direct-sql.ts';
import { badInput, conflict, notFound } from '../../errors.ts';
import { currentAuditScope, recordAudit } from '../audit/audit-scope.ts';
import { groupsPolicy } from './groups.policy.ts';
import { localDate } from '../settings/edition-time.ts';
import { adjusterName, type ChangeOf, type GroupChange } from './group-rules.ts';
import { findGroupOrThrow, isMissingRow, publishGroupChanges } from './groups.service.ts';
import { readGroupRow, type GroupRowParts } from './group-rows.ts';
import { familyOf } from '../people/family.ts';

import { POINTS_MAX } from '../../../../forms/groups.ts';

export { ADJUST_MAX, POINTS_MAX } from '../../../../forms/groups.ts';
/** The most adjustments one page lists. */
export const ADJUSTMENTS_PAGE_MAX = 100;

const NAME_SELECT = { firstName: true, preferredName: true, lastName: true } as const;

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Adds $3 to group $1's points for day $2 when the day belongs to the group's year, appends the adjustment
 * (by staff $4, or by intern $8 when an intern leading the group made it) to the log, keeps the total within ±$5, and writes both changes' audit rows (actor $6,
 * door $7, as the audit recorder writes them); no row when it changed nothing. One round trip and one
 * commit: the audit rows used to follow in a second statement that every response waited for, so each
 * adjustment cost two commits (and two waits for a pooled connection) at 50 clients.
 */
const ADJUST_POINTS_SQL = `
  WITH target AS (
    SELECT g."year", d."id" AS "dayId" FROM "Group" g
    JOIN "Schedule" s ON s."year" = g."year"
    JOIN "Day" d ON d."scheduleId" = s."id" AND d."id" = $2::int
    WHERE g."id" = $1::int
  ), added AS (
    INSERT INTO "GroupDayPoints" ("groupId", "dayId", "amount") SELECT $1::int, "dayId", $3::int FROM target
    ON CONFLICT ("groupId", "dayId") DO UPDATE SET "amount" = "GroupDayPoints"."amount" + EXCLUDED."amount"
      WHERE abs("GroupDayPoints"."amount" + EXCLUDED."amount") <= $5::int
    RETURNING "amount"
  ), logged AS (
    INSERT INTO "PointsAdjustment" ("groupId", "dayId", "amount", "byStaffId", "byInternId")
    SELECT $1::int, $2::int, $3::int, $4::int, $8::int FROM added
    RETURNING "id"
  ), audited AS (
    INSERT INTO "AuditEvent" ("at", "actorAccountId", "door", "kind", "entity", "entityId", "before", "after")
    SELECT CURRENT_TIMESTAMP AT TIME ZONE 'UTC', $6::int, $7::text, v."kind", v."entity", v."entityId", v."before", v."after"
    FROM added, logged, LATERAL (VALUES
      ('UPDATE', 'GroupDayPoints', $1::int::text || ':' || $2::int::text,
        jsonb_build_object('groupId', $1::int, 'dayId', $2::int, 'amount', added."amount" - $3::int),
        jsonb_build_object('groupId', $1::int, 'dayId', $2::int, 'amount', added."amount")),
      ('CREATE', 'PointsAdjustment', logged."id"::text, NULL::jsonb,
        jsonb_build_object('id', logged."id", 'groupId', $1::int, 'dayId', $2::int, 'amount', $3::int, 'byStaffId', $4::int, 'byInternId', $8::int))
    ) AS v("kind", "entity", "entityId", "before", "after")
  )
  SELECT added."amount", target."year", logged."id" AS "adjustmentId" FROM added, target, logged`;

export function createGroupsPointsService(prisma: PrismaClient, sql: DirectSql, bus: LiveBus) {
  const publish = (changes: GroupChange[]) => publishGroupChanges(bus, changes);

  /** The day must be one of the group's year's schedule days. */
  async function pointsTarget(groupId: number, dayId: number) {
    const [group, day] = await Promise.all([
      findGroupOrThrow(prisma, groupId),
      prisma.day.findUnique({ where: { id: dayId }, select: { id: true, schedule: { select: { year: true } } } }),
    ]);
    if (!day || day.schedule.year !== group.year) throw badInput({ dayId: `Choose a day of the ${group.year} schedule.` });
    return group;
  }

  /** The groups an intern viewer leads this year (staff need no lookup: they may change any group's points). */
  const teamGroupIdsOf = async (viewer: Viewer): Promise<ReadonlySet<number>> => (viewer.isStaff ? new Set() : (await familyOf(prisma, viewer)).teamGroupIds);

  /** Who is recorded as making or undoing a change: the staff member, else the intern leading the group. */
  const actorOf = (viewer: Viewer) => (viewer.isStaff ? { staffId: viewer.staffId, internId: null } : { staffId: null, internId: viewer.internId });

  return {
    /** A change payload's group with the parts its selection asked for, in one direct statement (group-rows.ts). */
    groupRow: (groupId: number, parts: GroupRowParts) => readGroupRow(sql, groupId, parts),

    /**
     * Adds `amount` (as the doors read it: forms/groups.ts) to the group's points for the day in ONE statement
     * (insert or add), so any number of simultaneous adjustments sum exactly; the total stays within
     * ±POINTS_MAX or nothing changes.
     */
    async adjustPoints(viewer: Viewer, groupId: number, dayId: number, amount: number): Promise<ChangeOf<'group-day-points'>> {
      groupsPolicy.adjustPoints(viewer, await teamGroupIdsOf(viewer), groupId);
      // The hot path is one statement: it checks that the day belongs to the group's year as it adds.
      // Only when it changes nothing do we look again, to say why.
      // The same statement appends the adjustment to the log (who, when), so the two never disagree.
      const { staffId, internId } = actorOf(viewer);
      const { actorAccountId, door } = currentAuditScope();
      let rows: { amount: number; year: number; adjustmentId: number }[];
      try {
        // Sent straight to the driver (db/direct-sql.ts): a raw statement through Prisma cost several times
        // the statement itself in its query compiler.
        rows = await sql.query<{ amount: number; year: number; adjustmentId: number }>(ADJUST_POINTS_SQL, [groupId, dayId, amount, staffId, POINTS_MAX, actorAccountId, door, internId]);
      } catch (e) {
        if (sqlState(e) === FOREIGN_KEY_VIOLATION) throw notFound('Group'); // the group went meanwhile
        throw e;
      }
      if (rows.length === 0) {
        await pointsTarget(groupId, dayId);
        throw conflict(`Points for one day stay between -${POINTS_MAX} and ${POINTS_MAX}.`);
      }
      const group = { year: Number(rows[0].year) };
      const change = { kind: 'group-day-points' as const, groupId, year: group.year, dayId, amount: Number(rows[0].amount), adjustmentId: Number(rows[0].adjustmentId) };
      await publish([change]);
      return change;
    },

    /** The REST shape of a group's latest `limit` adjustments (1 to ADJUSTMENTS_PAGE_MAX), newest first (one statement after the group check). */
    async recentAdjustments(viewer: Viewer, groupId: number, limit: number) {
      groupsPolicy.readGroups(viewer);
      const [group, teamGroupIds] = await Promise.all([
        prisma.group.findUnique({ where: { id: groupId }, select: { edition: { select: { timeZone: true } } } }),
        teamGroupIdsOf(viewer),
      ]);
      if (!group) throw notFound('Group');
      const mayUndo = groupsPolicy.canAdjustPoints(viewer, teamGroupIds, groupId);
      const rows = await prisma.pointsAdjustment.findMany({
        where: { groupId },
        orderBy: { id: 'desc' },
        take: limit,
        select: {
          id: true, dayId: true, amount: true, createdAt: true, undoneAt: true, byStaffId: true, undoneByStaffId: true,
          by: { select: NAME_SELECT }, undoneBy: { select: NAME_SELECT }, byIntern: { select: NAME_SELECT }, undoneByIntern: { select: NAME_SELECT },
        },
      });
      const today = localDate(new Date(), group.edition.timeZone);
      return rows.map((a) => ({
        id: a.id,
        dayId: a.dayId,
        amount: a.amount,
        createdAt: a.createdAt.toISOString(),
        byStaffId: a.byStaffId,
        byName: adjusterName(a.by, a.byIntern),
        undoneAt: a.undoneAt?.toISOString() ?? null,
        undoneByStaffId: a.undoneByStaffId,
        undoneByName: adjusterName(a.undoneBy, a.undoneByIntern),
        canUndo: mayUndo && a.undoneAt === null && localDate(a.createdAt, group.edition.timeZone) === today,
      }));
    },

    /**
     * Undoes one adjustment: marks it undone (by whom, when) and subtracts its amount from the group's
     * points for its day, in one transaction. Who may: whoever may adjust points (groupsPolicy.undoPoints),
     * on the program-local day the adjustment was made. Undoing an undone adjustment changes nothing and
     * answers the points as they are (idempotent), also when two undos race: the row update that marks
     * it is conditional on it not being undone yet, and it locks the row.
     */
    async undoPointsAdjustment(viewer: Viewer, adjustmentId: number, inGroupId?: number): Promise<ChangeOf<'group-day-points'>> {
      groupsPolicy.mayAdjustSomePoints(viewer);
      const adjustment = await prisma.pointsAdjustment.findUnique({
        where: { id: adjustmentId },
        select: { id: true, groupId: true, dayId: true, amount: true, createdAt: true, undoneAt: true, group: { select: { year: true, edition: { select: { timeZone: true } } } } },
      });
      if (!adjustment || (inGroupId !== undefined && adjustment.groupId !== inGroupId)) throw notFound('Points adjustment');
      groupsPolicy.undoPoints(viewer, await teamGroupIdsOf(viewer), adjustment.groupId);
      const { groupId, dayId, amount } = adjustment;
      const year = adjustment.group.year;
      const unchanged = async () => {
        const row = await prisma.groupDayPoints.findUnique({ where: { groupId_dayId: { groupId, dayId } }, select: { amount: true } });
        return { kind: 'group-day-points' as const, groupId, year, dayId, amount: row?.amount ?? 0, adjustmentId };
      };
      if (adjustment.undoneAt) return unchanged();
      const timeZone = adjustment.group.edition.timeZone;
      if (localDate(adjustment.createdAt, timeZone) !== localDate(new Date(), timeZone)) {
        throw conflict('An adjustment can be undone only on the day it was made; add or take away points instead.');
      }
      // One statement marks it and subtracts it, so there is no interactive transaction to wait for under
      // load: a second undo waits on the row lock, then finds it undone and changes nothing; the total is
      // re-read under its row lock, so concurrent adjustments are never lost.
      const { staffId, internId } = actorOf(viewer);
      const rows = await prisma.$queryRaw<{ amount: number }[]>`
        WITH marked AS (
          UPDATE "PointsAdjustment" SET "undoneAt" = CURRENT_TIMESTAMP, "undoneByStaffId" = ${staffId}::int, "undoneByInternId" = ${internId}::int
          WHERE "id" = ${adjustmentId} AND "undoneAt" IS NULL
            AND EXISTS (SELECT 1 FROM "GroupDayPoints" p WHERE p."groupId" = ${groupId} AND p."dayId" = ${dayId} AND abs(p."amount" - ${amount}) <= ${POINTS_MAX})
          RETURNING "groupId", "dayId", "amount"
        ), subtracted AS (
          UPDATE "GroupDayPoints" p SET "amount" = p."amount" - m."amount" FROM marked m
          WHERE p."groupId" = m."groupId" AND p."dayId" = m."dayId"
          RETURNING p."amount"
        )
        SELECT "amount" FROM subtracted`;
      if (rows.length === 0) {
        const now = await prisma.pointsAdjustment.findUnique({ where: { id: adjustmentId }, select: { undoneAt: true } });
        if (!now || now.undoneAt) return unchanged(); // undone meanwhile by someone else (or gone with its group)
        throw conflict(`Points for one day stay between -${POINTS_MAX} and ${POINTS_MAX}.`);
      }
      const total = Number(rows[0].amount);
      // Raw SQL passes by the audit trail's Prisma extension, so it records both changes itself.
      recordAudit({
        kind: 'UPDATE',
        entity: 'PointsAdjustment',
        entityId: String(adjustmentId),
        before: { id: adjustmentId, groupId, dayId, amount, undoneAt: null, undoneByStaffId: null, undoneByInternId: null },
        after: { id: adjustmentId, groupId, dayId, amount, undoneAt: new Date().toISOString(), undoneByStaffId: staffId, undoneByInternId: internId },
      });
      recordAudit({
        kind: 'UPDATE',
        entity: 'GroupDayPoints',
        entityId: `${groupId}:${dayId}`,
        before: { groupId, dayId, amount: total + amount },
        after: { groupId, dayId, amount: total },
      });
      const change = { kind: 'group-day-points' as const, groupId, year, dayId, amount: total, adjustmentId };
      await publish([change]);
      return change;
    },

    /** Sets the group's points for a day (a correction, as the doors read it), in one statement. */
    async setPoints(viewer: Viewer, groupId: number, dayId: number, amount: number): Promise<ChangeOf<'group-day-points'>> {
      groupsPolicy.changePoints(viewer);
      const group = await pointsTarget(groupId, dayId);
      try {
        await prisma.groupDayPoints.upsert({ where: { groupId_dayId: { groupId, dayId } }, create: { groupId, dayId, amount }, update: { amount } });
      } catch (e) {
        if (isMissingRow(e)) throw notFound('Group');
        throw e;
      }
      const change = { kind: 'group-day-points' as const, groupId, year: group.year, dayId, amount };
      await publish([change]);
      return change;
    },
  };
}

export type GroupsPointsService = ReturnType<typeof createGroupsPointsService>;
