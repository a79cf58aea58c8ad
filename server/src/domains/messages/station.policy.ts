// Who may write to parents from the check-in table, and who may turn receipts on. Both doors ask these.
//
// - Texting one child's parents from the table (a PROGRAM message, templates or free text), and reading the
//   texts sent from the table and the parents' replies: any staff member, about a child checked in right now
//   (a check-in today is the child's latest record), so it happens while the program runs. Interns work the
//   table but do not write to families in the church's name: they ask a staff member. Parents: no.
// - The emergency broadcast (text and e-mail to the parents of every child checked in right now): any staff
//   member, after two confirmations (the second one types the number of families it reaches); its audience is
//   empty unless children are here. Interns and parents: no.
// - Check-in/check-out receipts: the edition's setting needs MANAGE_VBS; a parent turns their own receipts off
//   or on (their own row only).
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { forbidden } from '../../errors.ts';

export const stationPolicy = {
  canText: (viewer: Viewer) => viewer.isStaff,
  /** Texting a checked-in child's parents, and reading the table's texts and replies. */
  text(viewer: Viewer) {
    viewer.requireSignedIn();
    if (!stationPolicy.canText(viewer)) throw forbidden('Only staff text parents from the check-in table. Ask a staff member.');
  },
  broadcast(viewer: Viewer) {
    viewer.requireSignedIn();
    if (!viewer.isStaff) throw forbidden('Only staff send the emergency broadcast.');
  },
  receiptSettings(viewer: Viewer) {
    viewer.requireStaff();
    if (!viewer.has(Permission.MANAGE_VBS)) throw forbidden('Receipts are set with the MANAGE_VBS permission.');
  },
  /** A parent's own receipts; returns their parent id. */
  ownReceipts(viewer: Viewer): number {
    viewer.requireSignedIn();
    if (viewer.parentId === null) throw forbidden('Receipts are a parent’s choice, on their profile.');
    return viewer.parentId;
  },
};
