// The one thing the info-sheet views need beyond the family, group, registration and intern types:
// whether the viewer gets the staff-notes editor (SPEC §6: only people who are not the parent concerned).
import { builder } from '../../graphql/builder.ts';
import { peoplePolicy } from '../people/people.policy.ts';
import { familyOf } from '../people/family.ts';

builder.prismaObjectFields('Child', (t) => ({
  viewerCanEditStaffNotes: t.boolean({
    description: 'Whether the viewer gets the staff-notes editor (staff who are not this child’s parent).',
    resolve: async (c, _args, ctx) => peoplePolicy.canSeeChildStaffNotes(ctx.viewer, await familyOf(ctx.prisma, ctx.viewer), c.id),
  }),
}));

builder.prismaObjectFields('Parent', (t) => ({
  viewerCanEditStaffNotes: t.boolean({
    description: 'Whether the viewer gets the staff-notes editor (staff who are not this parent).',
    resolve: (p, _args, ctx) => peoplePolicy.canSeeParentStaffNotes(ctx.viewer, p.id),
  }),
}));
