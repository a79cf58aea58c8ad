// One schema per form (forms/) serves both server doors and the browser: the emergency
// contact and the intern application, refused through REST and GraphQL, name the same fields with the same
// words, and those are the words the shared schema gives the browser before anything is sent.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { emergencyContactSchema } from '../../../../forms/family.ts';
import { internApplicationSchema } from '../../../../forms/intern-application.ts';
import { fieldProblems } from '../../../../forms/problems.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
});
afterAll(() => t.close());

const browserProblems = (result: { success: boolean; error?: unknown }) => (result.success ? {} : fieldProblems(result.error as never));

it('an emergency contact: both doors refuse with the schema’s words, field by field, and save nothing', async () => {
  const sarah = await t.signIn('parent@example.org');
  const before = await t.prisma.emergencyContact.count();
  const input = { firstName: ' ', lastName: 'Okoro', relationship: 'RELATIVE', phone: '12345' };
  const expected = browserProblems(emergencyContactSchema.safeParse(input));
  expect(expected).toEqual({ firstName: 'Enter the contact’s first name.', phone: 'Enter a phone number like (555) 123-4567.' });

  const rest = await sarah.rest('POST', '/api/v1/parent/emergencyContact', input);
  expect(rest.status).toBe(400);
  expect(rest.body.error.fields).toEqual(expected);
  const gql = await sarah.gql(`mutation($input: EmergencyContactInput!) { saveEmergencyContact(input: $input) { id } }`, { input });
  expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: expected });
  // A relationship the form does not offer (REST only: GraphQL's enum cannot carry it).
  const odd = await sarah.rest('POST', '/api/v1/parent/emergencyContact', { ...input, firstName: 'Ada', phone: '6125550178', relationship: 'neighbor' });
  expect(odd.body.error.fields).toEqual({ relationship: 'Choose how this person knows your family.' });
  expect(await t.prisma.emergencyContact.count()).toBe(before);
});

it('an intern application: both doors refuse with the schema’s words, field by field, and save nothing', async () => {
  await t.prisma.edition.update({ where: { year: 2025 }, data: { internApplicationOpen: true } });
  const applicant = await t.signIn('form-words-intern@example.org');
  const questions = await t.prisma.question.findMany({ where: { year: 2025, kind: 'APPLICATION' }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
  const input = { firstName: 'Ruth', lastName: '', gradeEntering: 3, dateOfBirth: '', phone: '12', acknowledged: false, responses: [] };
  const expected = browserProblems(
    internApplicationSchema(questions.map((q) => ({ id: q.id, key: q.key, prompt: q.prompt, required: q.required }))).safeParse(input),
  );
  expect(expected).toMatchObject({
    lastName: 'Enter your last name.',
    dateOfBirth: 'Enter your date of birth.',
    acknowledged: 'Read the responsibilities and tick the box to accept them.',
  });
  expect(Object.keys(expected)).toEqual(expect.arrayContaining(['gradeEntering', 'phone']));

  const rest = await applicant.rest('POST', '/api/v1/intern', input);
  expect(rest.status).toBe(400);
  expect(rest.body.error.fields).toEqual(expected);
  const gql = await applicant.gql(`mutation($input: InternApplicationInput!) { saveInternApplication(input: $input) { id } }`, { input });
  expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: expected });
  expect(await t.prisma.intern.count({ where: { account: { email: 'form-words-intern@example.org' } } })).toBe(0);
});
