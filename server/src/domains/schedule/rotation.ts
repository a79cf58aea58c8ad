// The rotation generator: groups move through stations (a location and an activity) in slots of equal
// length. The proposal guarantees that every group visits every station exactly once, no station hosts two
// groups in one slot, and no group idles while a station is free.
//
// How: with n = max(groups, stations) slots, group g is at station (g + slot) mod n in each slot, where a
// "station" index ≥ stations means the group rests and a "group" index ≥ groups means the station is free.
// Over n slots each group meets every residue once (so every station once), and in one slot the groups
// are at distinct residues (so no station twice). A group rests only when n > stations, i.e. when there
// are more groups than stations — then every residue below `stations` is taken by some group, so no station
// is free at that moment. The seed only shuffles which group and which station get which index, so staff can
// ask for another arrangement and any proposal can be reproduced.
import { badInput } from '../../errors.ts';
import { seededRandom } from '../placement/placement.ts';
import { checkTime, hhmmOf, minutesOf } from './schedule-rules.ts';

export const MAX_GROUPS = 24;
export const MAX_STATIONS = 12;

export interface Station {
  activity: string;
  locationName: string;
}

export interface RotationRequest {
  groupIds: number[];
  stations: Station[];
  /** First slot's start, HH:MM. */
  startTime: string;
  slotMinutes: number;
  /** Time to walk between stations. */
  gapMinutes: number;
  seed: number;
}

export interface RotationVisit {
  groupId: number;
  /** Index into the request's stations. */
  station: number;
}

export interface RotationSlot {
  startTime: string;
  endTime: string;
  visits: RotationVisit[];
  /** Groups with no station in this slot (only when there are more groups than stations). */
  resting: number[];
}

export interface Rotation {
  slots: RotationSlot[];
  /** The events the rotation becomes: one per visit. */
  events: { name: string; locationName: string; startTime: string; endTime: string; groupIds: number[] }[];
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export function checkRotationRequest(input: RotationRequest): RotationRequest {
  const groupIds = input.groupIds;
  if (!Array.isArray(groupIds) || groupIds.length === 0 || groupIds.length > MAX_GROUPS) throw badInput({ groupIds: `Pick 1 to ${MAX_GROUPS} groups.` });
  if (new Set(groupIds).size !== groupIds.length) throw badInput({ groupIds: 'Pick each group once.' });
  if (!Array.isArray(input.stations) || input.stations.length === 0 || input.stations.length > MAX_STATIONS) throw badInput({ stations: `Give 1 to ${MAX_STATIONS} stations.` });
  const stations = input.stations.map((s, i) => {
    const activity = typeof s.activity === 'string' ? s.activity.trim() : '';
    if (activity === '' || activity.length > 80) throw badInput({ [`stations.${i}.activity`]: 'Name the activity in 1 to 80 characters.' });
    const locationName = typeof s.locationName === 'string' ? s.locationName.trim() : '';
    if (locationName.length > 80) throw badInput({ [`stations.${i}.locationName`]: 'Keep the location to 80 characters or fewer.' });
    return { activity, locationName };
  });
  const places = stations.map((s) => s.locationName.toLowerCase()).filter((l) => l !== '');
  if (new Set(places).size !== places.length) throw badInput({ stations: 'Give each station its own location; two share one.' });
  const startTime = checkTime('startTime', input.startTime);
  if (!Number.isSafeInteger(input.slotMinutes) || input.slotMinutes < 5 || input.slotMinutes > 180) throw badInput({ slotMinutes: 'Make each slot 5 to 180 minutes.' });
  if (!Number.isSafeInteger(input.gapMinutes) || input.gapMinutes < 0 || input.gapMinutes > 60) throw badInput({ gapMinutes: 'Leave 0 to 60 minutes between slots.' });
  const slots = Math.max(groupIds.length, stations.length);
  const end = minutesOf(startTime) + slots * input.slotMinutes + (slots - 1) * input.gapMinutes;
  if (end > 24 * 60 - 1) throw badInput({ slotMinutes: `${slots} slots from ${startTime} would run past midnight.` });
  if (!Number.isSafeInteger(input.seed)) throw badInput({ seed: 'Give the seed as a whole number.' });
  return { ...input, stations, startTime };
}

export function proposeRotation(request: RotationRequest): Rotation {
  const { stations, slotMinutes, gapMinutes } = checkRotationRequest(request);
  const random = seededRandom(request.seed);
  const groups = shuffled(request.groupIds, random);
  const stationOrder = shuffled(stations.map((_, i) => i), random);
  const n = Math.max(groups.length, stations.length);
  const start = minutesOf(request.startTime);
  const slots: RotationSlot[] = [];
  for (let slot = 0; slot < n; slot++) {
    const from = start + slot * (slotMinutes + gapMinutes);
    const visits: RotationVisit[] = [];
    const resting: number[] = [];
    groups.forEach((groupId, g) => {
      const residue = (g + slot) % n;
      if (residue < stations.length) visits.push({ groupId, station: stationOrder[residue] });
      else resting.push(groupId);
    });
    visits.sort((a, b) => a.station - b.station);
    slots.push({ startTime: hhmmOf(from), endTime: hhmmOf(from + slotMinutes), visits, resting });
  }
  const events = slots.flatMap((s) =>
    s.visits.map((v) => ({ name: stations[v.station].activity, locationName: stations[v.station].locationName, startTime: s.startTime, endTime: s.endTime, groupIds: [v.groupId] })),
  );
  return { slots, events };
}
