// GraphQL door to the week's reports: one query answers every chart of the reports page, for an edition
// (default: the current one) and optionally one permanent group. Counts only; same service as REST.
import { builder } from '../../graphql/builder.ts';
import { readInput } from '../../input.ts';
import { reportFilterSchema } from '../../../../forms/reports.ts';
import type { CheckInDay, WeekReport } from './reports.service.ts';

type Row<K extends keyof WeekReport> = WeekReport[K] extends (infer R)[] ? R : never;

const ReportEdition = builder.objectRef<Row<'editions'>>('ReportEdition').implement({
  fields: (t) => ({ year: t.exposeInt('year'), name: t.exposeString('name'), current: t.exposeBoolean('current') }),
});
const ReportGroup = builder.objectRef<Row<'groups'>>('ReportGroup').implement({
  fields: (t) => ({ groupId: t.exposeInt('groupId'), name: t.exposeString('name'), color: t.exposeString('color') }),
});
const ReportCheckInDay = builder.objectRef<CheckInDay>('ReportCheckInDay').implement({
  description: 'Children checked in on one day of the week (program-local date), and on the same day of last year’s week.',
  fields: (t) => ({
    date: t.exposeString('date'),
    dayNumber: t.exposeInt('dayNumber'),
    children: t.exposeInt('children'),
    lastYearChildren: t.exposeInt('lastYearChildren', { nullable: true }),
  }),
});
const ReportCheckInGrade = builder.objectRef<Row<'checkInsByGrade'>>('ReportCheckInGrade').implement({
  fields: (t) => ({ date: t.exposeString('date'), grade: t.exposeInt('grade'), children: t.exposeInt('children') }),
});
const ReportCheckInGroup = builder.objectRef<Row<'checkInsByGroup'>>('ReportCheckInGroup').implement({
  description: 'Children checked in on one day per permanent group; groupId null: children in no permanent group.',
  fields: (t) => ({
    date: t.exposeString('date'),
    groupId: t.exposeInt('groupId', { nullable: true }),
    name: t.exposeString('name', { nullable: true }),
    color: t.exposeString('color', { nullable: true }),
    children: t.exposeInt('children'),
  }),
});
const ReportNewAndReturning = builder.objectRef<Row<'newAndReturning'>>('ReportNewAndReturning').implement({
  description: 'Registered children new to VBS, and those approved in an earlier edition, for one grade (null: every grade).',
  fields: (t) => ({ year: t.exposeInt('year'), grade: t.exposeInt('grade', { nullable: true }), firstTimers: t.exposeInt('firstTimers'), returning: t.exposeInt('returning') }),
});
const ReportRegistrationWeek = builder.objectRef<Row<'registrationsOverTime'>>('ReportRegistrationWeek').implement({
  description: 'Registrations so far at a whole number of weeks before the start (-1: after it began).',
  fields: (t) => ({ weeksBefore: t.exposeInt('weeksBefore'), thisYear: t.exposeInt('thisYear'), lastYear: t.exposeInt('lastYear', { nullable: true }) }),
});
const ReportReferral = builder.objectRef<Row<'referralSources'>>('ReportReferral').implement({
  description: 'Families per referral code (SPEC §3: website, banner, flyer, friend, returning, other, …; "" when none was given).',
  fields: (t) => ({ source: t.exposeString('source'), families: t.exposeInt('families') }),
});
const ChurchAnswerEnum = builder.enumType('ReportChurchAnswer', { values: ['YES', 'OTHER_CHURCH', 'NO_LONGER', 'NO', 'DECLINED'] as const });
const ReportChurch = builder.objectRef<Row<'churchAttendance'>>('ReportChurchAttendance').implement({
  fields: (t) => ({ answer: t.field({ type: ChurchAnswerEnum, resolve: (r) => r.answer }), families: t.exposeInt('families') }),
});
const ReportLeaders = builder.objectRef<Row<'leaderRatios'>>('ReportGroupLeaders').implement({
  description: 'A permanent group’s children and leaders (staff and interns).',
  fields: (t) => ({
    groupId: t.exposeInt('groupId'),
    name: t.exposeString('name'),
    color: t.exposeString('color'),
    children: t.exposeInt('children'),
    staff: t.exposeInt('staff'),
    interns: t.exposeInt('interns'),
    childrenPerLeader: t.exposeFloat('childrenPerLeader', { nullable: true, description: 'Null when the group has no leader.' }),
  }),
});
const ReportMemoryDay = builder.objectRef<Row<'memoryWork'>>('ReportMemoryDay').implement({
  fields: (t) => ({ date: t.exposeString('date'), verses: t.exposeInt('verses'), children: t.exposeInt('children') }),
});
const ReportGroupPoints = builder.objectRef<Row<'pointsByDay'>>('ReportGroupPoints').implement({
  fields: (t) => ({ date: t.exposeString('date'), groupId: t.exposeInt('groupId'), name: t.exposeString('name'), color: t.exposeString('color'), points: t.exposeInt('points') }),
});

const WeekReportRef = builder.objectRef<WeekReport>('WeekReport').implement({
  description: 'The week at a glance: counts for the reports page, never names.',
  fields: (t) => ({
    year: t.exposeInt('year'),
    groupId: t.exposeInt('groupId', { nullable: true }),
    lastYear: t.exposeInt('lastYear', { nullable: true, description: 'The edition compared with (null: none, or a group is asked for).' }),
    editions: t.field({ type: [ReportEdition], resolve: (r) => r.editions }),
    groups: t.field({ type: [ReportGroup], resolve: (r) => r.groups }),
    checkInsPerDay: t.field({ type: [ReportCheckInDay], resolve: (r) => r.checkInsPerDay }),
    checkInsByGrade: t.field({ type: [ReportCheckInGrade], resolve: (r) => r.checkInsByGrade }),
    checkInsByGroup: t.field({ type: [ReportCheckInGroup], resolve: (r) => r.checkInsByGroup }),
    newAndReturning: t.field({ type: [ReportNewAndReturning], resolve: (r) => r.newAndReturning }),
    registrationsOverTime: t.field({ type: [ReportRegistrationWeek], resolve: (r) => r.registrationsOverTime }),
    referralSources: t.field({ type: [ReportReferral], resolve: (r) => r.referralSources }),
    churchAttendance: t.field({ type: [ReportChurch], resolve: (r) => r.churchAttendance }),
    leaderRatios: t.field({ type: [ReportLeaders], resolve: (r) => r.leaderRatios }),
    memoryWork: t.field({ type: [ReportMemoryDay], resolve: (r) => r.memoryWork }),
    pointsByDay: t.field({ type: [ReportGroupPoints], resolve: (r) => r.pointsByDay }),
  }),
});

builder.queryFields((t) => ({
  weekReport: t.field({
    type: WeekReportRef,
    description: 'Every chart of the reports page for an edition (default: the current one), optionally narrowed to one permanent group (groupId: its database id). MANAGE_VBS or APPROVE_REGISTRATIONS.',
    // Staff only at the door; which permission is the policy's (reports.policy.ts), as for REST.
    authScopes: { staff: true },
    args: { year: t.arg.int(), groupId: t.arg.int() },
    resolve: (_r, args, ctx) => ctx.services.reports.weekReport(ctx.viewer, readInput(reportFilterSchema, args)),
  }),
}));
