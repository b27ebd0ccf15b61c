import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import { basicAuthorization, createZirconClient, type LinkState } from '../api/client.ts';
import { DOWNLOAD_SESSION_RENEWAL_MS, openDownloadSession } from '../api/download-session.ts';
import { BootstrapQuery } from '../api/bootstrap-operations.ts';
import { EventsSubscription } from '../api/events-operations.ts';
import { UpdatePresenceMutation } from '../api/users-operations.ts';
import type { Credentials } from '../session.ts';
import type { Narrow } from '../state/conversations.ts';
import { directoryOf, narrowHash, parseNarrowHash } from '../state/narrow-url.ts';
import { tabTitle, titleUnreadCount } from '../state/notice.ts';
import { initialState, reducer } from '../state/store.ts';
import { Compose, type ComposeHandle } from './Compose.tsx';
import { AppContext, type AppApi } from './context.ts';
import { Header } from './Header.tsx';
import { NotificationBanner, shouldAskForNotifications } from './notifications/NotificationBanner.tsx';
import { useDesktopNotifications } from './notifications/useDesktopNotifications.ts';
import { useLiveNarrow } from './useLiveNarrow.ts';
import { LazySettings } from './settings/LazySettings.tsx';
import { LazyChannels, LazyView } from './views/LazyViews.tsx';
import { Sidebar } from './Sidebar.tsx';
import { narrowTitle, Timeline } from './Timeline.tsx';
import { pageOf } from '../state/pages.ts';

/** The signed-in app: one client, one bootstrap, one events subscription feeding the state. */
export function Chat({ creds, onLogout }: { creds: Credentials; onLogout: () => void }) {
  const [link, setLink] = useState<LinkState>('connecting');
  const zircon = useMemo(() => createZirconClient(creds, setLink), [creds]);
  useEffect(() => () => zircon.dispose(), [zircon]);
  const client = zircon.urql;
  const [state, dispatch] = useReducer(reducer, undefined, initialState);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const compose = useRef<ComposeHandle>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [page, setPage] = useState(() => pageOf(location.hash));
  const [askNotifications, setAskNotifications] = useState(shouldAskForNotifications);

  // Bootstrap, again whenever events may have been missed (a GapEvent bumps `resync`).
  const resync = state.resync;
  const booted = useRef(-1);
  useEffect(() => {
    if (booted.current === resync) return;
    const first = booted.current === -1;
    booted.current = resync;
    // The download cookie alongside: the timeline (and its images) appears once both are done.
    void Promise.all([
      client.query(BootstrapQuery, {}, { requestPolicy: 'network-only' }).toPromise(),
      openDownloadSession(basicAuthorization(creds)).catch(() => undefined),
    ]).then(([r]) => {
      const b = r.data?.bootstrap;
      if (!b) {
        if (
          r.error?.response?.status === 401 ||
          r.error?.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHORIZED')
        )
          onLogout();
        else setFailure(r.error?.message ?? 'The server did not answer');
        return;
      }
      dispatch({ type: 'boot', data: b });
      if (first) setCursor(b.eventsCursor);
    });
  }, [client, creds, resync, onLogout]);

  useEffect(() => {
    const timer = setInterval(
      () => void openDownloadSession(basicAuthorization(creds)).catch(() => undefined),
      DOWNLOAD_SESSION_RENEWAL_MS,
    );
    return () => clearInterval(timer);
  }, [creds]);

  // Presence: say we are here every minute, and learn everyone's.
  useEffect(() => {
    if (cursor === null) return;
    const ping = () =>
      void client
        .mutation(UpdatePresenceMutation, { input: { status: document.hasFocus() ? 'ACTIVE' : 'IDLE' } })
        .toPromise()
        .then((r) => {
          const p = r.data?.updatePresence;
          if (p?.__typename === 'Presences')
            dispatch({ type: 'presence', serverNow: p.serverTimestamp, presences: p.presences });
        });
    ping();
    const timer = setInterval(ping, 60_000);
    return () => clearInterval(timer);
  }, [client, cursor]);

  // Typing indicators fade after 15 s without renewal.
  useEffect(() => {
    const timer = setInterval(() => dispatch({ type: 'expireTyping', now: Date.now() }), 1000);
    return () => clearInterval(timer);
  }, []);

  // Names in addresses come from the state as it is now, read by callbacks made once.
  const latest = useRef(state);
  latest.current = state;
  const composeOnOpen = useRef(false);
  const go = useCallback((n: Narrow, opts?: { compose?: boolean }) => {
    composeOnOpen.current = !!opts?.compose;
    dispatch({ type: 'narrow', narrow: n });
    setMenuOpen(false);
    setPage(null);
    const hash = narrowHash(n, directoryOf(latest.current));
    if (location.hash !== hash) history.pushState(null, '', hash);
  }, []);

  // After the render that shows the narrow's compose box, whose own effects have put its draft in.
  useEffect(() => {
    if (!composeOnOpen.current || page || !compose.current) return;
    composeOnOpen.current = false;
    compose.current.focus();
  });

  // Whether the timeline is on screen (not a page such as the settings), for the notifications.
  const pageShown = useRef(page);
  pageShown.current = page;
  const timelineShown = useCallback(() => pageShown.current === null, []);
  const notifyDesktop = useDesktopNotifications(latest, timelineShown, go);
  const followLive = useLiveNarrow(client, latest, dispatch);

  // The one events subscription; the transport resumes it from its last cursor after a drop.
  useEffect(() => {
    if (cursor === null) return;
    const sub = client.subscription(EventsSubscription, { after: cursor }).subscribe((r) => {
      const e = r.data?.events;
      if (!e) return;
      // Both read the state as it was before the event.
      notifyDesktop(e);
      followLive(e);
      dispatch({ type: 'event', event: e, now: Date.now() });
    });
    return () => sub.unsubscribe();
  }, [client, cursor, notifyDesktop, followLive]);

  // The address names the narrow (Zulip's `#narrow/…` URLs); back and forward, and links followed
  // within the page, move between narrows.
  useEffect(() => {
    if (!state.meId) return;
    const fromHash = () => {
      const n = parseNarrowHash(location.hash, directoryOf(latest.current));
      if (n) dispatch({ type: 'narrow', narrow: n });
      if (n) setPage(null);
    };
    fromHash();
    if (!parseNarrowHash(location.hash, directoryOf(state)) && !pageOf(location.hash) && state.subscriptions[0])
      go({ kind: 'channel', channelId: state.subscriptions[0].channel.channelId });
    addEventListener('popstate', fromHash);
    return () => removeEventListener('popstate', fromHash);
  }, [state.meId > 0]);

  // The header's and sidebar's links (and back/forward) open and close the settings, Inbox, Recent conversations and Drafts.
  // The address is read again when the listener starts: effects run after the first paint, and an address
  // changed in between (a link followed as the page appears) fired its hashchange with no one listening.
  useEffect(() => {
    const follow = () => {
      setPage(pageOf(location.hash));
      setMenuOpen(false);
    };
    addEventListener('hashchange', follow);
    setPage(pageOf(location.hash));
    return () => removeEventListener('hashchange', follow);
  }, []);

  // light/dark from the user's color_scheme (1 automatic, 2 dark, 3 light), before the first frame
  // of the app is painted: never a flash of the other theme.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme =
      state.colorScheme === 'DARK' ? 'dark' : state.colorScheme === 'LIGHT' ? 'light' : 'auto';
  }, [state.colorScheme]);

  // The tab's title: the unread count, live from events, and the open narrow.
  const unreadTotal = titleUnreadCount(state);
  const label = page
    ? { settings: 'Settings', inbox: 'Inbox', recent: 'Recent conversations', drafts: 'Drafts', channels: 'Channels' }[
        page
      ]
    : state.timeline
      ? narrowTitle(state, state.timeline.narrow)
      : null;
  useEffect(() => {
    document.title = tabTitle(unreadTotal, label);
  }, [unreadTotal, label]);

  const notify = useCallback((m: string) => {
    setNotice(m);
    setTimeout(() => setNotice((n) => (n === m ? null : n)), 6000);
  }, []);

  // Back from the settings to the conversation left, or to the first channel after a load at #settings.
  const closeSettings = () => {
    const first = state.subscriptions[0];
    const back = state.timeline?.narrow ?? (first && { kind: 'channel' as const, channelId: first.channel.channelId });
    if (back) go(back);
  };

  const api: AppApi = { client, state, dispatch, go, notify };

  if (failure)
    return (
      <p class="error" role="alert">
        {failure}
      </p>
    );
  if (!state.meId) return <p class="loading">Loading…</p>;
  return (
    <AppContext.Provider value={api}>
      <div class={`app${menuOpen ? ' menu-open' : ''}${askNotifications ? ' with-banner' : ''}`}>
        {askNotifications && <NotificationBanner onClose={() => setAskNotifications(false)} />}
        <Header link={link} onLogout={onLogout} onMenu={() => setMenuOpen((o) => !o)} />
        <Sidebar />
        <main class="main">
          {page === 'settings' ? (
            <LazySettings onClose={closeSettings} />
          ) : page === 'channels' ? (
            <LazyChannels />
          ) : page ? (
            <LazyView view={page} />
          ) : state.timeline ? (
            <Timeline compose={compose} />
          ) : (
            <p class="empty">Pick a channel or a conversation.</p>
          )}
          {!page && state.timeline && state.timeline.narrow.kind !== 'search' && (
            <Compose handle={compose} narrow={state.timeline.narrow} />
          )}
        </main>
        {notice && (
          <div class="notice" role="alert">
            {notice}
          </div>
        )}
      </div>
    </AppContext.Provider>
  );
}
