// GraphQL for accounts: the viewer, staff identities and their permissions, permission changes (live).
import { builder } from '../../graphql/builder.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { Viewer, ALL_PERMISSIONS } from '../../auth/viewer.ts';
import { viewerEvents } from '../../live/bus.ts';
import { decodeGlobalIdOf } from '../../graphql/ids.ts';
import { accountsPolicy } from './accounts.policy.ts';
import { viewerPart } from './viewer-rows.ts';
import { DomainError, ERROR_WORDS } from '../../errors.ts';
import { isLanguage, LANGUAGES } from '../../../../shared/language.ts';

export const PermissionEnum = builder.enumType(Permission, { name: 'Permission' });
export const LanguageEnum = builder.enumType('Language', { values: LANGUAGES, description: 'A language the site is written in (shared/language.ts).' });

builder.prismaNode('Account', {
  id: { field: 'id' },
  // An account is visible to its owner and to account administrators.
  authScopes: (account, ctx) => account.id === ctx.viewer.accountId || ctx.viewer.has(Permission.ADMINISTER_ACCOUNTS),
  fields: (t) => ({
    email: t.exposeString('email', { nullable: true }),
    fullName: t.exposeString('fullName'),
    preferredName: t.exposeString('preferredName', { nullable: true }),
    profileImageUrl: t.exposeString('profileImageUrl', { nullable: true }),
    language: t.field({
      type: LanguageEnum,
      nullable: true,
      description: 'The language the person chose for the site and what it sends them; null until they choose.',
      resolve: (account) => (isLanguage(account.language) ? account.language : null),
    }),
  }),
});

export const StaffRef = builder.prismaNode('Staff', {
  id: { field: 'id' },
  authScopes: { staff: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    firstName: t.exposeString('firstName'),
    preferredName: t.exposeString('preferredName', { nullable: true }),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    permissions: t.field({
      type: [PermissionEnum],
      select: { permissions: { select: { permission: true } } },
      resolve: (staff) => staff.permissions.map((p) => p.permission).sort(),
    }),
  }),
});

export const ViewerRef = builder.objectRef<Viewer>('Viewer').implement({
  description: 'The signed-in person and what they may do.',
  fields: (t) => ({
    // The three are read in one statement (viewer-rows.ts).
    account: t.prismaField({
      type: 'Account',
      resolve: async (query, _viewer, _args, ctx) => {
        const account = await viewerPart(ctx, 'account', query);
        if (!account) throw new DomainError('UNAUTHENTICATED', ERROR_WORDS.signIn());
        return account as never;
      },
    }),
    // Always through the read with the query's selection (null when the account has no such identity): a resolver
    // that answered null before reading its query left the Prisma plugin's query unused (its warning), and the
    // account's row is read in the same statement anyway.
    staffIdentity: t.prismaField({
      type: 'Staff',
      nullable: true,
      resolve: (query, _viewer, _args, ctx) => viewerPart(ctx, 'staff', query) as never,
    }),
    parentIdentity: t.prismaField({
      type: 'Parent',
      nullable: true,
      resolve: (query, _viewer, _args, ctx) => viewerPart(ctx, 'parent', query) as never,
    }),
    isStaff: t.boolean({ resolve: (viewer) => viewer.isStaff }),
    isParent: t.boolean({ resolve: (viewer) => viewer.isParent }),
    isIntern: t.boolean({ resolve: (viewer) => viewer.isIntern }),
    permissions: t.field({ type: [PermissionEnum], resolve: (viewer) => viewer.permissions.sort() }),
  }),
});

builder.queryFields((t) => ({
  viewer: t.field({
    type: ViewerRef,
    nullable: true,
    description: 'The signed-in person, or null when signed out.',
    resolve: (_root, _args, ctx) => (ctx.viewer.signedIn ? ctx.viewer : null),
  }),
  staffMembers: t.prismaField({
    type: ['Staff'],
    authScopes: { staff: true },
    resolve: (query, _root, _args, ctx) => {
      accountsPolicy.listStaff(ctx.viewer);
      return ctx.prisma.staff.findMany({ ...query, orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }] });
    },
  }),
  allPermissions: t.field({ type: [PermissionEnum], resolve: () => ALL_PERMISSIONS }),
}));

const SetStaffPermissionsInput = builder.inputType('SetStaffPermissionsInput', {
  fields: (t) => ({
    staffId: t.id({ required: true }),
    permissions: t.field({ type: [PermissionEnum], required: true }),
    expectedPermissions: t.field({
      type: [PermissionEnum],
      description: 'The permissions the caller last saw; when someone changed them meanwhile, the change is refused (CONFLICT) instead of overwriting theirs.',
    }),
  }),
});

builder.mutationFields((t) => ({
  setStaffPermissions: t.prismaField({
    type: 'Staff',
    authScopes: { permission: Permission.ADMINISTER_ACCOUNTS },
    args: { input: t.arg({ type: SetStaffPermissionsInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const staffId = decodeGlobalIdOf('Staff', String(input.staffId), 'staffId');
      await ctx.services.accounts.setStaffPermissions(ctx.viewer, staffId, input.permissions, input.expectedPermissions);
      return ctx.prisma.staff.findUniqueOrThrow({ ...query, where: { id: staffId } });
    },
  }),
}));

builder.subscriptionFields((t) => ({
  viewerPermissionsChanged: t.prismaField({
    type: 'Staff',
    description: 'Fires when an administrator changes the signed-in staff member’s permissions (SPEC §4 staff-permission).',
    authScopes: { staff: true },
    subscribe: (_root, _args, ctx) => viewerEvents(ctx.bus, ctx.viewer, (e) => e.type === 'staff-permission'),
    // The event carries only the id; the subscriber's own selection decides what is re-read.
    resolve: (query, event, _args, ctx) =>
      ctx.prisma.staff.findUniqueOrThrow({ ...query, where: { id: (event as unknown as { data: { staffId: number } }).data.staffId } }),
  }),
}));
