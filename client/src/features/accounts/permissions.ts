// The SPEC §6 permissions in words an administrator reads: one list (shared/permissions.ts), kept with the other display words.
export { PERMISSION_DESCRIPTIONS, PERMISSION_LABELS, permissionLabel, permissionPhrase, POWERFUL_PERMISSIONS } from '../../lib/format.ts';
