// One info-sheet view is one GraphQL request whose SQL statement count does not depend on how many
// children, emergency contacts, groups or form answers the person has: the queries below ask what the
// client's sheet views ask (ParentSheet_parent, StudentSheet_student, InternSheet_intern,
// StaffSheet_staff), against a small and a large family. Also checks what each view shows to whom.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createEdition, createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';

const NAME = 'id firstName preferredName lastName';
const VIEWS = {
  Parent: `query($id: ID!) { node(id: $id) { ... on Parent { ${NAME} email secondaryEmail providerEmail phone keepInTouch otherEventMessages referralSource
    address { street city state postalCode } internalNotes viewerCanEditStaffNotes
    emergencyContacts { id name { firstName lastName } priority relationship phone } children { ${NAME} } } } }`,
  Child: `query($id: ID!) { node(id: $id) { ... on Child { ${NAME} databaseId gradeEntering dateOfBirth groups(year: 2025) { id name color groupType }
    hasMedicalInformation medicalInformation parentNotes staffNotes viewerCanEditStaffNotes
    currentRegistration { responses { databaseId questionKey prompt response } } parents { ${NAME} } } } }`,
  Intern: `query($id: ID!) { node(id: $id) { ... on Intern { ${NAME} gradeEntering dateOfBirth phone email hasMedicalInfo medicalInfo
    currentApplication { acknowledged responses { key prompt worded } } } } }`,
  Staff: `query($id: ID!) { node(id: $id) { ... on Staff { ${NAME} email phone permissions groups(year: 2025) { id name color groupType } } } }`,
};

interface Person {
  parentId: number;
  childId: number;
  internId: number;
  staffId: number;
}

let t: TestApp;
let staff: TestClient;
let admin: TestClient;
let small: Person;
let large: Person;

/** A family, an intern and a staff member, each with `n` of everything a sheet lists. */
async function makePeople(tag: string, n: number): Promise<Person> {
  const groups = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      t.prisma.group.create({ data: { year: 2025, name: `${tag} group ${i}`, type: i % 2 ? 'ROTATIONAL' : 'PERMANENT', color: '#228be6' } }),
    ),
  );
  const questions = await t.prisma.question.createManyAndReturn({
    data: Array.from({ length: n }, (_, i) => ({ year: 2025, kind: 'REGISTRATION' as const, key: `${tag}-r${i}`, prompt: `Question ${i}?` })),
  });
  const parent = await t.prisma.parent.create({
    data: {
      firstName: 'Pat',
      lastName: tag,
      email: `${tag}@example.org`,
      emergencyContacts: { create: Array.from({ length: n }, (_, i) => ({ firstName: `C${i}`, lastName: tag, priority: i, relationship: 'RELATIVE' as const, phone: '6125550100' })) },
    },
  });
  const children = [];
  for (let i = 0; i < n; i++) {
    children.push(await t.prisma.child.create({ data: { firstName: `Kid${i}`, lastName: tag, gradeEntering: i % 13, parents: { create: { parentId: parent.id } } } }));
  }
  const child = children[0];
  await t.prisma.groupChild.createMany({ data: groups.map((g) => ({ groupId: g.id, childId: child.id })) });
  await t.prisma.registration.create({
    data: {
      childId: child.id,
      year: 2025,
      submittedById: parent.id,
      responses: { create: questions.map((q) => ({ questionId: q.id, prompt: q.prompt, response: `answer ${q.key}` })) },
    },
  });
  const intern = await t.prisma.intern.create({
    data: {
      firstName: 'Ira',
      lastName: tag,
      gradeEntering: 10,
      applications: { create: { year: 2025, acknowledged: true, responses: { create: Array.from({ length: n }, (_, i) => ({ prompt: `Why ${i}?`, response: 'Because' })) } } },
    },
  });
  const { staffId } = await createStaff(t, `${tag}.staff@example.org`);
  await t.prisma.groupStaff.createMany({ data: groups.map((g) => ({ groupId: g.id, staffId })) });
  return { parentId: parent.id, childId: child.id, internId: intern.id, staffId };
}

async function view(client: TestClient, type: keyof typeof VIEWS, id: number) {
  t.db.statements.length = 0;
  const res = await client.gql(VIEWS[type], { id: encodeGlobalID(type, id) });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return { node: res.data.node, statements: t.db.statements.length };
}

beforeAll(async () => {
  t = await createTestApp();
  await createEdition(t);
  await createStaff(t, 'sheet.reader@example.org');
  await createStaff(t, 'sheet.admin@example.org', ['VIEW_SENSITIVE_INFO']);
  staff = await t.signIn('sheet.reader@example.org');
  admin = await t.signIn('sheet.admin@example.org');
  small = await makePeople('Small', 1);
  large = await makePeople('Large', 30);
});
afterAll(() => t.close());

describe('SQL statements per info-sheet view', () => {
  it.each([
    ['Parent', 'parentId'],
    ['Child', 'childId'],
    ['Intern', 'internId'],
    ['Staff', 'staffId'],
  ] as const)('%s view: the same count for 1 and for 30 of everything listed', async (type, key) => {
    const one = await view(staff, type, small[key]);
    const many = await view(staff, type, large[key]);
    expect(many.statements).toBe(one.statements);
    // The session lookup plus the person's own query: a handful, not one per row.
    expect(one.statements).toBeLessThanOrEqual(4);
    expect(JSON.stringify(many.node).length).toBeGreaterThan(JSON.stringify(one.node).length);
  });

  it('lists what the large family has, in order', async () => {
    const parent = (await view(staff, 'Parent', large.parentId)).node;
    expect(parent.emergencyContacts.map((c: { priority: number }) => c.priority)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(parent.children).toHaveLength(30);
    const child = (await view(staff, 'Child', large.childId)).node;
    expect(child.groups).toHaveLength(30);
    expect(child.currentRegistration.responses).toHaveLength(30);
    expect(child.currentRegistration.responses[0]).toMatchObject({ questionKey: 'Large-r0', prompt: 'Question 0?', response: 'answer Large-r0' });
    const intern = (await view(staff, 'Intern', large.internId)).node;
    expect(intern.currentApplication.acknowledged).toBe(true);
    expect(intern.currentApplication.responses).toHaveLength(30);
  });
});

describe('what a sheet shows to whom', () => {
  it('medical information only with VIEW_SENSITIVE_INFO; others learn it is on file', async () => {
    await t.prisma.child.update({ where: { id: small.childId }, data: { medicalInformation: 'Asthma; inhaler in bag' } });
    await t.prisma.intern.update({ where: { id: small.internId }, data: { medicalInfo: 'Bee sting allergy' } });
    expect((await view(staff, 'Child', small.childId)).node).toMatchObject({ hasMedicalInformation: true, medicalInformation: null });
    expect((await view(admin, 'Child', small.childId)).node).toMatchObject({ hasMedicalInformation: true, medicalInformation: 'Asthma; inhaler in bag' });
    expect((await view(staff, 'Intern', small.internId)).node).toMatchObject({ hasMedicalInfo: true, medicalInfo: null });
    expect((await view(admin, 'Intern', small.internId)).node).toMatchObject({ medicalInfo: 'Bee sting allergy' });
  });

  it('only the current edition’s registration and application count', async () => {
    await createEdition(t, { year: 2026, name: 'Next' });
    try {
      expect((await view(staff, 'Child', small.childId)).node.currentRegistration).toBeNull();
      expect((await view(staff, 'Intern', small.internId)).node.currentApplication).toBeNull();
    } finally {
      await createEdition(t, { year: 2025 }).catch(() => t.prisma.programSettings.update({ where: { id: 1 }, data: { currentYear: 2025 } }));
    }
  });

  it('staff sheets are for staff: a parent cannot open one', async () => {
    const parentAccount = await t.prisma.account.create({ data: { email: 'sheet.parent@example.org', parent: { connect: { id: small.parentId } } } });
    const parent = await t.signIn('sheet.parent@example.org');
    const res = await parent.gql(VIEWS.Staff, { id: encodeGlobalID('Staff', small.staffId) });
    expect(res.data?.node ?? null).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND'); // node(id) refuses like an unknown id: existence is not revealed
    const intern = await parent.gql(VIEWS.Intern, { id: encodeGlobalID('Intern', small.internId) });
    expect(intern.data?.node ?? null).toBeNull();
    await t.prisma.parent.update({ where: { id: small.parentId }, data: { accountId: null } });
    await t.prisma.account.delete({ where: { id: parentAccount.id } });
  });
});

describe('the people query (/dashboard/apq)', () => {
  const SEARCH = `query($text: String!, $first: Int) { peopleSearch(text: $text, first: $first) {
    children { id firstName lastName } parents { id firstName lastName } interns { id lastName } staff { id lastName } } }`;

  it('finds people by any part of their name in four statements, however many match', async () => {
    t.db.statements.length = 0;
    const few = await staff.gql(SEARCH, { text: 'small', first: 50 });
    const fewStatements = t.db.statements.length;
    t.db.statements.length = 0;
    const many = await staff.gql(SEARCH, { text: 'LARGE', first: 50 });
    expect(t.db.statements.length).toBe(fewStatements);
    expect(few.data.peopleSearch.children).toHaveLength(1);
    expect(many.data.peopleSearch.children).toHaveLength(30);
    expect(many.data.peopleSearch.parents).toHaveLength(1);
    expect(many.data.peopleSearch.interns).toHaveLength(1);
    expect((await staff.gql(SEARCH, { text: 'kid1 large' })).data.peopleSearch.children.map((c: { firstName: string }) => c.firstName)).toEqual(
      expect.arrayContaining(['Kid1', 'Kid10', 'Kid19']),
    );
  });

  it('is for staff only, and bounded', async () => {
    const anonymous = await t.anonymous().gql(SEARCH, { text: 'large' });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const outsider = await t.signIn('someone.new@example.org');
    expect((await outsider.gql(SEARCH, { text: 'large' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await staff.gql(SEARCH, { text: 'x', first: 500 })).errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { first: expect.any(String) } });
  });
});
