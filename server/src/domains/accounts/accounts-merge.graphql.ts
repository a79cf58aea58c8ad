// GraphQL for merging two accounts of one person: an administrator's preview, the merge at once (same
// verified e-mail) or a request, and the two owners' confirming or declining it. Rules: the service.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { decodeGlobalIdOf } from '../../graphql/ids.ts';
import { accountId, ADMIN } from './accounts-admin.graphql.ts';
import type { MergePreview, MergeRequestView } from './accounts-merge.service.ts';

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
    sharedVerifiedEmail: t.exposeString('sharedVerifiedEmail', {
      nullable: true,
      description: 'An e-mail both accounts sign in with, verified by its provider. Without one, the merge must be requested and confirmed by both owners.',
    }),
    identities: t.field({ type: [MergeIdentity], resolve: (p) => p.identities }),
    moves: t.field({ type: [MergeMove], resolve: (p) => p.moves }),
  }),
});

const MERGE_REQUEST = 'AccountMergeRequest';
const requestId = (id: string | number) => decodeGlobalIdOf(MERGE_REQUEST, String(id), 'requestId');

const MergeRequestRef = builder.objectRef<MergeRequestView>(MERGE_REQUEST).implement({
  description: 'An administrator’s request to merge two accounts, waiting for the owner of each to confirm it while signed in to it.',
  fields: (t) => ({
    id: t.id({ resolve: (r) => encodeGlobalID(MERGE_REQUEST, String(r.id)) }),
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    keepAccountId: t.id({ resolve: (r) => encodeGlobalID('Account', String(r.keepAccountId)) }),
    mergeAccountId: t.id({ resolve: (r) => encodeGlobalID('Account', String(r.mergeAccountId)) }),
    keepLabel: t.exposeString('keepLabel', { description: 'The account that stays.' }),
    mergeLabel: t.exposeString('mergeLabel', { description: 'The account merged into it and then removed.' }),
    keepProviders: t.exposeStringList('keepProviders'),
    mergeProviders: t.exposeStringList('mergeProviders'),
    keepConfirmed: t.exposeBoolean('keepConfirmed'),
    mergeConfirmed: t.exposeBoolean('mergeConfirmed'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const ConfirmMergeResult = builder.objectRef<{ request: MergeRequestView; merged: boolean }>('ConfirmAccountMergeResult').implement({
  fields: (t) => ({
    request: t.field({ type: MergeRequestRef, resolve: (r) => r.request }),
    merged: t.exposeBoolean('merged', { description: 'True when this confirmation was the second: the accounts are merged and the merged one’s sessions ended.' }),
  }),
});

builder.queryFields((t) => ({
  accountMergePreview: t.field({
    type: MergePreviewRef,
    authScopes: ADMIN,
    args: { keepAccountId: t.arg.id({ required: true }), mergeAccountId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.accountsMerge.preview(ctx.viewer, accountId(args.keepAccountId, 'keepAccountId'), accountId(args.mergeAccountId, 'mergeAccountId')),
  }),
  myAccountMergeRequests: t.field({
    type: [MergeRequestRef],
    authScopes: { signedIn: true },
    description: 'Unexpired merge requests naming the signed-in account, to confirm or decline.',
    resolve: (_root, _args, ctx) => ctx.services.accountsMerge.forViewer(ctx.viewer),
  }),
}));

builder.mutationFields((t) => ({
  mergeAccounts: t.field({
    type: MergePreviewRef,
    authScopes: ADMIN,
    description:
      'Moves every identity, child, registration, note and sign-in of mergeAccountId to keepAccountId, in one transaction, when both sign in with the same verified e-mail; otherwise CONFLICT (use requestAccountMerge).',
    args: { keepAccountId: t.arg.id({ required: true }), mergeAccountId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.accountsMerge.merge(ctx.viewer, accountId(args.keepAccountId, 'keepAccountId'), accountId(args.mergeAccountId, 'mergeAccountId')),
  }),
  requestAccountMerge: t.field({
    type: MergeRequestRef,
    authScopes: ADMIN,
    description: 'Asks the owners of both accounts to confirm the merge, each signed in to their own account; asking again renews the request.',
    args: { keepAccountId: t.arg.id({ required: true }), mergeAccountId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.accountsMerge.request(ctx.viewer, accountId(args.keepAccountId, 'keepAccountId'), accountId(args.mergeAccountId, 'mergeAccountId')),
  }),
  confirmAccountMerge: t.field({
    type: ConfirmMergeResult,
    authScopes: { signedIn: true },
    description: 'The signed-in owner of one of the two accounts confirms; the second confirmation carries the merge out.',
    args: { requestId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.accountsMerge.confirm(ctx.viewer, requestId(args.requestId)),
  }),
  declineAccountMerge: t.field({
    type: 'ID',
    authScopes: { signedIn: true },
    description: 'Either owner declines: the request goes and nothing is merged. Answers the request’s id.',
    args: { requestId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { id } = await ctx.services.accountsMerge.decline(ctx.viewer, requestId(args.requestId));
      return encodeGlobalID(MERGE_REQUEST, String(id));
    },
  }),
}));
