// Who may do what with registrations. A parent registers and reads only their own family's children
// (people.policy.ts decides what "own family" means); staff read registrations; deciding needs
// APPROVE_REGISTRATIONS. Whether the form is open at all is a program flag, checked in the service.
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import type { Family } from '../people/people.policy.ts';

export const registrationPolicy = {
  canRead: (viewer: Viewer, family: Family, childId: number) => viewer.isStaff || family.childIds.has(childId),
  /** The list of pending registrations (SPEC §4: loaded only for staff with APPROVE_REGISTRATIONS). */
  listPending: (viewer: Viewer) => viewer.requirePermission(Permission.APPROVE_REGISTRATIONS),
  /** SPEC §4: staff may load all registrations. */
  listAll: (viewer: Viewer) => viewer.requireStaff(),
  decide: (viewer: Viewer) => viewer.requirePermission(Permission.APPROVE_REGISTRATIONS),
};
