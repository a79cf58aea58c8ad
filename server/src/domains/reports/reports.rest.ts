// REST door to the week's reports (beyond SPEC §7, for a church's other tools): the same counts as the
// GraphQL weekReport query, on the same service and policy.
import { z } from 'zod';
import { RestRoutes } from '../../http/operation.ts';
import { queryInt } from '../../http/rest-input.ts';
import type { AppContext } from '../../http/rest.ts';
import { readInput } from '../../input.ts';
import { reportFilterSchema } from '../../../../forms/reports.ts';
import { reportsPolicy } from './reports.policy.ts';

const TAG = 'reports';
const n = z.number();
const date = z.string().meta({ description: 'yyyy-mm-dd, program-local.' });
const nullable = <T extends z.ZodType>(t: T) => t.nullable();

const reportOut = z
  .object({
    year: n,
    groupId: nullable(n),
    lastYear: nullable(n).meta({ description: 'The edition compared with (null: none, or a group is asked for).' }),
    editions: z.array(z.object({ year: n, name: z.string(), current: z.boolean() })),
    groups: z.array(z.object({ groupId: n, name: z.string(), color: z.string() })),
    checkInsPerDay: z.array(z.object({ date, dayNumber: n, children: n, lastYearChildren: nullable(n) })),
    checkInsByGrade: z.array(z.object({ date, grade: n, children: n })),
    checkInsByGroup: z.array(z.object({ date, groupId: nullable(n), name: nullable(z.string()), color: nullable(z.string()), children: n })),
    newAndReturning: z.array(z.object({ year: n, grade: nullable(n), firstTimers: n, returning: n })),
    registrationsOverTime: z.array(z.object({ weeksBefore: n, thisYear: n, lastYear: nullable(n) })),
    referralSources: z.array(z.object({ source: z.string(), families: n })),
    churchAttendance: z.array(z.object({ answer: z.enum(['YES', 'OTHER_CHURCH', 'NO_LONGER', 'NO', 'DECLINED']), families: n })),
    leaderRatios: z.array(z.object({ groupId: n, name: z.string(), color: z.string(), children: n, staff: n, interns: n, childrenPerLeader: nullable(n) })),
    memoryWork: z.array(z.object({ date, verses: n, children: n })),
    pointsByDay: z.array(z.object({ date, groupId: n, name: z.string(), color: z.string(), points: n })),
  })
  .meta({ id: 'WeekReport' });

export function reportsRoutes() {
  return new RestRoutes().operation({
    method: 'get',
    path: '/api/v1/reports/week',
    tag: TAG,
    summary: 'The week at a glance: every chart of the reports page, counts only (MANAGE_VBS or APPROVE_REGISTRATIONS).',
    guard: (c: AppContext) => reportsPolicy.readReports(c.var.ctx.viewer),
    query: z.object({ year: queryInt().optional(), groupId: queryInt().optional() }),
    responses: { 200: z.object({ report: reportOut }) },
    handler: async (c, { query }) => ({ report: await c.var.ctx.services.reports.weekReport(c.var.ctx.viewer, readInput(reportFilterSchema, query)) }),
  });
}
