// Saved people queries (shared with other staff, owner-only changes) and the streamed CSV export of a
// whole result (every row, formula-injection guarded), through both doors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { childQuery, errorOf, ids, run } from './query-test-kit.ts';

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

  it('refuses a nameless or malformed query with 400 naming the field', async () => {
    expect(errorOf(await staff.gql(SAVE, { name: ' ', d: JSON.stringify(childQuery(null)) }))?.extensions).toMatchObject({ code: 'BAD_INPUT', fields: { name: expect.any(String) } });
    expect(errorOf(await staff.gql(SAVE, { name: 'x', d: '{"personType":"dog","columns":["name"]}' }))?.extensions).toMatchObject({ code: 'BAD_INPUT', fields: { definition: expect.any(String) } });
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
