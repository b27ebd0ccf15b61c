import { DeleteDraftMutation } from '../../api/compose-operations.ts';
import { othersOf, type Narrow } from '../../state/conversations.ts';
import type { Draft, State } from '../../state/store.ts';
import { dayLabel, timeOfDay } from '../content/dates.ts';
import { errorOf, useApp } from '../context.ts';

const narrowOf = (d: Draft, me: number): Narrow =>
  d.type === 'CHANNEL'
    ? { kind: 'channel', channelId: d.to[0], topic: d.topic }
    : { kind: 'dm', userIds: othersOf(d.to, me) };

/** "#channel > topic", or the people of the direct conversation, as Zulip's drafts list names them. */
function conversationOf(s: State, d: Draft): string {
  if (d.type === 'CHANNEL') {
    const name = s.subscriptions.find((x) => x.channel.channelId === d.to[0])?.channel.name ?? `channel ${d.to[0]}`;
    return `#${name} > ${d.topic || 'general chat'}`;
  }
  return othersOf(d.to, s.meId)
    .map((id) => s.users.get(id)?.fullName ?? `user ${id}`)
    .join(', ');
}

/**
 * Zulip's `#drafts`: the drafts kept on the server, newest first. Restoring opens the conversation,
 * whose compose box fills with its draft and takes the focus; the list follows other devices' changes
 * through the events.
 */
export function DraftsView() {
  const { client, state, go, notify } = useApp();
  const drafts = [...state.drafts.values()].sort(
    (a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp) || b.draftId - a.draftId,
  );

  const remove = async (d: Draft) => {
    const r = await client.mutation(DeleteDraftMutation, { input: { draftId: d.draftId } }).toPromise();
    const err = errorOf(r.data?.deleteDraft, r.error);
    if (err) notify(err);
  };

  return (
    <section class="view drafts" aria-label="Drafts">
      <h1 class="narrow-title">Drafts</h1>
      {!drafts.length && <p class="empty">No drafts.</p>}
      <ul aria-label="Drafts">
        {drafts.map((d) => {
          const where = conversationOf(state, d);
          return (
            <li key={d.draftId} class="draft" aria-label={`Draft: ${where}`}>
              <div class="draft-head">
                <span class="name">{where}</span>
                <span class="time">{`${dayLabel(d.timestamp)} ${timeOfDay(d.timestamp)}`}</span>
              </div>
              <p class="draft-content">{d.content}</p>
              <div class="buttons">
                <button type="button" onClick={() => go(narrowOf(d, state.meId), { compose: true })}>
                  Restore
                </button>
                <button type="button" onClick={() => void remove(d)}>
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
