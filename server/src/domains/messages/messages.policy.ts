// Who may write to families and volunteers. Both doors go through these checks.
//
// - Composing, previewing, sending, scheduling, retrying and reading messages (their audiences, per-recipient
//   status and the development outbox): staff with MANAGE_VBS (the office's permission to run the program).
//   No new permission: a message reaches many families at once, so it goes with running the program.
// - A send to more families than the edition's review limit (default 50) waits for a second staff member
//   with MANAGE_VBS, never its author, to approve it.
// - Parents, interns and staff without MANAGE_VBS: nothing here. Anyone holding an e-mail's unsubscribe link
//   (signed for that address) may opt that address out; a STOP reply opts out the number it came from.
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { forbidden } from '../../errors.ts';

export const messagesPolicy = {
  canSend: (viewer: Viewer) => viewer.isStaff && viewer.has(Permission.MANAGE_VBS),
  send(viewer: Viewer) {
    viewer.requireStaff();
    if (!messagesPolicy.canSend(viewer)) throw forbidden('Messages to families need the MANAGE_VBS permission.');
  },
  /** Approving a message waiting for review: another staff member who may send. */
  review(viewer: Viewer, authorStaffId: number | null) {
    messagesPolicy.send(viewer);
    if (authorStaffId !== null && viewer.staffId === authorStaffId) throw forbidden('A second staff member reviews a message; its author cannot approve it.');
  },
};
