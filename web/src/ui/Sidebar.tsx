import { useEffect, useState } from 'preact/hooks';
import { SetTopicVisibilityMutation, TopicsQuery } from '../api/topics-operations.ts';
import { channelTopicKey, COMBINED_FEED, dmKey, narrowKey, othersOf, type Narrow } from '../state/conversations.ts';
import { directoryOf, encodeHashComponent, narrowHash } from '../state/narrow-url.ts';
import { presenceOf } from '../state/presence.ts';
import { unreadCounts } from '../state/store.ts';
import { errorOf, useApp } from './context.ts';
import { NewDmDialog } from './NewDmDialog.tsx';
import { TopicMenu } from './TopicMenu.tsx';
import { StatusEmoji, useRealmEmoji } from './UserStatus.tsx';

export const Count = ({ n }: { n: number | undefined }) =>
  n ? (
    <span class="count" aria-label={`${n} unread`}>
      {n}
    </span>
  ) : null;

export function PresenceDot({ userId }: { userId: number }) {
  const { state } = useApp();
  const p = presenceOf(state, userId);
  return <span class={`presence presence-${p}`} role="img" title={p} aria-label={p} />;
}

const VIEWS: [string, Narrow][] = [
  ['Combined feed', COMBINED_FEED],
  ['Starred messages', { kind: 'search', terms: [{ operator: 'is', operand: 'starred' }] }],
  ['Mentions', { kind: 'search', terms: [{ operator: 'is', operand: 'mentioned' }] }],
];

/** Channels with unread counts and, for the open one, its topics; then direct conversations and people. */
export function Sidebar() {
  const { client, state, dispatch, go, notify } = useApp();
  const counts = unreadCounts(state);
  const current = state.timeline?.narrow;
  const currentKey = state.timeline?.key;
  const openChannel = current?.kind === 'channel' ? current.channelId : null;
  const [pickingDm, setPickingDm] = useState(false);
  useRealmEmoji();

  useEffect(() => {
    if (openChannel === null || state.topics.has(openChannel)) return;
    void client
      .query(TopicsQuery, { channelId: openChannel }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((r) => {
        if (r.data?.topics) dispatch({ type: 'topics', channelId: openChannel, topics: r.data.topics });
      });
  }, [client, openChannel, state.topics]);

  const mute = async (channelId: number, topic: string, muted: boolean) => {
    const r = await client
      .mutation(SetTopicVisibilityMutation, {
        input: { channelId, topic, visibilityPolicy: muted ? 'INHERIT' : 'MUTED' },
      })
      .toPromise();
    const err = errorOf(r.data?.setTopicVisibility, r.error);
    if (err) notify(err);
  };

  const subs = [...state.subscriptions].sort(
    (a, b) => Number(b.pinToTop) - Number(a.pinToTop) || a.channel.name.localeCompare(b.channel.name),
  );
  const dms = [...state.recentDms.values()].sort((a, b) => b.maxId - a.maxId);
  const people = [...state.users.values()]
    .filter((u) => u.isActive && !u.isBot && u.userId !== state.meId)
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
  const dir = directoryOf(state);
  const name = (id: number) => state.users.get(id)?.fullName ?? `user ${id}`;

  return (
    <nav class="sidebar" aria-label="Channels and conversations">
      <ul class="views" aria-label="Views">
        <li>
          <a href="#inbox">
            <span class="name">Inbox</span>
          </a>
        </li>
        <li>
          <a href="#recent">
            <span class="name">Recent conversations</span>
          </a>
        </li>
        <li>
          <a href="#drafts">
            <span class="name">Drafts</span>
            {state.drafts.size > 0 && <span class="draft-count">{state.drafts.size}</span>}
          </a>
        </li>
        {VIEWS.map(([label, n]) => (
          <li key={label}>
            <a
              href={narrowHash(n, dir)}
              class={currentKey === narrowKey(n) ? 'current' : ''}
              onClick={(e) => {
                e.preventDefault();
                go(n);
              }}
            >
              <span class="name">{label}</span>
            </a>
          </li>
        ))}
      </ul>
      <h2>
        <a href="#channels/subscribed">Channels</a>
      </h2>
      <a class="browse" href="#channels/all">
        Browse channels
      </a>
      <ul class="channels">
        {subs.map((s) => {
          const id = s.channel.channelId;
          const open = openChannel === id;
          return (
            <li key={id} class={[s.isMuted && 'muted', s.pinToTop && 'pinned'].filter(Boolean).join(' ')}>
              <a
                href={narrowHash({ kind: 'channel', channelId: id }, dir)}
                class={currentKey === `c:${id}` ? 'current' : ''}
                data-channel={s.channel.name}
                onClick={(e) => {
                  e.preventDefault();
                  go({ kind: 'channel', channelId: id });
                }}
              >
                <span class="swatch" style={{ background: s.color }} aria-hidden="true" />
                <span class="name">#{s.channel.name}</span>
                <Count n={counts.byChannel.get(id)} />
              </a>
              <a
                class="icon channel-settings-link"
                href={`#channels/${id}/${encodeHashComponent(s.channel.name.replace(/ /g, '-'))}`}
                aria-label={`Manage #${s.channel.name}`}
              >
                ⚙
              </a>
              {open && (
                <ul class="topics" aria-label={`Topics of ${s.channel.name}`}>
                  {(state.topics.get(id) ?? []).map((t) => {
                    const key = channelTopicKey(id, t.name);
                    const muted = state.topicPolicy.get(key) === 'MUTED';
                    return (
                      <li key={t.name} class={muted ? 'muted' : ''}>
                        <a
                          href={narrowHash({ kind: 'channel', channelId: id, topic: t.name }, dir)}
                          class={currentKey === key ? 'current' : ''}
                          data-topic={t.name}
                          onClick={(e) => {
                            e.preventDefault();
                            go({ kind: 'channel', channelId: id, topic: t.name });
                          }}
                        >
                          <span class="name">{t.name || 'general chat'}</span>
                          <Count n={counts.byKey.get(key)} />
                        </a>
                        <button
                          type="button"
                          class="icon"
                          aria-label={`${muted ? 'Unmute' : 'Mute'} topic ${t.name}`}
                          onClick={() => void mute(id, t.name, muted)}
                        >
                          {muted ? '🔇' : '🔈'}
                        </button>
                        <TopicMenu channelId={id} topic={t.name} messageId={t.maxId} />
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <h2 class="with-action">
        Direct messages
        <button type="button" class="icon" aria-label="New direct message" onClick={() => setPickingDm(true)}>
          +
        </button>
      </h2>
      {pickingDm && <NewDmDialog onClose={() => setPickingDm(false)} />}
      <ul class="dms">
        {dms.map((d) => {
          const key = dmKey(d.userIds, state.meId);
          return (
            <li key={key}>
              <a
                href={narrowHash({ kind: 'dm', userIds: d.userIds }, dir)}
                class={currentKey === narrowKey({ kind: 'dm', userIds: d.userIds }) ? 'current' : ''}
                onClick={(e) => {
                  e.preventDefault();
                  go({ kind: 'dm', userIds: d.userIds });
                }}
              >
                {d.userIds.length === 1 && <PresenceDot userId={d.userIds[0]} />}
                <span class="name">{d.userIds.map(name).join(', ')}</span>
                {d.userIds.length === 1 && <StatusEmoji userId={d.userIds[0]} />}
                <Count n={counts.byKey.get(key)} />
              </a>
            </li>
          );
        })}
      </ul>
      <h2>People</h2>
      <ul class="people">
        {people.map((u) => (
          <li key={u.userId}>
            <a
              href={narrowHash({ kind: 'dm', userIds: [u.userId] }, dir)}
              onClick={(e) => {
                e.preventDefault();
                go({ kind: 'dm', userIds: othersOf([u.userId], state.meId) });
              }}
            >
              <PresenceDot userId={u.userId} />
              <span class="name">{u.fullName}</span>
              <StatusEmoji userId={u.userId} />
              {u.status?.statusText && <span class="status-text">{u.status.statusText}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
