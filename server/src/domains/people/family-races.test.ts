// Two changes to one family started together, many times over: both apply, or one is refused and absent.
// With VBS_TEST_DB=postgres the two requests run on separate pooled connections, where a change deciding
// from the family's children or invitations read before the other change committed would miss it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';

const TRIALS = 20;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INVITE = `mutation($e: String!) { inviteGuardian(input: { firstName: "Pat", lastName: "Guardian", email: $e }) { id } }`;
const CHILD = { firstName: 'Kit', lastName: 'Race', gradeEntering: 2 };

/** A new parent with one child, signed in twice (two devices of one family). */
async function family(tag: string): Promise<{ parentId: number; phone: TestClient; laptop: TestClient }> {
  const email = `race.${tag}@example.org`;
  const phone = await t.signIn(email);
  const laptop = await t.signIn(email);
  const added = await phone.rest('PUT', '/api/v1/child', CHILD);
  expect(added.status).toBe(201);
  const { parent } = await t.prisma.account.findUniqueOrThrow({ where: { email }, select: { parent: { select: { id: true } } } });
  return { parentId: parent!.id, phone, laptop };
}

describe('two changes to one family at once', () => {
  it('the same guardian invited from two devices at once: one invitation, the other answer is 409', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const { parentId, phone, laptop } = await family(`invite${trial}`);
      const e = `pat.${trial}@example.org`;
      const answers = await Promise.all([phone.gql(INVITE, { e }), laptop.gql(INVITE, { e })]);
      expect(answers.filter((a) => a.errors).map((a) => a.errors![0].extensions?.code)).toEqual(['CONFLICT']);
      const invitations = await t.prisma.parent.count({ where: { email: e, accountId: null, children: { some: { child: { parents: { some: { parentId } } } } } } });
      expect(invitations).toBe(1);
    }
  }, 120_000);

  it('a child added while a guardian is invited: the invitation covers the new child too', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const { parentId, phone, laptop } = await family(`child${trial}`);
      const e = `sam.${trial}@example.org`;
      const [invite, child] = await Promise.all([phone.gql(INVITE, { e }), laptop.rest('PUT', '/api/v1/child', { ...CHILD, firstName: 'Jo' })]);
      expect(invite.errors).toBeUndefined();
      expect(child.status).toBe(201);
      const own = await t.prisma.childParent.findMany({ where: { parentId }, select: { childId: true } });
      const invited = await t.prisma.parent.findFirstOrThrow({ where: { email: e }, select: { children: { select: { childId: true } } } });
      expect(invited.children.map((c) => c.childId).sort()).toEqual(own.map((c) => c.childId).sort());
    }
  }, 120_000);
});
