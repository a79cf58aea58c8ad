// A check-in runs as one PL/pgSQL statement (vbs_check_in, attendance/check-in-statement.ts) that writes its
// audit rows itself, as JSON built by hand, instead of through the Prisma extension that audits every other
// write (audit-extension.ts). The trail must not tell the two apart: the rows a check-in writes equal, column
// for column and key for key, the rows the extension writes for the same record and idempotency key. What a
// reader sees follows from those columns (redaction is by entity and key, audit-trail-values.ts), so equal rows
// read the same to everyone. When a column is added to AttendanceRecord or AttendanceRequest, or Prisma
// changes how it serialises a value, this fails until the function's jsonb_build_object says the same.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { holdProgramDays } from '../../../test/kits/program-days-test-kit.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { createAuditRecorder } from './audit-recorder.ts';
import { withAuditTrail } from './audit-extension.ts';
import { runInAuditScope } from './audit-scope.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  await holdProgramDays(t, { today: true });
});
afterAll(() => t?.close());

/** The audit rows written about these entities, oldest first, without the row's own id and time. */
async function auditRows(where: { entity: string; entityId: string }[]) {
  const rows = await t.prisma.auditEvent.findMany({ where: { kind: 'CREATE', OR: where }, orderBy: { id: 'asc' } });
  return rows.map(({ id: _id, at: _at, ...row }) => row);
}

it('a check-in writes the same audit rows as the generic recorder would for the same record and key', async () => {
  const staff = await t.signIn('staff@example.org');
  const scheduleId = (await t.prisma.schedule.findUniqueOrThrow({ where: { year: 2025 } })).id;
  const child = (await t.prisma.child.findFirstOrThrow({ where: { registrations: { some: { status: 'APPROVED' } } }, orderBy: { id: 'asc' } })).id;

  const res = await staff.request('PUT', `/api/v1/child/${child}/checkin?scheduleId=${scheduleId}`, {
    headers: { 'Idempotency-Key': randomUUID() },
    body: { pickupCode: 'hk-7p' },
  });
  expect(res.status).toBe(200);
  const record = await t.prisma.attendanceRecord.findFirstOrThrow({ where: { childId: child, scheduleId }, orderBy: { seq: 'desc' } });
  const request = await t.prisma.attendanceRequest.findFirstOrThrow({ where: { recordId: record.id } });
  const subjects = [
    { entity: 'AttendanceRecord', entityId: String(record.id) },
    { entity: 'AttendanceRequest', entityId: request.key },
  ];
  const fromStatement = await auditRows(subjects);
  expect(fromStatement.map((row) => row.entity)).toEqual(['AttendanceRecord', 'AttendanceRequest']);
  expect(fromStatement[0]).toMatchObject({ door: 'rest', personType: 'child', personId: child, before: null, field: null });
  expect(fromStatement[0].actorAccountId).toEqual(expect.any(Number));

  // The same two rows made again through the audited Prisma client, as that account through the same door.
  await t.prisma.attendanceRequest.delete({ where: { key: request.key } });
  await t.prisma.attendanceRecord.delete({ where: { id: record.id } });
  const recorder = createAuditRecorder(t.db.sql);
  const audited = withAuditTrail(t.prisma, recorder);
  await runInAuditScope({ actorAccountId: fromStatement[0].actorAccountId, door: 'rest', recorder }, async () => {
    await audited.attendanceRecord.create({ data: record });
    await audited.attendanceRequest.create({ data: request });
  });
  await recorder.drain();
  expect(recorder.failures).toBe(0);

  const all = await auditRows(subjects);
  expect(all).toHaveLength(4);
  // The recorder may write its two rows in either order; compare them entity by entity.
  const fromExtension = all.slice(2).sort((a, b) => a.entity.localeCompare(b.entity));
  expect(fromStatement).toEqual(fromExtension);
  // Key for key, so a new column fails here by name rather than as a long diff.
  expect(Object.keys(fromStatement[0].after as object).sort()).toEqual(Object.keys(fromExtension[0].after as object).sort());
  expect(Object.keys(fromStatement[1].after as object).sort()).toEqual(Object.keys(fromExtension[1].after as object).sort());
});
