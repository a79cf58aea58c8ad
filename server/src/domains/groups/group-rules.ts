// The program's rules about groups that need no database: sort order (SPEC §3), current day (SPEC §4),
// the standard point multiplier and average points (SPEC §9), and the shape of a group change.
import type { GroupType } from '../../generated/prisma/enums.ts';
import { localDate } from '../settings/edition-time.ts';
import { displayName, type NameParts } from '../../../../shared/person-name.ts';

/** A committed change, published as its SPEC §4 live event (`kind` is the event type). */
export type GroupChange =
  | { kind: 'group-created'; groupId: number; year: number }
  | { kind: 'group-deleted'; groupId: number; year: number }
  | { kind: 'group-renamed'; groupId: number; year: number; name: string }
  | { kind: 'group-color-changed'; groupId: number; year: number; color: string }
  | { kind: 'group-child-assignment'; groupId: number; year: number; childId: number; assigned: boolean }
  | { kind: 'group-staff-assignment'; groupId: number; year: number; staffId: number; assigned: boolean }
  | { kind: 'group-intern-assignment'; groupId: number; year: number; internId: number; assigned: boolean }
  | { kind: 'group-day-points'; groupId: number; year: number; dayId: number; amount: number; adjustmentId?: number };

export type ChangeOf<K extends GroupChange['kind']> = Extract<GroupChange, { kind: K }>;
/** A child assignment says which groups of the same type the child left to join (a move). */
export type ChildAssignment = ChangeOf<'group-child-assignment'> & { movedFromGroupIds?: number[] };

export const GROUP_CHANGE_KINDS = [
  'group-created',
  'group-deleted',
  'group-renamed',
  'group-color-changed',
  'group-child-assignment',
  'group-staff-assignment',
  'group-intern-assignment',
  'group-day-points',
] as const satisfies readonly GroupChange['kind'][];

const TYPE_ORDER: Record<GroupType, number> = { PERMANENT: 0, ROTATIONAL: 1, SCHEDULED: 2 };
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Permanent first, then rotational, then scheduled; then by name (SPEC §3). */
export function compareGroups(a: { type: GroupType; name: string; id: number }, b: { type: GroupType; name: string; id: number }): number {
  return TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || byName.compare(a.name, b.name) || a.id - b.id;
}

export function sortGroups<T extends { type: GroupType; name: string; id: number }>(groups: T[]): T[] {
  return [...groups].sort(compareGroups);
}

/** SPEC §9: the largest permanent group's child count, at least 1. */
export function standardPointMultiplier(groups: { type: GroupType; childCount: number }[]): number {
  return Math.max(1, ...groups.filter((g) => g.type === 'PERMANENT').map((g) => g.childCount));
}

/** SPEC §9: total points divided by max(1, child count). */
export function averagePoints(totalPoints: number, childCount: number): number {
  return totalPoints / Math.max(1, childCount);
}

/**
 * SPEC §4: the first day whose end (23:59:59.999, program-local) is still ahead, else the last day;
 * null when the schedule has no days. `days` sorted by date.
 */
export function currentDayId(days: { id: number; date: Date }[], now: Date, timeZone: string): number | null {
  if (days.length === 0) return null;
  const today = localDate(now, timeZone);
  const ahead = days.find((d) => d.date.toISOString().slice(0, 10) >= today);
  return (ahead ?? days[days.length - 1]).id;
}

/** How an adjustment names its staff member (SPEC §3 display name), or null when no one is recorded. */
export const staffDisplayName = (s: NameParts | null) => (s ? displayName(s) : null);
/** Who made (or undid) a points adjustment: the staff member, else the intern leading the group, said so. */
export const adjusterName = (staff: NameParts | null, intern: NameParts | null) => staffDisplayName(staff) ?? (intern ? `${displayName(intern)} (intern)` : null);
