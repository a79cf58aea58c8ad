// 500 simultaneous points adjustments from many staff phones sum exactly (one INSERT … ON CONFLICT DO
// UPDATE SET amount = amount + delta each). Runs on PGlite and, with VBS_TEST_DB=postgres, on PostgreSQL
// with a real connection pool, where read-modify-write would lose updates.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { demoIds } from '../../../test/kits/groups-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  ids = await demoIds(t);
});
afterAll(() => t.close());

it('500 concurrent adjustments through both doors sum exactly, and every answer is a running total', async () => {
  const clients = await Promise.all(['admin@example.org', 'staff@example.org', 'admin@example.org', 'staff@example.org'].map((e) => t.signIn(e)));
  const group = ids.permanent[0].id;
  const day = ids.days[4].id; // no points seeded for the last day: the first adjustments race to insert the row
  const deltas = Array.from({ length: 500 }, (_, i) => ((i * 37) % 41) - 20 || 7);
  const answers = await Promise.all(
    deltas.map((amount, i) => {
      const client = clients[i % clients.length];
      return i % 2
        ? client.rest('POST', `/api/v1/group/${group}/points/adjust?dayId=${day}&amount=${amount}`).then((r) => {
            expect(r.status).toBe(200);
            return r.body.points as number;
          })
        : client
            .gql('mutation($input: GroupPointsInput!) { adjustGroupPoints(input: $input) { amount } }', {
              input: { groupId: Buffer.from(`Group:${group}`).toString('base64'), dayId: day, amount },
            })
            .then((r) => {
              expect(r.errors).toBeUndefined();
              return r.data.adjustGroupPoints.amount as number;
            });
    }),
  );
  const expected = deltas.reduce((a, b) => a + b, 0);
  const row = await t.prisma.groupDayPoints.findUniqueOrThrow({ where: { groupId_dayId: { groupId: group, dayId: day } } });
  expect(row.amount).toBe(expected);
  // Each answer is the total right after that adjustment, so exactly one of them saw the final total
  // (unless two orderings coincide) and none is outside the reachable range.
  expect(answers).toContain(expected);
  expect(answers.every((a) => Number.isInteger(a))).toBe(true);
}, 120_000);
