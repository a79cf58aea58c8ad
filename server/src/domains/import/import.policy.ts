// Who may bring families in from a spreadsheet. Both doors go through these checks.
//
// - Uploading a file, previewing it, importing it and undoing an import: staff with MANAGE_VBS (the
//   permission for running the program as a whole; an import writes families' addresses and children's
//   medical notes for the whole church at once, so no narrower permission fits and no new one is made).
// - The list of past imports and what each created: the same people.
// - Parents, interns and other staff: nothing, not even whether an import exists.
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';

export const importPolicy = {
  canImport: (viewer: Viewer) => viewer.has(Permission.MANAGE_VBS),
  /** Every import call: MANAGE_VBS (401 signed out, 403 otherwise). */
  manageImports(viewer: Viewer) {
    viewer.requirePermission(Permission.MANAGE_VBS);
  },
};
