import { useEffect, useState } from 'preact/hooks';

type Views = typeof import('./ConversationViews.tsx');
let loaded: Views | null = null;

/** Inbox and Recent conversations, fetched the first time one is opened (the first load stays small). */
export function LazyView({ view }: { view: 'inbox' | 'recent' }) {
  const [views, setViews] = useState<Views | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (views) return;
    import('./ConversationViews.tsx').then(
      (m) => {
        loaded = m;
        setViews(m);
      },
      () => setFailed(true),
    );
  }, [views]);
  if (views) return view === 'inbox' ? <views.InboxView /> : <views.RecentView />;
  return failed ? (
    <p class="error" role="alert">
      The view could not be loaded; reload the page.
    </p>
  ) : (
    <p class="loading">Loading…</p>
  );
}
