// The rotation generator through GraphQL: a proposal to review (with the day's events it would collide
// with), and applying it, which writes all its events in one transaction.
import { builder } from '../../graphql/builder.ts';
import { DayRef, dayIdOf } from './schedule-types.graphql.ts';
import type { RotationSlot, Station } from './rotation.ts';
import { readInput } from '../../input.ts';
import { rotationRequestSchema } from '../../../../forms/schedule.ts';

const StationInput = builder.inputType('RotationStationInput', {
  fields: (t) => ({ activity: t.string({ required: true }), locationName: t.string({ required: true }) }),
});
const RotationInput = builder.inputType('RotationInput', {
  fields: (t) => ({
    groupIds: t.intList({ required: true, description: 'Database ids of the rotating groups.' }),
    stations: t.field({ type: [StationInput], required: true }),
    startTime: t.string({ required: true, description: 'HH:MM of the first slot.' }),
    slotMinutes: t.int({ required: true }),
    gapMinutes: t.int({ required: true, description: 'Time to move between stations.' }),
    seed: t.int({ required: true, description: 'Another seed gives another arrangement; the same seed the same one.' }),
  }),
});

type SlotView = RotationSlot & { stations: Station[] };
const VisitRef = builder.objectRef<{ groupId: number; station: number; stations: Station[] }>('RotationVisit').implement({
  fields: (t) => ({
    groupId: t.exposeInt('groupId'),
    station: t.exposeInt('station', { description: 'Index into the stations asked for.' }),
    activity: t.string({ resolve: (v) => v.stations[v.station].activity }),
    locationName: t.string({ resolve: (v) => v.stations[v.station].locationName }),
  }),
});
const SlotRef = builder.objectRef<SlotView>('RotationSlot').implement({
  fields: (t) => ({
    startTime: t.exposeString('startTime'),
    endTime: t.exposeString('endTime'),
    visits: t.field({ type: [VisitRef], resolve: (s) => s.visits.map((v) => ({ ...v, stations: s.stations })) }),
    resting: t.intList({ resolve: (s) => s.resting, description: 'Groups resting this slot (every station is busy).' }),
  }),
});
const CollisionRef = builder.objectRef<{ kind: string; existing: { id: number; name: string; startTime: string; endTime: string } ; groupId?: number; locationName?: string }>('RotationCollision').implement({
  fields: (t) => ({
    kind: t.exposeString('kind'),
    eventDatabaseId: t.int({ resolve: (c) => c.existing.id }),
    eventName: t.string({ resolve: (c) => c.existing.name }),
    startTime: t.string({ resolve: (c) => c.existing.startTime }),
    endTime: t.string({ resolve: (c) => c.existing.endTime }),
    groupId: t.int({ nullable: true, resolve: (c) => c.groupId ?? null }),
    locationName: t.string({ nullable: true, resolve: (c) => c.locationName ?? null }),
  }),
});
const ProposalRef = builder.objectRef<{ slots: SlotView[]; collisions: { kind: string; existing: { id: number; name: string; startTime: string; endTime: string } }[] }>('RotationProposal').implement({
  fields: (t) => ({
    slots: t.field({ type: [SlotRef], resolve: (p) => p.slots }),
    collisions: t.field({ type: [CollisionRef], description: 'The day’s events the proposal would collide with; applying is refused while there are any.', resolve: (p) => p.collisions }),
  }),
});

builder.queryFields((t) => ({
  rotationProposal: t.field({
    type: ProposalRef,
    description: 'Needs SCHEDULE_CLASSES or MANAGE_VBS.',
    args: { dayId: t.arg.id({ required: true }), input: t.arg({ type: RotationInput, required: true }) },
    resolve: async (_r, { dayId, input }, ctx) => {
      const request = readInput(rotationRequestSchema, input);
      const { rotation, conflicts } = await ctx.services.rotation.propose(ctx.viewer, dayIdOf(dayId), request);
      return { slots: rotation.slots.map((s) => ({ ...s, stations: request.stations })), collisions: conflicts };
    },
  }),
}));

builder.mutationFields((t) => ({
  applyRotation: t.prismaField({
    type: DayRef,
    description: 'Writes the proposal for these inputs as events, all or nothing. 409 while it collides with the day’s events.',
    args: { dayId: t.arg.id({ required: true }), input: t.arg({ type: RotationInput, required: true }) },
    resolve: async (q, _r, { dayId, input }, ctx) => {
      const id = dayIdOf(dayId);
      await ctx.services.rotation.apply(ctx.viewer, id, readInput(rotationRequestSchema, input));
      return ctx.prisma.day.findUniqueOrThrow({ ...q, where: { id } });
    },
  }),
}));
