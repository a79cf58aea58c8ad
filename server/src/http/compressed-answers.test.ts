// The app's own requests (they carry the anti-forgery header) get gzip-compressed answers through both doors;
// a request any other site could make (no header) gets them as they are, so a secret in an answer never shares a
// compressed body with words another site chose (BREACH). Event streams are never compressed.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdition, createStaff, createTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let admin: TestClient;
const GZIP = { 'accept-encoding': 'gzip, deflate, br' };
// More than the 1 KB under which an answer is not worth compressing.
const SCHEMA_TYPES = '{ __schema { types { name description } } }';

beforeAll(async () => {
  t = await createTestApp();
  await createEdition(t);
  await createStaff(t, 'accounts-admin@example.org', ['ADMINISTER_ACCOUNTS']);
  admin = await t.signIn('accounts-admin@example.org');
  // Enough accounts that their list is worth compressing.
  await t.prisma.account.createMany({ data: Array.from({ length: 40 }, (_, i) => ({ email: `compress-${i}@example.org`, fullName: `Compressed Person ${i}` })) });
  await admin.request('GET', '/api/v1/account/csrf');
});
afterAll(() => t.close());

const xsrf = () => ({ 'X-XSRF-TOKEN': admin.cookies.get('XSRF-TOKEN')! });
const gunzipped = async (res: Response) => JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'));

describe('compressed answers', () => {
  it('compresses a GraphQL answer to the app’s own request, and it reads the same', async () => {
    const res = await admin.request('POST', '/graphql', { body: { query: SCHEMA_TYPES }, headers: GZIP });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const body = await gunzipped(res);
    expect(body.data.__schema.types.map((type: { name: string }) => type.name)).toContain('Child');
  });

  it('compresses a REST answer to the app’s own request', async () => {
    const res = await admin.request('GET', '/api/v1/accounts?first=50', { headers: { ...GZIP, ...xsrf() } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect((await gunzipped(res)).accounts.length).toBeGreaterThan(40);
  });

  it('leaves the answer to a request without the anti-forgery header as it is, on both doors', async () => {
    const graphql = await admin.request('GET', `/graphql?query=${encodeURIComponent(SCHEMA_TYPES)}`, { headers: GZIP, xsrf: false });
    expect(graphql.status).toBe(200);
    expect(graphql.headers.get('content-encoding')).toBeNull();
    expect((await graphql.json()).data.__schema.types.length).toBeGreaterThan(10);
    const rest = await admin.request('GET', '/api/v1/accounts?first=50', { headers: GZIP, xsrf: false });
    expect(rest.headers.get('content-encoding')).toBeNull();
    expect((await rest.json()).accounts.length).toBeGreaterThan(40);
  });

  it('leaves small answers, and clients that do not accept gzip, as they are', async () => {
    const small = await admin.request('POST', '/graphql', { body: { query: '{ currentEdition { year } }' }, headers: GZIP });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect((await small.json()).data.currentEdition.year).toBe(2025);
    const plain = await admin.request('POST', '/graphql', { body: { query: SCHEMA_TYPES } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).data.__schema.types.length).toBeGreaterThan(10);
  });

  it('never compresses the live event stream', async () => {
    const controller = new AbortController();
    const res = await t.fetch(
      new Request('http://localhost/api/v1/updates', {
        headers: { ...GZIP, ...xsrf(), accept: 'text/event-stream', cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        signal: controller.signal,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    controller.abort();
    await res.body?.cancel().catch(() => undefined);
  });
});
