// Who may write staff notes, composed from the family policy (people.policy.ts) so reading and writing
// can never disagree: you may write exactly the notes you may read. That keeps a staff member who is
// also the parent concerned from writing (and so from learning the saved value of) their own family's
// notes, just as the editor is hidden from them.
import type { Viewer } from '../../auth/viewer.ts';
import { forbidden } from '../../errors.ts';
import { peoplePolicy, type Family } from '../people/people.policy.ts';

const OWN_FAMILY = 'Staff notes about your own family are kept by other staff members.';

export const notesPolicy = {
  /** 401 signed out, 403 not staff: checked before the input is even read. */
  assertMayWriteNotes(viewer: Viewer) {
    peoplePolicy.assertCanWriteStaffNotes(viewer);
  },
  assertCanWriteChildStaffNotes(viewer: Viewer, family: Family, childId: number) {
    peoplePolicy.assertCanWriteStaffNotes(viewer);
    if (!peoplePolicy.canSeeChildStaffNotes(viewer, family, childId)) throw forbidden(OWN_FAMILY);
  },
  assertCanWriteParentStaffNotes(viewer: Viewer, parentId: number) {
    peoplePolicy.assertCanWriteStaffNotes(viewer);
    if (!peoplePolicy.canSeeParentStaffNotes(viewer, parentId)) throw forbidden(OWN_FAMILY);
  },
};
