// The GraphQL viewer's account and identities are read in one statement, whatever the query asks of them:
// its own columns (read straight on the driver), and relations of the identities (read through Prisma).
// Each way answers the same values, and missing identities are null.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, createStaff, createEdition, type TestApp } from '../../../test/harness.ts';
import { Permission } from '../../generated/prisma/enums.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { VIEWER_CACHE_SECONDS: '30' } });
  await createEdition(t);
  const { accountId } = await createStaff(t, 'both@example.org', [Permission.VIEW_SENSITIVE_INFO, Permission.ASSIGN_STAFF]);
  await t.prisma.account.update({ where: { id: accountId }, data: { fullName: 'Bea Both', preferredName: 'Bea', profileImageUrl: 'https://example.org/bea.png' } });
  await t.prisma.staff.update({ where: { accountId }, data: { phone: '5551234567', preferredName: 'B' } });
  await t.prisma.parent.create({
    data: {
      accountId,
      firstName: 'Bea',
      lastName: 'Both',
      email: 'both@example.org',
      secondaryEmail: 'other@example.org',
      phone: '5557654321',
      keepInTouch: true,
      street: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      emergencyContacts: { create: { firstName: 'Cy', lastName: 'Contact', phone: '5550000000', relationship: 'FAMILY_FRIEND', priority: 0 } },
    },
  });
  await createStaff(t, 'staffonly@example.org');
});
afterAll(() => t.close());

async function statementsFor(run: () => Promise<unknown>) {
  t.db.statements.length = 0;
  await run();
  return [...t.db.statements];
}

const ALL_OWN_FIELDS = `{ viewer {
  account { id email fullName preferredName profileImageUrl }
  staffIdentity { id databaseId firstName preferredName lastName email phone permissions }
  parentIdentity { id databaseId firstName preferredName lastName email secondaryEmail providerEmail phone keepInTouch otherEventMessages referralSource address { street city state postalCode } }
} }`;

it('answers every own field of the account and both identities, in one statement', async () => {
  const client = await t.signIn('both@example.org');
  await client.gql('{ viewer { isStaff } }');
  let res: { data: any; errors?: unknown } | undefined;
  const statements = await statementsFor(async () => (res = await client.gql(ALL_OWN_FIELDS)));
  expect(res!.errors).toBeUndefined();
  expect(res!.data.viewer).toMatchObject({
    account: { email: 'both@example.org', fullName: 'Bea Both', preferredName: 'Bea', profileImageUrl: 'https://example.org/bea.png' },
    staffIdentity: { firstName: 'both', preferredName: 'B', email: 'both@example.org', phone: '5551234567', permissions: ['ASSIGN_STAFF', 'VIEW_SENSITIVE_INFO'] },
    parentIdentity: {
      firstName: 'Bea',
      preferredName: null,
      lastName: 'Both',
      secondaryEmail: 'other@example.org',
      providerEmail: null,
      phone: '5557654321',
      keepInTouch: true,
      otherEventMessages: false,
      referralSource: null,
      address: { street: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701' },
    },
  });
  const ids = res!.data.viewer;
  expect(typeof ids.staffIdentity.databaseId).toBe('number');
  expect(typeof ids.parentIdentity.databaseId).toBe('number');
  expect(statements).toHaveLength(1);
});

it('reads a relation of an identity in the same one statement, with the same own fields', async () => {
  const client = await t.signIn('both@example.org');
  await client.gql('{ viewer { isStaff } }');
  let res: { data: any; errors?: unknown } | undefined;
  const statements = await statementsFor(
    async () => (res = await client.gql('{ viewer { account { fullName } parentIdentity { firstName address { city } emergencyContacts { phone } } staffIdentity { lastName permissions } } }')),
  );
  expect(res!.errors, JSON.stringify(res!.errors)).toBeUndefined();
  expect(res!.data.viewer).toEqual({
    account: { fullName: 'Bea Both' },
    parentIdentity: { firstName: 'Bea', address: { city: 'Springfield' }, emergencyContacts: [{ phone: '5550000000' }] },
    staffIdentity: { lastName: 'Staff', permissions: ['ASSIGN_STAFF', 'VIEW_SENSITIVE_INFO'] },
  });
  expect(statements).toHaveLength(1);
});

it('answers null for an identity the account does not have, and an empty permission list, in the same one statement', async () => {
  const client = await t.signIn('staffonly@example.org');
  await client.gql('{ viewer { isStaff } }'); // the session read once (VIEWER_CACHE_SECONDS), as the statements below count the viewer's own
  let res: { data: any; errors?: unknown } | undefined;
  const statements = await statementsFor(async () => (res = await client.gql('{ viewer { account { email } parentIdentity { id firstName } staffIdentity { firstName permissions } } }')));
  expect(res?.errors).toBeUndefined();
  expect(res?.data.viewer).toEqual({ account: { email: 'staffonly@example.org' }, parentIdentity: null, staffIdentity: { firstName: 'staffonly', permissions: [] } });
  expect(statements).toHaveLength(1);
});

it('reads every missing identity through its query: the Prisma plugin never warns that a query went unused', async () => {
  const warn = vi.spyOn(console, 'warn');
  try {
    const client = await t.signIn('staffonly@example.org');
    // No parent identity, no intern record: both null, each resolved with the query the plugin built for it.
    const res = await client.gql('{ viewer { parentIdentity { id emergencyContacts { id } } staffIdentity { id } } myIntern { id firstName } }');
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ viewer: { parentIdentity: null, staffIdentity: { id: expect.any(String) } }, myIntern: null });
    // A new account (the demo sign-in makes it a parent): no staff identity, no intern record.
    const newcomer = await (await t.signIn('newcomer@example.org')).gql('{ viewer { staffIdentity { id groups { id } } parentIdentity { email } } myIntern { id } }');
    expect(newcomer.data).toEqual({ viewer: { staffIdentity: null, parentIdentity: { email: 'newcomer@example.org' } }, myIntern: null });
    expect(warn.mock.calls.filter((call) => String(call[0]).includes('Prisma query was unused'))).toEqual([]);
  } finally {
    warn.mockRestore();
  }
});

it('a signed-out viewer is null and reads nothing', async () => {
  const statements = await statementsFor(async () => {
    const res = await t.anonymous().gql('{ viewer { account { email } staffIdentity { id } } }');
    expect(res.data).toEqual({ viewer: null });
  });
  expect(statements).toHaveLength(0);
});
