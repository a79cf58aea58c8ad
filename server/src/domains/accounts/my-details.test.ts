// A person's own name and phone through both doors: new parents are not named
// after their e-mail; staff and interns change their own name and phone; bad input names the field;
// nobody reaches anyone else's details.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdition, createStaff, createTestApp, type TestApp } from '../../../test/harness.ts';
import { myDetailsSchema } from '../../../../forms/my-details.ts';
import { fieldProblems } from '../../../../forms/problems.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createEdition(t);
  await createStaff(t, 'admin@example.org', []);
  await createStaff(t, 'leader@example.org', []);
});
afterAll(() => t.close());

const UPDATE = `mutation($input: MyDetailsInput!) {
  updateMyDetails(input: $input) { details { firstName lastName preferredName phone } viewer { account { fullName } staffIdentity { firstName lastName phone } parentIdentity { firstName lastName } } }
}`;

describe('a new parent', () => {
  it('is not named after their e-mail address, and gives their name through GraphQL', async () => {
    const parent = await t.signIn('newparent33946@example.org');
    const before = await parent.gql('{ myDetails { firstName lastName } viewer { account { fullName } parentIdentity { firstName } } }');
    expect(before.data).toEqual({ myDetails: { firstName: '', lastName: '' }, viewer: { account: { fullName: '' }, parentIdentity: { firstName: '' } } });

    const res = await parent.gql(UPDATE, { input: { firstName: ' Robin ', lastName: 'Walker' } });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateMyDetails.viewer).toEqual({ account: { fullName: 'Robin Walker' }, staffIdentity: null, parentIdentity: { firstName: 'Robin', lastName: 'Walker' } });
  });

  it('keeps the phone their profile requires when they send an empty one (REST)', async () => {
    const parent = await t.signIn('phone-parent@example.org');
    expect((await parent.rest('PUT', '/api/v1/parent', { firstName: 'Ada', lastName: 'Byron', email: 'phone-parent@example.org', phone: '6125550100' })).status).toBe(200);
    const res = await parent.rest('PUT', '/api/v1/account/details', { firstName: 'Ada', lastName: 'Lovelace', phone: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', phone: '6125550100' });
  });
});

describe('staff', () => {
  it('change their own name and phone through GraphQL and read them back through REST', async () => {
    const leader = await t.signIn('leader@example.org');
    const res = await leader.gql(UPDATE, { input: { firstName: 'Lee', lastName: 'Park', preferredName: 'Coach Lee', phone: '(612) 555-0199' } });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateMyDetails.details).toEqual({ firstName: 'Lee', lastName: 'Park', preferredName: 'Coach Lee', phone: '6125550199' });
    expect(res.data.updateMyDetails.viewer.staffIdentity).toEqual({ firstName: 'Lee', lastName: 'Park', phone: '6125550199' });

    const read = await leader.rest('GET', '/api/v1/account/details');
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ id: expect.any(String), email: 'leader@example.org', firstName: 'Lee', lastName: 'Park', preferredName: 'Coach Lee', phone: '6125550199' });
    // Nobody else's record moved.
    const admin = await t.prisma.staff.findFirstOrThrow({ where: { email: 'admin@example.org' } });
    expect(admin).toMatchObject({ firstName: 'admin', lastName: 'Staff', phone: null });
  });

  it('change them through REST and may clear the phone', async () => {
    const leader = await t.signIn('leader@example.org');
    const res = await leader.rest('PUT', '/api/v1/account/details', { firstName: 'Lee', lastName: 'Park-Smith', phone: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ lastName: 'Park-Smith', phone: null });
    expect(await t.prisma.staff.findFirstOrThrow({ where: { email: 'leader@example.org' } })).toMatchObject({ lastName: 'Park-Smith', phone: null });
  });
});

describe('an intern', () => {
  it('changes the name and phone on their intern record', async () => {
    await t.signIn('helper-intern@example.org');
    const account = await t.prisma.account.findFirstOrThrow({ where: { email: 'helper-intern@example.org' } });
    await t.prisma.intern.create({ data: { accountId: account.id, firstName: 'Gracie', lastName: 'T', gradeEntering: 11, email: 'helper-intern@example.org' } });
    const again = await t.signIn('helper-intern@example.org');
    const res = await again.rest('PUT', '/api/v1/account/details', { firstName: 'Grace', lastName: 'Thompson', phone: '612 555 0123' });
    expect(res.status).toBe(200);
    expect(await t.prisma.intern.findFirstOrThrow({ where: { accountId: account.id } })).toMatchObject({ firstName: 'Grace', lastName: 'Thompson', phone: '6125550123' });
  });
});

describe('refusals', () => {
  it('answers 401 signed out, through both doors', async () => {
    const anon = t.anonymous();
    const rest = await anon.rest('PUT', '/api/v1/account/details', { firstName: 'A', lastName: 'B' });
    expect(rest.status).toBe(401);
    expect(rest.body.error.code).toBe('UNAUTHENTICATED');
    const gql = await anon.gql(UPDATE, { input: { firstName: 'A', lastName: 'B' } });
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await anon.gql('{ myDetails { firstName } }')).data).toEqual({ myDetails: null });
  });

  it('answers bad name and phone with the shared schema’s words, through both doors, and writes nothing', async () => {
    const leader = await t.signIn('leader@example.org');
    const input = { firstName: '  ', lastName: 'x'.repeat(61), preferredName: null, phone: '555-01' };
    // The words the browser form shows before sending (forms/my-details.ts) are the words both doors answer with.
    const parsed = myDetailsSchema.safeParse(input);
    const expected = parsed.success ? {} : fieldProblems(parsed.error);
    expect(expected).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Keep this to 60 characters or fewer.',
      phone: 'Enter a phone number like (555) 123-4567.',
    });

    const rest = await leader.rest('PUT', '/api/v1/account/details', input);
    expect(rest.status).toBe(400);
    expect(rest.body.error).toMatchObject({ code: 'BAD_INPUT', fields: expected });
    const gql = await leader.gql(UPDATE, { input });
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: expected });
    // A phone with letters in it, alone, names only the phone.
    const letters = await leader.gql(UPDATE, { input: { firstName: 'Lee', lastName: 'Park', phone: 'call me' } });
    expect(letters.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { phone: 'Enter a phone number like (555) 123-4567.' } });
    expect(await t.prisma.staff.findFirstOrThrow({ where: { email: 'leader@example.org' } })).toMatchObject({ firstName: 'Lee', lastName: 'Park-Smith', phone: null });
  });
});
