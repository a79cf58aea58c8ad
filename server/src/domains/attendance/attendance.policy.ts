// Who may check children in and out, read attendance, and see what the check-in table shows.
//
// - Checking a child in or out: any staff member at any time; an intern only on the program's days
//   (program-days.ts: the current edition's days on the program's clocks) and only in that edition's schedule.
// - A check-out hands a child to someone, so it must be verified: the pickup code printed at that
//   check-in, or a scan of the child's family check-in code. When neither matches, only a staff member
//   (not an intern) may override, and must say why; the reason and who overrode are recorded.
// - Pickup codes are short, so guessing is bounded: after PICKUP_MISSES_MAX wrong codes (pickup or family
//   codes) offered for one child's check-in on one program day, no code releases that child that day; only
//   a staff member's override with a reason does. Every wrong code is recorded in the audit trail.
// - Undoing a mistaken check-in or check-out (deleting the record): staff only.
// - Reading a child's attendance: staff, all of it; an intern, on a program day, only that child's records of
//   today, without pickup codes or override notes; a parent only their own children's (times in and out, never
//   the pickup code or override notes); anyone else is told the child does not exist.
// - Attendance per group and day (present/absent, CSV): staff and interns.
// - The check-in table's families: staff read the whole list with every family's details (phones, pickup
//   people, parent notes, the parent's alert lines, whether medical information is on file, today's pickup
//   codes), so the table keeps working offline. An intern, on a program day, reads the list with names, groups
//   and today's state only, and one family's details at a time, when that family is opened at the table.
// - At the table, the medical information itself needs VIEW_SENSITIVE_INFO (and each read of it is audited);
//   everyone at the table learns that something is on file, and reads the parent's notes and the alert line
//   the parent wrote for everyone with the child (people.policy.ts), of the family on screen.
// - A self check-in kiosk (domains/kiosk, kiosk.policy.ts) checks children in, only those of the family it looked
//   up by family code or phone number, only approved ones; it never checks out, undoes or reads attendance.
// - A family's authorized pickup people: the parent edits their own; staff and interns read them at the table.
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { forbidden, notFound } from '../../errors.ts';
import { programDatesText } from '../settings/edition-week.ts';
import { isProgramDay, type ProgramWeek } from './program-days.ts';

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
  /** Interns (who are not also staff) work the check-in table on the program's days only. */
  boundToProgramDays: (viewer: Viewer) => viewer.isIntern && !viewer.isStaff,
  /** Whether the station's list carries every family's details, or names only (details per family on demand). */
  canReadEveryFamilysDetails: (viewer: Viewer) => viewer.isStaff,
  /** A child's whole attendance history, pickup codes included: staff. */
  canReadChildHistory: (viewer: Viewer) => viewer.isStaff,

  /** A check-in: staff, interns, or a kiosk (whose family and children kiosk.service.ts has already checked). */
  checkIn(viewer: Viewer) {
    if (viewer.kiosk) return;
    attendancePolicy.record(viewer);
  },
  record(viewer: Viewer) {
    viewer.requireSignedIn();
    if (!attendancePolicy.canRecord(viewer)) throw forbidden('Only staff and interns check children in and out.');
  },
  /**
   * For a viewer bound to the program's days: `at` (when the action happened) must fall on one of them, and the
   * schedule (when one is named) must be the current edition's.
   */
  onProgramDay(viewer: Viewer, week: ProgramWeek, at: Date, scheduleId?: number | null) {
    if (!attendancePolicy.boundToProgramDays(viewer)) return;
    const inWeek = scheduleId == null || scheduleId === week.scheduleId;
    if (!inWeek || !isProgramDay(week, at)) {
      throw forbidden(`The check-in table opens for interns on the program’s days (${programDatesText(week.dates)}).`);
    }
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
