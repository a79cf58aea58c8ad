// The rules of check-in and check-out through the REST door's three SPEC §7 calls: a check-in with its pickup
// code, safe pickup (the code, a parent's family code, a staff override with a reason), undoing a record, who
// may do what, and idempotent retries through both doors. The check-in table's own tests (the station's view and
// mutations, reading attendance, live events, concurrency and statement counts) are in check-in-table.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { checkInCodeSecret, signCheckInCode } from '../people/check-in-code.ts';
import { CHECK_IN, CHECK_OUT, openAttendanceWorld, type AttendanceWorld } from '../../../test/kits/attendance-test-kit.ts';

let t: TestApp;
let staff: TestClient, intern: TestClient, parent: TestClient, parent2: TestClient, anonymous: TestClient;
let scheduleId: number;
let ownChildren: number[];
let otherChild: number;
let parentId: number;
let recordsOf: AttendanceWorld['recordsOf'];

beforeAll(async () => {
  ({ t, staff, intern, parent, parent2, anonymous, scheduleId, ownChildren, otherChild, parentId, recordsOf } = await openAttendanceWorld());
});
afterAll(() => t.close());

describe('REST: PUT /child/{id}/checkin', () => {
  it('records a check-in with a pickup code; checking in again records nothing twice and returns the same record', async () => {
    const before = (await recordsOf(otherChild)).length;
    const first = await staff.rest('PUT', `/api/v1/child/${otherChild}/checkin?scheduleId=${scheduleId}`);
    expect(first.status).toBe(200);
    expect(first.body.record).toMatchObject({ childId: otherChild, scheduleId, kind: 'CHECK_IN' });
    expect(first.body.record.pickupCode).toMatch(/^[A-Z0-9]{4}$/);
    const again = await intern.rest('PUT', `/api/v1/child/${otherChild}/checkin?scheduleId=${scheduleId}`);
    expect(again.status).toBe(200);
    expect(again.body.record).toEqual(first.body.record);
    expect((await recordsOf(otherChild)).length).toBe(before + 1);
  });

  it('a retry with the same Idempotency-Key returns the first result even after the child left, and records nothing', async () => {
    const child = ownChildren[0];
    const key = 'station-1:retry-test-0001';
    const send = () => staff.request('PUT', `/api/v1/child/${child}/checkin?scheduleId=${scheduleId}`, { headers: { 'Idempotency-Key': key } }).then((r) => r.json());
    const first = await send();
    const out = await staff.rest('PUT', `/api/v1/child/${child}/checkout?scheduleId=${scheduleId}`, { pickupCode: first.record.pickupCode });
    expect(out.status).toBe(200);
    const count = (await recordsOf(child)).length;
    const retry = await send();
    expect(retry).toEqual(first);
    expect((await recordsOf(child)).length).toBe(count);
  });

  it('defaults to the current edition’s schedule and takes the station’s own pickup code', async () => {
    const child = ownChildren[1];
    const res = await staff.rest('PUT', `/api/v1/child/${child}/checkin`, { pickupCode: 'hk-7p' });
    expect(res.status).toBe(200);
    expect(res.body.record).toMatchObject({ scheduleId, pickupCode: 'HK7P' });
    await staff.rest('PUT', `/api/v1/child/${child}/checkout`, { pickupCode: 'HK7P' });
  });

  it('refuses bad and unknown ids with 400/404, never 500', async () => {
    expect((await staff.rest('PUT', `/api/v1/child/999999/checkin?scheduleId=${scheduleId}`)).status).toBe(404);
    expect((await staff.rest('PUT', `/api/v1/child/${otherChild}/checkin?scheduleId=999999`)).status).toBe(404);
    const bad = await staff.rest('PUT', `/api/v1/child/${otherChild}/checkin?scheduleId=abc`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('scheduleId');
    expect((await staff.rest('PUT', `/api/v1/child/0/checkin`)).status).toBe(400);
    expect((await staff.rest('PUT', `/api/v1/child/abc/checkin`)).status).toBe(404);
    expect((await staff.rest('PUT', `/api/v1/child/${otherChild}/checkin`, { pickupCode: '!!' })).body.error.fields).toHaveProperty('pickupCode');
    const badKey = await staff.request('PUT', `/api/v1/child/${otherChild}/checkin`, { headers: { 'Idempotency-Key': 'x' } });
    expect(badKey.status).toBe(400);
    const badBody = await staff.request('PUT', `/api/v1/child/${otherChild}/checkin`, { headers: { 'content-type': 'application/json' } });
    expect(badBody.status).toBe(200);
  });

  it('is for staff and interns only: parents 403, signed out 401, no anti-forgery header 403', async () => {
    const before = (await recordsOf(ownChildren[0])).length;
    expect((await parent.rest('PUT', `/api/v1/child/${ownChildren[0]}/checkin`)).status).toBe(403);
    expect((await parent2.rest('PUT', `/api/v1/child/${ownChildren[0]}/checkin`)).status).toBe(403);
    expect((await anonymous.rest('PUT', `/api/v1/child/${ownChildren[0]}/checkin`)).status).toBe(401);
    expect((await staff.rest('PUT', `/api/v1/child/${ownChildren[0]}/checkin`, undefined, { xsrf: false })).status).toBe(403);
    expect((await recordsOf(ownChildren[0])).length).toBe(before);
  });
});

describe('REST: PUT /child/{id}/checkout (safe pickup)', () => {
  it('asks for a code, refuses a wrong one, and accepts the right one', async () => {
    const child = ownChildren[0];
    const { body } = await staff.rest('PUT', `/api/v1/child/${child}/checkin`);
    const code = body.record.pickupCode as string;
    const none = await staff.rest('PUT', `/api/v1/child/${child}/checkout`);
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toHaveProperty('pickupCode');
    const wrong = await staff.rest('PUT', `/api/v1/child/${child}/checkout`, { pickupCode: code === 'AAAA' ? 'BBBB' : 'AAAA' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.fields).toHaveProperty('pickupCode');
    expect((await recordsOf(child)).at(-1)!.kind).toBe('CHECK_IN');
    const right = await intern.rest('PUT', `/api/v1/child/${child}/checkout?pickupCode=${code.toLowerCase()}`);
    expect(right.status).toBe(200);
    expect(right.body.record).toMatchObject({ kind: 'CHECK_OUT', verifiedBy: 'PICKUP_CODE' });
    const again = await intern.rest('PUT', `/api/v1/child/${child}/checkout`, { pickupCode: code });
    expect(again.body.record.id).toBe(right.body.record.id);
  });

  it('accepts a scan of a parent’s family code, not another family’s', async () => {
    const child = ownChildren[0];
    await staff.rest('PUT', `/api/v1/child/${child}/checkin`);
    const secret = checkInCodeSecret(false);
    const otherParent = await t.prisma.childParent.findFirstOrThrow({ where: { childId: otherChild } });
    const foreign = await staff.rest('PUT', `/api/v1/child/${child}/checkout`, { familyCode: signCheckInCode(secret, { parentId: otherParent.parentId, year: 2025 }) });
    expect(foreign.status).toBe(403);
    const lastYear = await staff.rest('PUT', `/api/v1/child/${child}/checkout`, { familyCode: signCheckInCode(secret, { parentId, year: 2024 }) });
    expect(lastYear.status).toBe(403);
    const own = await staff.rest('PUT', `/api/v1/child/${child}/checkout`, { familyCode: signCheckInCode(secret, { parentId, year: 2025 }) });
    expect(own.status).toBe(200);
    expect(own.body.record.verifiedBy).toBe('FAMILY_CODE');
  });

  it('a mismatch needs a staff override with a reason, recorded with who overrode; interns may not override', async () => {
    const child = ownChildren[1];
    await staff.rest('PUT', `/api/v1/child/${child}/checkin`);
    const byIntern = await intern.rest('PUT', `/api/v1/child/${child}/checkout`, { pickupCode: 'ZZZZ', overrideReason: 'Grandma lost the receipt' });
    expect(byIntern.status).toBe(403);
    const res = await staff.rest('PUT', `/api/v1/child/${child}/checkout`, { pickupCode: 'ZZZZ', overrideReason: '  Grandma lost the receipt; called mother to confirm  ' });
    expect(res.status).toBe(200);
    expect(res.body.record).toMatchObject({ verifiedBy: 'OVERRIDE', overrideReason: 'Grandma lost the receipt; called mother to confirm' });
    const stored = (await recordsOf(child)).at(-1)!;
    const staffRow = await t.prisma.staff.findFirstOrThrow({ where: { email: 'staff@example.org' } });
    expect(stored).toMatchObject({ kind: 'CHECK_OUT', verifiedBy: 'OVERRIDE', recordedById: staffRow.id });
  });

  it('a child never checked in cannot be checked out (409); an unknown child is 404', async () => {
    const fresh = await t.prisma.child.create({ data: { firstName: 'New', lastName: 'Kid', gradeEntering: 2 } });
    expect((await staff.rest('PUT', `/api/v1/child/${fresh.id}/checkout`, { pickupCode: 'ABCD' })).status).toBe(409);
    expect((await staff.rest('PUT', `/api/v1/child/999999/checkout`, { pickupCode: 'ABCD' })).status).toBe(404);
  });
});

describe('DELETE /child/{id}/attendance/{x}', () => {
  it('staff undo a record and get it back; interns and parents may not; unknown or another child’s record is 404', async () => {
    const { body } = await staff.rest('PUT', `/api/v1/child/${otherChild}/checkin`);
    const id = body.record.id;
    expect((await intern.rest('DELETE', `/api/v1/child/${otherChild}/attendance/${id}`)).status).toBe(403);
    expect((await parent.rest('DELETE', `/api/v1/child/${otherChild}/attendance/${id}`)).status).toBe(403);
    expect((await staff.rest('DELETE', `/api/v1/child/${ownChildren[0]}/attendance/${id}`)).status).toBe(404);
    expect((await staff.rest('DELETE', `/api/v1/child/${otherChild}/attendance/99999999`)).status).toBe(404);
    const res = await staff.rest('DELETE', `/api/v1/child/${otherChild}/attendance/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.record).toMatchObject({ id, kind: 'CHECK_IN', childId: otherChild });
    expect(await t.prisma.attendanceRecord.count({ where: { id } })).toBe(0);
  });
});

describe('idempotent retries through both doors', () => {
  const freshKids = async (n: number, name: string) =>
    (await t.prisma.child.createManyAndReturn({ data: Array.from({ length: n }, (_, i) => ({ firstName: `${name}${i}`, lastName: 'Retry', gradeEntering: 3 })), select: { id: true } })).map((k) => k.id);
  const countOf = (ids: number[]) => t.prisma.attendanceRecord.count({ where: { childId: { in: ids } } });
  const gqlWithKey = (client: TestClient, query: string, variables: Record<string, unknown>, key: string) =>
    client.request('POST', '/graphql', { body: { query, variables }, headers: { 'Idempotency-Key': key } }).then((r) => r.json());

  it('REST: the same key with the same request returns the first record; with a different request it is 409 naming idempotencyKey', async () => {
    const [a, b] = await freshKids(2, 'RestKey');
    const key = 'station-2:rest-retry-0001';
    const put = (child: number, body?: unknown) => staff.request('PUT', `/api/v1/child/${child}/checkin?scheduleId=${scheduleId}`, { body, headers: { 'Idempotency-Key': key } });
    const first = await put(a, { pickupCode: 'RT42' });
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    const retry = await put(a, { pickupCode: 'rt42' });
    expect(await retry.json()).toEqual(firstBody);
    const otherChild = await put(b, { pickupCode: 'RT42' });
    expect(otherChild.status).toBe(409);
    expect((await otherChild.json()).error.fields).toHaveProperty('idempotencyKey');
    const otherCode = await put(a, { pickupCode: 'ZZ99' });
    expect(otherCode.status).toBe(409);
    expect(await countOf([a, b])).toBe(1);

    const outKey = 'station-2:rest-out-0001';
    const out = (body: unknown) => staff.request('PUT', `/api/v1/child/${a}/checkout?scheduleId=${scheduleId}`, { body, headers: { 'Idempotency-Key': outKey } });
    const firstOut = await (await out({ pickupCode: 'RT42' })).json();
    expect(firstOut.record).toMatchObject({ kind: 'CHECK_OUT', verifiedBy: 'PICKUP_CODE' });
    expect(await (await out({ pickupCode: 'RT42' })).json()).toEqual(firstOut);
    const changed = await out({ overrideReason: 'someone else' });
    expect(changed.status).toBe(409);
    expect((await changed.json()).error.fields).toHaveProperty('idempotencyKey');
    expect(await countOf([a])).toBe(2);
  });

  it('GraphQL honours the Idempotency-Key header: a retry returns the first records, another request with it is refused', async () => {
    const kids = await freshKids(3, 'GqlKey');
    const key = 'station-3:gql-header-0001';
    const first = await gqlWithKey(staff, CHECK_IN, { input: { childIds: kids.slice(0, 2), scheduleId } }, key);
    expect(first.errors).toBeUndefined();
    expect(first.data.checkInChildren.every((r: { created: boolean }) => r.created)).toBe(true);
    const retry = await gqlWithKey(staff, CHECK_IN, { input: { childIds: [kids[1], kids[0]], scheduleId } }, key);
    expect(retry.data.checkInChildren.map((r: { record: { databaseId: number } }) => r.record.databaseId).sort()).toEqual(
      first.data.checkInChildren.map((r: { record: { databaseId: number } }) => r.record.databaseId).sort(),
    );
    expect(retry.data.checkInChildren.every((r: { created: boolean }) => !r.created)).toBe(true);
    expect(await countOf(kids)).toBe(2);

    const otherList = await gqlWithKey(staff, CHECK_IN, { input: { childIds: [kids[0], kids[2]], scheduleId } }, key);
    expect(otherList.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', fields: { idempotencyKey: expect.any(String) } });
    expect(await countOf(kids)).toBe(2);

    // Header and input field: either alone, or both when they agree; disagreeing is 400 naming the field.
    const agree = await gqlWithKey(staff, CHECK_IN, { input: { childIds: kids.slice(0, 2), scheduleId, idempotencyKey: key } }, key);
    expect(agree.data.checkInChildren.every((r: { created: boolean }) => !r.created)).toBe(true);
    const fieldOnly = await staff.gql(CHECK_IN, { input: { childIds: kids.slice(0, 2), scheduleId, idempotencyKey: key } });
    expect(fieldOnly.data.checkInChildren.every((r: { created: boolean }) => !r.created)).toBe(true);
    const disagree = await gqlWithKey(staff, CHECK_IN, { input: { childIds: [kids[2]], scheduleId, idempotencyKey: 'station-3:another-key' } }, key);
    expect(disagree.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { idempotencyKey: expect.any(String) } });
    expect(await countOf(kids)).toBe(2);

    // Another account's identical key is its own request.
    const byIntern = await gqlWithKey(intern, CHECK_IN, { input: { childIds: [kids[2]], scheduleId } }, key);
    expect(byIntern.data.checkInChildren[0].created).toBe(true);
    expect(await countOf(kids)).toBe(3);

    const code = first.data.checkInChildren[0].record.pickupCode;
    const outKey = 'station-3:gql-out-0001';
    const out = await gqlWithKey(staff, CHECK_OUT, { input: { childId: kids[0], pickupCode: code } }, outKey);
    expect(out.data.checkOutChild).toMatchObject({ created: true, record: { kind: 'CHECK_OUT' } });
    const outRetry = await gqlWithKey(staff, CHECK_OUT, { input: { childId: kids[0], pickupCode: code } }, outKey);
    expect(outRetry.data.checkOutChild).toEqual({ ...out.data.checkOutChild, created: false });
    const outOther = await gqlWithKey(staff, CHECK_OUT, { input: { childId: kids[1], pickupCode: code } }, outKey);
    expect(outOther.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', fields: { idempotencyKey: expect.any(String) } });
    expect(await countOf(kids)).toBe(4);
  });
});
