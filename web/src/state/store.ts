import type {
  BootstrapQuery,
  ColorScheme,
  EventsSubscription,
  RealmEmojiQuery,
  UserFieldsFragment,
  WebMarkReadOnScrollPolicy,
} from '../gql/graphql.ts';
import { channelTopicKey, dmKey, narrowKey, othersOf, type Message, type Narrow } from './conversations.ts';
import { DEFAULT_NOTIFY_SETTINGS, notifySettingsOf, type NotifySettings } from './desktop-notify.ts';
import { applyEvent, merge, received, withTimeline, withTopic } from './events.ts';
import { answered, withFollowed } from './live-narrow.ts';
import { keep, keptAfter, reopened } from './narrow-cache.ts';
import { fromUnread, noteMessage, type Conversations, type MessageSummary } from './recent.ts';
import { secondsOf } from './times.ts';

type Boot = NonNullable<BootstrapQuery['bootstrap']>;
export type User = UserFieldsFragment;
export type Subscription = Boot['subscriptions'][number];
/** The app keeps drafts by Zulip's id (a draft it just created has no global id yet). */
export type Draft = Omit<Boot['drafts'][number], 'id'>;
export type AppEvent = EventsSubscription['events'];
export type RealmEmoji = RealmEmojiQuery['realmEmoji'][number];

export interface Timeline {
  key: string;
  narrow: Narrow;
  /** Oldest first, by id, each once. */
  messages: Message[];
  startCursor: string | null;
  hasOlder: boolean;
  /** A view opened at a message (`near`) may not reach the newest yet: it pages on forwards. */
  endCursor: string | null;
  hasNewer: boolean;
  loading: boolean;
  /** Why the last page could not be read (the channel is not visible, …). */
  error: string | null;
}

export interface TypingEntry {
  name: string;
  /** Client time (ms) after which the indicator goes, unless renewed (Zulip's 15 s). */
  until: number;
}

export interface State {
  meId: number;
  realmName: string;
  colorScheme: ColorScheme;
  enterSends: boolean;
  draftsEnabled: boolean;
  /** Zulip's web_mark_read_on_scroll_policy. */
  markReadOnScroll: WebMarkReadOnScrollPolicy;
  /** The settings that decide which new messages pop up a desktop notification. */
  notify: NotifySettings;
  users: Map<number, User>;
  subscriptions: Subscription[];
  /** Unread message id → its conversation key. */
  unread: Map<number, string>;
  /** Unread messages that mention the viewer: an edit newly mentioning them notifies (Zulip's unread mentions). */
  unreadMentions: Set<number>;
  /** Newest message id per direct conversation key. */
  recentDms: Map<string, { userIds: number[]; maxId: number }>;
  /** Topics per channel id, newest first, once loaded. */
  topics: Map<number, { name: string; maxId: number }[]>;
  /** New messages' topics in channels whose list is not loaded: merged into the list when it comes. */
  topicsHeard: Map<number, { name: string; maxId: number }[]>;
  /** Muted/followed topics by channelTopicKey. */
  topicPolicy: Map<string, string>;
  starred: Set<number>;
  drafts: Map<number, Draft>;
  typing: Map<string, Map<number, TypingEntry>>;
  /** userId → seconds of last activity and idleness (server clock). */
  presence: Map<number, { active: number; idle: number }>;
  /** The newest server time the client has heard (a poll or an event), against which presence ages. */
  serverNow: number;
  /** Custom emoji by id (a REALM_EMOJI `emojiCode`), once read. */
  realmEmoji: Map<string, RealmEmoji>;
  /** Conversations with their latest known message, for Inbox and Recent conversations. */
  conversations: Conversations;
  timeline: Timeline | null;
  /** Recent narrows' timelines, kept up to date while not shown (see narrow-cache.ts). */
  cached: Map<string, Timeline>;
  /** Bumped when events may have been missed: the app bootstraps again. */
  resync: number;
  /** Users the viewer muted: their messages are hidden, as Zulip hides them. */
  mutedUsers: Set<number>;
  /** Bumped when channels or subscriptions changed: the channel browser reads its list again. */
  channels: number;
  /** Bumped when what views show may be stale (a bootstrap, a move): they refetch. */
  generation: number;
}

export type Action =
  | { type: 'boot'; data: Boot }
  | { type: 'event'; event: AppEvent; now: number }
  | { type: 'topics'; channelId: number; topics: { name: string; maxId: number }[] }
  | { type: 'narrow'; narrow: Narrow }
  | {
      type: 'page';
      key: string;
      messages: Message[];
      startCursor: string | null;
      hasOlder: boolean;
      /** Given with the first page and with each newer one. */
      newer?: { endCursor: string | null; hasNewer: boolean };
      newest: boolean;
      error: string | null;
    }
  | { type: 'loading'; key: string }
  /** The server's answer on which of `asked` match the view `key` (a search only it can apply). */
  | { type: 'matched'; key: string; asked: number[]; found: Message[] }
  | { type: 'sent'; message: Message }
  | {
      type: 'presence';
      /** As the API gives them (DateTime). */
      serverNow: string;
      presences: { userId: number; activeTimestamp: string; idleTimestamp: string }[];
    }
  | { type: 'expireTyping'; now: number }
  | { type: 'draftIds'; drafts: Draft[] }
  | { type: 'realmEmoji'; emoji: RealmEmoji[] }
  | { type: 'recent'; messages: MessageSummary[] };

export function initialState(): State {
  return {
    meId: 0,
    realmName: '',
    colorScheme: 'AUTOMATIC',
    enterSends: false,
    draftsEnabled: true,
    markReadOnScroll: 'ALWAYS',
    notify: DEFAULT_NOTIFY_SETTINGS,
    users: new Map(),
    subscriptions: [],
    unread: new Map(),
    unreadMentions: new Set(),
    recentDms: new Map(),
    topics: new Map(),
    topicsHeard: new Map(),
    topicPolicy: new Map(),
    starred: new Set(),
    drafts: new Map(),
    typing: new Map(),
    presence: new Map(),
    serverNow: 0,
    realmEmoji: new Map(),
    conversations: new Map(),
    timeline: null,
    cached: new Map(),
    mutedUsers: new Set(),
    channels: 0,
    resync: 0,
    generation: 0,
  };
}

function boot(s: State, b: Boot): State {
  const me = b.me.userId;
  const unread = new Map<number, string>();
  for (const t of b.unread.topics) for (const id of t.messageIds) unread.set(id, channelTopicKey(t.channelId, t.topic));
  for (const d of b.unread.directConversations) for (const id of d.messageIds) unread.set(id, dmKey(d.userIds, me));
  const recentDms = new Map<string, { userIds: number[]; maxId: number }>();
  for (const r of b.recentDirectConversations)
    recentDms.set(dmKey(r.userIds, me), { userIds: othersOf(r.userIds, me), maxId: r.maxMessageId });
  return {
    ...s,
    meId: me,
    realmName: b.realm.name,
    colorScheme: b.me.settings?.colorScheme ?? 'AUTOMATIC',
    enterSends: b.me.settings?.enterSends ?? false,
    draftsEnabled: b.me.settings?.enableDraftsSynchronization ?? true,
    markReadOnScroll: b.me.settings?.webMarkReadOnScrollPolicy ?? 'ALWAYS',
    notify: b.me.settings ? notifySettingsOf(b.me.settings) : DEFAULT_NOTIFY_SETTINGS,
    users: new Map(b.users.map((u) => [u.userId, u])),
    subscriptions: b.subscriptions,
    mutedUsers: new Set(b.mutedUsers.map((m) => m.userId)),
    channels: s.channels + 1,
    unread,
    unreadMentions: new Set(b.unread.mentionedMessageIds),
    recentDms,
    topicPolicy: new Map(b.userTopics.map((t) => [channelTopicKey(t.channelId, t.topic), t.visibilityPolicy])),
    starred: new Set(b.starredMessageIds),
    drafts: new Map(b.drafts.map((d) => [d.draftId, d])),
    // What the client saw of a conversation tells more than the unread ids do.
    conversations: new Map([...fromUnread(b.unread, me), ...s.conversations]),
    // Topic lists and the timeline are read again: they may have changed while events were missed.
    topics: new Map(),
    topicsHeard: new Map(),
    cached: new Map(),
    generation: s.generation + 1,
  };
}

export function reducer(s: State, a: Action): State {
  switch (a.type) {
    case 'boot':
      return boot(s, a.data);
    case 'event': {
      const next = applyEvent(s, a.event, a.now);
      const cached = keptAfter(s, next, a.event, a.now);
      return cached === next.cached ? next : { ...next, cached };
    }
    case 'topics': {
      const heard = s.topicsHeard.get(a.channelId) ?? [];
      const topicsHeard = new Map(s.topicsHeard);
      topicsHeard.delete(a.channelId);
      return {
        ...s,
        topics: new Map(s.topics).set(a.channelId, heard.toReversed().reduce(withTopic, a.topics)),
        topicsHeard,
      };
    }
    case 'narrow': {
      const key = narrowKey(a.narrow);
      if (s.timeline?.key === key) return s;
      const kept = s.cached.get(key);
      return {
        ...s,
        cached: keep(s.cached, s.timeline, key),
        timeline: kept
          ? reopened(s, kept)
          : {
              key,
              narrow: a.narrow,
              messages: [],
              startCursor: null,
              hasOlder: true,
              endCursor: null,
              hasNewer: false,
              loading: true,
              error: null,
            },
      };
    }
    case 'matched':
      return answered(s, a.key, a.asked, a.found);
    case 'loading':
      return s.timeline?.key === a.key ? withTimeline(s, (t) => ({ ...t, loading: true })) : s;
    case 'page':
      if (s.timeline?.key !== a.key) return s;
      return withTimeline(s, (t) => ({
        ...t,
        // A view following its message shows the conversation the server found it in (Zulip's `with`).
        narrow: withFollowed(t.narrow, a.messages, s.meId),
        messages: merge(t.messages, a.messages),
        // A refetch of the newest page keeps how far back the list already reaches.
        startCursor: a.newest && t.startCursor !== null && t.messages.length > 0 ? t.startCursor : a.startCursor,
        hasOlder: a.newest && t.startCursor !== null && t.messages.length > 0 ? t.hasOlder : a.hasOlder,
        ...a.newer,
        loading: false,
        error: a.error,
      }));
    case 'sent':
      // The message's own event, and updates after it (a thumbnail's re-rendering), can arrive
      // before the mutation's answer: they are newer than the answer, which must not undo them.
      if (s.timeline?.messages.some((m) => m.messageId === a.message.messageId)) return s;
      return received(s, a.message, ['READ']);
    case 'presence': {
      const presence = new Map(s.presence);
      for (const p of a.presences)
        presence.set(p.userId, { active: secondsOf(p.activeTimestamp), idle: secondsOf(p.idleTimestamp) });
      return { ...s, presence, serverNow: Math.max(s.serverNow, secondsOf(a.serverNow)) };
    }
    case 'expireTyping': {
      let changed = false;
      const typing = new Map<string, Map<number, TypingEntry>>();
      for (const [key, entries] of s.typing) {
        const live = new Map([...entries].filter(([, t]) => t.until > a.now));
        if (live.size !== entries.size) changed = true;
        if (live.size) typing.set(key, live);
      }
      return changed ? { ...s, typing } : s;
    }
    case 'draftIds': {
      const drafts = new Map(s.drafts);
      for (const d of a.drafts) drafts.set(d.draftId, d);
      return { ...s, drafts };
    }
    case 'realmEmoji':
      return { ...s, realmEmoji: new Map(a.emoji.map((e) => [String(e.emojiId), e])) };
    case 'recent':
      return { ...s, conversations: a.messages.reduce((c, m) => noteMessage(c, m, s.meId), s.conversations) };
  }
}

/** Unread counts per conversation key, per channel, and per direct conversation, muted topics left out of channel totals. */
export function unreadCounts(s: State): { byKey: Map<string, number>; byChannel: Map<number, number> } {
  const byKey = new Map<string, number>();
  const byChannel = new Map<number, number>();
  for (const key of s.unread.values()) {
    byKey.set(key, (byKey.get(key) ?? 0) + 1);
    if (key.startsWith('c:') && s.topicPolicy.get(key) !== 'MUTED') {
      const channelId = Number(key.split(':')[1]);
      byChannel.set(channelId, (byChannel.get(channelId) ?? 0) + 1);
    }
  }
  return { byKey, byChannel };
}
