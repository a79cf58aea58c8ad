// Who may write and read first-aid incident reports.
//
// - Writing a report: any staff member (interns tell a staff member, who writes it).
// - Reading: staff with VIEW_SENSITIVE_INFO read every report; other staff only the reports they wrote;
//   a parent reads the reports about their own children; interns read none.
// - Correcting: the staff member who wrote it, or staff with VIEW_SENSITIVE_INFO. A correction never
//   erases: the earlier text is kept as a revision. Reports are never deleted.
// - A report outside the viewer's reach answers "not found", so ids cannot be probed.
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { forbidden, notFound } from '../../errors.ts';

export interface ReportAccess {
  staffId: number;
  parentIds: readonly number[];
}

export const firstAidPolicy = {
  canWrite: (viewer: Viewer) => viewer.isStaff,
  canReadAll: (viewer: Viewer) => viewer.has(Permission.VIEW_SENSITIVE_INFO),
  canRead: (viewer: Viewer, report: ReportAccess) =>
    firstAidPolicy.canReadAll(viewer) || (viewer.isStaff && viewer.staffId === report.staffId) || (viewer.parentId !== null && report.parentIds.includes(viewer.parentId)),
  canCorrect: (viewer: Viewer, report: ReportAccess) => viewer.isStaff && (viewer.staffId === report.staffId || firstAidPolicy.canReadAll(viewer)),

  write(viewer: Viewer) {
    viewer.requireSignedIn();
    if (!firstAidPolicy.canWrite(viewer)) throw forbidden('Only staff write first-aid reports.');
  },
  read(viewer: Viewer, report: ReportAccess | null) {
    viewer.requireSignedIn();
    if (!report || !firstAidPolicy.canRead(viewer, report)) throw notFound('First-aid report');
  },
  correct(viewer: Viewer, report: ReportAccess | null) {
    firstAidPolicy.read(viewer, report);
    if (!firstAidPolicy.canCorrect(viewer, report!)) throw forbidden('Only the staff member who wrote a report (or staff with VIEW_SENSITIVE_INFO) may correct it.');
  },
};
