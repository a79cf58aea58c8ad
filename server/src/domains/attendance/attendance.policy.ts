// Who may check children in and out, read attendance, and see what the check-in table shows.
//
// - Checking a child in or out: any staff member or intern (both run the check-in table).
// - A check-out hands a child to someone, so it must be verified: the pickup code printed at that
//   check-in, or a scan of the child's family check-in code. When neither matches, only a staff member
//   (not an intern) may override, and must say why; the reason and who overrode are recorded.
// - Pickup codes are short, so guessing is bounded: after PICKUP_MISSES_MAX wrong codes (pickup or family
//   codes) offered for one child's check-in on one program day, no code releases that child that day; only
//   a staff member's override with a reason does. Every wrong code is recorded in the audit trail.
// - Undoing a mistaken check-in or check-out (deleting the record): staff only.
// - Reading a child's attendance: staff and interns; a parent only their own children's (times in and
//   out, never the pickup code or override notes); anyone else is told the child does not exist.
// - Attendance per group and day (present/absent, CSV): staff and interns.
// - At check-in, medical details need VIEW_SENSITIVE_INFO; everyone at the table learns that something
//   is on file, and sees the parent's notes.
// - A family's authorized pickup people: the parent edits their own; staff and interns read them.
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { forbidden, notFound } from '../../errors.ts';

/** Wrong codes for one child's check-in on one program day after which only a staff override releases the child. */
export const PICKUP_MISSES_MAX = 5;

export const attendancePolicy = {
  canRecord: (viewer: Viewer) => viewer.isStaff || viewer.isIntern,
  canOverridePickup: (viewer: Viewer) => viewer.isStaff,
  canUndo: (viewer: Viewer) => viewer.isStaff,
  canReadAll: (viewer: Viewer) => viewer.isStaff || viewer.isIntern,
  canSeeMedicalDetails: (viewer: Viewer) => viewer.has(Permission.VIEW_SENSITIVE_INFO),
  /** Pickup codes and override notes are for the check-in table, not for families reading times. */
  canSeePickupDetails: (viewer: Viewer) => viewer.isStaff || viewer.isIntern,

  record(viewer: Viewer) {
    viewer.requireSignedIn();
    if (!attendancePolicy.canRecord(viewer)) throw forbidden('Only staff and interns check children in and out.');
  },
  overridePickup(viewer: Viewer) {
    if (!attendancePolicy.canOverridePickup(viewer)) throw forbidden('Only a staff member may override a pickup that does not match. Ask a staff member.');
  },
  undo(viewer: Viewer) {
    viewer.requireSignedIn();
    if (!attendancePolicy.canUndo(viewer)) throw forbidden('Only staff may undo a check-in or check-out.');
  },
  readAll(viewer: Viewer) {
    viewer.requireSignedIn();
    if (!attendancePolicy.canReadAll(viewer)) throw forbidden('Attendance lists are for staff and interns.');
  },
  /** parentIds: the child's parents. A child outside the viewer's reach answers 404 so ids cannot be probed. */
  readChild(viewer: Viewer, parentIds: readonly number[] | null) {
    viewer.requireSignedIn();
    if (parentIds === null) throw notFound('Child');
    if (attendancePolicy.canReadAll(viewer)) return;
    if (viewer.parentId === null || !parentIds.includes(viewer.parentId)) throw notFound('Child');
  },
};
