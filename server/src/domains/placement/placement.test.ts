// Elective placement on the demo data through GraphQL: only ASSIGN_STUDENT_GROUPS runs and applies it;
// a run is a review that changes nothing; applying writes exactly the reviewed clubs and waitlists in one
// transaction, once, and only while the data it was computed from is unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';

let t: TestApp;
let admin: TestClient;

const RESULT = `id seed appliedAt childCount placedByChoice
  clubs { club { databaseId name capacity } placed { databaseId rank choices } waitlist { databaseId rank } }
  unplaced { databaseId } withoutChoices { databaseId }`;
const RUN = `mutation($seed: Int) { runElectivePlacement(seed: $seed) { ${RESULT} } }`;
const APPLY = `mutation($id: ID!) { applyElectivePlacement(id: $id) { ${RESULT} } }`;
const LATEST = `{ electivePlacement { ${RESULT} } }`;

type Run = {
  id: string;
  seed: number;
  appliedAt: string | null;
  childCount: number;
  placedByChoice: number[];
  clubs: { club: { databaseId: number; name: string; capacity: number | null }; placed: { databaseId: number; rank: number; choices: string[] }[]; waitlist: { databaseId: number; rank: number }[] }[];
  unplaced: { databaseId: number }[];
  withoutChoices: { databaseId: number }[];
};

async function clubMembers() {
  const rows = await t.prisma.groupChild.findMany({ where: { group: { type: 'ROTATIONAL' } }, orderBy: [{ groupId: 'asc' }, { childId: 'asc' }] });
  return rows.map((r) => `${r.groupId}:${r.childId}`);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  admin = await t.signIn('admin@example.org');
});
afterAll(() => t.close());

describe('who may place', () => {
  it('needs ASSIGN_STUDENT_GROUPS for the review, a run and applying', async () => {
    const run = (await admin.gql(RUN, { seed: 1 })).data.runElectivePlacement as Run;
    for (const email of ['staff@example.org', 'parent@example.org', 'intern@example.org']) {
      const client = await t.signIn(email);
      expect((await client.gql(LATEST)).errors?.[0].extensions?.code, email).toBe('FORBIDDEN');
      expect((await client.gql(RUN, {})).errors?.[0].extensions?.code, email).toBe('FORBIDDEN');
      expect((await client.gql(APPLY, { id: run.id })).errors?.[0].extensions?.code, email).toBe('FORBIDDEN');
    }
    expect((await t.anonymous().gql(APPLY, { id: run.id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await t.prisma.placementRun.count({ where: { appliedAt: { not: null } } })).toBe(0);
  });
});

describe('on the demo data', () => {
  let run: Run;
  let before: string[];

  it('a run places every approved child fairly within capacity, and changes nothing yet', async () => {
    before = await clubMembers();
    const res = await admin.gql(RUN, { seed: 2025 });
    expect(res.errors).toBeUndefined();
    run = res.data.runElectivePlacement;
    const approved = await t.prisma.registration.count({ where: { year: 2025, status: 'APPROVED' } });
    expect(run.childCount).toBe(approved);
    expect(run.clubs.map((c) => c.club.name)).toEqual(['Hieroglyph Art', 'Nile Sports', 'Royal Court Drama', 'Science Club']);
    const placed = run.clubs.reduce((n, c) => n + c.placed.length, 0);
    expect(placed + run.unplaced.length + run.withoutChoices.length).toBe(approved);
    expect(run.placedByChoice.reduce((a, b) => a + b, 0)).toBe(placed);
    for (const c of run.clubs) expect(c.placed.length).toBeLessThanOrEqual(c.club.capacity!);
    // Nobody waits for a club with a free seat, and everyone placed below their 1st choice waits for it.
    for (const c of run.clubs) if (c.waitlist.length) expect(c.placed.length).toBe(c.club.capacity);
    for (const c of run.clubs) for (const p of c.placed) expect(p.choices[p.rank - 1]).toBe(c.club.name);
    // Nile Sports is the popular club in the demo data: it fills and keeps a waitlist.
    const nile = run.clubs.find((c) => c.club.name === 'Nile Sports')!;
    expect(nile.placed).toHaveLength(12);
    expect(nile.waitlist.length).toBeGreaterThan(0);
    expect(await clubMembers()).toEqual(before);
  });

  it('is the same for the same seed', async () => {
    const again = (await admin.gql(RUN, { seed: 2025 })).data.runElectivePlacement as Run;
    expect(again.clubs).toEqual(run.clubs);
    const latest = (await admin.gql(LATEST)).data.electivePlacement as Run;
    expect(latest.id).toBe(again.id);
  });

  it('refuses to apply a run whose data changed since the review, and writes nothing', async () => {
    const club = await t.prisma.group.findFirstOrThrow({ where: { name: 'Hieroglyph Art' } });
    const stale = (await admin.gql(RUN, { seed: 77 })).data.runElectivePlacement as Run;
    await t.prisma.group.update({ where: { id: club.id }, data: { capacity: 5 } });
    const res = await admin.gql(APPLY, { id: stale.id });
    expect(res.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(res.errors?.[0].message).toMatch(/changed since/);
    await t.prisma.group.update({ where: { id: club.id }, data: { capacity: 12 } });
    expect(await clubMembers()).toEqual(before);
    expect(await t.prisma.clubWaitlist.count()).toBe(0);
  });

  it('applying writes exactly the reviewed clubs and waitlists, once; permanent groups are untouched', async () => {
    const permanentBefore = await t.prisma.groupChild.count({ where: { group: { type: 'PERMANENT' } } });
    const res = await admin.gql(APPLY, { id: run.id });
    expect(res.errors).toBeUndefined();
    expect(res.data.applyElectivePlacement.appliedAt).toEqual(expect.any(String));
    const expected = run.clubs.flatMap((c) => c.placed.map((p) => `${c.club.databaseId}:${p.databaseId}`)).sort();
    expect((await clubMembers()).sort()).toEqual(expected);
    for (const c of run.clubs) {
      const waitlist = await t.prisma.clubWaitlist.findMany({ where: { groupId: c.club.databaseId }, orderBy: { position: 'asc' } });
      expect(waitlist.map((w) => ({ databaseId: w.childId, rank: w.choiceRank }))).toEqual(c.waitlist);
    }
    expect(await t.prisma.groupChild.count({ where: { group: { type: 'PERMANENT' } } })).toBe(permanentBefore);
    const twice = await admin.gql(APPLY, { id: run.id });
    expect(twice.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('names bad input', async () => {
    expect((await admin.gql(RUN, { seed: -1 })).errors?.[0].extensions?.fields).toHaveProperty('seed');
    expect((await admin.gql(APPLY, { id: encodeGlobalID('Child', 1) })).errors?.[0].extensions?.fields).toHaveProperty('id');
    expect((await admin.gql(APPLY, { id: encodeGlobalID('PlacementRun', 999999) })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('the review takes the same number of SQL statements however many children there are', async () => {
    await admin.gql(RUN, { seed: 5 });
    t.db.statements.length = 0;
    await admin.gql(LATEST);
    const small = t.db.statements.length;
    const parent = await t.prisma.parent.findFirstOrThrow({ where: { account: { email: 'parent@example.org' } } });
    const question = await t.prisma.question.findFirstOrThrow({ where: { year: 2025, key: 'elective' } });
    for (let n = 0; n < 10; n++) {
      const child = await t.prisma.child.create({ data: { firstName: `Extra${n}`, lastName: 'Child', gradeEntering: n % 6 } });
      await t.prisma.registration.create({
        data: { childId: child.id, year: 2025, submittedById: parent.id, status: 'APPROVED', responses: { create: { questionId: question.id, prompt: question.prompt, response: 'Nile Sports:Royal Court Drama' } } },
      });
    }
    const bigger = (await admin.gql(RUN, { seed: 5 })).data.runElectivePlacement as Run;
    expect(bigger.childCount).toBe(run.childCount + 10);
    t.db.statements.length = 0;
    await admin.gql(LATEST);
    expect(t.db.statements.length).toBe(small);
  });
});
