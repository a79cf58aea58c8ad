// Staff notes keep their versions and refuse lost updates, through both doors: every save that changes the
// text is kept as a numbered version with its author and time; a save edited from an older version than the
// stored one is refused (409 / CONFLICT) naming who saved since, and writes nothing; of two saves racing
// from the same version one wins and the other is refused (on PostgreSQL too: the row is locked); a save
// sent without a version replaces what is stored (SPEC §7's call). The versions are gated as the notes are:
// never a parent, an intern, or a staff member who is that child's parent; each text handed out is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { displayName } from '../../../../shared/person-name.ts';

const CHILD_SAVE = `mutation($input: UpdateChildStaffNotesInput!) { updateChildStaffNotes(input: $input) { id staffNotes staffNotesVersion } }`;
const PARENT_SAVE = `mutation($input: UpdateParentInternalNotesInput!) { updateParentInternalNotes(input: $input) { id internalNotes internalNotesVersion } }`;
const CHILD_READ = `query($id: ID!) { node(id: $id) { ... on Child { staffNotes staffNotesVersion staffNotesVersions { version notes savedBy savedAt } } } }`;
const PARENT_READ = `query($id: ID!) { node(id: $id) { ... on Parent { internalNotes internalNotesVersion internalNotesVersions { version notes savedBy } } } }`;

let t: TestApp;
let childId: number;
let parentId: number;
let admin: TestClient;
let staff: TestClient;
let adminName: string;
let staffName: string;

const childGid = () => encodeGlobalID('Child', childId);
const stored = async () => t.prisma.child.findUniqueOrThrow({ where: { id: childId }, select: { staffNotes: true, staffNotesVersion: true } });
const saveChild = (client: TestClient, staffNotes: string, baseVersion?: number | null) =>
  client.gql(CHILD_SAVE, { input: { childId: childGid(), staffNotes, ...(baseVersion === undefined ? {} : { baseVersion }) } });
const restSave = (client: TestClient, staffNotes: string, ifMatch?: string) =>
  client.request('POST', `/api/v1/child/${childId}/staffNotes`, { body: { staffNotes }, headers: ifMatch ? { 'If-Match': ifMatch } : {} });

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  const p = await t.prisma.parent.findFirstOrThrow({ where: { account: { email: 'parent@example.org' } }, include: { children: { orderBy: { childId: 'asc' } } } });
  parentId = p.id;
  childId = p.children[0].childId;
  await t.prisma.child.update({ where: { id: childId }, data: { staffNotes: '<p>Written before versions</p>' } });
  admin = await t.signIn('admin@example.org');
  staff = await t.signIn('staff@example.org');
  const nameOf = async (email: string) => displayName(await t.prisma.staff.findFirstOrThrow({ where: { account: { email } } }));
  adminName = await nameOf('admin@example.org');
  staffName = await nameOf('staff@example.org');
}, 120_000);
afterAll(() => t.close());

describe('versions of a child’s staff notes', () => {
  it('keeps each save as a version with its author and time, the earlier untracked text as version 0', async () => {
    expect((await stored()).staffNotesVersion).toBe(0);
    const first = await saveChild(admin, '<p>Loves drawing</p>', 0);
    expect(first.errors).toBeUndefined();
    expect(first.data.updateChildStaffNotes).toMatchObject({ staffNotes: '<p>Loves drawing</p>', staffNotesVersion: 1 });
    const second = await saveChild(staff, '<p>Loves drawing and football</p>', 1);
    expect(second.data.updateChildStaffNotes.staffNotesVersion).toBe(2);

    const read = await admin.gql(CHILD_READ, { id: childGid() });
    expect(read.data.node.staffNotesVersion).toBe(2);
    expect(read.data.node.staffNotesVersions.map((v: { version: number; notes: string; savedBy: string | null }) => [v.version, v.notes, v.savedBy])).toEqual([
      [2, '<p>Loves drawing and football</p>', staffName],
      [1, '<p>Loves drawing</p>', adminName],
      [0, '<p>Written before versions</p>', null],
    ]);
    expect(Date.now() - Date.parse(read.data.node.staffNotesVersions[0].savedAt)).toBeLessThan(60_000);
    const last = await admin.gql(`query($id: ID!) { node(id: $id) { ... on Child { staffNotesVersions(last: 1) { version savedBy } } } }`, { id: childGid() });
    expect(last.data.node.staffNotesVersions).toEqual([{ version: 2, savedBy: staffName }]);
  });

  it('refuses a GraphQL save edited from an older version (CONFLICT naming who saved), writing nothing', async () => {
    const before = await stored();
    const versions = await t.prisma.staffNotesVersion.count({ where: { childId } });
    const res = await saveChild(admin, '<p>My older edit</p>', before.staffNotesVersion - 1);
    expect(res.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(res.errors?.[0].message).toContain(staffName);
    expect(res.errors?.[0].extensions?.fields).toHaveProperty('baseVersion');
    expect(await stored()).toEqual(before);
    expect(await t.prisma.staffNotesVersion.count({ where: { childId } })).toBe(versions);
    // Having read theirs, the person saves over it deliberately from the current version.
    const over = await saveChild(admin, '<p>My older edit, merged with football</p>', before.staffNotesVersion);
    expect(over.data.updateChildStaffNotes.staffNotesVersion).toBe(before.staffNotesVersion + 1);
  });

  it('takes the version from If-Match on REST: ETag on the answer, 409 for a stale one, 400 naming a malformed one', async () => {
    const { staffNotesVersion: v } = await stored();
    const ok = await restSave(staff, '<p>Through REST</p>', `"${v}"`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('ETag')).toBe(`"${v + 1}"`);
    expect(await ok.json()).toEqual({ child: { id: childId, staffNotes: '<p>Through REST</p>', staffNotesVersion: v + 1 } });

    const stale = await restSave(admin, '<p>From the old page</p>', `"${v}"`);
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body.error.code).toBe('CONFLICT');
    expect(body.error.message).toContain(staffName);
    expect((await stored()).staffNotes).toBe('<p>Through REST</p>');

    const bad = await restSave(admin, '<p>x</p>', 'version 3');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('If-Match');
    expect((await stored()).staffNotes).toBe('<p>Through REST</p>');

    // The GET answers carry the version to send back.
    const got = await staff.rest('GET', `/api/v1/child/${childId}`);
    expect(got.body.child.staffNotesVersion).toBe(v + 1);
  });

  it('lets a save with no version (SPEC §7 as written) replace what is stored, still kept as a version', async () => {
    const { staffNotesVersion: v } = await stored();
    const res = await staff.rest('POST', `/api/v1/child/${childId}/staffNotes`, { staffNotes: '<p>Last write wins</p>' });
    expect(res.status).toBe(200);
    expect(await stored()).toEqual({ staffNotes: '<p>Last write wins</p>', staffNotesVersion: v + 1 });
    const star = await restSave(admin, '<p>Any version</p>', '*');
    expect(star.status).toBe(200);
    expect((await stored()).staffNotesVersion).toBe(v + 2);
  });

  it('of two saves racing from the same version, exactly one is stored and the other refused', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { staffNotesVersion: v } = await stored();
      const texts = [`<p>Admin round ${round}</p>`, `<p>Staff round ${round}</p>`];
      const [a, b] = await Promise.all([restSave(admin, texts[0], `"${v}"`), saveChild(staff, texts[1], v)]);
      const adminSaved = a.status === 200;
      const staffSaved = !b.errors;
      expect(Number(adminSaved) + Number(staffSaved), `round ${round}: one save wins`).toBe(1);
      if (adminSaved) expect(b.errors?.[0].extensions?.code).toBe('CONFLICT');
      else expect(a.status).toBe(409);
      const now = await stored();
      expect(now.staffNotesVersion).toBe(v + 1);
      expect(now.staffNotes).toBe(adminSaved ? texts[0] : texts[1]);
      const versions = await t.prisma.staffNotesVersion.findMany({ where: { childId, version: v + 1 } });
      expect(versions.map((x) => x.notes)).toEqual([now.staffNotes]);
    }
  });

  it('writes nothing for a save of the text already stored, whatever version it came from', async () => {
    const before = await stored();
    const same = await saveChild(admin, before.staffNotes, 0);
    expect(same.errors).toBeUndefined();
    expect(await stored()).toEqual(before);
  });
});

describe('versions of a family’s staff notes', () => {
  it('keeps versions and refuses a stale save through both doors', async () => {
    const first = await admin.gql(PARENT_SAVE, { input: { parentId: encodeGlobalID('Parent', parentId), internalNotes: '<p>Prefers texts</p>', baseVersion: 0 } });
    expect(first.data.updateParentInternalNotes.internalNotesVersion).toBe(1);
    const stale = await staff.gql(PARENT_SAVE, { input: { parentId: encodeGlobalID('Parent', parentId), internalNotes: '<p>Prefers calls</p>', baseVersion: 0 } });
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    const rest = await staff.request('POST', `/api/v1/parent/${parentId}/internalNotes`, { body: { internalNotes: '<p>Prefers calls</p>' }, headers: { 'If-Match': '"0"' } });
    expect(rest.status).toBe(409);
    // The REST refusal says what GraphQL's says, in the same words: who saved since, and which version to save from.
    const restError = (await rest.json()).error;
    expect(restError.message).toContain(adminName);
    expect(restError).toEqual({ code: 'CONFLICT', message: stale.errors?.[0].message, fields: stale.errors?.[0].extensions?.fields });
    const fresh = await staff.request('POST', `/api/v1/parent/${parentId}/internalNotes`, { body: { internalNotes: '<p>Prefers calls</p>' }, headers: { 'If-Match': '"1"' } });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('ETag')).toBe('"2"');
    expect((await fresh.json()).parent).toMatchObject({ internalNotes: '<p>Prefers calls</p>', internalNotesVersion: 2 });
    const read = await admin.gql(PARENT_READ, { id: encodeGlobalID('Parent', parentId) });
    expect(read.data.node.internalNotesVersions.map((v: { version: number; savedBy: string }) => [v.version, v.savedBy])).toEqual([
      [2, staffName],
      [1, adminName],
      [0, null],
    ]);
  });
});

describe('who may read the versions', () => {
  it('never a parent, an intern or a staff member who is that child’s parent, through both doors', async () => {
    const parent = await t.signIn('parent@example.org');
    const intern = await t.signIn('intern@example.org');
    for (const client of [parent, intern]) {
      const child = await client.gql(CHILD_READ, { id: childGid() });
      // The intern may not read this child at all; the parent reads the child but none of the notes.
      if (child.data?.node) expect(child.data.node).toMatchObject({ staffNotes: null, staffNotesVersion: null, staffNotesVersions: null });
      else expect(child.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const fam = await client.gql(PARENT_READ, { id: encodeGlobalID('Parent', parentId) });
      if (fam.data?.node) expect(fam.data.node).toEqual({ internalNotes: null, internalNotesVersion: null, internalNotesVersions: null });
    }
    const got = await parent.rest('GET', `/api/v1/child/${childId}`);
    expect(got.status).toBe(200);
    expect(got.body.child).toMatchObject({ staffNotes: null, staffNotesVersion: null });
    const mine = await parent.rest('GET', `/api/v1/parent?id=${parentId}`);
    expect(mine.body.parent).toMatchObject({ internalNotes: null, internalNotesVersion: null });

    const account = await t.prisma.account.findUniqueOrThrow({ where: { email: 'staff@example.org' } });
    const own = await t.prisma.parent.create({ data: { accountId: account.id, firstName: 'Sam', lastName: 'Staff', email: 'staff@example.org' } });
    await t.prisma.childParent.create({ data: { parentId: own.id, childId } });
    try {
      const ownStaff = await t.signIn('staff@example.org');
      const child = await ownStaff.gql(CHILD_READ, { id: childGid() });
      expect(child.data.node).toMatchObject({ staffNotes: null, staffNotesVersion: null, staffNotesVersions: null });
      const rest = await ownStaff.rest('GET', `/api/v1/child/${childId}`);
      expect(rest.body.child).toMatchObject({ staffNotes: null, staffNotesVersion: null });
    } finally {
      await t.prisma.childParent.delete({ where: { childId_parentId: { parentId: own.id, childId } } });
      await t.prisma.parent.delete({ where: { id: own.id } });
    }
  });

  it('records a READ of each version’s text handed out', async () => {
    const [{ id: since } = { id: 0 }] = await t.prisma.auditEvent.findMany({ orderBy: { id: 'desc' }, take: 1, select: { id: true } });
    const read = await admin.gql(`query($id: ID!) { node(id: $id) { ... on Child { staffNotesVersions { notes } } } }`, { id: childGid() });
    const count = read.data.node.staffNotesVersions.length;
    const rows = await t.prisma.auditEvent.findMany({ where: { id: { gt: since }, kind: 'READ', entity: 'StaffNotesVersion' } });
    expect(rows).toHaveLength(count);
    expect(rows.every((r) => r.personType === 'child' && r.personId === childId && r.field === 'notes')).toBe(true);
  });
});
