// Staff notes through both doors: only staff write them, never the parent concerned; bad input is a
// 400 naming the field and changes nothing; a parent never reads them anywhere; a save is announced live
// to staff (ids only) on /api/v1/updates and the GraphQL subscription; concurrent saves never mix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { readUntil } from '../../../test/sse.ts';
import { publishMarker } from '../../../test/live-marker.ts';

const CHILD_MUTATION = `mutation($input: UpdateChildStaffNotesInput!) { updateChildStaffNotes(input: $input) { id staffNotes } }`;
const PARENT_MUTATION = `mutation($input: UpdateParentInternalNotesInput!) { updateParentInternalNotes(input: $input) { id internalNotes } }`;

let t: TestApp;
let ethanId: number;
let parentId: number;
let otherChildId: number;
let staff: TestClient;
let parent: TestClient;

const childNotes = async (id = ethanId) => (await t.prisma.child.findUniqueOrThrow({ where: { id } })).staffNotes;
const parentNotes = async () => (await t.prisma.parent.findUniqueOrThrow({ where: { id: parentId } })).internalNotes;
const saveChild = (client: TestClient, staffNotes: unknown, id: number | string = ethanId) =>
  client.gql(CHILD_MUTATION, { input: { childId: typeof id === 'number' ? encodeGlobalID('Child', id) : id, staffNotes } });

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  const p = await t.prisma.parent.findFirstOrThrow({ where: { account: { email: 'parent@example.org' } }, include: { children: { include: { child: true } } } });
  parentId = p.id;
  ethanId = p.children.find((c) => c.child.firstName === 'Ethan')!.childId;
  const other = await t.prisma.parent.findFirstOrThrow({ where: { account: { email: 'parent2@example.org' } }, include: { children: true } });
  otherChildId = other.children[0].childId;
  staff = await t.signIn('staff@example.org');
  parent = await t.signIn('parent@example.org');
});
afterAll(() => t.close());

describe('saving a child’s staff notes', () => {
  it('staff save sanitized notes through REST and read them back through GraphQL', async () => {
    const res = await staff.rest('POST', `/api/v1/child/${ethanId}/staffNotes`, { staffNotes: '<p onclick="x()">Needs <b>extra</b> help</p>' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ child: { id: ethanId, staffNotes: '<p>Needs <strong>extra</strong> help</p>', staffNotesVersion: 1 } });
    const read = await staff.gql(`query($id: ID!) { node(id: $id) { ... on Child { staffNotes viewerCanEditStaffNotes } } }`, { id: encodeGlobalID('Child', ethanId) });
    expect(read.data.node).toEqual({ staffNotes: '<p>Needs <strong>extra</strong> help</p>', viewerCanEditStaffNotes: true });
  });

  it('staff save through GraphQL; an empty paragraph is stored as no notes', async () => {
    const res = await saveChild(staff, '<h2>Pick-up</h2><ul><li><p>Grandma on Friday</p></li></ul>');
    expect(res.errors).toBeUndefined();
    expect(res.data.updateChildStaffNotes.staffNotes).toBe('<h2>Pick-up</h2><ul><li><p>Grandma on Friday</p></li></ul>');
    const empty = await saveChild(staff, '<p></p>');
    expect(empty.data.updateChildStaffNotes.staffNotes).toBe('');
    expect(await childNotes()).toBe('');
  });

  it('refuses signed-out people (401), parents and interns (403) through both doors, changing nothing', async () => {
    await t.prisma.child.update({ where: { id: ethanId }, data: { staffNotes: '<p>kept</p>' } });
    const intern = await t.signIn('intern@example.org');
    const anonymous = t.anonymous();
    expect((await anonymous.rest('POST', `/api/v1/child/${ethanId}/staffNotes`, { staffNotes: 'x' })).status).toBe(401);
    for (const [client, id] of [[parent, ethanId], [parent, otherChildId], [intern, ethanId]] as const) {
      const rest = await client.rest('POST', `/api/v1/child/${id}/staffNotes`, { staffNotes: '<p>overwritten</p>' });
      expect(rest.status).toBe(403);
      expect(rest.body.error.code).toBe('FORBIDDEN');
      const gql = await saveChild(client, '<p>overwritten</p>', id);
      expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await saveChild(anonymous, 'x')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await childNotes()).toBe('<p>kept</p>');
    expect(await childNotes(otherChildId)).toBe('');
  });

  it('refuses a staff member who is the child’s own parent, through both doors', async () => {
    const account = await t.prisma.account.findUniqueOrThrow({ where: { email: 'staff@example.org' } });
    const own = await t.prisma.parent.create({ data: { accountId: account.id, firstName: 'Sam', lastName: 'Staff', email: 'staff@example.org' } });
    await t.prisma.childParent.create({ data: { parentId: own.id, childId: ethanId } });
    try {
      const client = await t.signIn('staff@example.org');
      const rest = await client.rest('POST', `/api/v1/child/${ethanId}/staffNotes`, { staffNotes: '<p>about my own son</p>' });
      expect(rest.status).toBe(403);
      expect((await saveChild(client, '<p>about my own son</p>')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const own1 = await client.rest('POST', `/api/v1/parent/${own.id}/internalNotes`, { internalNotes: '<p>about myself</p>' });
      expect(own1.status).toBe(403);
      const read = await client.gql(`query($id: ID!) { node(id: $id) { ... on Child { staffNotes viewerCanEditStaffNotes } } }`, { id: encodeGlobalID('Child', ethanId) });
      expect(read.data.node).toEqual({ staffNotes: null, viewerCanEditStaffNotes: false });
      expect(await childNotes()).toBe('<p>kept</p>');
    } finally {
      await t.prisma.childParent.delete({ where: { childId_parentId: { parentId: own.id, childId: ethanId } } });
      await t.prisma.parent.delete({ where: { id: own.id } });
    }
  });

  it('answers bad input with a 400 naming the field, and changes nothing', async () => {
    const long = `<p>${'a'.repeat(5001)}</p>`;
    const cases: [unknown, string][] = [
      [{ staffNotes: long }, 'staffNotes'],
      [{ staffNotes: 42 }, 'staffNotes'],
      [{ notes: '<p>wrong field</p>' }, 'staffNotes'],
      [{ staffNotes: `<p>${'<b></b>'.repeat(20_000)}</p>` }, 'staffNotes'],
    ];
    for (const [body, field] of cases) {
      const res = await staff.rest('POST', `/api/v1/child/${ethanId}/staffNotes`, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'BAD_INPUT', fields: { [field]: expect.any(String) } });
    }
    expect((await staff.rest('POST', '/api/v1/child/abc/staffNotes', { staffNotes: '' })).body.error.fields).toHaveProperty('id');
    const gql = await saveChild(staff, long);
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { staffNotes: expect.stringContaining('5000') } });
    const wrongId = await saveChild(staff, '<p>x</p>', encodeGlobalID('Parent', parentId));
    expect(wrongId.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { childId: expect.any(String) } });
    expect(await childNotes()).toBe('<p>kept</p>');
  });

  it('answers 404 for a child that does not exist', async () => {
    expect((await staff.rest('POST', '/api/v1/child/999999/staffNotes', { staffNotes: '<p>x</p>' })).status).toBe(404);
    expect((await saveChild(staff, '<p>x</p>', 999999)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('keeps exactly one whole value when many staff save at once (last write wins, never a mix)', async () => {
    const values = Array.from({ length: 12 }, (_, i) => `<p>${String(i).repeat(200)}</p>`);
    const results = await Promise.all(values.map((v) => staff.rest('POST', `/api/v1/child/${ethanId}/staffNotes`, { staffNotes: v })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(values).toContain(await childNotes());
  });
});

describe('saving a family’s staff notes (internalNotes)', () => {
  it('staff save through REST and get the parent back in SPEC §3 shape', async () => {
    const res = await staff.rest('POST', `/api/v1/parent/${parentId}/internalNotes`, { internalNotes: '<p>Prefers <i>texts</i></p><img src=x onerror=alert(1)>' });
    expect(res.status).toBe(200);
    expect(res.body.parent).toMatchObject({
      id: parentId,
      email: 'parent@example.org',
      internalNotes: '<p>Prefers <em>texts</em></p>',
      address: { street: '418 Cedar Lane', city: 'Maple Grove', state: 'MN', postalCode: '55369' },
    });
    expect(res.body.parent.emergencyContacts.map((c: { priority: number; relationship: string }) => [c.priority, c.relationship])).toEqual([
      [0, 'parent-guardian'],
      [1, 'relative'],
    ]);
  });

  it('staff save through GraphQL; parents and signed-out people are refused through both doors', async () => {
    const gql = await staff.gql(PARENT_MUTATION, { input: { parentId: encodeGlobalID('Parent', parentId), internalNotes: '<p>Helps with snacks</p>' } });
    expect(gql.data.updateParentInternalNotes.internalNotes).toBe('<p>Helps with snacks</p>');
    expect((await parent.rest('POST', `/api/v1/parent/${parentId}/internalNotes`, { internalNotes: '' })).status).toBe(403);
    expect((await parent.gql(PARENT_MUTATION, { input: { parentId: encodeGlobalID('Parent', parentId), internalNotes: '' } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.anonymous().rest('POST', `/api/v1/parent/${parentId}/internalNotes`, { internalNotes: '' })).status).toBe(401);
    const long = await staff.rest('POST', `/api/v1/parent/${parentId}/internalNotes`, { internalNotes: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toHaveProperty('internalNotes');
    expect((await staff.rest('POST', '/api/v1/parent/999999/internalNotes', { internalNotes: '' })).status).toBe(404);
    expect(await parentNotes()).toBe('<p>Helps with snacks</p>');
  });
});

describe('a parent never reads staff notes', () => {
  it('not on their children, their own record or in the mutation answer', async () => {
    await t.prisma.child.update({ where: { id: ethanId }, data: { staffNotes: '<p>secret child note</p>' } });
    const res = await parent.gql(`{ viewer { parentIdentity { internalNotes viewerCanEditStaffNotes children { staffNotes viewerCanEditStaffNotes } } } }`);
    expect(res.errors).toBeUndefined();
    expect(JSON.stringify(res.data)).not.toMatch(/secret child note|Helps with snacks/);
    expect(res.data.viewer.parentIdentity.viewerCanEditStaffNotes).toBe(false);
    expect(res.data.viewer.parentIdentity.children.every((c: { viewerCanEditStaffNotes: boolean }) => !c.viewerCanEditStaffNotes)).toBe(true);
  });
});

describe('live updates', () => {
  it('announce a save to staff on /api/v1/updates with the child id only, and never to parents', async () => {
    const staffStream = await staff.request('GET', '/api/v1/updates', { headers: { accept: 'text/event-stream' } });
    const parentStream = await parent.request('GET', '/api/v1/updates', { headers: { accept: 'text/event-stream' } });
    const staffReader = staffStream.body!.getReader();
    const parentReader = parentStream.body!.getReader();
    await readUntil(staffReader, ': connected');
    await readUntil(parentReader, ': connected');
    await saveChild(await t.signIn('admin@example.org'), '<p>live note</p>');
    const text = await readUntil(staffReader, 'event: child-updated-staff-notes');
    expect(text).toContain(`event: child-updated-staff-notes\ndata: {"childId":${ethanId}}`);
    expect(text).not.toContain('live note');
    await staffReader.cancel();
    expect(await readUntil(parentReader, await publishMarker(t.bus))).not.toContain('child-updated-staff-notes');
    await parentReader.cancel();
  });

  it('deliver the new notes to a staff GraphQL subscription following that child, re-read with its selection', async () => {
    const sub = await staff.request('POST', '/graphql', {
      headers: { accept: 'text/event-stream' },
      body: { query: 'subscription($id: ID) { childStaffNotesUpdated(childId: $id) { id staffNotes firstName } }', variables: { id: encodeGlobalID('Child', ethanId) } },
    });
    expect(sub.status).toBe(200);
    const reader = sub.body!.getReader();
    // The stream's first message (an SSE comment) is written once the operation listens to the bus.
    await readUntil(reader, ':\n\n');
    const admin = await t.signIn('admin@example.org');
    await saveChild(admin, '<p>not this child</p>', otherChildId);
    await saveChild(admin, '<p>followed child</p>');
    const text = await readUntil(reader, 'followed child');
    expect(text).not.toContain('not this child');
    expect(text).toContain('"staffNotes":"<p>followed child</p>","firstName":"Ethan"');
    await reader.cancel();
  });

  it('refuse the subscription to parents', async () => {
    const res = await parent.rest('POST', '/graphql', { query: 'subscription { childStaffNotesUpdated { id staffNotes } }' });
    expect(JSON.stringify(res.body)).toMatch(/FORBIDDEN/);
  });
});
