// The audit trail shows its values before and after no more widely than the records themselves: an
// account administrator without VIEW_SENSITIVE_INFO reads "[hidden: …]" in place of medical information,
// staff notes and first-aid text, through GraphQL, REST and the CSV; one who holds it reads them, and that
// read is recorded like any other. The page's statement count stays the same whatever its size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createEdition, createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { ALL_PERMISSIONS } from '../../auth/viewer.ts';
import { REDACTED_VALUE } from './audit.policy.ts';

let t: TestApp;
let admin: TestClient;
let accountsOnly: TestClient;
let adminAccountId: number;
let accountsOnlyId: number;
let childId: number;

const MEDICAL = 'Type 1 diabetes; insulin pump';
const NOTES = 'Grandfather must not collect';
const FIRST_AID = 'Bee sting on the left hand';
const SECRETS = [MEDICAL, NOTES, FIRST_AID];

const TRAIL = `query($f: AuditFilterInput, $first: Int) { auditTrail(first: $first, filter: $f) { edges { node { entity before after } } } }`;

beforeAll(async () => {
  t = await createTestApp();
  await createEdition(t);
  adminAccountId = (await createStaff(t, 'admin@example.org', ALL_PERMISSIONS)).accountId;
  accountsOnlyId = (await createStaff(t, 'accounts@example.org', ['ADMINISTER_ACCOUNTS'])).accountId;
  const parent = await t.signIn('dad@example.org');
  admin = await t.signIn('admin@example.org');
  accountsOnly = await t.signIn('accounts@example.org');
  // Changes through the doors, so the trail holds the values before and after.
  const saved = await parent.gql(`mutation($input: ChildInput!) { saveChild(input: $input) { child { databaseId } } }`, {
    input: { firstName: 'Theo', lastName: 'Trail', gradeEntering: 2, medicalInformation: MEDICAL },
  });
  expect(saved.errors).toBeUndefined();
  childId = saved.data.saveChild.child.databaseId;
  const notes = await admin.gql(`mutation($input: UpdateChildStaffNotesInput!) { updateChildStaffNotes(input: $input) { id } }`, {
    input: { childId: encodeGlobalID('Child', childId), staffNotes: `<p>${NOTES}</p>` },
  });
  expect(notes.errors).toBeUndefined();
  const report = await admin.rest('POST', '/api/v1/first-aid', { childId, occurredAt: new Date().toISOString(), location: 'Garden', whatHappened: FIRST_AID, treatment: 'Sting removed, cold pack' });
  expect(report.status).toBe(201);
});
afterAll(() => t.close());

const filter = { person: 'Theo Trail' };
const readsBy = (actorAccountId: number, door: string) => t.prisma.auditEvent.count({ where: { kind: 'READ', actorAccountId, door } });

describe('an account administrator without VIEW_SENSITIVE_INFO', () => {
  it('reads the trail through GraphQL with sensitive values redacted, the rest as stored, and no read recorded', async () => {
    const before = await readsBy(accountsOnlyId, 'graphql');
    const res = await accountsOnly.gql(TRAIL, { f: filter, first: 50 });
    expect(res.errors).toBeUndefined();
    const text = JSON.stringify(res.data);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    type Entry = { entity: string; before: string | null; after: string | null };
    const entries: Entry[] = res.data.auditTrail.edges.map((e: { node: Entry }) => e.node);
    const created = (entity: string) => JSON.parse(entries.find((n) => n.entity === entity && n.before === null && n.after)!.after!);
    expect(created('Child')).toMatchObject({ firstName: 'Theo', lastName: 'Trail', medicalInformation: REDACTED_VALUE });
    expect(created('FirstAidReport')).toMatchObject({ location: 'Garden', whatHappened: REDACTED_VALUE, treatment: REDACTED_VALUE, followUp: '' });
    expect(await readsBy(accountsOnlyId, 'graphql')).toBe(before);
  });

  it('reads the same redaction through REST and the CSV export', async () => {
    const page = await accountsOnly.rest('GET', '/api/v1/audit?person=Theo%20Trail&first=50');
    expect(page.status).toBe(200);
    const json = JSON.stringify(page.body);
    for (const secret of SECRETS) expect(json).not.toContain(secret);
    expect(json).toContain(REDACTED_VALUE);

    const csv = await accountsOnly.request('GET', '/api/v1/audit/csv?person=Theo%20Trail');
    expect(csv.status).toBe(200);
    const text = await csv.text();
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text).toContain(REDACTED_VALUE);
    expect(await readsBy(accountsOnlyId, 'rest')).toBe(0);
  });
});

describe('an administrator holding VIEW_SENSITIVE_INFO', () => {
  it('reads the values through GraphQL, and the trail records that read (one row per record and field)', async () => {
    const [{ id: since }] = await t.prisma.auditEvent.findMany({ orderBy: { id: 'desc' }, take: 1, select: { id: true } });
    const res = await admin.gql(TRAIL, { f: filter, first: 50 });
    expect(res.errors).toBeUndefined();
    const text = JSON.stringify(res.data);
    for (const secret of SECRETS) expect(text).toContain(secret);
    const reads = await t.prisma.auditEvent.findMany({ where: { id: { gt: since }, kind: 'READ', actorAccountId: adminAccountId, door: 'graphql' } });
    const keys = reads.map((r) => `${r.entity}.${r.field}:${r.personType}:${r.personId}`);
    expect(keys).toEqual(expect.arrayContaining([`Child.medicalInformation:child:${childId}`, `Child.staffNotes:child:${childId}`, `FirstAidReport.whatHappened:child:${childId}`]));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reads them through REST and the CSV, each recorded with the rest door', async () => {
    const [{ id: since }] = await t.prisma.auditEvent.findMany({ orderBy: { id: 'desc' }, take: 1, select: { id: true } });
    const page = await admin.rest('GET', '/api/v1/audit?person=Theo%20Trail&first=50');
    expect(JSON.stringify(page.body)).toContain(MEDICAL);
    const afterPage = await t.prisma.auditEvent.count({ where: { id: { gt: since }, kind: 'READ', door: 'rest', actorAccountId: adminAccountId, field: 'medicalInformation', personId: childId } });
    expect(afterPage).toBe(1);

    const csv = await admin.request('GET', '/api/v1/audit/csv?person=Theo%20Trail');
    expect(await csv.text()).toContain(NOTES);
    await expect
      .poll(() => t.prisma.auditEvent.count({ where: { id: { gt: since }, kind: 'READ', door: 'rest', actorAccountId: adminAccountId, field: 'staffNotes', personId: childId } }))
      .toBe(2);
  });

  it('costs the same statements for a page of one change as for three, its reads written in one statement', async () => {
    const statementsFor = async (first: number) => {
      t.db.statements.length = 0;
      const res = await admin.gql(TRAIL, { f: { ...filter, kind: 'CHANGE' }, first });
      expect(res.errors).toBeUndefined();
      expect(res.data.auditTrail.edges).toHaveLength(first);
      return [...t.db.statements];
    };
    const one = await statementsFor(1);
    const three = await statementsFor(3);
    expect(three.length).toBe(one.length);
    expect(three.filter((sql) => sql.includes('INSERT INTO "AuditEvent"'))).toHaveLength(1);
  });
});
