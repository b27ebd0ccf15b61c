import { encodeGlobalID } from '@pothos/plugin-relay';
import { defaultFieldResolver, getNamedType, isObjectType, type GraphQLSchema } from 'graphql';
import type { ReadMessage } from '../domain/messages/model.ts';
import type { UserRow } from '../domain/users/format.ts';
import type { Stream } from '../generated/prisma/client.ts';
import type { GraphQLContext } from '../graphql-server/graphql-context.ts';
import { channelView, shownMessage, userView } from './views.ts';

/*
 * Resolvers across the schema return users, channels and messages as the
 * domain reads them (rows, ReadMessage); the User, Channel and Message types
 * read views (views.ts). Every field returning one of them shows its result
 * as a view here, once, so that no resolver has to remember to and the
 * types' own fields can be plain properties. A field whose parent already
 * holds views (Message.sender, Reaction.user…) says so with the `showsView`
 * extension and keeps no resolver.
 *
 * On the views' own types, a field Pothos exposes under its property's name
 * loses its resolver too: Pothos gives it graphql's defaultFieldResolver,
 * which graphql-jit calls like any other (a call, closures, a resolve info
 * and its path per field and object), where without one it reads the
 * property. The views hold plain values, never functions or promises, so
 * what is read is what defaultFieldResolver would have returned.
 *
 * Their global ids are encoded at once: Pothos' node `id` resolver awaits
 * twice (a promise per object, a hundred per page of messages) to encode
 * the same `Type:id`. A message view holds its encoded id (messageView), so
 * Message.id is a property too.
 */

type Show = (ctx: GraphQLContext, value: never) => unknown;

const SHOW: Record<string, Show> = {
  User: (ctx, u: UserRow) => userView(ctx, u),
  Channel: (_ctx, c: Stream) => channelView(c),
  Message: (ctx, m: ReadMessage) => shownMessage(ctx, m),
};

/** The types whose views hold their global id already (messageView): their `id` is a property. */
const ENCODED_ID = new Set(['Message']);

export const SHOWS_VIEW = { showsView: true } as const;

/**
 * A field whose parent holds its value under the field's name, as a plain
 * value (never a function or a promise) and, for the types above, as its
 * view: it has no resolver, whatever Pothos gave it (an edge's
 * `(edge) => edge.node`, a cursor's defaultFieldResolver). A page's edges
 * cost graphql-jit two resolver calls each otherwise.
 */
export const READS_PROPERTY = { readsProperty: true } as const;

const VIEW_TYPES = new Set([...Object.keys(SHOW), 'Reaction']);

function shown(value: unknown, ctx: GraphQLContext, show: Show): unknown {
  if (value === null || value === undefined || value instanceof Error) return value;
  if (value instanceof Promise) return value.then((v: unknown) => shown(v, ctx, show));
  if (Array.isArray(value)) {
    const items: unknown[] = value.map((v: unknown) => shown(v, ctx, show));
    return items.some((v) => v instanceof Promise) ? Promise.all(items) : items;
  }
  return show(ctx, value as never);
}

/** Makes every field that returns a User, Channel or Message give its type's view (once per schema), and the views' properties plain reads. */
export function showViews(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.extensions.readsProperty === true) {
        field.resolve = undefined;
        continue;
      }
      if (VIEW_TYPES.has(type.name) && field.resolve === defaultFieldResolver) field.resolve = undefined;
      if (ENCODED_ID.has(type.name) && field.name === 'id') field.resolve = undefined;
      else if (type.name in SHOW && field.name === 'id') {
        const typeName = type.name;
        field.resolve = (source: { id: number }) => encodeGlobalID(typeName, String(source.id));
      }
      const show = SHOW[getNamedType(field.type).name];
      if (show === undefined || field.extensions.showsView === true) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, ctx: GraphQLContext, info) => shown(resolve(source, args, ctx, info), ctx, show);
    }
  }
  return schema;
}
