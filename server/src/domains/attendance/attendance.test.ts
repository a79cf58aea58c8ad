// Check-in and check-out through both doors: the three SPEC §7 calls and their GraphQL twins, safe pickup
// (code, family code, staff override), idempotent retries, who may do what, and the live event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { checkInCodeSecret, signCheckInCode } from '../people/check-in-code.ts';
import { openUpdates } from '../../../test/kits/groups-test-kit.ts';
import { publishMarker } from '../../../test/live-marker.ts';
import { holdProgramDays } from '../../../test/kits/program-days-test-kit.ts';

let t: TestApp;
let staff: TestClient, admin: TestClient, intern: TestClient, parent: TestClient, parent2: TestClient, anonymous: TestClient;
let scheduleId: number;
let ownChildren: number[];
let otherChild: number;
let parentId: number;

const CHECK_IN = `mutation($input: CheckInChildrenInput!) { checkInChildren(input: $input) { created record { databaseId childId kind pickupCode recordedAt } } }`;
const CHECK_OUT = `mutation($input: CheckOutChildInput!) { checkOutChild(input: $input) { created record { databaseId kind verifiedBy overrideReason } } }`;
const UNDO = `mutation($input: UndoAttendanceRecordInput!) { undoAttendanceRecord(input: $input) { databaseId kind } }`;

async function recordsOf(childId: number) {
  return t.prisma.attendanceRecord.findMany({ where: { childId, scheduleId }, orderBy: { seq: 'asc' } });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  [staff, admin, intern, parent, parent2] = await Promise.all(
    ['staff@example.org', 'admin@example.org', 'intern@example.org', 'parent@example.org', 'parent2@example.org'].map((e) => t.signIn(e)),
  );
  anonymous = t.anonymous();
  // Interns work the table on the program's days only (station-access.test.ts): today is one here.
  await holdProgramDays(t, { today: true });
  scheduleId = (await t.prisma.schedule.findUniqueOrThrow({ where: { year: 2025 } })).id;
  const p = await t.prisma.parent.findFirstOrThrow({ where: { email: 'parent@example.org' }, select: { id: true, children: { select: { childId: true } } } });
  parentId = p.id;
  ownChildren = p.children.map((c) => c.childId).sort((a, b) => a - b);
  otherChild = (await t.prisma.child.findFirstOrThrow({ where: { parents: { none: { parentId } }, registrations: { some: { status: 'APPROVED' } } } })).id;
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

describe('reading attendance', () => {
  it('parents read their own children’s times in and out, without pickup codes; another child is 404', async () => {
    const own = await parent.rest('GET', `/api/v1/child/${ownChildren[0]}/attendance`);
    expect(own.status).toBe(200);
    expect(own.body.records.length).toBeGreaterThan(0);
    for (const r of own.body.records) expect(Object.keys(r).sort()).toEqual(['childId', 'id', 'kind', 'recordedAt', 'scheduleId']);
    expect((await parent.rest('GET', `/api/v1/child/${otherChild}/attendance`)).status).toBe(404);
    expect((await anonymous.rest('GET', `/api/v1/child/${otherChild}/attendance`)).status).toBe(401);
    const gql = await parent.gql(`query($c: Int!) { childAttendance(childId: $c) { kind recordedAt pickupCode } }`, { c: ownChildren[0] });
    expect(gql.data.childAttendance.every((r: { pickupCode: string | null }) => r.pickupCode === null)).toBe(true);
    const denied = await parent.gql(`query($c: Int!) { childAttendance(childId: $c) { kind } }`, { c: otherChild });
    expect(denied.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('the day per group: staff and interns, JSON and CSV; parents 403', async () => {
    const day = await intern.rest('GET', '/api/v1/attendance/day?date=2025-08-11');
    expect(day.status).toBe(200);
    const children = day.body.groups.flatMap((g: { children: unknown[] }) => g.children) as { checkedInAt: string | null }[];
    expect(children.filter((c) => c.checkedInAt).length).toBeGreaterThan(20);
    const csv = await staff.request('GET', '/api/v1/attendance/day.csv?date=2025-08-11');
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('date,group,child,checked in,checked out,status');
    expect(text).toMatch(/2025-08-11,[^,]+,[^,]+,0\d:\d\d,/);
    expect((await parent.rest('GET', '/api/v1/attendance/day')).status).toBe(403);
    expect((await staff.rest('GET', '/api/v1/attendance/day?date=2025-13-45')).status).toBe(400);
  });
});

describe('GraphQL', () => {
  it('checks in several children of a family with one mutation and one pickup code, then out, then undo', async () => {
    const res = await intern.gql(CHECK_IN, { input: { childIds: ownChildren, scheduleId, idempotencyKey: 'gql-family-check-in-1' } });
    expect(res.errors).toBeUndefined();
    const results = res.data.checkInChildren as { created: boolean; record: { databaseId: number; childId: number; pickupCode: string } }[];
    expect(results.map((r) => r.record.childId)).toEqual(ownChildren);
    expect(new Set(results.map((r) => r.record.pickupCode)).size).toBe(1);
    const retry = await intern.gql(CHECK_IN, { input: { childIds: ownChildren, scheduleId, idempotencyKey: 'gql-family-check-in-1' } });
    expect(retry.data.checkInChildren.map((r: { record: { databaseId: number } }) => r.record.databaseId)).toEqual(results.map((r) => r.record.databaseId));
    expect(retry.data.checkInChildren.every((r: { created: boolean }) => !r.created)).toBe(true);

    const wrong = await intern.gql(CHECK_OUT, { input: { childId: ownChildren[0], pickupCode: 'QQQQ' } });
    expect(wrong.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const out = await intern.gql(CHECK_OUT, { input: { childId: ownChildren[0], pickupCode: results[0].record.pickupCode } });
    expect(out.data.checkOutChild).toMatchObject({ created: true, record: { kind: 'CHECK_OUT', verifiedBy: 'PICKUP_CODE' } });

    expect((await intern.gql(UNDO, { input: { childId: ownChildren[0], recordId: out.data.checkOutChild.record.databaseId } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const undo = await admin.gql(UNDO, { input: { childId: ownChildren[0], recordId: out.data.checkOutChild.record.databaseId } });
    expect(undo.data.undoAttendanceRecord.kind).toBe('CHECK_OUT');
    expect((await recordsOf(ownChildren[0])).at(-1)!.kind).toBe('CHECK_IN');
  });

  it('denies parents and the signed-out; bad input names the field', async () => {
    expect((await parent.gql(CHECK_IN, { input: { childIds: ownChildren } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await anonymous.gql(CHECK_IN, { input: { childIds: ownChildren } })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const empty = await staff.gql(CHECK_IN, { input: { childIds: [] } });
    expect(empty.errors?.[0].extensions?.fields).toHaveProperty('childIds');
    expect((await staff.gql(CHECK_IN, { input: { childIds: [999999] } })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await parent.gql(`{ checkInStation { year } }`)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('the station sees families with groups, medical info only as a flag without VIEW_SENSITIVE_INFO, and today’s state', async () => {
    const q = `{ checkInStation { scheduleId families { parentId familyName children { childId name state pickupCode hasMedicalInformation medicalInformation parentNotes groups { name } } pickupPeople { name mayPickUp } } } }`;
    const asStaff = await staff.gql(q);
    expect(asStaff.errors).toBeUndefined();
    const family = asStaff.data.checkInStation.families.find((f: { parentId: number }) => f.parentId === parentId);
    expect(family.children.map((c: { childId: number }) => c.childId).sort((a: number, b: number) => a - b)).toEqual(ownChildren);
    expect(family.children.every((c: { groups: unknown[] }) => c.groups.length > 0)).toBe(true);
    const all = asStaff.data.checkInStation.families.flatMap((f: { children: unknown[] }) => f.children) as { hasMedicalInformation: boolean; medicalInformation: string | null }[];
    expect(all.some((c) => c.hasMedicalInformation)).toBe(true);
    expect(all.every((c) => c.medicalInformation === null)).toBe(true);
    const asAdmin = await admin.gql(q);
    const withInfo = asAdmin.data.checkInStation.families.flatMap((f: { children: unknown[] }) => f.children).filter((c: { hasMedicalInformation: boolean }) => c.hasMedicalInformation);
    expect(withInfo.every((c: { medicalInformation: string }) => c.medicalInformation.length > 0)).toBe(true);
    const still = family.children.find((c: { childId: number }) => c.childId === ownChildren[1]);
    expect(still.state).toBe('CHECKED_IN');
    expect(still.pickupCode).toMatch(/^[A-Z0-9]{4,8}$/);
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

describe('live', () => {
  it('publishes student-checkin to staff and interns on /api/v1/updates, not to parents', async () => {
    const [staffStream, internStream, parentStream] = await Promise.all([openUpdates(staff), openUpdates(intern), openUpdates(parent)]);
    const { body } = await admin.rest('PUT', `/api/v1/child/${otherChild}/checkin`);
    const [event] = await staffStream.waitFor('student-checkin');
    expect(event.data).toMatchObject({ recordId: body.record.id, childId: otherChild, scheduleId, kind: 'CHECK_IN', year: 2025, undone: false });
    await internStream.waitFor('student-checkin');
    expect((await parentStream.eventsBefore(await publishMarker(t.bus))).some((e) => e.type === 'student-checkin')).toBe(false);
    await Promise.all([staffStream.close(), internStream.close(), parentStream.close()]);
  });
});

describe('concurrency', () => {
  it('200 concurrent check-ins of distinct children are all recorded once; 20 at once of one child record one, and 20 check-outs of it one', async () => {
    const kids = await t.prisma.child.createManyAndReturn({ data: Array.from({ length: 200 }, (_, i) => ({ firstName: `Crowd${i}`, lastName: 'Test', gradeEntering: i % 13 })), select: { id: true } });
    const results = await Promise.all(kids.map((k, i) => (i % 2 ? staff : intern).rest('PUT', `/api/v1/child/${k.id}/checkin?scheduleId=${scheduleId}`)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await t.prisma.attendanceRecord.count({ where: { childId: { in: kids.map((k) => k.id) } } })).toBe(200);
    const one = kids[0].id;
    await staff.rest('PUT', `/api/v1/child/${one}/checkout`, { overrideReason: 'test reset' });
    const same = await Promise.all(Array.from({ length: 20 }, () => staff.rest('PUT', `/api/v1/child/${one}/checkin`)));
    expect(same.every((r) => r.status === 200)).toBe(true);
    expect(new Set(same.map((r) => r.body.record.id)).size).toBe(1);
    expect(await t.prisma.attendanceRecord.count({ where: { childId: one } })).toBe(3);
    // 20 stations checking that child out at once, with its code: one check-out, the same record for all.
    const code = same[0].body.record.pickupCode;
    const outs = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? staff : intern).rest('PUT', `/api/v1/child/${one}/checkout`, { pickupCode: code })));
    expect(outs.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(outs.map((r) => r.body.record.id)).size).toBe(1);
    expect(await t.prisma.attendanceRecord.count({ where: { childId: one } })).toBe(4);
  });

  it('a check-in is two SQL statements however many records the week has (session; one that checks, inserts, remembers the key and writes the audit trail); a check-out two as well', async () => {
    const kid = await t.prisma.child.create({ data: { firstName: 'Counted', lastName: 'Kid', gradeEntering: 3 }, select: { id: true } });
    t.db.statements.length = 0;
    const checkIn = await staff.request('PUT', `/api/v1/child/${kid.id}/checkin?scheduleId=${scheduleId}`, { headers: { 'Idempotency-Key': 'counted-check-in-1' } });
    expect(checkIn.status).toBe(200);
    const { record } = await checkIn.json();
    expect(t.db.statements).toHaveLength(2);
    // The statement lives in a PL/pgSQL function (its plan cached per connection).
    expect(t.db.statements[1]).toMatch(/^SELECT \* FROM vbs_check_in\(/);
    // The audit rows were written by that statement, with the actor and the door.
    const audited = await t.prisma.auditEvent.findMany({ where: { OR: [{ entity: 'AttendanceRecord', entityId: String(record.id) }, { entity: 'AttendanceRequest', after: { path: ['recordId'], equals: record.id } }] } });
    const { accountId } = await t.prisma.staff.findFirstOrThrow({ where: { email: 'staff@example.org' }, select: { accountId: true } });
    expect(audited.map((e) => [e.entity, e.kind, e.door, e.actorAccountId]).sort()).toEqual([
      ['AttendanceRecord', 'CREATE', 'rest', accountId],
      ['AttendanceRequest', 'CREATE', 'rest', accountId],
    ]);
    expect(audited.find((e) => e.entity === 'AttendanceRecord')).toMatchObject({ personType: 'child', personId: kid.id, after: { id: record.id, kind: 'CHECK_IN', recordedAt: record.recordedAt, pickupCode: record.pickupCode } });

    t.db.statements.length = 0;
    const checkOut = await staff.request('PUT', `/api/v1/child/${kid.id}/checkout?scheduleId=${scheduleId}`, { body: { overrideReason: 'counted' }, headers: { 'Idempotency-Key': 'counted-check-out-1' } });
    expect(checkOut.status).toBe(200);
    const { record: out } = await checkOut.json();
    expect(out).toMatchObject({ kind: 'CHECK_OUT', verifiedBy: 'OVERRIDE', overrideReason: 'counted' });
    // Session; one statement that checks the child is in, verifies the pickup, inserts, remembers the key and audits.
    expect(t.db.statements).toHaveLength(2);
    expect(t.db.statements[1]).toMatch(/INSERT INTO "AttendanceRecord"[\s\S]*INSERT INTO "AttendanceRequest"[\s\S]*INSERT INTO "AuditEvent"/);
    const outAudited = await t.prisma.auditEvent.findMany({ where: { OR: [{ entity: 'AttendanceRecord', entityId: String(out.id) }, { entity: 'AttendanceRequest', after: { path: ['recordId'], equals: out.id } }] } });
    expect(outAudited.map((e) => [e.entity, e.kind, e.door, e.actorAccountId]).sort()).toEqual([
      ['AttendanceRecord', 'CREATE', 'rest', accountId],
      ['AttendanceRequest', 'CREATE', 'rest', accountId],
    ]);
    expect(outAudited.find((e) => e.entity === 'AttendanceRecord')).toMatchObject({ personType: 'child', personId: kid.id, after: { id: out.id, kind: 'CHECK_OUT', verifiedBy: 'OVERRIDE', overrideReason: 'counted' } });
    // A retry, already out, and a refused pickup are each one statement too.
    t.db.statements.length = 0;
    const again = await staff.request('PUT', `/api/v1/child/${kid.id}/checkout?scheduleId=${scheduleId}`, { body: { overrideReason: 'counted' }, headers: { 'Idempotency-Key': 'counted-check-out-1' } });
    expect((await again.json()).record.id).toBe(out.id);
    expect((await staff.rest('PUT', `/api/v1/child/${kid.id}/checkout?scheduleId=${scheduleId}`, { pickupCode: 'ABCD' })).status).toBe(200);
    expect(t.db.statements).toHaveLength(4);
    await staff.rest('PUT', `/api/v1/child/${kid.id}/checkin?scheduleId=${scheduleId}`);
    t.db.statements.length = 0;
    expect((await staff.rest('PUT', `/api/v1/child/${kid.id}/checkout?scheduleId=${scheduleId}`, { pickupCode: 'ZZZZZ' })).status).toBe(403);
    expect(t.db.statements).toHaveLength(2);
    expect(t.db.statements.filter((s) => /"AttendanceRecord"/.test(s) && /JSONB_AGG/i.test(s))).toEqual([]);
  });
});
