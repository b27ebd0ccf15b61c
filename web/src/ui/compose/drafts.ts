import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { CreateDraftsMutation, DeleteDraftMutation, UpdateDraftMutation } from '../../api/compose-operations.ts';
import type { DraftInput } from '../../gql/graphql.ts';
import { channelTopicKey, dmKey } from '../../state/conversations.ts';
import type { Draft, State } from '../../state/store.ts';
import { useApp } from '../context.ts';

/** Where the box sends: a channel's topic, or a direct conversation. */
export type Target = { channelId: number; topic: string } | { userIds: number[] };

export const keyOf = (t: Target, me: number) =>
  'userIds' in t ? dmKey(t.userIds, me) : channelTopicKey(t.channelId, t.topic);

function draftFor(s: State, t: Target): Draft | undefined {
  for (const d of s.drafts.values()) {
    if (
      'userIds' in t
        ? d.type === 'DIRECT' && dmKey(d.to, s.meId) === dmKey(t.userIds, s.meId)
        : d.type === 'CHANNEL' && d.to[0] === t.channelId && d.topic.toLowerCase() === t.topic.toLowerCase()
    )
      return d;
  }
  return undefined;
}

const DRAFT_SAVE_MS = 800;

/**
 * The conversation's saved draft: it fills the box when one turns to the conversation, and a
 * change of it made on another tab or device shows too, unless one is typing here. `save` keeps
 * what one types a moment after the last key; `discard` drops it once the message is sent.
 */
export function useDrafts(
  target: Target | null,
  targetKey: string | null,
  box: RefObject<HTMLTextAreaElement>,
  setText: (text: string) => void,
) {
  const { client, state, dispatch } = useApp();
  const draftTimer = useRef<ReturnType<typeof setTimeout>>();

  const draft = target ? draftFor(state, target) : undefined;
  const lastDraft = useRef<{ key: string | null; content?: string }>({ key: null });
  // With the box's reset (a layout effect too): the draft is there in the first frame, before one types.
  useLayoutEffect(() => {
    const prev = lastDraft.current;
    lastDraft.current = { key: targetKey, content: draft?.content };
    if (prev.key !== targetKey) {
      if (draft) setText(draft.content);
    } else if (prev.content !== draft?.content && document.activeElement !== box.current) setText(draft?.content ?? '');
  }, [targetKey, draft?.content]);

  const save = (content: string) => {
    if (!state.draftsEnabled || !target) return;
    clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(async () => {
      const existing = draftFor(state, target);
      const d: DraftInput =
        'userIds' in target
          ? { type: 'DIRECT', to: target.userIds, topic: '', content, timestamp: new Date().toISOString() }
          : {
              type: 'CHANNEL',
              to: [target.channelId],
              topic: target.topic,
              content,
              timestamp: new Date().toISOString(),
            };
      if (!content.trim()) {
        if (existing) await client.mutation(DeleteDraftMutation, { input: { draftId: existing.draftId } }).toPromise();
      } else if (existing)
        await client.mutation(UpdateDraftMutation, { input: { draftId: existing.draftId, draft: d } }).toPromise();
      else {
        const r = await client.mutation(CreateDraftsMutation, { input: { drafts: [d] } }).toPromise();
        const res = r.data?.createDrafts;
        if (res?.__typename === 'CreateDraftsPayload')
          dispatch({
            type: 'draftIds',
            drafts: [
              {
                draftId: res.drafts[0].draftId,
                type: d.type,
                to: d.to,
                topic: d.topic,
                content,
                timestamp: new Date().toISOString(),
              },
            ],
          });
      }
    }, DRAFT_SAVE_MS);
  };

  const discard = (sentTo: Target) => {
    clearTimeout(draftTimer.current);
    const existing = draftFor(state, sentTo);
    if (existing) void client.mutation(DeleteDraftMutation, { input: { draftId: existing.draftId } }).toPromise();
  };

  return { save, discard };
}
