// GraphQL changes to groups: one payload type per SPEC §4 live event, returned by the mutation that makes
// the change and delivered by the `groupChanged` subscription to every other open screen. Payloads carry
// ids; their fields re-read through Prisma with the asker's own selection (mutation or subscription).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { decodeGlobalIdOf } from '../../graphql/ids.ts';
import { viewerEvents, type LiveEvent } from '../../live/bus.ts';
import { GROUP_CHANGE_KINDS, type ChangeOf, type ChildAssignment, type GroupChange } from './group-rules.ts';
import { GroupListRef, GroupTypeEnum } from './group-types.graphql.ts';
import { readGroupForSelection } from './group-rows.ts';
import { readInput } from '../../input.ts';
import { dayPointsSchema, groupRecolorSchema, groupRenameSchema, newGroupSchema, pointsAdjustmentSchema } from '../../../../forms/groups.ts';

type Kind = GroupChange['kind'];

/** Fields every change has: the group (re-read), its global id (still known once deleted), its year's list. */
function changeObject<K extends Kind, Shape extends ChangeOf<K>>(kind: K, name: string, description: string) {
  const ref = builder.objectRef<Shape>(name);
  ref.implement({
    description: `${description} (live event ${kind}).`,
    isTypeOf: (value) => (value as GroupChange).kind === kind,
    fields: (t) => ({
      groupId: t.id({ resolve: (c) => encodeGlobalID('Group', c.groupId) }),
      group: t.prismaField({
        type: 'Group',
        nullable: true,
        description: 'The group as it is now (null once deleted).',
        // The leaderboard's selections are read in one direct statement (group-rows.ts), any other through Prisma.
        resolve: (query, c, _args, ctx) => readGroupForSelection(ctx, c.groupId, query) as never,
      }),
      groupList: t.field({ type: GroupListRef, description: 'The group list of the group’s year.', resolve: (c) => ({ year: c.year }) }),
    }),
  });
  return ref;
}

const GroupCreated = changeObject('group-created', 'GroupCreated', 'A group was created');
const GroupDeleted = changeObject('group-deleted', 'GroupDeleted', 'A group was deleted, with its assignments and points');
const GroupRenamed = changeObject('group-renamed', 'GroupRenamed', 'A group was renamed');
const GroupColorChanged = changeObject('group-color-changed', 'GroupColorChanged', 'A group was recolored');
const GroupChildAssignment = changeObject<'group-child-assignment', ChildAssignment>('group-child-assignment', 'GroupChildAssignment', 'A child was put in or taken out of a group');
const GroupStaffAssignment = changeObject('group-staff-assignment', 'GroupStaffAssignment', 'A staff member was assigned to or taken off a group');
const GroupInternAssignment = changeObject('group-intern-assignment', 'GroupInternAssignment', 'An intern was assigned to or taken off a group');
const GroupDayPointsChanged = changeObject('group-day-points', 'GroupDayPointsChanged', 'A group’s points for a day changed');

builder.objectFields(GroupChildAssignment, (t) => ({
  assigned: t.exposeBoolean('assigned'),
  child: t.prismaField({ type: 'Child', nullable: true, resolve: (query, c, _args, ctx) => ctx.prisma.child.findUnique({ ...query, where: { id: c.childId } }) }),
  movedFrom: t.prismaField({
    type: ['Group'],
    description: 'Groups of the same type the child left by joining this one.',
    resolve: (query, c, _args, ctx) => (c.movedFromGroupIds?.length ? ctx.prisma.group.findMany({ ...query, where: { id: { in: c.movedFromGroupIds } } }) : []),
  }),
}));
builder.objectFields(GroupStaffAssignment, (t) => ({
  assigned: t.exposeBoolean('assigned'),
  staff: t.prismaField({ type: 'Staff', nullable: true, resolve: (query, c, _args, ctx) => ctx.prisma.staff.findUnique({ ...query, where: { id: c.staffId } }) }),
}));
builder.objectFields(GroupInternAssignment, (t) => ({
  assigned: t.exposeBoolean('assigned'),
  intern: t.prismaField({ type: 'Intern', nullable: true, resolve: (query, c, _args, ctx) => ctx.prisma.intern.findUnique({ ...query, where: { id: c.internId } }) }),
}));
builder.objectFields(GroupDayPointsChanged, (t) => ({
  dayId: t.exposeInt('dayId'),
  amount: t.exposeInt('amount', { description: 'The group’s points for that day now.' }),
  adjustment: t.prismaField({
    type: 'PointsAdjustment',
    nullable: true,
    description: 'The adjustment made or undone (null for a correction that set the points).',
    resolve: (query, c, _args, ctx) => (c.adjustmentId ? ctx.prisma.pointsAdjustment.findUnique({ ...query, where: { id: c.adjustmentId } }) : null),
  }),
}));

const GroupChangeUnion = builder.unionType('GroupChange', {
  description: 'Any change to the groups of a year, as the live events of SPEC §4 report it.',
  types: [GroupCreated, GroupDeleted, GroupRenamed, GroupColorChanged, GroupChildAssignment, GroupStaffAssignment, GroupInternAssignment, GroupDayPointsChanged],
});

// ───────────── inputs ─────────────

const groupIdOf = (id: string | number) => decodeGlobalIdOf('Group', String(id), 'groupId');

const CreateGroupInput = builder.inputType('CreateGroupInput', {
  fields: (t) => ({
    year: t.int({ description: 'Defaults to the current edition’s year.' }),
    name: t.string({ required: true }),
    groupType: t.field({ type: GroupTypeEnum, required: true }),
    color: t.string({ description: '#rrggbb; a color the year does not use yet when left out.' }),
    capacity: t.int({ description: 'Seats in an afternoon club; unlimited when left out.' }),
  }),
});
const RenameGroupInput = builder.inputType('RenameGroupInput', { fields: (t) => ({ groupId: t.id({ required: true }), name: t.string({ required: true }) }) });
const RecolorGroupInput = builder.inputType('RecolorGroupInput', { fields: (t) => ({ groupId: t.id({ required: true }), color: t.string({ required: true }) }) });
const DeleteGroupInput = builder.inputType('DeleteGroupInput', { fields: (t) => ({ groupId: t.id({ required: true }) }) });
const GroupPointsInput = builder.inputType('GroupPointsInput', {
  fields: (t) => ({
    groupId: t.id({ required: true }),
    dayId: t.int({ required: true, description: 'The numeric id of a day of the group’s year’s schedule.' }),
    amount: t.int({ required: true }),
  }),
});
const UndoPointsAdjustmentInput = builder.inputType('UndoPointsAdjustmentInput', {
  fields: (t) => ({ adjustmentId: t.id({ required: true, description: 'The PointsAdjustment’s global id.' }) }),
});
const ChildAssignmentInput = builder.inputType('SetChildGroupAssignmentInput', {
  fields: (t) => ({ groupId: t.id({ required: true }), childId: t.id({ required: true }), assigned: t.boolean({ required: true, description: 'true puts the child in the group, false takes them out.' }) }),
});
const StaffAssignmentInput = builder.inputType('SetStaffGroupAssignmentInput', {
  fields: (t) => ({ groupId: t.id({ required: true }), staffId: t.id({ required: true }), assigned: t.boolean({ required: true }) }),
});
const InternAssignmentInput = builder.inputType('SetInternGroupAssignmentInput', {
  fields: (t) => ({ groupId: t.id({ required: true }), internId: t.id({ required: true }), assigned: t.boolean({ required: true }) }),
});

// ───────────── mutations ─────────────

builder.mutationFields((t) => ({
  createGroup: t.field({
    type: GroupCreated,
    description: 'Needs MANAGE_VBS or ASSIGN_STUDENT_GROUPS.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: CreateGroupInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const groupId = await ctx.services.groups.createGroup(ctx.viewer, readInput(newGroupSchema, { ...input, type: input.groupType }));
      return { kind: 'group-created' as const, groupId, year: await ctx.services.groups.yearOf(input.year) };
    },
  }),
  renameGroup: t.field({
    type: GroupRenamed,
    description: 'Needs MANAGE_VBS or ASSIGN_STUDENT_GROUPS.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: RenameGroupInput, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.services.groups.renameGroup(ctx.viewer, groupIdOf(input.groupId), readInput(groupRenameSchema, input).name),
  }),
  recolorGroup: t.field({
    type: GroupColorChanged,
    description: 'Needs MANAGE_VBS or ASSIGN_STUDENT_GROUPS.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: RecolorGroupInput, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.services.groups.recolorGroup(ctx.viewer, groupIdOf(input.groupId), readInput(groupRecolorSchema, input).color),
  }),
  deleteGroup: t.field({
    type: GroupDeleted,
    description: 'Deletes the group with its assignments and points. Needs MANAGE_VBS or ASSIGN_STUDENT_GROUPS.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: DeleteGroupInput, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.services.groups.deleteGroup(ctx.viewer, groupIdOf(input.groupId)),
  }),
  adjustGroupPoints: t.field({
    type: GroupDayPointsChanged,
    description: 'Adds amount (−1000…1000, not 0) to the group’s points for the day. Any staff member, and an intern for the groups they lead.',
    authScopes: { staff: true, intern: true },
    args: { input: t.arg({ type: GroupPointsInput, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.services.groupPoints.adjustPoints(ctx.viewer, groupIdOf(input.groupId), input.dayId, readInput(pointsAdjustmentSchema, input).amount),
  }),
  undoPointsAdjustment: t.field({
    type: GroupDayPointsChanged,
    description:
      'Undoes a points adjustment (marks it undone and subtracts it, in one transaction) on the day it was made. Whoever may adjust that group’s points. Undoing an undone adjustment changes nothing.',
    authScopes: { staff: true, intern: true },
    args: { input: t.arg({ type: UndoPointsAdjustmentInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.groupPoints.undoPointsAdjustment(ctx.viewer, decodeGlobalIdOf('PointsAdjustment', String(input.adjustmentId), 'adjustmentId')),
  }),
  setGroupDayPoints: t.field({
    type: GroupDayPointsChanged,
    description: 'Sets the group’s points for the day (a correction). Any staff member.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: GroupPointsInput, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.services.groupPoints.setPoints(ctx.viewer, groupIdOf(input.groupId), input.dayId, readInput(dayPointsSchema, input).amount),
  }),
  setChildGroupAssignment: t.field({
    type: GroupChildAssignment,
    description: 'Puts a child in a group (moving them out of another of the same type) or takes them out. Needs ASSIGN_STUDENT_GROUPS.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: ChildAssignmentInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.groups.assignChild(ctx.viewer, groupIdOf(input.groupId), decodeGlobalIdOf('Child', String(input.childId), 'childId'), input.assigned),
  }),
  setStaffGroupAssignment: t.field({
    type: GroupStaffAssignment,
    description: 'Needs ASSIGN_STAFF.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: StaffAssignmentInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.groups.assignStaff(ctx.viewer, groupIdOf(input.groupId), decodeGlobalIdOf('Staff', String(input.staffId), 'staffId'), input.assigned),
  }),
  setInternGroupAssignment: t.field({
    type: GroupInternAssignment,
    description: 'Needs ASSIGN_STAFF.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: InternAssignmentInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.groups.assignIntern(ctx.viewer, groupIdOf(input.groupId), decodeGlobalIdOf('Intern', String(input.internId), 'internId'), input.assigned),
  }),
}));

// ───────────── subscription ─────────────

const isGroupEvent = (e: LiveEvent) => (GROUP_CHANGE_KINDS as readonly string[]).includes(e.type);

builder.subscriptionFields((t) => ({
  groupChanged: t.field({
    type: GroupChangeUnion,
    description: 'Every group change (SPEC §4 group events), for staff and interns; only that year’s when a year is given.',
    authScopes: { staff: true, intern: true },
    args: { year: t.arg.int() },
    subscribe: (_root, { year }, ctx) =>
      viewerEvents(ctx.bus, ctx.viewer, (e) => isGroupEvent(e) && (year == null || e.data.year === year)) as AsyncIterable<unknown> as AsyncIterable<LiveEvent>,
    resolve: (event) => ({ kind: (event as LiveEvent).type, ...(event as LiveEvent).data }) as unknown as GroupChange,
  }),
}));
