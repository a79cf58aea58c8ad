// GraphQL door to attendance: check children in and out (several of a family at once, or one), undo a record,
// read the check-in table's families (and one family's details), a day per group, a child's records, and the live `attendanceChanged`
// subscription (SPEC §4 student-checkin). Same services as the REST door; ids here are the numeric ids.
// Check-in and check-out honour the `Idempotency-Key` header as REST does; the `idempotencyKey` input field
// may carry the key instead, and when both are sent they must be the same (else 400 naming the field).
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { attendancePolicy } from './attendance.policy.ts';
import type { AttendanceRecordRow, RecordResult } from './attendance.service.ts';
import { agreedIdempotencyKey } from './attendance-input.ts';
import { readInput } from '../../input.ts';
import { checkInChildrenSchema, checkOutChildSchema, checkOutChildrenSchema, undoRecordSchema, FAMILY_CHILDREN_MAX } from '../../../../forms/attendance.ts';
import type { RequestContext } from '../../context.ts';
import type { DayChild, StationChild } from './attendance-views.service.ts';
import { disclosed, doorOfOperation } from '../audit/audit-reads.ts';
import type { PickupPerson } from './pickup-people.service.ts';

export const team = { staff: true, intern: true } as const;

/**
 * A check-in or check-out input read with its form schema, its idempotencyKey field being the request's
 * Idempotency-Key header (yoga puts the HTTP request on the context) reconciled with the field.
 */
const keyedInput = <S extends z.ZodType>(schema: S, ctx: RequestContext, input: { idempotencyKey?: string | null }): z.output<S> =>
  readInput(schema, { ...input, idempotencyKey: agreedIdempotencyKey((ctx as RequestContext & { request?: Request }).request?.headers.get('idempotency-key'), input.idempotencyKey) });

export const AttendanceKindEnum = builder.enumType('AttendanceKind', { values: ['CHECK_IN', 'CHECK_OUT'] as const });
const TodayStateEnum = builder.enumType('CheckInTodayState', {
  description: 'A child’s state today: not here yet, checked in, or checked in and picked up since.',
  values: ['NOT_HERE_YET', 'CHECKED_IN', 'CHECKED_OUT'] as const,
});

export const AttendanceRecordRef = builder.objectRef<AttendanceRecordRow>('AttendanceRecord').implement({
  description: 'One check-in or check-out of a child in a schedule (the year’s week).',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    childId: t.exposeInt('childId'),
    scheduleId: t.exposeInt('scheduleId'),
    kind: t.field({ type: AttendanceKindEnum, resolve: (r) => r.kind }),
    recordedAt: t.expose('recordedAt', { type: 'DateTime' }),
    pickupCode: t.string({
      nullable: true,
      description: 'Check-ins: the code on the name tag and receipt. Staff and interns only.',
      resolve: (r, _a, ctx) => (attendancePolicy.canSeePickupDetails(ctx.viewer) ? r.pickupCode : null),
    }),
    verifiedBy: t.string({
      nullable: true,
      description: 'Check-outs: PICKUP_CODE, FAMILY_CODE or OVERRIDE. Staff and interns only.',
      resolve: (r, _a, ctx) => (attendancePolicy.canSeePickupDetails(ctx.viewer) ? r.verifiedBy : null),
    }),
    overrideReason: t.string({ nullable: true, resolve: (r, _a, ctx) => (attendancePolicy.canSeePickupDetails(ctx.viewer) ? r.overrideReason : null) }),
  }),
});

export const RecordResultRef = builder.objectRef<RecordResult>('AttendanceRecordResult').implement({
  fields: (t) => ({
    record: t.field({ type: AttendanceRecordRef, resolve: (r) => r.record }),
    created: t.exposeBoolean('created', { description: 'False when nothing new was recorded (already in or out, or a retried key).' }),
  }),
});

interface StationGroup { id: number; name: string; color: string; type: string }
const StationGroupRef = builder.objectRef<StationGroup>('CheckInGroup').implement({
  fields: (t) => ({ databaseId: t.exposeInt('id'), name: t.exposeString('name'), color: t.exposeString('color'), groupType: t.exposeString('type') }),
});

export const PickupPersonRef = builder.objectRef<PickupPerson>('PickupPerson').implement({
  description: 'Someone a family allows to pick their children up, or (mayPickUp false) someone who must NOT.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    relationship: t.exposeString('relationship'),
    phone: t.exposeString('phone', { description: 'Digits only.' }),
    mayPickUp: t.exposeBoolean('mayPickUp'),
    note: t.exposeString('note'),
    photoUrl: t.exposeString('photoUrl', { nullable: true, description: 'Where the person’s photo is served (GET, authorized on every read); null without one.' }),
  }),
});

/** Said of each detail the intern's list leaves out. */
const DETAIL = 'Null in an intern’s list (names only): read the family with checkInFamily when it is opened.';
export const StationChildRef = builder.objectRef<StationChild>('CheckInChild').implement({
  description: 'A child at the check-in table today; the id is the same wherever the child is shown (list, family, a change).',
  fields: (t) => ({
    id: t.id({ resolve: (c) => encodeGlobalID('CheckInChild', `${c.scheduleId}.${c.childId}`) }),
    childId: t.exposeInt('childId'),
    name: t.exposeString('name'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    gradeEntering: t.exposeInt('gradeEntering'),
    groups: t.field({ type: [StationGroupRef], resolve: (c) => c.groups }),
    hasMedicalInformation: t.exposeBoolean('hasMedicalInformation', { nullable: true, description: DETAIL }),
    medicalInformation: t.string({
      nullable: true,
      description: 'Only with VIEW_SENSITIVE_INFO.',
      resolve: (c, _a, ctx, info) => disclosed(c.medicalInformation, 'child', c.childId, 'medicalInformation', { door: doorOfOperation(info), scope: ctx.auditScope }),
    }),
    medicalAlert: t.exposeString('medicalAlert', {
      nullable: true,
      description: `The short line the parent writes for everyone with the child (e.g. an allergy), not the medical information. ${DETAIL}`,
    }),
    parentNotes: t.exposeString('parentNotes', { nullable: true, description: DETAIL }),
    photoUrl: t.exposeString('photoUrl', { nullable: true, description: `Where the child’s photo is served (authorized on every read); null without one. ${DETAIL}` }),
    state: t.field({ type: TodayStateEnum, resolve: (c) => c.state }),
    stateAt: t.expose('stateAt', { type: 'DateTime', nullable: true }),
    pickupCode: t.exposeString('pickupCode', { nullable: true, description: `While checked in: the code the pickup must match. ${DETAIL}` }),
  }),
});

interface StationFamily { parentId: number; familyName: string; parentName: string; phone: string | null; parentPhotoUrl: string | null; pickupPeople: PickupPerson[] | null; children: StationChild[] }
const StationFamilyRef = builder.objectRef<StationFamily>('CheckInFamily').implement({
  fields: (t) => ({
    parentId: t.exposeInt('parentId'),
    familyName: t.exposeString('familyName'),
    parentName: t.exposeString('parentName'),
    phone: t.exposeString('phone', { nullable: true, description: DETAIL }),
    parentPhotoUrl: t.exposeString('parentPhotoUrl', { nullable: true, description: `The parent’s own photo, where they added one. ${DETAIL}` }),
    pickupPeople: t.field({ type: [PickupPersonRef], nullable: true, description: DETAIL, resolve: (f) => f.pickupPeople }),
    children: t.field({ type: [StationChildRef], resolve: (f) => f.children }),
  }),
});

const StationRef = builder.objectRef<{ year: number; scheduleId: number; date: string; families: StationFamily[] }>('CheckInStation').implement({
  fields: (t) => ({
    year: t.exposeInt('year'),
    scheduleId: t.exposeInt('scheduleId'),
    date: t.exposeString('date', { description: 'Today on the program’s clocks.' }),
    families: t.field({ type: [StationFamilyRef], resolve: (s) => s.families }),
  }),
});

export const DayChildRef = builder.objectRef<DayChild>('AttendanceDayChild').implement({
  description: 'A child’s attendance on one day; the id names the year, day and child, the same in every group and change.',
  fields: (t) => ({
    id: t.id({ resolve: (c) => encodeGlobalID('AttendanceDayChild', c.key) }),
    childId: t.exposeInt('childId'),
    name: t.exposeString('name'),
    checkedInAt: t.expose('checkedInAt', { type: 'DateTime', nullable: true }),
    checkedOutAt: t.expose('checkedOutAt', { type: 'DateTime', nullable: true }),
    present: t.exposeBoolean('present'),
  }),
});
const DayGroupRef = builder.objectRef<{ groupId: number; name: string; color: string; groupType: string; children: DayChild[] }>('AttendanceDayGroup').implement({
  fields: (t) => ({
    groupId: t.exposeInt('groupId'),
    name: t.exposeString('name'),
    color: t.exposeString('color'),
    groupType: t.exposeString('groupType'),
    children: t.field({ type: [DayChildRef], resolve: (g) => g.children }),
  }),
});
const DayRef = builder.objectRef<{ year: number; date: string; groups: { groupId: number; name: string; color: string; groupType: string; children: DayChild[] }[] }>('AttendanceDay').implement({
  fields: (t) => ({
    year: t.exposeInt('year'),
    date: t.exposeString('date'),
    groups: t.field({ type: [DayGroupRef], resolve: (d) => d.groups }),
  }),
});

builder.queryFields((t) => ({
  checkInStation: t.field({
    type: StationRef,
    description:
      'The families with children approved for the year (the current one by default), as the check-in table needs them today. Staff: with every family’s details. Interns: on the program’s days only, names, groups and today’s state.',
    authScopes: team,
    args: { year: t.arg.int() },
    resolve: async (_r, { year }, ctx) => {
      const s = await ctx.services.attendanceViews.stationFamilies(ctx.viewer, year);
      return { ...s, scheduleId: s.scheduleId! };
    },
  }),
  checkInFamily: t.field({
    type: StationFamilyRef,
    description: 'One family at the check-in table with its details (phones, pickup people, parent notes, today’s pickup codes): the family on screen. Staff; interns on the program’s days.',
    authScopes: team,
    args: { parentId: t.arg.int({ required: true }), year: t.arg.int() },
    resolve: (_r, { parentId, year }, ctx) => ctx.services.attendanceViews.stationFamily(ctx.viewer, parentId, year),
  }),
  attendanceDay: t.field({
    type: DayRef,
    description: 'A day’s attendance per group (today on the program’s clocks by default).',
    authScopes: team,
    args: { year: t.arg.int(), date: t.arg.string({ description: 'yyyy-mm-dd' }) },
    resolve: (_r, args, ctx) => ctx.services.attendanceViews.day(ctx.viewer, args),
  }),
  childAttendance: t.field({
    type: [AttendanceRecordRef],
    description: 'A child’s check-ins and check-outs this year: staff; interns only today’s, on the program’s days, without pickup codes; the child’s own parents (times only).',
    authScopes: { signedIn: true },
    args: { childId: t.arg.int({ required: true }), scheduleId: t.arg.int() },
    resolve: (_r, { childId, scheduleId }, ctx) => ctx.services.attendance.childRecords(ctx.viewer, childId, scheduleId),
  }),
}));

const CheckInInput = builder.inputType('CheckInChildrenInput', {
  fields: (t) => ({
    childIds: t.intList({ required: true, description: `Numeric ids of children of one family (1–${FAMILY_CHILDREN_MAX}).` }),
    scheduleId: t.int({ description: 'Defaults to the current edition’s schedule.' }),
    pickupCode: t.string({ description: 'The code the station printed; a new one when left out. Shared by the children (one receipt).' }),
    idempotencyKey: t.string({
      description: 'A retry with the same key returns the first result and records nothing twice; the same key with a different request is refused. The Idempotency-Key header works too (if both are sent they must agree).',
    }),
    recordedAt: t.field({ type: 'DateTime', description: 'When it happened (an offline station syncing later); now when left out.' }),
  }),
});
const CheckOutInput = builder.inputType('CheckOutChildInput', {
  fields: (t) => ({
    childId: t.int({ required: true }),
    scheduleId: t.int(),
    pickupCode: t.string(),
    familyCode: t.string({ description: 'A scanned family check-in code (VBS1.…) of one of the child’s parents.' }),
    overrideReason: t.string({ description: 'Staff only: why the child is released although no code matched.' }),
    idempotencyKey: t.string({ description: 'As for checkInChildren; the Idempotency-Key header works too (if both are sent they must agree).' }),
    recordedAt: t.field({ type: 'DateTime' }),
  }),
});
const FamilyCheckOutInput = builder.inputType('CheckOutChildrenInput', {
  fields: (t) => ({
    childIds: t.intList({ required: true, description: `Numeric ids of children of one family (1–${FAMILY_CHILDREN_MAX}), all checked in.` }),
    scheduleId: t.int({ description: 'Defaults to the current edition’s schedule.' }),
    pickupCode: t.string({ description: 'The code of the guardian receipt: it must match every child’s check-in.' }),
    familyCode: t.string({ description: 'A scanned family check-in code (VBS1.…) of one of the children’s parents.' }),
    overrideReason: t.string({ description: 'Staff only: why the children are released although no code matched.' }),
    idempotencyKey: t.string({ description: 'As for checkInChildren; the Idempotency-Key header works too (if both are sent they must agree).' }),
    recordedAt: t.field({ type: 'DateTime', description: 'When it happened (an offline station syncing later); now when left out.' }),
  }),
});
const UndoInput = builder.inputType('UndoAttendanceRecordInput', {
  fields: (t) => ({ childId: t.int({ required: true }), recordId: t.int({ required: true }) }),
});

builder.mutationFields((t) => ({
  checkInChildren: t.field({
    type: [RecordResultRef],
    description: 'Checks one or more children of a family in. A child already in today is not an error and is not recorded twice. Staff and interns.',
    authScopes: team,
    args: { input: t.arg({ type: CheckInInput, required: true }) },
    resolve: (_r, { input }, ctx) => ctx.services.attendance.checkInFamily(ctx.viewer, keyedInput(checkInChildrenSchema, ctx, input)),
  }),
  checkOutChild: t.field({
    type: RecordResultRef,
    description: 'Checks a child out after the pickup code (or the family code) matched, or with a staff override and its reason.',
    authScopes: team,
    args: { input: t.arg({ type: CheckOutInput, required: true }) },
    resolve: (_r, { input }, ctx) => ctx.services.attendance.checkOut(ctx.viewer, keyedInput(checkOutChildSchema, ctx, input)),
  }),
  checkOutChildren: t.field({
    type: [RecordResultRef],
    description:
      'Checks several children of a family out at once on one proof (the pickup code, the family code, or a staff override with its reason): all of them, or none when the proof does not release every one (each wrong code still counts, as for checkOutChild). Staff and interns.',
    authScopes: team,
    args: { input: t.arg({ type: FamilyCheckOutInput, required: true }) },
    resolve: (_r, { input }, ctx) => ctx.services.attendance.checkOutFamily(ctx.viewer, keyedInput(checkOutChildrenSchema, ctx, input)),
  }),
  undoAttendanceRecord: t.field({
    type: AttendanceRecordRef,
    description: 'Removes a mistaken check-in or check-out. Staff only.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: UndoInput, required: true }) },
    resolve: (_r, { input }, ctx) => {
      const { childId, recordId } = readInput(undoRecordSchema, input);
      return ctx.services.attendance.deleteRecord(ctx.viewer, childId, recordId);
    },
  }),
}));
