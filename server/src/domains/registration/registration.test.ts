// Registration through both doors: closed unless a flag is open, answers checked, one registration per
// child and year, staff review with APPROVE_REGISTRATIONS only, decisions final and race-free.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';

let t: TestApp;
let admin: TestClient;
let staff: TestClient;
let sarah: TestClient;
let form: { questions: { id: number; key: string }[]; clubs: { name: string }[] };
let newParent: TestClient;
let kids: { id: number; firstName: string }[];

const setFlags = (flags: { generalRegistrationOpen?: boolean; electiveSelectionOpen?: boolean }) =>
  t.prisma.edition.update({ where: { year: 2025 }, data: { generalRegistrationOpen: false, electiveSelectionOpen: false, ...flags } });

function answers(overrides: Record<string, string> = {}) {
  const values: Record<string, string> = { church: 'something:Hope Lutheran', elective: `${form.clubs[1].name}:${form.clubs[0].name}`, photo: 'Yes', shirtSize: 'Youth S', medicalRelease: 'Ada Lovelace', liabilityWaiver: 'Ada Lovelace', ...overrides };
  return form.questions.map((q) => ({ questionId: q.id, response: values[q.key] ?? '' }));
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  [admin, staff, sarah] = await Promise.all([t.signIn('admin@example.org'), t.signIn('staff@example.org'), t.signIn('parent@example.org')]);
  form = (await sarah.rest('GET', '/api/v1/registration/form')).body.form;
  newParent = await t.signIn('family@example.org');
  await newParent.rest('PUT', '/api/v1/parent', { firstName: 'Ada', lastName: 'Lovelace', email: 'family@example.org', phone: '6125550100' });
  for (const firstName of ['Byron', 'Anne', 'Ralph']) await newParent.rest('PUT', '/api/v1/child', { firstName, lastName: 'Lovelace', gradeEntering: 2 });
  kids = (await newParent.rest('GET', '/api/v1/child')).body.children;
});
beforeEach(() => setFlags({ generalRegistrationOpen: true }));
afterAll(() => t.close());

const kid = (name: string) => kids.find((k) => k.firstName === name)!;
const submit = (client: TestClient, childIds: number[], overrides?: Record<string, string>) =>
  client.rest('POST', '/api/v1/registration', { children: childIds.map((childId) => ({ childId, responses: answers(overrides) })) });

describe('submitting', () => {
  it('needs an emergency contact first, then creates one PENDING registration per child', async () => {
    const refused = await submit(newParent, [kid('Byron').id]);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ emergencyContacts: expect.any(String) });
    await newParent.rest('POST', '/api/v1/parent/emergencyContact', { firstName: 'Mary', lastName: 'Somerville', relationship: 'family-friend', phone: '6125550101' });

    const res = await submit(newParent, [kid('Byron').id, kid('Anne').id]);
    expect(res.status).toBe(201);
    expect(res.body.registrations).toHaveLength(2);
    expect(res.body.registrations[0]).toMatchObject({ status: 'PENDING', year: 2025, children: [{ firstName: 'Byron', registrationId: res.body.registrations[0].id }] });
    expect(res.body.registrations[0].responses.map((r: { response: string }) => r.response)).toContain('something:Hope Lutheran');
  });

  it('resubmitting while pending replaces the answers; still one registration per child', async () => {
    const res = await submit(newParent, [kid('Byron').id], { shirtSize: 'Youth M' });
    expect(res.status).toBe(201);
    expect(await t.prisma.registration.count({ where: { childId: kid('Byron').id } })).toBe(1);
    const responses = await t.prisma.registrationResponse.findMany({ where: { registration: { childId: kid('Byron').id } } });
    expect(responses.map((r) => r.response)).toContain('Youth M');
    expect(responses).toHaveLength(form.questions.length);
  });

  it('checks the church and elective answer formats and required questions, naming the field; nothing written', async () => {
    const before = await t.prisma.registrationResponse.count();
    const res = await submit(newParent, [kid('Ralph').id], { church: 'Maybe', elective: 'Underwater Basket Weaving', photo: '' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['children[0].church', 'children[0].elective', 'children[0].photo']);
    const repeat = await submit(newParent, [kid('Ralph').id], { elective: `${form.clubs[0].name}:${form.clubs[0].name}` });
    expect(repeat.body.error.fields).toEqual({ 'children[0].elective': 'Choose a different club for each choice.' });
    expect(await t.prisma.registrationResponse.count()).toBe(before);
    expect(await t.prisma.registration.count({ where: { childId: kid('Ralph').id } })).toBe(0);
  });

  it('is refused with 409 when registration and elective selection are closed (both doors)', async () => {
    await setFlags({});
    const rest = await submit(newParent, [kid('Ralph').id]);
    expect(rest.status).toBe(409);
    expect(rest.body.error).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('closed') });
    const gql = await newParent.gql(`mutation($input: SubmitRegistrationInput!) { submitRegistration(input: $input) { id } }`, {
      input: { children: [{ childId: encodeGlobalID('Child', kid('Ralph').id), responses: answers() }] },
    });
    expect(gql.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await t.prisma.registration.count({ where: { childId: kid('Ralph').id } })).toBe(0);
  });

  it('while only elective selection is open, changes club choices of registered children and nothing else', async () => {
    await setFlags({ electiveSelectionOpen: true });
    expect((await submit(newParent, [kid('Ralph').id])).status).toBe(409);
    const res = await submit(newParent, [kid('Byron').id], { elective: form.clubs[2].name, shirtSize: 'Adult L' });
    expect(res.status).toBe(201);
    const responses = res.body.registrations[0].responses.map((r: { response: string }) => r.response);
    expect(responses).toContain(form.clubs[2].name);
    expect(responses).toContain('Youth M');
  });

  it('never registers another family’s child (both doors)', async () => {
    const byron = kid('Byron').id;
    expect((await submit(sarah, [byron])).status).toBe(404);
    const gql = await sarah.gql(`mutation($input: SubmitRegistrationInput!) { submitRegistration(input: $input) { id } }`, {
      input: { children: [{ childId: encodeGlobalID('Child', byron), responses: answers() }] },
    });
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const mine = await sarah.gql(`query($id: ID!) { node(id: $id) { ... on Child { currentRegistration { status } } } }`, { id: encodeGlobalID('Child', byron) });
    expect(mine.data?.node?.currentRegistration ?? null).toBeNull();
    expect(mine.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('staff review', () => {
  it('pending registrations need APPROVE_REGISTRATIONS (REST 403/401, GraphQL FORBIDDEN)', async () => {
    expect((await staff.rest('GET', '/api/v1/registration/pending')).status).toBe(403);
    expect((await sarah.rest('GET', '/api/v1/registration/pending')).status).toBe(403);
    expect((await t.anonymous().rest('GET', '/api/v1/registration/pending')).status).toBe(401);
    expect((await sarah.rest('GET', '/api/v1/registration/all')).status).toBe(403);
    const gql = await staff.gql(`{ pendingRegistrations { id } }`);
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const res = await admin.rest('GET', '/api/v1/registration/pending');
    expect(res.status).toBe(200);
    const names = res.body.registrations.map((r: { children: { firstName: string; registrationId: number }[] }) => r.children[0].firstName);
    expect(names).toEqual(expect.arrayContaining(['Mia', 'Byron', 'Anne']));
    for (const r of res.body.registrations) expect(r.children[0].registrationId).toBe(r.id);
  });

  it('approves one and declines one with a reason; the parent sees both; decisions are final', async () => {
    const pending = (await admin.gql(`{ pendingRegistrations { id child { firstName } } }`)).data.pendingRegistrations as { id: string; child: { firstName: string } }[];
    const byron = pending.find((r) => r.child.firstName === 'Byron')!;
    const anne = pending.find((r) => r.child.firstName === 'Anne')!;
    const decide = `mutation($input: DecideRegistrationInput!) { decideRegistration(input: $input) { status decisionReason } }`;

    const noReason = await admin.gql(decide, { input: { registrationId: anne.id, decision: 'DECLINED', reason: '  ' } });
    expect(noReason.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { reason: 'Tell the family why, in a sentence or two.' } });
    const byStaff = await staff.gql(decide, { input: { registrationId: anne.id, decision: 'APPROVED' } });
    expect(byStaff.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anneId = Number(Buffer.from(anne.id, 'base64').toString().split(':')[1]);
    expect((await staff.rest('POST', `/api/v1/registration/${anneId}/approve`)).status).toBe(403);

    const approved = await admin.gql(decide, { input: { registrationId: byron.id, decision: 'APPROVED' } });
    expect(approved.data.decideRegistration).toEqual({ status: 'APPROVED', decisionReason: null });
    const declined = await admin.rest('POST', `/api/v1/registration/${anneId}/decline`, { reason: 'Our grade 2 groups are full this year.' });
    expect(declined.body.registration).toMatchObject({ status: 'DECLINED', decisionReason: 'Our grade 2 groups are full this year.' });

    const seen = await newParent.gql(`{ viewer { parentIdentity { children { firstName currentRegistration { status decisionReason } } } } }`);
    const byName = Object.fromEntries(seen.data.viewer.parentIdentity.children.map((c: { firstName: string; currentRegistration: unknown }) => [c.firstName, c.currentRegistration]));
    expect(byName).toEqual({
      Anne: { status: 'DECLINED', decisionReason: 'Our grade 2 groups are full this year.' },
      Byron: { status: 'APPROVED', decisionReason: null },
      Ralph: null,
    });

    const again = await admin.rest('POST', `/api/v1/registration/${anneId}/approve`);
    expect(again.status).toBe(409);
    expect((await submit(newParent, [kid('Anne').id])).status).toBe(409);
    expect((await submit(newParent, [kid('Byron').id])).status).toBe(409);
  });

  it('two staff deciding at once: exactly one wins', async () => {
    await submit(newParent, [kid('Ralph').id]);
    const id = (await t.prisma.registration.findFirstOrThrow({ where: { childId: kid('Ralph').id } })).id;
    const other = await t.signIn('admin@example.org');
    const results = await Promise.all([admin.rest('POST', `/api/v1/registration/${id}/approve`), other.rest('POST', `/api/v1/registration/${id}/decline`, { reason: 'Duplicate' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('all registrations for staff, with the SQL count independent of how many there are', async () => {
    await staff.rest('GET', '/api/v1/registration/all');
    t.db.statements.length = 0;
    const first = await staff.rest('GET', '/api/v1/registration/all');
    const statements = t.db.statements.length;
    await newParent.rest('PUT', '/api/v1/child', { firstName: 'Lord', lastName: 'Lovelace', gradeEntering: 3 });
    const extra = (await newParent.rest('GET', '/api/v1/child')).body.children.find((c: { firstName: string }) => c.firstName === 'Lord');
    await submit(newParent, [extra.id]);
    t.db.statements.length = 0;
    const second = await staff.rest('GET', '/api/v1/registration/all');
    expect(second.body.registrations.length).toBe(first.body.registrations.length + 1);
    expect(t.db.statements.length).toBe(statements);
    expect(second.body.registrations[0]).toHaveProperty('latestAttendanceRecord');
  });

  it('the review page’s GraphQL query costs the same number of SQL statements however many are pending', async () => {
    const query = `{ pendingRegistrations { id submittedAt child { firstName gradeEntering dateOfBirth hasMedicalInformation } submittedBy { firstName email phone } responses { prompt response questionKey } } }`;
    await admin.gql(query);
    t.db.statements.length = 0;
    const first = await admin.gql(query);
    const statements = t.db.statements.length;
    for (const firstName of ['Ivy', 'Jack', 'Kai']) await newParent.rest('PUT', '/api/v1/child', { firstName, lastName: 'Lovelace', gradeEntering: 1 });
    const more = (await newParent.rest('GET', '/api/v1/child')).body.children.filter((c: { firstName: string }) => ['Ivy', 'Jack', 'Kai'].includes(c.firstName));
    await submit(newParent, more.map((c: { id: number }) => c.id));
    t.db.statements.length = 0;
    const second = await admin.gql(query);
    expect(second.errors).toBeUndefined();
    expect(second.data.pendingRegistrations.length).toBe(first.data.pendingRegistrations.length + 3);
    expect(t.db.statements.length).toBe(statements);
  });
});
