import type { SubscribedChannel } from '../../domain/channels/queries.ts';
import type { Draft } from '../../domain/drafts/drafts.ts';
import type { MutedUser } from '../../domain/muted-users/muted-users.ts';
import * as channels from '../../resolvers/channels.ts';
import * as drafts from '../../resolvers/drafts.ts';
import * as groups from '../../resolvers/user-groups.ts';
import * as muted from '../../resolvers/muted-users.ts';
import { builder } from '../builder.ts';
import {
  connectionOfList,
  countedPageResolver,
  listResolver,
  loggedInContext,
  totalCountField,
  type ConnectionArgs,
} from '../connections.ts';
import * as boot from '../../resolvers/bootstrap.ts';
import * as messages from '../../resolvers/messages.ts';
import type { KeyedUserTopic } from '../../domain/register/topic-sections.ts';
import { GLOBAL_ID_HELP, idOf } from '../entity-ids.ts';
import { UserTopicRef } from './bootstrap.ts';
import { MessageRef } from './message.ts';
import { UserConnection, userConnectionOfIds } from './user-connection.ts';
import type { UserGroup } from '../../domain/groups/load-groups.ts';
import type { Stream } from '../../generated/prisma/client.ts';
import { Channel, ChannelSubscription } from './channel.ts';
import { ChannelsFilter, channelFiltersOf } from './channels-filter.ts';
import { DraftRef } from './drafts.ts';
import { UserGroupRef } from './groups.ts';
import { UserRef } from './user.ts';
import { MutedUserRef } from './muted-users.ts';
import * as invites from '../../resolvers/invites.ts';
import * as exports from '../../resolvers/realm-exports.ts';
import * as scheduled from '../../resolvers/scheduled-messages.ts';
import { InvitationRef } from './invites.ts';
import { ExportConsentRef, RealmExportRef } from './realm-exports.ts';
import { ScheduledMessageRef } from './scheduled-messages.ts';

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
      args: {
        includeDeactivated: t.arg.boolean({
          defaultValue: false,
          description: 'Whether deactivated groups are included.',
        }),
      },
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
      args: {
        filter: t.arg({ type: ChannelsFilter, description: 'Which channels; omitted: all the viewer may see.' }),
      },
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
  userTopicsConnection: t.connection(
    {
      type: UserTopicRef,
      authScopes: { loggedIn: true },
      description:
        "The viewer's muted, unmuted and followed topics in channels that are not archived, in the order they were first chosen, a page at a time (read in SQL from the cursor).",
      resolve: countedPageResolver<KeyedUserTopic, ConnectionArgs>(
        'usertopic',
        boot.viewerUserTopicsPage,
        (u) => u.key,
      ),
    },
    { fields: totalCountField },
  ),
  messageReadByConnection: t.connection(
    {
      type: UserRef,
      nullable: true,
      authScopes: { loggedIn: true },
      description:
        "Who has read a message and shares it (GET /messages/{message_id}/read_receipts), by user id, a page at a time: never its sender, deactivated users, or users whose `sendReadReceipts` is off. Null with an error when the message cannot be seen or the organization's read receipts are off.",
      args: {
        messageId: t.arg.int({ description: "The message, by Zulip's id (or by global id)." }),
        id: t.arg.globalID({ for: MessageRef, description: GLOBAL_ID_HELP }),
      },
      resolve: async (_root, a, ctx) => {
        const ids = await messages.readReceipts(loggedInContext(ctx), idOf(a.messageId, a.id, 'messageId'));
        return userConnectionOfIds(ctx, ascending(ids), a, 'a reader');
      },
    },
    UserConnection,
  ),
  userGroupMembersConnection: t.connection(
    {
      type: UserRef,
      nullable: true,
      authScopes: { loggedIn: true },
      description:
        'Active members of a group, directly or through subgroups (GET /user_groups/{id}/members), by user id, a page at a time.',
      args: {
        groupId: t.arg.int({ description: "The group, by Zulip's id (or by global id)." }),
        id: t.arg.globalID({ for: UserGroupRef, description: GLOBAL_ID_HELP }),
        directOnly: t.arg.boolean({ defaultValue: false, description: 'Direct members only.' }),
      },
      resolve: async (_root, a, ctx) => {
        const id = idOf(a.groupId, a.id, 'groupId');
        const ids = await groups.members(loggedInContext(ctx), id, { directOnly: a.directOnly ?? false });
        return userConnectionOfIds(ctx, ascending(ids), a, 'a group member');
      },
    },
    UserConnection,
  ),
  userGroupSubgroupsConnection: t.connection(
    {
      type: UserGroupRef,
      nullable: true,
      authScopes: { loggedIn: true },
      description:
        'Groups below a group, directly or recursively (GET /user_groups/{id}/subgroups), by group id, a page at a time.',
      args: {
        groupId: t.arg.int({ description: "The group, by Zulip's id (or by global id)." }),
        id: t.arg.globalID({ for: UserGroupRef, description: GLOBAL_ID_HELP }),
        directOnly: t.arg.boolean({ defaultValue: false, description: 'Direct subgroups only.' }),
      },
      resolve: async (_root, a, ctx) => {
        const op = loggedInContext(ctx);
        const ids = await groups.subgroups(op, idOf(a.groupId, a.id, 'groupId'), { directOnly: a.directOnly ?? false });
        // The ids are read whole (a recursive walk); only the page's groups are loaded.
        const page = await connectionOfList(
          'group',
          async () => ascending(ids),
          a,
          (g) => g,
        );
        const loaded = new Map(
          (
            await groups.userGroupsByIds(
              op,
              page.edges.map((e) => e.node),
            )
          ).map((g) => [g.id, g]),
        );
        return {
          ...page,
          edges: page.edges.flatMap((e) => {
            const node = loaded.get(e.node);
            return node === undefined ? [] : [{ cursor: e.cursor, node }];
          }),
        };
      },
    },
    { fields: totalCountField },
  ),
  invitationsConnection: t.connection(
    {
      type: InvitationRef,
      nullable: true,
      authScopes: { loggedIn: true },
      description:
        "The invitations the viewer controls (an administrator's organization's, otherwise their own), by id, a page at a time; null with an error for those who may not invite.",
      resolve: listResolver('invitation', invites.invitations, (i) => i.id),
    },
    { fields: totalCountField },
  ),
  realmExportsConnection: t.connection(
    {
      type: RealmExportRef,
      nullable: true,
      authScopes: { loggedIn: true },
      description:
        "The organization's exports, oldest first, a page at a time; null with an error for all but administrators.",
      resolve: listResolver('export', exports.realmExports, (e) => e.id),
    },
    { fields: totalCountField },
  ),
  realmExportConsentsConnection: t.connection(
    {
      type: ExportConsentRef,
      nullable: true,
      authScopes: { loggedIn: true },
      description:
        "Each active human user's consent to private data exports, by user id, a page at a time; null with an error for all but administrators.",
      resolve: listResolver('consent', exports.realmExportConsents, (c) => c.userId),
    },
    { fields: totalCountField },
  ),
  scheduledMessagesConnection: t.connection(
    {
      type: ScheduledMessageRef,
      authScopes: { loggedIn: true },
      description: "The viewer's messages not sent yet, by id (the order they were scheduled in), a page at a time.",
      resolve: listResolver('scheduled', scheduled.scheduledMessages, (m) => m.id),
    },
    { fields: totalCountField },
  ),
}));

const ascending = (ids: readonly number[]): number[] => [...ids].sort((a, b) => a - b);
