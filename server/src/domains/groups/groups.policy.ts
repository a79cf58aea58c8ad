// Who may see and change groups, assignments and points. Both doors go through these checks.
//
// - Reading group lists, points and the leaderboard: staff and interns (interns work with groups).
// - Rosters (which children, staff and interns are in a group): staff only — children's records are
//   for staff and their own family (people.policy.ts), and interns are volunteers, often teenagers.
// - Parents: only the group badges of their own children (name, colour, type), never the rosters.
// - Creating, renaming, recolouring and deleting groups: MANAGE_VBS or ASSIGN_STUDENT_GROUPS (both
//   organise the program's groups).
// - Adjusting or setting points: any staff member (leaders score from the back of the gym).
// - Assigning children: ASSIGN_STUDENT_GROUPS. Assigning staff and interns: ASSIGN_STAFF.
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { forbidden } from '../../errors.ts';

export const groupsPolicy = {
  canReadGroups: (viewer: Viewer) => viewer.isStaff || viewer.isIntern,
  canReadRosters: (viewer: Viewer) => viewer.isStaff,
  /** A parent sees a group only as a badge on their own child. */
  canSeeBadge: (viewer: Viewer, familyGroupIds: ReadonlySet<number>, groupId: number) =>
    groupsPolicy.canReadGroups(viewer) || familyGroupIds.has(groupId),
  canManageGroups: (viewer: Viewer) => viewer.has(Permission.MANAGE_VBS) || viewer.has(Permission.ASSIGN_STUDENT_GROUPS),

  readGroups(viewer: Viewer) {
    viewer.requireSignedIn();
    if (!groupsPolicy.canReadGroups(viewer)) throw forbidden('Group lists are for staff and interns.');
  },
  manageGroups(viewer: Viewer) {
    viewer.requireStaff();
    if (!groupsPolicy.canManageGroups(viewer)) throw forbidden('Changing groups needs the MANAGE_VBS or ASSIGN_STUDENT_GROUPS permission.');
  },
  changePoints(viewer: Viewer) {
    viewer.requireSignedIn();
    if (!viewer.isStaff) throw forbidden('Only staff may change points.');
  },
  assignChildren: (viewer: Viewer) => viewer.requirePermission(Permission.ASSIGN_STUDENT_GROUPS),
  assignStaffAndInterns: (viewer: Viewer) => viewer.requirePermission(Permission.ASSIGN_STAFF),
};
