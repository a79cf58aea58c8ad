// The medical-alert line: a parent writes a short line for the leaders with their child, kept apart from
// the full medical notes. Staff and the interns of the child's group read it on the roster and the child
// record through both doors; interns of other groups and other families never do; the full notes still
// need VIEW_SENSITIVE_INFO.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';

const ALERT = 'Peanut allergy — EpiPen in backpack';
let t: TestApp;
let parent: TestClient;
let otherParent: TestClient;
let staff: TestClient;
let admin: TestClient;
let groupIntern: TestClient;
let otherIntern: TestClient;
let child: { id: number; firstName: string; lastName: string; gradeEntering: number };
let groupId: number;
let otherGroupId: number;

const rosterQuery = `query($id: ID!) { node(id: $id) { ... on Group { name roster { child { databaseId hasMedicalInformation medicalAlert medicalInformation } } } } }`;
const contactsQuery = `query($id: ID!) { node(id: $id) { ... on Group { roster { child { databaseId parentContacts { firstName lastName phone } } } } } }`;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  [parent, otherParent, staff, admin, groupIntern] = await Promise.all(
    ['parent@example.org', 'parent2@example.org', 'staff@example.org', 'admin@example.org', 'intern@example.org'].map((e) => t.signIn(e)),
  );
  child = (await parent.rest('GET', '/api/v1/child')).body.children[0];
  const groups = await t.prisma.group.findMany({ where: { year: 2025, type: 'PERMANENT' }, orderBy: { id: 'asc' }, select: { id: true, children: { select: { childId: true } } } });
  groupId = groups.find((g) => g.children.some((c) => c.childId === child.id))!.id;
  otherGroupId = groups.find((g) => g.id !== groupId)!.id;
  // The demo intern leads exactly the child's group; a second intern leads another group.
  const intern = await t.prisma.intern.findFirstOrThrow({ where: { account: { email: 'intern@example.org' } } });
  await t.prisma.groupIntern.deleteMany({ where: { internId: intern.id } });
  await t.prisma.groupIntern.create({ data: { internId: intern.id, groupId } });
  await t.prisma.account.create({
    data: { email: 'other.intern@example.org', fullName: 'Other Intern', intern: { create: { firstName: 'Other', lastName: 'Intern', gradeEntering: 11, groups: { create: { groupId: otherGroupId } } } } },
  });
  otherIntern = await t.signIn('other.intern@example.org');
});
afterAll(() => t.close());

it('the parent writes the alert line on the child form, apart from the full medical notes', async () => {
  const res = await parent.rest('PUT', `/api/v1/child/${child.id}`, { ...child, medicalInformation: 'Severe peanut allergy since 2019; EpiPen Jr 0.15 mg.', medicalAlert: `  ${ALERT}  ` });
  expect(res.status).toBe(200);
  expect(res.body.child).toMatchObject({ medicalAlert: ALERT, hasMedicalInformation: true, medicalInformation: expect.stringContaining('EpiPen Jr') });
  const gql = await parent.gql(`query($id: ID!) { node(id: $id) { ... on Child { medicalAlert } } }`, { id: encodeGlobalID('Child', child.id) });
  expect(gql.data.node.medicalAlert).toBe(ALERT);
  const tooLong = await parent.rest('PUT', `/api/v1/child/${child.id}`, { ...child, medicalAlert: 'x'.repeat(121) });
  expect(tooLong.status).toBe(400);
  expect(tooLong.body.error.fields).toEqual({ medicalAlert: 'Keep this to 120 characters or fewer.' });
});

it('staff without VIEW_SENSITIVE_INFO see the mark and the line on the roster and the child record, not the full notes (both doors)', async () => {
  const roster = await staff.gql(rosterQuery, { id: encodeGlobalID('Group', groupId) });
  expect(roster.errors).toBeUndefined();
  expect(roster.data.node.roster.find((r: { child: { databaseId: number } }) => r.child.databaseId === child.id).child).toEqual({
    databaseId: child.id, hasMedicalInformation: true, medicalAlert: ALERT, medicalInformation: null,
  });
  const rest = await staff.rest('GET', `/api/v1/child/${child.id}`);
  expect(rest.body.child).toMatchObject({ medicalAlert: ALERT, medicalInformation: null, hasMedicalInformation: true });
  const sensitive = await admin.rest('GET', `/api/v1/child/${child.id}`);
  expect(sensitive.body.child).toMatchObject({ medicalAlert: ALERT, medicalInformation: expect.stringContaining('EpiPen Jr') });
});

it('an intern of the child’s group reads the roster with the line, but never the full notes or staff notes (both doors)', async () => {
  const roster = await groupIntern.gql(rosterQuery, { id: encodeGlobalID('Group', groupId) });
  expect(roster.errors).toBeUndefined();
  const entry = roster.data.node.roster.find((r: { child: { databaseId: number } }) => r.child.databaseId === child.id);
  expect(entry.child).toMatchObject({ medicalAlert: ALERT, medicalInformation: null, hasMedicalInformation: true });
  const rest = await groupIntern.rest('GET', `/api/v1/child/${child.id}`);
  expect(rest.status).toBe(200);
  expect(rest.body.child).toMatchObject({ medicalAlert: ALERT, medicalInformation: null, staffNotes: null });
});

it('an intern of another group is refused the roster (FORBIDDEN on a group they may see) and the child (REST 404, GraphQL NOT_FOUND like an unknown id)', async () => {
  const roster = await otherIntern.gql(rosterQuery, { id: encodeGlobalID('Group', groupId) });
  expect(roster.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  expect(roster.data?.node?.roster ?? null).toBeNull();
  const node = await otherIntern.gql(`query($id: ID!) { node(id: $id) { ... on Child { medicalAlert } } }`, { id: encodeGlobalID('Child', child.id) });
  expect(node.data?.node ?? null).toBeNull();
  expect(node.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  expect((await otherIntern.rest('GET', `/api/v1/child/${child.id}`)).status).toBe(404);
  // Their own group's roster is theirs to read.
  const own = await otherIntern.gql(rosterQuery, { id: encodeGlobalID('Group', otherGroupId) });
  expect(own.errors).toBeUndefined();
  expect(own.data.node.roster.every((r: { child: { databaseId: number } }) => r.child.databaseId !== child.id)).toBe(true);
});

it('the roster lists the parents’ names and phones for staff, not for interns', async () => {
  const find = (res: { data: { node: { roster: { child: { databaseId: number; parentContacts: unknown[] } }[] } } }) => res.data.node.roster.find((r) => r.child.databaseId === child.id)!.child;
  const forStaff = find(await staff.gql(contactsQuery, { id: encodeGlobalID('Group', groupId) }));
  expect(forStaff.parentContacts).toEqual(expect.arrayContaining([expect.objectContaining({ phone: expect.stringMatching(/^\d{7,10}$/) })]));
  expect(find(await groupIntern.gql(contactsQuery, { id: encodeGlobalID('Group', groupId) })).parentContacts).toEqual([]);
});

it('a parent of another family never reads the line (REST 404, GraphQL NOT_FOUND like an unknown id)', async () => {
  expect((await otherParent.rest('GET', `/api/v1/child/${child.id}`)).status).toBe(404);
  const node = await otherParent.gql(`query($id: ID!) { node(id: $id) { ... on Child { medicalAlert } } }`, { id: encodeGlobalID('Child', child.id) });
  expect(node.data?.node ?? null).toBeNull();
  expect(node.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  const roster = await otherParent.gql(rosterQuery, { id: encodeGlobalID('Group', groupId) });
  expect(roster.data?.node?.roster ?? null).toBeNull();
});
