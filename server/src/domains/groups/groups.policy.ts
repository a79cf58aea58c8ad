// Who may see and change groups, assignments and points. Both doors go through these checks.
//
// - Reading group lists, points and the leaderboard: staff and interns (interns work with groups).
// - Rosters (which children, staff and interns are in a group): staff read every roster; an intern
//   reads only the children's roster of the groups they are assigned to (the children they look after,
//   with each child's medical-alert line); interns are volunteers, often teenagers, so not more.
// - A leader's view of one group (names, the parents' alert lines, today's check-in state, points and the
//   day's schedule): staff for any group, an intern for the groups they lead; never a parent.
// - Parents: only the group badges of their own children (name, color, type), never the rosters.
// - Creating, renaming, recoloring and deleting groups: MANAGE_VBS or ASSIGN_STUDENT_GROUPS (both
//   organise the program's groups).
// - Adjusting points: any staff member, and an intern for the groups they lead (leaders score from the
//   back of the gym). Setting a day's points outright (a correction): any staff member.
// - Undoing an adjustment: the same people as adjusting that group's points (so a leader can fix a
//   colleague's slip), only on the program-local day it was made; it is recorded who undid it.
// - Assigning children: ASSIGN_STUDENT_GROUPS. Assigning staff and interns: ASSIGN_STAFF, and only a person
//   cleared to work with children (screening.policy.ts; an assignment stays when a clearance lapses later).
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { forbidden } from '../../errors.ts';

export const groupsPolicy = {
  canReadGroups: (viewer: Viewer) => viewer.isStaff || viewer.isIntern,
  canReadRosters: (viewer: Viewer) => viewer.isStaff,
  /** One group's children: staff, or an intern assigned to that group (teamGroupIds: the viewer's groups). */
  canReadRoster: (viewer: Viewer, teamGroupIds: ReadonlySet<number>, groupId: number) => viewer.isStaff || (viewer.isIntern && teamGroupIds.has(groupId)),
  /** A parent sees a group only as a badge on their own child. */
  canSeeBadge: (viewer: Viewer, familyGroupIds: ReadonlySet<number>, groupId: number) =>
    groupsPolicy.canReadGroups(viewer) || familyGroupIds.has(groupId),
  canManageGroups: (viewer: Viewer) => viewer.has(Permission.MANAGE_VBS) || viewer.has(Permission.ASSIGN_STUDENT_GROUPS),

  /** A leader's view of one group (its children, their alert lines and check-in state): whoever may read its roster. */
  readLeaderView(viewer: Viewer, teamGroupIds: ReadonlySet<number>, groupId: number) {
    groupsPolicy.readGroups(viewer);
    if (!groupsPolicy.canReadRoster(viewer, teamGroupIds, groupId)) throw forbidden('An intern sees the groups they lead only.');
  },
  readGroups(viewer: Viewer) {
    viewer.requireSignedIn();
    if (!groupsPolicy.canReadGroups(viewer)) throw forbidden('Group lists are for staff and interns.');
  },
  manageGroups(viewer: Viewer) {
    viewer.requireStaff();
    if (!groupsPolicy.canManageGroups(viewer)) throw forbidden('Changing groups needs the MANAGE_VBS or ASSIGN_STUDENT_GROUPS permission.');
  },
  /** Adding or taking away a group's points: staff, or an intern leading that group (teamGroupIds: their groups). */
  canAdjustPoints: (viewer: Viewer, teamGroupIds: ReadonlySet<number>, groupId: number) => viewer.isStaff || (viewer.isIntern && teamGroupIds.has(groupId)),
  /** Who may ask to adjust any group's points at all (the door's guard); the group is checked by adjustPoints. */
  mayAdjustSomePoints(viewer: Viewer) {
    viewer.requireSignedIn();
    if (!viewer.isStaff && !viewer.isIntern) throw forbidden('Only staff and the group’s leaders may change points.');
  },
  adjustPoints(viewer: Viewer, teamGroupIds: ReadonlySet<number>, groupId: number) {
    groupsPolicy.mayAdjustSomePoints(viewer);
    if (!groupsPolicy.canAdjustPoints(viewer, teamGroupIds, groupId)) throw forbidden('An intern changes the points of the groups they lead only.');
  },
  undoPoints(viewer: Viewer, teamGroupIds: ReadonlySet<number>, groupId: number) {
    groupsPolicy.adjustPoints(viewer, teamGroupIds, groupId);
  },
  /** Setting a day's points outright (a correction): staff only. */
  changePoints(viewer: Viewer) {
    viewer.requireSignedIn();
    if (!viewer.isStaff) throw forbidden('Only staff may change points.');
  },
  assignChildren: (viewer: Viewer) => viewer.requirePermission(Permission.ASSIGN_STUDENT_GROUPS),
  /**
   * A live event as this viewer may see it: interns receive every group event (their leaderboard follows
   * them) but without the roster ids — which child, staff member or intern was assigned — like REST's group.
   * It reads only the viewer's roles and permissions: /api/v1/updates shares one answer among the viewers
   * who have the same ones (live/frames.ts).
   */
  liveEventData(viewer: Viewer, data: unknown): unknown {
    if (groupsPolicy.canReadRosters(viewer) || typeof data !== 'object' || data === null) return data;
    const { childId: _child, staffId: _staff, internId: _intern, ...rest } = data as Record<string, unknown>;
    return rest;
  },
  assignStaffAndInterns: (viewer: Viewer) => viewer.requirePermission(Permission.ASSIGN_STAFF),
};
