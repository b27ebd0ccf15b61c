import { useEffect, useState } from 'preact/hooks';

type Views = typeof import('./ConversationViews.tsx');
type Drafts = typeof import('./DraftsView.tsx');
type Channels = typeof import('../channels/ChannelsPage.tsx');

/** A module fetched the first time a view needs it (the first load stays small), kept once loaded. */
function useChunk<M>(cache: { module: M | null }, load: () => Promise<M>): M | null | 'failed' {
  const [module, setModule] = useState<M | null | 'failed'>(() => cache.module);
  useEffect(() => {
    if (module) return;
    load().then(
      (m) => {
        cache.module = m;
        setModule(() => m);
      },
      () => setModule('failed'),
    );
  }, [module]);
  return module;
}

function Pending({ failed }: { failed: boolean }) {
  return failed ? (
    <p class="error" role="alert">
      The view could not be loaded; reload the page.
    </p>
  ) : (
    <p class="loading">Loading…</p>
  );
}

const views: { module: Views | null } = { module: null };
const drafts: { module: Drafts | null } = { module: null };
const channels: { module: Channels | null } = { module: null };

/** Inbox, Recent conversations and Drafts. */
export function LazyView({ view }: { view: 'inbox' | 'recent' | 'drafts' }) {
  return view === 'drafts' ? <LazyDrafts /> : <LazyConversations view={view} />;
}

function LazyConversations({ view }: { view: 'inbox' | 'recent' }) {
  const m = useChunk(views, () => import('./ConversationViews.tsx'));
  if (!m || m === 'failed') return <Pending failed={m === 'failed'} />;
  return view === 'inbox' ? <m.InboxView /> : <m.RecentView />;
}

function LazyDrafts() {
  const m = useChunk(drafts, () => import('./DraftsView.tsx'));
  if (!m || m === 'failed') return <Pending failed={m === 'failed'} />;
  return <m.DraftsView />;
}

/** The channel browser, the form creating a channel, and a channel's settings (`#channels/…`). */
export function LazyChannels() {
  const m = useChunk(channels, () => import('../channels/ChannelsPage.tsx'));
  if (!m || m === 'failed') return <Pending failed={m === 'failed'} />;
  return <m.ChannelsPage />;
}
