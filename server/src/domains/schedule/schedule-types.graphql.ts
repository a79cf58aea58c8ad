// GraphQL types and queries for the schedule (schedule.graphql.ts adds the changes): Schedule, Day,
// Event, MemoryWork, the curriculum's sections and the tally. Who sees what is schedule.policy.ts: each
// node checks its schedule's visibility (once per schedule or day per request), and staff-only events are
// filtered out of every list for non-staff and refused by id.
import type { Viewer } from '../../auth/viewer.ts';
import type { RequestContext } from '../../context.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { decodeGlobalIdOf } from '../../graphql/ids.ts';
import { ScheduleVisibility } from '../../generated/prisma/enums.ts';
import { currentDayId } from '../groups/group-rules.ts';
import { sortGroups } from '../groups/group-rules.ts';
import { GroupRef } from '../groups/group-types.graphql.ts';
import { schedulePolicy } from './schedule.policy.ts';
import { loadSchedule } from './schedule-access.ts';
import { CURRICULUM_SECTIONS, findConflicts, isBeforeVbs, releasesAt } from './schedule-rules.ts';
import { z } from 'zod';
import { readInput } from '../../input.ts';
import { programYear } from '../../../../forms/fields.ts';
import type { Tally } from './memory-work.service.ts';

// ───────────── visibility, checked once per schedule and per day in a request ─────────────

// Keyed by viewer, and short-lived: a subscription keeps its viewer for hours, and a release or a new
// visibility must apply to the next change it delivers.
const CACHE_MS = 2000;
type Cached = { at: number; result: Promise<boolean> };
const seen = new WeakMap<Viewer, { schedules: Map<number, Cached>; days: Map<number, Cached> }>();
function cached(map: Map<number, Cached>, id: number, load: () => Promise<boolean>): Promise<boolean> {
  const hit = map.get(id);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.result;
  const result = load();
  map.set(id, { at: Date.now(), result });
  return result;
}
function cacheOf(viewer: Viewer) {
  let c = seen.get(viewer);
  if (!c) seen.set(viewer, (c = { schedules: new Map(), days: new Map() }));
  return c;
}

export function canSeeSchedule(ctx: RequestContext, scheduleId: number): Promise<boolean> {
  return cached(cacheOf(ctx.viewer).schedules, scheduleId, () =>
    loadSchedule(ctx.prisma, { id: scheduleId }).then((s) => schedulePolicy.canSee(ctx.viewer, s, new Date()), () => false),
  );
}

export function canSeeDay(ctx: RequestContext, dayId: number, scheduleId?: number): Promise<boolean> {
  return cached(cacheOf(ctx.viewer).days, dayId, () =>
    scheduleId !== undefined
      ? canSeeSchedule(ctx, scheduleId)
      : ctx.prisma.day.findUnique({ where: { id: dayId }, select: { scheduleId: true } }).then((d) => (d ? canSeeSchedule(ctx, d.scheduleId) : false)),
  );
}

export const eventWhere = (ctx: RequestContext) => (schedulePolicy.canSeeStaffOnlyEvents(ctx.viewer) ? {} : { staffOnly: false });

// ───────────── types ─────────────

export const ScheduleVisibilityEnum = builder.enumType(ScheduleVisibility, {
  name: 'ScheduleVisibility',
  description: 'PUBLIC: everyone; INTERNAL: staff; PRIVATE: staff with SCHEDULE_CLASSES — until the release date, then everyone (SPEC §4).',
});

const CurriculumSectionRef = builder.objectRef<{ key: string; label: string; html: string }>('CurriculumSection').implement({
  description: 'One content section of a day’s curriculum (SPEC §2), sanitized HTML ("" when not written).',
  fields: (t) => ({ key: t.exposeString('key'), label: t.exposeString('label'), html: t.exposeString('html') }),
});

const EventConflictRef = builder.objectRef<{ eventIds: [number, number]; kind: 'group' | 'location'; groupId?: number; locationName?: string }>('EventConflict').implement({
  description: 'Two overlapping events that share a group, or a location.',
  fields: (t) => ({
    eventIds: t.intList({ resolve: (c) => c.eventIds, description: 'Database ids of the two events.' }),
    kind: t.exposeString('kind', { description: '"group" or "location".' }),
    groupId: t.int({ nullable: true, resolve: (c) => c.groupId ?? null }),
    locationName: t.string({ nullable: true, resolve: (c) => c.locationName ?? null }),
  }),
});

const EventGroupRef = builder.objectRef<{ id: number; name: string; color: string }>('EventGroup').implement({
  description: 'A group attending an event, as a badge.',
  fields: (t) => ({
    id: t.id({ resolve: (g) => encodeGlobalID('Group', g.id) }),
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    color: t.exposeString('color', { description: '#rrggbb' }),
  }),
});

export const EventRef = builder.prismaNode('Event', {
  id: { field: 'id' },
  description: 'Something happening on a day, from start to end (HH:MM, program-local), somewhere, for some groups.',
  authScopes: async (event, ctx) => (!event.staffOnly || schedulePolicy.canSeeStaffOnlyEvents(ctx.viewer)) && (await canSeeDay(ctx, event.dayId)),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    dayDatabaseId: t.exposeInt('dayId'),
    name: t.exposeString('name'),
    startTime: t.exposeString('startTime'),
    endTime: t.exposeString('endTime'),
    locationName: t.exposeString('locationName'),
    staffOnly: t.exposeBoolean('staffOnly'),
    version: t.exposeInt('version', { description: 'Raised by every change; send it with updateEvent to have a concurrent change refused rather than overwritten.' }),
    groupIds: t.intList({ select: { groups: { select: { groupId: true } } }, resolve: (e) => e.groups.map((g) => g.groupId).sort((a, b) => a - b) }),
    groups: t.field({
      type: [EventGroupRef],
      description: 'The attending groups as badges (name and colour): whoever sees the event sees who it is for.',
      select: { groups: { select: { group: { select: { id: true, name: true, color: true, type: true } } } } },
      resolve: (e) => sortGroups(e.groups.map((g) => g.group)),
    }),
  }),
});

export const MemoryWorkRef = builder.prismaNode('MemoryWork', {
  id: { field: 'id' },
  description: 'A verse or passage to memorize, for the week or for one day.',
  authScopes: (m, ctx) => (m.scheduleId !== null ? canSeeSchedule(ctx, m.scheduleId) : canSeeDay(ctx, m.dayId!)),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    reference: t.exposeString('reference'),
    content: t.exposeString('content'),
    forWeek: t.boolean({ resolve: (m) => m.scheduleId !== null }),
    memorizedChildIds: t.intList({
      description: 'Database ids of the children who memorized it (staff only).',
      authScopes: { staff: true },
      select: { memorized: { select: { childId: true } } },
      resolve: (m) => m.memorized.map((r) => r.childId),
    }),
  }),
});

export const DayRef = builder.prismaNode('Day', {
  id: { field: 'id' },
  description: 'One day of the schedule: its events, curriculum and memory work.',
  authScopes: (day, ctx) => canSeeDay(ctx, day.id, day.scheduleId),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    date: t.expose('date', { type: 'Date' }),
    events: t.relation('events', {
      description: 'Sorted by start time, then name (staff-only events for staff only).',
      query: (_args, ctx) => ({ where: eventWhere(ctx), orderBy: [{ startTime: 'asc' }, { name: 'asc' }, { id: 'asc' }] }),
    }),
    memoryWork: t.relation('memoryWork', { query: { orderBy: { id: 'asc' } } }),
    curriculum: t.field({
      type: [CurriculumSectionRef],
      description: 'Every SPEC §2 section in page order, written or not.',
      select: { curriculumSections: { select: { key: true, html: true } } },
      resolve: (day) => {
        const html = new Map(day.curriculumSections.map((s) => [s.key, s.html]));
        return CURRICULUM_SECTIONS.map((s) => ({ ...s, html: html.get(s.key) ?? '' }));
      },
    }),
    conflicts: t.field({
      type: [EventConflictRef],
      description: 'Overlapping events that share a group or a location (staff only).',
      authScopes: { staff: true },
      select: { events: { select: { id: true, startTime: true, endTime: true, locationName: true, groups: { select: { groupId: true } } } } },
      resolve: (day) => findConflicts(day.events.map((e) => ({ ...e, groupIds: e.groups.map((g) => g.groupId) }))),
    }),
  }),
});

const TallyWorkRef = builder.objectRef<Tally['memoryWork'][number]>('TallyMemoryWork').implement({
  fields: (t) => ({ memoryWorkId: t.exposeInt('memoryWorkId'), reference: t.exposeString('reference'), dayId: t.exposeInt('dayId', { nullable: true }), count: t.exposeInt('count') }),
});
const TallyCountRef = builder.objectRef<{ memoryWorkId: number; count: number }>('TallyCount').implement({
  fields: (t) => ({ memoryWorkId: t.exposeInt('memoryWorkId'), count: t.exposeInt('count') }),
});
const TallyGroupRef = builder.objectRef<Tally['groups'][number]>('TallyGroup').implement({
  fields: (t) => ({
    groupId: t.exposeInt('groupId'),
    name: t.exposeString('name'),
    color: t.exposeString('color'),
    childCount: t.exposeInt('childCount'),
    total: t.exposeInt('total'),
    memorized: t.field({ type: [TallyCountRef], resolve: (g) => g.memorized }),
  }),
});
export const TallyRef = builder.objectRef<Tally>('MemoryWorkTally').implement({
  description: 'How many children memorized each memory work of the schedule, per group and in all.',
  fields: (t) => ({
    memoryWork: t.field({ type: [TallyWorkRef], resolve: (x) => x.memoryWork }),
    groups: t.field({ type: [TallyGroupRef], resolve: (x) => x.groups }),
    total: t.exposeInt('total'),
  }),
});

export const ScheduleRef = builder.prismaNode('Schedule', {
  id: { field: 'id' },
  description: 'The week’s schedule of one program year.',
  authScopes: (s, ctx) => canSeeSchedule(ctx, s.id),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    year: t.exposeInt('year'),
    visibility: t.expose('visibility', { type: ScheduleVisibilityEnum }),
    releaseDate: t.expose('releaseDate', { type: 'DateTime', nullable: true, description: 'As set; null means the default.' }),
    releasesAt: t.field({
      type: 'DateTime',
      description: 'When everyone may see it: the release date, else 48 hours before the first day, else the edition start.',
      select: { releaseDate: true, edition: { select: { startsAt: true, timeZone: true } }, days: { orderBy: { date: 'asc' }, take: 1, select: { date: true } } },
      resolve: (s) => releasesAt(s.releaseDate, s.days[0]?.date ?? null, s.edition.startsAt, s.edition.timeZone),
    }),
    days: t.relation('days', { query: { orderBy: { date: 'asc' } } }),
    memoryWork: t.relation('memoryWork', { description: 'The week’s memory work.', query: { orderBy: { id: 'asc' } } }),
    currentDayId: t.int({
      nullable: true,
      description: 'SPEC §4: the first day whose end is still ahead, else the last day.',
      select: { days: { orderBy: { date: 'asc' }, select: { id: true, date: true } }, edition: { select: { timeZone: true } } },
      resolve: (s) => currentDayId(s.days, new Date(), s.edition.timeZone),
    }),
    beforeVbs: t.boolean({
      description: 'SPEC §4: today is not after the first day.',
      select: { days: { orderBy: { date: 'asc' }, take: 1, select: { date: true } }, edition: { select: { timeZone: true } } },
      resolve: (s) => isBeforeVbs(s.days[0]?.date ?? null, new Date(), s.edition.timeZone),
    }),
    timeZone: t.string({ description: 'IANA zone the events’ HH:MM times are in.', select: { edition: { select: { timeZone: true } } }, resolve: (s) => s.edition.timeZone }),
    viewerCanEdit: t.boolean({ resolve: (_s, _a, ctx) => schedulePolicy.canWrite(ctx.viewer) }),
    viewerSeesStaffOnly: t.boolean({ resolve: (_s, _a, ctx) => schedulePolicy.canSeeStaffOnlyEvents(ctx.viewer) }),
    tally: t.field({ type: TallyRef, authScopes: { staff: true }, resolve: (s, _a, ctx) => ctx.services.memoryWork.tally(ctx.viewer, s.id) }),
  }),
});

const ScheduleReleaseRef = builder.objectRef<{ year: number; visibility: ScheduleVisibility; releasesAt: Date; visibleToViewer: boolean }>('ScheduleRelease').implement({
  description: 'Whether the viewer may see a year’s schedule yet, and when it opens to everyone.',
  fields: (t) => ({
    year: t.exposeInt('year'),
    visibility: t.expose('visibility', { type: ScheduleVisibilityEnum }),
    releasesAt: t.expose('releasesAt', { type: 'DateTime' }),
    visibleToViewer: t.exposeBoolean('visibleToViewer'),
  }),
});

export const dayIdOf = (id: string | number) => decodeGlobalIdOf('Day', String(id), 'dayId');
export const scheduleIdOf = (id: string | number) => decodeGlobalIdOf('Schedule', String(id), 'scheduleId');
export const eventIdOf = (id: string | number) => decodeGlobalIdOf('Event', String(id), 'eventId');
/** The `year` argument, read as the REST door reads `?year=`. */
export const yearArg = (year: number | null | undefined) => readInput(z.object({ year: programYear().nullish() }), { year }).year;

builder.queryFields((t) => ({
  schedule: t.prismaField({
    type: ScheduleRef,
    nullable: true,
    description: 'A year’s schedule (the current edition’s by default); null when there is none. Refused before release to those it is not for.',
    args: { year: t.arg.int() },
    resolve: async (query, _root, { year }, ctx) => {
      const release = await ctx.services.schedule.release(ctx.viewer, yearArg(year));
      if (!release) return null;
      await ctx.services.schedule.visible(ctx.viewer, release.schedule.id);
      return ctx.prisma.schedule.findUnique({ ...query, where: { id: release.schedule.id } });
    },
  }),
  scheduleRelease: t.field({
    type: ScheduleReleaseRef,
    nullable: true,
    description: 'Asked by pages before the schedule itself, so they can say “not released yet”.',
    args: { year: t.arg.int() },
    resolve: async (_root, { year }, ctx) => {
      const release = await ctx.services.schedule.release(ctx.viewer, yearArg(year));
      return release && { year: release.schedule.year, visibility: release.schedule.visibility, releasesAt: release.schedule.releasesAt, visibleToViewer: release.visibleToViewer };
    },
  }),
  myScheduleGroups: t.prismaField({
    type: [GroupRef],
    description: 'The groups whose schedule the viewer follows: staff and interns their assigned groups, parents their children’s.',
    authScopes: { signedIn: true },
    args: { year: t.arg.int() },
    resolve: async (query, _root, { year }, ctx) => {
      const y = await ctx.services.schedule.yearOf(yearArg(year));
      const { viewer } = ctx;
      const mine = [
        ...(viewer.staffId !== null ? [{ staff: { some: { staffId: viewer.staffId } } }] : []),
        ...(viewer.internId !== null ? [{ interns: { some: { internId: viewer.internId } } }] : []),
        ...(viewer.parentId !== null ? [{ children: { some: { child: { parents: { some: { parentId: viewer.parentId } } } } } }] : []),
      ];
      if (mine.length === 0) return [];
      return sortGroups(await ctx.prisma.group.findMany({ ...query, where: { year: y, OR: mine } }));
    },
  }),
}));
