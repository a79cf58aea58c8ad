// node(id:) never answers 500, and never tells a parent whether an
// id exists — another family's child, a child that never existed, an id past the integer range and an id
// of a type that is no node all get the same NOT_FOUND answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let parent: TestClient;
let ownChildId: number;
let otherChildId: number;

async function familyWithChild(email: string, firstName: string) {
  const account = await t.prisma.account.create({ data: { email, fullName: firstName } });
  const child = await t.prisma.child.create({ data: { firstName, lastName: 'Test', gradeEntering: 3 } });
  await t.prisma.parent.create({ data: { accountId: account.id, firstName: 'P', lastName: 'Test', email, children: { create: [{ childId: child.id }] } } });
  return child.id;
}

beforeAll(async () => {
  t = await createTestApp();
  ownChildId = await familyWithChild('own-family@example.org', 'Own');
  otherChildId = await familyWithChild('other-family@example.org', 'Other');
  parent = await t.signIn('own-family@example.org');
});
afterAll(() => t.close());

const NODE = 'query($id: ID!) { node(id: $id) { id ... on Child { firstName } } }';
const answer = (res: { data: any; errors?: { message: string; extensions?: { code?: string } }[] }) => ({
  node: res.data?.node ?? null,
  errors: (res.errors ?? []).map((e) => ({ message: e.message, code: e.extensions?.code })),
});

describe('node(id:) for a parent', () => {
  it('finds their own child', async () => {
    const res = await parent.gql(NODE, { id: encodeGlobalID('Child', ownChildId) });
    expect(res.data.node.firstName).toBe('Own');
  });

  it('answers another family’s child exactly like a child that does not exist', async () => {
    const forbidden = answer(await parent.gql(NODE, { id: encodeGlobalID('Child', otherChildId) }));
    const unknown = answer(await parent.gql(NODE, { id: encodeGlobalID('Child', otherChildId + 1000) }));
    expect(forbidden).toEqual(unknown);
    expect(forbidden).toEqual({ node: null, errors: [{ message: 'Nothing was found with that id.', code: 'NOT_FOUND' }] });
  });

  it('answers ids past the integer range and of types that are no node the same way, never INTERNAL', async () => {
    for (const id of [encodeGlobalID('Child', '2147483648'), encodeGlobalID('PersonName', 1), encodeGlobalID('Nope', 1), encodeGlobalID('Child', 'x')]) {
      const res = await parent.gql(NODE, { id });
      expect(res.status, id).toBeLessThan(500);
      expect(answer(res), id).toEqual({ node: null, errors: [{ message: 'Nothing was found with that id.', code: 'NOT_FOUND' }] });
    }
  });

  it('refuses an id that is not a global id at all as bad input', async () => {
    const res = await parent.gql(NODE, { id: '%%%not-base64' });
    expect(res.status).toBeLessThan(500);
    expect(res.errors?.[0].extensions?.code).toBe('BAD_INPUT');
  });

  it('answers a hidden child and a missing one byte for byte alike, however the field is aliased and whatever it selects', async () => {
    const hidden = encodeGlobalID('Child', otherChildId);
    const missing = encodeGlobalID('Child', otherChildId + 1000);
    const alsoMissing = encodeGlobalID('Child', otherChildId + 2000);
    const documents = [
      'query($id: ID!) { node(id: $id) { __typename } }',
      'query($id: ID!) { a: node(id: $id) { __typename } }',
      'query($id: ID!) { a: node(id: $id) { id ... on Child { firstName } } }',
      'query($id: ID!, $other: ID!) { a: node(id: $id) { __typename id } b: node(id: $other) { __typename } }',
      'query($id: ID!, $other: ID!) { b: node(id: $other) { __typename } a: node(id: $id) { ... on Child { firstName parents { firstName } } } }',
      'query($id: ID!, $other: ID!) { ...Both } fragment Both on Query { x: node(id: $id) { __typename } y: node(id: $other) { id } }',
    ];
    const raw = async (client: TestClient, query: string, id: string) =>
      (await client.request('POST', '/graphql', { body: { query, variables: query.includes('$other') ? { id, other: alsoMissing } : { id } } })).text();
    for (const client of [parent, t.anonymous()]) {
      for (const query of documents) {
        const answer = await raw(client, query, hidden);
        expect(answer, query).toBe(await raw(client, query, missing));
        expect(answer, query).not.toContain('Child');
        expect(answer, query).not.toContain('FORBIDDEN');
      }
    }
  });

  it('there is no nodes(ids:) to probe many ids at once', async () => {
    const res = await parent.gql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [encodeGlobalID('Child', ownChildId)] });
    expect(res.status).toBe(400);
  });
});
