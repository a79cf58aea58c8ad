// Who may add, replace, remove and see the faces shown at pickup. Both doors go through these checks, and
// the image itself is served only by GET /api/v1/photos/{id}, which asks them on every read.
//
// - A photo is of a child, of one of a family's pickup people, or of a parent (a guardian who picks up).
// - Adding, replacing and removing: the family only. A child's photo: any of the child's parents. A pickup
//   person's photo: the parent whose pickup list holds that person. A parent's photo: that parent. Staff do
//   not change families' photos (a wrong photo is the family's to fix, as the pickup list is).
// - Seeing a photo: the same family members (a parent's own photo: also the other guardians of their children),
//   and
//   - every staff member, without a permission: the check-out station and the rosters are used by any staff
//     member, and a face is what they compare with the person at the table (the same staff read every
//     family's pickup list at the station);
//   - an intern, for the children of the groups they lead (their rosters and "my group"), and, on the
//     program's days, the photos of any family at the check-in table (a family with a child approved for the
//     current edition), where interns check children out.
// - Anyone else signed in is told the photo does not exist (404, so ids cannot be probed); a visitor must
//   sign in (401). Ids are random (128 bits) as well, and a replaced photo gets a new id.
// - Photos are not medical information: reading one is not recorded in the audit trail (the check-out that
//   used it is). Adding, replacing and removing one is recorded (who, whose, size and digest, never the bytes).
// - The answer is `Cache-Control: private, no-cache` with an ETag: no shared cache keeps it, and the browser
//   asks again (a cheap 304) each time, so a photo removed or a viewer's access ended takes effect at once.
import type { Viewer } from '../../auth/viewer.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { Family } from '../people/people.policy.ts';

/** What the policy needs to know about a photo's subject. */
export interface PhotoSubjectFacts {
  /** The child the photo shows, when it is a child's. */
  childId: number | null;
  /** The parents whose family the photo belongs to: a child's parents, a pickup list's owner, or the parent. */
  familyParentIds: readonly number[];
  /** For a pickup person's photo the parent whose list it is, for a parent's photo that parent: only they change it. */
  ownerParentId: number | null;
}

export const photosPolicy = {
  /** Whether the viewer is of the photo's family (and may therefore see it). */
  isFamily: (viewer: Viewer, family: Family, s: PhotoSubjectFacts) =>
    (s.childId !== null && family.childIds.has(s.childId)) || (viewer.parentId !== null && s.familyParentIds.includes(viewer.parentId)),
  /** Changing a photo: the child's parents, the pickup list's owner, the parent themself. */
  canChange: (viewer: Viewer, family: Family, s: PhotoSubjectFacts) =>
    s.childId !== null ? family.childIds.has(s.childId) : viewer.parentId !== null && s.ownerParentId === viewer.parentId,
  /** Seeing a photo without asking whether it is a program day: family, staff, an intern for their groups' children. */
  canReadWithoutTable: (viewer: Viewer, family: Family, s: PhotoSubjectFacts) =>
    viewer.isStaff || photosPolicy.isFamily(viewer, family, s) || (viewer.isIntern && s.childId !== null && family.teamChildIds.has(s.childId)),
  /** Whether an intern's read may still be granted at the check-in table (the service then asks about the day). */
  mayReadAtTable: (viewer: Viewer) => viewer.isIntern && !viewer.isStaff,

  /** Who may change some photo at all (asked before an upload is read): a signed-in parent. */
  mayChangeSome(viewer: Viewer) {
    viewer.requireSignedIn();
    if (viewer.parentId === null) throw forbidden('Photos are added by the family, from the parent’s profile.');
  },
  change(viewer: Viewer, family: Family, s: PhotoSubjectFacts | null, what: string) {
    photosPolicy.mayChangeSome(viewer);
    if (!s || !photosPolicy.canChange(viewer, family, s)) throw notFound(what);
  },
  /** `atTable`: an intern on a program day, the family being at the table (asked only when it could matter). */
  read(viewer: Viewer, family: Family, s: PhotoSubjectFacts | null, atTable: boolean) {
    viewer.requireSignedIn();
    if (!s || !(photosPolicy.canReadWithoutTable(viewer, family, s) || (photosPolicy.mayReadAtTable(viewer) && atTable))) throw notFound('Photo');
  },
};
