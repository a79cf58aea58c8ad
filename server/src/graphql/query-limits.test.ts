// One request must never stall the server. Oversized operations (aliases, depth, tokens) are refused with
// 400 before any resolver or SQL runs, in development and production alike, and /healthz keeps answering;
// every document the client was compiled with stays within the limits (so raising them is deliberate).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createEdition, createStaff, createTestApp, type TestApp } from '../../test/harness.ts';
import { DEFAULT_PERSISTED_QUERIES_FILE } from './yoga.ts';
import { QUERY_LIMITS, measureDocument } from './query-limits.ts';

const aliases = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const nestedRosters = (levels: number) => {
  let inner = 'firstName';
  for (let i = 0; i < levels; i++) inner = `groups { roster { child { ${inner} } } }`;
  return `{ groupList { ${inner} } }`;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createEdition(t);
  await createStaff(t, 'plain-staff@example.org');
});
afterAll(() => t.close());

async function refusedBeforeSql(send: () => Promise<{ status: number; body: any }>) {
  t.db.statements.length = 0;
  const started = performance.now();
  const res = await send();
  const ms = performance.now() - started;
  return { ...res, statements: [...t.db.statements], ms };
}

describe('over-costly operations are refused with 400 before they run', () => {
  it('10,000 aliases of currentEdition, anonymously: 400 with no SQL, and /healthz still answers', async () => {
    const client = t.anonymous();
    const query = aliases(10_000, 'currentEdition { year name }');
    const [res, health] = await Promise.all([refusedBeforeSql(() => client.rest('POST', '/graphql', { query })), client.rest('GET', '/healthz')]);
    console.log(`10,000 aliases refused in ${res.ms.toFixed(0)} ms`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/limit/i);
    expect(res.statements).toEqual([]);
    expect(health.status).toBe(200);
    expect(health.body.ok).toBe(true);
  });

  it('a few more aliases than any screen uses: 400 QUERY_TOO_COSTLY naming the limit', async () => {
    const res = await t.anonymous().rest('POST', '/graphql', { query: aliases(QUERY_LIMITS.aliases + 1, 'currentEdition { year }') });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('QUERY_TOO_COSTLY');
  });

  it('groups → roster → child → groups nested four levels, as staff: 400 with no SQL beyond the session', async () => {
    const staff = await t.signIn('plain-staff@example.org');
    const res = await refusedBeforeSql(() => staff.rest('POST', '/graphql', { query: nestedRosters(4) }));
    console.log(`4-level roster nesting refused in ${res.ms.toFixed(0)} ms`);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toContain('QUERY_TOO_COSTLY');
    // Only the session lookup ran; no resolver read a group.
    expect(res.statements.filter((s) => /"Group"|"GroupChild"/.test(s))).toEqual([]);
  });

  it('even two levels of roster nesting multiply lists past the limit', async () => {
    const staff = await t.signIn('plain-staff@example.org');
    const res = await staff.rest('POST', '/graphql', { query: nestedRosters(2) });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/nests \d+ lists/);
  });

  it('an operation text over the token limit is refused while parsing', async () => {
    const res = await t.anonymous().rest('POST', '/graphql', { query: `{ ${'__typename '.repeat(QUERY_LIMITS.tokens + 10)}}` });
    expect(res.status).toBe(400);
  });

  it('the stream endpoint applies the same limits: 400, no stream', async () => {
    const res = await t.anonymous().request('GET', `/graphql/stream?query=${encodeURIComponent(aliases(50, 'currentEdition { year }'))}`, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(400);
    await res.body?.cancel();
  });
});

describe('production applies the same limits', () => {
  it('refuses 10,000 aliases with 400 (persisted-only mode refuses them too, never runs them)', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', CHECK_IN_CODE_SECRET: 'x'.repeat(32) } });
    try {
      const res = await prod.anonymous().rest('POST', '/graphql', { query: aliases(10_000, 'currentEdition { year }') });
      expect(res.status).toBe(400);
    } finally {
      await prod.close();
    }
  });
});

describe('the limits fit the client', () => {
  it('every compiled client document is within every limit', () => {
    const documents = JSON.parse(readFileSync(DEFAULT_PERSISTED_QUERIES_FILE, 'utf8')) as Record<string, string>;
    expect(Object.keys(documents).length).toBeGreaterThan(10);
    for (const [id, text] of Object.entries(documents)) {
      const m = measureDocument(text);
      const where = `${id}: ${text.slice(0, 60)}`;
      expect(m.aliases, where).toBeLessThanOrEqual(QUERY_LIMITS.aliases);
      expect(m.depth, where).toBeLessThanOrEqual(QUERY_LIMITS.depth);
      expect(m.tokens, where).toBeLessThanOrEqual(QUERY_LIMITS.tokens);
      expect(m.cost, where).toBeLessThanOrEqual(QUERY_LIMITS.cost);
      expect(m.listNesting, where).toBeLessThanOrEqual(QUERY_LIMITS.listNesting);
    }
  });
});
