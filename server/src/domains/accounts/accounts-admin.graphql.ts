// GraphQL for account administration (ADMINISTER_ACCOUNTS): the accounts list with identities, providers
// and last sign-in; making staff; granting and revoking one permission; deactivating and reactivating
// (merging: accounts-merge.graphql.ts). Every rule lives in the service and its policy.
import { builder } from '../../graphql/builder.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { decodeGlobalIdOf } from '../../graphql/ids.ts';
import { PermissionEnum } from './accounts.graphql.ts';
import { ACCOUNT_ROLES } from './accounts-admin.service.ts';

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

export const accountId = (id: string | number, field: string) => decodeGlobalIdOf('Account', String(id), field);
const staffId = (id: string | number) => decodeGlobalIdOf('Staff', String(id), 'staffId');
export const ADMIN = { permission: Permission.ADMINISTER_ACCOUNTS } as const;

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
}));
