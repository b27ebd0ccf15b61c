import { useEffect, useRef, useState } from 'preact/hooks';
import { TopicsQuery } from '../api/topics-operations.ts';
import { MentionGroupsQuery } from '../api/users-operations.ts';
import { findToken, MAX_SUGGESTIONS, suggest, topicMatches, type Sources } from '../state/autocomplete.ts';
import type { Narrow } from '../state/conversations.ts';
import type { Completion } from './Autocomplete.tsx';
import { useApp } from './context.ts';
import { EMOJI } from './EmojiPicker.tsx';

type Group = Sources['groups'][number];

/**
 * The compose box's completions from what the client knows (users, subscriptions,
 * topics) and what it asks for when first needed: the user groups one may
 * mention, once someone types `@`, and a channel's topics, once someone types `#**channel>`.
 */
export function useComposeCompletions(narrow: Narrow) {
  const { client, state, dispatch } = useApp();
  const [groups, setGroups] = useState<Group[] | null>(null);
  const wanted = useRef<{ groups: boolean; topicsOf: number | null }>({ groups: false, topicsOf: null });
  const loading = useRef({ groups: false, topics: new Set<number>() });

  const channelId = (name: string) =>
    state.subscriptions.find((s) => s.channel.name.toLowerCase() === name.toLowerCase())?.channel.channelId;

  // Asked for after the render that found them wanted: a render only reads.
  useEffect(() => {
    const w = wanted.current;
    if (w.groups && !loading.current.groups) {
      loading.current.groups = true;
      void client
        .query(MentionGroupsQuery, {}, { requestPolicy: 'network-only' })
        .toPromise()
        .then((r) => setGroups((r.data?.userGroups ?? []).filter((g) => !g.isSystemGroup && g.viewerMayMention)));
    }
    const id = w.topicsOf;
    if (id !== null && !state.topics.has(id) && !loading.current.topics.has(id)) {
      loading.current.topics.add(id);
      void client
        .query(TopicsQuery, { channelId: id }, { requestPolicy: 'network-only' })
        .toPromise()
        .then((r) => {
          loading.current.topics.delete(id);
          if (r.data?.topics) dispatch({ type: 'topics', channelId: id, topics: r.data.topics });
        });
    }
  });

  const sources: Sources = {
    users: [...state.users.values()],
    groups: groups ?? [],
    channels: state.subscriptions.map((s) => s.channel),
    topicsOf: (name) => {
      const id = channelId(name);
      return id === undefined ? undefined : state.topics.get(id);
    },
    emoji: EMOJI,
    inChannel: narrow.kind === 'channel',
  };

  const message = (before: string): Completion | null => {
    const token = findToken(before);
    if (!token) return null;
    if (token.kind === 'mention') wanted.current.groups = true;
    if (token.kind === 'topic') wanted.current.topicsOf = channelId(token.channel) ?? null;
    return {
      key: `${token.kind}:${token.start}:${token.query}`,
      start: token.start,
      items: suggest(token, sources),
      insertOf: (s, more) => (more && s.channel ? `#**${s.channel}>` : s.insert),
    };
  };

  /** The topic box: the open channel's topics that match, not the one typed. */
  const topic = (value: string): Completion | null => {
    if (narrow.kind !== 'channel' || !value.trim()) return null;
    const names = topicMatches(state.topics.get(narrow.channelId) ?? [], value).filter(
      (n) => n.toLowerCase() !== value.trim().toLowerCase(),
    );
    return {
      key: `topic:${value}`,
      start: 0,
      items: names.slice(0, MAX_SUGGESTIONS).map((n) => ({ key: n, label: n, insert: n })),
      insertOf: (s) => s.insert,
    };
  };

  return { message, topic };
}
