// Groups: create, rename, recolor and delete the groups of a program year; assign children, staff
// and interns. Every change publishes its SPEC §4 live event (ids and small values only) to staff and
// interns, after it is committed. Each group's points per day live in groups-points.service.ts.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { GroupType } from '../../generated/prisma/enums.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { LiveBus } from '../../live/bus.ts';
import { badInput, conflict, notFound } from '../../errors.ts';
import { groupsPolicy } from './groups.policy.ts';
import { screeningPolicy } from '../screening/screening.policy.ts';
import { readClearance } from '../screening/screening-facts.ts';
import { displayName } from '../../../../shared/person-name.ts';
import { schedulePolicy } from '../schedule/schedule.policy.ts';
import { ACCESS_SELECT, toAccess } from '../schedule/schedule-access.ts';
import { currentDayId, sortGroups, type ChangeOf, type ChildAssignment, type GroupChange } from './group-rules.ts';

import type { NewGroupInput } from '../../../../forms/groups.ts';
import { currentEditionYear } from '../settings/current-year.ts';

/** New groups take the first of these their year does not use yet. */
const PALETTE = ['#1c7ed6', '#e03131', '#2f9e44', '#f08c00', '#7048e8', '#0c8599', '#d6336c', '#5c940d', '#862e9c', '#e8590c'];

const isUniqueViolation = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002';
export const isMissingRow = (e: unknown) =>
  e instanceof Prisma.PrismaClientKnownRequestError && (e.code === 'P2025' || e.code === 'P2003' || (e.code === 'P2010' && /23503|foreign key/i.test(e.message)));

/** Publishes committed changes as their SPEC §4 live events (ids and small values) to staff and interns. */
export async function publishGroupChanges(bus: LiveBus, changes: GroupChange[]) {
  for (const { kind, ...data } of changes) await bus.publish({ type: kind, data, audience: { staffAndInterns: true } });
}

export async function findGroupOrThrow(prisma: PrismaClient, groupId: number) {
  const group = await prisma.group.findUnique({ where: { id: groupId }, select: { id: true, year: true, type: true, name: true, capacity: true } });
  if (!group) throw notFound('Group');
  return group;
}

export function createGroupsService(prisma: PrismaClient, bus: LiveBus) {
  const publish = (changes: GroupChange[]) => publishGroupChanges(bus, changes);

  const currentYear = () => currentEditionYear(prisma);

  const groupOrThrow = (groupId: number) => findGroupOrThrow(prisma, groupId);

  return {
    currentYear,

    /** The year a request means: the one it names, else the current edition's. */
    async yearOf(year: number | null | undefined): Promise<number> {
      if (year === null || year === undefined) return currentYear();
      return year;
    },

    /** The REST shape (SPEC §3): ids of members and the points per day, sorted as SPEC §3 says. */
    async listGroups(viewer: Viewer, year?: number | null) {
      groupsPolicy.readGroups(viewer);
      const y = await this.yearOf(year);
      const rows = await prisma.group.findMany({ where: { year: y }, include: REST_INCLUDE });
      return sortGroups(rows).map((row) => toGroupJson(row, groupsPolicy.canReadRosters(viewer)));
    },

    async getGroup(viewer: Viewer, groupId: number) {
      groupsPolicy.readGroups(viewer);
      const row = await prisma.group.findUnique({ where: { id: groupId }, include: REST_INCLUDE });
      if (!row) throw notFound('Group');
      return toGroupJson(row, groupsPolicy.canReadRosters(viewer));
    },

    /**
     * Days of the year's schedule and which one is current (SPEC §4), only when the viewer may see that
     * schedule (schedule.policy.ts canSee): the days' dates are part of the schedule. Otherwise no days.
     */
    async pointsDays(viewer: Viewer, year: number) {
      const row = await prisma.schedule.findUnique({ where: { year }, select: { ...ACCESS_SELECT, days: { orderBy: { date: 'asc' }, select: { id: true, date: true } } } });
      if (!row || !schedulePolicy.canSee(viewer, toAccess(row), new Date())) return { days: [], currentDayId: null };
      const { days } = row;
      return { days, currentDayId: currentDayId(days, new Date(), row.edition.timeZone) };
    },

    /** A new group as the doors read it (forms/groups.ts). */
    async createGroup(viewer: Viewer, input: NewGroupInput): Promise<number> {
      groupsPolicy.manageGroups(viewer);
      const { name, type, capacity } = input;
      const year = input.year ?? (await currentYear());
      let color = input.color;
      if (!(await prisma.edition.findUnique({ where: { year }, select: { year: true } }))) throw badInput({ year: 'There is no program edition for that year.' });
      if (!color) {
        const used = new Set((await prisma.group.findMany({ where: { year }, select: { color: true } })).map((g) => g.color.toLowerCase()));
        color = PALETTE.find((c) => !used.has(c)) ?? PALETTE[0];
      }
      try {
        const group = await prisma.group.create({ data: { year, name, type, color, capacity }, select: { id: true } });
        await publish([{ kind: 'group-created', groupId: group.id, year }]);
        return group.id;
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict(`There is already a group named ${name} in ${year}.`);
        throw e;
      }
    },

    async renameGroup(viewer: Viewer, groupId: number, name: string): Promise<ChangeOf<'group-renamed'>> {
      groupsPolicy.manageGroups(viewer);
      try {
        const group = await prisma.group.update({ where: { id: groupId }, data: { name }, select: { id: true, year: true } });
        const change = { kind: 'group-renamed' as const, groupId, year: group.year, name };
        await publish([change]);
        return change;
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict(`There is already a group named ${name} that year.`);
        if (isMissingRow(e)) throw notFound('Group');
        throw e;
      }
    },

    async recolorGroup(viewer: Viewer, groupId: number, color: string): Promise<ChangeOf<'group-color-changed'>> {
      groupsPolicy.manageGroups(viewer);
      try {
        const group = await prisma.group.update({ where: { id: groupId }, data: { color }, select: { year: true } });
        const change = { kind: 'group-color-changed' as const, groupId, year: group.year, color };
        await publish([change]);
        return change;
      } catch (e) {
        if (isMissingRow(e)) throw notFound('Group');
        throw e;
      }
    },

    /** One DELETE: the foreign keys cascade to its children, staff, interns, points and events at once. */
    async deleteGroup(viewer: Viewer, groupId: number): Promise<ChangeOf<'group-deleted'>> {
      groupsPolicy.manageGroups(viewer);
      const group = await groupOrThrow(groupId);
      const deleted = await prisma.group.deleteMany({ where: { id: groupId } });
      if (deleted.count === 0) throw notFound('Group');
      const change = { kind: 'group-deleted' as const, groupId, year: group.year };
      await publish([change]);
      return change;
    },

    /**
     * Puts a child in a group, or takes them out. A child has at most one Assigned (permanent) group and
     * one Afternoon Club a year, so joining one moves them out of the other of that type. An afternoon
     * club with a capacity refuses a child once full. The group row is locked for the change, so two
     * staff filling the last seat at once cannot both succeed.
     * Returns the asked-for assignment, naming the groups the child left for it.
     */
    async assignChild(viewer: Viewer, groupId: number, childId: number, assigned: boolean): Promise<ChildAssignment> {
      groupsPolicy.assignChildren(viewer);
      const { year, changes } = await prisma.$transaction(async (tx) => {
        const locked = await tx.$queryRaw<{ id: number; year: number; type: GroupType; name: string; capacity: number | null }[]>`
          SELECT "id", "year", "type"::text AS "type", "name", "capacity" FROM "Group" WHERE "id" = ${groupId} FOR UPDATE`;
        const group = locked[0];
        if (!group) throw notFound('Group');
        if (!(await tx.child.findUnique({ where: { id: childId }, select: { id: true } }))) throw notFound('Child');
        const year = group.year;
        if (!assigned) {
          const removed = await tx.groupChild.deleteMany({ where: { groupId, childId } });
          return { year, changes: removed.count ? [{ kind: 'group-child-assignment' as const, groupId, year, childId, assigned: false }] : [] };
        }
        if (await tx.groupChild.findUnique({ where: { groupId_childId: { groupId, childId } } })) return { year, changes: [] };
        if (group.capacity !== null) {
          const seated = await tx.groupChild.count({ where: { groupId } });
          if (seated >= group.capacity) throw conflict(`${group.name} is full (${seated} of ${group.capacity} seats).`);
        }
        const moved: GroupChange[] = [];
        if (group.type !== 'SCHEDULED') {
          const others = await tx.groupChild.findMany({ where: { childId, group: { year, type: group.type, id: { not: groupId } } }, select: { groupId: true } });
          if (others.length) {
            await tx.groupChild.deleteMany({ where: { childId, groupId: { in: others.map((o) => o.groupId) } } });
            for (const o of others) moved.push({ kind: 'group-child-assignment', groupId: o.groupId, year, childId, assigned: false });
          }
        }
        await tx.groupChild.create({ data: { groupId, childId } });
        return { year, changes: [...moved, { kind: 'group-child-assignment' as const, groupId, year, childId, assigned: true }] };
      });
      await publish(changes);
      const movedFromGroupIds = changes.filter((c) => c.groupId !== groupId).map((c) => c.groupId);
      return { kind: 'group-child-assignment', groupId, year, childId, assigned, movedFromGroupIds };
    },

    async assignStaff(viewer: Viewer, groupId: number, staffId: number, assigned: boolean): Promise<ChangeOf<'group-staff-assignment'>> {
      groupsPolicy.assignStaffAndInterns(viewer);
      const group = await groupOrThrow(groupId);
      const staff = await prisma.staff.findUnique({ where: { id: staffId }, select: { firstName: true, preferredName: true, lastName: true } });
      if (!staff) throw notFound('Staff member');
      // Only a cleared volunteer is put with a group; taking someone off is always allowed.
      if (assigned) screeningPolicy.requireAssignable(await readClearance(prisma, { staffId, internId: null }), displayName(staff), 'staffId');
      const changed = assigned
        ? (await prisma.groupStaff.createMany({ data: [{ groupId, staffId }], skipDuplicates: true })).count
        : (await prisma.groupStaff.deleteMany({ where: { groupId, staffId } })).count;
      const change = { kind: 'group-staff-assignment' as const, groupId, year: group.year, staffId, assigned };
      if (changed) await publish([change]);
      return change;
    },

    async assignIntern(viewer: Viewer, groupId: number, internId: number, assigned: boolean): Promise<ChangeOf<'group-intern-assignment'>> {
      groupsPolicy.assignStaffAndInterns(viewer);
      const group = await groupOrThrow(groupId);
      const intern = await prisma.intern.findUnique({ where: { id: internId }, select: { firstName: true, preferredName: true, lastName: true } });
      if (!intern) throw notFound('Intern');
      if (assigned) screeningPolicy.requireAssignable(await readClearance(prisma, { staffId: null, internId }), displayName(intern), 'internId');
      const changed = assigned
        ? (await prisma.groupIntern.createMany({ data: [{ groupId, internId }], skipDuplicates: true })).count
        : (await prisma.groupIntern.deleteMany({ where: { groupId, internId } })).count;
      const change = { kind: 'group-intern-assignment' as const, groupId, year: group.year, internId, assigned };
      if (changed) await publish([change]);
      return change;
    },
  };
}

const REST_INCLUDE = {
  children: { select: { childId: true }, orderBy: { childId: 'asc' } },
  staff: { select: { staffId: true }, orderBy: { staffId: 'asc' } },
  interns: { select: { internId: true }, orderBy: { internId: 'asc' } },
  points: { select: { dayId: true, amount: true }, orderBy: { dayId: 'asc' } },
} satisfies Prisma.GroupInclude;

type RestGroupRow = Prisma.GroupGetPayload<{ include: typeof REST_INCLUDE }>;

/** The REST group; the roster ids (childIds, staffIds, internIds) only for those who may read rosters. */
function toGroupJson(g: RestGroupRow, withRoster: boolean) {
  return {
    id: g.id,
    name: g.name,
    color: g.color,
    groupType: g.type,
    capacity: g.capacity,
    ...(withRoster
      ? { childIds: g.children.map((c) => c.childId), staffIds: g.staff.map((s) => s.staffId), internIds: g.interns.map((i) => i.internId) }
      : {}),
    pointsRecords: g.points.map((p) => ({ dayId: p.dayId, amount: p.amount })),
    year: g.year,
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
