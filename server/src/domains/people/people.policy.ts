// Who may read and change family records. A parent sees only their own family; staff see families.
import type { Viewer } from '../../auth/viewer.ts';

export const peoplePolicy = {
  canReadParent: (viewer: Viewer, parentId: number) => viewer.isStaff || viewer.parentId === parentId,
};
