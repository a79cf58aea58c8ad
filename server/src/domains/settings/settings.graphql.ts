// GraphQL for program settings: the current edition and its flags (public).
import { builder } from '../../graphql/builder.ts';

builder.prismaObject('Edition', {
  fields: (t) => ({
    year: t.exposeInt('year'),
    name: t.exposeString('name'),
    startsAt: t.expose('startsAt', { type: 'DateTime' }),
    timeZone: t.exposeString('timeZone'),
    generalRegistrationOpen: t.exposeBoolean('generalRegistrationOpen'),
    internApplicationOpen: t.exposeBoolean('internApplicationOpen'),
    electiveSelectionOpen: t.exposeBoolean('electiveSelectionOpen'),
  }),
});

builder.queryFields((t) => ({
  currentEdition: t.prismaField({
    type: 'Edition',
    description: 'The current program edition (public).',
    resolve: async (query, _root, _args, ctx) => {
      const { year } = await ctx.services.settings.currentEdition();
      return ctx.prisma.edition.findUniqueOrThrow({ ...query, where: { year } });
    },
  }),
}));
