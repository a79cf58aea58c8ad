// The parent's dashboard reads each child's latest check-in of the current edition:
// their own children only, staff too, nothing from an earlier year, in a constant number of statements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdition, createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';

let t: TestApp;
let parent: TestClient;
const QUERY = '{ viewer { parentIdentity { children { firstName currentCheckIn { checkedIn recordedAt } } } } }';

beforeAll(async () => {
  t = await createTestApp();
  await createEdition(t, { year: 2024, name: 'Last year' });
  await createEdition(t, { year: 2025 });
  await createStaff(t, 'leader@example.org');
  parent = await t.signIn('family@example.org');
  for (const firstName of ['Ann', 'Ben', 'Cal']) await parent.rest('PUT', '/api/v1/child', { firstName, lastName: 'Lee', gradeEntering: 2 });
  const [old, current] = [await t.prisma.schedule.create({ data: { year: 2024 } }), await t.prisma.schedule.create({ data: { year: 2025 } })];
  const kids = await t.prisma.child.findMany({ orderBy: { firstName: 'asc' } });
  // A child's records are numbered per schedule (seq 0, 1, …; unique since check-in and safe pickup).
  await t.prisma.attendanceRecord.createMany({
    data: [
      { childId: kids[0].id, scheduleId: current.id, kind: 'CHECK_IN', recordedAt: new Date('2025-08-11T13:55:00Z') },
      { childId: kids[0].id, scheduleId: current.id, kind: 'CHECK_OUT', seq: 1, recordedAt: new Date('2025-08-11T17:05:00Z') },
      { childId: kids[1].id, scheduleId: current.id, kind: 'CHECK_IN', recordedAt: new Date('2025-08-12T13:50:00Z') },
      // Last year's check-in says nothing about this year.
      { childId: kids[2].id, scheduleId: old.id, kind: 'CHECK_IN', recordedAt: new Date('2024-08-12T13:50:00Z') },
    ],
  });
});
afterAll(() => t.close());

describe('Child.currentCheckIn', () => {
  it("shows a parent each child's latest check-in or check-out of the current edition", async () => {
    const res = await parent.gql(QUERY);
    expect(res.errors).toBeUndefined();
    const byName = Object.fromEntries(res.data.viewer.parentIdentity.children.map((c: { firstName: string; currentCheckIn: unknown }) => [c.firstName, c.currentCheckIn]));
    expect(byName).toEqual({
      Ann: { checkedIn: false, recordedAt: '2025-08-11T17:05:00.000Z' },
      Ben: { checkedIn: true, recordedAt: '2025-08-12T13:50:00.000Z' },
      Cal: null,
    });
  });

  it('never shows another family’s child', async () => {
    const other = await t.signIn('other@example.org');
    const ben = await t.prisma.child.findFirstOrThrow({ where: { firstName: 'Ben' } });
    const { encodeGlobalID } = await import('@pothos/plugin-relay');
    const res = await other.gql('query($id: ID!) { node(id: $id) { ... on Child { currentCheckIn { checkedIn } } } }', { id: encodeGlobalID('Child', ben.id) });
    expect(res.data?.node?.currentCheckIn ?? null).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND'); // as for an id that does not exist
  });

  it('staff read it too', async () => {
    const leader = await t.signIn('leader@example.org');
    const ben = await t.prisma.child.findFirstOrThrow({ where: { firstName: 'Ben' } });
    const { encodeGlobalID } = await import('@pothos/plugin-relay');
    const res = await leader.gql('query($id: ID!) { node(id: $id) { ... on Child { currentCheckIn { checkedIn } } } }', { id: encodeGlobalID('Child', ben.id) });
    expect(res.data.node).toEqual({ currentCheckIn: { checkedIn: true } });
  });
});
