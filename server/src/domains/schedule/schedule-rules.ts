// The schedule's rules that need no database: sort orders (SPEC §4), the default release date, current day
// and before-VBS (SPEC §4) and conflicts between events (one group in two
// places at once, or two events in one location). What staff write, and the curriculum's section keys
// (SPEC §2), are in forms/schedule.ts.
import { badInput } from '../../errors.ts';
import { localDate, localToInstant } from '../settings/edition-time.ts';
import { CURRICULUM_SECTIONS, endProblem, endsAfter, isCurriculumKey, minutesOf, type CurriculumKey } from '../../../../forms/schedule.ts';

export { CURRICULUM_SECTIONS, isCurriculumKey, minutesOf, type CurriculumKey };

/** SPEC §9: the default release is this long before the first day. */
export const DEFAULT_RELEASE_LEAD_MS = 48 * 60 * 60 * 1000;

/** A changed event still ends after it starts, with whichever of its times the change left as they were. */
export function checkSpan(startTime: string, endTime: string) {
  if (!endsAfter(startTime, endTime)) throw badInput({ endTime: endProblem(startTime) });
}

export const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** SPEC §4: events by name, then start time. */
export function sortEvents<T extends { name: string; startTime: string; id: number }>(events: T[]): T[] {
  return [...events].sort((a, b) => a.name.localeCompare(b.name) || a.startTime.localeCompare(b.startTime) || a.id - b.id);
}

export const dateString = (date: Date) => date.toISOString().slice(0, 10);

/** The stored release date, else 48 hours before the first day's local midnight, else the edition start. */
export function releasesAt(stored: Date | null, firstDay: Date | null, editionStart: Date, timeZone: string): Date {
  if (stored) return stored;
  if (!firstDay) return editionStart;
  return new Date(localToInstant(`${dateString(firstDay)}T00:00`, timeZone).getTime() - DEFAULT_RELEASE_LEAD_MS);
}

/** SPEC §4: before VBS while today (program-local) is not after the first day's date. */
export function isBeforeVbs(firstDay: Date | null, now: Date, timeZone: string): boolean {
  if (!firstDay) return true;
  return localDate(now, timeZone) <= dateString(firstDay);
}

export interface TimedEvent {
  id: number;
  startTime: string;
  endTime: string;
  locationName: string;
  groupIds: readonly number[];
}

export interface EventConflict {
  eventIds: [number, number];
  /** 'group': a group is in both; 'location': both use the same place. */
  kind: 'group' | 'location';
  groupId?: number;
  locationName?: string;
}

const overlaps = (a: TimedEvent, b: TimedEvent) => a.startTime < b.endTime && b.startTime < a.endTime;

/** Every pair of overlapping events that shares a group or a (non-empty) location. */
export function findConflicts(events: readonly TimedEvent[]): EventConflict[] {
  const sorted = [...events].sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id - b.id);
  const found: EventConflict[] = [];
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length && sorted[j].startTime < sorted[i].endTime; j++) {
      const [a, b] = [sorted[i], sorted[j]];
      if (!overlaps(a, b)) continue;
      const shared = a.groupIds.find((g) => b.groupIds.includes(g));
      if (shared !== undefined) found.push({ eventIds: [a.id, b.id], kind: 'group', groupId: shared });
      const place = a.locationName.trim().toLowerCase();
      if (place !== '' && place === b.locationName.trim().toLowerCase()) found.push({ eventIds: [a.id, b.id], kind: 'location', locationName: a.locationName });
    }
  }
  return found;
}
