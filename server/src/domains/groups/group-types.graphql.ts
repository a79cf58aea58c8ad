// GraphQL types and queries for groups (groups.graphql.ts adds the changes): Group (with its roster, staff, interns and points), the group
// list of a program year (days, current day, standard point multiplier), and each person's groups.
// Who may see what is groups.policy.ts; field scopes below apply it per field, so one query can serve
// staff (rosters), interns (the leaderboard) and parents (their children's badges).
import { z } from 'zod';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { notFound } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { GroupType } from '../../generated/prisma/enums.ts';
import type { RequestContext } from '../../context.ts';
import { InternRef } from '../people/people.graphql.ts';
import { StaffRef } from '../accounts/accounts.graphql.ts';
import { groupsPolicy } from './groups.policy.ts';
import { adjusterName } from './group-rules.ts';
import { familyGroupIdsOf } from './family-groups.ts';
import { familyNow, familyOf } from '../people/family.ts';
import { averagePoints, sortGroups, standardPointMultiplier } from './group-rules.ts';
import { isProgramToday } from '../settings/edition-time.ts';
import type { LatestRecord } from '../attendance/latest-record.ts';
import { checkedInCountsOf, rosterSearchWhere, searchWords, SEARCH_DEFAULT, SEARCH_MAX, SEARCH_TEXT_MAX, todaysRecordOfChild } from './roster-reads.ts';
import { readInput } from '../../input.ts';
import { pageSize } from '../../paging-input.ts';
import { groupIdSchema } from '../../../../forms/groups.ts';
import { programYear } from '../../../../forms/fields.ts';

/** A roster search: its text (blank finds nothing) and how many rows at most. */
const rosterSearchArgs = z.object({
  text: z.string().trim().max(SEARCH_TEXT_MAX, { error: `Keep the search to ${SEARCH_TEXT_MAX} characters or fewer.` }),
  first: pageSize(SEARCH_MAX, 'results', SEARCH_DEFAULT),
});

export const GroupTypeEnum = builder.enumType(GroupType, {
  name: 'GroupType',
  description: 'PERMANENT = "Assigned", ROTATIONAL = "Afternoon Club", SCHEDULED = "Schedule-Based" (SPEC §3).',
});

const CheckInState = builder.enumType('CheckInState', {
  description: 'A child’s state today on the program’s clocks: the kind of their latest attendance record of the day.',
  values: ['NOT_CHECKED_IN', 'CHECKED_IN', 'CHECKED_OUT'] as const,
});

const team = { staff: true, intern: true } as const;

const GroupDayPointsRef = builder.objectRef<{ dayId: number; amount: number }>('GroupDayPoints').implement({
  description: 'A group’s points for one day of the schedule.',
  fields: (t) => ({
    dayId: t.exposeInt('dayId', { description: 'The numeric id of the schedule day.' }),
    amount: t.exposeInt('amount'),
  }),
});

const PointsDayRef = builder.objectRef<{ id: number; date: Date }>('PointsDay').implement({
  description: 'A day of the schedule that groups score points on.',
  fields: (t) => ({
    dayId: t.exposeInt('id'),
    date: t.expose('date', { type: 'Date' }),
  }),
});

export const GroupRef = builder.prismaNode('Group', {
  id: { field: 'id' },
  authScopes: async (group, ctx) => groupsPolicy.canSeeBadge(ctx.viewer, await familyGroupIdsOf(ctx.prisma, ctx.viewer), group.id),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    year: t.exposeInt('year'),
    name: t.exposeString('name'),
    color: t.exposeString('color', { description: '#rrggbb' }),
    groupType: t.expose('type', { type: GroupTypeEnum }),
    capacity: t.exposeInt('capacity', { nullable: true, description: 'Seats in an afternoon club; null means unlimited.' }),
    childCount: t.relationCount('children', { authScopes: team }),
    checkedInCount: t.int({
      description: 'Children on the roster checked in today (their state is CHECKED_IN): one SQL aggregate per request for the year’s groups.',
      authScopes: team,
      select: { year: true },
      resolve: async (g, _args, ctx) => (await checkedInCountsOf(ctx, g.year)).get(g.id) ?? 0,
    }),
    roster: t.relation('children', {
      description: 'The group’s children by last name, each with their check-in state (staff, and the interns of this group).',
      authScopes: async (group, _args, ctx) => groupsPolicy.canReadRoster(ctx.viewer, (await familyOf(ctx.prisma, ctx.viewer)).teamGroupIds, group.id),
      query: { orderBy: [{ child: { lastName: 'asc' } }, { child: { firstName: 'asc' } }] },
    }),
    staff: t.field({
      type: [StaffRef],
      authScopes: { staff: true },
      select: (_args, _ctx, nested) => ({ staff: { select: { staff: nested(true) }, orderBy: [{ staff: { lastName: 'asc' } }, { staff: { firstName: 'asc' } }] } }),
      resolve: (g) => g.staff.map((s) => s.staff),
    }),
    interns: t.field({
      type: [InternRef],
      authScopes: { staff: true },
      select: (_args, _ctx, nested) => ({ interns: { select: { intern: nested(true) }, orderBy: [{ intern: { lastName: 'asc' } }, { intern: { firstName: 'asc' } }] } }),
      resolve: (g) => g.interns.map((i) => i.intern),
    }),
    pointsRecords: t.field({
      type: [GroupDayPointsRef],
      authScopes: team,
      select: { points: { select: { dayId: true, amount: true } } },
      resolve: (g) => [...g.points].sort((a, b) => a.dayId - b.dayId),
    }),
    totalPoints: t.int({
      authScopes: team,
      select: { points: { select: { dayId: true, amount: true } } },
      resolve: (g) => g.points.reduce((sum, p) => sum + p.amount, 0),
    }),
    recentPointsAdjustments: t.relatedConnection('pointsAdjustments', {
      description: 'The group’s points adjustments, newest first, with who made (and undid) each (staff and interns).',
      authScopes: team,
      cursor: 'id',
      defaultSize: 5,
      maxSize: 50,
      query: { orderBy: { id: 'desc' } },
    }),
    averagePoints: t.float({
      description: 'SPEC §9: total points divided by max(1, child count).',
      authScopes: team,
      select: { points: { select: { dayId: true, amount: true } }, _count: { select: { children: true } } },
      resolve: (g) => averagePoints(g.points.reduce((sum, p) => sum + p.amount, 0), g._count.children),
    }),
  }),
});

const nameSelect = { select: { firstName: true, preferredName: true, lastName: true } } as const;

export const PointsAdjustmentRef = builder.prismaNode('PointsAdjustment', {
  id: { field: 'id' },
  description: 'One change to a group’s points for a day: how much, who made it and when; undone ones say by whom.',
  authScopes: team,
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    dayId: t.exposeInt('dayId', { description: 'The numeric id of the schedule day the points went to.' }),
    amount: t.exposeInt('amount'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    byName: t.string({
      nullable: true,
      description: 'The staff member, or the intern leading the group ("Name (intern)"), who made it (null once their record is gone).',
      select: { by: nameSelect, byIntern: nameSelect },
      resolve: (a) => adjusterName(a.by, a.byIntern),
    }),
    undoneAt: t.expose('undoneAt', { type: 'DateTime', nullable: true }),
    undoneByName: t.string({ nullable: true, select: { undoneBy: nameSelect, undoneByIntern: nameSelect }, resolve: (a) => adjusterName(a.undoneBy, a.undoneByIntern) }),
    canUndo: t.boolean({
      description: 'Whether the viewer may undo it now: staff or an intern leading the group, not undone yet, on the program-local day it was made.',
      select: { groupId: true, group: { select: { edition: { select: { timeZone: true } } } } },
      resolve: async (a, _args, ctx) =>
        a.undoneAt === null &&
        isProgramToday(a.createdAt, a.group.edition.timeZone) &&
        groupsPolicy.canAdjustPoints(ctx.viewer, (await familyNow(ctx.prisma, ctx.viewer)).teamGroupIds, a.groupId),
    }),
  }),
});

// A roster child's state today: their latest attendance record in the schedule of the group's year
// (attendance/latest-record.ts says what "latest" means), which counts only when it was recorded today on the
// program's clocks: a child checked in yesterday and never checked out is not "checked in" today. The rows a
// request shows are read together in one statement (roster-reads.ts), not per child nor for the whole year.
function rosterChildToday<T>(r: { childId: number; group: { year: number } }, ctx: RequestContext, pick: (today: LatestRecord | null) => T): Promise<T> {
  return todaysRecordOfChild(ctx, r.group.year, r.childId).then(pick);
}

const GROUP_YEAR = { group: { select: { year: true } } } as const;

builder.prismaObject('GroupChild', {
  name: 'RosterChild',
  description: 'A child on a group’s roster; the id names the group and the child, so a change re-read elsewhere lands on this row.',
  fields: (t) => ({
    id: t.id({ resolve: (r) => encodeGlobalID('RosterChild', `${r.groupId}.${r.childId}`) }),
    child: t.relation('child'),
    group: t.relation('group', { description: 'The group whose roster this row is on (search results name it).' }),
    checkInState: t.field({
      type: CheckInState,
      description: 'Today’s state (the program’s day in its time zone): NOT_CHECKED_IN when the child has no record today.',
      select: GROUP_YEAR,
      resolve: (r, _args, ctx) =>
        rosterChildToday(r, ctx, (today) => (!today ? 'NOT_CHECKED_IN' : today.kind === 'CHECK_IN' ? 'CHECKED_IN' : 'CHECKED_OUT')),
    }),
    checkInRecordedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When today’s latest check-in or check-out was recorded; null when there was none today.',
      select: GROUP_YEAR,
      resolve: (r, _args, ctx) => rosterChildToday(r, ctx, (today) => today?.recordedAt ?? null),
    }),
  }),
});

interface GroupListShape {
  year: number;
}

// The year's days are asked for by two fields; read them once per request.
const daysCache = new WeakMap<RequestContext, Map<number, ReturnType<RequestContext['services']['groups']['pointsDays']>>>();
function pointsDaysOf(ctx: RequestContext, year: number) {
  let byYear = daysCache.get(ctx);
  if (!byYear) daysCache.set(ctx, (byYear = new Map()));
  let days = byYear.get(year);
  if (!days) byYear.set(year, (days = ctx.services.groups.pointsDays(ctx.viewer, year)));
  return days;
}

export const GroupListRef = builder.objectRef<GroupListShape>('GroupList');
builder.node(GroupListRef, {
  description: 'The groups of one program year, with the days they score points on (SPEC §3, §9).',
  id: { resolve: (list) => list.year },
  authScopes: team,
  loadOne: (id) => ({ year: Number(id) }),
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'year' in value && Object.keys(value).length === 1,
  fields: (t) => ({
    year: t.exposeInt('year'),
    groups: t.prismaField({
      type: ['Group'],
      description: 'Permanent first, then rotational, then scheduled; then by name.',
      resolve: async (query, list, _args, ctx) => sortGroups(await ctx.prisma.group.findMany({ ...query, where: { year: list.year } })),
    }),
    days: t.field({
      type: [PointsDayRef],
      description: 'The schedule’s days, only for those who may see the schedule (empty otherwise, and currentDayId null).',
      resolve: async (list, _args, ctx) => (await pointsDaysOf(ctx, list.year)).days,
    }),
    currentDayId: t.int({
      nullable: true,
      description: 'SPEC §4: the first day whose end is still ahead, else the last day.',
      resolve: async (list, _args, ctx) => (await pointsDaysOf(ctx, list.year)).currentDayId,
    }),
    standardPointMultiplier: t.int({
      description: 'SPEC §9: the largest permanent group’s child count, at least 1.',
      resolve: async (list, _args, ctx) => {
        const counts = await ctx.prisma.groupChild.groupBy({ by: ['groupId'], where: { group: { year: list.year, type: 'PERMANENT' } }, _count: { _all: true } });
        return standardPointMultiplier(counts.map((c) => ({ type: 'PERMANENT' as const, childCount: c._count._all })));
      },
    }),
    rosterSearch: t.prismaField({
      type: ['GroupChild'],
      description: `Roster rows of the year's groups whose child's first, preferred or last name starts with every word of text (a child in two groups is two rows), by last name; at most first (${SEARCH_DEFAULT} by default, up to ${SEARCH_MAX}). Staff search every group, an intern only their own groups; empty text finds nothing.`,
      authScopes: team,
      args: { text: t.arg.string({ required: true }), first: t.arg.int() },
      resolve: async (query, list, args, ctx) => {
        const { text, first: take } = readInput(rosterSearchArgs, args);
        const words = searchWords(text);
        if (words.length === 0) return [];
        const onlyGroupIds = groupsPolicy.canReadRosters(ctx.viewer) ? null : (await familyOf(ctx.prisma, ctx.viewer)).teamGroupIds;
        return ctx.prisma.groupChild.findMany({
          ...query,
          where: rosterSearchWhere(list.year, words, onlyGroupIds),
          orderBy: [{ child: { lastName: 'asc' } }, { child: { firstName: 'asc' } }, { childId: 'asc' }, { group: { type: 'asc' } }, { group: { name: 'asc' } }],
          take,
        });
      },
    }),
    assignableInterns: t.prismaField({
      type: ['Intern'],
      description: 'Interns who applied that year (not declined or withdrawn) or are already in one of its groups.',
      authScopes: { staff: true },
      resolve: (query, list, _args, ctx) =>
        ctx.prisma.intern.findMany({
          ...query,
          where: {
            OR: [
              { applications: { some: { year: list.year, status: { in: ['PENDING', 'ACCEPTED'] } } } },
              { groups: { some: { group: { year: list.year } } } },
            ],
          },
          orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }],
        }),
    }),
  }),
});

builder.queryFields((t) => ({
  groupList: t.field({
    type: GroupListRef,
    description: 'The groups of a program year (the current edition’s when no year is given). Staff and interns.',
    authScopes: team,
    args: { year: t.arg.int() },
    resolve: async (_root, { year }, ctx) => {
      groupsPolicy.readGroups(ctx.viewer);
      return { year: await ctx.services.groups.yearOf(readInput(z.object({ year: programYear().nullish() }), { year }).year) };
    },
  }),
  myLedGroups: t.prismaField({
    type: ['Group'],
    description: 'The current edition’s groups the viewer leads, as a staff member or as an intern, sorted as SPEC §3 says. Staff and interns.',
    authScopes: team,
    resolve: async (query, _root, _args, ctx) => {
      groupsPolicy.readGroups(ctx.viewer);
      const { staffId, internId } = ctx.viewer;
      const led = [
        ...(staffId !== null ? [{ staff: { some: { staffId } } }] : []),
        ...(internId !== null ? [{ interns: { some: { internId } } }] : []),
      ];
      if (led.length === 0) return [];
      return sortGroups(await ctx.prisma.group.findMany({ ...query, where: { year: await ctx.services.groups.yearOf(null), OR: led } }));
    },
  }),
  ledGroup: t.prismaField({
    type: 'Group',
    description:
      'One group as its leader’s phone view shows it (children with alert lines and today’s check-in state, points, schedule): staff any group; an intern only a group they lead this year (else FORBIDDEN).',
    authScopes: team,
    args: { groupId: t.arg.int({ required: true, description: 'The group’s database id.' }) },
    resolve: async (query, _root, { groupId }, ctx) => {
      const id = readInput(groupIdSchema, { groupId }).groupId;
      groupsPolicy.readLeaderView(ctx.viewer, (await familyOf(ctx.prisma, ctx.viewer)).teamGroupIds, id);
      const group = await ctx.prisma.group.findUnique({ ...query, where: { id } });
      if (!group) throw notFound('Group');
      return group;
    },
  }),
}));

// Each person's groups: "a staff member's assigned groups are those listing their id" (SPEC §6).
const byGroupOrder = <G extends { type: GroupType; name: string; id: number }>(rows: { group: G }[]) => sortGroups(rows.map((r) => r.group));

builder.prismaObjectFields('Child', (t) => ({
  groups: t.field({
    type: [GroupRef],
    description: 'The child’s group badges, sorted as SPEC §3 says.',
    args: { year: t.arg.int({ description: 'Only that program year’s groups.' }) },
    select: (args, _ctx, nested) => ({ groups: { where: args.year ? { group: { year: args.year } } : {}, select: { group: nested(true) } } }),
    resolve: (c) => byGroupOrder(c.groups),
  }),
}));

builder.prismaObjectFields('Staff', (t) => ({
  groups: t.field({
    type: [GroupRef],
    args: { year: t.arg.int({ description: 'Only that program year’s groups.' }) },
    select: (args, _ctx, nested) => ({ groups: { where: args.year ? { group: { year: args.year } } : {}, select: { group: nested(true) } } }),
    resolve: (s) => byGroupOrder(s.groups),
  }),
}));

builder.prismaObjectFields('Intern', (t) => ({
  groups: t.field({
    type: [GroupRef],
    args: { year: t.arg.int({ description: 'Only that program year’s groups.' }) },
    select: (args, _ctx, nested) => ({ groups: { where: args.year ? { group: { year: args.year } } : {}, select: { group: nested(true) } } }),
    resolve: (i) => byGroupOrder(i.groups),
  }),
}));
