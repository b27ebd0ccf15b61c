import type { SubscribedChannel } from '../../domain/channels/queries.ts';
import type { Draft } from '../../domain/drafts/drafts.ts';
import type { MutedUser } from '../../domain/muted-users/muted-users.ts';
import * as channels from '../../resolvers/channels.ts';
import * as drafts from '../../resolvers/drafts.ts';
import * as groups from '../../resolvers/user-groups.ts';
import * as muted from '../../resolvers/muted-users.ts';
import { builder } from '../builder.ts';
import { countedPageResolver, totalCountField, type ConnectionArgs } from '../connections.ts';
import type { UserGroup } from '../../domain/groups/load-groups.ts';
import type { Stream } from '../../generated/prisma/client.ts';
import { Channel, ChannelSubscription, ChannelsFilter, channelFiltersOf } from './channel.ts';
import { DraftRef } from './drafts.ts';
import { UserGroupRef } from './groups.ts';
import { MutedUserRef } from './muted-users.ts';

/*
 * Connections over the lists that grow with an organization or a user's
 * activity, beside the plain lists they replace (kept, deprecated, for
 * compatibility). Each page is read by key in the domain, with the same
 * visibility rules as the list's read.
 */

builder.queryFields((t) => ({
  userGroupsConnection: t.connection(
    {
      type: UserGroupRef,
      nullable: true,
      authScopes: { loggedIn: true },
      description:
        "The organization's named groups by id, system groups included, a page at a time (read in SQL from the cursor); null with an error for guests and bots.",
      args: { includeDeactivated: t.arg.boolean({ defaultValue: false }) },
      resolve: countedPageResolver<UserGroup, ConnectionArgs & { includeDeactivated?: boolean | null }>(
        'group',
        (ctx, page, a) => groups.userGroupsPage(ctx, { includeDeactivated: a.includeDeactivated ?? false, page }),
        (g) => g.id,
      ),
    },
    { fields: totalCountField },
  ),
  channelsConnection: t.connection(
    {
      type: Channel,
      authScopes: { loggedIn: true },
      description:
        'Channels by the filters of GET /streams, by channel id, a page at a time (the viewer may see each channel or not by its permissions: the page is cut from the channels the viewer sees).',
      args: { filter: t.arg({ type: ChannelsFilter }) },
      resolve: countedPageResolver<Stream, ConnectionArgs & { filter?: Parameters<typeof channelFiltersOf>[0] }>(
        'channel',
        (ctx, r, a) => channels.listChannelsPage(ctx, channelFiltersOf(a.filter), r),
        (c) => c.id,
      ),
    },
    { fields: totalCountField },
  ),
  subscriptionsConnection: t.connection(
    {
      type: ChannelSubscription,
      authScopes: { loggedIn: true },
      description:
        "The viewer's subscriptions to channels that are not archived, by channel id, a page at a time (read in SQL from the cursor).",
      resolve: countedPageResolver<SubscribedChannel, ConnectionArgs>(
        'subscription',
        channels.subscriptionsPage,
        (s) => s.recipient.stream.id,
      ),
    },
    { fields: totalCountField },
  ),
  draftsConnection: t.connection(
    {
      type: DraftRef,
      nullable: true,
      authScopes: { loggedIn: true },
      description:
        "The viewer's drafts by id, a page at a time (read in SQL from the cursor); null with an error when synchronization is off.",
      resolve: countedPageResolver<Draft, ConnectionArgs>('draft', drafts.draftsPage, (d) => d.id),
    },
    { fields: totalCountField },
  ),
  mutedUsersConnection: t.connection(
    {
      type: MutedUserRef,
      authScopes: { loggedIn: true },
      description: 'The users the viewer muted, by user id, a page at a time (read in SQL from the cursor).',
      resolve: countedPageResolver<MutedUser, ConnectionArgs>('muted', muted.mutedUsersPage, (m) => m.id),
    },
    { fields: totalCountField },
  ),
}));
