// The rotation generator on a day of the schedule (rotation.ts has the pure generator): propose a
// rotation with the day's events it would collide with, and write it as events once nothing collides.
// Who may: whoever may write the schedule (schedule.policy.ts); each new event publishes its live event.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { LiveBus } from '../../live/bus.ts';
import { conflict } from '../../errors.ts';
import { schedulePolicy } from './schedule.policy.ts';
import { proposeRotation, type RotationRequest } from './rotation.ts';
import { checkScheduleGroups, loadScheduleOfDay, publishScheduleEvent } from './schedule-access.ts';
import { findConflicts } from './schedule-rules.ts';

export function createRotationService(prisma: PrismaClient, bus: LiveBus) {
  return {
    /**
     * The rotation generator's proposal for a day, with the day's existing events it would collide with
     * (a group or a location in two places at once). Staff review both side by side before applying.
     */
    async propose(viewer: Viewer, dayId: number, request: RotationRequest) {
      schedulePolicy.write(viewer);
      const schedule = await loadScheduleOfDay(prisma, dayId);
      const rotation = proposeRotation(request);
      await checkScheduleGroups(prisma, schedule, request.groupIds);
      const existing = await prisma.event.findMany({ where: { dayId }, select: { id: true, name: true, startTime: true, endTime: true, locationName: true, groups: { select: { groupId: true } } } });
      const proposed = rotation.events.map((e, i) => ({ ...e, id: -(i + 1) }));
      const conflicts = findConflicts([...existing.map((e) => ({ ...e, groupIds: e.groups.map((g) => g.groupId) })), ...proposed])
        .filter((c) => (c.eventIds[0] < 0) !== (c.eventIds[1] < 0))
        .map((c) => ({ ...c, existing: existing.find((e) => c.eventIds.includes(e.id))! }));
      return { rotation, conflicts };
    },

    /** Writes the proposal as events in one transaction; refused (409) while it collides with the day's events. */
    async apply(viewer: Viewer, dayId: number, request: RotationRequest): Promise<number[]> {
      const { rotation, conflicts } = await this.propose(viewer, dayId, request);
      if (conflicts.length) {
        const c = conflicts[0];
        throw conflict(`The rotation collides with ${c.existing.name} (${c.existing.startTime}–${c.existing.endTime})${c.kind === 'group' ? ' for a group in both' : ` in ${c.locationName}`}.`);
      }
      const schedule = await loadScheduleOfDay(prisma, dayId);
      const ids = await prisma.$transaction(async (tx) => {
        const created = await tx.event.createManyAndReturn({ data: rotation.events.map(({ groupIds: _g, ...e }) => ({ ...e, dayId })), select: { id: true } });
        await tx.eventGroup.createMany({ data: rotation.events.flatMap((e, i) => e.groupIds.map((groupId) => ({ eventId: created[i].id, groupId }))) });
        return created.map((c) => c.id);
      });
      for (const eventId of ids) await publishScheduleEvent(bus, 'event-details-changed', schedule, { dayId, eventId });
      return ids;
    },
  };
}

export type RotationService = ReturnType<typeof createRotationService>;
