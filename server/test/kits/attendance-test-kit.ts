// Shared by the check-in tests (the check-in and check-out rules, the check-in table): the demo data with today
// one of the program's days, the demo accounts signed in, a family's children and another family's child.
import { createTestApp, type TestApp, type TestClient } from '../harness.ts';
import { seedDemoData } from '../../src/seed/seed.ts';
import { holdProgramDays } from './program-days-test-kit.ts';

export const CHECK_IN = `mutation($input: CheckInChildrenInput!) { checkInChildren(input: $input) { created record { databaseId childId kind pickupCode recordedAt } } }`;
export const CHECK_OUT = `mutation($input: CheckOutChildInput!) { checkOutChild(input: $input) { created record { databaseId kind verifiedBy overrideReason } } }`;
export const UNDO = `mutation($input: UndoAttendanceRecordInput!) { undoAttendanceRecord(input: $input) { databaseId kind } }`;

export interface AttendanceWorld {
  t: TestApp;
  staff: TestClient;
  admin: TestClient;
  intern: TestClient;
  parent: TestClient;
  parent2: TestClient;
  anonymous: TestClient;
  /** The demo edition's schedule. */
  scheduleId: number;
  /** parent@example.org's children, by id. */
  ownChildren: number[];
  /** An approved child of another family. */
  otherChild: number;
  /** parent@example.org's parent id. */
  parentId: number;
  /** A child's records in the demo schedule, in order. */
  recordsOf: (childId: number) => ReturnType<TestApp['prisma']['attendanceRecord']['findMany']>;
}

export async function openAttendanceWorld(): Promise<AttendanceWorld> {
  const t = await createTestApp();
  await seedDemoData(t.prisma);
  const [staff, admin, intern, parent, parent2] = await Promise.all(
    ['staff@example.org', 'admin@example.org', 'intern@example.org', 'parent@example.org', 'parent2@example.org'].map((e) => t.signIn(e)),
  );
  // Interns work the table on the program's days only (station-access.test.ts): today is one here.
  await holdProgramDays(t, { today: true });
  const scheduleId = (await t.prisma.schedule.findUniqueOrThrow({ where: { year: 2025 } })).id;
  const p = await t.prisma.parent.findFirstOrThrow({ where: { email: 'parent@example.org' }, select: { id: true, children: { select: { childId: true } } } });
  const otherChild = (await t.prisma.child.findFirstOrThrow({ where: { parents: { none: { parentId: p.id } }, registrations: { some: { status: 'APPROVED' } } } })).id;
  return {
    t,
    staff,
    admin,
    intern,
    parent,
    parent2,
    anonymous: t.anonymous(),
    scheduleId,
    ownChildren: p.children.map((c) => c.childId).sort((a, b) => a - b),
    otherChild,
    parentId: p.id,
    recordsOf: (childId) => t.prisma.attendanceRecord.findMany({ where: { childId, scheduleId }, orderBy: { seq: 'asc' } }),
  };
}
