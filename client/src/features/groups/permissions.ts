// What the viewer's permissions open on the group screens (the server checks the same in groups.policy.ts).
const has = (permissions: readonly string[], p: string) => permissions.some((x) => x.toUpperCase() === p);

export const canManageGroups = (permissions: readonly string[]) => has(permissions, 'MANAGE_VBS') || has(permissions, 'ASSIGN_STUDENT_GROUPS');
export const canAssignChildren = (permissions: readonly string[]) => has(permissions, 'ASSIGN_STUDENT_GROUPS');
export const canAssignStaff = (permissions: readonly string[]) => has(permissions, 'ASSIGN_STAFF');
