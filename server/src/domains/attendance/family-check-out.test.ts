// A family checked out at once on one proof (family-check-out.ts), through both doors: every chosen child
// released on the receipt's code, the family code or a staff override, each with its record and audit row; a
// code that does not release every child releases nobody, and still counts against each check-in it did not
// match (PICKUP_MISSES_MAX), with its audit row; a retried key answers the first result; and who may do it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { checkInCodeSecret, signCheckInCode } from '../people/check-in-code.ts';
import { PICKUP_MISSES_MAX } from './attendance.policy.ts';
import { holdProgramDays } from '../../../test/kits/program-days-test-kit.ts';
import { calledName } from '../../../../shared/person-name.ts';

let t: TestApp;
let staff: TestClient, intern: TestClient, parent: TestClient, anonymous: TestClient;
let scheduleId: number;
/** Families with at least two approved children (each child in one family only), in seed order. */
let families: { parentId: number; children: { id: number; firstName: string }[] }[];
let next = 0;
/** A family no other test has used. */
const freshFamily = () => families[next++];

const CHECK_OUT = `mutation($input: CheckOutChildrenInput!) {
  checkOutChildren(input: $input) { created record { databaseId childId kind verifiedBy overrideReason } change { child { childId state } } }
}`;
const WRONG = 'ZZZ9';

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000' } });
  await seedDemoData(t.prisma);
  [staff, intern, parent] = await Promise.all(['staff@example.org', 'intern@example.org', 'parent@example.org'].map((e) => t.signIn(e)));
  anonymous = t.anonymous();
  scheduleId = (await t.prisma.schedule.findUniqueOrThrow({ where: { year: 2025 } })).id;
  const parents = await t.prisma.parent.findMany({
    orderBy: { id: 'asc' },
    select: { id: true, children: { where: { child: { registrations: { some: { status: 'APPROVED' } } } }, select: { child: { select: { id: true, firstName: true, preferredName: true } } } } },
  });
  const seen = new Set<number>();
  families = parents
    .map((p) => ({ parentId: p.id, children: p.children.map(({ child }) => ({ id: child.id, firstName: calledName(child) })) }))
    .filter((f) => f.children.length >= 2 && !f.children.some((c) => seen.has(c.id)) && f.children.every((c) => seen.add(c.id)));
  expect(families.length).toBeGreaterThanOrEqual(10);
});
beforeEach(() => holdProgramDays(t, { today: true }));
afterAll(() => t.close());

/** Releases the children (should the demo week have left them in), then checks them in together; returns the receipt's code. */
async function checkIn(childIds: number[]): Promise<string> {
  for (const id of childIds) await staff.rest('PUT', `/api/v1/child/${id}/checkout`, { overrideReason: 'test setup' });
  const res = await staff.gql(`mutation($input: CheckInChildrenInput!) { checkInChildren(input: $input) { record { pickupCode } } }`, { input: { childIds, scheduleId } });
  expect(res.errors).toBeUndefined();
  return res.data.checkInChildren[0].record.pickupCode;
}
const latest = (childId: number) => t.prisma.attendanceRecord.findFirstOrThrow({ where: { childId, scheduleId }, orderBy: { seq: 'desc' } });
const kinds = (childIds: number[]) => Promise.all(childIds.map(async (id) => (await latest(id)).kind));
const missesOf = async (childId: number) => (await t.prisma.attendanceRecord.findFirstOrThrow({ where: { childId, scheduleId, kind: 'CHECK_IN' }, orderBy: { seq: 'desc' } })).pickupMisses;
const recordCount = () => t.prisma.attendanceRecord.count({ where: { scheduleId } });
const restOut = (body: Record<string, unknown>, client = staff) => client.rest('PUT', '/api/v1/attendance/checkout', body);

describe('GraphQL: checkOutChildren', () => {
  it('releases every chosen child on the receipt’s code, each with its own record, audit row and change', async () => {
    const { children } = freshFamily();
    const ids = children.map((c) => c.id);
    const code = await checkIn(ids);
    const res = await intern.gql(CHECK_OUT, { input: { childIds: ids, scheduleId, pickupCode: code.toLowerCase() } });
    expect(res.errors).toBeUndefined();
    const results = res.data.checkOutChildren as { created: boolean; record: { databaseId: number; childId: number; kind: string; verifiedBy: string }; change: { child: { childId: number; state: string } } }[];
    expect(results.map((r) => r.record.childId)).toEqual(ids);
    for (const r of results) {
      expect(r).toMatchObject({ created: true, record: { kind: 'CHECK_OUT', verifiedBy: 'PICKUP_CODE' }, change: { child: { childId: r.record.childId, state: 'CHECKED_OUT' } } });
    }
    expect(await kinds(ids)).toEqual(ids.map(() => 'CHECK_OUT'));
    const internAccount = await t.prisma.account.findFirstOrThrow({ where: { email: 'intern@example.org' } });
    for (const r of results) {
      const audit = await t.prisma.auditEvent.findMany({ where: { entity: 'AttendanceRecord', entityId: String(r.record.databaseId), kind: 'CREATE' } });
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorAccountId: internAccount.id, door: 'graphql', personType: 'child', personId: r.record.childId, after: { kind: 'CHECK_OUT', verifiedBy: 'PICKUP_CODE' } });
    }
  });

  it('a wrong code releases nobody, says so, and counts once against each check-in, with an audit row each', async () => {
    const { children } = freshFamily();
    const ids = children.map((c) => c.id);
    await checkIn(ids);
    const before = await recordCount();
    const res = await staff.gql(CHECK_OUT, { input: { childIds: ids, pickupCode: WRONG } });
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(res.errors?.[0].message).toMatch(/^That code does not match the check-in of .+\. Nobody was checked out/);
    expect(res.errors?.[0].message).toContain(`After ${PICKUP_MISSES_MAX - 1} more wrong codes today`);
    expect(res.errors?.[0].extensions?.fields).toHaveProperty('pickupCode');
    expect(await recordCount()).toBe(before);
    expect(await kinds(ids)).toEqual(ids.map(() => 'CHECK_IN'));
    for (const id of ids) {
      expect(await missesOf(id)).toBe(1);
      const misses = await t.prisma.auditEvent.findMany({ where: { entity: 'AttendanceRecord', kind: 'UPDATE', personId: id } });
      expect(misses.map((m) => m.after)).toEqual([expect.objectContaining({ pickupMisses: 1, wrongCode: 'PICKUP_CODE' })]);
    }
  });

  it('a code that is one child’s receipt but not the other’s releases nobody and counts only against the other', async () => {
    const { children } = freshFamily();
    const [ann, ben] = children;
    const annCode = await checkIn([ann.id]);
    const benCode = await checkIn([ben.id]);
    expect(benCode).not.toBe(annCode);
    const res = await staff.gql(CHECK_OUT, { input: { childIds: [ann.id, ben.id], pickupCode: annCode } });
    expect(res.errors?.[0].message).toMatch(new RegExp(`^That code does not match ${ben.firstName}’s check-in\\. Nobody was checked out: do not release ${ben.firstName}`));
    expect(await kinds([ann.id, ben.id])).toEqual(['CHECK_IN', 'CHECK_IN']);
    expect([await missesOf(ann.id), await missesOf(ben.id)]).toEqual([0, 1]);
    // Each on their own receipt, one at a time.
    expect((await staff.gql(CHECK_OUT, { input: { childIds: [ann.id], pickupCode: annCode } })).errors).toBeUndefined();
    expect((await staff.gql(CHECK_OUT, { input: { childIds: [ben.id], pickupCode: benCode } })).errors).toBeUndefined();
  });

  it('the family code of one of the children’s parents releases them all; another family’s releases nobody', async () => {
    const family = freshFamily();
    const ids = family.children.map((c) => c.id);
    await checkIn(ids);
    const secret = checkInCodeSecret(false);
    const stranger = families.at(-1)!;
    const foreign = await staff.gql(CHECK_OUT, { input: { childIds: ids, familyCode: signCheckInCode(secret, { parentId: stranger.parentId, year: 2025 }) } });
    expect(foreign.errors?.[0].extensions?.fields).toHaveProperty('familyCode');
    expect(await kinds(ids)).toEqual(ids.map(() => 'CHECK_IN'));
    const own = await staff.gql(CHECK_OUT, { input: { childIds: ids, familyCode: signCheckInCode(secret, { parentId: family.parentId, year: 2025 }) } });
    expect(own.errors).toBeUndefined();
    expect(own.data.checkOutChildren.map((r: { record: { verifiedBy: string } }) => r.record.verifiedBy)).toEqual(ids.map(() => 'FAMILY_CODE'));
  });

  it('only staff override a code that does not match, with a reason recorded on every child’s record', async () => {
    const { children } = freshFamily();
    const ids = children.map((c) => c.id);
    await checkIn(ids);
    const byIntern = await intern.gql(CHECK_OUT, { input: { childIds: ids, pickupCode: WRONG, overrideReason: 'Aunt has ID' } });
    expect(byIntern.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(byIntern.errors?.[0].message).toMatch(/Only a staff member may override/);
    expect(await kinds(ids)).toEqual(ids.map(() => 'CHECK_IN'));
    const tooLong = await staff.gql(CHECK_OUT, { input: { childIds: ids, overrideReason: 'x'.repeat(501) } });
    expect(tooLong.errors?.[0].extensions?.fields).toHaveProperty('overrideReason');
    const none = await staff.gql(CHECK_OUT, { input: { childIds: ids } });
    expect(none.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { pickupCode: expect.any(String) } });
    const byStaff = await staff.gql(CHECK_OUT, { input: { childIds: ids, overrideReason: '  Aunt has ID; mother called  ' } });
    expect(byStaff.errors).toBeUndefined();
    for (const r of byStaff.data.checkOutChildren) expect(r.record).toMatchObject({ verifiedBy: 'OVERRIDE', overrideReason: 'Aunt has ID; mother called' });
  });

  it(`a child locked after ${PICKUP_MISSES_MAX} wrong codes keeps the whole family in, even on the right code; a staff override releases them`, async () => {
    const { children } = freshFamily();
    const ids = children.map((c) => c.id);
    const code = await checkIn(ids);
    for (let miss = 0; miss < PICKUP_MISSES_MAX; miss++) expect((await staff.rest('PUT', `/api/v1/child/${ids[0]}/checkout`, { pickupCode: WRONG })).status).toBe(403);
    const right = await staff.gql(CHECK_OUT, { input: { childIds: ids, pickupCode: code } });
    expect(right.errors?.[0].message).toBe(`Too many wrong codes for ${children[0].firstName}: a staff member must override with a reason. Nobody was checked out.`);
    expect(await kinds(ids)).toEqual(ids.map(() => 'CHECK_IN'));
    expect(await missesOf(ids[1])).toBe(0);
    const override = await staff.gql(CHECK_OUT, { input: { childIds: ids, pickupCode: code, overrideReason: 'Father is here; five wrong guesses by a sibling' } });
    expect(override.errors).toBeUndefined();
    expect(override.data.checkOutChildren.map((r: { record: { verifiedBy: string } }) => r.record.verifiedBy)).toEqual(['OVERRIDE', ...ids.slice(1).map(() => 'PICKUP_CODE')]);
  });

  it('a child who is not checked in refuses the request before anything is kept: no record, no wrong code counted', async () => {
    const { children } = freshFamily();
    const [ann, ben] = children;
    await checkIn([ann.id]);
    await t.prisma.attendanceRecord.deleteMany({ where: { childId: ben.id, scheduleId } });
    const res = await staff.gql(CHECK_OUT, { input: { childIds: [ann.id, ben.id], pickupCode: WRONG } });
    expect(res.errors?.[0]).toMatchObject({ message: `${ben.firstName} is not checked in: nobody was checked out.`, extensions: { code: 'CONFLICT', fields: { childIds: expect.any(String) } } });
    expect(await missesOf(ann.id)).toBe(0);
    expect((await staff.gql(CHECK_OUT, { input: { childIds: [ann.id, 99999999], pickupCode: WRONG } })).errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', fields: { childIds: expect.any(String) } });
  });

  it('a retried key answers the first result and records nothing more; the same key for another request is refused', async () => {
    const { children } = freshFamily();
    const ids = children.map((c) => c.id);
    const code = await checkIn(ids);
    const input = { childIds: ids, scheduleId, pickupCode: code, idempotencyKey: 'station-family-out-0001' };
    const first = await staff.gql(CHECK_OUT, { input });
    expect(first.errors).toBeUndefined();
    const count = await recordCount();
    const retry = await staff.gql(CHECK_OUT, { input });
    expect(retry.data.checkOutChildren.map((r: { record: { databaseId: number } }) => r.record.databaseId)).toEqual(first.data.checkOutChildren.map((r: { record: { databaseId: number } }) => r.record.databaseId));
    expect(retry.data.checkOutChildren.every((r: { created: boolean }) => !r.created)).toBe(true);
    expect(await recordCount()).toBe(count);
    const other = await staff.gql(CHECK_OUT, { input: { ...input, childIds: ids.slice(0, 1) } });
    expect(other.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', fields: { idempotencyKey: expect.any(String) } });
  });

  it('denies parents, the signed-out, and interns outside the program’s days; bad input names the field', async () => {
    const { children } = freshFamily();
    const ids = children.map((c) => c.id);
    const code = await checkIn(ids);
    expect((await parent.gql(CHECK_OUT, { input: { childIds: ids, pickupCode: code } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await anonymous.gql(CHECK_OUT, { input: { childIds: ids, pickupCode: code } })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    await holdProgramDays(t, { today: false });
    const closed = await intern.gql(CHECK_OUT, { input: { childIds: ids, pickupCode: code } });
    expect(closed.errors?.[0]).toMatchObject({ message: expect.stringMatching(/program’s days/), extensions: { code: 'FORBIDDEN' } });
    expect((await staff.gql(CHECK_OUT, { input: { childIds: [], pickupCode: code } })).errors?.[0].extensions?.fields).toHaveProperty('childIds');
    expect((await staff.gql(CHECK_OUT, { input: { childIds: Array.from({ length: 21 }, (_, i) => i + 1), pickupCode: code } })).errors?.[0].extensions?.fields).toHaveProperty('childIds');
    expect((await staff.gql(CHECK_OUT, { input: { childIds: [-1], pickupCode: code } })).errors?.[0].extensions?.fields).toHaveProperty('childIds');
    expect((await staff.gql(CHECK_OUT, { input: { childIds: ids, scheduleId: 0, pickupCode: code } })).errors?.[0].extensions?.fields).toHaveProperty('scheduleId');
    expect(await kinds(ids)).toEqual(ids.map(() => 'CHECK_IN'));
  });
});

describe('REST: PUT /api/v1/attendance/checkout', () => {
  it('releases the family on one code and answers their records; a retried Idempotency-Key records nothing more', async () => {
    const { children } = freshFamily();
    const ids = children.map((c) => c.id);
    const code = await checkIn(ids);
    const send = () => staff.request('PUT', '/api/v1/attendance/checkout', { body: { childIds: ids, pickupCode: code }, headers: { 'Idempotency-Key': 'rest-family-out-0001' } });
    const first = await send();
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body.records.map((r: { childId: number }) => r.childId)).toEqual(ids);
    for (const r of body.records) expect(r).toMatchObject({ kind: 'CHECK_OUT', verifiedBy: 'PICKUP_CODE', scheduleId });
    const staffAccount = await t.prisma.account.findFirstOrThrow({ where: { email: 'staff@example.org' } });
    const audit = await t.prisma.auditEvent.findMany({ where: { entity: 'AttendanceRecord', kind: 'CREATE', entityId: { in: body.records.map((r: { id: number }) => String(r.id)) } } });
    expect(audit.map((a) => [a.door, a.actorAccountId, a.personId])).toEqual(expect.arrayContaining(ids.map((id) => ['rest', staffAccount.id, id])));
    expect(audit).toHaveLength(ids.length);
    const count = await recordCount();
    expect(await (await send()).json()).toEqual(body);
    expect(await recordCount()).toBe(count);
  });

  it('a wrong code is 403 naming pickupCode and releases nobody; bad input is 400 naming the field, never 500', async () => {
    const { children } = freshFamily();
    const ids = children.map((c) => c.id);
    await checkIn(ids);
    const wrong = await restOut({ childIds: ids, pickupCode: WRONG });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.fields).toHaveProperty('pickupCode');
    expect(wrong.body.error.message).toMatch(/Nobody was checked out/);
    expect(await kinds(ids)).toEqual(ids.map(() => 'CHECK_IN'));
    for (const body of [{ pickupCode: WRONG }, { childIds: 'all', pickupCode: WRONG }, { childIds: ['a'], pickupCode: WRONG }, { childIds: [], pickupCode: WRONG }, { childIds: [1.5] }]) {
      const res = await restOut(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      // The list itself, or the item in it (childIds[0]).
      expect(Object.keys(res.body.error.fields).some((field) => field.startsWith('childIds')), JSON.stringify(res.body.error.fields)).toBe(true);
    }
    expect((await restOut({ childIds: ids, pickupCode: 42 })).body.error.fields).toHaveProperty('pickupCode');
    expect((await restOut({ childIds: ids, scheduleId: 'x' })).body.error.fields).toHaveProperty('scheduleId');
    expect((await restOut({ childIds: [99999999], pickupCode: WRONG })).status).toBe(404);
  });

  it('is for staff and interns (on the program’s days) only: parents 403, signed out 401, no anti-forgery header 403', async () => {
    const { children } = freshFamily();
    const ids = children.map((c) => c.id);
    const code = await checkIn(ids);
    expect((await restOut({ childIds: ids, pickupCode: code }, parent)).status).toBe(403);
    expect((await restOut({ childIds: ids, pickupCode: code }, anonymous)).status).toBe(401);
    expect((await staff.rest('PUT', '/api/v1/attendance/checkout', { childIds: ids, pickupCode: code }, { xsrf: false })).status).toBe(403);
    await holdProgramDays(t, { today: false });
    const closed = await restOut({ childIds: ids, pickupCode: code }, intern);
    expect(closed.status).toBe(403);
    expect(closed.body.error.message).toMatch(/program’s days/);
    expect(await kinds(ids)).toEqual(ids.map(() => 'CHECK_IN'));
    await holdProgramDays(t, { today: true });
    expect((await restOut({ childIds: ids, pickupCode: code }, intern)).status).toBe(200);
    expect(await kinds(ids)).toEqual(ids.map(() => 'CHECK_OUT'));
  });
});
