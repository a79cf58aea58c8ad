// Fairness of the club placement over many random instances (random clubs, capacities and ranked
// choices, generated from a fixed seed so a failure can be replayed): the properties families and
// staff rely on, checked on every instance.
import { describe, expect, it } from 'vitest';
import { lotteryOrder, parseElectiveAnswer, placeElectives, seededRandom, type ChildChoices, type ClubSeats, type PlacementResult } from './placement.ts';

const INSTANCES = 400;

function randomInstance(random: () => number) {
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const clubs: ClubSeats[] = Array.from({ length: int(1, 6) }, (_, i) => ({ groupId: 100 + i, capacity: random() < 0.15 ? null : int(0, 8) }));
  const children: ChildChoices[] = Array.from({ length: int(0, 45) }, (_, i) => {
    const pool = [...clubs.map((c) => c.groupId), 999]; // 999: a club that no longer exists
    const choices: number[] = [];
    for (let k = int(0, 3); k > 0 && pool.length; k--) choices.push(pool.splice(int(0, pool.length - 1), 1)[0]);
    return { childId: 1 + i * 3, choices };
  });
  return { clubs, children, seed: int(0, 2 ** 31 - 1) };
}

/** Position of a club in a child's list of existing clubs (lower is better); Infinity when not ranked. */
function rankOf(choices: number[], groupId: number | undefined) {
  const i = groupId === undefined ? -1 : choices.indexOf(groupId);
  return i < 0 ? Number.POSITIVE_INFINITY : i;
}

function check(children: ChildChoices[], clubs: ClubSeats[], result: PlacementResult) {
  const capacity = new Map(clubs.map((c) => [c.groupId, c.capacity ?? Number.POSITIVE_INFINITY]));
  const valid = new Map(children.map((c) => [c.childId, c.choices.filter((g) => capacity.has(g))]));
  const placedIn = new Map(result.placements.map((p) => [p.childId, p.groupId]));
  const count = new Map<number, number>();
  for (const p of result.placements) count.set(p.groupId, (count.get(p.groupId) ?? 0) + 1);

  // (c) capacities respected; every child placed at most once, only in a club they ranked, rank recorded.
  for (const [groupId, n] of count) expect(n).toBeLessThanOrEqual(capacity.get(groupId)!);
  expect(placedIn.size).toBe(result.placements.length);
  for (const p of result.placements) expect(valid.get(p.childId)![p.rank - 1]).toBe(p.groupId);
  // Everyone is accounted for exactly once.
  expect([...placedIn.keys(), ...result.unplaced, ...result.withoutChoices].sort((a, b) => a - b)).toEqual(children.map((c) => c.childId).sort((a, b) => a - b));

  // (a) no child sits below (or outside) a ranked club that still has a free seat.
  for (const [childId, choices] of valid) {
    const own = rankOf(choices, placedIn.get(childId));
    for (const groupId of choices.slice(0, Number.isFinite(own) ? own : choices.length)) {
      if ((count.get(groupId) ?? 0) !== capacity.get(groupId)) expect.fail(`child ${childId} is below club ${groupId}, which has a free seat`);
    }
  }

  // (b) no two children could swap seats and both be better off.
  const placed = result.placements;
  for (let i = 0; i < placed.length; i++) {
    for (let j = i + 1; j < placed.length; j++) {
      const a = placed[i];
      const b = placed[j];
      const aGains = rankOf(valid.get(a.childId)!, b.groupId) < rankOf(valid.get(a.childId)!, a.groupId);
      const bGains = rankOf(valid.get(b.childId)!, a.groupId) < rankOf(valid.get(b.childId)!, b.groupId);
      if (aGains && bGains) expect.fail(`children ${a.childId} and ${b.childId} would both gain by swapping`);
    }
  }

  // Waitlists: exactly the children who ranked the club above what they got, in lottery order.
  const lotteryIndex = new Map(result.lotteryOrder.map((id, i) => [id, i]));
  for (const { groupId, entries } of result.waitlists) {
    const expected = [...valid].filter(([childId, choices]) => rankOf(choices, groupId) < rankOf(choices, placedIn.get(childId))).map(([id]) => id);
    expect(entries.map((e) => e.childId).sort((x, y) => x - y)).toEqual(expected.sort((x, y) => x - y));
    const indexes = entries.map((e) => lotteryIndex.get(e.childId)!);
    expect(indexes).toEqual([...indexes].sort((x, y) => x - y));
  }
}

describe('elective placement (random serial dictatorship)', () => {
  it(`is fair on ${INSTANCES} random instances: free seats honored, no beneficial swap, capacities kept`, () => {
    const random = seededRandom(20250811);
    for (let n = 0; n < INSTANCES; n++) {
      const { clubs, children, seed } = randomInstance(random);
      check(children, clubs, placeElectives(children, clubs, seed));
    }
  });

  it('(d) is deterministic for a seed, whatever order the children come in', () => {
    const random = seededRandom(7);
    for (let n = 0; n < 200; n++) {
      const { clubs, children, seed } = randomInstance(random);
      const first = placeElectives(children, clubs, seed);
      const shuffled = [...children].reverse();
      expect(placeElectives(shuffled, clubs, seed)).toEqual(first);
    }
  });

  it('different seeds give different lottery orders', () => {
    const ids = Array.from({ length: 50 }, (_, i) => i + 1);
    expect(lotteryOrder(ids, 1)).not.toEqual(lotteryOrder(ids, 2));
    expect(lotteryOrder(ids, 1)).toEqual(lotteryOrder(ids, 1));
    expect([...lotteryOrder(ids, 3)].sort((a, b) => a - b)).toEqual(ids);
  });

  it('a popular club fills in lottery order and the rest wait for it', () => {
    const children = [1, 2, 3].map((childId) => ({ childId, choices: [10, 20] }));
    const result = placeElectives(children, [{ groupId: 10, capacity: 1 }, { groupId: 20, capacity: null }], 42);
    const [winner, ...others] = result.lotteryOrder;
    expect(result.placements).toEqual([{ childId: winner, groupId: 10, rank: 1 }, ...others.map((childId) => ({ childId, groupId: 20, rank: 2 }))]);
    expect(result.waitlists[0].entries).toEqual(others.map((childId) => ({ childId, rank: 1 })));
  });

  it('reads elective answers as SPEC §5 writes them: 1st:2nd:3rd, unknown names skipped', () => {
    const clubs = new Map([['nile sports', 1], ['hieroglyph art', 2], ['royal court drama', 3], ['science club', 4]]);
    expect(parseElectiveAnswer('Nile Sports:Hieroglyph Art:Royal Court Drama', clubs)).toEqual([1, 2, 3]);
    expect(parseElectiveAnswer(' nile sports :Basket Weaving:Nile Sports:Science Club', clubs)).toEqual([1, 4]);
    expect(parseElectiveAnswer('', clubs)).toEqual([]);
  });
});
