import {
  channelTopicKey,
  conversationKeyOf,
  dmKey,
  narrowKey,
  othersOf,
  type Message,
  type Narrow,
} from './conversations.ts';
import { channelChanged, subscriptionChanged } from './channel-events.ts';
import { withSettingChange } from './desktop-notify.ts';
import { belongs, isMentioned, matches, refiled, reflagged } from './live-narrow.ts';
import { noteMessage } from './recent.ts';
import type { AppEvent, State, Timeline } from './store.ts';
import { secondsOf } from './times.ts';

// How each event the `events` subscription delivers changes the app's state.
/** Merges messages into a sorted, duplicate-free list: the newer copy of a message wins. */
export function merge(list: Message[], more: Message[]): Message[] {
  const byId = new Map(list.map((m) => [m.messageId, m]));
  for (const m of more) byId.set(m.messageId, m);
  return [...byId.values()].sort((a, b) => a.messageId - b.messageId);
}

export function withTimeline(s: State, f: (t: Timeline) => Timeline): State {
  return s.timeline ? { ...s, timeline: f(s.timeline) } : s;
}

function patchMessage(s: State, messageId: number, f: (m: Message) => Message | null): State {
  return withTimeline(s, (t) => {
    if (!t.messages.some((m) => m.messageId === messageId)) return t;
    const messages = t.messages.flatMap((m) => (m.messageId === messageId ? (f(m) ?? []) : [m]));
    return { ...t, messages };
  });
}

type TopicEntry = { name: string; maxId: number };

/** A channel's topic list, newest first, with `t` at its head unless the list knows a newer message of it. */
export function withTopic(list: TopicEntry[], t: TopicEntry): TopicEntry[] {
  const key = t.name.toLowerCase();
  const known = list.find((x) => x.name.toLowerCase() === key);
  if (known && known.maxId >= t.maxId) return list;
  return [t, ...list.filter((x) => x !== known)];
}

/** A new message: unread, topic list, recent conversations and the timeline learn of it. */
export function received(s: State, m: Message, flags: readonly string[]): State {
  const key = conversationKeyOf(m, s.meId);
  const next: State = { ...s, conversations: noteMessage(s.conversations, m, s.meId) };
  if (!flags.includes('READ') && m.sender.userId !== s.meId) {
    next.unread = new Map(s.unread).set(m.messageId, key);
    if (isMentioned(flags)) next.unreadMentions = new Set(s.unreadMentions).add(m.messageId);
  }
  if (m.channel) {
    const id = m.channel.channelId;
    const list = s.topics.get(id);
    // Not loaded yet: its list may be on the way, read before this message was sent; kept to merge into it.
    if (list) next.topics = new Map(s.topics).set(id, withTopic(list, { name: m.topic, maxId: m.messageId }));
    else
      next.topicsHeard = new Map(s.topicsHeard).set(
        id,
        withTopic(s.topicsHeard.get(id) ?? [], { name: m.topic, maxId: m.messageId }),
      );
  } else {
    next.recentDms = new Map(s.recentDms).set(key, {
      userIds: othersOf(
        m.recipients.map((u) => u.userId),
        s.meId,
      ),
      maxId: m.messageId,
    });
  }
  const typing = s.typing.get(key);
  if (typing?.has(m.sender.userId)) {
    const left = new Map(typing);
    left.delete(m.sender.userId);
    next.typing = new Map(s.typing).set(key, left);
  }
  // A view opened further back takes new messages when it pages down to them.
  if (s.timeline && !s.timeline.hasNewer && belongs(s, m, s.timeline.narrow))
    next.timeline = { ...s.timeline, messages: merge(s.timeline.messages, [m]) };
  return next;
}

function withoutUnread(s: State, ids: readonly number[] | 'all'): State {
  if (ids === 'all') return { ...s, unread: new Map(), unreadMentions: new Set() };
  const unread = new Map(s.unread);
  const unreadMentions = new Set(s.unreadMentions);
  for (const id of ids) {
    unread.delete(id);
    unreadMentions.delete(id);
  }
  return { ...s, unread, unreadMentions };
}

function flagsChanged(s: State, e: Extract<AppEvent, { __typename: 'UpdateMessageFlagsEvent' }>): State {
  let next = s;
  if (e.flag === 'READ' && e.flagOp === 'ADD') next = withoutUnread(next, e.all ? 'all' : e.messageIds);
  if (e.flag === 'STARRED') {
    const starred = new Set(next.starred);
    for (const id of e.messageIds) {
      if (e.flagOp === 'ADD') starred.add(id);
      else starred.delete(id);
    }
    next = { ...next, starred };
  }
  const ids = e.all ? 'all' : new Set(e.messageIds);
  return withTimeline(next, (t) => reflagged(t, e.flag, e.flagOp === 'ADD', ids));
}

/**
 * A message's content changed: the view's copy follows, and a search keeps, drops or gains it by
 * whether it matches now (edited to mention the viewer, it joins Mentions). An unread message's
 * mention is noted again, for the next edit's notification.
 */
function edited(s: State, e: UpdateMessageEvent): State {
  const m = e.message;
  if (!m) return s;
  let next = s;
  if (s.unread.has(m.messageId) && isMentioned(m.flags) !== s.unreadMentions.has(m.messageId)) {
    const unreadMentions = new Set(s.unreadMentions);
    if (isMentioned(m.flags)) unreadMentions.add(m.messageId);
    else unreadMentions.delete(m.messageId);
    next = { ...s, unreadMentions };
  }
  return withTimeline(next, (t) => refiled(next, t, m));
}

type UpdateMessageEvent = Extract<AppEvent, { __typename: 'UpdateMessageEvent' }>;

/**
 * Messages moved to another topic or channel: they all went to one place. Their
 * unread keys follow them, the shown ones leave or stay, and a view of a whole
 * topic that moved follows it, as Zulip's web app does. The place comes from the
 * event's fields, as the edited message itself may be one this viewer cannot read.
 */
function moved(s: State, e: UpdateMessageEvent): State {
  const m = e.message;
  const ids = new Set(e.messageIds);
  const next: State = { ...s, topics: new Map(), topicsHeard: new Map(), generation: s.generation + 1 };
  const channelId = e.newChannelId ?? e.channelId;
  const topic = e.topic ?? e.origTopic;
  if (channelId == null || topic == null || e.channelId == null || e.origTopic == null) return next;
  const key = channelTopicKey(channelId, topic);
  const unread = new Map(s.unread);
  for (const id of ids) if (unread.has(id)) unread.set(id, key);
  next.unread = unread;
  const t = s.timeline;
  // A view opened by a `/with/` link follows its message, whichever of the topic's messages moved.
  if (t?.narrow.kind === 'channel' && t.narrow.with && t.narrow.near !== undefined && ids.has(t.narrow.near)) {
    const narrow: Narrow = { ...t.narrow, channelId, topic };
    next.timeline = { ...t, narrow, startCursor: null, hasOlder: true, loading: true };
  } else if (
    t &&
    e.propagateMode === 'CHANGE_ALL' &&
    t.narrow.kind === 'channel' &&
    t.narrow.topic !== undefined &&
    t.key === channelTopicKey(e.channelId, e.origTopic)
  ) {
    const narrow: Narrow = { kind: 'channel', channelId, topic };
    next.timeline = { ...t, key: narrowKey(narrow), narrow, startCursor: null, hasOlder: true, loading: true };
  }
  // Another channel's name is only known from the edited message: without it, the refetch brings them.
  const relocate = (x: Message): Message | null => {
    const y = !ids.has(x.messageId)
      ? x
      : x.messageId === m?.messageId
        ? m
        : { ...x, topic, channel: x.channel?.channelId === channelId ? x.channel : (m?.channel ?? null) };
    // Those left behind go too when the view followed its message. What only the server can tell
    // stays until it answers (ui/useLiveNarrow.ts).
    return next.timeline && matches(next, y, next.timeline.narrow) !== false ? y : null;
  };
  return withTimeline(next, (tl) => ({ ...tl, messages: tl.messages.flatMap((x) => relocate(x) ?? []) }));
}

export function applyEvent(s: State, e: AppEvent, now: number): State {
  switch (e.__typename) {
    case 'MessageEvent':
      return e.message ? received(s, e.message, e.flags) : s;
    case 'UpdateMessageEvent':
      if (e.topic == null && e.newChannelId == null) return edited(s, e);
      return moved(s, e);
    case 'DeleteMessageEvent': {
      const gone = new Set(e.messageIds);
      const starred = new Set([...s.starred].filter((id) => !gone.has(id)));
      return withTimeline({ ...withoutUnread(s, e.messageIds), starred }, (t) => ({
        ...t,
        messages: t.messages.filter((m) => !gone.has(m.messageId)),
      }));
    }
    case 'ReactionEvent': {
      const reactions = e.message?.reactions;
      return reactions ? patchMessage(s, e.messageId, (m) => ({ ...m, reactions })) : s;
    }
    case 'SubmessageEvent': {
      const submessages = e.message?.submessages;
      return submessages ? patchMessage(s, e.messageId, (m) => ({ ...m, submessages })) : s;
    }
    case 'TypingEvent': {
      if (e.sender.userId === s.meId) return s;
      const c = e.conversation;
      const key =
        c.__typename === 'ChannelTopicConversation' ? channelTopicKey(c.channelId, c.topic) : dmKey(c.userIds, s.meId);
      const entries = new Map(s.typing.get(key));
      if (e.typingOp === 'START') entries.set(e.sender.userId, { name: e.sender.fullName, until: now + 15_000 });
      else entries.delete(e.sender.userId);
      return { ...s, typing: new Map(s.typing).set(key, entries) };
    }
    case 'UpdateMessageFlagsEvent':
      return flagsChanged(s, e);
    case 'DraftsEvent': {
      const drafts = new Map(s.drafts);
      if (e.draftsOp === 'REMOVE' && e.draftId != null) drafts.delete(e.draftId);
      for (const d of e.drafts) drafts.set(d.draftId, d);
      return { ...s, drafts };
    }
    case 'RealmEvent':
      return { ...s, realmName: e.realm.name };
    // A new name, role or avatar shows at once; a user out of sight (REMOVE) keeps the entry old messages name.
    case 'RealmUserEvent':
      return e.user && e.realmUserOp !== 'REMOVE' ? { ...s, users: new Map(s.users).set(e.userId, e.user) } : s;
    case 'UserStatusEvent':
      return e.user ? { ...s, users: new Map(s.users).set(e.userId, e.user) } : s;
    case 'PresenceEvent':
      return {
        ...s,
        presence: new Map(s.presence).set(e.userId, {
          active: secondsOf(e.presence.activeTimestamp),
          idle: secondsOf(e.presence.idleTimestamp),
        }),
        serverNow: Math.max(s.serverNow, secondsOf(e.serverTimestamp)),
      };
    case 'UserTopicEvent':
      return e.channelId != null && e.topic != null
        ? { ...s, topicPolicy: new Map(s.topicPolicy).set(channelTopicKey(e.channelId, e.topic), e.visibilityPolicy) }
        : s;
    case 'ChannelEvent':
      return channelChanged(s, e);
    case 'SubscriptionEvent':
      return subscriptionChanged(s, e);
    case 'MutedUsersEvent':
      return { ...s, mutedUsers: new Set(e.mutedUsers.map((m) => m.userId)) };
    case 'UserSettingsEvent':
      return { ...s, notify: withSettingChange(s.notify, e.change.property, e.change.value) };
    case 'GapEvent':
      // Events were missed (a restart, a long absence): the app reads everything again.
      return { ...s, resync: s.resync + 1 };
    default:
      return s;
  }
}
