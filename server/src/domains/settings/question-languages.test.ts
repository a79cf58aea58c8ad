// Form questions in two languages: an administrator writes each question's prompt and choices in English and,
// optionally, Spanish; a reader gets them in the request's language (the vbs-lang cookie, else the browser's
// Accept-Language) through both doors, the English where the Spanish is blank; answers stay the English
// choice whatever the reader saw; the settings refuse bad Spanish naming the field; only MANAGE_VBS writes.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';

let t: TestApp;
let admin: TestClient;
let staff: TestClient;
let parent: TestClient;

const ADD = `mutation($kind: QuestionKind!, $prompt: String!, $promptEs: String, $type: QuestionType, $options: [String!], $optionsEs: [String!]) {
  addQuestion(kind: $kind, prompt: $prompt, promptEs: $promptEs, type: $type, options: $options, optionsEs: $optionsEs) { year } }`;
const UPDATE = `mutation($id: ID!, $promptEs: String, $options: [String!], $optionsEs: [String!]) {
  updateQuestion(id: $id, promptEs: $promptEs, options: $options, optionsEs: $optionsEs) { promptEn promptEs options optionsEs } }`;
const QUESTIONS = `{ currentEdition { registrationQuestions { id databaseId key prompt promptEn promptEs options optionsEs optionLabels } applicationQuestions { key prompt } } }`;

interface GqlQuestion {
  id: string;
  databaseId: number;
  key: string;
  prompt: string;
  promptEn: string;
  promptEs: string | null;
  options: string[];
  optionsEs: string[];
  optionLabels: string[];
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  await t.prisma.edition.update({ where: { year: 2025 }, data: { generalRegistrationOpen: true } });
  [admin, staff, parent] = await Promise.all([t.signIn('admin@example.org'), t.signIn('staff@example.org'), t.signIn('parent2@example.org')]);
  const added = await admin.gql(ADD, {
    kind: 'REGISTRATION',
    prompt: 'Which snack does your child like best?',
    promptEs: '¿Qué merienda prefiere su hijo?',
    type: 'ONE_OF',
    options: ['Apples', 'Crackers', 'Cheese'],
    optionsEs: ['Manzanas', '', 'Queso'],
  });
  expect(added.errors).toBeUndefined();
  const plain = await admin.gql(ADD, { kind: 'REGISTRATION', prompt: 'Anything else we should know?', type: 'TEXT' });
  expect(plain.errors).toBeUndefined();
}, 240_000);
afterAll(() => t.close());

const questionsAs = async (client: TestClient) => {
  const res = await client.gql<{ currentEdition: { registrationQuestions: GqlQuestion[]; applicationQuestions: { key: string; prompt: string }[] } }>(QUESTIONS);
  expect(res.errors).toBeUndefined();
  return res.data.currentEdition;
};
const inLanguage = <T>(client: TestClient, language: string, read: () => Promise<T>) => {
  client.cookies.set('vbs-lang', language);
  return read().finally(() => client.cookies.delete('vbs-lang'));
};

it('GraphQL gives each question in the reader’s language, the English where the Spanish is blank', async () => {
  const spanish = await inLanguage(parent, 'es', () => questionsAs(parent));
  const snack = spanish.registrationQuestions.find((q) => q.key === 'whichSnackDoesYour')!;
  expect(snack).toMatchObject({
    prompt: '¿Qué merienda prefiere su hijo?',
    promptEn: 'Which snack does your child like best?',
    promptEs: '¿Qué merienda prefiere su hijo?',
    options: ['Apples', 'Crackers', 'Cheese'],
    optionsEs: ['Manzanas', '', 'Queso'],
    optionLabels: ['Manzanas', 'Crackers', 'Queso'],
  });
  // No Spanish written: the Spanish reader reads the English.
  expect(spanish.registrationQuestions.find((q) => q.key === 'anythingElseWeShould')).toMatchObject({ prompt: 'Anything else we should know?', promptEs: null });
  // The demo questions come with their Spanish, the application's too.
  expect(spanish.registrationQuestions.find((q) => q.key === 'shirtSize')).toMatchObject({ prompt: 'Talla de camiseta', optionLabels: expect.arrayContaining(['Infantil M']) });
  expect(spanish.applicationQuestions.find((q) => q.key === 'why')!.prompt).toMatch(/^¿Por qué te gustaría/);

  const english = await inLanguage(parent, 'en', () => questionsAs(parent));
  expect(english.registrationQuestions.find((q) => q.key === 'whichSnackDoesYour')).toMatchObject({
    prompt: 'Which snack does your child like best?',
    optionLabels: ['Apples', 'Crackers', 'Cheese'],
  });
});

it('without a language cookie, the browser’s Accept-Language chooses; the cookie wins over it', async () => {
  const ask = async (headers: Record<string, string>) => {
    const res = await parent.request('POST', '/graphql', { body: { query: QUESTIONS }, headers });
    const body = (await res.json()) as { data: { currentEdition: { registrationQuestions: GqlQuestion[] } } };
    return body.data.currentEdition.registrationQuestions.find((q) => q.key === 'photo')!.prompt;
  };
  expect(await ask({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' })).toMatch(/^¿Nos da permiso/);
  expect(await ask({ 'accept-language': 'en-US,en;q=0.9' })).toMatch(/^May we include/);
  expect(await inLanguage(parent, 'en', () => ask({ 'accept-language': 'es' }))).toMatch(/^May we include/);
});

it('REST keeps the form’s shape and gains the Spanish: the prompt and labels by the reader’s language', async () => {
  const spanish = await inLanguage(parent, 'es', () => parent.rest('GET', '/api/v1/registration/form'));
  expect(spanish.status).toBe(200);
  const snack = spanish.body.form.questions.find((q: { key: string }) => q.key === 'whichSnackDoesYour');
  expect(snack).toMatchObject({
    prompt: '¿Qué merienda prefiere su hijo?',
    promptEn: 'Which snack does your child like best?',
    promptEs: '¿Qué merienda prefiere su hijo?',
    type: 'ONE_OF',
    options: ['Apples', 'Crackers', 'Cheese'],
    optionsEs: ['Manzanas', '', 'Queso'],
    optionLabels: ['Manzanas', 'Crackers', 'Queso'],
  });
  const english = await parent.rest('GET', '/api/v1/registration/form');
  expect(english.body.form.questions.find((q: { key: string }) => q.key === 'whichSnackDoesYour')).toMatchObject({ prompt: 'Which snack does your child like best?', optionLabels: ['Apples', 'Crackers', 'Cheese'] });
});

it('stores the English choice and prompt whatever language the parent read; a Spanish label is not an answer', async () => {
  const form = (await inLanguage(parent, 'es', () => parent.rest('GET', '/api/v1/registration/form'))).body.form;
  const childId = (await parent.rest('GET', '/api/v1/child')).body.children[0].id;
  const values: Record<string, string> = {
    church: 'No',
    elective: form.clubs[0].name,
    photo: 'Yes',
    shirtSize: 'Youth M',
    medicalRelease: 'Linh Nguyen',
    liabilityWaiver: 'Linh Nguyen',
    whichSnackDoesYour: 'Cheese',
  };
  const responses = (overrides: Record<string, string>) => form.questions.map((q: { id: number; key: string }) => ({ questionId: q.id, response: { ...values, ...overrides }[q.key] ?? '' }));

  const refused = await inLanguage(parent, 'es', () => parent.rest('POST', '/api/v1/registration', { children: [{ childId, responses: responses({ whichSnackDoesYour: 'Queso' }) }] }));
  expect(refused.status).toBe(400);
  expect(Object.keys(refused.body.error.fields)).toEqual(['children[0].whichSnackDoesYour']);

  const sent = await inLanguage(parent, 'es', () =>
    parent.gql(`mutation($input: SubmitRegistrationInput!) { submitRegistration(input: $input) { id } }`, {
      input: { children: [{ childId: encodeGlobalID('Child', childId), responses: responses({}) }] },
    }),
  );
  expect(sent.errors).toBeUndefined();
  const stored = await t.prisma.registrationResponse.findMany({ where: { registration: { childId }, question: { key: { in: ['whichSnackDoesYour', 'shirtSize', 'photo'] } } }, orderBy: { id: 'asc' } });
  expect(stored.map((r) => [r.prompt, r.response])).toEqual([
    ['May we include your child in photos shared in church publications and on our website?', 'Yes'],
    ['T-shirt size', 'Youth M'],
    ['Which snack does your child like best?', 'Cheese'],
  ]);
});

it('the settings change the Spanish alone: a blank prompt removes it, choices stay beside their English ones', async () => {
  const snack = (await questionsAs(admin)).registrationQuestions.find((q) => q.key === 'whichSnackDoesYour')!;
  const set = await admin.gql(UPDATE, { id: snack.id, optionsEs: ['Manzanas', 'Galletas saladas', 'Queso'] });
  expect(set.errors).toBeUndefined();
  expect(set.data.updateQuestion).toEqual({ promptEn: snack.promptEn, promptEs: '¿Qué merienda prefiere su hijo?', options: ['Apples', 'Crackers', 'Cheese'], optionsEs: ['Manzanas', 'Galletas saladas', 'Queso'] });
  // New English choices keep the Spanish at their places until it is rewritten.
  const reworded = await admin.gql(UPDATE, { id: snack.id, options: ['Apples', 'Crackers', 'Cheese', 'Grapes'] });
  expect(reworded.errors).toBeUndefined();
  expect(reworded.data.updateQuestion).toMatchObject({ options: ['Apples', 'Crackers', 'Cheese', 'Grapes'], optionsEs: ['Manzanas', 'Galletas saladas', 'Queso', ''] });
  const cleared = await admin.gql(UPDATE, { id: snack.id, promptEs: '  ' });
  expect(cleared.data.updateQuestion.promptEs).toBeNull();
  expect((await inLanguage(parent, 'es', () => questionsAs(parent))).registrationQuestions.find((q) => q.key === 'whichSnackDoesYour')!.prompt).toBe(snack.promptEn);
});

it('refuses bad Spanish naming the field, on adding and on changing', async () => {
  const tooShort = await admin.gql(ADD, { kind: 'REGISTRATION', prompt: 'Favorite color?', promptEs: '¿?', type: 'TEXT' });
  expect(tooShort.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { promptEs: expect.stringMatching(/Spanish question/) } });
  const tooMany = await admin.gql(ADD, { kind: 'REGISTRATION', prompt: 'Favorite color?', type: 'ONE_OF', options: ['Red', 'Blue'], optionsEs: ['Rojo', 'Azul', 'Verde'] });
  expect(tooMany.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { optionsEs: 'Give at most one Spanish choice for each English choice, in the same order.' } });
  const longChoice = await admin.gql(ADD, { kind: 'REGISTRATION', prompt: 'Favorite color?', type: 'ONE_OF', options: ['Red', 'Blue'], optionsEs: ['R'.repeat(101)] });
  expect(longChoice.errors?.[0].extensions?.fields).toHaveProperty(['optionsEs[0]']);

  const snack = (await questionsAs(admin)).registrationQuestions.find((q) => q.key === 'whichSnackDoesYour')!;
  const overlong = await admin.gql(UPDATE, { id: snack.id, promptEs: 'x'.repeat(501) });
  expect(overlong.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { promptEs: expect.any(String) } });
  const extra = await admin.gql(UPDATE, { id: snack.id, optionsEs: [...snack.options.map((o) => `${o} (es)`), 'Uvas'] });
  expect(extra.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { optionsEs: expect.any(String) } });
  expect(await t.prisma.question.count({ where: { key: { startsWith: 'favoriteColor' } } })).toBe(0);
});

it('only MANAGE_VBS writes a question’s Spanish', async () => {
  const snack = (await questionsAs(admin)).registrationQuestions.find((q) => q.key === 'whichSnackDoesYour')!;
  const before = await t.prisma.question.findUniqueOrThrow({ where: { id: snack.databaseId } });
  for (const client of [parent, staff]) {
    const res = await client.gql(UPDATE, { id: snack.id, promptEs: '¿Otra cosa?' });
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const add = await client.gql(ADD, { kind: 'APPLICATION', prompt: 'Sneaky question', promptEs: 'Pregunta' });
    expect(add.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  }
  expect(await t.prisma.question.findUniqueOrThrow({ where: { id: snack.databaseId } })).toEqual(before);
  expect(await t.prisma.question.count({ where: { key: 'sneakyQuestion' } })).toBe(0);
});
