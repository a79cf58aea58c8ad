// The SPEC §6 permissions in the words an administrator reads: a label, one line of what it allows, and the
// phrase a sentence uses ("gave Daniel Brooks permission to approve registrations"). The accounts page, the
// info sheet and the audit trail's sentences (server) all read them here.

export const PERMISSION_LABELS: Record<string, string> = {
  APPROVE_REGISTRATIONS: 'Approve registrations',
  VIEW_SENSITIVE_INFO: 'View sensitive info',
  ASSIGN_STUDENT_GROUPS: 'Assign student groups',
  ASSIGN_STAFF: 'Assign staff',
  SCHEDULE_CLASSES: 'Schedule classes',
  ADMINISTER_ACCOUNTS: 'Administer accounts',
  MANAGE_VBS: 'Manage VBS',
};

/** What each permission lets its holder do, in one line (the server's policies are the rule). */
export const PERMISSION_DESCRIPTIONS: Record<string, string> = {
  APPROVE_REGISTRATIONS: 'Approve or decline children’s registrations.',
  VIEW_SENSITIVE_INFO: 'Read medical information, staff notes and first-aid reports.',
  ASSIGN_STUDENT_GROUPS: 'Put children in groups, manage groups and place children in afternoon clubs.',
  ASSIGN_STAFF: 'Assign staff and interns to groups, and review intern applications.',
  SCHEDULE_CLASSES: 'Edit the week’s schedule, curriculum and memory work.',
  ADMINISTER_ACCOUNTS: 'Manage accounts and permissions, and read the audit trail.',
  MANAGE_VBS: 'Change the program: editions, dates, forms, groups and the schedule.',
};

/** The permissions whose grant or revocation is confirmed first: they open sensitive data or the whole program. */
export const POWERFUL_PERMISSIONS: readonly string[] = ['VIEW_SENSITIVE_INFO', 'MANAGE_VBS', 'ADMINISTER_ACCOUNTS'];

export const permissionLabel = (permission: string) => PERMISSION_LABELS[permission] ?? permission;

/** "permission to approve registrations": the label as the end of a sentence (initials such as VBS kept). */
export function permissionPhrase(permission: string): string {
  const label = permissionLabel(permission);
  return `permission to ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}
