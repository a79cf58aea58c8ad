// The people query behind /dashboard/apq (staff only): children, parents, interns and staff whose name
// matches, each list bounded, in one request of four statements whatever the size of the program. Every
// row is an ordinary Child/Parent/Intern/Staff node, so the same field policies apply.
import { builder } from '../../graphql/builder.ts';
import { badInput } from '../../errors.ts';

const MAX_RESULTS = 50;

interface Search {
  text: string;
  first: number;
}

/** first/preferred/last name contains every word typed, in any order, ignoring case. */
function nameWhere({ text }: Search) {
  const words = text.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    AND: words.map((word) => ({
      OR: (['firstName', 'preferredName', 'lastName'] as const).map((field) => ({ [field]: { contains: word, mode: 'insensitive' as const } })),
    })),
  };
}
const byName = [{ lastName: 'asc' as const }, { firstName: 'asc' as const }, { id: 'asc' as const }];

const PeopleSearchRef = builder.objectRef<Search>('PeopleSearch').implement({
  description: 'People whose name matches, up to `first` of each kind, by last then first name.',
  fields: (t) => ({
    children: t.prismaField({
      type: ['Child'],
      resolve: (query, s, _args, ctx) => ctx.prisma.child.findMany({ ...query, where: nameWhere(s), orderBy: byName, take: s.first }),
    }),
    parents: t.prismaField({
      type: ['Parent'],
      resolve: (query, s, _args, ctx) => ctx.prisma.parent.findMany({ ...query, where: nameWhere(s), orderBy: byName, take: s.first }),
    }),
    interns: t.prismaField({
      type: ['Intern'],
      resolve: (query, s, _args, ctx) => ctx.prisma.intern.findMany({ ...query, where: nameWhere(s), orderBy: byName, take: s.first }),
    }),
    staff: t.prismaField({
      type: ['Staff'],
      resolve: (query, s, _args, ctx) => ctx.prisma.staff.findMany({ ...query, where: nameWhere(s), orderBy: byName, take: s.first }),
    }),
  }),
});

builder.queryFields((t) => ({
  peopleSearch: t.field({
    type: PeopleSearchRef,
    description: 'Staff only: search children, parents, interns and staff by name (empty text lists the first of each).',
    authScopes: { staff: true },
    args: {
      text: t.arg.string({ required: true }),
      first: t.arg.int({ required: false, description: `At most ${MAX_RESULTS}; default 20.` }),
    },
    resolve: (_root, { text, first }) => {
      if (text.length > 100) throw badInput({ text: 'Keep the search to 100 characters or fewer.' });
      const n = first ?? 20;
      if (!Number.isInteger(n) || n < 1 || n > MAX_RESULTS) throw badInput({ first: `Ask for 1 to ${MAX_RESULTS} results.` });
      return { text, first: n };
    },
  }),
}));
