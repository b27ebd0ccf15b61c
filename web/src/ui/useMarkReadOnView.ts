import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { UpdateFlagsMutation } from '../api/messages-operations.ts';
import { errorOf, useApp } from './context.ts';

/** A pause before asking, so that a scroll's worth of messages goes in one request. */
const BATCH_MS = 250;

/** Seen: half of it in view, or (a long message) half of the view filled by it. */
function seen(e: IntersectionObserverEntry): boolean {
  if (!e.isIntersecting) return false;
  return e.intersectionRatio >= 0.5 || (e.rootBounds !== null && e.intersectionRect.height >= e.rootBounds.height / 2);
}

/**
 * Marks unread messages read once they have been seen in `scroller`'s rows
 * (`[data-message-id]`), as Zulip's web app does when a message scrolls into
 * view: only while the window has focus and the page is shown (a message that
 * arrives in a background tab stays unread until one looks). `rowsChanged`
 * names the rows rendered, so new ones are watched.
 */
export function useMarkReadOnView(scroller: RefObject<HTMLElement>, enabled: boolean, rowsChanged: unknown): void {
  const { client, state } = useApp();
  const visible = useRef(new Set<number>());
  /** Asked for and not yet confirmed by the flags event: not asked for twice. */
  const asked = useRef(new Set<number>());
  const pending = useRef(new Set<number>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const observer = useRef<IntersectionObserver | null>(null);
  const watched = useRef(new Map<Element, number>());
  const live = useRef({ unread: state.unread, enabled });
  live.current = { unread: state.unread, enabled };

  const flush = () => {
    timer.current = undefined;
    const ids = [...pending.current].filter((id) => live.current.unread.has(id));
    pending.current.clear();
    if (!ids.length) return;
    for (const id of ids) asked.current.add(id);
    void client
      .mutation(UpdateFlagsMutation, { input: { op: 'ADD', flag: 'READ', messageIds: ids } })
      .toPromise()
      .then((r) => {
        // Refused or lost: they may be asked for again when next seen.
        if (errorOf(r.data?.updateMessageFlags, r.error)) for (const id of ids) asked.current.delete(id);
      });
  };

  const process = () => {
    if (!live.current.enabled || document.visibilityState !== 'visible' || !document.hasFocus()) return;
    for (const id of visible.current)
      if (live.current.unread.has(id) && !asked.current.has(id)) pending.current.add(id);
    if (pending.current.size && timer.current === undefined) timer.current = setTimeout(flush, BATCH_MS);
  };

  /** Watches rows as they are rendered; forgets those gone. */
  const watchRows = () => {
    const io = observer.current;
    const root = scroller.current;
    if (!io || !root) return;
    for (const [el, id] of watched.current) {
      if (el.isConnected) continue;
      io.unobserve(el);
      watched.current.delete(el);
      visible.current.delete(id);
    }
    for (const el of root.querySelectorAll<HTMLElement>('[data-message-id]')) {
      if (watched.current.has(el)) continue;
      watched.current.set(el, Number(el.dataset.messageId));
      io.observe(el);
    }
  };

  useLayoutEffect(() => {
    const root = scroller.current;
    if (!root) return;
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const id = watched.current.get(e.target);
          if (id === undefined) continue;
          if (seen(e)) visible.current.add(id);
          else visible.current.delete(id);
        }
        process();
      },
      { root, threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    observer.current = io;
    watchRows();
    addEventListener('focus', process);
    document.addEventListener('visibilitychange', process);
    return () => {
      io.disconnect();
      observer.current = null;
      watched.current.clear();
      visible.current.clear();
      clearTimeout(timer.current);
      timer.current = undefined;
      removeEventListener('focus', process);
      document.removeEventListener('visibilitychange', process);
    };
  }, []);

  useLayoutEffect(watchRows, [rowsChanged]);

  // Read elsewhere (or marked unread again): forget what was asked; what is in view may be unread now.
  useEffect(() => {
    for (const id of asked.current) if (!state.unread.has(id)) asked.current.delete(id);
    process();
  }, [state.unread, enabled]);
}
