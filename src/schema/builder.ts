import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type PrismaTypes from '../generated/pothos-types.ts';
import { getDatamodel } from '../generated/pothos-types.ts';
import type { Actor } from '../domain/actor.ts';
import { incomingWebhookRefused, mayCallOperation } from '../domain/users/bots-access.ts';
import { isAdmin } from '../domain/roles.ts';
import { unauthorized } from '../domain/errors.ts';
import type { GraphQLContext } from '../graphql-server/graphql-context.ts';
import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { GraphQLDateTime, GraphQLEmailAddress, GraphQLURL } from 'graphql-scalars';
import { withInputErrors } from './scalar-errors.ts';
import { isoDateTime, rememberedOutput } from './scalar-output.ts';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  /**
   * `loggedIn`: any user but an incoming webhook bot; `sender`: any user (the operations that send messages);
   * `viewer`: `loggedIn`, or a visitor who sent no credentials (never one whose credentials failed).
   */
  AuthScopes: { loggedIn: boolean; sender: boolean; admin: boolean; viewer: boolean };
  AuthContexts: { loggedIn: GraphQLContext & { actor: Actor }; sender: GraphQLContext & { actor: Actor } };
  Scalars: {
    JSON: { Input: unknown; Output: unknown };
    Upload: { Input: Promise<FileUpload>; Output: never };
    // Resolvers hand over Dates (src/schema/scalars.ts converts the domain's epoch numbers); clients read ISO 8601.
    DateTime: { Input: Date; Output: Date };
    URL: { Input: URL; Output: string };
    EmailAddress: { Input: string; Output: string };
  };
  DefaultFieldNullability: false;
}>({
  // Order matters: scope-auth wraps the resolvers the others build.
  plugins: [ScopeAuthPlugin, ErrorsPlugin, RelayPlugin, PrismaPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  relay: {
    // Zulip's integer ids stay available as `<type>Id` fields; `id` is the opaque global id Relay and normalized caches want.
    clientMutationId: 'omit',
    cursorType: 'String',
    nodeQueryOptions: {
      nullable: true,
      description: 'Any object by its global id; null when it does not exist or the viewer may not see it.',
      args: { id: { description: 'The global id (an `id` field of any Node).' } },
    },
    nodesQueryOptions: {
      nullable: { list: false, items: true },
      description: 'Objects by global ids, in order; null for those that do not exist or the viewer may not see.',
      args: { ids: { description: 'The global ids (`id` fields of any Nodes).' } },
    },
    nodeTypeOptions: { description: 'An object with a global id (`id`), fetchable with `node(id:)`.' },
    idFieldOptions: { description: 'The global id: opaque, stable, for `node(id:)` and client caches.' },
    pageInfoTypeOptions: { description: 'Where a page of a connection lies in its list, and the cursors to read on.' },
    hasNextPageFieldOptions: { description: 'Whether there are items after this page.' },
    hasPreviousPageFieldOptions: { description: 'Whether there are items before this page.' },
    startCursorFieldOptions: {
      description: "The first item's cursor (pass as `before`); null when the page is empty.",
    },
    endCursorFieldOptions: { description: "The last item's cursor (pass as `after`); null when the page is empty." },
    defaultConnectionTypeOptions: { description: 'A page of a list (a Relay connection).' },
    defaultEdgeTypeOptions: { description: 'An item of a page, with its cursor.' },
    edgesFieldOptions: { description: "The page's items, in the list's order." },
    pageInfoFieldOptions: { description: 'Where the page lies in the list.' },
    // Every edge holds its cursor as a string (show-views.ts' READS_PROPERTY).
    cursorFieldOptions: {
      description: "The item's position, for `after` or `before`.",
      extensions: { readsProperty: true },
    },
    nodeFieldOptions: { description: 'The item.' },
    firstArgOptions: {
      description:
        'How many items to read from the start or from `after` (a list has a default, usually 100, and a maximum).',
    },
    lastArgOptions: { description: 'How many items to read that end at `before` or at the end of the list.' },
    afterArgOptions: { description: "Read the items after this cursor (an edge's `cursor` or `pageInfo.endCursor`)." },
    beforeArgOptions: {
      description: "Read the items before this cursor (an edge's `cursor` or `pageInfo.startCursor`).",
    },
  },
  scopeAuth: {
    authScopes: (ctx) => ({
      loggedIn: ctx.actor !== null && mayCallOperation(ctx.actor),
      sender: ctx.actor !== null && mayCallOperation(ctx.actor, 'sendMessage'),
      admin: ctx.actor !== null && isAdmin(ctx.actor.user.role),
      viewer: ctx.authError === null && !(ctx.actor !== null && !mayCallOperation(ctx.actor)),
    }),
    // The REST layer's credential errors, with the same code and message.
    unauthorizedError: (_parent, ctx) =>
      ctx.authError ?? (ctx.actor && !mayCallOperation(ctx.actor) ? incomingWebhookRefused() : unauthorized()),
  },
  errors: { defaultTypes: [] },
  prisma: {
    client: (ctx) => ctx.deps.db.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
});

/** The builder's schema types, for refs made with Pothos' classes. */
export type Types = typeof builder.$inferSchemaTypes;

builder.queryType({ description: 'What can be read.' });
builder.mutationType({
  description: 'What can be changed: each mutation answers its payload, or the error that refused it (see `Error`).',
});
builder.subscriptionType({
  description: 'Live updates; most resume after a disconnection with `after`.',
});

// GraphQL multipart requests (graphql-upload-minimal, parsed in src/graphql-server/uploads.ts): a file, read once, as it arrives.
builder.addScalarType('Upload', GraphQLUpload);

// One form for every time (ISO 8601, UTC, milliseconds), absolute URLs and email addresses, from graphql-scalars.
builder.addScalarType('DateTime', isoDateTime(GraphQLDateTime));
builder.addScalarType('URL', rememberedOutput(withInputErrors(GraphQLURL)));
builder.addScalarType('EmailAddress', rememberedOutput(GraphQLEmailAddress));

builder.scalarType('JSON', {
  description: "Any JSON value: a setting's value, whose type depends on the setting.",
  serialize: (v) => v,
  parseValue: (v) => v,
});
