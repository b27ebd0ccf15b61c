import { useCallback } from 'preact/hooks';
import type { Client } from '@urql/core';
import { MessagesMatchingNarrowQuery } from '../api/live-operations.ts';
import type { Message } from '../state/conversations.ts';
import { questions } from '../state/live-narrow.ts';
import { narrowFilter, NarrowFilterError } from '../state/narrow-filter.ts';
import type { Action, AppEvent, State, Timeline } from '../state/store.ts';

/**
 * What the events subscription calls with each event (before it is applied): the messages whose
 * place in a search only the server can tell are asked about, and its answer is applied to that
 * view (Zulip's maybe_add_narrowed_messages). Kept views are asked about too, so that going back
 * to a search shows what matched meanwhile, as a fresh search would.
 */
export function useLiveNarrow(
  client: Client,
  latest: { current: State },
  dispatch: (a: Action) => void,
): (e: AppEvent) => void {
  const ask = useCallback(
    (t: Timeline, asked: number[]) => {
      let filter;
      try {
        filter = narrowFilter(t.narrow);
      } catch (err) {
        // The view itself could not be read: nothing in it to keep up to date.
        if (err instanceof NarrowFilterError) return;
        throw err;
      }
      void client
        .query(MessagesMatchingNarrowQuery, { filter, messageIds: asked }, { requestPolicy: 'network-only' })
        .toPromise()
        .then((r) => {
          const matched = r.data?.messagesMatchingNarrow;
          if (!matched) return;
          const found = matched.flatMap((x): Message[] =>
            x.message ? [{ ...x.message, matchContent: x.matchContent, matchTopic: x.matchTopic }] : [],
          );
          dispatch({ type: 'matched', key: t.key, asked, found });
        });
    },
    [client, dispatch],
  );
  return useCallback(
    (e) => {
      const s = latest.current;
      for (const t of [s.timeline, ...s.cached.values()]) {
        if (!t) continue;
        const asked = questions(t, e);
        if (asked.length) ask(t, asked);
      }
    },
    [latest, ask],
  );
}
