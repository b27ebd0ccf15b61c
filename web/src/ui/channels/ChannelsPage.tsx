import type { OperationResult } from '@urql/core';
import { useEffect, useState } from 'preact/hooks';
import { ChannelBrowserQuery, SubscribeMutation, UnsubscribeMutation } from '../../api/channel-operations.ts';
import type { ChannelBrowserQuery as Browser } from '../../gql/graphql.ts';
import { encodeHashComponent } from '../../state/narrow-url.ts';
import { errorOf, useApp } from '../context.ts';
import { ChannelSettings } from './ChannelSettings.tsx';
import { allowedPrivacies, CreateChannel, privacyOf } from './CreateChannel.tsx';

export type BrowsedChannel = Browser['channelsConnection']['edges'][number]['node'];
/** What the viewer may create: the organization's answer (`Realm.viewerCan`), null for a spectator. */
export type CreationRights = NonNullable<Browser['realm']['viewerCan']>;

/** Zulip's `#channels/4/Verona` address of a channel's settings. */
export const settingsHash = (c: { channelId: number; name: string }) =>
  `#channels/${c.channelId}/${encodeHashComponent(c.name.replace(/ /g, '-'))}`;

function useHash(): string {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const follow = () => setHash(location.hash);
    addEventListener('hashchange', follow);
    // A change between the first render and this listener (see Chat's) is read here.
    follow();
    return () => removeEventListener('hashchange', follow);
  }, []);
  return hash;
}

/**
 * The channel browser (`#channels/all`, `#channels/subscribed`), the form creating a
 * channel, and a channel's settings (`#channels/{id}/{name}`). The list is read again
 * whenever channels or subscriptions change, here or elsewhere (an event bumps `channels`).
 */
export function ChannelsPage() {
  const { client, state, go } = useApp();
  const hash = useHash();
  const [data, setData] = useState<{ channels: BrowsedChannel[]; rights: CreationRights | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [reads, setReads] = useState(0);
  useEffect(() => {
    let stale = false;
    // A page at a time (the server bounds what one query may select), read whole before it is shown.
    const read = async () => {
      const nodes: BrowsedChannel[] = [];
      let after: string | null = null;
      for (;;) {
        const r: OperationResult<Browser> = await client
          .query(ChannelBrowserQuery, { after }, { requestPolicy: 'network-only' })
          .toPromise();
        if (stale) return;
        if (!r.data) return setError(r.error?.message ?? 'No answer from the server');
        const page = r.data.channelsConnection;
        nodes.push(...page.edges.map((e) => e.node));
        if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) {
          setError(null);
          return setData({ channels: nodes, rights: r.data.realm.viewerCan ?? null });
        }
        after = page.pageInfo.endCursor;
      }
    };
    void read();
    return () => {
      stale = true;
    };
  }, [client, state.channels, reads]);

  const act = async (c: BrowsedChannel) => {
    const r = c.viewerSubscription
      ? await client
          .mutation(UnsubscribeMutation, { input: { channelNames: [c.name] } })
          .toPromise()
          .then((a) => errorOf(a.data?.unsubscribe, a.error))
      : await client
          .mutation(SubscribeMutation, { input: { channels: [{ name: c.name }] } })
          .toPromise()
          .then((a) => errorOf(a.data?.subscribe, a.error));
    setError(r);
    setReads((n) => n + 1);
  };

  const channels = data?.channels ?? [];
  const open = /^#channels\/(\d+)/.exec(hash);
  const shown = open && channels.find((c) => c.channelId === Number(open[1]));
  const subscribedOnly = hash === '#channels/subscribed';
  const list = channels
    .filter((c) => !subscribedOnly || c.viewerSubscription)
    .sort((a, b) => a.name.localeCompare(b.name));
  const rights = data?.rights ?? undefined;
  const mayCreate = rights && allowedPrivacies(rights).length > 0;

  return (
    <section class="channels-page settings-page" aria-labelledby="channels-title">
      <h1 id="channels-title">Channels</h1>
      <nav class="tabs" aria-label="Which channels">
        <a href="#channels/subscribed" aria-current={subscribedOnly ? 'page' : undefined}>
          Subscribed
        </a>
        <a href="#channels/all" aria-current={!subscribedOnly && !open ? 'page' : undefined}>
          All channels
        </a>
        {mayCreate && (
          <button type="button" onClick={() => setCreating((x) => !x)} aria-expanded={creating}>
            Create channel
          </button>
        )}
      </nav>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {creating && rights && <CreateChannel rights={rights} onDone={() => setCreating(false)} />}
      {shown ? (
        <ChannelSettings channel={shown} rights={rights} onChanged={() => setReads((n) => n + 1)} />
      ) : !data ? (
        <p class="loading">Loading channels…</p>
      ) : (
        <ul class="channel-list" aria-label="Channels">
          {list.map((c) => (
            <li key={c.channelId} class="channel-row" data-browse-channel={c.name}>
              <div class="channel-name">
                <span class="swatch" style={{ background: c.viewerSubscription?.color ?? 'transparent' }} />
                <a
                  href={`#narrow/channel/${c.channelId}`}
                  onClick={(e) => {
                    e.preventDefault();
                    go({ kind: 'channel', channelId: c.channelId });
                  }}
                >
                  {c.inviteOnly ? '🔒 ' : c.isWebPublic ? '🌐 ' : '#'}
                  {c.name}
                </a>
                <span class="privacy">{privacyOf(c)}</span>
              </div>
              <p class="description">{c.description || 'No description.'}</p>
              <span class="subscribers">
                {c.subscriberCount} {c.subscriberCount === 1 ? 'subscriber' : 'subscribers'}
              </span>
              {(c.viewerSubscription || c.viewerCanSubscribe) && (
                <button
                  type="button"
                  onClick={() => void act(c)}
                  aria-label={`${c.viewerSubscription ? 'Unsubscribe from' : 'Subscribe to'} ${c.name}`}
                >
                  {c.viewerSubscription ? 'Unsubscribe' : 'Subscribe'}
                </button>
              )}
              <a href={settingsHash(c)} aria-label={`Manage #${c.name}`}>
                Manage
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
