// Intern applications through both doors: applying only while open, one application per edition,
// editing only while pending, staff review with ASSIGN_STAFF, answers worded as SPEC §5 says, medical
// information only for the intern or VIEW_SENSITIVE_INFO, and every bad field named with nothing written.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';

let t: TestApp;
let admin: TestClient;
let demoInternId: number;

const setOpen = (open: boolean) => t.prisma.edition.update({ where: { year: 2025 }, data: { internApplicationOpen: open } });

const MINE = `{ myIntern { databaseId firstName gradeEntering medicalInfo currentApplication { id status acknowledged decisionReason responses { key prompt response worded } } } }`;
const SAVE = `mutation($input: InternApplicationInput!) { saveInternApplication(input: $input) { id status responses { key response } intern { firstName phone } } }`;
const REVIEW = `mutation($id: ID!, $decision: InternApplicationDecision!, $reason: String) { reviewInternApplication(id: $id, decision: $decision, reason: $reason) { status decisionReason } }`;
const LIST = `{ internApplications { id status intern { firstName medicalInfo hasMedicalInfo } responses { key worded } } }`;

async function questionIds() {
  const questions = await t.prisma.question.findMany({ where: { year: 2025, kind: 'APPLICATION' } });
  return Object.fromEntries(questions.map((q) => [q.key, encodeGlobalID('Question', q.id)]));
}

/** A complete, valid application in the REST shape of SPEC §3. */
function restBody(overrides: Record<string, unknown> = {}, application: Record<string, unknown> = {}) {
  return {
    firstName: 'Noah',
    lastName: 'Lindqvist',
    gradeEntering: 11,
    dateOfBirth: '2009-03-14',
    phone: '(612) 555-0190',
    email: 'Noah.L@example.com',
    medicalInfo: 'Asthma; inhaler in backpack.',
    ...overrides,
    currentApplication: {
      acknowledged: true,
      responses: [
        { key: 'acceptedJesus', response: 'Yes:summer camp 2021' },
        { key: 'attendedBefore', response: 'No' },
        { key: 'training', response: 'Aug 10' },
      ],
      ...application,
    },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  admin = await t.signIn('admin@example.org');
  demoInternId = (await t.prisma.intern.findFirstOrThrow({ where: { account: { email: 'intern@example.org' } } })).id;
});
afterAll(() => t.close());
beforeEach(() => setOpen(true));

describe('while applications are closed', () => {
  it('refuses applying and editing with 409 through both doors, and writes nothing', async () => {
    await setOpen(false);
    const before = await t.prisma.internApplication.count();
    const teen = await t.signIn('closed.teen@example.com');
    const post = await teen.rest('POST', '/api/v1/intern', restBody());
    expect(post.status).toBe(409);
    expect(post.body.error).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/closed/) });
    const intern = await t.signIn('intern@example.org');
    expect((await intern.rest('PUT', `/api/v1/intern/${demoInternId}`, restBody())).status).toBe(409);
    const ids = await questionIds();
    const gql = await intern.gql(SAVE, { input: { firstName: 'Grace', lastName: 'T', gradeEntering: 10, dateOfBirth: '2010-04-09', acknowledged: true, responses: [{ questionId: ids.training, response: 'Aug 3' }] } });
    expect(gql.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await t.prisma.internApplication.count()).toBe(before);
    // Reading one's own application still works.
    expect((await intern.gql(MINE)).data.myIntern.currentApplication.status).toBe('PENDING');
  });
});

describe('applying', () => {
  it('a new person applies through REST (201 {id}), once per edition, and reads it back', async () => {
    const teen = await t.signIn('noah.l@example.com');
    const res = await teen.rest('POST', '/api/v1/intern', restBody());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number) });
    const again = await teen.rest('POST', '/api/v1/intern/', restBody());
    expect(again.status).toBe(409);
    const read = await teen.rest('GET', `/api/v1/intern/${res.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.intern).toMatchObject({
      id: res.body.id,
      gradeEntering: 11,
      dateOfBirth: '2009-03-14',
      phone: '6125550190',
      email: 'noah.l@example.com',
      medicalInfo: 'Asthma; inhaler in backpack.',
      currentApplication: { status: 'PENDING', acknowledged: true },
    });
    const responses = read.body.intern.currentApplication.responses;
    expect(responses.map((r: { key: string }) => r.key)).toEqual(['acceptedJesus', 'attendedBefore', 'training', 'why']);
    expect(responses[0]).toMatchObject({ prompt: expect.stringMatching(/accepted Jesus/), response: 'Yes:summer camp 2021', worded: 'Yes, approximate date: summer camp 2021' });
    expect(responses[3]).toMatchObject({ response: '', worded: '(Not answered)' });
    const mine = await teen.rest('GET', '/api/v1/intern/');
    expect(mine.body.interns.map((i: { id: number }) => i.id)).toEqual([res.body.id]);
  });

  it('names every bad field with 400 and writes nothing (REST and GraphQL)', async () => {
    const before = { interns: await t.prisma.intern.count(), applications: await t.prisma.internApplication.count() };
    const teen = await t.signIn('bad.input@example.com');
    const res = await teen.rest(
      'POST',
      '/api/v1/intern',
      restBody(
        { firstName: '', gradeEntering: 3, dateOfBirth: '2009-02-30', phone: '12345', email: 'not-an-email', medicalInfo: 'x'.repeat(2001) },
        { acknowledged: false, responses: [{ key: 'acceptedJesus', response: 'Maybe' }, { key: 'attendedBefore', response: 'Yes:1850' }, { key: 'nonsense', response: 'x' }] },
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_INPUT');
    expect(Object.keys(res.body.error.fields).sort()).toEqual(
      ['acknowledged', 'dateOfBirth', 'email', 'firstName', 'gradeEntering', 'medicalInfo', 'phone', 'responses', 'responses.acceptedJesus', 'responses.attendedBefore', 'responses.training'].sort(),
    );
    const notJson = await teen.request('POST', '/api/v1/intern', { body: undefined, headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);

    const ids = await questionIds();
    const gql = await teen.gql(SAVE, {
      input: { firstName: 'Ann', lastName: 'Lee', gradeEntering: 9, dateOfBirth: '2011-05-05', acknowledged: true, responses: [{ questionId: ids.training, response: 'Aug 4' }, { questionId: ids.acceptedJesus, response: 'No' }, { questionId: ids.attendedBefore, response: 'No' }] },
    });
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { 'responses.training': expect.any(String) } });
    expect({ interns: await t.prisma.intern.count(), applications: await t.prisma.internApplication.count() }).toEqual(before);
  });

  it('the demo intern sees her pending application and changes it while pending (GraphQL and REST)', async () => {
    const intern = await t.signIn('intern@example.org');
    const mine = await intern.gql(MINE);
    expect(mine.errors).toBeUndefined();
    expect(mine.data.myIntern).toMatchObject({ databaseId: demoInternId, firstName: 'Grace', medicalInfo: expect.stringMatching(/allergies/), currentApplication: { status: 'PENDING', acknowledged: true } });
    const ids = await questionIds();
    const saved = await intern.gql(SAVE, {
      input: {
        firstName: 'Grace', lastName: 'Thompson', gradeEntering: 10, dateOfBirth: '2010-04-09', phone: '612-555-0183', email: 'intern@example.org', medicalInfo: 'Seasonal allergies.', acknowledged: true,
        responses: [
          { questionId: ids.acceptedJesus, response: 'Yes:about 2019' },
          { questionId: ids.attendedBefore, response: 'Yes:2023,2024' },
          { questionId: ids.training, response: 'Aug 3' },
          { questionId: ids.why, response: 'I love VBS.' },
        ],
      },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveInternApplication).toMatchObject({ status: 'PENDING', intern: { firstName: 'Grace', phone: '6125550183' } });
    expect(await t.prisma.internApplication.count({ where: { internId: demoInternId } })).toBe(1);

    const put = await intern.rest('PUT', `/api/v1/intern/${demoInternId}`, restBody({ firstName: 'Grace', lastName: 'Thompson', gradeEntering: 10, dateOfBirth: '2010-04-09' }));
    expect(put.status).toBe(200);
    expect(put.body.intern.currentApplication.responses[2]).toMatchObject({ key: 'training', response: 'Aug 10', worded: 'Can attend Aug 10' });
  });

  it('nobody edits someone else’s application', async () => {
    const other = await t.signIn('noah.l@example.com');
    expect((await other.rest('PUT', `/api/v1/intern/${demoInternId}`, restBody())).status).toBe(404);
    expect((await admin.rest('PUT', `/api/v1/intern/${demoInternId}`, restBody())).status).toBe(404);
    expect((await t.anonymous().rest('PUT', `/api/v1/intern/${demoInternId}`, restBody())).status).toBe(401);
  });
});

describe('reading interns', () => {
  it('staff list interns; medical information only with VIEW_SENSITIVE_INFO; others are refused', async () => {
    const all = await admin.rest('GET', '/api/v1/intern/all');
    expect(all.status).toBe(200);
    const grace = all.body.interns.find((i: { id: number }) => i.id === demoInternId);
    expect(grace.medicalInfo).toBe('Asthma; inhaler in backpack.');
    const staff = await t.signIn('staff@example.org');
    const staffList = await staff.rest('GET', '/api/v1/intern/all');
    expect(staffList.status).toBe(200);
    expect(staffList.body.interns.find((i: { id: number }) => i.id === demoInternId)).toMatchObject({ medicalInfo: null, hasMedicalInfo: true });
    const current = await staff.rest('GET', '/api/v1/intern');
    expect(current.body.interns.length).toBeGreaterThanOrEqual(4);
    expect((await (await t.signIn('parent@example.org')).rest('GET', '/api/v1/intern/all')).status).toBe(403);
    expect((await t.anonymous().rest('GET', '/api/v1/intern/all')).status).toBe(401);
    expect((await t.anonymous().rest('GET', '/api/v1/intern/')).status).toBe(401);
    const parent = await t.signIn('parent@example.org');
    expect((await parent.rest('GET', `/api/v1/intern/${demoInternId}`)).status).toBe(404);
    expect((await parent.rest('GET', '/api/v1/intern/')).body).toEqual({ interns: [] });
    expect((await admin.rest('GET', '/api/v1/intern/999999')).status).toBe(404);
    expect((await admin.rest('GET', '/api/v1/intern/abc')).status).toBe(400);
  });
});

describe('review', () => {
  it('needs ASSIGN_STAFF: staff without it and parents are refused, through the list and the decision', async () => {
    const application = await t.prisma.internApplication.findFirstOrThrow({ where: { internId: demoInternId } });
    const id = encodeGlobalID('InternApplication', application.id);
    for (const email of ['staff@example.org', 'parent@example.org', 'intern@example.org']) {
      const client = await t.signIn(email);
      expect((await client.gql(LIST)).errors?.[0].extensions?.code, email).toBe('FORBIDDEN');
      expect((await client.gql(REVIEW, { id, decision: 'ACCEPTED' })).errors?.[0].extensions?.code, email).toBe('FORBIDDEN');
    }
    expect((await t.anonymous().gql(REVIEW, { id, decision: 'ACCEPTED' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.prisma.internApplication.findUniqueOrThrow({ where: { id: application.id } })).status).toBe('PENDING');
  });

  it('lists pending first with worded answers, in a constant number of SQL statements', async () => {
    t.db.statements.length = 0;
    const first = await admin.gql(LIST);
    const statementsBefore = t.db.statements.length;
    expect(first.errors).toBeUndefined();
    expect(first.data.internApplications[0].status).toBe('PENDING');
    const grace = first.data.internApplications.find((a: { intern: { firstName: string } }) => a.intern.firstName === 'Grace');
    expect(grace.responses.map((r: { worded: string }) => r.worded)).toEqual(['Yes, approximate date: summer camp 2021', 'No', 'Can attend Aug 10', '(Not answered)']);
    // Five more applicants: the review list still takes the same number of statements.
    for (let n = 0; n < 5; n++) expect((await (await t.signIn(`applicant${n}@example.com`)).rest('POST', '/api/v1/intern', restBody())).status).toBe(201);
    t.db.statements.length = 0;
    const second = await admin.gql(LIST);
    expect(second.data.internApplications.length).toBe(first.data.internApplications.length + 5);
    expect(t.db.statements.length).toBe(statementsBefore);
  });

  it('accepts once; the intern sees it and can no longer edit; a second decision is a conflict', async () => {
    const application = await t.prisma.internApplication.findFirstOrThrow({ where: { internId: demoInternId } });
    const id = encodeGlobalID('InternApplication', application.id);
    const accepted = await admin.gql(REVIEW, { id, decision: 'ACCEPTED', reason: 'Welcome aboard!' });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data.reviewInternApplication).toEqual({ status: 'ACCEPTED', decisionReason: 'Welcome aboard!' });
    expect((await admin.gql(REVIEW, { id, decision: 'DECLINED' })).errors?.[0].extensions?.code).toBe('CONFLICT');
    const intern = await t.signIn('intern@example.org');
    expect((await intern.gql(MINE)).data.myIntern.currentApplication).toMatchObject({ status: 'ACCEPTED', decisionReason: 'Welcome aboard!' });
    const edit = await intern.rest('PUT', `/api/v1/intern/${demoInternId}`, restBody({ firstName: 'Grace', lastName: 'Thompson', gradeEntering: 10, dateOfBirth: '2010-04-09' }));
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toMatch(/accepted/);
    const bad = await admin.gql(REVIEW, { id: encodeGlobalID('Child', 1), decision: 'ACCEPTED' });
    expect(bad.errors?.[0].extensions?.fields).toHaveProperty('id');
  });
});
