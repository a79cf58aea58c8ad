// GraphQL for families. The foundation exposes the parent identity; the families issue grows it.
import { builder } from '../../graphql/builder.ts';
import { peoplePolicy } from './people.policy.ts';

builder.prismaNode('Parent', {
  id: { field: 'id' },
  authScopes: (parent, ctx) => peoplePolicy.canReadParent(ctx.viewer, parent.id),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    firstName: t.exposeString('firstName'),
    preferredName: t.exposeString('preferredName', { nullable: true }),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
  }),
});
