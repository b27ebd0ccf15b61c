import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

interface Props {
  onClose: () => void;
}

let loaded: ComponentType<Props> | null = null;

/** The settings page, fetched the first time it is opened: most visits never need its code. */
export function LazySettings(props: Props) {
  const [Page, setPage] = useState<ComponentType<Props> | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Page) return;
    import('./SettingsPage.tsx').then(
      (m) => {
        loaded = m.SettingsPage;
        setPage(() => m.SettingsPage);
      },
      () => setFailed(true),
    );
  }, [Page]);
  if (Page) return <Page {...props} />;
  return failed ? (
    <p class="error" role="alert">
      The settings could not be loaded; reload the page.
    </p>
  ) : (
    <p class="loading">Loading settings…</p>
  );
}
