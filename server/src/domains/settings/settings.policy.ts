// Who may change the program settings: the edition, its flags, the form questions and club capacities.
// Reading them is public (the home page, the nav bar and the forms need them).
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';

export const settingsPolicy = {
  manage: (viewer: Viewer) => viewer.requirePermission(Permission.MANAGE_VBS),
};
