// The 2025 schedule: five days (Aug 11–15) of events linked to the groups that attend them, each day's
// curriculum, and memory work for the week and for each day.
import type { Prisma } from '../generated/prisma/client.ts';
import { CLUB_NAMES, EDITION_YEAR } from './edition.ts';
import type { SeededGroups } from './groups.ts';
import { inInsertOrder } from './insert-order.ts';
import { CLUB_LOCATIONS, DAYS, ROTATION_STATIONS, WEEK_MEMORY_WORK } from './schedule.data.ts';

type Db = Prisma.TransactionClient;

interface PlannedEvent {
  name: string;
  startTime: string;
  endTime: string;
  locationName: string;
  staffOnly: boolean;
  groupIds: number[];
}

const ROTATION_SLOTS = [
  ['09:35', '10:10'],
  ['10:15', '10:50'],
  ['11:15', '11:50'],
] as const;

/** One day's events. Group pairs move through the stations, starting one station further each day. */
function dayEvents(dayIndex: number, groups: SeededGroups): PlannedEvent[] {
  const all = groups.permanentIds;
  const pairs = [all.slice(0, 2), all.slice(2, 4), all.slice(4, 6)];
  const last = dayIndex === DAYS.length - 1;
  const event = (name: string, startTime: string, endTime: string, locationName: string, groupIds: number[], staffOnly = false): PlannedEvent => ({
    name, startTime, endTime, locationName, groupIds, staffOnly,
  });
  return [
    event('Staff devotions', '08:15', '08:45', 'Fellowship Hall', [], true),
    event('Opening assembly', '09:00', '09:30', 'Sanctuary', all),
    ...ROTATION_SLOTS.flatMap(([start, end], slot) =>
      ROTATION_STATIONS.map((station, s) => event(station.name, start, end, station.locationName, pairs[(s + slot + dayIndex) % pairs.length])),
    ),
    event('Snacks', '10:55', '11:10', 'Fellowship Hall', all),
    event('Lunch', '12:00', '12:40', 'Fellowship Hall', all),
    ...CLUB_NAMES.map((club, c) => event(club, '12:45', '13:45', CLUB_LOCATIONS[c], [groups.clubIds[c]])),
    event(last ? 'Closing assembly and family showcase' : 'Closing assembly', '13:50', last ? '14:45' : '14:15', 'Sanctuary', all),
    ...(last ? [] : [event('Staff debrief', '14:30', '15:00', 'Room 101', [], true)]),
  ];
}

export interface SeededSchedule {
  scheduleId: number;
  /** Day ids in date order, with their dates ('YYYY-MM-DD'). */
  days: { id: number; date: string }[];
  /** Week memory work ids. */
  weekMemoryWorkIds: number[];
  /** Memory work ids per day, same order as `days`. */
  dayMemoryWorkIds: number[][];
  eventCount: number;
}

export async function seedSchedule(db: Db, groups: SeededGroups): Promise<SeededSchedule> {
  const schedule = await db.schedule.create({ data: { year: EDITION_YEAR, visibility: 'PUBLIC', releaseDate: null }, select: { id: true } });
  const dayRows = DAYS.map((d) => ({ scheduleId: schedule.id, date: new Date(d.date) }));
  const days = inInsertOrder(
    await db.day.createManyAndReturn({ data: dayRows, select: { id: true, date: true } }),
    dayRows,
    (row, want) => row.date.getTime() === want.date.getTime(),
  );

  await db.curriculumSection.createMany({
    data: DAYS.flatMap((d, i) => Object.entries(d.curriculum).map(([key, html]) => ({ dayId: days[i].id, key, html }))),
  });

  const planned = days.flatMap((day, i) => dayEvents(i, groups).map((e) => ({ ...e, dayId: day.id })));
  const eventRows = planned.map(({ groupIds: _groupIds, ...e }) => e);
  const events = inInsertOrder(
    await db.event.createManyAndReturn({ data: eventRows, select: { id: true, dayId: true, name: true, startTime: true } }),
    eventRows,
    (row, want) => row.dayId === want.dayId && row.name === want.name && row.startTime === want.startTime,
  );
  await db.eventGroup.createMany({ data: planned.flatMap((e, i) => e.groupIds.map((groupId) => ({ eventId: events[i].id, groupId }))) });

  const memoryRows = [
    ...WEEK_MEMORY_WORK.map((m) => ({ ...m, scheduleId: schedule.id, dayId: null })),
    ...DAYS.flatMap((d, i) => d.memoryWork.map((m) => ({ ...m, scheduleId: null, dayId: days[i].id }))),
  ];
  const memoryWork = inInsertOrder(
    await db.memoryWork.createManyAndReturn({ data: memoryRows, select: { id: true, reference: true } }),
    memoryRows,
    (row, want) => row.reference === want.reference,
  );
  const weekMemoryWorkIds = memoryWork.slice(0, WEEK_MEMORY_WORK.length).map((m) => m.id);
  let next = WEEK_MEMORY_WORK.length;
  const dayMemoryWorkIds = DAYS.map((d) => memoryWork.slice(next, (next += d.memoryWork.length)).map((m) => m.id));

  return {
    scheduleId: schedule.id,
    days: DAYS.map((d, i) => ({ id: days[i].id, date: d.date })),
    weekMemoryWorkIds,
    dayMemoryWorkIds,
    eventCount: events.length,
  };
}
