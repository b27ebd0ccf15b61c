import { useEffect, useRef, useState } from 'preact/hooks';
import { EditMessageMutation } from '../api/messages-operations.ts';
import { MarkTopicReadMutation, SetTopicVisibilityMutation } from '../api/topics-operations.ts';
import { channelTopicKey } from '../state/conversations.ts';
import { narrowFilter } from '../state/narrow-filter.ts';
import { errorOf, useApp } from './context.ts';
import { MoveDialog } from './MoveDialog.tsx';

/** Zulip's resolved-topic mark; the server recognises a rename that only adds or removes it as (un)resolving. */
const RESOLVED = '✔ ';

/**
 * A topic's actions: move or rename it, resolve or unresolve it, follow or unfollow it, mark it read.
 * `messageId` is any message of the topic: Zulip moves a topic by editing one
 * of its messages with propagate_mode change_all.
 */
export function TopicMenu({
  channelId,
  topic,
  messageId,
}: {
  channelId: number;
  topic: string;
  messageId: number | undefined;
}) {
  const { client, state, notify } = useApp();
  const [open, setOpen] = useState(false);
  const [moving, setMoving] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const resolved = topic.startsWith(RESOLVED);
  const name = topic || 'general chat';
  const followed = state.topicPolicy.get(channelTopicKey(channelId, topic)) === 'FOLLOWED';

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const away = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    addEventListener('mousedown', away);
    return () => removeEventListener('mousedown', away);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const act = async (
    p: Promise<{
      data?: Record<string, { __typename?: string; message?: string } | undefined> | null;
      error?: { message: string };
    }>,
  ) => {
    setOpen(false);
    const r = await p;
    const err = errorOf(r.data ? Object.values(r.data)[0] : undefined, r.error);
    if (err) notify(err);
  };

  const toggleResolved = () => {
    if (messageId === undefined) return;
    const next = resolved ? topic.slice(RESOLVED.length) : RESOLVED + topic;
    const input = {
      messageId,
      topic: next,
      propagateMode: 'CHANGE_ALL' as const,
      sendNotificationToOldThread: false,
      sendNotificationToNewThread: true,
    };
    void act(client.mutation(EditMessageMutation, { input }).toPromise());
  };

  // Unfollowing goes back to the channel's default, as Zulip's topic menu does.
  const toggleFollowed = () => {
    const input = { channelId, topic, visibilityPolicy: followed ? ('INHERIT' as const) : ('FOLLOWED' as const) };
    void act(client.mutation(SetTopicVisibilityMutation, { input }).toPromise());
  };

  const markRead = () => {
    const filter = narrowFilter({ kind: 'channel', channelId, topic });
    const input = {
      anchor: 'oldest',
      includeAnchor: true,
      numBefore: 0,
      numAfter: 5000,
      filter,
      op: 'ADD' as const,
      flag: 'READ' as const,
    };
    void act(client.mutation(MarkTopicReadMutation, { input }).toPromise());
  };

  return (
    <div class="topic-menu" ref={root}>
      <button
        ref={trigger}
        type="button"
        class="icon"
        aria-label={`Topic actions for ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        ⋮
      </button>
      {open && (
        <div
          class="menu"
          role="menu"
          aria-label={`Actions for ${name}`}
          onKeyDown={(e) => {
            e.stopPropagation();
            const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
            const i = items.indexOf(document.activeElement as HTMLElement);
            if (e.key === 'Escape') close();
            else if (e.key === 'ArrowDown') items[(i + 1) % items.length]?.focus();
            else if (e.key === 'ArrowUp') items[(i - 1 + items.length) % items.length]?.focus();
            else return;
            e.preventDefault();
          }}
        >
          {messageId !== undefined && (
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                setMoving(true);
              }}
            >
              Move or rename topic…
            </button>
          )}
          {messageId !== undefined && (
            <button type="button" role="menuitem" onClick={toggleResolved}>
              {resolved ? 'Mark as unresolved' : 'Mark as resolved'}
            </button>
          )}
          <button type="button" role="menuitem" onClick={toggleFollowed}>
            {followed ? 'Unfollow topic' : 'Follow topic'}
          </button>
          <button type="button" role="menuitem" onClick={markRead}>
            Mark topic as read
          </button>
        </div>
      )}
      {moving && messageId !== undefined && (
        <MoveDialog target={{ messageId, channelId, topic, scope: 'topic' }} onClose={() => setMoving(false)} />
      )}
    </div>
  );
}
