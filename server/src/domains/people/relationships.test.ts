// Emergency contact relationships through both doors: the SPEC §3 codes REST clients already send keep
// working, the added options and "other" with words save and read back, and a bad value is a 400 naming
// the field with nothing saved.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
});
afterAll(() => t.close());

const SAVE = `mutation($input: EmergencyContactInput!) { saveEmergencyContact(input: $input) { emergencyContacts { name { firstName } relationship relationshipOther } } }`;
const name = (firstName: string) => ({ firstName, lastName: 'Ames' });
type Row = { name: { firstName: string }; relationship: string; relationshipOther: string };
const find = (rows: Row[], firstName: string) => rows.find((c) => c.name.firstName === firstName);

it('REST: the documented codes still save, the added ones and "other" with words save and read back', async () => {
  const sarah = await t.signIn('parent@example.org');
  for (const [firstName, relationship] of [['Pam', 'parent-guardian'], ['Gus', 'grandparent'], ['Ann', 'aunt-uncle'], ['Sib', 'adult-sibling'], ['Rel', 'relative'], ['Fay', 'family-friend']]) {
    const res = await sarah.rest('POST', '/api/v1/parent/emergencyContact/', { name: name(firstName), relationship, phone: '7635550111' });
    expect(res.status).toBe(201);
    expect(find(res.body.emergencyContacts, firstName)).toMatchObject({ relationship, relationshipOther: '' });
  }
  const other = await sarah.rest('POST', '/api/v1/parent/emergencyContact/', { name: name('Ned'), relationship: 'other', relationshipOther: 'Next-door neighbor', phone: '7635550112' });
  expect(find(other.body.emergencyContacts, 'Ned')).toMatchObject({ relationship: 'other', relationshipOther: 'Next-door neighbor' });
  const read = await sarah.rest('GET', '/api/v1/parent/emergencyContact/');
  expect(find(read.body.emergencyContacts, 'Ned')).toMatchObject({ relationship: 'other', relationshipOther: 'Next-door neighbor' });
  const gql = await sarah.gql(`{ viewer { parentIdentity { emergencyContacts { name { firstName } relationship relationshipOther } } } }`);
  const rows = (gql.data as { viewer: { parentIdentity: { emergencyContacts: Row[] } } }).viewer.parentIdentity.emergencyContacts;
  expect(find(rows, 'Ned')).toMatchObject({ relationship: 'OTHER', relationshipOther: 'Next-door neighbor' });
  expect(find(rows, 'Sib')).toMatchObject({ relationship: 'ADULT_SIBLING', relationshipOther: '' });
});

it('GraphQL: the added options save, and "other" keeps its words', async () => {
  const sarah = await t.signIn('parent@example.org');
  // Room under the ten-contact limit for this test's two.
  const listed = await sarah.rest('GET', '/api/v1/parent/emergencyContact/');
  for (const c of listed.body.emergencyContacts.filter((c: Row & { id: number }) => c.name.firstName !== 'Ned').slice(0, 2)) {
    expect((await sarah.rest('DELETE', `/api/v1/parent/emergencyContact/?id=${c.id}`)).status).toBe(200);
  }
  const aunt = await sarah.gql(SAVE, { input: { ...name('Ida'), relationship: 'AUNT_UNCLE', phone: '6125550170' } });
  expect(aunt.errors).toBeUndefined();
  const other = await sarah.gql(SAVE, { input: { ...name('Oz'), relationship: 'OTHER', relationshipOther: 'Godmother', phone: '6125550171' } });
  expect(other.errors).toBeUndefined();
  const rows = (other.data as { saveEmergencyContact: { emergencyContacts: Row[] } }).saveEmergencyContact.emergencyContacts;
  expect(find(rows, 'Ida')).toMatchObject({ relationship: 'AUNT_UNCLE', relationshipOther: '' });
  expect(find(rows, 'Oz')).toMatchObject({ relationship: 'OTHER', relationshipOther: 'Godmother' });
});

it('both doors refuse "other" without words and an unknown value, naming the field, and save nothing', async () => {
  const sarah = await t.signIn('parent@example.org');
  const before = await t.prisma.emergencyContact.count();
  const input = { ...name('Una'), relationship: 'OTHER', phone: '6125550172' };
  const words = { relationshipOther: 'Say who this person is to your family (e.g. neighbor).' };
  const rest = await sarah.rest('POST', '/api/v1/parent/emergencyContact/', { ...input, relationship: 'other' });
  expect(rest.status).toBe(400);
  expect(rest.body.error.fields).toEqual(words);
  const gql = await sarah.gql(SAVE, { input });
  expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: words });
  const odd = await sarah.rest('POST', '/api/v1/parent/emergencyContact/', { ...input, relationship: 'cousin' });
  expect(odd.status).toBe(400);
  expect(odd.body.error.fields).toEqual({ relationship: 'Choose how this person knows your family.' });
  expect(await t.prisma.emergencyContact.count()).toBe(before);
});
