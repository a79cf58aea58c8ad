// What "who am I" costs the database once the session's viewer is cached (as in production): the REST
// call and the GraphQL viewer query each read the account with its identities in one statement, and
// nothing else (no session lookup, no lastSeenAt write); the site shell adds one for the current edition.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, createStaff, createEdition, type TestApp } from '../../../test/harness.ts';
import { ALL_PERMISSIONS } from '../../auth/viewer.ts';
import { PROJECT_ROOT } from '../../project-root.ts';

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

it('the site shell every page loads (persisted SiteShellQuery) costs two statements with a warm viewer: the current edition with its week, and the viewer', async () => {
  const persisted = JSON.parse(readFileSync(`${PROJECT_ROOT}/client/persisted-queries.json`, 'utf8')) as Record<string, string>;
  const shellId = Object.keys(persisted).find((id) => /^\s*query SiteShellQuery\b/.test(persisted[id]))!;
  const admin = await t.signIn('admin@example.org');
  await admin.rest('GET', '/api/v1/account/user');
  let res: { status: number; body: any } | undefined;
  const statements = await statementsFor(async () => (res = await admin.rest('POST', '/graphql', { documentId: shellId })));
  expect(res!.status).toBe(200);
  expect(res!.body.errors).toBeUndefined();
  const edition = await t.prisma.programSettings.findUniqueOrThrow({ where: { id: 1 }, select: { edition: true } });
  expect(res!.body.data.currentEdition).toMatchObject({ year: edition.edition.year, name: edition.edition.name, timeZone: edition.edition.timeZone, startsAt: edition.edition.startsAt.toISOString() });
  expect(res!.body.data.currentEdition.endsAt).toEqual(expect.any(String));
  expect(res!.body.data.viewer).toMatchObject({ isStaff: true, account: { email: 'admin@example.org' } });
  expect(statements).toHaveLength(2);
});

it('requests of one session that arrive while its viewer is being read wait for that read instead of sending their own', async () => {
  const admin = await t.signIn('admin@example.org');
  let statuses: number[] = [];
  const statements = await statementsFor(async () => {
    const first = admin.rest('GET', '/api/v1/account/user');
    await new Promise((r) => setImmediate(r)); // the first request's read is under way (or done: then they find it cached)
    const rest = Array.from({ length: 10 }, () => admin.rest('GET', '/api/v1/account/user'));
    statuses = (await Promise.all([first, ...rest])).map((r) => r.status);
  });
  expect(statuses.every((s) => s === 200)).toBe(true);
  const sessionReads = statements.filter((s) => /^\s*SELECT/i.test(s) && /FROM\s+"(public"\.")?Session"/i.test(s));
  expect(sessionReads).toHaveLength(1);
});
