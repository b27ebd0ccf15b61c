import { Fragment, type RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { TimelineQuery } from '../api/operations.ts';
import { narrowTerms, type Narrow } from '../state/conversations.ts';
import { directoryOf, narrowHash } from '../state/narrow-url.ts';
import { searchTitle } from '../state/search.ts';
import type { State } from '../state/store.ts';
import type { ComposeHandle } from './Compose.tsx';
import { useApp } from './context.ts';
import { dayLabel, dayOf } from './content/dates.ts';
import { MessageRow } from './MessageRow.tsx';
import { conversationOf, nextUnread, pressOnMessage, ShortcutsDialog, toggleThumbsUp } from './shortcuts.tsx';
import { SEARCH_INPUT_ID } from './SearchBox.tsx';
import { TopicMenu } from './TopicMenu.tsx';
import { useMarkReadOnView } from './useMarkReadOnView.ts';

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
  const [selected, setSelected] = useState<number | null>(null);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const atBottom = useRef(true);
  /** Whether the narrow's first messages have been placed (at the first unread, else the bottom). */
  const placed = useRef(false);
  // A conversation view is a topic or a direct conversation, not a whole channel's feed.
  const conversation = t.narrow.kind === 'dm' || (t.narrow.kind === 'channel' && t.narrow.topic !== undefined);
  useMarkReadOnView(
    scroller,
    state.markReadOnScroll === 'ALWAYS' || (state.markReadOnScroll === 'CONVERSATION_VIEWS' && conversation),
    t.messages,
  );

  // The first page (the newest, or around the `near` message), then older pages upwards and newer ones downwards.
  const load = async (direction: 'first' | 'older' | 'newer') => {
    const key = t.key;
    const near = t.narrow.near;
    dispatch({ type: 'loading', key });
    if (direction === 'older' && scroller.current)
      anchor.current = { height: scroller.current.scrollHeight, top: scroller.current.scrollTop };
    const page =
      direction === 'older'
        ? { last: 50, before: t.startCursor }
        : direction === 'newer'
          ? { first: 50, after: t.endCursor }
          : near === undefined
            ? { last: 50 }
            : { anchorMessageId: near, first: 50, last: 50 };
    const r = await client
      .query(TimelineQuery, { narrow: narrowTerms(t.narrow), ...page }, { requestPolicy: 'network-only' })
      .toPromise();
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

  // The newest page when the narrow opens, and again after events may have been missed.
  useEffect(() => {
    atBottom.current = true;
    setSelected(t.narrow.near ?? null);
    void load('first');
  }, [t.key, state.generation]);
  useEffect(() => {
    placed.current = false;
  }, [t.key]);

  // The address names the view as Zulip writes it: a view that followed its topic to a new name or
  // channel, or was opened by an older form of link (`#narrow/stream/Verona`), keeps it in step.
  const hash = narrowHash(t.narrow, directoryOf(state));
  useEffect(() => {
    if (location.hash !== hash) history.replaceState(null, '', hash);
  }, [hash]);

  // Open at the first unread message, as Zulip does, so that what lies below stays unread until
  // scrolled to; keep the view where it was when older messages arrive above; follow new ones at the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (anchor.current) {
      el.scrollTop = anchor.current.top + (el.scrollHeight - anchor.current.height);
      anchor.current = null;
    } else if (!placed.current && t.messages.length) {
      placed.current = true;
      // All unread from the oldest loaded message on: they may begin further back, so the newest are shown instead.
      const near = t.narrow.near;
      const first = t.messages.find((m) => (near === undefined ? state.unread.has(m.messageId) : m.messageId >= near));
      const known = first && (near !== undefined || first !== t.messages[0] || !t.hasOlder);
      const row = known && document.getElementById(`message-${first.messageId}`);
      el.scrollTop = row
        ? el.scrollTop + row.getBoundingClientRect().top - el.getBoundingClientRect().top - 24
        : el.scrollHeight;
      atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    } else if (atBottom.current) el.scrollTop = el.scrollHeight;
  }, [t.messages]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    if (el.scrollTop < 150 && t.hasOlder && !t.loading && t.startCursor) void load('older');
    else if (!atBottom.current || !t.hasNewer || t.loading || !t.endCursor) return;
    else void load('newer');
  };

  // Keyboard: arrows move the selection, `r` replies to it, `c` composes (not while typing).
  // The listener reads the selection and the messages as last rendered: an effect re-registering
  // it runs after the page already shows the new selection, and a key pressed in between would
  // act on the old one (`r` replying in the topic of the message selected before).
  const latest = useRef({ messages: t.messages, selected, app });
  latest.current = { messages: t.messages, selected, app };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      if (e.ctrlKey || e.metaKey || e.altKey || target?.closest('dialog')) return;
      // Enter on a focused link or button is that control's own (following the link, pressing the button).
      if (e.key === 'Enter' && target?.closest('a[href], button, summary, [role="button"], [role="link"], label'))
        return;
      const { messages, selected, app } = latest.current;
      const ids = messages.map((m) => m.messageId);
      const i = selected === null ? ids.length : ids.indexOf(selected);
      const current = messages.find((x) => x.messageId === (selected ?? ids[ids.length - 1]));
      if (e.key === 'ArrowUp' || e.key === 'k') {
        if (ids.length) setSelected(ids[Math.max(0, i - 1)]);
      } else if (e.key === 'ArrowDown' || e.key === 'j') {
        if (ids.length) setSelected(ids[Math.min(ids.length - 1, i + 1)]);
      } else if (e.key === 'End') {
        if (ids.length) setSelected(ids[ids.length - 1]);
      } else if (e.key === 'r' || e.key === 'Enter') {
        if (!current) return;
        compose.current?.replyTo(current);
      } else if (e.key === 'c') {
        compose.current?.focus();
      } else if (e.key === 'Escape') {
        setSelected(null);
      } else if (e.key === '?') {
        setHelp(true);
      } else if (e.key === '/') {
        document.getElementById(SEARCH_INPUT_ID)?.focus();
      } else if (e.key === 'n') {
        const next = nextUnread(app.state);
        if (next) app.go(next);
      } else if (e.key === 's' && current) {
        app.go(conversationOf(current, app.state.meId));
      } else if (e.key === 'e' && current) {
        pressOnMessage(current.messageId, ['Edit']);
      } else if (e.key === '*' && current) {
        pressOnMessage(current.messageId, ['Star', 'Unstar']);
      } else if (e.key === '+' && current) {
        toggleThumbsUp(app, current);
      } else return;
      e.preventDefault();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [compose]);

  useEffect(() => {
    if (selected !== null) document.getElementById(`message-${selected}`)?.scrollIntoView({ block: 'nearest' });
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
        <ol class="messages">
          {t.messages.map((m, i) => {
            const previous = t.messages[i - 1];
            // A separator where the day changes (in the viewer's time zone), as in Zulip.
            const newDay = !previous || dayOf(previous.timestamp) !== dayOf(m.timestamp);
            return (
              <Fragment key={m.messageId}>
                {newDay && (
                  <li class="date-separator" role="separator" aria-label={dayLabel(m.timestamp)}>
                    <span>{dayLabel(m.timestamp)}</span>
                  </li>
                )}
                <MessageRow
                  message={m}
                  previous={previous}
                  showTopic={
                    t.narrow.kind === 'search' || (t.narrow.kind === 'channel' && t.narrow.topic === undefined)
                  }
                  selected={m.messageId === selected}
                  onSelect={() => setSelected(m.messageId)}
                />
              </Fragment>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
