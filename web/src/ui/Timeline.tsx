import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { TimelineQuery } from '../api/messages-operations.ts';
import type { Narrow } from '../state/conversations.ts';
import { narrowFilter, NarrowFilterError } from '../state/narrow-filter.ts';
import { directoryOf, narrowHash } from '../state/narrow-url.ts';
import { searchTitle } from '../state/search.ts';
import type { State } from '../state/store.ts';
import type { ComposeHandle } from './Compose.tsx';
import { useApp } from './context.ts';
import { dayLabel, dayOf } from './content/dates.ts';
import { MessageRow } from './MessageRow.tsx';
import { ShortcutsDialog } from './shortcuts.tsx';
import { TopicMenu } from './TopicMenu.tsx';
import { useMarkReadOnView } from './useMarkReadOnView.ts';
import { pageOf } from '../state/pages.ts';
import { useTimelineKeys } from './timeline/useTimelineKeys.ts';
import { useVirtualRows } from './timeline/useVirtualRows.ts';

export function narrowTitle(s: State, n: Narrow): string {
  if (n.kind === 'search') return searchTitle(n.terms, directoryOf(s));
  if (n.kind === 'dm') return n.userIds.map((id) => s.users.get(id)?.fullName ?? `user ${id}`).join(', ');
  const name =
    s.subscriptions.find((x) => x.channel.channelId === n.channelId)?.channel.name ?? `channel ${n.channelId}`;
  return n.topic === undefined ? `#${name}` : `#${name} > ${n.topic || 'general chat'}`;
}

/** The messages of the narrow: the newest page first, older pages as one scrolls up, new ones live. */
export function Timeline({ compose }: { compose: RefObject<ComposeHandle> }) {
  const app = useApp();
  const { client, state, dispatch } = app;
  const [help, setHelp] = useState(false);
  const t = state.timeline!;
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const ids = useMemo(() => t.messages.map((m) => m.messageId), [t.messages]);
  // Only the rows near the view are in the page; the view is held where it is as rows come and go.
  const rows = useVirtualRows(scroller, list, t.key, ids);
  const shown = useMemo(() => t.messages.slice(rows.start, rows.end), [t.messages, rows.start, rows.end]);
  // A conversation view is a topic or a direct conversation, not a whole channel's feed.
  const conversation = t.narrow.kind === 'dm' || (t.narrow.kind === 'channel' && t.narrow.topic !== undefined);
  useMarkReadOnView(
    scroller,
    state.markReadOnScroll === 'ALWAYS' || (state.markReadOnScroll === 'CONVERSATION_VIEWS' && conversation),
    shown,
  );

  // The first page (the newest, or around the `near` message), then older pages upwards and newer ones downwards.
  const load = async (direction: 'first' | 'older' | 'newer') => {
    const key = t.key;
    const near = t.narrow.near;
    dispatch({ type: 'loading', key });
    const page =
      direction === 'older'
        ? { last: 50, before: t.startCursor }
        : direction === 'newer'
          ? { first: 50, after: t.endCursor }
          : near === undefined
            ? { last: 50 }
            : { anchorMessageId: near, first: 50, last: 50 };
    let filter;
    try {
      filter = narrowFilter(t.narrow);
    } catch (e) {
      if (!(e instanceof NarrowFilterError)) throw e;
      // A term the typed filter has no place for: refused here, as the server would.
      const none = { endCursor: null, hasNewer: false };
      const page = { messages: [], startCursor: null, hasOlder: false, newer: none, newest: false };
      return dispatch({ type: 'page', key, ...page, error: e.message });
    }
    const r = await client.query(TimelineQuery, { filter, ...page }, { requestPolicy: 'network-only' }).toPromise();
    const c = r.data?.messagesConnection;
    const info = c?.pageInfo;
    dispatch({
      type: 'page',
      key,
      messages: c?.edges.map((e) => e.node) ?? [],
      startCursor: direction === 'newer' ? t.startCursor : (info?.startCursor ?? null),
      hasOlder: direction === 'newer' ? t.hasOlder : (info?.hasPreviousPage ?? false),
      newer:
        direction === 'older'
          ? undefined
          : { endCursor: info?.endCursor ?? null, hasNewer: info?.hasNextPage ?? false },
      newest: direction === 'first' && near === undefined,
      error: c ? null : (r.error?.graphQLErrors[0]?.message ?? r.error?.message ?? 'The messages could not be read'),
    });
  };

  // The newest page when the narrow opens, and again after events may have been missed. A view kept
  // from before (the store keeps recent narrows up to date) is shown as it was, without asking again.
  const generation = useRef(state.generation);
  useEffect(() => {
    const missed = generation.current !== state.generation;
    generation.current = state.generation;
    setSelected(t.narrow.near ?? null);
    if (!missed && t.messages.length && !t.loading && rows.placed) return;
    if (missed && rows.placed) rows.place({ kind: 'bottom' });
    else rows.reset();
    void load('first');
  }, [t.key, state.generation]);

  // The address names the view as Zulip writes it: a view that followed its topic to a new name or
  // channel, or was opened by an older form of link (`#narrow/stream/Verona`), keeps it in step.
  const hash = narrowHash(t.narrow, directoryOf(state));
  // An address naming a page is left alone: it was just followed (its hashchange, a task queued after the
  // navigation, may not have run yet) and the page replaces this view, so rewriting it here would lose it.
  // A layout effect: the address changes with the heading, never a painted frame after it.
  useLayoutEffect(() => {
    if (location.hash !== hash && !pageOf(location.hash)) history.replaceState(null, '', hash);
  }, [hash]);

  // Open at the first unread message, as Zulip does, so that what lies below stays unread until
  // scrolled to (older messages arriving above and new ones at the bottom leave the view where it is held).
  useLayoutEffect(() => {
    if (rows.placed || !t.messages.length) return;
    // All unread from the oldest loaded message on: they may begin further back, so the newest are shown instead.
    const near = t.narrow.near;
    const first = t.messages.find((m) => (near === undefined ? state.unread.has(m.messageId) : m.messageId >= near));
    const known = first && (near !== undefined || first !== t.messages[0] || !t.hasOlder);
    rows.place(known ? { kind: 'row', id: first.messageId, y: 24 } : { kind: 'bottom' });
  }, [t.messages]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    rows.onScroll();
    if (el.scrollTop < 150 && t.hasOlder && !t.loading && t.startCursor) void load('older');
    else if (!rows.atBottom() || !t.hasNewer || t.loading || !t.endCursor) return;
    else void load('newer');
  };

  useTimelineKeys(app, compose, t.messages, selected, setSelected, setHelp);

  // Scrolled to in the render that marks it selected: a later effect would show the mark off screen first.
  useLayoutEffect(() => {
    if (selected !== null) rows.reveal(selected);
  }, [selected]);

  return (
    <section class="timeline" aria-label={`Messages in ${narrowTitle(state, t.narrow)}`}>
      {help && <ShortcutsDialog onClose={() => setHelp(false)} />}
      <div class="narrow-header">
        <h1 class="narrow-title">{narrowTitle(state, t.narrow)}</h1>
        {t.narrow.kind === 'channel' && t.narrow.topic !== undefined && (
          <TopicMenu
            channelId={t.narrow.channelId}
            topic={t.narrow.topic}
            messageId={t.messages[t.messages.length - 1]?.messageId}
          />
        )}
      </div>
      <div class="scroller" ref={scroller} onScroll={onScroll} role="log" aria-live="polite">
        {t.loading && t.hasOlder && <p class="loading">Loading…</p>}
        {t.error && (
          <p class="error" role="alert">
            {t.error}
          </p>
        )}
        {!t.hasOlder && !t.loading && !t.error && <p class="start">The beginning of the conversation.</p>}
        <ol class="messages" ref={list}>
          <li key="above" class="spacer" aria-hidden="true" style={{ height: `${rows.padTop}px` }} />
          {shown.flatMap((m, j) => {
            const previous = t.messages[rows.start + j - 1];
            // A separator where the day changes (in the viewer's time zone), as in Zulip. Rows and separators
            // are keyed siblings (not fragments), so that rows put in above keep their order in the page.
            const newDay = !previous || dayOf(previous.timestamp) !== dayOf(m.timestamp);
            const row = (
              <MessageRow
                key={m.messageId}
                message={m}
                previous={previous}
                showTopic={t.narrow.kind === 'search' || (t.narrow.kind === 'channel' && t.narrow.topic === undefined)}
                selected={m.messageId === selected}
                onSelect={setSelected}
              />
            );
            if (!newDay) return [row];
            const day = dayLabel(m.timestamp);
            return [
              <li key={`day-${m.messageId}`} class="date-separator" role="separator" aria-label={day}>
                <span>{day}</span>
              </li>,
              row,
            ];
          })}
          <li key="below" class="spacer" aria-hidden="true" style={{ height: `${rows.padBottom}px` }} />
        </ol>
      </div>
    </section>
  );
}
