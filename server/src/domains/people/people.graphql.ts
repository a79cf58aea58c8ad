// GraphQL types for families and interns. Field rules come from people.policy.ts: medical information and
// staff notes resolve to null for viewers who may not see them (hasMedicalInformation says whether
// something is on file), so one query can serve every role.
import { builder } from '../../graphql/builder.ts';
import { Relationship } from '../../generated/prisma/enums.ts';
import { peoplePolicy } from './people.policy.ts';
import { familyOf } from './family.ts';

export const RelationshipEnum = builder.enumType(Relationship, { name: 'Relationship' });

const Address = builder.objectRef<{ street: string | null; city: string | null; state: string | null; postalCode: string | null }>('Address').implement({
  fields: (t) => ({
    street: t.exposeString('street', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    postalCode: t.exposeString('postalCode', { nullable: true }),
  }),
});

const PersonName = builder.objectRef<{ firstName: string; lastName: string }>('PersonName').implement({
  fields: (t) => ({ firstName: t.exposeString('firstName'), lastName: t.exposeString('lastName') }),
});

export const ParentRef = builder.prismaNode('Parent', {
  id: { field: 'id' },
  authScopes: (parent, ctx) => peoplePolicy.canReadParent(ctx.viewer, parent.id),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    firstName: t.exposeString('firstName'),
    preferredName: t.exposeString('preferredName', { nullable: true }),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    secondaryEmail: t.exposeString('secondaryEmail', { nullable: true }),
    providerEmail: t.exposeString('providerEmail', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true, description: 'Digits only.' }),
    keepInTouch: t.exposeBoolean('keepInTouch'),
    otherEventMessages: t.exposeBoolean('otherEventMessages'),
    referralSource: t.exposeString('referralSource', { nullable: true }),
    address: t.field({
      type: Address,
      select: { street: true, city: true, state: true, postalCode: true },
      resolve: (p) => ({ street: p.street, city: p.city, state: p.state, postalCode: p.postalCode }),
    }),
    internalNotes: t.string({
      nullable: true,
      description: 'Staff notes about the family (HTML); null for anyone but staff, and never for the parent.',
      select: { internalNotes: true },
      resolve: (p, _args, ctx) => (peoplePolicy.canSeeParentStaffNotes(ctx.viewer, p.id) ? p.internalNotes : null),
    }),
    emergencyContacts: t.relation('emergencyContacts', { query: { orderBy: [{ priority: 'asc' }, { id: 'asc' }] } }),
  }),
});

builder.prismaNode('EmergencyContact', {
  id: { field: 'id' },
  // Readable by whoever may read its parent, also when fetched alone through node(id).
  select: { parentId: true },
  authScopes: (contact, ctx) => peoplePolicy.canReadParent(ctx.viewer, contact.parentId),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.field({ type: PersonName, select: { firstName: true, lastName: true }, resolve: (c) => ({ firstName: c.firstName, lastName: c.lastName }) }),
    priority: t.exposeInt('priority'),
    relationship: t.expose('relationship', { type: RelationshipEnum }),
    phone: t.exposeString('phone', { description: 'Digits only.' }),
  }),
});

export const ChildRef = builder.prismaNode('Child', {
  id: { field: 'id' },
  authScopes: async (child, ctx) => peoplePolicy.canReadChild(ctx.viewer, await familyOf(ctx.prisma, ctx.viewer), child.id),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    firstName: t.exposeString('firstName'),
    preferredName: t.exposeString('preferredName', { nullable: true }),
    lastName: t.exposeString('lastName'),
    gradeEntering: t.exposeInt('gradeEntering', { description: '0 = kindergarten … 12 = twelfth grade, 13 = university.' }),
    dateOfBirth: t.expose('dateOfBirth', { type: 'Date', nullable: true }),
    hasMedicalInformation: t.boolean({ select: { medicalInformation: true }, resolve: (c) => c.medicalInformation.trim() !== '' }),
    medicalInformation: t.string({
      nullable: true,
      description: 'Null unless the viewer is the child’s parent or has VIEW_SENSITIVE_INFO.',
      select: { medicalInformation: true },
      resolve: async (c, _args, ctx) =>
        peoplePolicy.canSeeChildMedical(ctx.viewer, await familyOf(ctx.prisma, ctx.viewer), c.id) ? c.medicalInformation : null,
    }),
    parentNotes: t.exposeString('parentNotes'),
    staffNotes: t.string({
      nullable: true,
      description: 'Staff notes (HTML); null for anyone but staff, and never for the child’s parent.',
      select: { staffNotes: true },
      resolve: async (c, _args, ctx) =>
        peoplePolicy.canSeeChildStaffNotes(ctx.viewer, await familyOf(ctx.prisma, ctx.viewer), c.id) ? c.staffNotes : null,
    }),
  }),
});

// Parents and children are linked through ChildParent; each side lists the other.
builder.prismaObjectFields('Parent', (t) => ({
  children: t.field({
    type: [ChildRef],
    select: (_args, _ctx, nestedSelection) => ({
      children: { select: { child: nestedSelection(true) }, orderBy: { child: { firstName: 'asc' } } },
    }),
    resolve: (p) => p.children.map((c) => c.child),
  }),
}));

builder.prismaObjectFields('Child', (t) => ({
  parents: t.field({
    type: [ParentRef],
    select: (_args, _ctx, nestedSelection) => ({ parents: { select: { parent: nestedSelection(true) } } }),
    resolve: (c) => c.parents.map((p) => p.parent),
  }),
}));

export const InternRef = builder.prismaNode('Intern', {
  id: { field: 'id' },
  authScopes: (intern, ctx) => peoplePolicy.canReadIntern(ctx.viewer, intern.id),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    firstName: t.exposeString('firstName'),
    preferredName: t.exposeString('preferredName', { nullable: true }),
    lastName: t.exposeString('lastName'),
    gradeEntering: t.exposeInt('gradeEntering'),
    dateOfBirth: t.expose('dateOfBirth', { type: 'Date', nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    hasMedicalInfo: t.boolean({ select: { medicalInfo: true }, resolve: (i) => i.medicalInfo.trim() !== '' }),
    medicalInfo: t.string({
      nullable: true,
      select: { medicalInfo: true },
      resolve: (i, _args, ctx) => (peoplePolicy.canSeeInternMedical(ctx.viewer, i.id) ? i.medicalInfo : null),
    }),
  }),
});
