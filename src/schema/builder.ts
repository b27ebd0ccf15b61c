import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type PrismaTypes from '../generated/pothos-types.ts';
import { getDatamodel } from '../generated/pothos-types.ts';
import type { Actor } from '../domain/auth/actor.ts';
import { isAdmin } from '../domain/users/roles.ts';
import { unauthorized } from '../domain/errors.ts';
import type { GraphQLContext } from '../resolvers/context.ts';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: { loggedIn: boolean; admin: boolean };
  AuthContexts: { loggedIn: GraphQLContext & { actor: Actor } };
  Scalars: { JSON: { Input: unknown; Output: unknown } };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => ({ loggedIn: ctx.actor !== null, admin: ctx.actor !== null && isAdmin(ctx.actor.user.role) }),
    // The REST layer's credential errors, with the same code and message.
    unauthorizedError: (_parent, ctx) => ctx.authError ?? unauthorized(),
  },
  errors: { defaultTypes: [] },
  prisma: {
    client: (ctx) => ctx.deps.db.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

builder.scalarType('JSON', {
  serialize: (v) => v,
  parseValue: (v) => v,
});
