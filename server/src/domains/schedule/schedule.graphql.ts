// GraphQL changes to the schedule, curriculum and memory work, and the `scheduleChanged` subscription.
// Mutations return the changed objects re-read with the asker's selection; the subscription delivers the
// same objects (the event, the day or the schedule a change touched) re-read with the subscriber's own
// selection and under their own rules: a schedule they may not see yet delivers nothing, a staff-only
// event reaches staff only, and an event that is gone from their view arrives as `event: null`. The
// client merges what arrives by id and takes deleted or hidden records out of its lists.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { decodeGlobalIdOf } from '../../graphql/ids.ts';
import { viewerEvents, type LiveEvent } from '../../live/bus.ts';
import { readInput } from '../../input.ts';
import { z } from 'zod';
import { curriculumSectionsSchema, eventChangeSchema, eventSchema, memoryWorkSchema } from '../../../../forms/schedule.ts';
import { ScheduleRef, DayRef, EventRef, MemoryWorkRef, ScheduleVisibilityEnum, TallyRef, canSeeSchedule, dayIdOf, eventIdOf, eventWhere, scheduleIdOf, yearArg } from './schedule-types.graphql.ts';

const SCHEDULE_EVENTS = ['day-deleted', 'event-details-changed', 'event-deleted', 'day-changed', 'schedule-changed'] as const;
type ScheduleEventType = (typeof SCHEDULE_EVENTS)[number];

interface ScheduleChange {
  kind: ScheduleEventType;
  scheduleId: number;
  year: number;
  dayId?: number | null;
  eventId?: number | null;
}

const isEventChange = (c: ScheduleChange) => c.kind === 'event-details-changed' || c.kind === 'event-deleted';
/** No record of this kind for the change: the selection is not needed (reading it tells Pothos so, instead of a warning that it went unused). */
const noRecord = (query: object) => {
  void { ...query };
  return null;
};

const ScheduleChangeRef = builder.objectRef<ScheduleChange>('ScheduleChange').implement({
  description: 'A change to a schedule (live events day-deleted, event-details-changed, event-deleted, day-changed, schedule-changed).',
  fields: (t) => ({
    kind: t.exposeString('kind'),
    scheduleId: t.id({ resolve: (c) => encodeGlobalID('Schedule', c.scheduleId) }),
    dayId: t.id({ nullable: true, resolve: (c) => (c.dayId ? encodeGlobalID('Day', c.dayId) : null) }),
    eventId: t.id({ nullable: true, resolve: (c) => (c.eventId ? encodeGlobalID('Event', c.eventId) : null) }),
    schedule: t.prismaField({
      type: ScheduleRef,
      nullable: true,
      description: 'The schedule as it is now, for a change of the schedule or of its days (null for a change of one event: see event).',
      resolve: (q, c, _a, ctx) => (isEventChange(c) ? noRecord(q) : ctx.prisma.schedule.findUnique({ ...q, where: { id: c.scheduleId } })),
    }),
    day: t.prismaField({
      type: DayRef,
      nullable: true,
      description: 'The day as it is now, for a day added or changed (null once deleted, and for a change of one event: see event).',
      resolve: (q, c, _a, ctx) => (c.kind === 'day-changed' && c.dayId ? ctx.prisma.day.findUnique({ ...q, where: { id: c.dayId } }) : noRecord(q)),
    }),
    event: t.prismaField({
      type: EventRef,
      nullable: true,
      description: 'The event as this viewer may see it now (null once deleted, or when it is staff-only and they are not staff: take it out of view).',
      resolve: (q, c, _a, ctx) => (c.kind === 'event-details-changed' && c.eventId ? ctx.prisma.event.findFirst({ ...q, where: { id: c.eventId, ...eventWhere(ctx) } }) : noRecord(q)),
    }),
  }),
});

const DeletedRef = builder.objectRef<{ id: string; schedule: number }>('ScheduleItemDeleted').implement({
  fields: (t) => ({
    deletedId: t.id({ resolve: (d) => d.id }),
    schedule: t.prismaField({ type: ScheduleRef, resolve: (q, d, _a, ctx) => ctx.prisma.schedule.findUniqueOrThrow({ ...q, where: { id: d.schedule } }) }),
  }),
});

const MemorizedRef = builder.objectRef<{ memoryWorkId: number; childId: number; memorized: boolean; scheduleId: number }>('MemoryWorkMemorized').implement({
  fields: (t) => ({
    memorized: t.exposeBoolean('memorized'),
    childDatabaseId: t.exposeInt('childId'),
    memoryWork: t.prismaField({ type: MemoryWorkRef, resolve: (q, m, _a, ctx) => ctx.prisma.memoryWork.findUniqueOrThrow({ ...q, where: { id: m.memoryWorkId } }) }),
    tally: t.field({ type: TallyRef, resolve: (m, _a, ctx) => ctx.services.memoryWork.tally(ctx.viewer, m.scheduleId) }),
    schedule: t.prismaField({
      type: ScheduleRef,
      description: 'The schedule the memory work belongs to, as it is now (its tally included), so a client merges it by id.',
      resolve: (q, m, _a, ctx) => ctx.prisma.schedule.findUniqueOrThrow({ ...q, where: { id: m.scheduleId } }),
    }),
  }),
});

const CurriculumSectionInput = builder.inputType('CurriculumSectionInput', {
  fields: (t) => ({ key: t.string({ required: true }), html: t.string({ required: true, description: 'Sanitized on save; "" clears the section.' }) }),
});

const scheduleOfDay = async (ctx: { prisma: import('../../generated/prisma/client.ts').PrismaClient }, dayId: number) =>
  (await ctx.prisma.day.findUniqueOrThrow({ where: { id: dayId }, select: { scheduleId: true } })).scheduleId;

builder.mutationFields((t) => ({
  createSchedule: t.prismaField({
    type: ScheduleRef,
    description: 'Needs SCHEDULE_CLASSES or MANAGE_VBS.',
    args: { year: t.arg.int() },
    resolve: async (q, _r, { year }, ctx) => ctx.prisma.schedule.findUniqueOrThrow({ ...q, where: { id: await ctx.services.schedule.createSchedule(ctx.viewer, yearArg(year)) } }),
  }),
  setScheduleVisibility: t.prismaField({
    type: ScheduleRef,
    args: { scheduleId: t.arg.id({ required: true }), visibility: t.arg({ type: ScheduleVisibilityEnum, required: true }) },
    resolve: async (q, _r, a, ctx) => {
      const s = await ctx.services.schedule.setVisibility(ctx.viewer, scheduleIdOf(a.scheduleId), a.visibility);
      return ctx.prisma.schedule.findUniqueOrThrow({ ...q, where: { id: s.id } });
    },
  }),
  setScheduleReleaseDate: t.prismaField({
    type: ScheduleRef,
    description: 'null returns to the default (48 hours before the first day).',
    args: { scheduleId: t.arg.id({ required: true }), releaseDate: t.arg({ type: 'DateTime' }) },
    resolve: async (q, _r, a, ctx) => {
      const s = await ctx.services.schedule.setReleaseDate(ctx.viewer, scheduleIdOf(a.scheduleId), a.releaseDate ?? null);
      return ctx.prisma.schedule.findUniqueOrThrow({ ...q, where: { id: s.id } });
    },
  }),
  addScheduleDay: t.prismaField({
    type: DayRef,
    description: 'A day on `date`; with copyFromDayId, that day’s events and their groups are copied. 409 when the date is taken.',
    args: { scheduleId: t.arg.id({ required: true }), date: t.arg({ type: 'Date', required: true }), copyFromDayId: t.arg.id() },
    resolve: async (q, _r, a, ctx) => {
      const id = await ctx.services.schedule.addDay(ctx.viewer, scheduleIdOf(a.scheduleId), a.date, a.copyFromDayId ? decodeGlobalIdOf('Day', String(a.copyFromDayId), 'copyFromDayId') : null);
      return ctx.prisma.day.findUniqueOrThrow({ ...q, where: { id } });
    },
  }),
  deleteScheduleDay: t.field({
    type: DeletedRef,
    args: { dayId: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => {
      const dayId = dayIdOf(a.dayId);
      const day = await ctx.prisma.day.findUnique({ where: { id: dayId }, select: { scheduleId: true } });
      await ctx.services.schedule.deleteDay(ctx.viewer, dayId);
      return { id: String(a.dayId), schedule: day!.scheduleId };
    },
  }),
  setDayCurriculum: t.prismaField({
    type: DayRef,
    description: 'Saves the given sections (others unchanged). Needs SCHEDULE_CLASSES or MANAGE_VBS.',
    args: { dayId: t.arg.id({ required: true }), sections: t.arg({ type: [CurriculumSectionInput], required: true }) },
    resolve: async (q, _r, a, ctx) => {
      const dayId = dayIdOf(a.dayId);
      const sections = Object.fromEntries(a.sections.map((s) => [s.key, s.html]));
      await ctx.services.schedule.setCurriculum(ctx.viewer, dayId, readInput(z.object({ curriculum: curriculumSectionsSchema }), { curriculum: sections }).curriculum);
      return ctx.prisma.day.findUniqueOrThrow({ ...q, where: { id: dayId } });
    },
  }),
  createEvent: t.prismaField({
    type: EventRef,
    args: {
      dayId: t.arg.id({ required: true }),
      name: t.arg.string({ required: true }),
      startTime: t.arg.string({ required: true }),
      endTime: t.arg.string({ required: true }),
      locationName: t.arg.string(),
      staffOnly: t.arg.boolean(),
      groupIds: t.arg.intList({ description: 'Database ids of the attending groups.' }),
    },
    resolve: async (q, _r, a, ctx) => {
      const event = readInput(eventSchema, { name: a.name, startTime: a.startTime, endTime: a.endTime, locationName: a.locationName, staffOnly: a.staffOnly ?? undefined, groups: a.groupIds });
      const id = await ctx.services.schedule.createEvent(ctx.viewer, dayIdOf(a.dayId), event);
      return ctx.prisma.event.findUniqueOrThrow({ ...q, where: { id } });
    },
  }),
  updateEvent: t.prismaField({
    type: EventRef,
    description: 'Changes the given fields at once (a move sends start and end together).',
    args: {
      eventId: t.arg.id({ required: true }),
      name: t.arg.string(),
      startTime: t.arg.string(),
      endTime: t.arg.string(),
      locationName: t.arg.string(),
      staffOnly: t.arg.boolean(),
      version: t.arg.int({ description: 'The version this change was made from: if someone else changed the event since, the change is refused (CONFLICT).' }),
    },
    resolve: async (q, _r, a, ctx) => {
      const id = eventIdOf(a.eventId);
      const given = Object.fromEntries(Object.entries({ name: a.name, startTime: a.startTime, endTime: a.endTime, locationName: a.locationName, staffOnly: a.staffOnly, version: a.version }).filter(([, v]) => v != null));
      await ctx.services.schedule.updateEvent(ctx.viewer, id, readInput(eventChangeSchema, given));
      return ctx.prisma.event.findUniqueOrThrow({ ...q, where: { id } });
    },
  }),
  deleteEvent: t.field({
    type: DeletedRef,
    args: { eventId: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => {
      const id = eventIdOf(a.eventId);
      const event = await ctx.prisma.event.findUnique({ where: { id }, select: { dayId: true } });
      await ctx.services.schedule.deleteEvent(ctx.viewer, id);
      return { id: String(a.eventId), schedule: await scheduleOfDay(ctx, event!.dayId) };
    },
  }),
  setEventGroup: t.prismaField({
    type: EventRef,
    args: { eventId: t.arg.id({ required: true }), groupId: t.arg.id({ required: true }), attending: t.arg.boolean({ required: true }) },
    resolve: async (q, _r, a, ctx) => {
      const id = eventIdOf(a.eventId);
      await ctx.services.schedule.setEventGroup(ctx.viewer, id, decodeGlobalIdOf('Group', String(a.groupId), 'groupId'), a.attending);
      return ctx.prisma.event.findUniqueOrThrow({ ...q, where: { id } });
    },
  }),
  createMemoryWork: t.prismaField({
    type: MemoryWorkRef,
    description: 'For the week (scheduleId) or one day (dayId).',
    args: { reference: t.arg.string({ required: true }), content: t.arg.string({ required: true }), scheduleId: t.arg.id(), dayId: t.arg.id() },
    resolve: async (q, _r, a, ctx) => {
      const memoryWork = readInput(memoryWorkSchema, { reference: a.reference, content: a.content, scheduleId: a.scheduleId ? scheduleIdOf(a.scheduleId) : null, dayId: a.dayId ? dayIdOf(a.dayId) : null });
      const id = await ctx.services.memoryWork.create(ctx.viewer, memoryWork);
      return ctx.prisma.memoryWork.findUniqueOrThrow({ ...q, where: { id } });
    },
  }),
  setMemoryWorkMemorized: t.field({
    type: MemorizedRef,
    description: 'Marks a child’s memory work memorized or forgotten. Any staff member.',
    authScopes: { staff: true },
    args: { memoryWorkId: t.arg.id({ required: true }), childId: t.arg.int({ required: true, description: 'The child’s database id.' }), memorized: t.arg.boolean({ required: true }) },
    resolve: async (_r, a, ctx) => {
      const memoryWorkId = decodeGlobalIdOf('MemoryWork', String(a.memoryWorkId), 'memoryWorkId');
      const memorized = a.memorized ? await ctx.services.memoryWork.memorize(ctx.viewer, memoryWorkId, a.childId) : await ctx.services.memoryWork.forget(ctx.viewer, memoryWorkId, a.childId);
      const m = await ctx.prisma.memoryWork.findUniqueOrThrow({ where: { id: memoryWorkId }, select: { scheduleId: true, day: { select: { scheduleId: true } } } });
      return { memoryWorkId, childId: a.childId, memorized, scheduleId: (m.scheduleId ?? m.day?.scheduleId)! };
    },
  }),
}));

/** Listens to the bus at once (so the stream's first message means it is listening), then yields the changes this viewer may see. */
function visibleChanges(ctx: Parameters<typeof canSeeSchedule>[0], year: number | null | undefined): AsyncGenerator<ScheduleChange> {
  const events = viewerEvents(ctx.bus, ctx.viewer, (e) => (SCHEDULE_EVENTS as readonly string[]).includes(e.type) && (year == null || e.data.year === year));
  return (async function* () {
    try {
      for await (const event of events as AsyncIterable<LiveEvent>) {
        // Decided afresh for every change: a release or a new visibility applies at once.
        const change = { kind: event.type as ScheduleEventType, ...(event.data as Omit<ScheduleChange, 'kind'>) };
        if (await ctx.services.schedule.release(ctx.viewer, change.year).then((r) => r?.visibleToViewer ?? false)) yield change;
      }
    } finally {
      await events.return?.();
    }
  })();
}

builder.subscriptionFields((t) => ({
  scheduleChanged: t.field({
    type: ScheduleChangeRef,
    description: 'Changes to the schedule the viewer may see (of one year when given), re-read under the viewer’s rules.',
    authScopes: { signedIn: true },
    args: { year: t.arg.int() },
    subscribe: (_root, { year }, ctx) => visibleChanges(ctx, yearArg(year)),
    resolve: (change) => change,
  }),
}));
