// Saved people queries (shared with other staff, owner-only changes) and the streamed CSV export of a
// whole result (every row, formula-injection guarded), through both doors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { childQuery, errorOf, ids, run } from '../../../test/kits/query-test-kit.ts';

let t: TestApp;
let admin: TestClient;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  admin = await t.signIn('admin@example.org');
  staff = await t.signIn('staff@example.org');
});
afterAll(() => t.close());

const SAVED = `{ savedPeopleQueries { id name definition shared ownedByViewer ownerName } }`;
const SAVE = `mutation($id: ID, $name: String!, $d: String!, $shared: Boolean) { savePeopleQuery(id: $id, name: $name, definition: $d, shared: $shared) { id name definition shared ownedByViewer } }`;
const DELETE = `mutation($id: ID!) { deleteSavedPeopleQuery(id: $id) }`;

describe('saved queries', () => {
  it('the demo has a few, shared, and every one of them runs for the admin', async () => {
    const list = (await staff.gql(SAVED)).data.savedPeopleQueries;
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const saved of list) {
      expect(saved.shared).toBe(true);
      const res = await run(admin, saved.definition);
      expect(res.errors, saved.name).toBeUndefined();
      expect(res.data.peopleQuery.totalCount, saved.name).toBeGreaterThan(0);
    }
  });

  it('shared ones reach other staff; private ones only their owner; only the owner changes or deletes', async () => {
    const def = JSON.stringify(childQuery({ field: 'grade', op: 'eq', value: 3 }));
    const shared = (await staff.gql(SAVE, { name: '  Third graders ', d: def })).data.savePeopleQuery;
    expect(shared).toMatchObject({ name: 'Third graders', shared: true, ownedByViewer: true });
    const mine = (await staff.gql(SAVE, { name: 'Just mine', d: def, shared: false })).data.savePeopleQuery;
    const adminSees = (await admin.gql(SAVED)).data.savedPeopleQueries.map((s: { name: string }) => s.name);
    expect(adminSees).toContain('Third graders');
    expect(adminSees).not.toContain('Just mine');

    await createStaff(t, 'helper@example.org');
    const helper = await t.signIn('helper@example.org');
    expect(errorOf(await helper.gql(SAVE, { id: shared.id, name: 'Taken over', d: def }))?.extensions?.code).toBe('FORBIDDEN');
    expect(errorOf(await helper.gql(DELETE, { id: shared.id }))?.extensions?.code).toBe('FORBIDDEN');
    expect(errorOf(await helper.gql(DELETE, { id: mine.id }))?.extensions?.code).toBe('NOT_FOUND');

    const renamed = (await staff.gql(SAVE, { id: shared.id, name: 'Grade 3', d: def })).data.savePeopleQuery;
    expect(renamed).toMatchObject({ id: shared.id, name: 'Grade 3' });
    expect((await staff.gql(DELETE, { id: mine.id })).data.deleteSavedPeopleQuery).toBe(mine.id);
    const rest = await staff.rest('GET', '/api/v1/people-query/saved');
    expect(rest.status).toBe(200);
    expect(rest.body.queries.map((q: { name: string }) => q.name)).toContain('Grade 3');
    expect(rest.body.queries.map((q: { name: string }) => q.name)).not.toContain('Just mine');
  });

  it('node(id:) answers a saved query only to staff who may list it: NOT_FOUND, like a missing id, to everyone else', async () => {
    const def = JSON.stringify(childQuery({ field: 'grade', op: 'eq', value: 2 }));
    const shared = (await staff.gql(SAVE, { name: 'Second graders', d: def })).data.savePeopleQuery.id as string;
    const unshared = (await staff.gql(SAVE, { name: 'Second graders, mine', d: def, shared: false })).data.savePeopleQuery.id as string;
    const NODE = 'query($id: ID!) { node(id: $id) { __typename ... on SavedPeopleQuery { name definition ownerName } } }';
    const missing = encodeGlobalID('SavedPeopleQuery', 2_000_000);
    const notFound = async (client: TestClient, id: string) => {
      const [hidden, unknown] = await Promise.all([client.request('POST', '/graphql', { body: { query: NODE, variables: { id } } }), client.request('POST', '/graphql', { body: { query: NODE, variables: { id: missing } } })]);
      const text = await hidden.text();
      expect(text).toBe(await unknown.text());
      expect(JSON.parse(text)).toMatchObject({ data: { node: null }, errors: [{ extensions: { code: 'NOT_FOUND' } }] });
    };
    await createStaff(t, 'saved.reader@example.org');
    const otherStaff = await t.signIn('saved.reader@example.org');
    for (const client of [t.anonymous(), await t.signIn('parent@example.org'), await t.signIn('intern@example.org')]) {
      await notFound(client, shared);
      await notFound(client, unshared);
    }
    await notFound(otherStaff, unshared);
    await notFound(admin, unshared); // MANAGE_VBS tidies up shared queries; an unshared one stays its owner's
    expect((await otherStaff.gql(NODE, { id: shared })).data.node).toMatchObject({ __typename: 'SavedPeopleQuery', name: 'Second graders' });
    expect((await staff.gql(NODE, { id: unshared })).data.node).toMatchObject({ name: 'Second graders, mine', ownerName: 'Daniel Brooks' });
  });

  it('MANAGE_VBS unsharing someone else’s query answers the saved query to the admin who changed it; then it is its owner’s alone', async () => {
    const def = JSON.stringify(childQuery({ field: 'grade', op: 'eq', value: 4 }));
    const shared = (await staff.gql(SAVE, { name: 'Fourth graders', d: def })).data.savePeopleQuery.id as string;
    const res = await admin.gql(SAVE, { id: shared, name: 'Fourth graders', d: def, shared: false });
    expect(res.errors).toBeUndefined();
    expect(res.data.savePeopleQuery).toMatchObject({ id: shared, name: 'Fourth graders', shared: false, ownedByViewer: false });
    // The answer is the one who changed it; afterwards the unshared query is listed for its owner only.
    const names = async (client: TestClient) => (await client.gql(SAVED)).data.savedPeopleQueries.map((s: { name: string }) => s.name);
    expect(await names(admin)).not.toContain('Fourth graders');
    expect(await names(staff)).toContain('Fourth graders');
    const NODE = 'query($id: ID!) { node(id: $id) { ... on SavedPeopleQuery { name } } }';
    expect(errorOf(await admin.gql(NODE, { id: shared }))?.extensions?.code).toBe('NOT_FOUND');
    // Nor may the admin change it again now that they cannot see it.
    expect(errorOf(await admin.gql(SAVE, { id: shared, name: 'Renamed', d: def, shared: true }))?.extensions?.code).toBe('NOT_FOUND');
    expect(await t.prisma.savedPeopleQuery.findUniqueOrThrow({ where: { id: Number(decodeGlobalID(shared).id) } })).toMatchObject({ name: 'Fourth graders', shared: false });
  });

  it('refuses a nameless or malformed query with 400 naming the field', async () => {
    expect(errorOf(await staff.gql(SAVE, { name: ' ', d: JSON.stringify(childQuery(null)) }))?.extensions).toMatchObject({ code: 'BAD_INPUT', fields: { name: expect.any(String) } });
    expect(errorOf(await staff.gql(SAVE, { name: 'x', d: '{"personType":"dog","columns":["name"]}' }))?.extensions).toMatchObject({ code: 'BAD_INPUT', fields: { definition: expect.any(String) } });
  });
});

describe('saved queries over REST (/api/v1/people-query/saved)', () => {
  const def = childQuery({ field: 'grade', op: 'between', value: [3, 5] }, { columns: ['name', 'grade'] });
  const names = async (client: TestClient) => (await client.rest('GET', '/api/v1/people-query/saved')).body.queries.map((q: { name: string }) => q.name);

  it('saves (201), lists, renames and deletes through REST, and GraphQL sees the same queries', async () => {
    const created = await staff.rest('POST', '/api/v1/people-query/saved', { name: ' Grades 3 to 5 ', definition: def, shared: false });
    expect(created.status).toBe(201);
    expect(created.body.query).toMatchObject({ name: 'Grades 3 to 5', definition: { ...def, sort: [] }, shared: false, ownedByViewer: true });
    const id = created.body.query.id as number;
    // The same row through the other door, private to its owner.
    const staffGql = (await staff.gql(SAVED)).data.savedPeopleQueries;
    expect(staffGql.find((s: { name: string }) => s.name === 'Grades 3 to 5')).toMatchObject({ id: encodeGlobalID('SavedPeopleQuery', id), shared: false, ownedByViewer: true });
    expect(await names(admin)).not.toContain('Grades 3 to 5');

    // JSON text is accepted too, as GraphQL takes it; sharing it shows it to other staff.
    const renamed = await staff.rest('PUT', `/api/v1/people-query/saved/${id}`, { name: 'Upper grades', definition: JSON.stringify(def), shared: true });
    expect(renamed.status).toBe(200);
    expect(renamed.body.query).toMatchObject({ id, name: 'Upper grades', shared: true });
    expect(await names(admin)).toContain('Upper grades');
    const again = await run(admin, JSON.stringify(renamed.body.query.definition));
    expect(again.errors).toBeUndefined();

    const deleted = await staff.rest('DELETE', `/api/v1/people-query/saved/${id}`);
    expect(deleted.status).toBe(204);
    expect(await t.prisma.savedPeopleQuery.findUnique({ where: { id } })).toBeNull();
    expect((await staff.rest('DELETE', `/api/v1/people-query/saved/${id}`)).status).toBe(404);
  });

  it('refuses the signed-out (401), parents and interns (403), whatever they send', async () => {
    const anonymous = t.anonymous();
    await anonymous.rest('GET', '/api/v1/account/csrf');
    const parent = await t.signIn('parent@example.org');
    const intern = await t.signIn('intern@example.org');
    const shared = (await admin.rest('POST', '/api/v1/people-query/saved', { name: 'Admin shared', definition: def })).body.query.id as number;
    const before = await t.prisma.savedPeopleQuery.count();
    expect((await anonymous.rest('POST', '/api/v1/people-query/saved', { name: 'x', definition: def })).status).toBe(401);
    expect((await anonymous.rest('GET', '/api/v1/people-query/saved')).status).toBe(401);
    for (const client of [parent, intern]) {
      expect((await client.rest('GET', '/api/v1/people-query/saved')).status).toBe(403);
      const post = await client.rest('POST', '/api/v1/people-query/saved', { name: 'Mine', definition: def });
      expect(post.status).toBe(403);
      expect(post.body.error.code).toBe('FORBIDDEN');
      expect((await client.rest('POST', '/api/v1/people-query/saved', { nonsense: true })).status).toBe(403);
      expect((await client.rest('PUT', `/api/v1/people-query/saved/${shared}`, { name: 'Mine', definition: def })).status).toBe(403);
      expect((await client.rest('DELETE', `/api/v1/people-query/saved/${shared}`)).status).toBe(403);
      expect(errorOf(await client.gql(SAVE, { name: 'Mine', d: JSON.stringify(def) }))?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await t.prisma.savedPeopleQuery.count()).toBe(before);
    expect(await t.prisma.savedPeopleQuery.findUniqueOrThrow({ where: { id: shared } })).toMatchObject({ name: 'Admin shared' });
  });

  it('a staff member changes and deletes only their own; MANAGE_VBS tidies up anyone’s; private ones are 404 to others', async () => {
    await createStaff(t, 'rest.helper@example.org');
    const helper = await t.signIn('rest.helper@example.org');
    const shared = (await staff.rest('POST', '/api/v1/people-query/saved', { name: 'Staff shared', definition: def })).body.query.id as number;
    const hidden = (await staff.rest('POST', '/api/v1/people-query/saved', { name: 'Staff private', definition: def, shared: false })).body.query.id as number;

    const takeOver = await helper.rest('PUT', `/api/v1/people-query/saved/${shared}`, { name: 'Taken over', definition: def });
    expect(takeOver.status).toBe(403);
    expect((await helper.rest('DELETE', `/api/v1/people-query/saved/${shared}`)).status).toBe(403);
    expect((await helper.rest('PUT', `/api/v1/people-query/saved/${hidden}`, { name: 'Taken over', definition: def })).status).toBe(404);
    expect((await helper.rest('DELETE', `/api/v1/people-query/saved/${hidden}`)).status).toBe(404);
    expect(errorOf(await helper.gql(DELETE, { id: encodeGlobalID('SavedPeopleQuery', shared) }))?.extensions?.code).toBe('FORBIDDEN');
    expect(await t.prisma.savedPeopleQuery.findUniqueOrThrow({ where: { id: shared } })).toMatchObject({ name: 'Staff shared' });

    // The admin (MANAGE_VBS) may rename or delete a shared query someone else saved.
    expect((await admin.rest('PUT', `/api/v1/people-query/saved/${shared}`, { name: 'Tidied', definition: def })).body.query).toMatchObject({ name: 'Tidied', ownedByViewer: false });
    expect((await admin.rest('DELETE', `/api/v1/people-query/saved/${shared}`)).status).toBe(204);
    expect(await t.prisma.savedPeopleQuery.findUnique({ where: { id: shared } })).toBeNull();

    // Unsharing it answers the saved query to the admin who changed it (never an error after the write).
    const other = (await staff.rest('POST', '/api/v1/people-query/saved', { name: 'Staff shared again', definition: def })).body.query.id as number;
    const unshared = await admin.rest('PUT', `/api/v1/people-query/saved/${other}`, { name: 'Staff shared again', definition: def, shared: false });
    expect(unshared.status).toBe(200);
    expect(unshared.body.query).toMatchObject({ id: other, shared: false, ownedByViewer: false });
    expect((await admin.rest('GET', '/api/v1/people-query/saved')).body.queries.map((q: { id: number }) => q.id)).not.toContain(other);
    expect((await staff.rest('GET', '/api/v1/people-query/saved')).body.queries.map((q: { id: number }) => q.id)).toContain(other);
    expect((await admin.rest('PUT', `/api/v1/people-query/saved/${other}`, { name: 'Again', definition: def })).status).toBe(404);
  });

  it('refuses bad input with 400 naming the field, and saves nothing', async () => {
    const before = await t.prisma.savedPeopleQuery.count();
    const cases: [unknown, string][] = [
      [{ definition: def }, 'name'],
      [{ name: 42, definition: def }, 'name'],
      [{ name: '   ', definition: def }, 'name'],
      [{ name: 'x'.repeat(500), definition: def }, 'name'],
      [{ name: 'No definition' }, 'definition'],
      [{ name: 'Bad JSON', definition: '{' }, 'definition'],
      [{ name: 'Bad shape', definition: { personType: 'dog', columns: ['name'] } }, 'definition'],
      [{ name: 'Bad shared', definition: def, shared: 'yes' }, 'shared'],
    ];
    for (const [body, field] of cases) {
      const res = await staff.rest('POST', '/api/v1/people-query/saved', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error.code).toBe('BAD_INPUT');
      expect(Object.keys(res.body.error.fields)).toEqual([field]);
    }
    expect((await staff.rest('PUT', '/api/v1/people-query/saved/0', { name: 'x', definition: def })).status).toBe(400);
    // An unknown field, or medical information without VIEW_SENSITIVE_INFO, is refused like a run would be.
    expect((await staff.rest('POST', '/api/v1/people-query/saved', { name: 'Unknown', definition: { ...def, columns: ['shoeSize'] } })).status).toBe(400);
    expect((await staff.rest('POST', '/api/v1/people-query/saved', { name: 'Medical', definition: { ...def, columns: ['name', 'medical'] } })).status).toBe(403);
    expect(await t.prisma.savedPeopleQuery.count()).toBe(before);
  });
});

describe('CSV export', () => {
  it('streams every row of the result with the chosen columns, spreadsheet formulas defused', async () => {
    const someone = await t.prisma.child.findFirstOrThrow({ orderBy: { id: 'asc' } });
    await t.prisma.child.update({ where: { id: someone.id }, data: { firstName: '=HYPERLINK("http://evil.example","x")' } });
    const def = childQuery(null, { columns: ['firstName', 'lastName', 'grade', 'registrationStatus'], sort: [{ field: 'grade', direction: 'asc' }] });
    const res = await admin.request('GET', `/api/v1/people-query/export.csv?q=${encodeURIComponent(JSON.stringify(def))}&name=All%20children`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="All children.csv"');
    const lines = (await res.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('First name,Last name,Grade,Registration status');
    expect(lines).toHaveLength(1 + (await t.prisma.child.count()));
    expect(lines).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")",${someone.lastName},${someone.gradeEntering},Approved`);
    const grades = lines.slice(1).map((l) => Number(l.split(',').at(-2)));
    expect(grades).toEqual([...grades].sort((a, b) => a - b));
    expect((await ids(admin, def)).length).toBe(lines.length - 1);
  });

  it('refuses a missing or malformed query with 400', async () => {
    expect((await admin.rest('GET', '/api/v1/people-query/export.csv')).status).toBe(400);
    expect((await admin.rest('GET', '/api/v1/people-query/export.csv?q=%7B')).status).toBe(400);
  });
});
