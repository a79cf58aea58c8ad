// Who may do what with intern applications. Anyone signed in may apply for themself (teens sign in with
// their own account). Reviewing — seeing every application and accepting or declining — needs
// ASSIGN_STAFF: interns join the people who lead groups, and whoever assigns staff decides who joins.
// Reading intern records and medical information follows people.policy.ts (staff read interns; medical
// information needs VIEW_SENSITIVE_INFO or being the intern).
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { conflict, notFound } from '../../errors.ts';
import { peoplePolicy } from '../people/people.policy.ts';

export const REVIEW_PERMISSION = Permission.ASSIGN_STAFF;

export const internsPolicy = {
  apply: (viewer: Viewer) => viewer.requireSignedIn(),
  review: (viewer: Viewer) => viewer.requirePermission(REVIEW_PERMISSION),
  listInterns: (viewer: Viewer) => viewer.requireStaff(),
  canReview: (viewer: Viewer) => viewer.has(REVIEW_PERMISSION),

  /** 404 rather than 403 for an intern outside the viewer's reach, so ids cannot be probed. */
  assertCanRead(viewer: Viewer, internId: number) {
    viewer.requireSignedIn();
    if (!peoplePolicy.canReadIntern(viewer, internId)) throw notFound('Intern');
  },
  /** Only the intern edits their own record and application. */
  assertCanEdit(viewer: Viewer, internId: number) {
    internsPolicy.assertCanRead(viewer, internId);
    if (viewer.internId !== internId) throw notFound('Intern');
  },
  /** Applying and editing happen only while intern applications are open (SPEC §2). */
  assertOpen(edition: { internApplicationOpen: boolean }) {
    if (!edition.internApplicationOpen) throw conflict('Intern applications are closed right now.');
  },
};
