// firstAidReportChanged delivers a report written or corrected elsewhere, re-read through the policy with
// the subscriber's own selection: staff with VIEW_SENSITIVE_INFO every report, a parent their own
// children's only; the text it discloses is recorded as read by that subscriber (the subscription door).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { openSubscription } from '../../../test/graphql-subscription.ts';
import { seedDemoData } from '../../seed/seed.ts';

let t: TestApp;
let staff: TestClient;
const childOf = (email: string) => t.prisma.child.findFirstOrThrow({ where: { parents: { some: { parent: { email } } } }, orderBy: { id: 'asc' }, select: { id: true } });
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  staff = await t.signIn('staff@example.org');
});
afterAll(() => t.close());

const write = async (childId: number, whatHappened: string) => {
  const res = await staff.gql('mutation($input: CreateFirstAidReportInput!) { createFirstAidReport(input: $input) { id databaseId } }', {
    input: { childId, occurredAt: new Date(Date.now() - 60_000).toISOString(), location: 'Gym', whatHappened, treatment: 'Ice pack.' },
  });
  expect(res.errors).toBeUndefined();
  return res.data.createFirstAidReport as { id: string; databaseId: number };
};

describe('firstAidReportChanged', () => {
  it('delivers the report with each subscriber’s selection to those who may read it, and records the text read', async () => {
    const [own, other] = await Promise.all([childOf('parent@example.org'), childOf('parent2@example.org')]);
    const parent = await t.signIn('parent@example.org');
    const [admin, parentStream, parent2Stream] = await Promise.all([
      t.signIn('admin@example.org').then((c) => openSubscription(c, 'subscription { firstAidReportChanged { id childId whatHappened treatment } }')),
      openSubscription(parent, 'subscription { firstAidReportChanged { id whatHappened } }'),
      t.signIn('parent2@example.org').then((c) => openSubscription(c, 'subscription { firstAidReportChanged { id location } }')),
    ]);
    const since = (await t.prisma.auditEvent.findFirst({ orderBy: { id: 'desc' }, select: { id: true } }))?.id ?? 0;
    const mine = await write(own.id, 'Scraped a knee on the gravel.');
    const theirs = await write(other.id, 'Bumped a head on the slide.');

    expect((await admin.next()).firstAidReportChanged).toEqual({ id: mine.id, childId: own.id, whatHappened: 'Scraped a knee on the gravel.', treatment: 'Ice pack.' });
    expect((await admin.next()).firstAidReportChanged).toEqual({ id: theirs.id, childId: other.id, whatHappened: 'Bumped a head on the slide.', treatment: 'Ice pack.' });
    expect((await parentStream.next()).firstAidReportChanged).toEqual({ id: mine.id, whatHappened: 'Scraped a knee on the gravel.' });
    // Reports arrive in the order they were written: the other family's first is the second report.
    expect((await parent2Stream.next()).firstAidReportChanged).toEqual({ id: theirs.id, location: 'Gym' });
    await Promise.all([admin.close(), parentStream.close(), parent2Stream.close()]);

    const parentAccount = (await t.prisma.account.findFirstOrThrow({ where: { email: 'parent@example.org' }, select: { id: true } })).id;
    // The audit trail is written beside the answer; it is there once the stream's delivery has settled.
    await expect
      .poll(() =>
        t.prisma.auditEvent.findMany({
          where: { id: { gt: since }, kind: 'READ', door: 'subscription', actorAccountId: parentAccount, entity: 'FirstAidReport' },
          select: { entityId: true, field: true },
        }),
      )
      .toEqual([{ entityId: String(mine.databaseId), field: 'whatHappened' }]);
  });
});
