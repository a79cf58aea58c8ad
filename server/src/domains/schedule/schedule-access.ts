// What the policy needs to decide who sees a schedule, read in one statement (the schedule with its
// edition and its first day), and the live-event audience that matches it; the lookups and the live
// publishing the schedule's writers (schedule.service.ts, rotation.service.ts) share.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Audience, LiveBus, LiveEventType } from '../../live/bus.ts';
import { badInput, notFound } from '../../errors.ts';
import { schedulePolicy, type ScheduleAccess } from './schedule.policy.ts';
import { releasesAt } from './schedule-rules.ts';

export const ACCESS_SELECT = {
  id: true,
  year: true,
  visibility: true,
  releaseDate: true,
  edition: { select: { startsAt: true, timeZone: true } },
  days: { orderBy: { date: 'asc' }, take: 1, select: { date: true } },
} satisfies Prisma.ScheduleSelect;

type AccessRow = Prisma.ScheduleGetPayload<{ select: typeof ACCESS_SELECT }>;

export interface LoadedSchedule extends ScheduleAccess {
  id: number;
  year: number;
  /** As stored: null means the default. */
  releaseDate: Date | null;
  firstDay: Date | null;
  timeZone: string;
}

export function toAccess(row: AccessRow): LoadedSchedule {
  const firstDay = row.days[0]?.date ?? null;
  return {
    id: row.id,
    year: row.year,
    visibility: row.visibility,
    releaseDate: row.releaseDate,
    releasesAt: releasesAt(row.releaseDate, firstDay, row.edition.startsAt, row.edition.timeZone),
    firstDay,
    timeZone: row.edition.timeZone,
  };
}

export async function loadSchedule(prisma: PrismaClient | Prisma.TransactionClient, where: Prisma.ScheduleWhereUniqueInput): Promise<LoadedSchedule> {
  const row = await prisma.schedule.findUnique({ where, select: ACCESS_SELECT });
  if (!row) throw notFound('Schedule');
  return toAccess(row);
}

/** Loads the schedule and checks the viewer may see it now. */
export async function visibleSchedule(prisma: PrismaClient, viewer: Viewer, where: Prisma.ScheduleWhereUniqueInput, now = new Date()) {
  const schedule = await loadSchedule(prisma, where);
  schedulePolicy.see(viewer, schedule, now);
  return schedule;
}

/** Who receives a live event about this schedule: the same people who may see it now. */
export function scheduleAudience(schedule: ScheduleAccess, now = new Date(), { staffOnly = false } = {}): Audience {
  const audience: Audience = staffOnly ? { staffOnly: true } : {};
  if (schedule.visibility === 'PUBLIC' || schedulePolicy.isReleased(schedule, now)) return audience;
  if (schedule.visibility === 'INTERNAL') return { ...audience, staffOnly: true };
  return { ...audience, permissions: [Permission.SCHEDULE_CLASSES, Permission.MANAGE_VBS] };
}

/** Publishes a committed change to the schedule to those who may see it (staff-only events: staff only). */
export async function publishScheduleEvent(bus: LiveBus, type: LiveEventType, schedule: LoadedSchedule, data: Record<string, unknown>, staffOnly = false) {
  await bus.publish({ type, data: { scheduleId: schedule.id, year: schedule.year, ...data }, audience: scheduleAudience(schedule, new Date(), { staffOnly }) });
}

/** The day's schedule (for the policy) without loading the day itself. */
export async function loadScheduleOfDay(prisma: PrismaClient, dayId: number): Promise<LoadedSchedule> {
  const day = await prisma.day.findUnique({ where: { id: dayId }, select: { scheduleId: true } });
  if (!day) throw notFound('Day');
  return loadSchedule(prisma, { id: day.scheduleId });
}

/**
 * Group ids as the doors read them (forms/schedule.ts), each a group of the schedule's year: checked here,
 * against the groups themselves (one count, whatever the list's length).
 */
export async function checkScheduleGroups(prisma: PrismaClient, schedule: LoadedSchedule, groupIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(groupIds)];
  if (ids.length === 0) return ids;
  const found = await prisma.group.count({ where: { id: { in: ids }, year: schedule.year } });
  if (found !== ids.length) throw badInput({ groups: `Choose only groups of ${schedule.year}.` });
  return ids;
}
