// The SPEC §6 permissions in words an administrator reads: one list, kept with the other display words.
export { PERMISSION_LABELS, permissionLabel } from '../../lib/format.ts';
