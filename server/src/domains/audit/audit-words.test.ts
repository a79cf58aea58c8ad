// The audit trail in words, the same through every door: a permission grant reads "… gave Pat Plain
// permission to schedule classes", a change names the fields it changed with their values in words, a read
// names whose information was read, the door reads "app", "API" or "sign-in"; the CSV carries the same words. The
// words never say more than the values: without VIEW_SENSITIVE_INFO a change of medical information reads
// as a change, its values hidden, in the sentence, the changes, the JSON and the CSV alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createEdition, createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { ALL_PERMISSIONS } from '../../auth/viewer.ts';
import { REDACTED_VALUE } from './audit.policy.ts';

let t: TestApp;
let admin: TestClient;
let nurse: TestClient;
let accountsOnly: TestClient;
let parent: TestClient;
let plainStaffId: number;
let childId: number;

const MEDICAL_BEFORE = 'Asthma; inhaler in the front pocket';
const MEDICAL_AFTER = 'Asthma; inhaler with the group leader';
const SECRETS = [MEDICAL_BEFORE, MEDICAL_AFTER];

type Change = { label: string; before: string | null; after: string | null };
type Entry = { kind: string; entity: string; door: string; doorLabel: string; summary: string; changes: Change[] };

const TRAIL = `query($f: AuditFilterInput) { auditTrail(first: 100, filter: $f) { edges { node { kind entity door doorLabel summary changes { label before after } } } } }`;
const graphqlEntries = async (client: TestClient, filter: Record<string, string>): Promise<Entry[]> => {
  const res = await client.gql(TRAIL, { f: filter });
  expect(res.errors).toBeUndefined();
  return res.data.auditTrail.edges.map((e: { node: Entry }) => e.node);
};
const restEntries = async (client: TestClient, query: string): Promise<Entry[]> => {
  const res = await client.rest('GET', `/api/v1/audit?first=100&${query}`);
  expect(res.status).toBe(200);
  return res.body.entries;
};
/** The CSV's rows as objects keyed by its header (cells are quoted; none of these spans lines). */
async function csvRows(client: TestClient, query: string): Promise<Record<string, string>[]> {
  const res = await client.request('GET', `/api/v1/audit/csv?${query}`);
  expect(res.status).toBe(200);
  const cells = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"'));
  const [header, ...lines] = (await res.text()).trim().split('\r\n');
  return lines.map((line) => Object.fromEntries(cells(header).map((name, i) => [name, cells(line)[i]])));
}

beforeAll(async () => {
  t = await createTestApp();
  await createEdition(t);
  await createStaff(t, 'rebecca@example.org', ALL_PERMISSIONS);
  await createStaff(t, 'nurse@example.org', ['VIEW_SENSITIVE_INFO']);
  await createStaff(t, 'accounts@example.org', ['ADMINISTER_ACCOUNTS']);
  plainStaffId = (await createStaff(t, 'pat@example.org', [])).staffId;
  await t.prisma.account.update({ where: { email: 'rebecca@example.org' }, data: { fullName: 'Rebecca Harper' } });
  await t.prisma.staff.update({ where: { id: plainStaffId }, data: { firstName: 'Pat', lastName: 'Plain' } });
  admin = await t.signIn('rebecca@example.org');
  nurse = await t.signIn('nurse@example.org');
  accountsOnly = await t.signIn('accounts@example.org');
  parent = await t.signIn('sam@example.org');
  await t.prisma.account.update({ where: { email: 'sam@example.org' }, data: { fullName: 'Sam Wordsworth' } });

  const saved = await parent.gql(`mutation($input: ChildInput!) { saveChild(input: $input) { child { databaseId } } }`, {
    input: { firstName: 'Wren', lastName: 'Wordsworth', gradeEntering: 2, medicalInformation: MEDICAL_BEFORE },
  });
  expect(saved.errors).toBeUndefined();
  childId = saved.data.saveChild.child.databaseId;
  // Through REST: a new grade and new medical information.
  const changed = await parent.rest('PUT', `/api/v1/child/${childId}`, { firstName: 'Wren', lastName: 'Wordsworth', gradeEntering: 3, medicalInformation: MEDICAL_AFTER });
  expect(changed.status).toBe(200);
  // The nurse reads the medical information through REST.
  expect((await nurse.rest('GET', `/api/v1/child/${childId}`)).status).toBe(200);
  // A grant through GraphQL, the revocation through REST.
  const granted = await admin.gql(`mutation($s: ID!) { grantPermission(staffId: $s, permission: SCHEDULE_CLASSES) { id } }`, { s: encodeGlobalID('Staff', plainStaffId) });
  expect(granted.errors).toBeUndefined();
  expect((await admin.rest('DELETE', `/api/v1/staff/${plainStaffId}/permission/SCHEDULE_CLASSES`)).status).toBeLessThan(300);
  // A group created and renamed through REST.
  const group = await admin.rest('PUT', '/api/v1/group?name=Scarabs&year=2025&type=PERMANENT');
  expect((await admin.rest('PUT', `/api/v1/group/${group.body.id}/name?value=Falcons`)).status).toBe(200);
});
afterAll(() => t.close());

describe('an entry in words', () => {
  it('a permission grant and its revocation, through GraphQL and REST, each door named in words', async () => {
    for (const entries of [await graphqlEntries(admin, { person: 'Pat Plain' }), await restEntries(admin, 'person=Pat%20Plain')]) {
      const grant = entries.find((e) => e.entity === 'StaffPermission' && e.kind === 'CREATE')!;
      expect(grant).toMatchObject({ summary: 'Rebecca Harper gave Pat Plain permission to schedule classes', door: 'graphql', doorLabel: 'app' });
      expect(grant.changes).toContainEqual({ label: 'Permission', before: null, after: 'Schedule classes' });
      const revoke = entries.find((e) => e.entity === 'StaffPermission' && e.kind === 'DELETE')!;
      expect(revoke).toMatchObject({ summary: "Rebecca Harper took away Pat Plain's permission to schedule classes", door: 'rest', doorLabel: 'API' });
      expect(revoke.changes).toContainEqual({ label: 'Permission', before: 'Schedule classes', after: null });
    }
  });

  it('a child added and changed by a parent: the fields it changed, labelled, values in words', async () => {
    const entries = await graphqlEntries(admin, { person: 'Wren Wordsworth', kind: 'CHANGE' });
    const added = entries.find((e) => e.entity === 'Child' && e.kind === 'CREATE')!;
    expect(added.summary).toBe('Sam Wordsworth added the child Wren Wordsworth');
    expect(added.changes).toEqual(expect.arrayContaining([{ label: 'First name', before: null, after: 'Wren' }, { label: 'Grade entering', before: null, after: '2nd grade' }]));
    const changed = entries.find((e) => e.entity === 'Child' && e.kind === 'UPDATE')!;
    expect(changed).toMatchObject({ summary: "Sam Wordsworth changed Wren Wordsworth's grade entering and medical information", doorLabel: 'API' });
    expect(changed.changes).toEqual([
      { label: 'Grade entering', before: '2nd grade', after: '3rd grade' },
      { label: 'Medical information', before: MEDICAL_BEFORE, after: MEDICAL_AFTER },
    ]);
    // Bookkeeping (ids, the time it was saved) stays in the raw record, out of the words.
    for (const entry of entries) expect(entry.changes.map((c) => c.label)).not.toContain('Updated at');
  });

  it('what a first sign-in writes reads as done at sign-in, not through the API', async () => {
    const before = await t.prisma.auditEvent.count();
    await t.signIn('first-visit@example.org');
    const rows = await t.prisma.auditEvent.findMany({ where: { id: { gt: before } }, select: { id: true, door: true } });
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.door))).toEqual(new Set(['sign-in']));
    const ids = new Set(rows.map((r) => r.id));
    const res = await admin.gql(`{ auditTrail(first: 100) { edges { node { id doorLabel } } } }`);
    const shown = res.data.auditTrail.edges.map((e: { node: { id: string; doorLabel: string } }) => e.node).filter((n: { id: string }) => ids.has(Number(n.id)));
    expect(shown.length).toBe(rows.length);
    for (const n of shown) expect(n.doorLabel).toBe('sign-in');
  });

  it('a read names whose information was read, by whom, through which door', async () => {
    const [read] = await restEntries(admin, 'person=Wren&kind=READ&actor=nurse');
    expect(read).toMatchObject({ summary: "nurse read Wren Wordsworth's medical information", doorLabel: 'API', changes: [] });
  });

  it('a group created, then renamed', async () => {
    const entries = await restEntries(admin, 'kind=CHANGE&actor=Rebecca');
    expect(entries.map((e) => e.summary)).toEqual(expect.arrayContaining(['Rebecca Harper created the group Scarabs', 'Rebecca Harper renamed the group Scarabs to Falcons']));
  });

  it('writes times on the program’s clocks, or on the reader’s when their browser said its zone', async () => {
    const revoke = await t.prisma.auditEvent.findFirstOrThrow({ where: { entity: 'StaffPermission', kind: 'DELETE', personId: plainStaffId } });
    const grantedAt = new Date((revoke.before as { grantedAt: string }).grantedAt);
    const on = (timeZone: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(grantedAt).replace(/[\u202f\u00a0]/g, ' ');
    const grantedOn = async () => (await restEntries(admin, 'person=Pat%20Plain&kind=DELETE'))[0].changes.find((c) => c.label === 'Granted on')!.before;
    expect(await grantedOn()).toBe(on('America/Chicago'));
    admin.cookies.set('vbs-reader', encodeURIComponent('en-US|Asia/Tokyo'));
    try {
      expect(await grantedOn()).toBe(on('Asia/Tokyo'));
    } finally {
      admin.cookies.delete('vbs-reader');
    }
  });

  it('the CSV says the same words, after the columns it always had', async () => {
    const res = await admin.request('GET', '/api/v1/audit/csv?person=Pat%20Plain');
    expect((await res.text()).split('\r\n')[0]).toBe(
      '"at","actor","door","kind","entity","entityId","field","personType","personId","person","before","after","summary","changes","doorLabel"',
    );
    const rows = await csvRows(admin, 'person=Pat%20Plain');
    expect(rows).toContainEqual(expect.objectContaining({ summary: 'Rebecca Harper gave Pat Plain permission to schedule classes', changes: expect.stringContaining('Permission: Schedule classes'), doorLabel: 'app' }));
    const child = await csvRows(admin, 'person=Wren&kind=UPDATE');
    expect(child[0]).toMatchObject({ changes: `Grade entering: 2nd grade → 3rd grade; Medical information: ${MEDICAL_BEFORE} → ${MEDICAL_AFTER}`, doorLabel: 'API' });
  });
});

describe('the words keep the redaction of sensitive values', () => {
  it('without VIEW_SENSITIVE_INFO a change of medical information reads as a change, its values hidden, through GraphQL, REST and the CSV', async () => {
    const [viaGraphql, viaRest] = [await graphqlEntries(accountsOnly, { person: 'Wren Wordsworth' }), await restEntries(accountsOnly, 'person=Wren%20Wordsworth')];
    const csv = await csvRows(accountsOnly, 'person=Wren%20Wordsworth');
    for (const entries of [viaGraphql, viaRest]) {
      const changed = entries.find((e) => e.entity === 'Child' && e.kind === 'UPDATE')!;
      expect(changed.summary).toBe("Sam Wordsworth changed Wren Wordsworth's grade entering and medical information");
      expect(changed.changes).toContainEqual({ label: 'Medical information', before: REDACTED_VALUE, after: REDACTED_VALUE });
      const added = entries.find((e) => e.entity === 'Child' && e.kind === 'CREATE')!;
      expect(added.changes).toContainEqual({ label: 'Medical information', before: null, after: REDACTED_VALUE });
      const words = JSON.stringify(entries.map((e) => [e.summary, e.changes]));
      for (const secret of SECRETS) expect(words).not.toContain(secret);
    }
    expect(csv.find((r) => r.kind === 'UPDATE' && r.entity === 'Child')!.changes).toBe(`Grade entering: 2nd grade → 3rd grade; Medical information: ${REDACTED_VALUE} → ${REDACTED_VALUE}`);
    const csvWords = JSON.stringify(csv.map((r) => [r.summary, r.changes]));
    for (const secret of SECRETS) expect(csvWords).not.toContain(secret);
  });
});
