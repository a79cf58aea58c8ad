// Family records through GraphQL: a parent sees only their own family; medical information needs
// VIEW_SENSITIVE_INFO (or being the parent); staff notes reach staff only, never the parent concerned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';

let t: TestApp;
let ownChildId: number;
let otherChildId: number;
let otherParentId: number;

const childQuery = `query($id: ID!) { node(id: $id) { ... on Child { firstName hasMedicalInformation medicalInformation staffNotes parents { firstName } } } }`;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  const parent = await t.prisma.parent.findFirstOrThrow({ where: { account: { email: 'parent@example.org' } }, include: { children: true } });
  ownChildId = parent.children[0].childId;
  await t.prisma.child.update({ where: { id: ownChildId }, data: { medicalInformation: 'Peanut allergy (EpiPen in backpack)', staffNotes: '<p>Loves building</p>' } });
  const other = await t.prisma.parent.findFirstOrThrow({ where: { account: { email: 'parent2@example.org' } }, include: { children: true } });
  otherChildId = other.children[0].childId;
  otherParentId = other.id;
});
afterAll(() => t.close());

describe('a parent', () => {
  it('sees their own children, with medical information, and never staff notes', async () => {
    const parent = await t.signIn('parent@example.org');
    const res = await parent.gql('{ viewer { parentIdentity { children { databaseId medicalInformation staffNotes } internalNotes } } }');
    expect(res.errors).toBeUndefined();
    const children = res.data.viewer.parentIdentity.children;
    expect(children).toHaveLength(2);
    const own = children.find((c: { databaseId: number }) => c.databaseId === ownChildId);
    expect(own.medicalInformation).toBe('Peanut allergy (EpiPen in backpack)');
    expect(own.staffNotes).toBeNull();
    expect(res.data.viewer.parentIdentity.internalNotes).toBeNull();
  });

  it('cannot read another family’s child or parent', async () => {
    const parent = await t.signIn('parent@example.org');
    const child = await parent.gql(childQuery, { id: encodeGlobalID('Child', otherChildId) });
    expect(child.data?.node ?? null).toBeNull();
    expect(child.errors?.[0].extensions?.code).toBe('NOT_FOUND'); // node(id) refuses like an unknown id: existence is not revealed
    const otherParent = await parent.gql('query($id: ID!) { node(id: $id) { ... on Parent { email } } }', { id: encodeGlobalID('Parent', otherParentId) });
    expect(otherParent.data?.node ?? null).toBeNull();
  });
});

describe('staff', () => {
  it('without VIEW_SENSITIVE_INFO learn that medical information is on file, not what it is', async () => {
    const staff = await t.signIn('staff@example.org');
    const res = await staff.gql(childQuery, { id: encodeGlobalID('Child', ownChildId) });
    expect(res.errors).toBeUndefined();
    expect(res.data.node).toMatchObject({ hasMedicalInformation: true, medicalInformation: null, staffNotes: '<p>Loves building</p>' });
  });

  it('with VIEW_SENSITIVE_INFO read it', async () => {
    const admin = await t.signIn('admin@example.org');
    const res = await admin.gql(childQuery, { id: encodeGlobalID('Child', ownChildId) });
    expect(res.data.node.medicalInformation).toBe('Peanut allergy (EpiPen in backpack)');
  });

  it('who are also the child’s parent do not see that child’s staff notes', async () => {
    const staffAccount = await t.prisma.account.findUniqueOrThrow({ where: { email: 'staff@example.org' } });
    const parent = await t.prisma.parent.create({ data: { accountId: staffAccount.id, firstName: 'Sam', lastName: 'Staff', email: 'staff@example.org' } });
    await t.prisma.childParent.create({ data: { parentId: parent.id, childId: ownChildId } });
    try {
      const staff = await t.signIn('staff@example.org');
      const res = await staff.gql(childQuery, { id: encodeGlobalID('Child', ownChildId) });
      expect(res.data.node.staffNotes).toBeNull();
      expect(res.data.node.medicalInformation).toBe('Peanut allergy (EpiPen in backpack)');
    } finally {
      await t.prisma.childParent.delete({ where: { childId_parentId: { parentId: parent.id, childId: ownChildId } } });
      await t.prisma.parent.delete({ where: { id: parent.id } });
    }
  });
});

describe('emergency contacts', () => {
  it('are not readable through node(id) outside the family', async () => {
    const contact = await t.prisma.emergencyContact.findFirstOrThrow({ where: { parent: { account: { email: 'parent@example.org' } } } });
    const query = 'query($id: ID!) { node(id: $id) { ... on EmergencyContact { phone name { firstName } } } }';
    const other = await t.signIn('parent2@example.org');
    const denied = await other.gql(query, { id: encodeGlobalID('EmergencyContact', contact.id) });
    expect(denied.data?.node ?? null).toBeNull();
    expect(denied.errors?.[0].extensions?.code).toBe('NOT_FOUND'); // node(id) refuses like an unknown id: existence is not revealed
    const own = await (await t.signIn('parent@example.org')).gql(query, { id: encodeGlobalID('EmergencyContact', contact.id) });
    expect(own.data.node.phone).toBe(contact.phone);
  });
});
