// The words of the authorization model (authorization-model.ts): the roles of its columns, what a cell may
// say, and the profiles its rows share.
import { Permission } from '../generated/prisma/enums.ts';

export const ROLES = ['visitor', 'parent', 'otherParent', 'intern', 'staff'] as const;
export type Role = (typeof ROLES)[number];
export const PERMISSIONS = Object.values(Permission) as Permission[];

/** One cell: what a role gets. The conditional words hold for some rows and not others. */
export type Access = 'yes' | 'no' | 'own' | 'group' | 'visible' | 'days' | 'via';
export const ACCESS_WORDS: Record<Access, string> = {
  yes: 'allowed',
  no: 'refused (401 signed out, 403, or NOT_FOUND / 404 where an id must not be probed)',
  own: 'only their own: a parent their family, an intern or staff member their own record, a staff member what they wrote or saved',
  group: 'only the groups they are assigned to this year, and those groups’ children',
  visible: 'only while the schedule is visible to them (schedule.policy.ts: PUBLIC, or released, or INTERNAL for staff, or SCHEDULE_CLASSES / MANAGE_VBS)',
  days: 'only on the program’s days (attendance/program-days.ts): an intern at the check-in table reads the families’ names, then one opened family’s details, and today’s records without pickup codes',
  via: 'as the field that returns it: a value inside another answer, never asked for on its own',
};

export interface Who {
  visitor: Access;
  parent: Access;
  otherParent: Access;
  intern: Access;
  /** A staff member with no permissions. */
  staff: Access;
  /** A staff member holding only that permission; unnamed ones are as `staff`. */
  permissions?: Partial<Record<Permission, Access>>;
}

export interface Row {
  /** What the row names: GraphQL types, `Query.x` / `Mutation.x` / `Subscription.x` fields, or `METHOD /path`. */
  names: string[];
  kind: 'type' | 'read' | 'write';
  who: Who;
  /** The rule in a sentence, and the policy file that holds it. */
  rule: string;
}

export const accessOf = (who: Who, role: Role | Permission): Access =>
  (ROLES as readonly string[]).includes(role) ? who[role as Role] : (who.permissions?.[role as Permission] ?? who.staff);

// ───────────── the profiles rows share ─────────────

export const all = (access: Access): Who => ({ visitor: access, parent: access, otherParent: access, intern: access, staff: access });
export const withPermissions = (permissions: Permission[], access: Access = 'yes', base: Who = all('no')): Who => ({
  ...base,
  permissions: { ...base.permissions, ...Object.fromEntries(permissions.map((p) => [p, access])) },
});

export const who = {
  everyone: all('yes'),
  signedIn: { ...all('yes'), visitor: 'no' } as Who,
  /** About the caller themself (their account, their details): every signed-in person, their own. */
  self: { ...all('own'), visitor: 'no' } as Who,
  /** A parent, about their own family; another parent gets their own family, never this one. */
  parentOwn: { ...all('no'), parent: 'own', otherParent: 'own' } as Who,
  staff: { ...all('no'), staff: 'yes' } as Who,
  team: { ...all('no'), intern: 'yes', staff: 'yes' } as Who,
  /** Staff, and the interns leading the group. */
  groupLeaders: { ...all('no'), intern: 'group', staff: 'yes' } as Who,
  /** Staff at any time; interns on the program's days. */
  station: { ...all('no'), intern: 'days', staff: 'yes' } as Who,
  /** Staff, and a parent about their own family. */
  familyAndStaff: { visitor: 'no', parent: 'own', otherParent: 'no', intern: 'no', staff: 'yes' } as Who,
  /** Staff, the interns of the child's groups, and a parent about their own family. */
  familyTeamAndStaff: { visitor: 'no', parent: 'own', otherParent: 'no', intern: 'group', staff: 'yes' } as Who,
  permission: (...permissions: Permission[]) => withPermissions(permissions),
  schedule: withPermissions([Permission.SCHEDULE_CLASSES, Permission.MANAGE_VBS], 'yes', all('visible')),
  scheduleWrite: withPermissions([Permission.SCHEDULE_CLASSES, Permission.MANAGE_VBS]),
  via: all('via'),
} satisfies Record<string, Who | ((...p: Permission[]) => Who)>;
