import { useCallback } from 'preact/hooks';
import type { Client } from '@urql/core';
import { MessagesMatchingNarrowQuery } from '../api/live-operations.ts';
import type { Message } from '../state/conversations.ts';
import { questions } from '../state/live-narrow.ts';
import { narrowFilter, NarrowFilterError } from '../state/narrow-filter.ts';
import type { Action, AppEvent, State } from '../state/store.ts';

/**
 * What the events subscription calls with each event (before it is applied): the messages whose
 * place in the open search only the server can tell are asked about, and its answer is applied to
 * that view if it is still open (Zulip's maybe_add_narrowed_messages).
 */
export function useLiveNarrow(
  client: Client,
  latest: { current: State },
  dispatch: (a: Action) => void,
): (e: AppEvent) => void {
  return useCallback(
    (e) => {
      const s = latest.current;
      const asked = questions(s, e);
      const t = s.timeline;
      if (!asked.length || !t) return;
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
    [client, latest, dispatch],
  );
}
