// The SPEC §6 permissions in words an administrator reads.
export const PERMISSION_LABELS: Record<string, string> = {
  APPROVE_REGISTRATIONS: 'Approve registrations',
  VIEW_SENSITIVE_INFO: 'View sensitive info',
  ASSIGN_STUDENT_GROUPS: 'Assign student groups',
  ASSIGN_STAFF: 'Assign staff',
  SCHEDULE_CLASSES: 'Schedule classes',
  ADMINISTER_ACCOUNTS: 'Administer accounts',
  MANAGE_VBS: 'Manage VBS',
};

export const permissionLabel = (permission: string) => PERMISSION_LABELS[permission] ?? permission;
