import { pageOfKeys, type KeysetPage, type KeysetRequest } from '../../domain/paging.ts';
import type { UserRow } from '../../domain/users/format.ts';
import * as users from '../../resolvers/users.ts';
import { builder } from '../builder.ts';
import type { GraphQLContext } from '../../graphql-server/graphql-context.ts';
import { connectionOf, keysetRequest, loggedInContext, type Connection, type ConnectionArgs } from '../connections.ts';
import { present, userLoader } from '../loaders.ts';
import { UserRef } from './user.ts';

/** Users by id, the order of every list of users; the cursor kind of their connections. */
export const USER_CURSOR = 'user';

export type UserConnectionShape = Connection<UserRow> & { totalCount: number };

/** One connection type for every paged list of users (the organization's, a channel's subscribers, a group's members). */
export const UserConnection = builder.connectionObject(
  {
    type: UserRef,
    name: 'UserConnection',
    description: 'A page of users, by user id.',
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many users the whole list holds.',
        resolve: (c) => (c as UserConnectionShape).totalCount,
      }),
    }),
  },
  { name: 'UserEdge', description: 'A user in a page of users.' },
);

/** A connection of users from a keyset page read by id. */
export const userConnectionOf = (
  r: KeysetRequest,
  page: KeysetPage<UserRow> & { totalCount: number },
): UserConnectionShape => ({ ...connectionOf(USER_CURSOR, r, page, (u) => u.id), totalCount: page.totalCount });

/**
 * A connection over a list of user ids already read (a channel's subscribers,
 * a group's members: ids are cheap, users are not): only the page's users are
 * loaded, in one batch with the other lists' pages at the same level.
 */
export async function userConnectionOfIds(
  ctx: GraphQLContext,
  ids: readonly number[],
  args: ConnectionArgs,
  what: string,
): Promise<UserConnectionShape> {
  const r = keysetRequest(USER_CURSOR, args);
  const keys = pageOfKeys(ids, r);
  const rows = await Promise.all(keys.items.map(async (id) => present(await userLoader(ctx).load(id), what)));
  return userConnectionOf(r, { items: rows, more: keys.more, totalCount: ids.length });
}

builder.queryFields((t) => ({
  usersConnection: t.connection(
    {
      type: UserRef,
      authScopes: { loggedIn: true },
      description:
        'The users of the organization the viewer may see (deactivated users and bots too), by user id: `first`/`after` page forwards, `last`/`before` backwards.',
      resolve: async (_root, args, ctx) => {
        const r = keysetRequest(USER_CURSOR, args);
        return userConnectionOf(r, await users.usersPage(loggedInContext(ctx), r));
      },
    },
    UserConnection,
  ),
}));
