// A GraphQL request body over the app's limit is refused with 413 before any of it is parsed, on both
// GraphQL endpoints. The app's guard (http/request-guards.ts) is the only one: yoga's own limit is off
// (yoga.ts), so this is what keeps a huge body from being read whole.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStaff, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createStaff(t, 'body-limit@example.org');
});
afterAll(() => t.close());

for (const path of ['/graphql', '/graphql/stream']) {
  it(`${path} answers a body over the limit with 413 and the CONTRACT body`, async () => {
    const client = await t.signIn('body-limit@example.org');
    const res = await client.rest('POST', path, { query: 'query($x: String!) { __type(name: $x) { name } }', variables: { x: 'x'.repeat(t.config.requestBodyLimitBytes + 10) } });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'BODY_TOO_LARGE', message: expect.any(String) });
  });
}

it('a body just under the limit is answered as usual', async () => {
  const client = await t.signIn('body-limit@example.org');
  const padding = 'x'.repeat(t.config.requestBodyLimitBytes - 200);
  const res = await client.rest('POST', '/graphql', { query: 'query($x: String!) { __type(name: $x) { name } }', variables: { x: padding } });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  expect(res.body.data).toEqual({ __type: null });
});
