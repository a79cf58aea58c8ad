// GraphQL for account administration (ADMINISTER_ACCOUNTS): the accounts list with identities, providers
// and last sign-in; making staff; granting and revoking one permission; deactivating and reactivating;
// previewing and merging two accounts of one person. Every rule lives in the service and its policy.
import { builder } from '../../graphql/builder.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { decodeGlobalIdOf } from '../../graphql/ids.ts';
import { PermissionEnum } from './accounts.graphql.ts';
import { ACCOUNT_ROLES, type MergePreview } from './accounts-admin.service.ts';

const AccountRoleEnum = builder.enumType('AccountRole', { values: ACCOUNT_ROLES });

builder.prismaObject('SignInIdentity', {
  description: 'A provider (google, facebook, dev, …) the account signs in with.',
  fields: (t) => ({
    provider: t.exposeString('provider'),
    email: t.exposeString('email', { nullable: true }),
    linkedAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

// Administration fields of an account (the Account type itself is visible to its owner and administrators).
builder.prismaObjectFields('Account', (t) => ({
  databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
  createdAt: t.expose('createdAt', { type: 'DateTime' }),
  lastSignInAt: t.expose('lastSignInAt', { type: 'DateTime', nullable: true }),
  deactivatedAt: t.expose('deactivatedAt', { type: 'DateTime', nullable: true }),
  signInProviders: t.relation('identities', { query: { orderBy: { createdAt: 'asc' } } }),
  parentIdentity: t.relation('parent', { nullable: true }),
  staffIdentity: t.relation('staff', { nullable: true }),
  internIdentity: t.relation('intern', { nullable: true }),
}));

const accountId = (id: string | number, field: string) => decodeGlobalIdOf('Account', String(id), field);
const staffId = (id: string | number) => decodeGlobalIdOf('Staff', String(id), 'staffId');
const ADMIN = { permission: Permission.ADMINISTER_ACCOUNTS } as const;

const MergeMove = builder.objectRef<MergePreview['moves'][number]>('MergeMove').implement({
  fields: (t) => ({
    model: t.exposeString('model', { description: 'What moves: ChildParent (children), Registration, EmergencyContact, StaffPermission, …' }),
    moved: t.exposeInt('moved'),
    duplicatesDropped: t.exposeInt('duplicatesDropped', { description: 'Rows the kept account already has (e.g. the same child linked twice).' }),
  }),
});
const MergeIdentity = builder.objectRef<MergePreview['identities'][number]>('MergeIdentity').implement({
  fields: (t) => ({
    identity: t.exposeString('identity', { description: 'Parent, Staff or Intern.' }),
    action: t.exposeString('action', { description: 'MOVE (the kept account has none) or MERGE (joined into the kept one).' }),
  }),
});
const MergePreviewRef = builder.objectRef<MergePreview>('MergePreview').implement({
  fields: (t) => ({
    keepLabel: t.string({ resolve: (p) => p.keep.label }),
    mergeLabel: t.string({ resolve: (p) => p.merge.label }),
    signInProviders: t.exposeStringList('signInProviders'),
    identities: t.field({ type: [MergeIdentity], resolve: (p) => p.identities }),
    moves: t.field({ type: [MergeMove], resolve: (p) => p.moves }),
  }),
});

builder.queryFields((t) => ({
  accounts: t.prismaConnection(
    {
      type: 'Account',
      cursor: 'id',
      authScopes: ADMIN,
      description: 'Every account, oldest first, with search (names, e-mails) and a role filter.',
      args: { search: t.arg.string(), role: t.arg({ type: AccountRoleEnum }) },
      totalCount: (_parent, args, ctx) => ctx.prisma.account.count({ where: ctx.services.accountsAdmin.where(ctx.viewer, args) }),
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.account.findMany({ ...query, where: ctx.services.accountsAdmin.where(ctx.viewer, args), orderBy: { id: 'asc' } }),
    },
    {},
  ),
  accountMergePreview: t.field({
    type: MergePreviewRef,
    authScopes: ADMIN,
    args: { keepAccountId: t.arg.id({ required: true }), mergeAccountId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.accountsAdmin.mergePreview(ctx.viewer, accountId(args.keepAccountId, 'keepAccountId'), accountId(args.mergeAccountId, 'mergeAccountId')),
  }),
}));

builder.mutationFields((t) => ({
  makeAccountStaff: t.prismaField({
    type: 'Account',
    authScopes: ADMIN,
    args: { accountId: t.arg.id({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const id = accountId(args.accountId, 'accountId');
      await ctx.services.accountsAdmin.makeStaff(ctx.viewer, id);
      return ctx.prisma.account.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  grantPermission: t.prismaField({
    type: 'Staff',
    authScopes: ADMIN,
    args: { staffId: t.arg.id({ required: true }), permission: t.arg({ type: PermissionEnum, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const id = staffId(args.staffId);
      await ctx.services.accountsAdmin.grantPermission(ctx.viewer, id, args.permission);
      return ctx.prisma.staff.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  revokePermission: t.prismaField({
    type: 'Staff',
    authScopes: ADMIN,
    args: { staffId: t.arg.id({ required: true }), permission: t.arg({ type: PermissionEnum, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const id = staffId(args.staffId);
      await ctx.services.accountsAdmin.revokePermission(ctx.viewer, id, args.permission);
      return ctx.prisma.staff.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  deactivateAccount: t.prismaField({
    type: 'Account',
    authScopes: ADMIN,
    args: { accountId: t.arg.id({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const id = accountId(args.accountId, 'accountId');
      await ctx.services.accountsAdmin.deactivate(ctx.viewer, id);
      return ctx.prisma.account.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  reactivateAccount: t.prismaField({
    type: 'Account',
    authScopes: ADMIN,
    args: { accountId: t.arg.id({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const id = accountId(args.accountId, 'accountId');
      await ctx.services.accountsAdmin.reactivate(ctx.viewer, id);
      return ctx.prisma.account.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  mergeAccounts: t.field({
    type: MergePreviewRef,
    authScopes: ADMIN,
    description: 'Moves every identity, child, registration, note and sign-in of mergeAccountId to keepAccountId, in one transaction.',
    args: { keepAccountId: t.arg.id({ required: true }), mergeAccountId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.accountsAdmin.merge(ctx.viewer, accountId(args.keepAccountId, 'keepAccountId'), accountId(args.mergeAccountId, 'mergeAccountId')),
  }),
}));
