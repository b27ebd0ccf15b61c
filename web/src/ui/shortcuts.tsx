import { useEffect, useRef } from 'preact/hooks';
import { AddReactionMutation, RemoveReactionMutation } from '../api/emoji-operations.ts';
import { narrowKey, type Message, type Narrow } from '../state/conversations.ts';
import type { State } from '../state/store.ts';
import type { AppApi } from './context.ts';

/** Every shortcut the client has, as the `?` dialog lists them (Zulip's keys). */
export const SHORTCUTS: [string, string][] = [
  ['j / ↓', 'Next message'],
  ['k / ↑', 'Previous message'],
  ['End', 'Last message'],
  ['r / Enter', 'Reply to the selected message'],
  ['c', 'New message in this conversation'],
  ['n', 'Next unread topic or conversation'],
  ['s', 'Narrow to the selected message’s conversation'],
  ['e', 'Edit the selected message (your own)'],
  ['+', 'Toggle 👍 on the selected message'],
  ['*', 'Star or unstar the selected message'],
  ['/', 'Search'],
  ['Esc', 'Clear the selection'],
  ['?', 'This list of shortcuts'],
];

export const conversationOf = (m: Message, me: number): Narrow =>
  m.channel
    ? { kind: 'channel', channelId: m.channel.channelId, topic: m.topic }
    : {
        kind: 'dm',
        userIds: m.recipients
          .map((u) => u.userId)
          .filter((id) => id !== me)
          .sort((a, b) => a - b),
      };

/** The oldest unread conversation other than the open one, skipping muted topics (Zulip's `n`). */
export function nextUnread(s: State): Narrow | null {
  const here = s.timeline ? narrowKey(s.timeline.narrow) : '';
  const ids = [...s.unread.keys()].sort((a, b) => a - b);
  for (const id of ids) {
    const key = s.unread.get(id)!;
    if (key === here || s.topicPolicy.get(key) === 'MUTED') continue;
    if (key.startsWith('d:')) return { kind: 'dm', userIds: key.slice(2).split(',').map(Number) };
    const [, channel, ...rest] = key.split(':');
    const lower = rest.join(':');
    const channelId = Number(channel);
    // The key keeps the topic lower-cased; show it as it is spelled where the topic list is known.
    const topic = s.topics.get(channelId)?.find((t) => t.name.toLowerCase() === lower)?.name ?? lower;
    return { kind: 'channel', channelId, topic };
  }
  return null;
}

/** `+`: the viewer's thumbs-up on the message, added or taken back. */
export function toggleThumbsUp(api: AppApi, m: Message): void {
  const input = { messageId: m.messageId, emojiName: '+1' };
  const mine = m.reactions.some((r) => r.emojiName === '+1' && r.user.userId === api.state.meId);
  void (
    mine ? api.client.mutation(RemoveReactionMutation, { input }) : api.client.mutation(AddReactionMutation, { input })
  ).toPromise();
}

/** Presses a control of the message's row (its Star or Edit button), as a click would. */
export function pressOnMessage(messageId: number, labels: string[]): void {
  const row = document.getElementById(`message-${messageId}`);
  for (const label of labels) {
    const b = row?.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
    if (b) return b.click();
  }
}

/** The `?` dialog: a modal listing every shortcut; Esc or the button closes it. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog ref={ref} class="shortcuts" aria-label="Keyboard shortcuts" onClose={onClose}>
      <h2>Keyboard shortcuts</h2>
      <table>
        <tbody>
          {SHORTCUTS.map(([k, what]) => (
            <tr key={k}>
              <th scope="row">
                <kbd>{k}</kbd>
              </th>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" onClick={() => ref.current?.close()}>
        Close
      </button>
    </dialog>
  );
}
