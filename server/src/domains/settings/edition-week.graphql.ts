// Edition.endsAt (public, like the rest of the edition): see edition-week.ts.
import { builder } from '../../graphql/builder.ts';
import { editionEndsAt } from './edition-week.ts';

builder.prismaObjectField('Edition', 'endsAt', (t) =>
  t.field({
    type: 'DateTime',
    description: 'The end of the program week: the edition’s last day, else the last scheduled day at 23:59:59.999 program time (or the fifth day when none is scheduled).',
    select: { startsAt: true, timeZone: true, endsOn: true, schedule: { select: { days: { select: { date: true }, orderBy: { date: 'desc' }, take: 1 } } } },
    resolve: (edition) => editionEndsAt(edition, edition.schedule?.days[0]?.date ?? null),
  }),
);
