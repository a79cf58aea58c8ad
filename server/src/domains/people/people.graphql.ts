// GraphQL types for families and interns. Field rules come from people.policy.ts: medical information and
// staff notes resolve to null for viewers who may not see them (hasMedicalInformation says whether
// something is on file), so one query can serve every role.
import { builder } from '../../graphql/builder.ts';
import { Relationship } from '../../generated/prisma/enums.ts';
import { peoplePolicy } from './people.policy.ts';
import { familyNow } from './family.ts';
import type { Family } from './people.policy.ts';
import { disclosed, doorOfOperation } from '../audit/audit-reads.ts';

/** `decide(family)`, without waiting when the viewer's family is already known (see familyNow). */
function withFamily<T>(ctx: { prisma: Parameters<typeof familyNow>[0]; viewer: Parameters<typeof familyNow>[1] }, decide: (family: Family) => T): T | Promise<T> {
  const family = familyNow(ctx.prisma, ctx.viewer);
  return family instanceof Promise ? family.then(decide) : decide(family);
}

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
      resolve: (p, _args, ctx, info) =>
        disclosed(peoplePolicy.canSeeParentStaffNotes(ctx.viewer, p.id) ? p.internalNotes : null, 'parent', p.id, 'internalNotes', {
          door: doorOfOperation(info),
          scope: ctx.auditScope,
        }),
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
    relationshipOther: t.exposeString('relationshipOther', { description: 'Who they are to the family in the parent’s words; empty unless relationship is OTHER.' }),
    phone: t.exposeString('phone', { description: 'Digits only.' }),
  }),
});

export const ChildRef = builder.prismaNode('Child', {
  id: { field: 'id' },
  authScopes: (child, ctx) => withFamily(ctx, (family) => peoplePolicy.canReadChild(ctx.viewer, family, child.id)),
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
      resolve: (c, _args, ctx, info) =>
        withFamily(ctx, (family) =>
          disclosed(peoplePolicy.canSeeChildMedical(ctx.viewer, family, c.id) ? c.medicalInformation : null, 'child', c.id, 'medicalInformation', {
            door: doorOfOperation(info),
            scope: ctx.auditScope,
          }),
        ),
    }),
    medicalAlert: t.string({
      nullable: true,
      description: 'A short line the parent writes for the leaders (e.g. an allergy); for the child’s parents, staff and the interns of the child’s groups.',
      select: { medicalAlert: true },
      resolve: (c, _args, ctx) => withFamily(ctx, (family) => (peoplePolicy.canSeeMedicalAlert(ctx.viewer, family, c.id) ? c.medicalAlert : null)),
    }),
    parentNotes: t.exposeString('parentNotes'),
    staffNotes: t.string({
      nullable: true,
      description: 'Staff notes (HTML); null for anyone but staff, and never for the child’s parent.',
      select: { staffNotes: true },
      resolve: (c, _args, ctx, info) =>
        withFamily(ctx, (family) =>
          disclosed(peoplePolicy.canSeeChildStaffNotes(ctx.viewer, family, c.id) ? c.staffNotes : null, 'child', c.id, 'staffNotes', {
            door: doorOfOperation(info),
            scope: ctx.auditScope,
          }),
        ),
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

const ParentContact = builder.objectRef<{ firstName: string; preferredName: string | null; lastName: string; phone: string | null }>('ParentContact').implement({
  description: 'How to reach a child’s parent or guardian: the name and phone a roster lists.',
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    preferredName: t.exposeString('preferredName', { nullable: true }),
    lastName: t.exposeString('lastName'),
    phone: t.exposeString('phone', { nullable: true, description: 'Digits only.' }),
  }),
});

builder.prismaObjectFields('Child', (t) => ({
  parentContacts: t.field({
    type: [ParentContact],
    description: 'The parents’ names and phones for rosters, CSV and print: staff only (an empty list for anyone else).',
    select: { parents: { select: { parent: { select: { id: true, firstName: true, preferredName: true, lastName: true, phone: true } } } } },
    resolve: (c, _args, ctx) => c.parents.filter((p) => peoplePolicy.canReadParent(ctx.viewer, p.parent.id)).map((p) => p.parent),
  }),
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
      resolve: (i, _args, ctx, info) =>
        disclosed(peoplePolicy.canSeeInternMedical(ctx.viewer, i.id) ? i.medicalInfo : null, 'intern', i.id, 'medicalInfo', {
          door: doorOfOperation(info),
          scope: ctx.auditScope,
        }),
    }),
  }),
});
