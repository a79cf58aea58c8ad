// Who may do what with accounts, sign-in identities and staff permissions.
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';

export const accountsPolicy = {
  /** Anyone signed in may read their own account. */
  readOwnAccount: (viewer: Viewer) => viewer.requireSignedIn(),
  /** Listing staff and their permissions is for staff. */
  listStaff: (viewer: Viewer) => viewer.requireStaff(),
  /** Granting or revoking permissions needs ADMINISTER_ACCOUNTS. */
  setPermissions: (viewer: Viewer) => viewer.requirePermission(Permission.ADMINISTER_ACCOUNTS),
};
