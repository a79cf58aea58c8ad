// Who may open each dashboard page, decided from the viewer so a page that is not someone's shows the
// calm "not part of your account" notice instead of a refused query. These mirror the
// server's policies (server/src/domains/*/*.policy.ts); the server still refuses every read and write
// on its own, so a rule here only decides which page is shown, never what data is allowed.

/** The viewer's roles and permissions, as the dashboard query reads them. */
export interface DashboardViewer {
  readonly isStaff: boolean;
  readonly isParent: boolean;
  readonly isIntern: boolean;
  readonly permissions: readonly string[];
}

export type PageAccess = (viewer: DashboardViewer) => boolean;

const has = (viewer: DashboardViewer, permission: string) => viewer.permissions.includes(permission);

/**
 * Staff only: the people query, first-aid reports, the schedule builder and curriculum, and the roster
 * pages (groups.policy canReadRosters; an intern sees their own groups on the dashboard).
 */
export const staffOnly: PageAccess = (viewer) => viewer.isStaff;
/** Staff and interns: check-in, attendance and the leaderboard. */
export const staffAndInterns: PageAccess = (viewer) => viewer.isStaff || viewer.isIntern;
/** Staff holding one permission (the page does that permission's work). */
export const staffWith =
  (permission: string): PageAccess =>
  (viewer) =>
    viewer.isStaff && has(viewer, permission);
/** Staff holding any of these permissions (the reports: MANAGE_VBS or APPROVE_REGISTRATIONS). */
export const staffWithAny =
  (...permissions: string[]): PageAccess =>
  (viewer) =>
    viewer.isStaff && permissions.some((p) => has(viewer, p));
