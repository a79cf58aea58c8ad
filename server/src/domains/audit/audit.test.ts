// The audit trail through both doors: reads of medical information and staff notes are recorded (who,
// whose, which door), changes carry the values before and after, the trail is append-only, its own
// failure never fails the action, and only account administrators read it (page, connection, CSV).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createEdition, createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { ALL_PERMISSIONS } from '../../auth/viewer.ts';
import { purgeAuditTrail } from './audit-retention.ts';
import { csvCell } from './audit-csv.ts';
import { readUntil } from '../../../test/sse.ts';

let t: TestApp;
let admin: TestClient;
let nurse: TestClient;
let staff: TestClient;
let parent: TestClient;
let adminAccountId: number;
let nurseAccountId: number;
let childId: number;
let parentId: number;

const latest = (where: Record<string, unknown>) => t.prisma.auditEvent.findFirst({ where, orderBy: { id: 'desc' } });

beforeAll(async () => {
  t = await createTestApp();
  await createEdition(t);
  adminAccountId = (await createStaff(t, 'admin@example.org', ALL_PERMISSIONS)).accountId;
  nurseAccountId = (await createStaff(t, 'nurse@example.org', ['VIEW_SENSITIVE_INFO'])).accountId;
  await createStaff(t, 'plain@example.org', []);
  parent = await t.signIn('mom@example.org');
  const p = await t.prisma.parent.findFirstOrThrow({ where: { email: 'mom@example.org' } });
  parentId = p.id;
  const child = await t.prisma.child.create({
    data: { firstName: 'Ava', lastName: 'Audit', gradeEntering: 3, medicalInformation: 'Peanut allergy', staffNotes: '<p>Shy at drop-off</p>', parents: { create: { parentId } } },
  });
  childId = child.id;
  admin = await t.signIn('admin@example.org');
  nurse = await t.signIn('nurse@example.org');
  staff = await t.signIn('plain@example.org');
});
afterAll(() => t.close());

const CHILD_QUERY = `query($id: ID!) { node(id: $id) { ... on Child { firstName medicalInformation staffNotes } } }`;

describe('reads of medical information and staff notes', () => {
  it('records who read whose medical information through GraphQL, and the staff notes', async () => {
    const res = await nurse.gql(CHILD_QUERY, { id: encodeGlobalID('Child', childId) });
    expect(res.data.node.medicalInformation).toBe('Peanut allergy');
    const read = await latest({ kind: 'READ', field: 'medicalInformation', personId: childId });
    expect(read).toMatchObject({ actorAccountId: nurseAccountId, door: 'graphql', personType: 'child', entity: 'Child', entityId: String(childId) });
    expect(await latest({ kind: 'READ', field: 'staffNotes', personId: childId, actorAccountId: nurseAccountId })).not.toBeNull();
  });

  it('records a REST read with door rest', async () => {
    const res = await nurse.rest('GET', `/api/v1/child/${childId}`);
    expect(res.status).toBe(200);
    expect(res.body.child?.medicalInformation ?? res.body.medicalInformation).toBe('Peanut allergy');
    expect(await latest({ kind: 'READ', field: 'medicalInformation', personId: childId, door: 'rest' })).toMatchObject({ actorAccountId: nurseAccountId });
  });

  it('records a read delivered by a GraphQL subscription with door subscription', async () => {
    const plain = await t.prisma.account.findUniqueOrThrow({ where: { email: 'plain@example.org' } });
    const sub = await staff.request('POST', '/graphql', {
      headers: { accept: 'text/event-stream' },
      body: { query: 'subscription($id: ID) { childStaffNotesUpdated(childId: $id) { id staffNotes } }', variables: { id: encodeGlobalID('Child', childId) } },
    });
    const reader = sub.body!.getReader();
    // The stream's first message (an SSE comment) is written once the operation listens to the bus.
    await readUntil(reader, ':\n\n');
    await admin.gql(`mutation($input: UpdateChildStaffNotesInput!) { updateChildStaffNotes(input: $input) { id } }`, {
      input: { childId: encodeGlobalID('Child', childId), staffNotes: '<p>Shy at drop-off</p>' },
    });
    await readUntil(reader, 'Shy at drop-off');
    await reader.cancel();
    await expect
      .poll(() => t.prisma.auditEvent.count({ where: { kind: 'READ', field: 'staffNotes', door: 'subscription', actorAccountId: plain.id, personId: childId } }))
      .toBe(1);
  });

  it('records nothing when the field is withheld (staff without VIEW_SENSITIVE_INFO)', async () => {
    const before = await t.prisma.auditEvent.count({ where: { kind: 'READ', field: 'medicalInformation' } });
    const res = await staff.gql(CHILD_QUERY, { id: encodeGlobalID('Child', childId) });
    expect(res.data.node.medicalInformation).toBeNull();
    expect(await t.prisma.auditEvent.count({ where: { kind: 'READ', field: 'medicalInformation' } })).toBe(before);
  });
});

describe('changes', () => {
  it('records a staff-notes change with the values before and after, the actor and the door', async () => {
    const res = await admin.gql(`mutation($input: UpdateChildStaffNotesInput!) { updateChildStaffNotes(input: $input) { id } }`, {
      input: { childId: encodeGlobalID('Child', childId), staffNotes: '<p>Settles after snack</p>' },
    });
    expect(res.errors).toBeUndefined();
    const row = await latest({ kind: 'UPDATE', entity: 'Child', entityId: String(childId) });
    expect(row).toMatchObject({ actorAccountId: adminAccountId, door: 'graphql', personType: 'child', personId: childId });
    expect((row!.before as Record<string, unknown>).staffNotes).toBe('<p>Shy at drop-off</p>');
    expect((row!.after as Record<string, unknown>).staffNotes).toBe('<p>Settles after snack</p>');
  });

  it('records a REST change (a group created, then renamed) with before and after', async () => {
    const created = await admin.rest('PUT', '/api/v1/group?name=Scarabs&year=2025&type=PERMANENT');
    expect(created.status).toBeLessThan(300);
    const groupId = created.body.id as number;
    const createdRow = await latest({ kind: 'CREATE', entity: 'Group', entityId: String(groupId) });
    expect(createdRow).toMatchObject({ door: 'rest', actorAccountId: adminAccountId });
    expect(await admin.rest('PUT', `/api/v1/group/${groupId}/name?value=Falcons`)).toMatchObject({ status: 200 });
    const renamed = await latest({ kind: 'UPDATE', entity: 'Group', entityId: String(groupId) });
    expect(renamed!.before).toMatchObject({ name: 'Scarabs' });
    expect(renamed!.after).toMatchObject({ name: 'Falcons' });
  });

  it('records a permission grant as a StaffPermission row for that staff member', async () => {
    const plain = await t.prisma.staff.findFirstOrThrow({ where: { email: 'plain@example.org' } });
    const res = await admin.gql(`mutation($s: ID!) { grantPermission(staffId: $s, permission: SCHEDULE_CLASSES) { permissions } }`, { s: encodeGlobalID('Staff', plain.id) });
    expect(res.errors).toBeUndefined();
    const row = await latest({ kind: 'CREATE', entity: 'StaffPermission' });
    expect(row).toMatchObject({ actorAccountId: adminAccountId, personType: 'staff', personId: plain.id, after: { staffId: plain.id, permission: 'SCHEDULE_CLASSES' } });
  });

  it('never fails the action it records: with the trail unwritable, the change still happens', async () => {
    await t.prisma.$executeRawUnsafe(`ALTER TABLE "AuditEvent" ADD CONSTRAINT "audit_test_refuses" CHECK (false) NOT VALID`);
    const errors: unknown[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const res = await parent.rest('PUT', `/api/v1/child/${childId}`, { firstName: 'Ava', lastName: 'Audit', gradeEntering: 4, medicalInformation: 'Peanut allergy' });
      expect(res.status).toBe(200);
      expect((await t.prisma.child.findUniqueOrThrow({ where: { id: childId } })).gradeEntering).toBe(4);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      console.error = originalError;
      await t.prisma.$executeRawUnsafe(`ALTER TABLE "AuditEvent" DROP CONSTRAINT "audit_test_refuses"`);
    }
  });
});

describe('append-only', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE of audit rows', async () => {
    const row = await t.prisma.auditEvent.findFirstOrThrow();
    await expect(t.prisma.$executeRawUnsafe(`UPDATE "AuditEvent" SET "kind" = 'X' WHERE id = ${row.id}`)).rejects.toThrow(/append-only/);
    await expect(t.prisma.$executeRawUnsafe(`DELETE FROM "AuditEvent" WHERE id = ${row.id}`)).rejects.toThrow(/append-only/);
    await expect(t.prisma.$executeRawUnsafe(`TRUNCATE "AuditEvent"`)).rejects.toThrow(/append-only/);
    expect(await t.prisma.auditEvent.findUnique({ where: { id: row.id } })).toEqual(row);
  });

  it('the app’s Prisma client has no update or delete path for the trail', async () => {
    const { withAuditTrail } = await import('./audit-extension.ts');
    const { createAuditRecorder } = await import('./audit-recorder.ts');
    const extended = withAuditTrail(t.prisma, createAuditRecorder(t.db.sql));
    await expect(extended.auditEvent.deleteMany({})).rejects.toThrow(/append-only/);
    await expect(extended.auditEvent.updateMany({ data: { kind: 'X' } })).rejects.toThrow(/append-only/);
  });

  it('the retention purge removes only entries older than the period', async () => {
    const total = await t.prisma.auditEvent.count();
    expect(await purgeAuditTrail(t.prisma, 30)).toBe(0);
    const inTwoMonths = new Date(Date.now() + 60 * 86_400_000);
    expect(await purgeAuditTrail(t.prisma, 30, inTwoMonths)).toBe(total);
    expect(await t.prisma.auditEvent.count()).toBe(0);
  });
});

describe('reading the trail', () => {
  it('lists entries to account administrators with filters, pages forward, and refuses everyone else through both doors', async () => {
    await nurse.gql(CHILD_QUERY, { id: encodeGlobalID('Child', childId) });
    await nurse.gql(CHILD_QUERY, { id: encodeGlobalID('Child', childId) });
    const query = `query($f: AuditFilterInput, $after: String) { auditTrail(first: 1, after: $after, filter: $f) { totalCount edges { cursor node { kind field personName actorName door } } pageInfo { hasNextPage endCursor } } }`;
    const first = await admin.gql(query, { f: { person: 'Ava Audit', actor: 'nurse', kind: 'READ' } });
    expect(first.errors).toBeUndefined();
    expect(first.data.auditTrail.totalCount).toBeGreaterThanOrEqual(4);
    expect(first.data.auditTrail.edges[0].node).toMatchObject({ kind: 'READ', personName: 'Ava Audit', actorName: 'nurse', door: 'graphql' });
    expect(first.data.auditTrail.pageInfo.hasNextPage).toBe(true);
    const second = await admin.gql(query, { f: { person: 'Ava', kind: 'READ' }, after: first.data.auditTrail.pageInfo.endCursor });
    expect(Number(second.data.auditTrail.edges[0].cursor)).toBeLessThan(Number(first.data.auditTrail.pageInfo.endCursor));
    expect((await admin.gql(query, { f: { kind: 'nonsense' } })).errors?.[0].extensions?.fields).toEqual({ kind: expect.any(String) });

    expect((await nurse.gql(query, {})).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.anonymous().gql(query, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await nurse.rest('GET', '/api/v1/audit')).status).toBe(403);
    expect((await parent.rest('GET', '/api/v1/audit/csv')).status).toBe(403);
    expect((await t.anonymous().rest('GET', '/api/v1/audit')).status).toBe(401);
    const rest = await admin.rest('GET', '/api/v1/audit?kind=READ&person=Ava&first=2');
    expect(rest.status).toBe(200);
    expect(rest.body.entries).toHaveLength(2);
    expect(rest.body.nextCursor).toEqual(expect.any(String));
    expect((await admin.rest('GET', '/api/v1/audit?from=yesterday')).body.error.fields).toEqual({ from: expect.any(String) });
  });

  it('exports the filtered trail as CSV, formula-guarded', async () => {
    const res = await admin.request('GET', '/api/v1/audit/csv?kind=READ');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('"at","actor","door","kind","entity","entityId","field","personType","personId","person","before","after","summary","changes","doorLabel"');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes('"READ"'))).toBe(true);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1')).toBe(`"'-1"`);
  });
});
