// Afternoon-club placement by random serial dictatorship: a seeded lottery puts the children in an order,
// and each in turn takes the best club they ranked that still has a seat. This is the textbook fair
// mechanism for ranked choices with capacities:
//   - nobody ends up below a club they ranked while it still has a seat (seats only ever run out, so a
//     club with a seat at the end had one when the child chose);
//   - the result is Pareto-efficient: no two children could swap seats and both be better off (the one
//     who chose first already had the other's club available and preferred their own);
//   - it is strategy-proof (ranking honestly is always best), so families need no tactics;
//   - the order comes from a recorded seed, so a run can be reproduced and explained.
// Children who did not get a club they ranked higher wait for it, in lottery order.
import { SEED_MAX } from '../../../../forms/placement.ts';

export interface ChildChoices {
  childId: number;
  /** Club (group) ids, best first, at most three, no repeats. */
  choices: number[];
}

export interface ClubSeats {
  groupId: number;
  /** null: no limit. */
  capacity: number | null;
}

export interface Placement {
  childId: number;
  groupId: number;
  /** 1 = first choice. */
  rank: number;
}

export interface WaitlistEntry {
  childId: number;
  rank: number;
}

export interface PlacementResult {
  seed: number;
  lotteryOrder: number[];
  placements: Placement[];
  /** Per club, in lottery order: children who ranked it above the club they got, or got none. */
  waitlists: { groupId: number; entries: WaitlistEntry[] }[];
  /** Children whose ranked clubs were all full. */
  unplaced: number[];
  /** Children who ranked no club that exists. */
  withoutChoices: number[];
}

export { SEED_MAX };

/** mulberry32: small, fast, and the same sequence on every platform for a given seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The lottery: children sorted by id (so input order never matters), then a seeded Fisher–Yates shuffle. */
export function lotteryOrder(childIds: number[], seed: number): number[] {
  const order = [...new Set(childIds)].sort((a, b) => a - b);
  const random = seededRandom(seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

export function placeElectives(children: ChildChoices[], clubs: ClubSeats[], seed: number): PlacementResult {
  const seatsLeft = new Map(clubs.map((c) => [c.groupId, c.capacity ?? Number.POSITIVE_INFINITY]));
  const choicesOf = new Map(children.map((c) => [c.childId, c.choices.filter((g) => seatsLeft.has(g))]));
  const order = lotteryOrder([...choicesOf.keys()], seed);

  const placements: Placement[] = [];
  const waitlists = new Map<number, WaitlistEntry[]>(clubs.map((c) => [c.groupId, []]));
  const unplaced: number[] = [];
  const withoutChoices: number[] = [];

  for (const childId of order) {
    const choices = choicesOf.get(childId)!;
    if (choices.length === 0) {
      withoutChoices.push(childId);
      continue;
    }
    const index = choices.findIndex((g) => seatsLeft.get(g)! > 0);
    if (index >= 0) {
      const groupId = choices[index];
      seatsLeft.set(groupId, seatsLeft.get(groupId)! - 1);
      placements.push({ childId, groupId, rank: index + 1 });
    } else {
      unplaced.push(childId);
    }
    const better = index >= 0 ? choices.slice(0, index) : choices;
    better.forEach((groupId, i) => waitlists.get(groupId)!.push({ childId, rank: i + 1 }));
  }

  return {
    seed,
    lotteryOrder: order,
    placements,
    waitlists: clubs.map((c) => ({ groupId: c.groupId, entries: waitlists.get(c.groupId)! })),
    unplaced,
    withoutChoices,
  };
}

/** An elective answer 'Club A:Club B:Club C' (SPEC §5) as club ids, best first; unknown names are skipped. */
export function parseElectiveAnswer(answer: string, clubIdByName: ReadonlyMap<string, number>): number[] {
  const ids: number[] = [];
  for (const name of answer.split(':')) {
    const id = clubIdByName.get(name.trim().toLowerCase());
    if (id !== undefined && !ids.includes(id)) ids.push(id);
    if (ids.length === 3) break;
  }
  return ids;
}
