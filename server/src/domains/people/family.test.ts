// A family's own records through both doors: profile, emergency contacts (with reordering), children and
// a second parent/guardian; every denial (another family, signed out, bad input) and the SQL count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';

let t: TestApp;
let sarah: TestClient; // parent@example.org: two children, two emergency contacts
let david: TestClient; // parent2@example.org: one child
let sarahParentId: number;
let davidChildId: number;

const PROFILE = {
  firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org', phone: '(612) 555-0199', keepInTouch: true, otherEventMessages: false,
  referralSource: 'website,friend:Ann Lee', address: { street: '1 Main St', city: 'Maple Grove', state: 'MN', postalCode: '55369' },
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  sarah = await t.signIn('parent@example.org');
  david = await t.signIn('parent2@example.org');
  sarahParentId = (await sarah.rest('GET', '/api/v1/parent')).body.parent.id;
  davidChildId = (await david.rest('GET', '/api/v1/child')).body.children[0].id;
});
afterAll(() => t.close());

describe('profile', () => {
  it('a new parent saves their profile; the phone is stored as digits and read back (REST)', async () => {
    const grace = await t.signIn('grace@example.org');
    const res = await grace.rest('PUT', '/api/v1/parent/', PROFILE);
    expect(res.status).toBe(200);
    expect(res.body.parent).toMatchObject({ firstName: 'Grace', phone: '6125550199', referralSource: 'website,friend:Ann Lee', address: PROFILE.address, internalNotes: null, emergencyContacts: [] });
    expect((await grace.rest('GET', '/api/v1/parent')).body.parent.phone).toBe('6125550199');
  });

  it('bad input answers 400 naming every field and changes nothing (both doors)', async () => {
    const before = await t.prisma.parent.findUniqueOrThrow({ where: { id: sarahParentId } });
    const res = await sarah.rest('PUT', '/api/v1/parent', { ...PROFILE, email: 'not-an-email', phone: '12345', referralSource: 'website,tv' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_INPUT');
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['email', 'phone', 'referralSource']);
    const gql = await sarah.gql(
      `mutation($input: ParentProfileInput!) { updateParentProfile(input: $input) { id } }`,
      { input: { ...PROFILE, referralSource: undefined, referralSources: [{ code: 'friend', detail: 'x' }], firstName: ' ', address: { postalCode: '55369!' } } },
    );
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { firstName: 'Enter your first name.', 'address.postalCode': expect.any(String) } });
    expect(await t.prisma.parent.findUniqueOrThrow({ where: { id: sarahParentId } })).toEqual(before);
  });

  it('a parent cannot read another family’s parent record (REST 404, GraphQL NOT_FOUND like an unknown id)', async () => {
    const davidParentId = (await david.rest('GET', '/api/v1/parent')).body.parent.id;
    expect((await sarah.rest('GET', `/api/v1/parent?id=${davidParentId}`)).status).toBe(404);
    const gql = await sarah.gql(`query($id: ID!) { node(id: $id) { ... on Parent { email phone } } }`, { id: encodeGlobalID('Parent', davidParentId) });
    expect(gql.data?.node ?? null).toBeNull();
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND'); // node(id) refuses like an unknown id: existence is not revealed
  });

  it('signed out is 401 on every family call', async () => {
    const anon = t.anonymous();
    for (const [method, path] of [['GET', '/api/v1/parent'], ['PUT', '/api/v1/parent'], ['GET', '/api/v1/child'], ['GET', '/api/v1/parent/emergencyContact/'], ['PUT', '/api/v1/child/']] as const) {
      expect((await anon.rest(method, path, method === 'PUT' ? {} : undefined)).status, `${method} ${path}`).toBe(401);
    }
    const gql = await anon.gql(`mutation { deleteEmergencyContact(id: "x") { id } }`);
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('staff read a family with staff notes; only staff may list registered families’ e-mails', async () => {
    const admin = await t.signIn('admin@example.org');
    const res = await admin.rest('GET', `/api/v1/parent?id=${sarahParentId}`);
    expect(res.body.parent.internalNotes).toContain('snacks');
    const emails = await admin.rest('GET', '/api/v1/parent/emails');
    expect(emails.body.emails).toEqual(expect.arrayContaining(['parent@example.org', 'sarah.mitchell@example.com', 'parent2@example.org']));
    expect((await sarah.rest('GET', '/api/v1/parent/emails')).status).toBe(403);
  });
});

describe('emergency contacts', () => {
  const names = (body: { emergencyContacts: { name: { firstName: string }; priority: number }[] }) =>
    body.emergencyContacts.map((c) => `${c.priority}:${c.name.firstName}`);

  it('add, edit, reorder and delete keep priorities 0..n-1 (REST)', async () => {
    const added = await sarah.rest('POST', '/api/v1/parent/emergencyContact/', { name: { firstName: 'Ruth', lastName: 'Ames' }, relationship: 'family-friend', phone: '763-555-0111' });
    expect(added.status).toBe(201);
    expect(names(added.body)).toEqual(['0:Mark', '1:Linda', '2:Ruth']);
    const ruth = added.body.emergencyContacts[2];
    expect(ruth).toMatchObject({ relationship: 'family-friend', phone: '7635550111' });

    const moved = await sarah.rest('PUT', `/api/v1/parent/emergencyContact/priority?id=${ruth.id}&priority=0`);
    expect(names(moved.body)).toEqual(['0:Ruth', '1:Mark', '2:Linda']);
    const edited = await sarah.rest('POST', '/api/v1/parent/emergencyContact/', { id: ruth.id, firstName: 'Ruthie', lastName: 'Ames', relationship: 'relative', phone: '5550111' });
    expect(names(edited.body)).toEqual(['0:Ruthie', '1:Mark', '2:Linda']);
    const deleted = await sarah.rest('DELETE', `/api/v1/parent/emergencyContact/?id=${ruth.id}`);
    expect(names(deleted.body)).toEqual(['0:Mark', '1:Linda']);
  });

  it('concurrent reorders never lose or duplicate a priority', async () => {
    const extra = await sarah.rest('POST', '/api/v1/parent/emergencyContact/', { firstName: 'Paul', lastName: 'Ames', relationship: 'relative', phone: '7635550112' });
    const ids: number[] = extra.body.emergencyContacts.map((c: { id: number }) => c.id);
    await Promise.all(ids.flatMap((id, i) => [sarah.rest('PUT', `/api/v1/parent/emergencyContact/priority?id=${id}&priority=${(i + 1) % ids.length}`), sarah.rest('PUT', `/api/v1/parent/emergencyContact/priority?id=${id}&priority=0`)]));
    const rows = await t.prisma.emergencyContact.findMany({ where: { parentId: sarahParentId }, orderBy: { priority: 'asc' } });
    expect(rows.map((r) => r.priority)).toEqual([0, 1, 2]);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(ids));
    await sarah.rest('DELETE', `/api/v1/parent/emergencyContact/?id=${ids.find((id) => rows.find((r) => r.id === id)?.firstName === 'Paul')}`);
  });

  it('through GraphQL, and never another family’s contact', async () => {
    const res = await sarah.gql(`{ viewer { parentIdentity { emergencyContacts { id name { firstName } } } } }`);
    const [first, second] = res.data.viewer.parentIdentity.emergencyContacts;
    const moved = await sarah.gql(`mutation($id: ID!) { moveEmergencyContact(id: $id, priority: 5) { emergencyContacts { name { firstName } priority } } }`, { id: first.id });
    expect(moved.data.moveEmergencyContact.emergencyContacts).toEqual([{ name: { firstName: second.name.firstName }, priority: 0 }, { name: { firstName: first.name.firstName }, priority: 1 }]);
    await sarah.gql(`mutation($id: ID!) { moveEmergencyContact(id: $id, priority: 0) { id } }`, { id: first.id });

    const stolen = await david.gql(`mutation($id: ID!) { deleteEmergencyContact(id: $id) { id } }`, { id: first.id });
    expect(stolen.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const restStolen = await david.rest('DELETE', `/api/v1/parent/emergencyContact/?id=${Buffer.from(first.id, 'base64').toString().split(':')[1]}`);
    expect(restStolen.status).toBe(404);
    const bad = await sarah.rest('POST', '/api/v1/parent/emergencyContact/', { firstName: 'X', lastName: 'Y', relationship: 'cousin', phone: '12' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['phone', 'relationship']);
    expect(await t.prisma.emergencyContact.count({ where: { parentId: sarahParentId } })).toBe(2);

    const words = { priority: 'Give a priority of 0 or more (0 is called first).' };
    const byRest = await sarah.rest('PUT', `/api/v1/parent/emergencyContact/priority?id=${Buffer.from(first.id, 'base64').toString().split(':')[1]}&priority=-1`);
    expect(byRest.status).toBe(400);
    expect(byRest.body.error).toMatchObject({ code: 'BAD_INPUT', fields: words });
    const byGql = await sarah.gql(`mutation($id: ID!) { moveEmergencyContact(id: $id, priority: -1) { id } }`, { id: first.id });
    expect(byGql.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: words });
  });
});

describe('children', () => {
  it('a parent adds and edits a child; grade and date of birth are checked (REST)', async () => {
    const added = await david.rest('PUT', '/api/v1/child/', { firstName: 'An', lastName: 'Nguyen', gradeEntering: 0, dateOfBirth: '2020-06-01', medicalInformation: 'Asthma', parentNotes: '' });
    expect(added.status).toBe(201);
    expect(added.body.child).toMatchObject({ firstName: 'An', gradeEntering: 0, dateOfBirth: '2020-06-01', medicalInformation: 'Asthma', staffNotes: null, currentRegistration: null });
    const id = added.body.child.id;
    const edited = await david.rest('PUT', `/api/v1/child/${id}`, { firstName: 'An', preferredName: 'Annie', lastName: 'Nguyen', gradeEntering: 1 });
    expect(edited.body.child).toMatchObject({ preferredName: 'Annie', gradeEntering: 1, dateOfBirth: null, medicalInformation: '' });
    const bad = await david.rest('PUT', `/api/v1/child/${id}`, { firstName: 'An', lastName: 'Nguyen', gradeEntering: 14, dateOfBirth: '2030-02-30' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['dateOfBirth', 'gradeEntering']);
    expect((await t.prisma.child.findUniqueOrThrow({ where: { id } })).gradeEntering).toBe(1);
    expect((await david.rest('GET', '/api/v1/child')).body.children.map((c: { firstName: string }) => c.firstName).sort()).toEqual(['An', 'Mia']);
  });

  it('a parent never reads or edits another family’s child (both doors)', async () => {
    expect((await sarah.rest('GET', `/api/v1/child/${davidChildId}`)).status).toBe(404);
    expect((await sarah.rest('PUT', `/api/v1/child/${davidChildId}`, { firstName: 'X', lastName: 'Y', gradeEntering: 1 })).status).toBe(404);
    const gql = await sarah.gql(`mutation($input: ChildInput!) { saveChild(input: $input) { child { id } } }`, {
      input: { id: encodeGlobalID('Child', davidChildId), firstName: 'X', lastName: 'Y', gradeEntering: 1 },
    });
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await t.prisma.child.findUniqueOrThrow({ where: { id: davidChildId } })).firstName).toBe('Mia');
  });

  it('medical information reaches staff only with VIEW_SENSITIVE_INFO (REST)', async () => {
    const staff = await t.signIn('staff@example.org');
    const admin = await t.signIn('admin@example.org');
    const lily = (await sarah.rest('GET', '/api/v1/child')).body.children.find((c: { firstName: string }) => c.firstName === 'Lily');
    expect(lily.medicalInformation).toContain('tree nuts');
    expect((await staff.rest('GET', `/api/v1/child/${lily.id}`)).body.child).toMatchObject({ hasMedicalInformation: true, medicalInformation: null });
    expect((await admin.rest('GET', `/api/v1/child/${lily.id}`)).body.child.medicalInformation).toContain('tree nuts');
  });

  it('the staff children list costs the same number of SQL statements whatever the number of children', async () => {
    const admin = await t.signIn('admin@example.org');
    await admin.rest('GET', '/api/v1/child');
    t.db.statements.length = 0;
    const first = await admin.rest('GET', '/api/v1/child');
    const before = t.db.statements.length;
    const parent = await t.prisma.parent.findFirstOrThrow({ where: { account: { email: 'parent2@example.org' } } });
    for (let i = 0; i < 5; i++) {
      await t.prisma.child.create({ data: { firstName: `Extra${i}`, lastName: 'Kid', gradeEntering: 2, parents: { create: { parentId: parent.id } }, registrations: { create: { year: 2025, submittedById: parent.id } } } });
    }
    t.db.statements.length = 0;
    const second = await admin.rest('GET', '/api/v1/child');
    expect(second.body.children.length).toBe(first.body.children.length + 5);
    expect(t.db.statements.length).toBe(before);
  });
});

describe('a second parent or guardian', () => {
  it('is invited by e-mail, accepts after signing in with it, and then shares the children', async () => {
    const invite = await sarah.gql(`mutation { inviteGuardian(input: { firstName: "Mark", lastName: "Mitchell", email: "Mark.Mitchell@example.org" }) { guardians { email joined } } }`);
    expect(invite.errors).toBeUndefined();
    expect(invite.data.inviteGuardian.guardians).toEqual([{ email: 'mark.mitchell@example.org', joined: false }]);

    // Someone else cannot see or accept it.
    expect((await david.gql(`{ guardianInvitations { databaseId } }`)).data.guardianInvitations).toEqual([]);
    const mark = await t.signIn('mark.mitchell@example.org');
    const { data } = await mark.gql(`{ guardianInvitations { databaseId invitedBy childNames } }`);
    expect(data.guardianInvitations).toEqual([{ databaseId: expect.any(Number), invitedBy: ['Sarah Mitchell'], childNames: ['Ethan Mitchell', 'Lily Mitchell'] }]);
    const stolen = await david.gql(`mutation($id: Int!) { acceptGuardianInvite(id: $id) { id } }`, { id: data.guardianInvitations[0].databaseId });
    expect(stolen.errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const accepted = await mark.gql(`mutation($id: Int!) { acceptGuardianInvite(id: $id) { children { firstName medicalInformation } guardians { firstName joined } } }`, { id: data.guardianInvitations[0].databaseId });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data.acceptGuardianInvite.children.map((c: { firstName: string }) => c.firstName)).toEqual(['Ethan', 'Lily']);
    expect(accepted.data.acceptGuardianInvite.guardians).toEqual([{ firstName: 'Sarah', joined: true }]);
    // A child Sarah adds later belongs to Mark too.
    const baby = await sarah.rest('PUT', '/api/v1/child', { firstName: 'Noah', lastName: 'Mitchell', gradeEntering: 0 });
    expect(baby.body.child.parentIds).toHaveLength(2);
    expect((await mark.rest('GET', `/api/v1/child/${baby.body.child.id}`)).status).toBe(200);
  });

  it('shows the name a guardian goes by beside their other names, to the family only', async () => {
    await t.prisma.parent.update({ where: { id: sarahParentId }, data: { preferredName: 'Sally' } });
    const GUARDIANS = `{ viewer { parentIdentity { guardians { firstName preferredName lastName } } } }`;
    const mark = await t.signIn('mark.mitchell@example.org');
    const own = await mark.gql(GUARDIANS);
    expect(own.errors).toBeUndefined();
    expect(own.data.viewer.parentIdentity.guardians).toEqual([{ firstName: 'Sarah', preferredName: 'Sally', lastName: 'Mitchell' }]);
    // Another family's parent, and staff reading Sarah as a node, learn no guardian's names at all.
    expect((await david.gql(GUARDIANS)).data.viewer.parentIdentity.guardians).toEqual([]);
    const admin = await t.signIn('admin@example.org');
    const asStaff = await admin.gql(`query($id: ID!) { node(id: $id) { ... on Parent { guardians { preferredName } } } }`, { id: encodeGlobalID('Parent', sarahParentId) });
    expect(asStaff.errors).toBeUndefined();
    expect(asStaff.data.node.guardians).toEqual([]);
  });
});
