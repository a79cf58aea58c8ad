// Guessing a pickup code is bounded (attendance.policy.ts): after PICKUP_MISSES_MAX wrong codes for one
// child's check-in on one program day, no code releases the child that day, not even the right one; a staff
// member's override with a reason still does. Each wrong code is an audit row. Through both doors, for pickup
// and family codes, for wrong codes sent at once, and neither across children nor across days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { checkInCodeSecret, signCheckInCode } from '../people/check-in-code.ts';
import { PICKUP_MISSES_MAX } from './attendance.policy.ts';
import { holdProgramDays } from '../../../test/kits/program-days-test-kit.ts';
import { calledName } from '../../../../shared/person-name.ts';

let t: TestApp;
let staff: TestClient, intern: TestClient;
let scheduleId: number;
/** Families with at least two approved children, each child with its first name, in seed order. */
let families: { parentId: number; children: { id: number; firstName: string }[] }[];

const CHECK_OUT = `mutation($input: CheckOutChildInput!) { checkOutChild(input: $input) { created record { verifiedBy } } }`;
const WRONG = 'ZZZ9';

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000' } });
  await seedDemoData(t.prisma);
  [staff, intern] = await Promise.all(['staff@example.org', 'intern@example.org'].map((e) => t.signIn(e)));
  // Interns work the table on the program's days only: today and the days around it are some here.
  await holdProgramDays(t, { today: true });
  scheduleId = (await t.prisma.schedule.findUniqueOrThrow({ where: { year: 2025 } })).id;
  const parents = await t.prisma.parent.findMany({
    orderBy: { id: 'asc' },
    select: { id: true, children: { where: { child: { registrations: { some: { status: 'APPROVED' } } } }, select: { child: { select: { id: true, firstName: true, preferredName: true } } } } },
  });
  families = parents
    .map((p) => ({ parentId: p.id, children: p.children.map(({ child }) => ({ id: child.id, firstName: calledName(child) })) }))
    .filter((f) => f.children.length >= 2);
  // Two parents of the same children are one family here: each test works on children no other test touches.
  const seen = new Set<number>();
  families = families.filter((f) => !f.children.some((c) => seen.has(c.id)) && f.children.every((c) => seen.add(c.id)));
  expect(families.length).toBeGreaterThanOrEqual(6);
});
afterAll(() => t.close());

/** Checks the children in together (one receipt, one code) at `at` (now by default); returns the code. */
async function checkIn(childIds: number[], at?: Date): Promise<string> {
  const res = await staff.gql(`mutation($input: CheckInChildrenInput!) { checkInChildren(input: $input) { record { pickupCode } } }`, {
    input: { childIds, scheduleId, ...(at ? { recordedAt: at.toISOString() } : {}) },
  });
  expect(res.errors).toBeUndefined();
  return res.data.checkInChildren[0].record.pickupCode;
}

const checkOut = (childId: number, body: Record<string, unknown>, client = staff) => client.rest('PUT', `/api/v1/child/${childId}/checkout?scheduleId=${scheduleId}`, body);
const missesOf = async (childId: number) => (await t.prisma.attendanceRecord.findFirstOrThrow({ where: { childId, scheduleId }, orderBy: { seq: 'desc' } })).pickupMisses;
const latestKind = async (childId: number) => (await t.prisma.attendanceRecord.findFirstOrThrow({ where: { childId, scheduleId }, orderBy: { seq: 'desc' } })).kind;
const lockMessage = (name: string) => `Too many wrong codes for ${name}: a staff member must override with a reason.`;

describe('REST: PUT /api/v1/child/{id}/checkout', () => {
  it(`locks a child's check-out after ${PICKUP_MISSES_MAX} wrong codes, even for the right code; the family's other child is not locked`, async () => {
    const [ada, sibling] = families[0].children;
    const code = await checkIn([ada.id, sibling.id]);
    for (let miss = 1; miss <= PICKUP_MISSES_MAX; miss++) {
      const res = await checkOut(ada.id, { pickupCode: WRONG });
      expect(res.status).toBe(403);
      expect(res.body.error.fields).toEqual({ pickupCode: 'does not match this child’s check-in' });
      expect(await missesOf(ada.id)).toBe(miss);
    }
    const right = await checkOut(ada.id, { pickupCode: code });
    expect(right.status).toBe(403);
    expect(right.body.error.message).toBe(lockMessage(ada.firstName));
    expect(right.body.error.fields.pickupCode).toMatch(/locked/);
    expect(await latestKind(ada.id)).toBe('CHECK_IN');
    expect(await missesOf(ada.id)).toBe(PICKUP_MISSES_MAX);

    // The same code still releases the sibling, whose check-in had no wrong code.
    const siblingOut = await checkOut(sibling.id, { pickupCode: code });
    expect(siblingOut.status).toBe(200);
    expect(siblingOut.body.record.verifiedBy).toBe('PICKUP_CODE');
  });

  it('records each wrong code in the audit trail with who tried it and through which door', async () => {
    const [ada] = families[0].children;
    const rows = await t.prisma.auditEvent.findMany({ where: { entity: 'AttendanceRecord', kind: 'UPDATE', personId: ada.id }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => (r.after as { pickupMisses: number }).pickupMisses)).toEqual([1, 2, 3, 4, 5]);
    const staffAccount = await t.prisma.account.findFirstOrThrow({ where: { email: 'staff@example.org' } });
    for (const row of rows) expect(row).toMatchObject({ actorAccountId: staffAccount.id, door: 'rest', personType: 'child', after: { wrongCode: 'PICKUP_CODE' } });
  });

  it('while locked, an intern cannot override and a staff override with a reason releases the child', async () => {
    const [ada] = families[0].children;
    const byIntern = await checkOut(ada.id, { overrideReason: 'Mother is here with ID' }, intern);
    expect(byIntern.status).toBe(403);
    expect(await latestKind(ada.id)).toBe('CHECK_IN');
    const byStaff = await checkOut(ada.id, { overrideReason: 'Mother is here with ID' });
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.record).toMatchObject({ verifiedBy: 'OVERRIDE', overrideReason: 'Mother is here with ID' });
  });

  it('wrong family codes count too: a foreign or forged one; once locked the right family code is refused', async () => {
    const [child] = families[1].children;
    await checkIn([child.id]);
    const secret = checkInCodeSecret(false);
    const stranger = families.find((f) => !f.children.some((c) => c.id === child.id))!;
    const foreign = signCheckInCode(secret, { parentId: stranger.parentId, year: 2025 });
    for (let miss = 1; miss <= PICKUP_MISSES_MAX; miss++) {
      const res = await checkOut(child.id, { familyCode: miss % 2 ? foreign : 'VBS1.1.2025.forged' });
      expect(res.status).toBe(403);
      expect(await missesOf(child.id)).toBe(miss);
    }
    const own = await checkOut(child.id, { familyCode: signCheckInCode(secret, { parentId: families[1].parentId, year: 2025 }) });
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe(lockMessage(child.firstName));
  });

  it('does not carry over to another program day: wrong codes of the day before leave today open', async () => {
    const [child] = families[3].children;
    const dayBefore = new Date(Date.now() - 30 * 3600_000);
    const code = await checkIn([child.id], new Date(Date.now() - 40 * 3600_000));
    for (let miss = 0; miss < PICKUP_MISSES_MAX; miss++) expect((await checkOut(child.id, { pickupCode: WRONG, recordedAt: dayBefore.toISOString() })).status).toBe(403);
    expect((await checkOut(child.id, { pickupCode: code, recordedAt: dayBefore.toISOString() })).body.error.message).toBe(lockMessage(child.firstName));
    const today = await checkOut(child.id, { pickupCode: WRONG });
    expect(today.body.error.fields).toEqual({ pickupCode: 'does not match this child’s check-in' });
    expect(await missesOf(child.id)).toBe(1);
    const out = await checkOut(child.id, { pickupCode: code });
    expect(out.status).toBe(200);
    expect(out.body.record.verifiedBy).toBe('PICKUP_CODE');
  });

  it('wrong codes sent at once all count, and no more than the limit is ever tried', async () => {
    const [pair, crowd] = [families[4].children[0], families[4].children[1]];
    await checkIn([pair.id]);
    const two = await Promise.all([checkOut(pair.id, { pickupCode: WRONG }), checkOut(pair.id, { pickupCode: 'YYY8' })]);
    expect(two.map((r) => r.status)).toEqual([403, 403]);
    expect(await missesOf(pair.id)).toBe(2);

    const code = await checkIn([crowd.id]);
    const many = await Promise.all(Array.from({ length: PICKUP_MISSES_MAX + 4 }, () => checkOut(crowd.id, { pickupCode: WRONG })));
    expect(many.every((r) => r.status === 403)).toBe(true);
    expect(many.filter((r) => r.body.error.message === lockMessage(crowd.firstName))).toHaveLength(4);
    expect(await missesOf(crowd.id)).toBe(PICKUP_MISSES_MAX);
    expect((await checkOut(crowd.id, { pickupCode: code })).body.error.message).toBe(lockMessage(crowd.firstName));
  });
});

describe('GraphQL: checkOutChild', () => {
  it('locks after the same number of wrong codes and tells the station why; a staff override still releases', async () => {
    const [child] = families[5].children;
    const code = await checkIn([child.id]);
    for (let miss = 0; miss < PICKUP_MISSES_MAX; miss++) {
      const res = await staff.gql(CHECK_OUT, { input: { childId: child.id, scheduleId, pickupCode: WRONG } });
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const right = await staff.gql(CHECK_OUT, { input: { childId: child.id, scheduleId, pickupCode: code } });
    expect(right.errors?.[0]).toMatchObject({ message: lockMessage(child.firstName), extensions: { code: 'FORBIDDEN' } });
    const viaIntern = await intern.gql(CHECK_OUT, { input: { childId: child.id, scheduleId, pickupCode: code } });
    expect(viaIntern.errors?.[0].message).toBe(lockMessage(child.firstName));
    const override = await staff.gql(CHECK_OUT, { input: { childId: child.id, scheduleId, overrideReason: 'Father is here; receipt lost' } });
    expect(override.errors).toBeUndefined();
    expect(override.data.checkOutChild.record.verifiedBy).toBe('OVERRIDE');
  });
});
