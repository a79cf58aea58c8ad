// Who may run and save people queries. Both doors go through these checks.
//
// - Running a query, exporting it and reading saved queries: staff only. Parents and interns are
//   refused (403), whoever's records they ask about.
// - Fields behind a permission (medical information, the content of staff notes: VIEW_SENSITIVE_INFO)
//   can be neither shown, sorted on nor filtered on without it; the compiler refuses them (403) by
//   asking the viewer, so a hand-written request gets no further than the builder would.
// - A staff member's own family's staff notes stay hidden from them (people.policy.ts), here too.
// - The audit trail records a READ of such a field for each value of it a page (or the CSV export) shows,
//   and for each person it returns when the query filters or sorts on it: a filter tells about it too.
// - Saved queries: any staff member may save one. Shared ones are listed for all staff; unshared ones
//   only for their owner. Only the owner changes or deletes a query, or MANAGE_VBS (tidying up).
// - A save answers the saved query to whoever saved it, also when the change took it out of their sight
//   (MANAGE_VBS unsharing someone else's): a committed write never answers an error. From then on it is
//   listed, and found by id, only for those canSeeSaved allows.
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { forbidden } from '../../errors.ts';

export const queryPolicy = {
  runQueries(viewer: Viewer): number {
    viewer.requireSignedIn();
    if (!viewer.isStaff) throw forbidden('The people query is for staff members.');
    return viewer.staffId!;
  },
  canSeeSaved: (viewer: Viewer, saved: { shared: boolean; ownerId: number | null }) => viewer.isStaff && (saved.shared || saved.ownerId === viewer.staffId),
  changeSaved(viewer: Viewer, saved: { ownerId: number | null }) {
    const staffId = queryPolicy.runQueries(viewer);
    if (saved.ownerId !== staffId && !viewer.has(Permission.MANAGE_VBS)) throw forbidden('Only the staff member who saved this query (or MANAGE_VBS) may change it.');
  },
};
