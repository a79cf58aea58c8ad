// Who may do what with accounts, sign-in identities and staff permissions.
//
// - Anyone signed in reads their own account and sets its language; staff list staff members and their permissions.
// - Account administration (the accounts page, granting and revoking, making staff, deactivating,
//   merging): ADMINISTER_ACCOUNTS.
// - No one raises their own permissions: an administrator may lower their own, never add to them.
// - No one removes the last administrator (the last active account holding ADMINISTER_ACCOUNTS), by
//   revoking, deactivating or merging (administrators.ts checks it inside the change's transaction).
// - No one deactivates or merges away their own account (that would be a way out of the two rules above).
// - A merge needs evidence that one person owns both accounts: both sign in with the same e-mail verified
//   by its provider (then an administrator merges at once), or the owner of each account, signed in to it,
//   confirms an administrator's request within MERGE_REQUEST_DAYS. Only those two owners see a request.
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';

/** How long an administrator's merge request waits for both owners to confirm it. */
export const MERGE_REQUEST_DAYS = 7;

export const accountsPolicy = {
  /** Anyone signed in may read their own account. */
  readOwnAccount: (viewer: Viewer) => viewer.requireSignedIn(),
  /** Anyone signed in may set their own account's language, and no one else's. */
  setOwnLanguage: (viewer: Viewer) => viewer.requireSignedIn(),
  /** Listing staff and their permissions is for staff. */
  listStaff: (viewer: Viewer) => viewer.requireStaff(),
  /** Granting or revoking permissions needs ADMINISTER_ACCOUNTS. */
  setPermissions: (viewer: Viewer) => viewer.requirePermission(Permission.ADMINISTER_ACCOUNTS),
  /** Administer accounts: the accounts page, making staff, deactivating and merging. */
  administerAccounts: (viewer: Viewer) => viewer.requirePermission(Permission.ADMINISTER_ACCOUNTS),
  /** Changing one's own permissions may only take away. */
  mayChangePermissionsOf: (viewer: Viewer, staffId: number, held: readonly Permission[], next: readonly Permission[]) =>
    staffId !== viewer.staffId || next.every((p) => held.includes(p)),
  /** One's own account is neither deactivated nor merged by oneself. */
  mayActOnAccount: (viewer: Viewer, accountId: number) => accountId !== viewer.accountId,
  /** A merge request is seen, confirmed and declined by the owners of its two accounts only. */
  mayAnswerMergeRequest: (accountId: number, request: { keepAccountId: number; mergeAccountId: number }) =>
    accountId === request.keepAccountId || accountId === request.mergeAccountId,
};
