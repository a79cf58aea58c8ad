// Who may read the audit trail.
//
// - Reading the trail (the page, the GraphQL connection, the CSV export): ADMINISTER_ACCOUNTS — the
//   people who grant access are the people who review its use.
// - The trail's values before and after never show more than their reader may see elsewhere: the content
//   of sensitive fields (sensitive-fields.ts: medical information, staff notes, first-aid text) needs
//   VIEW_SENSITIVE_INFO, and is otherwise replaced by a note saying so. Shown, it is a read like any other
//   and is recorded as one.
// - No one changes or deletes an entry; only the retention purge removes entries older than the period.
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';

export const auditPolicy = {
  readTrail: (viewer: Viewer) => viewer.requirePermission(Permission.ADMINISTER_ACCOUNTS),
  canSeeSensitiveValues: (viewer: Viewer) => viewer.has(Permission.VIEW_SENSITIVE_INFO),
};

/** What a viewer without VIEW_SENSITIVE_INFO reads in place of a sensitive value. */
export const REDACTED_VALUE = '[hidden: needs the View sensitive info permission]';
