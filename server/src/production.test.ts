// NODE_ENV=production: no demo sign-in, no introspection, only persisted GraphQL operations, Secure cookies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync, rmSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { createTestApp, createEdition, type TestApp } from '../test/harness.ts';

const editionQuery = 'query HomeEditionQuery { currentEdition { year name } }';
const editionId = createHash('sha256').update(editionQuery).digest('hex');
const persistedFile = `/tmp/vbs-persisted-${randomBytes(4).toString('hex')}.json`;
let t: TestApp;

beforeAll(async () => {
  // relay-compiler writes this file from the client's operations; the test gives it one known entry.
  writeFileSync(persistedFile, JSON.stringify({ [editionId]: editionQuery }));
  // Production refuses to start without the check-in code secret (CONTRACT.md), so the test gives one.
  t = await createTestApp({ env: { NODE_ENV: 'production', PERSISTED_QUERIES_FILE: persistedFile, CHECK_IN_CODE_SECRET: 'p'.repeat(32) } });
  await createEdition(t);
});
afterAll(async () => {
  rmSync(persistedFile, { force: true });
  await t.close();
});

describe('production', () => {
  it('answers /healthz with the database kind', async () => {
    const res = await t.anonymous().rest('GET', '/healthz');
    expect(res).toMatchObject({ status: 200, body: { ok: true, db: t.db.kind } });
  });

  it('has no demo sign-in', async () => {
    const res = await t.anonymous().rest('GET', '/oauth2/authorization/dev?email=admin@example.org');
    expect(res.status).toBe(404);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('vbs_session='))).toBe(false);
  });

  it('runs persisted operations by id and refuses operation text', async () => {
    const client = t.anonymous();
    const byId = await client.rest('POST', '/graphql', { documentId: editionId, variables: {} });
    expect(byId.body).toEqual({ data: { currentEdition: { year: 2025, name: 'Egyptian Expedition' } } });
    const text = await client.rest('POST', '/graphql', { query: editionQuery });
    expect(text.body.data).toBeUndefined();
    expect(text.body.errors?.length).toBeGreaterThan(0);
    const unknown = await client.rest('POST', '/graphql', { documentId: 'f'.repeat(64) });
    expect(unknown.body.data).toBeUndefined();
  });

  it('runs only persisted operation text on the subscription stream', async () => {
    const client = t.anonymous();
    const refused = await client.rest('POST', '/graphql/stream', { query: '{ __typename }' }, {});
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toBe('PersistedQueryOnly');
    const refusedGet = await client.rest('GET', `/graphql/stream?query=${encodeURIComponent('{ __typename }')}`);
    expect(refusedGet.status).toBe(400);
    // The compiled operation's own text is let through to the graphql-sse handler.
    const allowed = await client.request('POST', '/graphql/stream', { body: { query: editionQuery }, headers: { accept: 'text/event-stream' } });
    expect(allowed.status).toBe(200);
    await allowed.body?.cancel();
  });

  it('sets cookies Secure', async () => {
    const res = await t.anonymous().request('GET', '/api/v1/account/csrf');
    expect(res.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='))).toMatch(/Secure/);
  });
});

describe('development', () => {
  it('answers introspection and operation text', async () => {
    const dev = await createTestApp({ env: { PERSISTED_QUERIES_FILE: persistedFile } });
    try {
      await createEdition(dev);
      const res = await dev.anonymous().gql('{ __schema { queryType { name } } signInOptions { demoAccounts { email } } }');
      expect(res.data.__schema.queryType.name).toBe('Query');
      expect(res.data.signInOptions.demoAccounts.map((a: { email: string }) => a.email)).toContain('admin@example.org');
      // …and persisted ids, which is what the client sends.
      const byId = await dev.anonymous().rest('POST', '/graphql', { documentId: editionId, variables: {} });
      expect(byId.body).toEqual({ data: { currentEdition: { year: 2025, name: 'Egyptian Expedition' } } });
    } finally {
      await dev.close();
    }
  });
});
