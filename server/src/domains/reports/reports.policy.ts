// Who may read the week's reports. Both doors go through this check.
//
// - The reports are counts only (check-ins per day, grade and group, first-timers and returning children,
//   registrations over time, how families heard of VBS, church-attendance answers, leaders per child,
//   memory work and points): no child's or parent's name, no medical information, nothing a parent wrote.
// - They are read by the staff who run the program or its registrations: MANAGE_VBS or
//   APPROVE_REGISTRATIONS. Other staff, interns and parents may not (a small group's counts can still say
//   something about a family, so not every volunteer reads them).
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { forbidden } from '../../errors.ts';

export const reportsPolicy = {
  canReadReports: (viewer: Viewer) => viewer.has(Permission.MANAGE_VBS) || viewer.has(Permission.APPROVE_REGISTRATIONS),
  readReports(viewer: Viewer) {
    viewer.requireStaff();
    if (!reportsPolicy.canReadReports(viewer)) throw forbidden('The reports need the MANAGE_VBS or APPROVE_REGISTRATIONS permission.');
  },
};
