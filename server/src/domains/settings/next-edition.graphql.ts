// GraphQL for starting next year's edition (next-edition.ts has the rules).
import { builder } from '../../graphql/builder.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { startNextEdition } from './next-edition.ts';
import { readInput } from '../../input.ts';
import { nextEditionSchema } from './edition-input.ts';

const StartNextEditionInput = builder.inputType('StartNextEditionInput', {
  fields: (t) => ({
    year: t.int({ required: true }),
    name: t.string({ required: true }),
    startsAt: t.string({ required: true, description: 'Program-local yyyy-mm-ddTHH:MM of the first day’s opening.' }),
    timeZone: t.string({ description: 'IANA time zone; the current edition’s when left out.' }),
  }),
});

builder.mutationFields((t) => ({
  startNextEdition: t.prismaField({
    type: 'Edition',
    description:
      'Starts a new edition and makes it current, carrying over groups, questions, club capacities and the schedule’s days and events (MANAGE_VBS). CONFLICT if the year exists.',
    authScopes: { permission: Permission.MANAGE_VBS },
    args: { input: t.arg({ type: StartNextEditionInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { year } = await startNextEdition(ctx.prisma, ctx.viewer, readInput(nextEditionSchema, input));
      return ctx.prisma.edition.findUniqueOrThrow({ ...query, where: { year } });
    },
  }),
}));
