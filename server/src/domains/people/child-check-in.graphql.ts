// A child's latest check-in or check-out of the current edition, for the parent's dashboard:
// whoever may read the child (their parents, staff) sees when they were last checked in or out.
// The attendance records themselves belong to the check-in station; this only reads the latest one.
import { builder } from '../../graphql/builder.ts';
import { LATEST_IN_SCHEDULE } from '../attendance/latest-record.ts';

interface LatestCheckIn {
  kind: 'CHECK_IN' | 'CHECK_OUT';
  recordedAt: Date;
}

const ChildCheckInRef = builder.objectRef<LatestCheckIn>('ChildCheckIn').implement({
  description: 'The latest check-in or check-out of a child in the current edition.',
  fields: (t) => ({
    checkedIn: t.boolean({ description: 'True after a check-in, false after a check-out.', resolve: (r) => r.kind === 'CHECK_IN' }),
    recordedAt: t.field({ type: 'DateTime', resolve: (r) => r.recordedAt }),
  }),
});

builder.prismaObjectFields('Child', (t) => ({
  currentCheckIn: t.field({
    type: ChildCheckInRef,
    nullable: true,
    description: 'The latest check-in or check-out of the current edition; null before the first.',
    select: {
      attendance: {
        where: { schedule: { edition: { current: { isNot: null } } } },
        orderBy: LATEST_IN_SCHEDULE,
        take: 1,
        select: { kind: true, recordedAt: true },
      },
    },
    resolve: (child) => child.attendance[0] ?? null,
  }),
}));
