// The people query's GraphQL door: the builder's field list, one page of results as a Relay connection
// (offset cursors, total count), and saved queries. Every resolver goes through query.service.ts.
import { builder } from '../../graphql/builder.ts';
import { decodeGlobalIdOf } from '../../graphql/ids.ts';
import { PermissionEnum } from '../accounts/accounts.graphql.ts';
import { PAGE_MAX, type QueryPage } from './query.service.ts';
import { forwardConnectionArgs } from '../../paging-input.ts';
import { definitionArgs, PERSON_TYPES, savedQueryInput } from './query.input.ts';
import { readInput } from '../../input.ts';
import { queryPolicy } from './query.policy.ts';
import { displayName } from '../../../../shared/person-name.ts';

const PersonTypeEnum = builder.enumType('PeopleQueryPersonType', { values: PERSON_TYPES.map((p) => p.toUpperCase()) as ['CHILD', 'PARENT', 'INTERN', 'STAFF'] });
const toPersonType = (value: string) => value.toLowerCase() as (typeof PERSON_TYPES)[number];

const ChoiceRef = builder.objectRef<{ value: string; label: string }>('PeopleQueryChoice').implement({
  fields: (t) => ({ value: t.exposeString('value'), label: t.exposeString('label') }),
});

interface FieldShape {
  id: string;
  label: string;
  type: string;
  operators: string[];
  permission: string | null;
  canBeColumn: boolean;
  starter: boolean;
  choices: { value: string; label: string }[];
}
const FieldRef = builder.objectRef<FieldShape>('PeopleQueryField').implement({
  description: 'A field the builder may offer. Fields with a `permission` are offered only to staff who hold it; the server refuses them otherwise.',
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The field id used in a query definition.' }),
    label: t.exposeString('label'),
    type: t.exposeString('type', { description: 'text, number, date, boolean, choice, group or attendance.' }),
    operators: t.exposeStringList('operators'),
    permission: t.field({ type: PermissionEnum, nullable: true, resolve: (f) => f.permission as never }),
    canBeColumn: t.exposeBoolean('canBeColumn'),
    starter: t.exposeBoolean('starter', { description: 'Among the columns a new query starts with.' }),
    choices: t.field({ type: [ChoiceRef], resolve: (f) => f.choices }),
  }),
});

const ColumnRef = builder.objectRef<{ id: string; label: string }>('PeopleQueryColumn').implement({
  fields: (t) => ({ key: t.exposeString('id'), label: t.exposeString('label') }),
});

interface RowShape {
  personType: string;
  personId: number;
  cells: (string | null)[];
}
const RowRef = builder.objectRef<RowShape>('PeopleQueryRow').implement({
  description: 'One person matching a people query: the chosen columns, in order, as text.',
  fields: (t) => ({
    personType: t.exposeString('personType', { description: 'student, parent, intern or staff (as the info sheet names them).' }),
    personId: t.exposeInt('personId', { description: 'Database id; open the info sheet with it.' }),
    cells: t.field({ type: ['String'], nullable: { list: false, items: true }, resolve: (r) => r.cells }),
  }),
});

const SHEET_TYPE = { child: 'student', parent: 'parent', intern: 'intern', staff: 'staff' } as const;
const encodeCursor = (offset: number) => Buffer.from(`apq:${offset}`).toString('base64');
/** A row's cursor names its offset; the page after it starts one further. */
const queryPaging = forwardConnectionArgs({
  max: PAGE_MAX,
  noun: 'rows',
  decode: (cursor) => {
    const match = /^apq:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64').toString());
    return match ? Number(match[1]) + 1 : null;
  },
  cursorWords: 'This is not a cursor of this query; start again from the first page.',
  backwardsWords: 'Paging backwards is not supported; use first and after.',
});

builder.queryFields((t) => ({
  peopleQueryFields: t.field({
    type: [FieldRef],
    description: 'Staff only: what a people query over this kind of person may show and filter on.',
    authScopes: { staff: true },
    args: { personType: t.arg({ type: PersonTypeEnum, required: true }) },
    resolve: (_root, { personType }, ctx) => ctx.services.query.fields(ctx.viewer, toPersonType(personType)),
  }),
  peopleQuery: t.connection(
    {
      type: RowRef,
      description: 'Staff only: the people matching a query definition (JSON, see query.input.ts), one page per SQL statement.',
      authScopes: { staff: true },
      args: { definition: t.arg.string({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const { first, after } = readInput(queryPaging, args);
        const offset = after ?? 0;
        const page: QueryPage = await ctx.services.query.runPage(ctx.viewer, readInput(definitionArgs, { definition: args.definition }).definition, first, offset);
        const personType = SHEET_TYPE[page.definition.personType];
        const edges = page.rows.map((row, i) => ({ cursor: encodeCursor(offset + i), node: { personType, ...row } }));
        return {
          edges,
          pageInfo: {
            hasNextPage: offset + page.rows.length < page.totalCount,
            hasPreviousPage: offset > 0,
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
          totalCount: page.totalCount,
          columns: page.columns,
        };
      },
    },
    {
      name: 'PeopleQueryConnection',
      fields: (c) => ({
        totalCount: c.int({ resolve: (conn) => (conn as unknown as { totalCount: number }).totalCount }),
        columns: c.field({ type: [ColumnRef], resolve: (conn) => (conn as unknown as { columns: { id: string; label: string }[] }).columns }),
      }),
    },
  ),
}));

/** The saved queries each request has saved: the save's answer shows them to the one who saved them. */
const savedInRequest = new WeakMap<object, Set<number>>();
const wasSavedInRequest = (ctx: object, id: number) => savedInRequest.get(ctx)?.has(id) ?? false;
function rememberSaved(ctx: object, id: number) {
  const ids = savedInRequest.get(ctx) ?? new Set<number>();
  savedInRequest.set(ctx, ids.add(id));
}

const SavedRef = builder.prismaNode('SavedPeopleQuery', {
  id: { field: 'id' },
  description: 'A people query saved by name; shared ones are listed for every staff member.',
  // Whoever may list it (query.policy.ts), also when asked for by id through node(id:). The save that
  // just changed it answers it to the one who saved it, even when the change (MANAGE_VBS unsharing
  // someone else's query) takes it out of their sight: a committed write never answers an error.
  select: { id: true, shared: true, ownerId: true },
  authScopes: (saved, ctx) => queryPolicy.canSeeSaved(ctx.viewer, saved) || wasSavedInRequest(ctx, saved.id),
  fields: (t) => ({
    name: t.exposeString('name'),
    definition: t.exposeString('definition', { description: 'The query definition as JSON, as the builder keeps it in the URL.' }),
    shared: t.exposeBoolean('shared'),
    ownedByViewer: t.boolean({ resolve: (s, _args, ctx) => s.ownerId !== null && s.ownerId === ctx.viewer.staffId }),
    ownerName: t.string({
      nullable: true,
      select: { owner: { select: { firstName: true, preferredName: true, lastName: true } } },
      resolve: (s) => (s.owner ? displayName(s.owner) : null),
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  savedPeopleQueries: t.prismaField({
    type: [SavedRef],
    description: 'Staff only: the shared people queries and the viewer’s own.',
    authScopes: { staff: true },
    resolve: async (query, _root, _args, ctx) => {
      return ctx.prisma.savedPeopleQuery.findMany({ ...query, where: ctx.services.query.savedVisibleTo(ctx.viewer), orderBy: [{ name: 'asc' }, { id: 'asc' }] });
    },
  }),
}));

builder.mutationFields((t) => ({
  savePeopleQuery: t.prismaField({
    type: SavedRef,
    description: 'Saves a people query by name (new, or over one the viewer owns, or a shared one with MANAGE_VBS, when `id` is given); answers it to the saver.',
    authScopes: { staff: true },
    args: {
      id: t.arg.id({ required: false }),
      name: t.arg.string({ required: true }),
      definition: t.arg.string({ required: true }),
      shared: t.arg.boolean({ required: false }),
    },
    resolve: async (query, _root, args, ctx) => {
      const id = args.id ? decodeGlobalIdOf('SavedPeopleQuery', String(args.id), 'id') : undefined;
      const saved = await ctx.services.query.save(ctx.viewer, { id, ...readInput(savedQueryInput, { name: args.name, definition: args.definition, shared: args.shared ?? undefined }) });
      rememberSaved(ctx, saved.id);
      return ctx.prisma.savedPeopleQuery.findUniqueOrThrow({ ...query, where: { id: saved.id } });
    },
  }),
  deleteSavedPeopleQuery: t.id({
    description: 'Deletes a saved people query (its owner, or MANAGE_VBS); returns its id.',
    authScopes: { staff: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.services.query.remove(ctx.viewer, decodeGlobalIdOf('SavedPeopleQuery', String(args.id), 'id'));
      return String(args.id);
    },
  }),
}));

