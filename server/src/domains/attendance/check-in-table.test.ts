// The check-in table: what a station sees (families, their children's state, medical information as a flag) and
// its GraphQL mutations (a family checked in with one code, then out, then undone), reading attendance (a
// parent's children, the day per group), the live event to staff and interns, many stations at once, and the
// SQL a check-in and a check-out cost. The rules of check-in and check-out are in check-in-out-rules.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { openUpdates } from '../../../test/kits/groups-test-kit.ts';
import { publishMarker } from '../../../test/live-marker.ts';
import { CHECK_IN, CHECK_OUT, UNDO, openAttendanceWorld, type AttendanceWorld } from '../../../test/kits/attendance-test-kit.ts';

let t: TestApp;
let staff: TestClient, admin: TestClient, intern: TestClient, parent: TestClient, anonymous: TestClient;
let scheduleId: number;
let ownChildren: number[];
let otherChild: number;
let parentId: number;
let recordsOf: AttendanceWorld['recordsOf'];

beforeAll(async () => {
  ({ t, staff, admin, intern, parent, anonymous, scheduleId, ownChildren, otherChild, parentId, recordsOf } = await openAttendanceWorld());
});
afterAll(() => t.close());

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

  it('a check-in is three SQL statements however many records the week has (session; the recorder’s screening clearance; one that checks, inserts, remembers the key and writes the audit trail); a check-out three as well', async () => {
    const kid = await t.prisma.child.create({ data: { firstName: 'Counted', lastName: 'Kid', gradeEntering: 3 }, select: { id: true } });
    t.db.statements.length = 0;
    const checkIn = await staff.request('PUT', `/api/v1/child/${kid.id}/checkin?scheduleId=${scheduleId}`, { headers: { 'Idempotency-Key': 'counted-check-in-1' } });
    expect(checkIn.status).toBe(200);
    const { record } = await checkIn.json();
    // The receipt (messages/receipts.ts) is read after the transaction, off the request's path, whether or not
    // the response has gone: one statement while receipts are off, counted apart.
    await t.services.receipts.idle();
    const onRequestPath = () => t.db.statements.filter((s) => !s.includes('"receiptsOnCheckIn"'));
    expect(t.db.statements.length - onRequestPath().length).toBe(1);
    expect(onRequestPath()).toHaveLength(3);
    // The recorder's clearance (screening-facts.ts: one statement, whatever the data), then the check-in.
    expect(onRequestPath()[1]).toMatch(/FROM "ScreeningRecord"/);
    // The statement lives in a PL/pgSQL function (its plan cached per connection).
    expect(onRequestPath()[2]).toMatch(/^SELECT \* FROM vbs_check_in\(/);
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
    // Session; clearance; one statement that checks the child is in, verifies the pickup, inserts, remembers the key and audits.
    await t.services.receipts.idle();
    expect(onRequestPath()).toHaveLength(3);
    expect(onRequestPath()[2]).toMatch(/INSERT INTO "AttendanceRecord"[\s\S]*INSERT INTO "AttendanceRequest"[\s\S]*INSERT INTO "AuditEvent"/);
    const outAudited = await t.prisma.auditEvent.findMany({ where: { OR: [{ entity: 'AttendanceRecord', entityId: String(out.id) }, { entity: 'AttendanceRequest', after: { path: ['recordId'], equals: out.id } }] } });
    expect(outAudited.map((e) => [e.entity, e.kind, e.door, e.actorAccountId]).sort()).toEqual([
      ['AttendanceRecord', 'CREATE', 'rest', accountId],
      ['AttendanceRequest', 'CREATE', 'rest', accountId],
    ]);
    expect(outAudited.find((e) => e.entity === 'AttendanceRecord')).toMatchObject({ personType: 'child', personId: kid.id, after: { id: out.id, kind: 'CHECK_OUT', verifiedBy: 'OVERRIDE', overrideReason: 'counted' } });
    // A retry, already out, and a refused pickup are each one statement too (after the session and the clearance).
    t.db.statements.length = 0;
    const again = await staff.request('PUT', `/api/v1/child/${kid.id}/checkout?scheduleId=${scheduleId}`, { body: { overrideReason: 'counted' }, headers: { 'Idempotency-Key': 'counted-check-out-1' } });
    expect((await again.json()).record.id).toBe(out.id);
    expect((await staff.rest('PUT', `/api/v1/child/${kid.id}/checkout?scheduleId=${scheduleId}`, { pickupCode: 'ABCD' })).status).toBe(200);
    await t.services.receipts.idle();
    expect(onRequestPath()).toHaveLength(6);
    await staff.rest('PUT', `/api/v1/child/${kid.id}/checkin?scheduleId=${scheduleId}`);
    await t.services.receipts.idle();
    t.db.statements.length = 0;
    expect((await staff.rest('PUT', `/api/v1/child/${kid.id}/checkout?scheduleId=${scheduleId}`, { pickupCode: 'ZZZZZ' })).status).toBe(403);
    expect(onRequestPath()).toHaveLength(3);
    expect(t.db.statements.filter((s) => /"AttendanceRecord"/.test(s) && /JSONB_AGG/i.test(s))).toEqual([]);
  });
});
