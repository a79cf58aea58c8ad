// A parent signing in while an import brings in the same e-mail (PostgreSQL, two real transactions at once).
// Each side is held mid-transaction by a table lock another connection keeps, so the race happens every
// run: the second writer of the e-mail waits on the first one's uncommitted account, then the first commits.
// Either way round the answer is right: the sign-in opens the imported family, or the import merges into
// the family the sign-in made; never a 500, never two accounts or two families for one e-mail.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { postgresUrl, testDatabaseKind } from '../../../test/database.ts';
import { seedDemoData } from '../../seed/seed.ts';

const onPostgres = testDatabaseKind() === 'postgres';

let t: TestApp;
let admin: TestClient;
let url: string;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  await seedDemoData(t.prisma);
  admin = await t.signIn('admin@example.org');
  await admin.rest('GET', '/api/v1/account/csrf');
  const [{ name }] = await t.prisma.$queryRawUnsafe<{ name: string }[]>('SELECT current_database() AS name');
  url = postgresUrl(name);
});
afterAll(async () => {
  await t?.close();
});

/** One family whose parent, phone and child are this test's own, so no other family matches it. */
const csvFor = (email: string, n: number) =>
  `Parent First Name,Parent Last Name,Parent Email,Phone,Child 1 First Name,Child 1 DOB,Child 1 Grade\nRacer${n},Parent,${email},61255500${n}0,Kit${n},2017-03-0${n},2\n`;

async function upload(email: string, n: number): Promise<number> {
  const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await t.fetch(
    new Request('http://localhost/api/v1/import?fileName=race.csv', {
      method: 'POST',
      headers: { cookie, 'X-XSRF-TOKEN': admin.cookies.get('XSRF-TOKEN') ?? '', 'content-type': 'text/csv', accept: 'application/json' },
      body: csvFor(email, n),
    }),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { preview: { importId: number } }).preview.importId;
}

/** Holds `table` against writes on a connection of its own until the returned release is called. */
async function holdWrites(table: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  await client.query(`LOCK TABLE "${table}" IN EXCLUSIVE MODE`);
  return async () => {
    await client.query('COMMIT');
    await client.end();
  };
}

/** Resolves once `n` statements of the app wait on a lock (the observable sign that both writers are parked). */
async function untilWaiting(n: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
      if (rows[0].n >= n) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    await client.end();
  }
}

const signIn = (email: string) => t.anonymous().request('GET', `/oauth2/authorization/dev?email=${encodeURIComponent(email)}`);
const run = (importId: number) => admin.rest('POST', `/api/v1/import/${importId}/run`);
const accountsAndFamilies = async (email: string) => ({
  accounts: await t.prisma.account.count({ where: { email } }),
  families: await t.prisma.parent.count({ where: { email } }),
});

describe.skipIf(!onPostgres)('a sign-in racing an import on the same e-mail (PostgreSQL)', () => {
  it('the sign-in that waits on the import’s new account opens the imported family', async () => {
    const email = 'race-import-first@example.net';
    const importId = await upload(email, 1);
    // The import inserts the account, parent and child, then waits before linking the child.
    const release = await holdWrites('ChildParent');
    const importing = run(importId);
    await untilWaiting(1);
    // The sign-in finds no account yet (not committed) and waits on the e-mail's unique index.
    const signingIn = signIn(email);
    await untilWaiting(2);
    await release();
    const [imported, signedIn] = await Promise.all([importing, signingIn]);
    expect(imported.status).toBe(200);
    expect(imported.body.import.familiesCreated).toBe(1);
    expect(signedIn.status).toBe(302);
    expect(await accountsAndFamilies(email)).toEqual({ accounts: 1, families: 1 });
    // The account signed in to is the imported one, with its family and child.
    const account = await t.prisma.account.findUniqueOrThrow({ where: { email }, select: { identities: { select: { provider: true } }, parent: { select: { children: { select: { child: { select: { firstName: true } } } } } } } });
    expect(account.identities.map((i) => i.provider)).toEqual(['dev']);
    expect(account.parent?.children.map((c) => c.child.firstName)).toEqual(['Kit1']);
  });

  it('the import that waits on the sign-in’s new account merges into the family the sign-in made', async () => {
    const email = 'race-sign-in-first@example.net';
    const importId = await upload(email, 2);
    // The sign-in inserts the account, then waits before its sign-in identity.
    const release = await holdWrites('SignInIdentity');
    const signingIn = signIn(email);
    await untilWaiting(1);
    // The import plans a new family (the account is not committed yet) and waits on the e-mail's unique index.
    const importing = run(importId);
    await untilWaiting(2);
    await release();
    const [signedIn, imported] = await Promise.all([signingIn, importing]);
    expect(signedIn.status).toBe(302);
    expect(imported.status).toBe(200);
    expect(imported.body.import).toMatchObject({ familiesCreated: 0, familiesMerged: 1, childrenCreated: 1 });
    expect(await accountsAndFamilies(email)).toEqual({ accounts: 1, families: 1 });
  });
});
