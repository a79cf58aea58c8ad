// Configures Pothos: plugins, context type, scalars and the authorization scopes every domain uses.
// It defines no domain types; each domain's <domain>.graphql.ts does.
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import { GraphQLError, Kind } from 'graphql';
import type PrismaTypes from '../generated/pothos-types.ts';
import { getDatamodel } from '../generated/pothos-types.ts';
import type { Permission } from '../generated/prisma/enums.ts';
import type { RequestContext } from '../context.ts';
import { DomainError, ERROR_WORDS } from '../errors.ts';
import { lookUpNode } from './node-lookup.ts';
import { calendarDateProblem, instantProblem } from '../../../forms/dates.ts';

export const builder = new SchemaBuilder<{
  Context: RequestContext;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  AuthScopes: {
    signedIn: boolean;
    staff: boolean;
    parent: boolean;
    intern: boolean;
    permission: Permission;
  };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Date: { Input: string; Output: Date | string };
  };
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin],
  scopeAuth: {
    authorizeOnSubscribe: true,
    // A type's scopes are asked once, when an object of it is returned, before any of its fields: a hidden
    // object answers nothing, not even its __typename, and node(id:) can ask them before answering.
    runScopesOnType: true,
    authScopes: (ctx) => ({
      signedIn: ctx.viewer.signedIn,
      staff: ctx.viewer.isStaff,
      parent: ctx.viewer.isParent,
      intern: ctx.viewer.isIntern,
      permission: (p) => ctx.viewer.has(p),
    }),
    unauthorizedError: (_parent, ctx) =>
      ctx.viewer.signedIn
        ? new DomainError('FORBIDDEN', ERROR_WORDS.notAllowedToSee())
        : new DomainError('UNAUTHENTICATED', ERROR_WORDS.signIn()),
  },
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    nodeQueryOptions: {
      resolve: (_root, { id }, ctx, info, resolveNode) => lookUpNode(info, ctx, id, resolveNode),
    },
    // No nodes(ids:): the client never asks for it, and Pothos loads its ids as one batch that a single
    // unknown id fails entirely — which would tell a parent which of the ids exist.
    nodesQueryOptions: false,
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

// A value the scalar refuses is the caller's bad input; graphql-js keeps these extensions on the variable error.
const BAD_INPUT = { extensions: { code: 'BAD_INPUT' } };

// Both scalars read their text through forms/dates.ts, so an impossible day is refused, never rolled over.
const dateTimeOf = (value: unknown): Date => {
  const problem = instantProblem(value);
  if (problem) throw new GraphQLError(`DateTime: ${problem}`, BAD_INPUT);
  return new Date(value as string);
};
builder.scalarType('DateTime', {
  description: 'An instant, as an ISO-8601 string with time zone (e.g. 2025-08-11T14:00:00.000Z).',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value as string).toISOString()),
  parseValue: dateTimeOf,
  parseLiteral: (ast) => dateTimeOf(ast.kind === Kind.STRING ? ast.value : null),
});

const dateOf = (value: unknown): string => {
  const problem = calendarDateProblem(value);
  if (problem) throw new GraphQLError(`Date: ${problem}`, BAD_INPUT);
  return value as string;
};
builder.scalarType('Date', {
  description: 'A calendar date, yyyy-mm-dd.',
  serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)),
  parseValue: dateOf,
  parseLiteral: (ast) => dateOf(ast.kind === Kind.STRING ? ast.value : null),
});
