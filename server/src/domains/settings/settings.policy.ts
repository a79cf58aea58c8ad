// Who may change the program settings: the edition, its flags, the form questions and club capacities.
// Reading them is public (the home page, the nav bar and the forms need them), except the messages review
// limit, which only those who manage the program read.
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';

export const settingsPolicy = {
  manage: (viewer: Viewer) => viewer.requirePermission(Permission.MANAGE_VBS),
  /** Settings only managers read (the messages review limit): null to everyone else. */
  canManage: (viewer: Viewer) => viewer.isStaff && viewer.has(Permission.MANAGE_VBS),
};
