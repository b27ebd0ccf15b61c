import { useCallback, useRef } from 'preact/hooks';
import { inNarrow, type Message, type Narrow } from '../../state/conversations.ts';
import { editNotifies, notifies } from '../../state/desktop-notify.ts';
import type { AppEvent, State } from '../../state/store.ts';
import { showNotification } from './show.ts';

/**
 * What the events subscription calls with each event (before it is applied): a desktop
 * notification for a new message, or an edit that newly mentions the person, when their settings
 * say it notifies and the browser permits it. A message arriving in the view the person is looking
 * at is read as it comes (Zulip notifies only for unread ones): none then. A message notifies once
 * (Zulip's notification_sent), however often it is edited. The code that shows it is fetched the
 * first time one is shown.
 */
export function useDesktopNotifications(
  latest: { current: State },
  timelineShown: () => boolean,
  open: (n: Narrow) => void,
): (e: AppEvent) => void {
  const sent = useRef(new Set<number>());
  return useCallback(
    (e) => {
      if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
      const s = latest.current;
      let m: Message | null | undefined;
      if (e.__typename === 'MessageEvent') {
        m = e.message;
        if (!m || !notifies(s, m, e.flags)) return;
        const t = s.timeline;
        if (document.hasFocus() && timelineShown() && t && !t.hasNewer && inNarrow(m, t.narrow, s.meId)) return;
      } else if (e.__typename === 'UpdateMessageEvent') {
        m = e.message;
        if (!m || !editNotifies(s, m, e.renderingOnly)) return;
      }
      if (!m || sent.current.has(m.messageId)) return;
      sent.current.add(m.messageId);
      showNotification(m, s.meId, s.notify, open);
    },
    [latest, timelineShown, open],
  );
}
