// GraphQL for starting next year's edition (next-edition.ts has the rules).
import { builder } from '../../graphql/builder.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { startNextEdition } from './next-edition.ts';
import { readInput } from '../../input.ts';
import { nextEditionSchema } from '../../../../forms/next-edition.ts';

const StartNextEditionInput = builder.inputType('StartNextEditionInput', {
  fields: (t) => ({
    year: t.int({ required: true }),
    name: t.string({ required: true }),
    startsAt: t.string({ required: true, description: 'Program-local yyyy-mm-ddTHH:MM of the first day’s opening.' }),
    lastDay: t.string({ description: 'Program-local yyyy-mm-dd of the last day; five days from the start when left out.' }),
    registrationOpensOn: t.string({ description: 'Program-local yyyy-mm-dd registration opens; closed when left out.' }),
    electiveSelectionOpensOn: t.string({ description: 'Program-local yyyy-mm-dd club selection opens; closed when left out.' }),
    timeZone: t.string({ description: 'IANA time zone; the current edition’s when left out.' }),
  }),
});

builder.mutationFields((t) => ({
  startNextEdition: t.prismaField({
    type: 'Edition',
    description:
      'Starts a new edition and makes it current (its first and last days not in the past; registration and club selection open on the days given), carrying over groups, questions, club capacities and the schedule’s days and events (MANAGE_VBS). CONFLICT if the year exists.',
    authScopes: { permission: Permission.MANAGE_VBS },
    args: { input: t.arg({ type: StartNextEditionInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { year } = await startNextEdition(ctx.prisma, ctx.viewer, readInput(nextEditionSchema, input));
      return ctx.prisma.edition.findUniqueOrThrow({ ...query, where: { year } });
    },
  }),
}));
