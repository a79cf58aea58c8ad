// Who may set up self check-in kiosks and label printers, and what a kiosk itself may do.
//
// - Registering a device as a kiosk, routing it to a printer, revoking it, and keeping the edition's label
//   printers (add, change, remove, choose the check-in table's printer): staff with MANAGE_VBS (running the
//   program's edition). Reading the kiosks and printers: the same people. The check-in table reads which
//   printer it prints to (any staff member or intern at the table).
// - Opening a kiosk needs a volunteer cleared to work near children, as the check-in station does: the screening
//   rule (screening.policy.ts requireStationClearance) refuses anyone else with 403 NOT_CLEARED saying what is
//   missing.
// - A kiosk holds a device token (a random 256-bit secret; only its SHA-256 is stored), never a staff session.
//   It is good until revoked. With it a device may: say which kiosk it is, look one family up by the family
//   code on the parent's phone or by the whole phone number, and check that family's approved children in.
//   Nothing else: the token is read only by the kiosk's routes (/api/v1/kiosk/…), and its cookie is sent only
//   to them.
// - A kiosk must not be a directory of phone numbers: only the whole number finds a family, exactly one family
//   or none (no match and several matches answer the same), at most PHONE_LOOKUPS_PER_WINDOW lookups per kiosk
//   per PHONE_LOOKUP_WINDOW_MS, each recorded in the audit trail (matched or not, never the number). It shows
//   the family's first names and last initials only, and which children are not approved or already in.
// - A lookup's answer names the family for FAMILY_TICKET_MS to that kiosk only (a signed ticket), and the
//   check-in takes only children of that family with an approved registration for the kiosk's edition.
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { forbidden, unauthenticated } from '../../errors.ts';
import { screeningPolicy } from '../screening/screening.policy.ts';
import type { Clearance } from '../screening/screening.policy.ts';

export const PHONE_LOOKUPS_PER_WINDOW = 10;
export const PHONE_LOOKUP_WINDOW_MS = 10 * 60_000;
export const FAMILY_TICKET_MS = 5 * 60_000;

export const kioskPolicy = {
  canManage: (viewer: Viewer) => viewer.has(Permission.MANAGE_VBS),
  manage(viewer: Viewer) {
    viewer.requireSignedIn();
    if (!kioskPolicy.canManage(viewer)) throw forbidden('Kiosks and label printers are set up by staff with the MANAGE_VBS permission.');
  },
  /** Registering a device as a kiosk: MANAGE_VBS, and cleared to work near children (the station's rule). */
  openKiosk(viewer: Viewer, clearance: Clearance) {
    kioskPolicy.manage(viewer);
    screeningPolicy.requireStationClearance(clearance);
  },
  /** The check-in table's printer: whoever works the table. */
  readStationPrinter(viewer: Viewer) {
    viewer.requireSignedIn();
    if (!viewer.isStaff && !viewer.isIntern) throw forbidden('The check-in table’s printer is for staff and interns.');
  },
  /** A kiosk's own call: the request came with a kiosk's valid token. */
  kiosk(viewer: Viewer) {
    if (!viewer.kiosk) throw unauthenticated('This device is not a kiosk (or it was revoked). Open the kiosk link from the settings page again.');
  },
};
