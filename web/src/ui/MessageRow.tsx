import { Component } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { AddReactionMutation, RemoveReactionMutation } from '../api/emoji-operations.ts';
import {
  DeleteMessageMutation,
  EditMessageMutation,
  RawMessageQuery,
  UpdateFlagsMutation,
} from '../api/messages-operations.ts';
import type { Message } from '../state/conversations.ts';
import { dayOf, fullDate, timeOfDay } from './content/dates.ts';
import { ensureKatexStylesheet, hasMath } from './content/katex.ts';
import { Lightbox, type LightboxItem } from './content/Lightbox.tsx';
import { prepareContent, previewOf, toggleSpoiler } from './content/prepare.ts';
import { secondsOf } from '../state/times.ts';
import { errorOf, useApp } from './context.ts';
import { useWidget, Widget } from './Widget.tsx';
import { EmojiPicker } from './EmojiPicker.tsx';
import { MoveDialog } from './MoveDialog.tsx';
import { ReactionEmoji, StatusEmoji } from './UserStatus.tsx';
import { SenderMenu } from './SenderMenu.tsx';
import { directoryOf, narrowOfLink } from '../state/narrow-url.ts';

/** Where a message is, in a view of several topics: its topic (a search's: its channel too, matches highlighted). */
function RecipientLabel({ message: m }: { message: Message }) {
  if (m.matchTopic == null) return <span class="topic-label">{m.topic || 'general chat'}</span>;
  return (
    <span class="topic-label">
      #{m.channel?.name} &gt; <span dangerouslySetInnerHTML={{ __html: m.matchTopic || 'general chat' }} />
    </span>
  );
}

interface RowProps {
  message: Message;
  previous?: Message;
  showTopic: boolean;
  selected: boolean;
  onSelect: (messageId: number) => void;
}

/**
 * One message of the timeline, rendered again only when its own props or the app's state change: the
 * timeline re-renders as rows come into and leave the page, and the rows staying need not.
 */
export class MessageRow extends Component<RowProps> {
  override shouldComponentUpdate(next: RowProps): boolean {
    const now = this.props;
    return (Object.keys(next) as (keyof RowProps)[]).some((k) => next[k] !== now[k]);
  }

  render(props: RowProps) {
    return <Row {...props} />;
  }
}

function Row({ message: m, previous, showTopic, selected, onSelect }: RowProps) {
  const { client, state, notify, go } = useApp();
  const [picking, setPicking] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [lightbox, setLightbox] = useState<LightboxItem | null>(null);
  const [revealed, setRevealed] = useState(false);
  const hidden = state.mutedUsers.has(m.sender.userId) && !revealed;
  // A search's results show the server's highlighting of the matches.
  const content = m.matchContent ?? m.content;
  const html = useMemo(() => prepareContent(content, state.meId), [content, state.meId]);
  useEffect(() => {
    if (hasMath(html)) ensureKatexStylesheet();
  }, [html]);
  const widget = useWidget(m, state.meId);
  const mine = m.sender.userId === state.meId;
  const starred = m.flags.includes('STARRED');
  const mentioned = m.flags.some((f) => f.endsWith('MENTIONED'));
  const continued =
    previous &&
    previous.sender.userId === m.sender.userId &&
    previous.topic === m.topic &&
    secondsOf(m.timestamp) - secondsOf(previous.timestamp) < 300 &&
    dayOf(previous.timestamp) === dayOf(m.timestamp);

  // Spoilers open and close; an inline image or video opens in the lightbox instead of leaving the page.
  const onContentClick = (e: MouseEvent) => {
    if (!(e.target instanceof Element)) return;
    if (toggleSpoiler(e.target)) return e.preventDefault();
    // Links to channels, topics and messages open in the app (the address follows), not as a new page.
    const link = e.target.closest('a[href]');
    const narrow = link && narrowOfLink(link.getAttribute('href') ?? '', directoryOf(state));
    if (narrow) {
      e.preventDefault();
      return go(narrow);
    }
    const preview = previewOf(e.target);
    if (!preview) return;
    e.preventDefault();
    setLightbox(preview);
  };

  const run = async (
    p: Promise<{
      data?: Record<string, { __typename?: string; message?: string } | undefined> | null;
      error?: { message: string };
    }>,
  ) => {
    const r = await p;
    const payload = r.data ? Object.values(r.data)[0] : undefined;
    const err = errorOf(payload, r.error);
    if (err) notify(err);
    return !err;
  };

  const toggleReaction = (emojiName: string) => {
    const has = m.reactions.some((x) => x.emojiName === emojiName && x.user.userId === state.meId);
    const input = { messageId: m.messageId, emojiName };
    void run(
      (has
        ? client.mutation(RemoveReactionMutation, { input })
        : client.mutation(AddReactionMutation, { input })
      ).toPromise(),
    );
    setPicking(false);
  };

  const startEdit = async () => {
    const r = await client
      .query(RawMessageQuery, { messageId: m.messageId }, { requestPolicy: 'network-only' })
      .toPromise();
    if (r.data?.message) setDraft(r.data.message.content);
    else notify(r.error?.message ?? 'The message cannot be edited');
  };

  const saveEdit = async (e: Event) => {
    e.preventDefault();
    if (draft === null) return;
    if (
      await run(client.mutation(EditMessageMutation, { input: { messageId: m.messageId, content: draft } }).toPromise())
    )
      setDraft(null);
  };

  const grouped = new Map<string, { code: string; type: string; users: string[]; mine: boolean }>();
  for (const r of m.reactions) {
    const g = grouped.get(r.emojiName) ?? { code: r.emojiCode, type: r.reactionType, users: [], mine: false };
    g.users.push(r.user.fullName);
    g.mine ||= r.user.userId === state.meId;
    grouped.set(r.emojiName, g);
  }

  return (
    <li
      id={`message-${m.messageId}`}
      class={`message${selected ? ' selected' : ''}${continued ? ' continued' : ''}${mine ? ' mine' : ''}${mentioned ? ' mentioned' : ''}`}
      data-message-id={m.messageId}
      aria-selected={selected}
      onClick={() => onSelect(m.messageId)}
    >
      {!continued && (
        <div class="meta">
          <SenderMenu userId={m.sender.userId} name={m.sender.fullName} avatarUrl={m.sender.avatarUrl} />
          <StatusEmoji userId={m.sender.userId} />
          {showTopic && m.channel && <RecipientLabel message={m} />}
          <time dateTime={m.timestamp} title={fullDate(m.timestamp)}>
            {timeOfDay(m.timestamp)}
          </time>
        </div>
      )}
      {hidden ? (
        <p class="muted-message">
          This message was hidden because you have muted the sender.{' '}
          <button type="button" onClick={() => setRevealed(true)}>
            Reveal
          </button>
        </p>
      ) : draft === null ? (
        widget ? (
          <Widget message={m} widget={widget} />
        ) : (
          <div class="content rendered" onClick={onContentClick} dangerouslySetInnerHTML={{ __html: html }} />
        )
      ) : (
        <form class="edit" onSubmit={saveEdit}>
          <textarea
            aria-label="Edit message"
            value={draft}
            onInput={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setDraft(null);
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void saveEdit(e);
              e.stopPropagation();
            }}
          />
          <button type="submit">Save</button>
          <button type="button" onClick={() => setDraft(null)}>
            Cancel
          </button>
        </form>
      )}
      {m.lastEditTimestamp != null && <span class="edited">(edited)</span>}
      {grouped.size > 0 && (
        <div class="reactions">
          {[...grouped].map(([name, g]) => (
            <button
              key={name}
              type="button"
              class={`reaction${g.mine ? ' mine' : ''}`}
              title={`${g.users.join(', ')} reacted with :${name}:`}
              aria-label={`:${name}: ${g.users.length}`}
              aria-pressed={g.mine}
              onClick={(e) => {
                e.stopPropagation();
                toggleReaction(name);
              }}
            >
              <ReactionEmoji type={g.type} code={g.code} name={name} /> {g.users.length}
            </button>
          ))}
        </div>
      )}
      <div class="actions">
        <button type="button" class="icon" aria-label="Add reaction" onClick={() => setPicking((p) => !p)}>
          ☺
        </button>
        <button
          type="button"
          class={`icon${starred ? ' on' : ''}`}
          aria-label={starred ? 'Unstar' : 'Star'}
          aria-pressed={starred}
          onClick={() =>
            void run(
              client
                .mutation(UpdateFlagsMutation, {
                  input: { op: starred ? 'REMOVE' : 'ADD', flag: 'STARRED', messageIds: [m.messageId] },
                })
                .toPromise(),
            )
          }
        >
          {starred ? '★' : '☆'}
        </button>
        {mine && (
          <button type="button" class="icon" aria-label="Edit" onClick={() => void startEdit()}>
            ✎
          </button>
        )}
        {m.channel && (
          <button type="button" class="icon" aria-label="Move message" onClick={() => setMoving(true)}>
            ⇄
          </button>
        )}
        {mine && (
          <button
            type="button"
            class="icon"
            aria-label="Delete"
            onClick={() => {
              if (confirm('Delete this message?'))
                void run(client.mutation(DeleteMessageMutation, { input: { messageId: m.messageId } }).toPromise());
            }}
          >
            🗑
          </button>
        )}
      </div>
      {lightbox && <Lightbox item={lightbox} onClose={() => setLightbox(null)} />}
      {picking && <EmojiPicker onPick={toggleReaction} onClose={() => setPicking(false)} />}
      {moving && m.channel && (
        <MoveDialog
          target={{ messageId: m.messageId, channelId: m.channel.channelId, topic: m.topic, scope: 'message' }}
          onClose={() => setMoving(false)}
        />
      )}
    </li>
  );
}
