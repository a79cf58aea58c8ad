// The signed-in parent's authorized pickup people (profile card): read, add or change, remove.
import { builder } from '../../graphql/builder.ts';
import { PickupPersonRef } from './attendance.graphql.ts';
import { readInput } from '../../input.ts';
import { pickupPersonSchema } from '../../../../forms/family.ts';

const PickupPersonInput = builder.inputType('SavePickupPersonInput', {
  fields: (t) => ({
    id: t.int({ description: 'Leave out to add a person.' }),
    name: t.string({ required: true }),
    relationship: t.string({ required: true }),
    phone: t.string(),
    mayPickUp: t.boolean({ required: true, description: 'false: this person must NOT pick up (a warning at check-out).' }),
    note: t.string(),
  }),
});

builder.queryField('myPickupPeople', (t) =>
  t.field({
    type: [PickupPersonRef],
    description: 'Who may (and who must not) pick up the signed-in parent’s children.',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.pickupPeople.list(ctx.viewer),
  }),
);

builder.mutationFields((t) => ({
  savePickupPerson: t.field({
    type: [PickupPersonRef],
    description: 'Adds or changes one of the parent’s pickup people; returns the whole list.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: PickupPersonInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { id, ...rest } = input;
      await ctx.services.pickupPeople.save(ctx.viewer, id, readInput(pickupPersonSchema, rest));
      return ctx.services.pickupPeople.list(ctx.viewer);
    },
  }),
  deletePickupPerson: t.field({
    type: [PickupPersonRef],
    description: 'Removes one of the parent’s pickup people; returns the whole list.',
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_r, { id }, ctx) => {
      await ctx.services.pickupPeople.remove(ctx.viewer, id);
      return ctx.services.pickupPeople.list(ctx.viewer);
    },
  }),
}));
