// The rotation generator over random instances (fast-check, fixed seed so a failure replays): every group
// visits every station exactly once, no station hosts two groups in a slot, no group idles while a station
// is free, slots do not overlap, the events match the visits, and the same seed gives the same proposal.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.ts';
import { findConflicts, minutesOf } from './schedule-rules.ts';
import { proposeRotation, type RotationRequest } from './rotation.ts';
import { ROTATION_GROUPS_MAX as MAX_GROUPS, ROTATION_STATIONS_MAX as MAX_STATIONS, rotationRequestSchema } from '../../../../forms/schedule.ts';
import { readInput } from '../../input.ts';

const request = fc
  .record({
    groups: fc.integer({ min: 1, max: MAX_GROUPS }),
    stations: fc.integer({ min: 1, max: MAX_STATIONS }),
    slotMinutes: fc.integer({ min: 5, max: 35 }),
    gapMinutes: fc.integer({ min: 0, max: 10 }),
    seed: fc.integer(),
  })
  .map(({ groups, stations, slotMinutes, gapMinutes, seed }): RotationRequest => ({
    groupIds: Array.from({ length: groups }, (_, i) => 100 + i * 7),
    stations: Array.from({ length: stations }, (_, i) => ({ activity: `Activity ${i}`, locationName: `Room ${i}` })),
    startTime: '01:00', // 24 slots of 35 + 10 minutes still end before midnight
    slotMinutes,
    gapMinutes,
    seed,
  }));

const PARAMS = { seed: 20250811, numRuns: 500 };

describe('proposeRotation', () => {
  it('covers every station once per group, never doubles a station, never idles a group beside a free station', () => {
    fc.assert(
      fc.property(request, (req) => {
        const { slots, events } = proposeRotation(req);
        const S = req.stations.length;
        expect(slots).toHaveLength(Math.max(req.groupIds.length, S));
        const visited = new Map(req.groupIds.map((g) => [g, [] as number[]]));
        for (const slot of slots) {
          const stationsUsed = slot.visits.map((v) => v.station);
          expect(new Set(stationsUsed).size).toBe(stationsUsed.length);
          const present = [...slot.visits.map((v) => v.groupId), ...slot.resting];
          expect([...present].sort((a, b) => a - b)).toEqual([...req.groupIds].sort((a, b) => a - b));
          // Idle only when every station is busy.
          if (slot.resting.length > 0) expect(slot.visits).toHaveLength(S);
          for (const v of slot.visits) visited.get(v.groupId)!.push(v.station);
          expect(minutesOf(slot.endTime) - minutesOf(slot.startTime)).toBe(req.slotMinutes);
        }
        for (const stations of visited.values()) expect([...stations].sort((a, b) => a - b)).toEqual(Array.from({ length: S }, (_, i) => i));
        for (let i = 1; i < slots.length; i++) expect(minutesOf(slots[i].startTime)).toBe(minutesOf(slots[i - 1].endTime) + req.gapMinutes);
        // As events: one per visit, and no two share a group or a location at once.
        expect(events).toHaveLength(req.groupIds.length * S);
        expect(findConflicts(events.map((e, id) => ({ ...e, id })))).toEqual([]);
      }),
      PARAMS,
    );
  });

  it('is reproducible from its seed', () => {
    fc.assert(
      fc.property(request, (req) => {
        expect(proposeRotation(req)).toEqual(proposeRotation({ ...req, groupIds: [...req.groupIds], stations: req.stations.map((s) => ({ ...s })) }));
      }),
      { ...PARAMS, numRuns: 200 },
    );
  });

  it('refuses what cannot be a rotation, naming the field', () => {
    const base: RotationRequest = { groupIds: [1, 2], stations: [{ activity: 'Games', locationName: 'Gym' }], startTime: '09:00', slotMinutes: 30, gapMinutes: 5, seed: 1 };
    const fieldsOf = (r: RotationRequest) => {
      try {
        // As the doors read a request before the generator sees it.
        proposeRotation(readInput(rotationRequestSchema, r));
        return null;
      } catch (e) {
        return Object.keys((e as DomainError).fields ?? {});
      }
    };
    expect(fieldsOf({ ...base, groupIds: [] })).toEqual(['groupIds']);
    expect(fieldsOf({ ...base, groupIds: [1, 1] })).toEqual(['groupIds']);
    expect(fieldsOf({ ...base, stations: [] })).toEqual(['stations']);
    expect(fieldsOf({ ...base, stations: [{ activity: 'A', locationName: 'Gym' }, { activity: 'B', locationName: 'gym' }] })).toEqual(['stations']);
    expect(fieldsOf({ ...base, startTime: '9am' })).toEqual(['startTime']);
    expect(fieldsOf({ ...base, slotMinutes: 0 })).toEqual(['slotMinutes']);
    expect(fieldsOf({ ...base, startTime: '23:00', slotMinutes: 60 })).toEqual(['slotMinutes']);
    expect(fieldsOf(base)).toBeNull();
  });
});
