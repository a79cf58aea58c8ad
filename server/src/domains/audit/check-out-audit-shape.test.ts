// A check-out runs as one SQL statement (attendance/check-out-statement.ts) that writes its audit rows itself,
// like the check-in (check-in-audit-shape.test.ts). The trail must not tell them apart from the rows the Prisma
// extension writes (audit-extension.ts): the check-out record and its idempotency key as created, and a wrong
// code as the check-in's update, every column before and after (the count of wrong codes and its day
// included), plus which kind of code was wrong. A right code changes nothing on the check-in, so it writes no
// update. When a column is added to AttendanceRecord, or Prisma changes how it serialises a value, this fails
// until the statement's auditedRecord says the same.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { holdProgramDays } from '../../../test/kits/program-days-test-kit.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { createAuditRecorder } from './audit-recorder.ts';
import { withAuditTrail } from './audit-extension.ts';
import { runInAuditScope } from './audit-scope.ts';

let t: TestApp;
let staff: TestClient;
let scheduleId: number;
let child: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  await holdProgramDays(t, { today: true });
  staff = await t.signIn('staff@example.org');
  scheduleId = (await t.prisma.schedule.findUniqueOrThrow({ where: { year: 2025 } })).id;
  child = (await t.prisma.child.findFirstOrThrow({ where: { registrations: { some: { status: 'APPROVED' } } }, orderBy: { id: 'asc' } })).id;
});
afterAll(() => t?.close());

/** The audit rows written about these entities, oldest first, without the row's own id and time. */
async function auditRows(kind: 'CREATE' | 'UPDATE', where: { entity: string; entityId: string }[]) {
  const rows = await t.prisma.auditEvent.findMany({ where: { kind, OR: where }, orderBy: { id: 'asc' } });
  return rows.map(({ id: _id, at: _at, ...row }) => row);
}
const byEntity = <R extends { entity: string }>(rows: R[]) => [...rows].sort((a, b) => a.entity.localeCompare(b.entity));

/** Runs writes through the audited Prisma client as this account through the REST door, and waits for their rows. */
async function asExtension(actorAccountId: number | null, write: (audited: ReturnType<typeof withAuditTrail>) => Promise<unknown>) {
  const recorder = createAuditRecorder(t.db.sql);
  const audited = withAuditTrail(t.prisma, recorder);
  await runInAuditScope({ actorAccountId, door: 'rest', recorder }, () => write(audited));
  await recorder.drain();
  expect(recorder.failures).toBe(0);
}

it('a wrong code and a check-out write the same audit rows as the generic recorder would for the same changes', async () => {
  const checkIn = await staff.rest('PUT', `/api/v1/child/${child}/checkin?scheduleId=${scheduleId}`);
  expect(checkIn.status).toBe(200);
  const { id: checkInId, pickupCode } = checkIn.body.record as { id: number; pickupCode: string };
  const checkInRow = { entity: 'AttendanceRecord', entityId: String(checkInId) };

  const wrong = await staff.rest('PUT', `/api/v1/child/${child}/checkout?scheduleId=${scheduleId}`, { pickupCode: pickupCode === 'ZZZZ' ? 'YYYY' : 'ZZZZ' });
  expect(wrong.status).toBe(403);
  const out = await staff.request('PUT', `/api/v1/child/${child}/checkout?scheduleId=${scheduleId}`, { headers: { 'Idempotency-Key': randomUUID() }, body: { pickupCode } });
  expect(out.status).toBe(200);
  const record = await t.prisma.attendanceRecord.findFirstOrThrow({ where: { childId: child, scheduleId, kind: 'CHECK_OUT' }, orderBy: { seq: 'desc' } });
  const request = await t.prisma.attendanceRequest.findFirstOrThrow({ where: { recordId: record.id } });
  const created = [
    { entity: 'AttendanceRecord', entityId: String(record.id) },
    { entity: 'AttendanceRequest', entityId: request.key },
  ];

  // The wrong code: one update of the check-in; the right code none.
  const [update, ...noMore] = await auditRows('UPDATE', [checkInRow]);
  expect(noMore).toEqual([]);
  expect(update).toMatchObject({ door: 'rest', personType: 'child', personId: child, field: null, before: { pickupMisses: 0, pickupMissesOn: null }, after: { pickupMisses: 1, wrongCode: 'PICKUP_CODE' } });
  const actor = update.actorAccountId;
  expect(actor).toEqual(expect.any(Number));
  const fromStatement = await auditRows('CREATE', created);
  expect(fromStatement.map((row) => row.entity)).toEqual(['AttendanceRecord', 'AttendanceRequest']);
  expect(fromStatement[0]).toMatchObject({ actorAccountId: actor, door: 'rest', personType: 'child', personId: child, before: null, field: null, after: { pickupMisses: 0, pickupMissesOn: null } });

  // The same changes made again through the audited Prisma client, as that account through the same door.
  const changed = await t.prisma.attendanceRecord.findUniqueOrThrow({ where: { id: checkInId }, select: { pickupMisses: true, pickupMissesOn: true } });
  await t.prisma.attendanceRecord.update({ where: { id: checkInId }, data: { pickupMisses: 0, pickupMissesOn: null } });
  await t.prisma.attendanceRequest.delete({ where: { key: request.key } });
  await t.prisma.attendanceRecord.delete({ where: { id: record.id } });
  await asExtension(actor, async (audited) => {
    await audited.attendanceRecord.update({ where: { id: checkInId }, data: changed });
    await audited.attendanceRecord.create({ data: record });
    await audited.attendanceRequest.create({ data: request });
  });

  const updates = await auditRows('UPDATE', [checkInRow]);
  expect(updates).toHaveLength(2);
  const { wrongCode: _wrongCode, ...updatedColumns } = update.after as Record<string, unknown>;
  expect({ ...update, after: updatedColumns }).toEqual(updates[1]);
  const all = await auditRows('CREATE', created);
  expect(all).toHaveLength(4);
  const fromExtension = byEntity(all.slice(2));
  expect(fromStatement).toEqual(fromExtension);
  // Key for key, so a new column fails here by name rather than as a long diff.
  expect(Object.keys(updatedColumns).sort()).toEqual(Object.keys(updates[1].after as object).sort());
  expect(Object.keys(fromStatement[0].after as object).sort()).toEqual(Object.keys(fromExtension[0].after as object).sort());
  expect(Object.keys(fromStatement[1].after as object).sort()).toEqual(Object.keys(fromExtension[1].after as object).sort());
});
