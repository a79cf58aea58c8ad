// GraphQL mutations a family uses on its own records (profile, emergency contacts, children, second
// parents/guardians), on the people service. Each returns the record it changed, re-read with the
// caller's selection, so the client's store updates from the payload.
import { builder } from '../../graphql/builder.ts';
import { decodeGlobalIdOf } from '../../graphql/ids.ts';
import { RelationshipEnum } from './people.graphql.ts';
import { displayName } from '../../../../shared/person-name.ts';
import { readInput } from '../../input.ts';
import { childSchema, contactPrioritySchema, emergencyContactSchema, guardianInviteSchema, parentProfileSchema } from '../../../../forms/family.ts';
import { z } from 'zod';

const ReferralSource = builder.objectRef<{ code: string; detail: string | null }>('ReferralSource').implement({
  description: 'One SPEC §3 referral code (church, website, banner, flyer, friend, returning, other) with its optional name or detail.',
  fields: (t) => ({ code: t.exposeString('code'), detail: t.exposeString('detail', { nullable: true }) }),
});

const Guardian = builder.objectRef<{ id: number; firstName: string; preferredName: string | null; lastName: string; email: string; accountId: number | null }>('Guardian').implement({
  description: 'Another parent or guardian of the viewer’s children; joined once they signed in and accepted.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    firstName: t.exposeString('firstName'),
    preferredName: t.exposeString('preferredName', { nullable: true, description: 'The name they go by, when it is not their first name (SPEC §3).' }),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    joined: t.boolean({ resolve: (g) => g.accountId !== null }),
  }),
});

type Invitation = Awaited<ReturnType<import('./people.service.ts').PeopleService['invitationsFor']>>[number];
const GuardianInvitation = builder.objectRef<Invitation>('GuardianInvitation').implement({
  description: 'An invitation for the viewer to join a family as a second parent or guardian.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    invitedBy: t.stringList({
      resolve: (i) => [...new Set(i.children.flatMap((c) => c.child.parents.map((p) => displayName(p.parent))))],
    }),
    childNames: t.stringList({ resolve: (i) => i.children.map((c) => displayName(c.child)) }),
  }),
});

export function parseReferralSource(value: string | null): { code: string; detail: string | null }[] {
  if (!value) return [];
  return value.split(',').filter(Boolean).map((entry) => {
    const colon = entry.indexOf(':');
    return colon < 0 ? { code: entry, detail: null } : { code: entry.slice(0, colon), detail: entry.slice(colon + 1) || null };
  });
}

builder.prismaObjectFields('Parent', (t) => ({
  referralSources: t.field({ type: [ReferralSource], select: { referralSource: true }, resolve: (p) => parseReferralSource(p.referralSource) }),
  guardians: t.field({
    type: [Guardian],
    description: 'The other parents/guardians of this parent’s children (only for the parent themself; empty otherwise).',
    resolve: (p, _args, ctx) => ctx.services.people.guardiansOf(ctx.viewer, p.id),
  }),
}));

builder.queryFields((t) => ({
  guardianInvitations: t.field({
    type: [GuardianInvitation],
    authScopes: { signedIn: true },
    description: 'Families that invited the signed-in person (by their verified e-mail) to join as a parent or guardian.',
    resolve: (_root, _args, ctx) => ctx.services.people.invitationsFor(ctx.viewer),
  }),
}));

const ReferralSourceInput = builder.inputType('ReferralSourceInput', {
  fields: (t) => ({ code: t.string({ required: true }), detail: t.string() }),
});
const AddressInput = builder.inputType('AddressInput', {
  fields: (t) => ({ street: t.string(), city: t.string(), state: t.string(), postalCode: t.string() }),
});
const ParentProfileInput = builder.inputType('ParentProfileInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    preferredName: t.string(),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    secondaryEmail: t.string(),
    phone: t.string({ required: true, description: 'Any punctuation; stored as 7 or 10 digits.' }),
    keepInTouch: t.boolean({ required: true }),
    otherEventMessages: t.boolean({ required: true }),
    referralSources: t.field({ type: [ReferralSourceInput], required: true }),
    address: t.field({ type: AddressInput, required: true }),
  }),
});
const EmergencyContactInput = builder.inputType('EmergencyContactInput', {
  fields: (t) => ({
    id: t.id({ description: 'Set to edit an existing contact; leave out to add one (called after the others).' }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    relationship: t.field({ type: RelationshipEnum, required: true }),
    relationshipOther: t.string({ description: 'Who they are to the family, in the parent’s words; required when relationship is OTHER, ignored otherwise.' }),
    phone: t.string({ required: true }),
  }),
});
const ChildInput = builder.inputType('ChildInput', {
  fields: (t) => ({
    id: t.id({ description: 'Set to edit one of your children; leave out to add a child.' }),
    firstName: t.string({ required: true }),
    preferredName: t.string(),
    lastName: t.string({ required: true }),
    gradeEntering: t.int({ required: true, description: '0 = kindergarten … 12, 13 = university.' }),
    dateOfBirth: t.string({ description: 'yyyy-mm-dd' }),
    medicalInformation: t.string(),
    medicalAlert: t.string({ description: 'A short line for the leaders with the child, e.g. "peanut allergy — EpiPen in backpack".' }),
    parentNotes: t.string(),
  }),
});
const GuardianInviteInput = builder.inputType('GuardianInviteInput', {
  fields: (t) => ({ firstName: t.string({ required: true }), lastName: t.string({ required: true }), email: t.string({ required: true }) }),
});

const SaveChildPayload = builder.objectRef<{ childId: number; parentId: number }>('SaveChildPayload').implement({
  fields: (t) => ({
    child: t.prismaField({ type: 'Child', resolve: (query, p, _args, ctx) => ctx.prisma.child.findUniqueOrThrow({ ...query, where: { id: p.childId } }) }),
    parent: t.prismaField({ type: 'Parent', resolve: (query, p, _args, ctx) => ctx.prisma.parent.findUniqueOrThrow({ ...query, where: { id: p.parentId } }) }),
  }),
});

const optionalId = (typename: string, id: string | number | null | undefined, field: string) =>
  id === null || id === undefined || id === '' ? null : decodeGlobalIdOf(typename, String(id), field);

builder.mutationFields((t) => {
  /** A mutation whose service call returns a parent id; the parent is re-read with the caller's selection. */
  const parentMutation = <Args extends object>(
    args: Args,
    run: (args: any, ctx: Parameters<Parameters<typeof t.prismaField>[0]['resolve']>[3]) => Promise<number>,
  ) =>
    t.prismaField({
      type: 'Parent',
      authScopes: { signedIn: true },
      args: args as any,
      resolve: async (query, _root, input, ctx) => ctx.prisma.parent.findUniqueOrThrow({ ...query, where: { id: await run(input, ctx) } }),
    });

  return {
    updateParentProfile: parentMutation({ input: t.arg({ type: ParentProfileInput, required: true }) }, ({ input }, ctx) =>
      ctx.services.people.saveOwnProfile(ctx.viewer, readInput(parentProfileSchema, { ...input, referralSource: input.referralSources })),
    ),
    saveEmergencyContact: parentMutation({ input: t.arg({ type: EmergencyContactInput, required: true }) }, ({ input }, ctx) =>
      ctx.services.people.saveEmergencyContact(ctx.viewer, optionalId('EmergencyContact', input.id, 'id'), readInput(emergencyContactSchema, input)),
    ),
    deleteEmergencyContact: parentMutation({ id: t.arg.id({ required: true }) }, ({ id }, ctx) =>
      ctx.services.people.deleteEmergencyContact(ctx.viewer, decodeGlobalIdOf('EmergencyContact', String(id), 'id')),
    ),
    moveEmergencyContact: parentMutation({ id: t.arg.id({ required: true }), priority: t.arg.int({ required: true }) }, ({ id, priority }, ctx) =>
      ctx.services.people.moveEmergencyContact(
        ctx.viewer,
        decodeGlobalIdOf('EmergencyContact', String(id), 'id'),
        readInput(z.object({ priority: contactPrioritySchema }), { priority }).priority,
      ),
    ),
    inviteGuardian: parentMutation({ input: t.arg({ type: GuardianInviteInput, required: true }) }, ({ input }, ctx) =>
      ctx.services.people.inviteGuardian(ctx.viewer, readInput(guardianInviteSchema, input)),
    ),
    cancelGuardianInvite: parentMutation({ id: t.arg.int({ required: true }) }, ({ id }, ctx) => ctx.services.people.cancelGuardianInvite(ctx.viewer, id)),
    acceptGuardianInvite: parentMutation({ id: t.arg.int({ required: true }) }, ({ id }, ctx) => ctx.services.people.acceptGuardianInvite(ctx.viewer, id)),
    saveChild: t.field({
      type: SaveChildPayload,
      authScopes: { signedIn: true },
      args: { input: t.arg({ type: ChildInput, required: true }) },
      resolve: async (_root, { input }, ctx) => {
        const childId = await ctx.services.people.saveChild(ctx.viewer, optionalId('Child', input.id, 'id'), readInput(childSchema, input));
        return { childId, parentId: ctx.viewer.parentId! };
      },
    }),
  };
});
