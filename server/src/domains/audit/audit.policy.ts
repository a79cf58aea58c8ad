// Who may read the audit trail.
//
// - Reading the trail (the page, the GraphQL connection, the CSV export): ADMINISTER_ACCOUNTS — the
//   people who grant access are the people who review its use.
// - No one changes or deletes an entry; only the retention purge removes entries older than the period.
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';

export const auditPolicy = {
  readTrail: (viewer: Viewer) => viewer.requirePermission(Permission.ADMINISTER_ACCOUNTS),
};
