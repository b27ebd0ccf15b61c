import { Realm } from './realm.ts';
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { RecentConversation } from '../../domain/register/message-sections.ts';
import type { UnreadConversation, UnreadTopic, UnreadSummary } from '../../domain/register/unread-section.ts';
import type { UserTopicEntry } from '../../domain/register/topic-sections.ts';
import * as boot from '../../resolvers/bootstrap.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { viewerNodes } from '../node-loading.ts';
import { builder } from '../builder.ts';
import { fromUnixSeconds } from '../scalars.ts';
import { Channel } from './channel.ts';
import {
  ChannelSubscriptionRef,
  loadRealmForViewer,
  loadSubscriptionsForViewer,
  loadUserForViewer,
  loadUsersForViewer,
  type ViewerContext,
} from './relations.ts';
import { channelByIdLoader, present } from '../loaders.ts';
import { TopicVisibilityPolicy } from './topics.ts';
import { UserRef } from './user.ts';
import { DraftRef } from './drafts.ts';
import { SavedSnippetRef } from './snippets.ts';
import { CustomProfileFieldRef } from './profile-fields.ts';
import * as profileFields from '../../resolvers/profile-fields.ts';
import { LinkifierRef } from './linkifiers.ts';
import { RealmEmojiRef } from './realm-emoji.ts';
import * as realmEmoji from '../../resolvers/realm-emoji.ts';
import * as userGroups from '../../resolvers/user-groups.ts';
import { UserGroupRef } from './groups.ts';
import * as alertWords from '../../resolvers/alert-words.ts';
import * as muted from '../../resolvers/muted-users.ts';
import { MutedUserRef } from './muted-users.ts';

/*
 * One query for what a UI loads first, as POST /register gives it to REST
 * clients (built from the same state sections). Only the selected parts
 * are read.
 */

const usersOf = async (ctx: ViewerContext, ids: number[]) =>
  (await Promise.all(ids.map((id) => loadUserForViewer(ctx, id)))).filter((u) => u !== null);

const UnreadTopicRef = builder.objectRef<UnreadTopic>('UnreadTopic').implement({
  description: "The user's unread messages in one channel topic.",
  fields: (t) => ({
    channelId: t.exposeInt('channelId', { description: "The channel (Zulip's id)." }),
    channel: t.withAuth({ loggedIn: true }).field({
      type: Channel,
      description: 'The channel; null when the viewer may no longer see it.',
      nullable: true,
      resolve: (u, _a, ctx) => channelByIdLoader(ctx).load(u.channelId),
    }),
    topic: t.exposeString('topic', { description: 'Spelled as in its oldest unread message; "" is the empty topic.' }),
    messageIds: t.exposeIntList('messageIds', { description: "Zulip's ids of the unread messages." }),
    count: t.int({ description: 'How many unread messages.', resolve: (u) => u.messageIds.length }),
  }),
});

const UnreadConversationRef = builder.objectRef<UnreadConversation>('UnreadDirectConversation').implement({
  description: "The user's unread messages in one direct-message conversation.",
  fields: (t) => ({
    userIds: t.exposeIntList('userIds', {
      description:
        'The other user of a one-to-one conversation (the user, for notes to self), or every user of a group conversation.',
    }),
    users: t.withAuth({ loggedIn: true }).field({
      description: 'The other users that the viewer may see.',
      type: [UserRef],
      resolve: (c, _a, ctx) => usersOf(ctx, c.userIds),
    }),
    messageIds: t.exposeIntList('messageIds', { description: "Zulip's ids of the unread messages." }),
    count: t.int({ description: 'How many unread messages.', resolve: (c) => c.messageIds.length }),
  }),
});

const UnreadCounts = builder.objectRef<UnreadSummary>('UnreadCounts').implement({
  description: 'Unread messages by conversation (POST /register unread_msgs).',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Those that count: not in muted channels or topics.' }),
    topics: t.field({
      type: [UnreadTopicRef],
      description: 'By channel and topic (muted ones included).',
      resolve: (u) => u.topics,
    }),
    directConversations: t.field({
      type: [UnreadConversationRef],
      description: 'One-to-one conversations, then group conversations.',
      resolve: (u) => [...u.oneToOne, ...u.groups],
    }),
    mentionedMessageIds: t.intList({ description: 'Unread messages mentioning the user.', resolve: (u) => u.mentions }),
    oldUnreadsMissing: t.exposeBoolean('oldUnreadsMissing', {
      description: 'Over 50,000 are unread: the oldest are left out.',
    }),
  }),
});

export const UserTopicRef = builder.node(builder.objectRef<UserTopicEntry>('UserTopic'), {
  id: { resolve: (u, _a, ctx) => nodes.userTopicLocalId(present(ctx.actor, 'the viewer').user.id, u) },
  loadMany: viewerNodes(nodes.userTopicNodes),
  description: "The user's choice for a topic (POST /register user_topics).",
  fields: (t) => ({
    channelId: t.exposeInt('channelId', { description: "Zulip's id of the topic's channel." }),
    channel: t.withAuth({ loggedIn: true }).field({
      type: Channel,
      description: "The topic's channel; null when the viewer may no longer see it.",
      nullable: true,
      resolve: (u, _a, ctx) => channelByIdLoader(ctx).load(u.channelId),
    }),
    topic: t.exposeString('topic', { description: 'The topic\'s name ("" is the empty topic).' }),
    visibilityPolicy: t.field({
      description: 'Whether the user muted, unmuted or follows the topic.',
      type: TopicVisibilityPolicy,
      resolve: (u) => u.visibilityPolicy,
    }),
    lastUpdated: t.field({
      type: 'DateTime',
      description: 'When the user last changed it.',
      resolve: (u) => fromUnixSeconds(u.lastUpdated),
    }),
  }),
});

const RecentConversationRef = builder.objectRef<RecentConversation>('RecentDirectConversation').implement({
  description: 'A direct-message conversation and its newest message (POST /register recent_private_conversations).',
  fields: (t) => ({
    userIds: t.exposeIntList('userIds', { description: 'The other users ([] for notes to self).' }),
    users: t.withAuth({ loggedIn: true }).field({
      description: 'The other users that the viewer may see.',
      type: [UserRef],
      resolve: (c, _a, ctx) => usersOf(ctx, c.userIds),
    }),
    maxMessageId: t.exposeInt('maxMessageId', { description: "The conversation's newest message (Zulip's id)." }),
  }),
});

const BootstrapRef = builder.objectRef<boot.Bootstrap>('Bootstrap').implement({
  description: 'What a UI loads first, in one round trip: what POST /register gives REST clients.',
  fields: (t) => {
    const viewer = t.withAuth({ loggedIn: true });
    return {
      eventsCursor: t.string({
        description:
          'Subscribe to `events(after: eventsCursor)` (any `types`) to get every event since this state was read: nothing in between is missed.',
        resolve: (b) => present(b.eventsCursor, 'events cursor'),
      }),
      maxMessageId: t.int({
        description: 'The newest message the user received (-1: none).',
        resolve: (b) => boot.bootstrapMaxMessageId(b),
      }),
      unread: t.field({
        type: UnreadCounts,
        description: "The viewer's unread messages, counted and grouped.",
        resolve: (b) => boot.bootstrapUnread(b),
      }),
      starredMessageIds: t.intList({
        description: "Oldest first; as Zulip's register, at most the oldest 10,000.",
        resolve: (b) => boot.bootstrapStarredMessageIds(b),
      }),
      userTopics: t.field({
        type: [UserTopicRef],
        description: 'Muted, unmuted and followed topics.',
        deprecationReason: 'Use Query.userTopicsConnection.',
        resolve: (b) => boot.bootstrapUserTopics(b),
      }),
      recentDirectConversations: t.field({
        type: [RecentConversationRef],
        description: 'Newest first.',
        resolve: (b) => boot.bootstrapRecentConversations(b),
      }),
      me: viewer.field({
        description: 'The viewer.',
        type: UserRef,
        resolve: async (_b, _a, ctx) => present(await loadUserForViewer(ctx, ctx.actor.user.id), 'me'),
      }),
      realm: viewer.field({
        type: Realm,
        description: "The viewer's organization.",
        resolve: (_b, _a, ctx) => loadRealmForViewer(ctx),
      }),
      subscriptions: viewer.field({
        type: [ChannelSubscriptionRef],
        deprecationReason: 'Use Query.subscriptionsConnection.',
        description: "Each channel's subscribers are its `subscribers` field.",
        resolve: (_b, _a, ctx) => loadSubscriptionsForViewer(ctx),
      }),
      users: viewer.field({
        type: [UserRef],
        description: 'Every user of the organization, active or not.',
        deprecationReason: 'Use Query.usersConnection.',
        resolve: (_b, _a, ctx) => loadUsersForViewer(ctx),
      }),
      drafts: viewer.field({
        type: [DraftRef],
        deprecationReason: 'Use Query.draftsConnection.',
        description: 'Oldest edit first; none while the user does not synchronize drafts.',
        resolve: (_b, _a, ctx) => boot.bootstrapDrafts(ctx),
      }),
      savedSnippets: viewer.field({
        description: "The viewer's saved snippets.",
        type: [SavedSnippetRef],
        deprecationReason: 'Use Query.savedSnippetsConnection.',
        resolve: (_b, _a, ctx) => boot.bootstrapSavedSnippets(ctx),
      }),
      customProfileFields: viewer.field({
        description: "The organization's custom profile fields, in order.",
        type: [CustomProfileFieldRef],
        resolve: (_b, _a, ctx) => profileFields.profileFields(ctx),
      }),
      linkifiers: viewer.field({
        type: [LinkifierRef],
        description: 'In the order they apply.',
        resolve: (_b, _a, ctx) => boot.bootstrapLinkifiers(ctx),
      }),
      realmEmoji: viewer.field({
        type: [RealmEmojiRef],
        description: 'Custom emoji, deactivated ones too, by id.',
        deprecationReason: 'Use Query.realmEmojiConnection.',
        resolve: (_b, _a, ctx) => realmEmoji.realmEmoji(ctx),
      }),
      alertWords: viewer.field({
        type: ['String'],
        description: "The viewer's alert words, in the order they were added.",
        resolve: (_b, _a, ctx) => alertWords.alertWords(ctx),
      }),
      mutedUsers: viewer.field({
        type: [MutedUserRef],
        deprecationReason: 'Use Query.mutedUsersConnection.',
        description: 'The users the viewer muted, in the order they were muted.',
        resolve: (_b, _a, ctx) => muted.mutedUsers(ctx),
      }),
      groups: viewer.field({
        type: [UserGroupRef],
        deprecationReason: 'Use Query.userGroupsConnection.',
        description: 'The named user groups, system groups and deactivated ones included.',
        resolve: (_b, _a, ctx) => userGroups.allUserGroups(ctx),
      }),
    };
  },
});

/** Whether the field's selection asks for `name` (directly or through fragments). */
function selects(info: GraphQLResolveInfo, name: string): boolean {
  const seen = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === name;
      if (s.kind === Kind.INLINE_FRAGMENT) return seen(s.selectionSet);
      return seen(info.fragments[s.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((n) => seen(n.selectionSet));
}

builder.queryField('bootstrap', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: BootstrapRef,
    nullable: true,
    description:
      'What a UI loads first (unread counts, topics, conversations, settings, subscriptions, users, groups), in one round trip.',
    resolve: (_root, _args, ctx, info) => boot.startBootstrap(ctx, { eventsCursor: selects(info, 'eventsCursor') }),
  }),
);
