// Who may run and apply the afternoon-club placement: staff with ASSIGN_STUDENT_GROUPS, the permission
// that puts children in groups (a club is a group). The review shows children's names and grades only.
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';

export const PLACEMENT_PERMISSION = Permission.ASSIGN_STUDENT_GROUPS;

export const placementPolicy = {
  place: (viewer: Viewer) => viewer.requirePermission(PLACEMENT_PERMISSION),
};
