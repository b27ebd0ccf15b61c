import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { Message } from '../../state/conversations.ts';
import type { ComposeHandle } from '../Compose.tsx';
import type { AppApi } from '../context.ts';
import { SEARCH_INPUT_ID } from '../SearchBox.tsx';
import { conversationOf, nextUnread, pressOnMessage, toggleThumbsUp } from '../shortcuts.tsx';

/**
 * Keyboard: arrows move the selection, `r` replies to it, `c` composes (not while typing), and Zulip's
 * other shortcuts. The listener reads the selection and the messages as last rendered: an effect
 * re-registering it runs after the page already shows the new selection, and a key pressed in between
 * would act on the old one (`r` replying in the topic of the message selected before). It listens from
 * the render that first shows the timeline (a layout effect): a key pressed once it shows is never lost.
 */
export function useTimelineKeys(
  app: AppApi,
  compose: RefObject<ComposeHandle>,
  messages: Message[],
  selected: number | null,
  setSelected: (id: number | null) => void,
  setHelp: (open: boolean) => void,
): void {
  const latest = useRef({ messages, selected, app });
  latest.current = { messages, selected, app };
  useLayoutEffect(() => {
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
}
