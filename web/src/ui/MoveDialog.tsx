import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { EditMessageMutation } from '../api/messages-operations.ts';
import type { PropagateMode } from '../gql/graphql.ts';
import { errorOf, useApp } from './context.ts';

/** What is moved: one message (and maybe its topic's others), or a whole topic through one of its messages. */
export interface MoveTarget {
  messageId: number;
  channelId: number;
  topic: string;
  scope: 'message' | 'topic';
}

const MODES: { mode: PropagateMode; label: string }[] = [
  { mode: 'CHANGE_ONE', label: 'Only this message' },
  { mode: 'CHANGE_LATER', label: 'This and all following messages in the topic' },
  { mode: 'CHANGE_ALL', label: 'All messages in the topic' },
];

/**
 * A modal `<dialog>`: the browser keeps focus inside it and makes the page
 * behind inert; Esc closes it. Keys typed here never reach the timeline's
 * shortcuts, which listen on the window.
 */
export function Modal({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ComponentChildren;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    // Caught before the timeline's shortcuts, also when focus fell to the body (a button that got disabled).
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close.current();
      } else if (!d?.contains(e.target as Node)) return;
      e.stopPropagation();
    };
    addEventListener('keydown', onKey, true);
    return () => {
      removeEventListener('keydown', onKey, true);
      d?.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      class="modal"
      aria-labelledby="modal-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id="modal-title">{title}</h2>
      {children}
    </dialog>
  );
}

/** Moves messages to another topic and/or channel (Zulip's message edit with propagate_mode and its two notices). */
export function MoveDialog({ target, onClose }: { target: MoveTarget; onClose: () => void }) {
  const { client, state } = useApp();
  const [topic, setTopic] = useState(target.topic);
  const [channelId, setChannelId] = useState(target.channelId);
  const [mode, setMode] = useState<PropagateMode>(target.scope === 'topic' ? 'CHANGE_ALL' : 'CHANGE_ONE');
  // Zulip's defaults: a notice in the new topic, none in the old one.
  const [noticeOld, setNoticeOld] = useState(false);
  const [noticeNew, setNoticeNew] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    const input = {
      messageId: target.messageId,
      propagateMode: mode,
      sendNotificationToOldThread: noticeOld,
      sendNotificationToNewThread: noticeNew,
      ...(topic !== target.topic ? { topic } : {}),
      ...(channelId !== target.channelId ? { channelId } : {}),
    };
    const r = await client.mutation(EditMessageMutation, { input }).toPromise();
    setBusy(false);
    const err = errorOf(r.data?.editMessage, r.error);
    if (err) setError(err);
    else onClose();
  };

  const channels = [...state.subscriptions].sort((a, b) => a.channel.name.localeCompare(b.channel.name));
  return (
    <Modal title={target.scope === 'topic' ? 'Move topic' : 'Move message'} onClose={onClose}>
      <form class="move-form" onSubmit={submit}>
        <label>
          Channel
          <select value={channelId} onChange={(e) => setChannelId(Number(e.currentTarget.value))}>
            {channels.map((s) => (
              <option key={s.channel.channelId} value={s.channel.channelId}>
                #{s.channel.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          New topic
          <input value={topic} placeholder="general chat" onInput={(e) => setTopic(e.currentTarget.value)} />
        </label>
        {target.scope === 'message' && (
          <fieldset>
            <legend>Which messages</legend>
            {MODES.map((o) => (
              <label key={o.mode} class="check">
                <input
                  type="radio"
                  name="propagate"
                  value={o.mode}
                  checked={mode === o.mode}
                  onChange={() => setMode(o.mode)}
                />
                {o.label}
              </label>
            ))}
          </fieldset>
        )}
        <label class="check">
          <input type="checkbox" checked={noticeOld} onChange={(e) => setNoticeOld(e.currentTarget.checked)} />
          Send automated notice to old topic
        </label>
        <label class="check">
          <input type="checkbox" checked={noticeNew} onChange={(e) => setNoticeNew(e.currentTarget.checked)} />
          Send automated notice to new topic
        </label>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <div class="buttons">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" disabled={busy}>
            Move
          </button>
        </div>
      </form>
    </Modal>
  );
}
