// What "who am I" costs the database once the session's viewer is cached (as in production): the REST
// call and the GraphQL viewer query each read the account with its identities in one statement, and
// nothing else (no session lookup, no lastSeenAt write).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, createStaff, createEdition, type TestApp } from '../../../test/harness.ts';
import { ALL_PERMISSIONS } from '../../auth/viewer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { VIEWER_CACHE_SECONDS: '30' } });
  await createEdition(t);
  const { accountId } = await createStaff(t, 'admin@example.org', ALL_PERMISSIONS);
  // A staff member who also keeps a family profile has both identities.
  await t.prisma.parent.create({ data: { accountId, firstName: 'Ada', lastName: 'Admin', email: 'admin@example.org' } });
});
afterAll(() => t.close());

const VIEWER_QUERY = '{ viewer { isStaff permissions account { id email fullName preferredName profileImageUrl } parentIdentity { id firstName lastName email } staffIdentity { id permissions firstName } } }';

async function statementsFor(run: () => Promise<unknown>) {
  t.db.statements.length = 0;
  await run();
  return [...t.db.statements];
}

it('GET /api/v1/account/user costs one statement with a warm viewer', async () => {
  const admin = await t.signIn('admin@example.org');
  await admin.rest('GET', '/api/v1/account/user');
  const statements = await statementsFor(async () => expect((await admin.rest('GET', '/api/v1/account/user')).status).toBe(200));
  expect(statements).toHaveLength(1);
});

it('the GraphQL viewer (account, staff and parent identities) costs one statement', async () => {
  const admin = await t.signIn('admin@example.org');
  await admin.rest('GET', '/api/v1/account/user');
  let res: { data: any; errors?: unknown } | undefined;
  const statements = await statementsFor(async () => (res = await admin.gql(VIEWER_QUERY)));
  expect(res!.errors).toBeUndefined();
  expect(res!.data.viewer).toMatchObject({
    isStaff: true,
    account: { email: 'admin@example.org' },
    parentIdentity: { firstName: 'Ada', email: 'admin@example.org' },
    staffIdentity: { firstName: 'admin', permissions: [...ALL_PERMISSIONS].sort() },
  });
  expect(statements).toHaveLength(1);
});

it('two aliases of the viewer with different selections each get their own fields', async () => {
  const admin = await t.signIn('admin@example.org');
  const res = await admin.gql('{ a: viewer { account { email } staffIdentity { firstName } } b: viewer { account { fullName } staffIdentity { lastName } } }');
  expect(res.errors).toBeUndefined();
  expect(res.data).toEqual({ a: { account: { email: 'admin@example.org' }, staffIdentity: { firstName: 'admin' } }, b: { account: { fullName: 'admin' }, staffIdentity: { lastName: 'Staff' } } });
});
