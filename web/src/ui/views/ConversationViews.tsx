import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { RecentMessagesQuery } from '../../api/messages-operations.ts';
import type { Narrow } from '../../state/conversations.ts';
import { directoryOf, narrowHash } from '../../state/narrow-url.ts';
import type { ConversationInfo } from '../../state/recent.ts';
import { unreadCounts, type State } from '../../state/store.ts';
import { useApp } from '../context.ts';
import { Count } from '../Sidebar.tsx';
import { dayLabel, timeOfDay } from '../content/dates.ts';

const narrowOf = (c: ConversationInfo): Narrow =>
  c.channelId === null
    ? { kind: 'dm', userIds: c.userIds }
    : { kind: 'channel', channelId: c.channelId, topic: c.topic };

const channelName = (s: State, id: number) =>
  s.subscriptions.find((x) => x.channel.channelId === id)?.channel.name ?? `channel ${id}`;
const userNames = (s: State, ids: number[]) => ids.map((id) => s.users.get(id)?.fullName ?? `user ${id}`).join(', ');

/** A link to a conversation that opens it in the app. */
function Open({ c, children }: { c: ConversationInfo; children: ComponentChildren }) {
  const { state, go } = useApp();
  const n = narrowOf(c);
  return (
    <a
      href={narrowHash(n, directoryOf(state))}
      onClick={(e) => {
        e.preventDefault();
        go(n);
      }}
    >
      {children}
    </a>
  );
}

/** Zulip's Inbox: unread direct conversations, then each channel's unread topics (muted ones left out). */
export function InboxView() {
  const { state } = useApp();
  const { byKey } = unreadCounts(state);
  const unread = [...state.conversations.values()].filter(
    (c) => byKey.get(c.key) && state.topicPolicy.get(c.key) !== 'MUTED',
  );
  const dms = unread.filter((c) => c.channelId === null).sort((a, b) => b.maxId - a.maxId);
  const channels = [...new Set(unread.flatMap((c) => (c.channelId === null ? [] : [c.channelId])))].sort((a, b) =>
    channelName(state, a).localeCompare(channelName(state, b)),
  );
  return (
    <section class="view inbox" aria-label="Inbox">
      <h1 class="narrow-title">Inbox</h1>
      {!unread.length && <p class="empty">There are no unread messages in your inbox.</p>}
      {dms.length > 0 && (
        <section aria-label="Direct messages">
          <h2>Direct messages</h2>
          <ul>
            {dms.map((c) => (
              <li key={c.key}>
                <Open c={c}>
                  <span class="name">{userNames(state, c.userIds)}</span>
                  <Count n={byKey.get(c.key)} />
                </Open>
              </li>
            ))}
          </ul>
        </section>
      )}
      {channels.map((id) => (
        <section key={id} aria-label={`#${channelName(state, id)}`}>
          <h2>#{channelName(state, id)}</h2>
          <ul>
            {unread
              .filter((c) => c.channelId === id)
              .sort((a, b) => b.maxId - a.maxId)
              .map((c) => (
                <li key={c.key}>
                  <Open c={c}>
                    <span class="name">{c.topic || 'general chat'}</span>
                    <Count n={byKey.get(c.key)} />
                  </Open>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

/** Zulip's Recent conversations: topics and direct conversations by latest activity, with who took part. */
export function RecentView() {
  const { client, state, dispatch } = useApp();
  const { byKey } = unreadCounts(state);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void client
      .query(RecentMessagesQuery, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((r) => {
        const edges = r.data?.messagesConnection?.edges;
        if (edges) dispatch({ type: 'recent', messages: edges.map((e) => e.node) });
        setError(edges ? null : (r.error?.message ?? 'The recent messages could not be read'));
      });
  }, [client, state.generation]);
  const rows = [...state.conversations.values()].sort((a, b) => b.maxId - a.maxId);
  return (
    <section class="view recent" aria-label="Recent conversations">
      <h1 class="narrow-title">Recent conversations</h1>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <table>
        <thead>
          <tr>
            <th scope="col">Channel</th>
            <th scope="col">Conversation</th>
            <th scope="col">Participants</th>
            <th scope="col">Time</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.key}>
              <td>{c.channelId === null ? 'Direct message' : `#${channelName(state, c.channelId)}`}</td>
              <td>
                <Open c={c}>
                  <span class="name">
                    {c.channelId === null ? userNames(state, c.userIds) : c.topic || 'general chat'}
                  </span>
                  <Count n={byKey.get(c.key)} />
                </Open>
              </td>
              <td>{userNames(state, c.senderIds.slice(0, 4))}</td>
              <td>{c.timestamp && `${dayLabel(c.timestamp)} ${timeOfDay(c.timestamp)}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
