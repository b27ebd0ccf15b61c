import type { EventOf } from '../../events/types.ts';
import type { MessageDetails } from '../../messages/flags-update/unread-details.ts';
import type { PropagateMode } from '../../messages/edit/request.ts';
import { loggedSettingValue } from './legacy-group-values.ts';

/*
 * Events logged before they were typed (message, typing, presence, user_topic,
 * default_streams, stream and subscription changes, attachment,
 * realm_export_consent) carry Zulip's payloads
 * (snake_case: message_ids, stream_id, emoji_name, …). The log keeps entries
 * for a while and queues resume from it across a restart, so such an entry
 * is read as the typed event. Each is told from the typed one by a field only
 * the old shape has.
 */

type Legacy = Record<string, unknown>;

const num = (v: unknown): number => Number(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const nums = (v: unknown): number[] => (Array.isArray(v) ? v.map(num) : []);
const optional = <T>(v: unknown, read: (v: unknown) => T): T | undefined => (v === undefined ? undefined : read(v));
const optionalStrOrNull = (v: unknown): string | null | undefined =>
  v === undefined ? undefined : v === null ? null : str(v);

/** Only the fields that are set, as the typed events have them. */
const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

function updateMessage(e: Legacy): EventOf<'update_message'> {
  return defined({
    type: 'update_message',
    userId: e.user_id === null ? null : num(e.user_id),
    editTimestamp: num(e.edit_timestamp),
    messageId: num(e.message_id),
    messageIds: e.message_ids === undefined ? [num(e.message_id)] : nums(e.message_ids),
    renderingOnly: e.rendering_only === true,
    flags: optional(e.flags, (v) => (Array.isArray(v) ? v.map(str) : [])),
    channelName: optional(e.stream_name, str),
    channelId: optional(e.stream_id, num),
    newChannelId: optional(e.new_stream_id, num),
    propagateMode: optional(e.propagate_mode, (v) => str(v) as PropagateMode),
    origTopic: optional(e.orig_subject, str),
    topic: optional(e.subject, str),
    topicLinks: optional(e.topic_links, (v) =>
      Array.isArray(v) ? (v as Legacy[]).map((l) => ({ text: str(l.text), url: str(l.url) })) : [],
    ),
    origContent: optional(e.orig_content, str),
    origRenderedContent: optionalStrOrNull(e.orig_rendered_content),
    content: optional(e.content, str),
    renderedContent: optionalStrOrNull(e.rendered_content),
    isMeMessage: optional(e.is_me_message, (v) => v === true),
  });
}

function deleteMessage(e: Legacy): EventOf<'delete_message'> {
  return defined({
    type: 'delete_message',
    messageIds: nums(e.message_ids),
    messageType: optional(e.message_type, (v) => (v === 'private' ? 'private' : 'stream')),
    channelId: optional(e.stream_id, num),
    topic: optional(e.topic, str),
  });
}

function reaction(e: Legacy): EventOf<'reaction'> {
  const user = (e.user ?? {}) as Legacy;
  return {
    type: 'reaction',
    op: e.op === 'remove' ? 'remove' : 'add',
    userId: num(e.user_id),
    user: { userId: num(user.user_id), email: str(user.email), fullName: str(user.full_name) },
    messageId: num(e.message_id),
    emojiName: str(e.emoji_name),
    emojiCode: str(e.emoji_code),
    reactionType: str(e.reaction_type),
  };
}

function details(d: Legacy): MessageDetails {
  const mentioned = d.mentioned === true ? { mentioned: true as const } : {};
  if (d.type === 'stream')
    return {
      type: 'stream',
      channelId: num(d.stream_id),
      topic: str(d.topic),
      unmutedChannelMessage: d.unmuted_stream_msg === true,
      ...mentioned,
    };
  return { type: 'private', userIds: nums(d.user_ids), ...mentioned };
}

function updateMessageFlags(e: Legacy): EventOf<'update_message_flags'> {
  const all = e.message_details as Record<string, Legacy> | undefined;
  return defined({
    type: 'update_message_flags',
    op: e.op === 'remove' ? 'remove' : 'add',
    flag: str(e.flag),
    messageIds: nums(e.messages),
    all: e.all === true,
    messageDetails:
      all === undefined ? undefined : Object.fromEntries(Object.entries(all).map(([id, d]) => [id, details(d)])),
  });
}

function submessage(e: Legacy): EventOf<'submessage'> {
  return {
    type: 'submessage',
    msgType: str(e.msg_type),
    messageId: num(e.message_id),
    submessageId: num(e.submessage_id),
    senderId: num(e.sender_id),
    content: str(e.content),
  };
}

const typingUser = (v: unknown) => {
  const u = (v ?? {}) as Legacy;
  return { userId: num(u.user_id), email: str(u.email) };
};

function typing(e: Legacy): EventOf<'typing'> {
  const op = e.op === 'stop' ? 'stop' : 'start';
  if (e.message_type === 'stream')
    return {
      type: 'typing',
      op,
      messageType: 'stream',
      sender: typingUser(e.sender),
      channelId: num(e.stream_id),
      topic: str(e.topic),
    };
  return {
    type: 'typing',
    op,
    messageType: 'direct',
    sender: typingUser(e.sender),
    recipients: (Array.isArray(e.recipients) ? e.recipients : []).map(typingUser),
  };
}

function typingEditMessage(e: Legacy): EventOf<'typing_edit_message'> {
  const r = (e.recipient ?? {}) as Legacy;
  return {
    type: 'typing_edit_message',
    op: e.op === 'stop' ? 'stop' : 'start',
    senderId: num(e.sender_id),
    messageId: num(e.message_id),
    recipient:
      r.type === 'channel'
        ? { type: 'channel', channelId: num(r.channel_id), topic: str(r.topic) }
        : { type: 'direct', userIds: nums(r.user_ids) },
  };
}

function presence(e: Legacy): EventOf<'presence'> {
  const website = ((e.presence ?? {}) as Legacy).website as Legacy | undefined;
  return {
    type: 'presence',
    userId: num(e.user_id),
    email: str(e.email),
    serverTimestamp: num(e.server_timestamp),
    status: website?.status === 'active' ? 'active' : 'idle',
    timestamp: num(website?.timestamp),
  };
}

const userTopic = (e: Legacy): EventOf<'user_topic'> => ({
  type: 'user_topic',
  channelId: num(e.stream_id),
  topic: str(e.topic_name),
  lastUpdated: num(e.last_updated),
  visibilityPolicy: num(e.visibility_policy),
});

const mutedTopics = (e: Legacy): EventOf<'muted_topics'> => ({
  type: 'muted_topics',
  mutedTopics: Array.isArray(e.muted_topics)
    ? (e.muted_topics as unknown[][]).map((t): [string, string, number] => [str(t[0]), str(t[1]), num(t[2])])
    : [],
});

const defaultStreams = (e: Legacy): EventOf<'default_streams'> => ({
  type: 'default_streams',
  channelIds: nums(e.default_streams),
});

function stream(e: Legacy): EventOf<'stream'> {
  if (e.op === 'update') {
    return defined({
      type: 'stream',
      op: 'update',
      channelId: num(e.stream_id),
      name: str(e.name),
      property: str(e.property),
      value: loggedSettingValue(e.value),
      renderedDescription: optional(e.rendered_description, str),
      historyPublicToSubscribers: optional(e.history_public_to_subscribers, (v) => v === true),
      isWebPublic: optional(e.is_web_public, (v) => v === true),
    });
  }
  return { type: 'stream', op: 'delete', channelIds: nums(e.stream_ids) };
}

function subscription(e: Legacy): EventOf<'subscription'> {
  if (e.op === 'remove') {
    const subs = Array.isArray(e.subscriptions) ? (e.subscriptions as Legacy[]) : [];
    return {
      type: 'subscription',
      op: 'remove',
      subscriptions: subs.map((x) => ({ name: str(x.name), channelId: num(x.stream_id) })),
    };
  }
  if (e.op === 'update')
    return {
      type: 'subscription',
      op: 'update',
      channelId: num(e.stream_id),
      property: str(e.property),
      value: e.value,
    };
  return {
    type: 'subscription',
    op: e.op === 'peer_remove' ? 'peer_remove' : 'peer_add',
    channelIds: nums(e.stream_ids),
    userIds: nums(e.user_ids),
  };
}

function attachment(e: Legacy): EventOf<'attachment'> {
  const a = (e.attachment ?? {}) as Legacy;
  const uploadSpaceUsed = num(e.upload_space_used);
  if (e.op === 'remove') return { type: 'attachment', op: 'remove', attachment: { id: num(a.id) }, uploadSpaceUsed };
  const messages = Array.isArray(a.messages)
    ? (a.messages as Legacy[]).map((m) => ({ id: num(m.id), dateSent: num(m.date_sent) }))
    : [];
  const summary = {
    id: num(a.id),
    name: str(a.name),
    pathId: str(a.path_id),
    size: num(a.size),
    createTime: num(a.create_time),
    messages,
  };
  return { type: 'attachment', op: e.op === 'update' ? 'update' : 'add', attachment: summary, uploadSpaceUsed };
}

const realmExportConsent = (e: Legacy): EventOf<'realm_export_consent'> => ({
  type: 'realm_export_consent',
  userId: num(e.user_id),
  consented: e.consented === true,
});

/** A `subscription` event of the old shape: `remove` names `stream_id`s, `update` and the peer events carry theirs at the top. */
const oldSubscription = (e: Legacy): boolean =>
  e.op === 'remove'
    ? Array.isArray(e.subscriptions) && e.subscriptions.some((x) => 'stream_id' in (x as Legacy))
    : 'stream_id' in e || 'stream_ids' in e;

type Upgraded = EventOf<
  | 'update_message'
  | 'delete_message'
  | 'reaction'
  | 'update_message_flags'
  | 'submessage'
  | 'typing'
  | 'typing_edit_message'
  | 'presence'
  | 'user_topic'
  | 'muted_topics'
  | 'default_streams'
  | 'stream'
  | 'subscription'
  | 'attachment'
  | 'realm_export_consent'
>;

const has = (field: string) => (e: Legacy) => field in e;

/** The old shape's converter for an event of that type, and how an entry of the old shape is told from a typed one. */
export const LEGACY_PAYLOADS: Record<string, { isOld: (e: Legacy) => boolean; upgrade: (e: Legacy) => Upgraded }> = {
  update_message: { isOld: has('message_id'), upgrade: updateMessage },
  delete_message: { isOld: has('message_ids'), upgrade: deleteMessage },
  reaction: { isOld: has('emoji_name'), upgrade: reaction },
  update_message_flags: { isOld: has('messages'), upgrade: updateMessageFlags },
  submessage: { isOld: has('msg_type'), upgrade: submessage },
  typing: { isOld: has('message_type'), upgrade: typing },
  typing_edit_message: { isOld: has('sender_id'), upgrade: typingEditMessage },
  presence: { isOld: has('user_id'), upgrade: presence },
  user_topic: { isOld: has('topic_name'), upgrade: userTopic },
  muted_topics: { isOld: has('muted_topics'), upgrade: mutedTopics },
  default_streams: { isOld: has('default_streams'), upgrade: defaultStreams },
  // `create` carries channels (read models) in both versions.
  stream: { isOld: (e) => 'stream_id' in e || 'stream_ids' in e, upgrade: stream },
  subscription: { isOld: oldSubscription, upgrade: subscription },
  attachment: { isOld: has('upload_space_used'), upgrade: attachment },
  realm_export_consent: { isOld: has('user_id'), upgrade: realmExportConsent },
};
