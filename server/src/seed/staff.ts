// Staff: the two demo staff accounts (admin with every permission, staff with none) and six group
// leaders who run the groups and clubs. Leaders have accounts (staff rows need one) but no demo sign-in
// identity; they are not on the login modal's demo list.
import type { Prisma } from '../generated/prisma/client.ts';
import { Permission } from '../generated/prisma/enums.ts';
import { createAccounts } from './accounts.ts';
import { inInsertOrder } from './insert-order.ts';

type Db = Prisma.TransactionClient;

export const ADMIN_EMAIL = 'admin@example.org';
export const STAFF_EMAIL = 'staff@example.org';

interface StaffPerson {
  email: string;
  firstName: string;
  preferredName?: string;
  lastName: string;
  phone: string;
  permissions: Permission[];
  demoSignIn: boolean;
}

const ALL_PERMISSIONS = Object.values(Permission);

const STAFF: StaffPerson[] = [
  { email: ADMIN_EMAIL, firstName: 'Rebecca', preferredName: 'Becky', lastName: 'Harper', phone: '6125550101', permissions: ALL_PERMISSIONS, demoSignIn: true },
  { email: STAFF_EMAIL, firstName: 'Daniel', lastName: 'Brooks', phone: '6125550102', permissions: [], demoSignIn: true },
  { email: 'miriam.okafor@example.org', firstName: 'Miriam', lastName: 'Okafor', phone: '6125550111', permissions: ['APPROVE_REGISTRATIONS', 'VIEW_SENSITIVE_INFO'], demoSignIn: false },
  { email: 'jonah.whitaker@example.org', firstName: 'Jonah', lastName: 'Whitaker', phone: '6125550112', permissions: ['SCHEDULE_CLASSES'], demoSignIn: false },
  { email: 'esther.lindqvist@example.org', firstName: 'Esther', lastName: 'Lindqvist', phone: '6125550113', permissions: ['ASSIGN_STUDENT_GROUPS'], demoSignIn: false },
  { email: 'caleb.ramirez@example.org', firstName: 'Caleb', lastName: 'Ramirez', phone: '6125550114', permissions: [], demoSignIn: false },
  { email: 'naomi.park@example.org', firstName: 'Naomi', lastName: 'Park', phone: '6125550115', permissions: ['VIEW_SENSITIVE_INFO'], demoSignIn: false },
  { email: 'samuel.osei@example.org', firstName: 'Samuel', preferredName: 'Sam', lastName: 'Osei', phone: '6125550116', permissions: [], demoSignIn: false },
];

export interface SeededStaff {
  adminId: number;
  staffId: number;
  /** The six group leaders, in a fixed order (one per permanent group). */
  leaderIds: number[];
  /** Everyone, for "recorded by" on check-ins and memory work. */
  allIds: number[];
}

export async function seedStaff(db: Db): Promise<SeededStaff> {
  const accountIds = await createAccounts(
    db,
    STAFF.map((s) => ({ email: s.email, fullName: `${s.firstName} ${s.lastName}`, preferredName: s.preferredName, demoSignIn: s.demoSignIn })),
  );
  const rows = STAFF.map((s) => ({
    accountId: accountIds.get(s.email)!,
    firstName: s.firstName,
    preferredName: s.preferredName ?? null,
    lastName: s.lastName,
    email: s.email,
    phone: s.phone,
  }));
  const staff = inInsertOrder(
    await db.staff.createManyAndReturn({ data: rows, select: { id: true, accountId: true } }),
    rows,
    (row, want) => row.accountId === want.accountId,
  );
  await db.staffPermission.createMany({
    data: STAFF.flatMap((s, i) => s.permissions.map((permission) => ({ staffId: staff[i].id, permission }))),
  });
  const ids = staff.map((s) => s.id);
  return { adminId: ids[0], staffId: ids[1], leaderIds: ids.slice(2), allIds: ids };
}
