// Who may see and change the week's schedule, curriculum and memory work. Both doors and the live
// streams go through these checks.
//
// - A PUBLIC schedule is for everyone, signed in or not.
// - An INTERNAL schedule is for staff.
// - Any other schedule (PRIVATE) is for staff with SCHEDULE_CLASSES only.
// - Whatever its visibility, once its release date is reached the schedule is for everyone. The release
//   date defaults to 48 hours before the first day (program-local midnight), or the edition's start when
//   the schedule has no days.
// - Those who may write the schedule (below) always see it, so an editor never loses sight of their work.
// - Staff-only events are for staff only: nobody else ever sees them, released or not.
// - Writing days, events, visibility, the release date, curriculum and memory work: SCHEDULE_CLASSES or
//   MANAGE_VBS.
// - Every read of a schedule's parts (days, events, curriculum, memory work, whether a child memorized
//   it, the tally, live changes, the dashboard's day, the group list's days) asks canSee first: nobody learns from a part what
//   the schedule itself would not show them.
// - Marking a child's memory work memorized or forgotten, and the tally: any staff member who may see
//   the schedule.
// - Whether one child memorized something: staff, or that child's own parent, who may see the schedule.
import type { Viewer } from '../../auth/viewer.ts';
import { Permission, type ScheduleVisibility } from '../../generated/prisma/enums.ts';
import { forbidden, unauthenticated } from '../../errors.ts';

export interface ScheduleAccess {
  visibility: ScheduleVisibility;
  /** The effective release instant (stored or default). */
  releasesAt: Date;
}

export const schedulePolicy = {
  canWrite: (viewer: Viewer) => viewer.has(Permission.SCHEDULE_CLASSES) || viewer.has(Permission.MANAGE_VBS),

  isReleased: (schedule: ScheduleAccess, now: Date) => now.getTime() >= schedule.releasesAt.getTime(),

  canSee(viewer: Viewer, schedule: ScheduleAccess, now: Date): boolean {
    if (schedule.visibility === 'PUBLIC' || schedulePolicy.isReleased(schedule, now)) return true;
    if (schedulePolicy.canWrite(viewer)) return true;
    if (schedule.visibility === 'INTERNAL') return viewer.isStaff;
    return viewer.has(Permission.SCHEDULE_CLASSES);
  },

  canSeeStaffOnlyEvents: (viewer: Viewer) => viewer.isStaff,

  canMarkMemorized: (viewer: Viewer) => viewer.isStaff,

  see(viewer: Viewer, schedule: ScheduleAccess, now: Date) {
    if (schedulePolicy.canSee(viewer, schedule, now)) return;
    if (!viewer.signedIn) throw unauthenticated('Sign in to see this schedule.');
    throw forbidden(`This schedule is not released yet; it opens to everyone on ${schedule.releasesAt.toISOString()}.`);
  },

  write(viewer: Viewer) {
    viewer.requireStaff();
    if (!schedulePolicy.canWrite(viewer)) throw forbidden('Changing the schedule needs the SCHEDULE_CLASSES or MANAGE_VBS permission.');
  },

  markMemorized(viewer: Viewer) {
    viewer.requireSignedIn();
    if (!schedulePolicy.canMarkMemorized(viewer)) throw forbidden('Only staff may mark memory work.');
  },

  readTally(viewer: Viewer) {
    viewer.requireSignedIn();
    if (!viewer.isStaff) throw forbidden('The memory-work tally is for staff.');
  },

  readMemorized(viewer: Viewer, familyChildIds: ReadonlySet<number>, childId: number) {
    viewer.requireSignedIn();
    if (!viewer.isStaff && !familyChildIds.has(childId)) throw forbidden('Only staff and the child’s own parent may see this.');
  },
};
