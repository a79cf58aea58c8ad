// GraphQL for afternoon-club placement (ASSIGN_STUDENT_GROUPS): the latest run for review, running a
// new one, and applying a reviewed one.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { decodeGlobalIdOf } from '../../graphql/ids.ts';
import { readInput } from '../../input.ts';
import { placementRunSchema } from '../../../../forms/placement.ts';
import { ClubRef } from '../settings/settings.graphql.ts';
import { PLACEMENT_PERMISSION } from './placement.policy.ts';
import type { PlacementChildView, PlacementView } from './placement.service.ts';

const PlacementChildRef = builder.objectRef<PlacementChildView & { clubNames: ReadonlyMap<number, string> }>('PlacementChild').implement({
  description: 'A child as the placement review shows them: name, grade and ranked clubs.',
  fields: (t) => ({
    childId: t.id({ description: 'The Child node id.', resolve: (c) => encodeGlobalID('Child', c.childId) }),
    databaseId: t.int({ resolve: (c) => c.childId }),
    firstName: t.exposeString('firstName'),
    preferredName: t.exposeString('preferredName', { nullable: true }),
    lastName: t.exposeString('lastName'),
    gradeEntering: t.exposeInt('gradeEntering'),
    choices: t.stringList({ description: 'Club names, 1st choice first.', resolve: (c) => c.choices.map((id) => c.clubNames.get(id) ?? '') }),
    rank: t.exposeInt('rank', { nullable: true, description: 'Which choice the club this entry is about was (1–3).' }),
  }),
});

type ClubResult = PlacementView['clubs'][number] & { clubNames: ReadonlyMap<number, string> };

const PlacementClubRef = builder.objectRef<ClubResult>('PlacementClub').implement({
  fields: (t) => ({
    club: t.field({ type: ClubRef, resolve: (r) => r.club }),
    placed: t.field({ type: [PlacementChildRef], resolve: (r) => r.placed.map((c) => ({ ...c, clubNames: r.clubNames })) }),
    waitlist: t.field({ type: [PlacementChildRef], description: 'In line for a seat, next first.', resolve: (r) => r.waitlist.map((c) => ({ ...c, clubNames: r.clubNames })) }),
  }),
});

const PlacementRunRef = builder.objectRef<PlacementView>('PlacementRun').implement({
  description: 'One run of the afternoon-club placement: a seeded lottery and its result, for review before it is applied.',
  fields: (t) => {
    const names = (run: PlacementView) => new Map(run.clubs.map((c) => [c.club.id, c.club.name]));
    const children = (pick: (run: PlacementView) => PlacementChildView[]) =>
      t.field({ type: [PlacementChildRef], resolve: (run) => pick(run).map((c) => ({ ...c, clubNames: names(run) })) });
    return {
      id: t.id({ resolve: (run) => encodeGlobalID('PlacementRun', run.id) }),
      seed: t.exposeInt('seed', { description: 'Recorded lottery seed; the same data and seed give the same result.' }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      appliedAt: t.expose('appliedAt', { type: 'DateTime', nullable: true }),
      clubs: t.field({ type: [PlacementClubRef], resolve: (run) => run.clubs.map((c) => ({ ...c, clubNames: names(run) })) }),
      unplaced: children((run) => run.unplaced),
      withoutChoices: children((run) => run.withoutChoices),
      childCount: t.int({ resolve: (run) => run.counts.children }),
      placedByChoice: t.intList({ description: 'How many got their 1st, 2nd and 3rd choice.', resolve: (run) => run.counts.byRank }),
    };
  },
});

const placer = { permission: PLACEMENT_PERMISSION } as const;

builder.queryFields((t) => ({
  electivePlacement: t.field({
    type: PlacementRunRef,
    nullable: true,
    description: 'The latest placement run of the current edition.',
    authScopes: placer,
    resolve: (_root, _args, ctx) => ctx.services.placement.latest(ctx.viewer),
  }),
}));

builder.mutationFields((t) => ({
  runElectivePlacement: t.field({
    type: PlacementRunRef,
    description: 'Computes a placement for review (a random seed unless one is given); clubs do not change yet.',
    authScopes: placer,
    args: { seed: t.arg.int() },
    resolve: (_root, args, ctx) => ctx.services.placement.run(ctx.viewer, readInput(placementRunSchema, { seed: args.seed }).seed),
  }),
  applyElectivePlacement: t.field({
    type: PlacementRunRef,
    description: 'Applies a reviewed run: clubs get exactly its children and waitlists, in one transaction.',
    authScopes: placer,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.placement.apply(ctx.viewer, decodeGlobalIdOf('PlacementRun', String(args.id), 'id')),
  }),
}));
