// GraphQL for a person's own name and phone (my-details.ts has the rules).
import { builder } from '../../graphql/builder.ts';
import { ViewerRef } from './accounts.graphql.ts';
import type { MyDetailsView as MyDetailsShape } from './my-details.ts';
import { readInput } from '../../input.ts';
import { myDetailsSchema } from '../../../../forms/my-details.ts';

const MyDetailsRef = builder.objectRef<MyDetailsShape>('MyDetails').implement({
  description: 'The signed-in person’s own name and phone, as their profile shows them.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email', { nullable: true }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    preferredName: t.exposeString('preferredName', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true, description: 'Digits only: 7, or 10 with the area code.' }),
  }),
});

const MyDetailsInput = builder.inputType('MyDetailsInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    preferredName: t.string(),
    phone: t.string({ description: 'Left out: unchanged. Staff and interns may clear it with "".' }),
  }),
});

const UpdateMyDetailsPayload = builder.objectRef<{ details: MyDetailsShape }>('UpdateMyDetailsPayload').implement({
  fields: (t) => ({
    details: t.field({ type: MyDetailsRef, resolve: (p) => p.details }),
    viewer: t.field({ type: ViewerRef, resolve: (_p, _args, ctx) => ctx.viewer }),
  }),
});

builder.queryFields((t) => ({
  myDetails: t.field({
    type: MyDetailsRef,
    nullable: true,
    description: 'The signed-in person’s own name and phone; null when signed out.',
    resolve: (_root, _args, ctx) => (ctx.viewer.signedIn ? ctx.services.myDetails.read(ctx.viewer) : null),
  }),
}));

builder.mutationFields((t) => ({
  updateMyDetails: t.field({
    type: UpdateMyDetailsPayload,
    description: 'Changes the signed-in person’s own name and phone on every identity they have.',
    args: { input: t.arg({ type: MyDetailsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ details: await ctx.services.myDetails.update(ctx.viewer, readInput(myDetailsSchema, input)) }),
  }),
}));
