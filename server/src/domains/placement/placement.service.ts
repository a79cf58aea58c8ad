// Elective placement for the current edition: run a seeded lottery over the approved registrations'
// elective answers (stored as a run for review), then apply a reviewed run — the clubs' members and
// waitlists are replaced in one transaction, and only if nothing changed since the review.
import { randomInt } from 'node:crypto';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { conflict, notFound } from '../../errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { parseElectiveAnswer, placeElectives, SEED_MAX, type PlacementResult } from './placement.ts';
import { placementPolicy } from './placement.policy.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/** What a run stores: the result and the choices it was computed from (for the review screen). */
export interface StoredResult extends PlacementResult {
  choices: Record<string, number[]>;
}

export interface PlacementChildView {
  childId: number;
  firstName: string;
  preferredName: string | null;
  lastName: string;
  gradeEntering: number;
  /** Club ids, best first. */
  choices: number[];
  /** Rank of the club this entry is about (placed in or waiting for). */
  rank: number | null;
}

export interface PlacementView {
  id: number;
  seed: number;
  createdAt: Date;
  appliedAt: Date | null;
  clubs: { club: { id: number; name: string; color: string; capacity: number | null }; placed: PlacementChildView[]; waitlist: PlacementChildView[] }[];
  unplaced: PlacementChildView[];
  withoutChoices: PlacementChildView[];
  counts: { children: number; byRank: number[]; unplaced: number; withoutChoices: number };
}

/** JSON with object keys sorted: PostgreSQL's jsonb does not keep key order, so compare this way. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

async function compute(db: Db, year: number, seed: number): Promise<StoredResult> {
  const clubs = await db.group.findMany({ where: { year, type: 'ROTATIONAL' }, orderBy: [{ name: 'asc' }, { id: 'asc' }], select: { id: true, name: true, capacity: true } });
  const registrations = await db.registration.findMany({
    where: { year, status: 'APPROVED' },
    select: { childId: true, responses: { where: { question: { key: 'elective', kind: 'REGISTRATION' } }, select: { response: true }, take: 1 } },
  });
  const byName = new Map(clubs.map((c) => [c.name.trim().toLowerCase(), c.id]));
  const children = registrations.map((r) => ({ childId: r.childId, choices: parseElectiveAnswer(r.responses[0]?.response ?? '', byName) }));
  const result = placeElectives(children, clubs.map((c) => ({ groupId: c.id, capacity: c.capacity })), seed);
  return { ...result, choices: Object.fromEntries(children.map((c) => [String(c.childId), c.choices])) };
}

export function createPlacementService(prisma: PrismaClient, settings: SettingsService) {
  /** Names and grades for the review, in two statements whatever the number of children. */
  async function view(run: { id: number; seed: number; createdAt: Date; appliedAt: Date | null; result: unknown; year: number }): Promise<PlacementView> {
    const result = run.result as StoredResult;
    const clubs = await prisma.group.findMany({ where: { year: run.year, type: 'ROTATIONAL' }, orderBy: [{ name: 'asc' }, { id: 'asc' }], select: { id: true, name: true, color: true, capacity: true } });
    const children = await prisma.child.findMany({
      where: { id: { in: result.lotteryOrder } },
      select: { id: true, firstName: true, preferredName: true, lastName: true, gradeEntering: true },
    });
    const byId = new Map(children.map((c) => [c.id, c]));
    const entry = (childId: number, rank: number | null): PlacementChildView[] => {
      const c = byId.get(childId);
      // A child deleted since the run is left out of the review.
      return c ? [{ childId, firstName: c.firstName, preferredName: c.preferredName, lastName: c.lastName, gradeEntering: c.gradeEntering, choices: result.choices[String(childId)] ?? [], rank }] : [];
    };
    const byName = (a: PlacementChildView, b: PlacementChildView) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);
    const byRank = [0, 0, 0];
    for (const p of result.placements) byRank[p.rank - 1]++;
    return {
      id: run.id,
      seed: run.seed,
      createdAt: run.createdAt,
      appliedAt: run.appliedAt,
      clubs: clubs.map((club) => ({
        club,
        placed: result.placements.filter((p) => p.groupId === club.id).flatMap((p) => entry(p.childId, p.rank)).sort(byName),
        waitlist: (result.waitlists.find((w) => w.groupId === club.id)?.entries ?? []).flatMap((e) => entry(e.childId, e.rank)),
      })),
      unplaced: result.unplaced.flatMap((id) => entry(id, null)),
      withoutChoices: result.withoutChoices.flatMap((id) => entry(id, null)).sort(byName),
      counts: { children: result.lotteryOrder.length, byRank, unplaced: result.unplaced.length, withoutChoices: result.withoutChoices.length },
    };
  }

  return {
    /** The latest run of the current edition, or null before the first. */
    async latest(viewer: Viewer): Promise<PlacementView | null> {
      placementPolicy.place(viewer);
      const year = await settings.currentYear();
      const run = await prisma.placementRun.findFirst({ where: { year }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
      return run ? view(run) : null;
    },

    /** Computes a placement for review; nothing about the clubs changes until it is applied. */
    async run(viewer: Viewer, seed?: number | null): Promise<PlacementView> {
      const staffId = placementPolicy.place(viewer);
      const year = await settings.currentYear();
      const chosenSeed = seed ?? randomInt(0, SEED_MAX);
      const result = await compute(prisma, year, chosenSeed);
      const run = await prisma.placementRun.create({
        data: { year, seed: chosenSeed, lotteryOrder: result.lotteryOrder, result: result as unknown as Prisma.InputJsonValue, createdById: staffId },
      });
      return view(run);
    },

    /**
     * Applies a reviewed run: each club's children become exactly the run's placements and its waitlist
     * the run's waitlist. Refused (409) if the run was already applied, or if registrations, choices or
     * capacities changed since the review (recomputing with the recorded seed would give another result).
     */
    async apply(viewer: Viewer, runId: number): Promise<PlacementView> {
      const staffId = placementPolicy.place(viewer);
      const year = await settings.currentYear();
      await prisma.$transaction(async (tx) => {
        const claimed = await tx.placementRun.updateMany({ where: { id: runId, year, appliedAt: null }, data: { appliedAt: new Date(), appliedById: staffId } });
        const run = await tx.placementRun.findUnique({ where: { id: runId } });
        if (!run || run.year !== year) throw notFound('Placement run');
        if (claimed.count === 0) throw conflict('This placement was already applied.');
        const now = await compute(tx, year, run.seed);
        const { choices: _reviewedChoices, ...reviewed } = run.result as unknown as StoredResult;
        const { choices: _currentChoices, ...current } = now;
        if (canonical(reviewed) !== canonical(current)) {
          throw conflict('Registrations, elective choices or club capacities changed since this placement was shown. Run the placement again and review the new result.');
        }
        const clubIds = current.waitlists.map((w) => w.groupId);
        await tx.groupChild.deleteMany({ where: { groupId: { in: clubIds } } });
        await tx.groupChild.createMany({ data: current.placements.map((p) => ({ groupId: p.groupId, childId: p.childId })) });
        await tx.clubWaitlist.deleteMany({ where: { groupId: { in: clubIds } } });
        await tx.clubWaitlist.createMany({
          data: current.waitlists.flatMap((w) => w.entries.map((e, position) => ({ groupId: w.groupId, childId: e.childId, position, choiceRank: e.rank }))),
        });
      });
      return view(await prisma.placementRun.findUniqueOrThrow({ where: { id: runId } }));
    },
  };
}

export type PlacementService = ReturnType<typeof createPlacementService>;
