import { encodeGlobalID } from '@pothos/plugin-relay';
import type { ReadMessage, Reaction } from '../domain/messages/model.ts';
import { isGuest } from '../domain/roles.ts';
import { gravatarUrl, standInUserRow, type PublicUserRow } from '../domain/users/format.ts';
import {
  INACCESSIBLE_USER_AVATAR_URL,
  inaccessibleUserRow,
  isInaccessiblePlaceholder,
} from '../domain/users/inaccessible.ts';
import type { Stream } from '../generated/prisma/client.ts';
import type { GraphQLContext } from '../graphql-server/graphql-context.ts';
import { chargeItems } from '../graphql-server/work-budget.ts';
import { messageChannelLoader, present, userAccessLoader, userLoader } from './loaders.ts';
import { remembered } from '../domain/remembered.ts';
import { absoluteUrl } from './scalars.ts';

/*
 * The read models GraphQL's User, Channel and Message objects are shown
 * from: each carries the API's names as its own properties, with the guests'
 * "Unknown user" rule applied once per user when the view is made, so that
 * the fields a page of messages shows (userId, email, fullName, avatarUrl,
 * channelId, messageId, sender, channel, Reaction.user) need no resolver.
 * graphql-jit reads a property for a field without one, and spends a call,
 * three closures, an arguments object and a resolve info with its path on
 * every field that has one: about 700 of them on a page of 100 messages.
 * Every field that returns one of these types is given the view
 * (show-views.ts), whatever its resolver returns.
 */

/** A user as the viewer may see them (an "Unknown user" where they may not access them), with their avatar's absolute URL. */
export type UserView = PublicUserRow & { readonly userId: number; readonly avatarUrl: string };

export type ChannelView = Stream & { readonly channelId: number };

export type ReactionView = Reaction & { readonly user: UserView };

/** A message with its sender, channel and reacting users as views. */
export type MessageView = Omit<ReadMessage, 'id' | 'reactions' | 'timestamp'> & {
  /** The Node's global id, encoded once (a resolver per message cost more than the encoding). */
  readonly id: string;
  readonly messageId: number;
  readonly sender: UserView;
  /** Null for direct messages. */
  readonly channel: ChannelView | null;
  readonly reactions: ReactionView[];
  /** When it was sent, as the DateTime the API shows (under the field's name: the field needs no resolver). */
  readonly timestamp: Date;
};

/** A global id's number, or 0 (no row) for one that is not a database id. */
export const rowIdOf = (id: string): number => {
  const n = Number(id);
  return Number.isInteger(n) && n > 0 && n <= 2147483647 ? n : 0;
};

/**
 * The user as the viewer may see them: wherever a User appears (a sender, a
 * subscriber, a group member, an event's user), one a guest may not access
 * (can_access_all_users_group) is Zulip's "Unknown user", id aside. Anyone
 * but a guest sees the row as it is, without a query; a view was shown already.
 */
export function shownUser(ctx: GraphQLContext, u: PublicUserRow): PublicUserRow | Promise<PublicUserRow> {
  const actor = ctx.actor;
  if (
    actor === null ||
    !isGuest(actor.user.role) ||
    u.isBot ||
    u.id === actor.user.id ||
    isInaccessiblePlaceholder(u) ||
    isUserView(u)
  )
    return u;
  return userAccessLoader(ctx)
    .load(u.id)
    .then((listed) => (listed ? u : inaccessibleUserRow(ctx.deps.server, u.realmId, u.id)));
}

const isUserView = (u: PublicUserRow): u is UserView => 'userId' in u;

const avatarUrlOf = (u: PublicUserRow): string =>
  isInaccessiblePlaceholder(u) ? INACCESSIBLE_USER_AVATAR_URL : gravatarUrl(u.deliveryEmail, u.avatarVersion);

/**
 * The view of a row already shown to the viewer (see shownUser), made anew
 * each time: a row may be a long-lived one, such as the viewer's own. The
 * avatar's URL is made absolute here, once per user, so that User.avatarUrl
 * needs no resolver.
 */
function userViewOfShown(ctx: GraphQLContext, u: PublicUserRow): UserView {
  return isUserView(u) ? u : { ...u, userId: u.id, avatarUrl: absoluteUrl(ctx, avatarUrlOf(u)) };
}

/** The user as the viewer may see them, as a view. */
export function userView(ctx: GraphQLContext, u: PublicUserRow): UserView | Promise<UserView> {
  const shown = shownUser(ctx, u);
  return shown instanceof Promise ? shown.then((s) => userViewOfShown(ctx, s)) : userViewOfShown(ctx, shown);
}

/** Users as the viewer may see them: without a promise unless the viewer is a guest. */
export function userViewsOf(ctx: GraphQLContext, rows: readonly PublicUserRow[]): UserView[] | Promise<UserView[]> {
  const views = rows.map((u) => userView(ctx, u));
  const ready: UserView[] = [];
  for (const v of views) {
    if (v instanceof Promise) return Promise.all(views);
    ready.push(v);
  }
  return ready;
}

const isChannelView = (c: Stream): c is ChannelView => 'channelId' in c;

export const channelView = (c: Stream): ChannelView => (isChannelView(c) ? c : { ...c, channelId: c.id });

/**
 * Stands for a user the operation does not show (a page read without its
 * senders or reacting users, see page-people.ts): no field of it is read.
 */
export const UNSHOWN_USER: UserView = {
  ...standInUserRow({ id: 0, realmId: 0, email: '', fullName: '', role: 0, dateJoined: new Date(0), settings: {} }),
  userId: 0,
  avatarUrl: '',
};

/**
 * A message's sender as its own fields show them, for a query that shows no
 * more of the sender than these (page-people.ts's ROW_USER_FIELDS): the
 * domain made them as the viewer may see them (an "Unknown user" included),
 * and the avatar is spelled out (client_gravatar off). The rest of the row
 * stands in as nothing, never read.
 */
export const senderOfMessage = (ctx: GraphQLContext, m: ReadMessage): UserView => ({
  ...UNSHOWN_USER,
  id: m.senderId,
  userId: m.senderId,
  realmId: ctx.realm.id,
  email: m.senderEmail,
  deliveryEmail: m.senderEmail,
  fullName: m.senderFullName,
  avatarUrl: absoluteUrl(ctx, m.avatarUrl ?? ''),
});

const UNSHOWN_CHANNEL: ChannelView = {
  id: 0,
  channelId: 0,
  realmId: 0,
  name: '',
  description: '',
  renderedDescription: '',
  inviteOnly: false,
  isWebPublic: false,
  historyPublicToSubscribers: true,
  isArchived: false,
  dateCreated: new Date(0),
  creatorId: null,
  recipientId: null,
  firstMessageId: null,
  messageRetentionDays: null,
  topicsPolicy: 'inherit',
  canAddSubscribersGroupId: 0,
  canAdministerChannelGroupId: 0,
  canDeleteAnyMessageGroupId: 0,
  canDeleteOwnMessageGroupId: 0,
  canMoveMessagesOutOfChannelGroupId: 0,
  canMoveMessagesWithinChannelGroupId: 0,
  canRemoveSubscribersGroupId: 0,
  canResolveTopicsGroupId: 0,
  canSendMessageGroupId: 0,
  canSubscribeGroupId: 0,
  folderId: null,
};

/** A channel message's channel as its own fields show it (its id and name), for a query that shows no more of it. */
export const channelOfMessage = (ctx: GraphQLContext, channelId: number, name: string): ChannelView => ({
  ...UNSHOWN_CHANNEL,
  id: channelId,
  channelId,
  realmId: ctx.realm.id,
  name,
});

/**
 * Each field named, not `{ ...m }`: spreading the read model measured ~8 µs
 * per message (a page's views cost more than their resolvers saved), one
 * literal of one shape a fraction of that.
 */
export function messageView(
  m: ReadMessage,
  id: string,
  sender: UserView,
  channel: ChannelView | null,
  reactions: ReactionView[],
): MessageView {
  return {
    id,
    messageId: m.id,
    senderId: m.senderId,
    sender,
    content: m.content,
    contentType: m.contentType,
    recipientId: m.recipientId,
    timestamp: new Date(m.timestamp * 1000),
    client: m.client,
    topic: m.topic,
    topicLinks: m.topicLinks,
    isMeMessage: m.isMeMessage,
    reactions,
    submessages: m.submessages,
    senderFullName: m.senderFullName,
    senderEmail: m.senderEmail,
    avatarUrl: m.avatarUrl,
    realmStringId: m.realmStringId,
    channelId: m.channelId,
    channel,
    channelName: m.channelName,
    directRecipients: m.directRecipients,
    lastEditTimestamp: m.lastEditTimestamp,
    lastMovedTimestamp: m.lastMovedTimestamp,
    editHistory: m.editHistory,
    flags: m.flags,
    match: m.match,
  };
}

export const reactionView = (r: Reaction, user: UserView): ReactionView => ({
  emojiName: r.emojiName,
  emojiCode: r.emojiCode,
  reactionType: r.reactionType,
  userId: r.userId,
  user,
});

const messageIdText = remembered((id: number) => encodeGlobalID('Message', String(id)));

/** A message's Node id, encoded as Pothos would (its byte-for-byte spelling is the API's). */
export const messageGlobalId = (m: ReadMessage): string => messageIdText(m.id);

const isMessageView = (m: ReadMessage | MessageView): m is MessageView => 'messageId' in m;

async function loadedUserView(ctx: GraphQLContext, id: number, what: string): Promise<UserView> {
  return userView(ctx, present(await userLoader(ctx).load(id), what));
}

/** A message that came otherwise than in a page (an event, a mutation, one by id), its people loaded in batches. */
export function shownMessage(ctx: GraphQLContext, m: ReadMessage | MessageView): MessageView | Promise<MessageView> {
  if (isMessageView(m)) return m;
  return (async () => {
    // Message.reactions is charged with its message (CHARGED_WITH_PARENT).
    if (m.reactions.length > 0) await chargeItems(ctx, m.reactions.length);
    const [sender, channel, users] = await Promise.all([
      loadedUserView(ctx, m.senderId, 'sender'),
      m.channelId === null ? null : messageChannelLoader(ctx).load(m.channelId),
      Promise.all(m.reactions.map((r) => loadedUserView(ctx, r.userId, 'user'))),
    ]);
    const reactions = m.reactions.map((r, i) => reactionView(r, users[i]));
    return messageView(m, messageGlobalId(m), sender, channel === null ? null : channelView(channel), reactions);
  })();
}
