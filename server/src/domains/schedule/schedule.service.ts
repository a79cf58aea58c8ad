// The week's schedule: one per program year, its visibility and release date, its days (each with events
// and curriculum sections) and the events' groups. Reads apply schedule.policy.ts (who sees the schedule,
// staff-only events); every committed change publishes its live event (ids only) to those who may see it.
// The rotation generator's proposals and their writing live in rotation.service.ts.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { ScheduleVisibility } from '../../generated/prisma/enums.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { LiveBus, LiveEventType } from '../../live/bus.ts';
import { badInput, conflict, notFound } from '../../errors.ts';
import { cleanStaffNotesHtml } from '../notes/staff-notes-html.ts';
import { currentDayId } from '../groups/group-rules.ts';
import { schedulePolicy } from './schedule.policy.ts';
import { checkScheduleGroups, loadSchedule, loadScheduleOfDay, publishScheduleEvent, visibleSchedule, type LoadedSchedule } from './schedule-access.ts';
import { CURRICULUM_SECTIONS, checkSpan, dateString, isBeforeVbs, sortEvents } from './schedule-rules.ts';
import type { CurriculumKey, CurriculumSections, EventChange, EventInput } from '../../../../forms/schedule.ts';
import { fieldRefusal } from '../../input.ts';
import { currentEditionYear } from '../settings/current-year.ts';

/** Visible text per curriculum section; markup may add to it, up to the sanitizer's own cap. */
export const SECTION_MAX_CHARACTERS = 20_000;

const DAY_INCLUDE = (staff: boolean) =>
  ({
    events: { where: staff ? {} : { staffOnly: false }, include: { groups: { select: { groupId: true } } } },
    memoryWork: { orderBy: { id: 'asc' } },
    curriculumSections: true,
  }) satisfies Prisma.DayInclude;

type DayRow = Prisma.DayGetPayload<{ include: ReturnType<typeof DAY_INCLUDE> }>;
type EventRow = DayRow['events'][number];

export const toEventJson = (e: EventRow) => ({
  id: e.id,
  dayId: e.dayId,
  name: e.name,
  startTime: e.startTime,
  endTime: e.endTime,
  locationName: e.locationName,
  staffOnly: e.staffOnly,
  version: e.version,
  groups: e.groups.map((g) => g.groupId).sort((a, b) => a - b),
});

export const toMemoryWorkJson = (m: { id: number; reference: string; content: string; scheduleId: number | null; dayId: number | null }) => ({
  id: m.id,
  reference: m.reference,
  content: m.content,
  scheduleId: m.scheduleId,
  dayId: m.dayId,
});

function toDayJson(d: DayRow) {
  const sections = new Map(d.curriculumSections.map((s) => [s.key, s.html]));
  return {
    id: d.id,
    scheduleId: d.scheduleId,
    date: dateString(d.date),
    events: sortEvents(d.events).map(toEventJson),
    memoryWork: d.memoryWork.map(toMemoryWorkJson),
    curriculum: Object.fromEntries(CURRICULUM_SECTIONS.map(({ key }) => [key, sections.get(key) ?? ''])),
  };
}

const isUniqueViolation = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002';

/** A section's HTML cleaned, or a refusal when its text is too long (counted after cleaning, so here). */
function sectionHtml(key: CurriculumKey, raw: string): string {
  if (raw === '') return '';
  const { html, characters } = cleanStaffNotesHtml(raw);
  if (characters > SECTION_MAX_CHARACTERS) throw fieldRefusal({ [`curriculum.${key}`]: `Keep the section to ${SECTION_MAX_CHARACTERS} characters of text or fewer.` });
  return html;
}

export function createScheduleService(prisma: PrismaClient, bus: LiveBus) {
  const publish = (type: LiveEventType, schedule: LoadedSchedule, data: Record<string, unknown>, staffOnly = false) =>
    publishScheduleEvent(bus, type, schedule, data, staffOnly);

  const currentYear = () => currentEditionYear(prisma);

  async function yearOf(year: number | null | undefined) {
    if (year === null || year === undefined) return currentYear();
    return year;
  }

  const scheduleOfDay = (dayId: number) => loadScheduleOfDay(prisma, dayId);

  async function eventOrThrow(eventId: number) {
    const event = await prisma.event.findUnique({ where: { id: eventId }, include: { groups: { select: { groupId: true } }, day: { select: { scheduleId: true } } } });
    if (!event) throw notFound('Event');
    return event;
  }

  /** Someone else changed the event since the version the change was made from. */
  const staleEvent = (now: { name: string; startTime: string; endTime: string; version: number }) =>
    conflict(`Someone else changed “${now.name}” meanwhile (it now runs ${now.startTime}–${now.endTime}, version ${now.version}); your change was not saved.`);

  function scheduleJson(s: LoadedSchedule, memoryWork: Parameters<typeof toMemoryWorkJson>[0][], days: { id: number; date: Date }[], now = new Date()) {
    return {
      id: s.id,
      year: s.year,
      visibility: s.visibility,
      releaseDate: s.releasesAt.toISOString(),
      releaseDateIsDefault: s.releaseDate === null,
      memoryWork: memoryWork.map(toMemoryWorkJson),
      currentDayId: currentDayId(days, now, s.timeZone),
      beforeVbs: isBeforeVbs(s.firstDay, now, s.timeZone),
    };
  }

  return {
    yearOf,

    /** The schedule as it stands for this viewer: loaded and checked (for the GraphQL door). */
    visible: (viewer: Viewer, scheduleId: number) => visibleSchedule(prisma, viewer, { id: scheduleId }),
    visibleForYear: async (viewer: Viewer, year?: number | null) => visibleSchedule(prisma, viewer, { year: await yearOf(year) }),
    /** Who may see it and when it opens: asked before the schedule itself, so a page can say "not yet". */
    async release(viewer: Viewer, year?: number | null) {
      const schedule = await prisma.schedule.findUnique({ where: { year: await yearOf(year) }, select: { id: true } });
      if (!schedule) return null;
      const s = await loadSchedule(prisma, { id: schedule.id });
      return { schedule: s, visibleToViewer: schedulePolicy.canSee(viewer, s, new Date()) };
    },

    async getSchedule(viewer: Viewer, year?: number | null) {
      const s = await visibleSchedule(prisma, viewer, { year: await yearOf(year) });
      const [memoryWork, days] = await Promise.all([
        prisma.memoryWork.findMany({ where: { scheduleId: s.id }, orderBy: { id: 'asc' } }),
        prisma.day.findMany({ where: { scheduleId: s.id }, orderBy: { date: 'asc' }, select: { id: true, date: true } }),
      ]);
      return scheduleJson(s, memoryWork, days);
    },

    async createSchedule(viewer: Viewer, rawYear: number | null | undefined): Promise<number> {
      schedulePolicy.write(viewer);
      const year = await yearOf(rawYear);
      if (!(await prisma.edition.findUnique({ where: { year }, select: { year: true } }))) throw badInput({ year: 'There is no program edition for that year.' });
      try {
        const created = await prisma.schedule.create({ data: { year }, select: { id: true } });
        await publish('schedule-changed', await loadSchedule(prisma, { id: created.id }), {});
        return created.id;
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict(`There is already a schedule for ${year}.`);
        throw e;
      }
    },

    async setVisibility(viewer: Viewer, scheduleId: number, visibility: ScheduleVisibility) {
      schedulePolicy.write(viewer);
      const before = await loadSchedule(prisma, { id: scheduleId });
      await prisma.schedule.update({ where: { id: scheduleId }, data: { visibility } });
      const after = { ...before, visibility };
      // Both those who could see it before and those who can now learn of the change.
      await publish('schedule-changed', after.visibility === 'PUBLIC' ? after : before, {});
      if (after.visibility !== 'PUBLIC' && before.visibility !== after.visibility) await publish('schedule-changed', after, {});
      return after;
    },

    /** null returns to the default (48 hours before the first day). */
    async setReleaseDate(viewer: Viewer, scheduleId: number, releaseDate: Date | null) {
      schedulePolicy.write(viewer);
      await loadSchedule(prisma, { id: scheduleId });
      await prisma.schedule.update({ where: { id: scheduleId }, data: { releaseDate } });
      const after = await loadSchedule(prisma, { id: scheduleId });
      await publish('schedule-changed', after, {});
      return after;
    },

    async listDays(viewer: Viewer, scheduleId: number) {
      await visibleSchedule(prisma, viewer, { id: scheduleId });
      const days = await prisma.day.findMany({ where: { scheduleId }, orderBy: { date: 'asc' }, include: DAY_INCLUDE(schedulePolicy.canSeeStaffOnlyEvents(viewer)) });
      return days.map(toDayJson);
    },

    async getDay(viewer: Viewer, dayId: number) {
      const day = await prisma.day.findUnique({ where: { id: dayId }, include: DAY_INCLUDE(schedulePolicy.canSeeStaffOnlyEvents(viewer)) });
      if (!day) throw notFound('Day');
      await visibleSchedule(prisma, viewer, { id: day.scheduleId });
      return toDayJson(day);
    },

    /** Adds a day; with `copyFrom`, the other day's events (and their groups) come along. All or nothing. */
    /** `date` is a real yyyy-mm-dd day (both doors read it so). */
    async addDay(viewer: Viewer, scheduleId: number, date: string, copyFrom?: number | null): Promise<number> {
      schedulePolicy.write(viewer);
      const schedule = await loadSchedule(prisma, { id: scheduleId });
      let source: { events: { name: string; startTime: string; endTime: string; locationName: string; staffOnly: boolean; groups: { groupId: number }[] }[] } | null = null;
      if (copyFrom != null) {
        const from = await prisma.day.findUnique({ where: { id: copyFrom }, select: { scheduleId: true, events: { orderBy: { id: 'asc' }, select: { name: true, startTime: true, endTime: true, locationName: true, staffOnly: true, groups: { select: { groupId: true } } } } } });
        if (!from) throw notFound('The day to copy from');
        if (from.scheduleId !== scheduleId) throw badInput({ copyFrom: 'Copy from a day of the same schedule.' });
        source = from;
      }
      try {
        const dayId = await prisma.$transaction(async (tx) => {
          const day = await tx.day.create({ data: { scheduleId, date: new Date(date) }, select: { id: true } });
          if (source && source.events.length) {
            const rows = source.events.map(({ groups: _g, ...e }) => ({ ...e, dayId: day.id }));
            const created = await tx.event.createManyAndReturn({ data: rows, select: { id: true } });
            // createManyAndReturn keeps input order on PostgreSQL and PGlite (one INSERT … RETURNING).
            const links = source.events.flatMap((e, i) => e.groups.map((g) => ({ eventId: created[i].id, groupId: g.groupId })));
            if (links.length) await tx.eventGroup.createMany({ data: links });
          }
          return day.id;
        });
        await publish('day-changed', await loadSchedule(prisma, { id: scheduleId }), { dayId });
        return dayId;
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict(`The ${schedule.year} schedule already has a day on ${date}.`);
        throw e;
      }
    },

    async deleteDay(viewer: Viewer, dayId: number) {
      schedulePolicy.write(viewer);
      const schedule = await scheduleOfDay(dayId);
      const { count } = await prisma.day.deleteMany({ where: { id: dayId } });
      if (count === 0) throw notFound('Day');
      await publish('day-deleted', schedule, { dayId });
    },

    /** Replaces the sections named in `sections` (others stay as they are); '' clears a section. */
    async setCurriculum(viewer: Viewer, dayId: number, sections: CurriculumSections) {
      schedulePolicy.write(viewer);
      const cleaned = sections.map(({ key, html }) => ({ key, html: sectionHtml(key, html) }));
      const schedule = await scheduleOfDay(dayId);
      await prisma.$transaction([
        prisma.curriculumSection.deleteMany({ where: { dayId, key: { in: cleaned.filter((s) => s.html === '').map((s) => s.key) } } }),
        ...cleaned
          .filter((s) => s.html !== '')
          .map((s) => prisma.curriculumSection.upsert({ where: { dayId_key: { dayId, key: s.key } }, create: { dayId, key: s.key, html: s.html }, update: { html: s.html } })),
      ]);
      await publish('day-changed', schedule, { dayId });
    },

    async getEvent(viewer: Viewer, eventId: number) {
      const event = await eventOrThrow(eventId);
      await visibleSchedule(prisma, viewer, { id: event.day.scheduleId });
      if (event.staffOnly && !schedulePolicy.canSeeStaffOnlyEvents(viewer)) throw notFound('Event');
      return toEventJson(event);
    },

    async createEvent(viewer: Viewer, dayId: number, input: EventInput): Promise<number> {
      schedulePolicy.write(viewer);
      const { name, startTime, endTime, locationName, staffOnly } = input;
      const schedule = await scheduleOfDay(dayId);
      const groups = await checkScheduleGroups(prisma, schedule, input.groups);
      const event = await prisma.event.create({
        data: { dayId, name, startTime, endTime, locationName, staffOnly, groups: { create: groups.map((groupId) => ({ groupId })) } },
        select: { id: true },
      });
      await publish('event-details-changed', schedule, { dayId, eventId: event.id }, staffOnly);
      return event.id;
    },

    /**
     * Changes any of name, times, location and staff-only at once (a drag moves start and end together)
     * and raises the event's version. With `version` (the version the editor's change was made from) the
     * write only lands if nobody changed the event since: otherwise 409 naming what it now is, so a
     * concurrent edit is never silently overwritten. Without it the write lands on the row it was checked
     * against (two editors can never leave an event ending before it starts); the loser retries.
     */
    async updateEvent(viewer: Viewer, eventId: number, { version: expectedVersion, ...change }: EventChange) {
      schedulePolicy.write(viewer);
      const data = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Omit<EventChange, 'version'>;
      for (let attempt = 0; ; attempt++) {
        const current = await eventOrThrow(eventId);
        if (expectedVersion !== undefined && current.version !== expectedVersion) throw staleEvent(current);
        checkSpan(data.startTime ?? current.startTime, data.endTime ?? current.endTime);
        const { count } = await prisma.event.updateMany({ where: { id: eventId, version: current.version }, data: { ...data, version: { increment: 1 } } });
        if (count === 1) {
          const schedule = await loadSchedule(prisma, { id: current.day.scheduleId });
          const staffOnlyNow = data.staffOnly ?? current.staffOnly;
          await publish('event-details-changed', schedule, { dayId: current.dayId, eventId }, staffOnlyNow && current.staffOnly);
          return eventId;
        }
        if (expectedVersion !== undefined) throw staleEvent(await eventOrThrow(eventId));
        if (attempt >= 5) throw conflict('The event kept changing while saving; try again.');
      }
    },

    async deleteEvent(viewer: Viewer, eventId: number) {
      schedulePolicy.write(viewer);
      const event = await eventOrThrow(eventId);
      const { count } = await prisma.event.deleteMany({ where: { id: eventId } });
      if (count === 0) throw notFound('Event');
      await publish('event-deleted', await loadSchedule(prisma, { id: event.day.scheduleId }), { dayId: event.dayId, eventId }, event.staffOnly);
    },

    async setEventGroup(viewer: Viewer, eventId: number, groupId: number, attending: boolean) {
      schedulePolicy.write(viewer);
      const event = await eventOrThrow(eventId);
      const schedule = await loadSchedule(prisma, { id: event.day.scheduleId });
      const group = await prisma.group.findUnique({ where: { id: groupId }, select: { year: true } });
      if (!group) throw notFound('Group');
      if (group.year !== schedule.year) throw badInput({ groupId: `Choose a group of ${schedule.year}.` });
      if (attending) await prisma.eventGroup.createMany({ data: [{ eventId, groupId }], skipDuplicates: true });
      else await prisma.eventGroup.deleteMany({ where: { eventId, groupId } });
      await publish('event-details-changed', schedule, { dayId: event.dayId, eventId }, event.staffOnly);
    },
  };
}
