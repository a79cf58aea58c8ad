// A check-in, check-out or undo as one change, the way every screen that shows presence learns of it: the
// mutation that makes it returns it (AttendanceRecordResult.change) and the `attendanceChanged` subscription
// (SPEC §4 student-checkin) delivers it to every other open screen. The event carries ids; each field below
// re-reads what changed with the asker's own selection and the asker's own rights, as records with stable
// ids (the check-in table's child, the rosters' rows and groups, the day's list), so a client merges them
// by id and asks nothing again.
import type { GraphQLResolveInfo } from 'graphql';
import { builder } from '../../graphql/builder.ts';
import { viewerEvents, type LiveEvent } from '../../live/bus.ts';
import type { RequestContext } from '../../context.ts';
import { attendancePolicy } from './attendance.policy.ts';
import { AttendanceKindEnum, DayChildRef, RecordResultRef, StationChildRef, team } from './attendance.graphql.ts';
import { groupsPolicy } from '../groups/groups.policy.ts';
import { familyOf } from '../people/family.ts';
import { forgetRosterReads } from '../groups/roster-reads.ts';

interface AttendanceChange {
  recordId: number;
  childId: number;
  scheduleId: number;
  /** The schedule's year; read when the write did not say (a replayed key). */
  year?: number | null;
  kind: 'CHECK_IN' | 'CHECK_OUT';
  recordedAt: string;
  undone: boolean;
}

const years = new WeakMap<AttendanceChange, Promise<number | null>>();
/** The year of the change's schedule, read at most once per change. */
function yearOf(c: AttendanceChange, ctx: RequestContext): Promise<number | null> {
  if (c.year != null) return Promise.resolve(c.year);
  let year = years.get(c);
  if (!year) years.set(c, (year = ctx.prisma.schedule.findUnique({ where: { id: c.scheduleId }, select: { year: true } }).then((s) => s?.year ?? null)));
  return year;
}

/**
 * Whether the asker reads the child's details (notes, medical mark, pickup code): staff always; an intern
 * only as the answer to their own action, which concerns the family on their screen (attendance.policy.ts).
 */
const readsDetails = (ctx: RequestContext, info: GraphQLResolveInfo) =>
  attendancePolicy.canReadEveryFamilysDetails(ctx.viewer) || info.operation.operation === 'mutation';

const AttendanceChangeRef = builder.objectRef<AttendanceChange>('AttendanceChange').implement({
  description: 'A child was checked in or out, or such a record was undone (live event student-checkin), with what it changed.',
  fields: (t) => ({
    recordId: t.exposeInt('recordId'),
    childId: t.exposeInt('childId'),
    scheduleId: t.exposeInt('scheduleId'),
    year: t.int({ resolve: async (c, _a, ctx) => (await yearOf(c, ctx)) ?? 0 }),
    kind: t.field({ type: AttendanceKindEnum, resolve: (c) => c.kind }),
    recordedAt: t.field({ type: 'DateTime', resolve: (c) => new Date(c.recordedAt) }),
    undone: t.exposeBoolean('undone'),
    child: t.field({
      type: StationChildRef,
      nullable: true,
      description: 'The child as the check-in table shows them now. Details (notes, pickup code) for staff; for an intern only in the answer to their own action.',
      resolve: (c, _a, ctx, info) => ctx.services.attendanceViews.changedChild(ctx.viewer, c.childId, c.scheduleId, readsDetails(ctx, info)),
    }),
    dayChild: t.field({
      type: DayChildRef,
      nullable: true,
      description: 'The child’s attendance on the day of the record, as the day’s list shows it.',
      resolve: async (c, _a, ctx) => {
        const year = await yearOf(c, ctx);
        return year === null ? null : ctx.services.attendanceViews.changedDayChild(ctx.viewer, c.childId, year, new Date(c.recordedAt));
      },
    }),
    rosterRows: t.prismaField({
      type: ['GroupChild'],
      description: 'The child’s rows on the rosters of the year’s groups the asker may read (staff: all; an intern: their groups).',
      resolve: async (query, c, _a, ctx) => {
        const year = await yearOf(c, ctx);
        if (year === null) return [];
        const only = groupsPolicy.canReadRosters(ctx.viewer) ? null : [...(await familyOf(ctx.prisma, ctx.viewer)).teamGroupIds];
        return ctx.prisma.groupChild.findMany({ ...query, where: { childId: c.childId, group: { year, ...(only ? { id: { in: only } } : {}) } } });
      },
    }),
    groups: t.prismaField({
      type: ['Group'],
      description: 'The year’s groups the child is in (their checked-in counts changed).',
      resolve: async (query, c, _a, ctx) => {
        const year = await yearOf(c, ctx);
        if (year === null) return [];
        return ctx.prisma.group.findMany({ ...query, where: { year, children: { some: { childId: c.childId } } } });
      },
    }),
  }),
});

builder.objectFields(RecordResultRef, (t) => ({
  change: t.field({
    type: AttendanceChangeRef,
    description: 'What this write changed, as attendanceChanged tells every other open screen.',
    resolve: (r) => ({
      recordId: r.record.id, childId: r.record.childId, scheduleId: r.record.scheduleId, kind: r.record.kind, recordedAt: r.record.recordedAt.toISOString(), undone: false,
    }),
  }),
}));

builder.subscriptionFields((t) => ({
  attendanceChanged: t.field({
    type: AttendanceChangeRef,
    description: 'Every check-in, check-out and undo (SPEC §4 student-checkin), for staff and interns.',
    authScopes: team,
    args: { year: t.arg.int() },
    subscribe: (_root, { year }, ctx) =>
      viewerEvents(ctx.bus, ctx.viewer, (e) => e.type === 'student-checkin' && (year == null || e.data.year === year)) as AsyncIterable<unknown> as AsyncIterable<LiveEvent>,
    resolve: (event, _a, ctx) => {
      // The stream keeps its context for every event: what an earlier event read of the rosters is stale now.
      forgetRosterReads(ctx);
      return (event as LiveEvent).data as unknown as AttendanceChange;
    },
  }),
}));
