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
import { seededRandom } from '../placement/placement.ts';
import { hhmmOf, minutesOf } from './schedule-rules.ts';
import type { RotationRequest } from '../../../../forms/schedule.ts';

export type { RotationRequest };
export type Station = RotationRequest['stations'][number];

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

/** The rotation for a request as the doors read it (forms/schedule.ts rotationRequestSchema). */
export function proposeRotation(request: RotationRequest): Rotation {
  const { stations, slotMinutes, gapMinutes } = request;
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
