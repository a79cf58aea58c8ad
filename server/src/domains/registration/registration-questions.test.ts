// Typed registration questions: an administrator adds yes/no, choice, date and consent questions; a
// parent's answers are checked by type through both doors and stored with a typed value (a consent keeps
// the typed name and when it was signed); wrong answers name the question in words a parent understands.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';

let t: TestApp;
let admin: TestClient;
let parent: TestClient;
let childId: number;
let form: { questions: { id: number; key: string; type: string; options: string[] }[]; clubs: { name: string }[] };

const ADD = `mutation($prompt: String!, $type: QuestionType, $options: [String!], $required: Boolean) {
  addQuestion(kind: REGISTRATION, prompt: $prompt, type: $type, options: $options, required: $required) { year } }`;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  await t.prisma.edition.update({ where: { year: 2025 }, data: { generalRegistrationOpen: true } });
  [admin, parent] = await Promise.all([t.signIn('admin@example.org'), t.signIn('parent2@example.org')]);
  for (const variables of [
    { prompt: 'Medical release: we may get medical care for your child in an emergency.', type: 'CONSENT', required: true },
    { prompt: 'Which days will your child need the after-care room?', type: 'MANY_OF', options: ['Monday', 'Wednesday', 'Friday'] },
    { prompt: 'First day your child can come', type: 'DATE' },
  ]) {
    const res = await admin.gql(ADD, variables);
    expect(res.errors).toBeUndefined();
  }
  form = (await parent.rest('GET', '/api/v1/registration/form')).body.form;
  childId = (await parent.rest('GET', '/api/v1/child')).body.children[0].id;
});
afterAll(() => t.close());

const byKey = (key: string) => form.questions.find((q) => q.key === key)!;
function responses(overrides: Record<string, string>) {
  const values: Record<string, string> = { church: 'No', elective: form.clubs[0].name, photo: 'Yes', shirtSize: 'Youth M', medicalRelease: 'Linh Nguyen', liabilityWaiver: 'Linh Nguyen', ...overrides };
  return form.questions.map((q) => ({ questionId: q.id, response: values[q.key] ?? '' }));
}

it('the form lists each question with its type and choices', () => {
  expect(byKey('photo')).toMatchObject({ type: 'YES_NO' });
  expect(byKey('shirtSize')).toMatchObject({ type: 'ONE_OF', options: expect.arrayContaining(['Youth M']) });
  expect(byKey('medicalReleaseWeMay')).toMatchObject({ type: 'CONSENT' });
  expect(byKey('whichDaysWillYour')).toMatchObject({ type: 'MANY_OF', options: ['Monday', 'Wednesday', 'Friday'] });
});

it('refuses a choice question with fewer than two choices, in the settings’ words', async () => {
  const res = await admin.gql(ADD, { prompt: 'Pick one', type: 'ONE_OF', options: ['Only'] });
  expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { options: 'List at least two choices, one per line.' } });
});

it('checks every answer by its type and names the question (REST)', async () => {
  const res = await parent.rest('POST', '/api/v1/registration', {
    children: [{ childId, responses: responses({ photo: 'Maybe', shirtSize: 'Huge', medicalReleaseWeMay: '', whichDaysWillYour: 'Sunday', firstDayYourChild: '2025-13-01' }) }],
  });
  expect(res.status).toBe(400);
  expect(res.body.error.fields).toEqual({
    'children[0].photo': 'Choose yes or no.',
    'children[0].shirtSize': 'Choose one of the answers listed.',
    'children[0].medicalReleaseWeMay': 'Type your full name to sign “Medical release”.',
    'children[0].whichDaysWillYour': 'Choose from the answers listed.',
    'children[0].firstDayYourChild': 'Enter a date like 2025-08-11 (year, month, day).',
  });
});

it('stores typed answers; a consent keeps the typed name and when it was signed (GraphQL)', async () => {
  const before = Date.now();
  const res = await parent.gql(
    `mutation($input: SubmitRegistrationInput!) { submitRegistration(input: $input) { responses { questionKey questionType response signedAt } } }`,
    { input: { children: [{ childId: encodeGlobalID('Child', childId), responses: responses({ medicalReleaseWeMay: 'Linh Nguyen', whichDaysWillYour: 'Friday\nMonday', firstDayYourChild: '2025-08-11' }) }] } },
  );
  expect(res.errors).toBeUndefined();
  const answers = Object.fromEntries(res.data.submitRegistration[0].responses.map((r: { questionKey: string }) => [r.questionKey, r]));
  expect(answers.medicalReleaseWeMay).toMatchObject({ questionType: 'CONSENT', response: 'Linh Nguyen' });
  expect(new Date(answers.medicalReleaseWeMay.signedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  expect(answers.whichDaysWillYour.response).toBe('Monday\nFriday');
  const stored = await t.prisma.registrationResponse.findMany({ where: { registration: { childId } }, include: { question: { select: { key: true } } } });
  const value = (key: string) => stored.find((r) => r.question?.key === key)!.value;
  expect(value('photo')).toBe(true);
  expect(value('whichDaysWillYour')).toEqual(['Monday', 'Friday']);
  expect(value('firstDayYourChild')).toBe('2025-08-11');
  expect(value('medicalReleaseWeMay')).toMatchObject({ signedName: 'Linh Nguyen', signedAt: expect.any(String) });
  // The REST door reads back the same typed values.
  const rest = await parent.rest('GET', '/api/v1/child');
  expect(rest.body.children[0].currentRegistration.responses.some((r: { response: string }) => r.response === 'Linh Nguyen')).toBe(true);
});

it('an unsigned required consent blocks the registration through both doors, naming the consent; nothing is stored', async () => {
  const stored = () => t.prisma.registrationResponse.findMany({ where: { registration: { childId } }, orderBy: { id: 'asc' } });
  const before = await stored();
  const unsigned = responses({ medicalReleaseWeMay: 'Linh Nguyen', medicalRelease: '', liabilityWaiver: ' ' });
  const rest = await parent.rest('POST', '/api/v1/registration', { children: [{ childId, responses: unsigned }] });
  expect(rest.status).toBe(400);
  expect(rest.body.error.fields).toEqual({
    'children[0].medicalRelease': 'Type your full name to sign “Medical release”.',
    'children[0].liabilityWaiver': 'Type your full name to sign “Liability waiver”.',
  });
  const gql = await parent.gql(`mutation($input: SubmitRegistrationInput!) { submitRegistration(input: $input) { id } }`, {
    input: { children: [{ childId: encodeGlobalID('Child', childId), responses: unsigned }] },
  });
  expect(gql.errors?.[0].extensions).toMatchObject({
    code: 'BAD_INPUT',
    fields: { 'children[0].medicalRelease': 'Type your full name to sign “Medical release”.', 'children[0].liabilityWaiver': 'Type your full name to sign “Liability waiver”.' },
  });
  expect(await stored()).toEqual(before);
});

it('the church question may stay unanswered while optional; once required, the empty answer is refused by name', async () => {
  const church = byKey('church');
  const EDIT = `mutation($id: ID!, $required: Boolean) { updateQuestion(id: $id, required: $required) { key required } }`;
  const churchId = encodeGlobalID('Question', church.id);
  const submit = () => parent.rest('POST', '/api/v1/registration', { children: [{ childId, responses: responses({ church: '', medicalReleaseWeMay: 'Linh Nguyen' }) }] });
  expect((await submit()).status).toBe(201);
  expect((await admin.gql(EDIT, { id: churchId, required: true })).data.updateQuestion).toEqual({ key: 'church', required: true });
  try {
    const refused = await submit();
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ 'children[0].church': 'Tell us whether your family attends church.' });
    const answered = await parent.rest('POST', '/api/v1/registration', { children: [{ childId, responses: responses({ church: 'No', medicalReleaseWeMay: 'Linh Nguyen' }) }] });
    expect(answered.status).toBe(201);
  } finally {
    await admin.gql(EDIT, { id: churchId, required: false });
  }
});

it('only MANAGE_VBS adds questions', async () => {
  const res = await parent.gql(ADD, { prompt: 'Sneaky question', type: 'TEXT' });
  expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
});
