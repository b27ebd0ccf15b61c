import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  CreateDraftsMutation,
  DeleteDraftMutation,
  RenderMessageMutation,
  SendMessageMutation,
  SendTypingMutation,
  UpdateDraftMutation,
  UploadFileMutation,
} from '../api/operations.ts';
import type { DraftInput } from '../gql/graphql.ts';
import { channelTopicKey, dmKey, type Message, type Narrow } from '../state/conversations.ts';
import type { Draft, State } from '../state/store.ts';
import { useAutocomplete } from './Autocomplete.tsx';
import { useComposeCompletions } from './AutocompleteSources.tsx';
import { errorOf, useApp } from './context.ts';

export interface ComposeHandle {
  focus(): void;
  replyTo(m: Message): void;
}

type Target = { channelId: number; topic: string } | { userIds: number[] };

const keyOf = (t: Target, me: number) =>
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

// Zulip's web app: a typing "start" at most every 10 s while typing, "stop" after 5 s without a key.
const TYPING_RENEW_MS = 10_000;
const TYPING_IDLE_MS = 5_000;
const DRAFT_SAVE_MS = 800;

/** The message box: channel topic or direct conversation, Markdown preview, uploads, typing and drafts. */
/** The box composes in a channel or a direct conversation (a search's results have no one place to reply to). */
export function Compose({
  narrow,
  handle,
}: {
  narrow: Exclude<Narrow, { kind: 'search' }>;
  handle: RefObject<ComposeHandle>;
}) {
  const { client, state, dispatch, notify } = useApp();
  const [topic, setTopic] = useState(narrow.kind === 'channel' ? (narrow.topic ?? '') : '');
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const topicBox = useRef<HTMLInputElement>(null);
  const typing = useRef<{ key: string; at: number; stopTimer?: ReturnType<typeof setTimeout> } | null>(null);
  const draftTimer = useRef<ReturnType<typeof setTimeout>>();

  const target: Target | null =
    narrow.kind === 'dm'
      ? { userIds: narrow.userIds }
      : topic.trim() || narrow.topic !== undefined
        ? { channelId: narrow.channelId, topic: topic.trim() }
        : null;
  const targetKey = target ? keyOf(target, state.meId) : null;
  const conversation =
    target &&
    ('userIds' in target ? { userIds: target.userIds } : { channelId: target.channelId, topic: target.topic });

  useEffect(() => {
    setTopic(narrow.kind === 'channel' ? (narrow.topic ?? '') : '');
    setText('');
    setPreview(null);
  }, [narrow]);

  // A saved draft of the conversation fills the box when one turns to it; a change of
  // it made on another tab or device shows too, unless one is typing here.
  const draft = target ? draftFor(state, target) : undefined;
  const lastDraft = useRef<{ key: string | null; content?: string }>({ key: null });
  useEffect(() => {
    const prev = lastDraft.current;
    lastDraft.current = { key: targetKey, content: draft?.content };
    if (prev.key !== targetKey) {
      if (draft) setText(draft.content);
    } else if (prev.content !== draft?.content && document.activeElement !== box.current) setText(draft?.content ?? '');
  }, [targetKey, draft?.content]);

  const stopTyping = () => {
    const t = typing.current;
    if (!t) return;
    clearTimeout(t.stopTimer);
    typing.current = null;
    if (conversation) void client.mutation(SendTypingMutation, { input: { op: 'STOP', conversation } }).toPromise();
  };

  const noteTyping = () => {
    if (!conversation || !targetKey) return;
    const now = Date.now();
    const t = typing.current;
    if (!t || t.key !== targetKey || now - t.at > TYPING_RENEW_MS) {
      void client.mutation(SendTypingMutation, { input: { op: 'START', conversation } }).toPromise();
      typing.current = { key: targetKey, at: now };
    }
    clearTimeout(typing.current?.stopTimer);
    typing.current!.stopTimer = setTimeout(stopTyping, TYPING_IDLE_MS);
  };

  const saveDraft = (content: string) => {
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

  const send = async () => {
    if (!text.trim() || busy) return;
    if (!target) {
      notify('Choose a topic first');
      topicBox.current?.focus();
      return;
    }
    setBusy(true);
    const input =
      'userIds' in target
        ? { directUserIds: target.userIds, content: text }
        : { channelId: target.channelId, topic: target.topic, content: text };
    const r = await client.mutation(SendMessageMutation, { input }).toPromise();
    setBusy(false);
    const res = r.data?.sendMessage;
    const err = errorOf(res, r.error);
    if (err) return notify(err);
    if (res?.__typename === 'SendMessagePayload') dispatch({ type: 'sent', message: res.sentMessage });
    stopTyping();
    clearTimeout(draftTimer.current);
    const existing = draftFor(state, target);
    if (existing) void client.mutation(DeleteDraftMutation, { input: { draftId: existing.draftId } }).toPromise();
    setText('');
    setPreview(null);
  };

  const togglePreview = async () => {
    if (preview !== null) return setPreview(null);
    const r = await client.mutation(RenderMessageMutation, { input: { content: text || ' ' } }).toPromise();
    const res = r.data?.renderMessage;
    if (res?.__typename === 'RenderMessagePayload') setPreview(res.rendered);
    else notify(errorOf(res, r.error) ?? 'No preview');
  };

  const upload = async (files: FileList | null | undefined) => {
    for (const file of files ?? []) {
      setBusy(true);
      const r = await client.mutation(UploadFileMutation, { input: { file } }).toPromise();
      setBusy(false);
      const res = r.data?.uploadFile;
      if (res?.__typename !== 'UploadFilePayload') {
        notify(errorOf(res, r.error) ?? 'Upload failed');
        continue;
      }
      // The URL is absolute; the message links the upload by its path, as Zulip's compose box does, so the
      // server recognizes it as this organization's upload (its thumbnail, its attachment row).
      const link = `[${res.filename}](${new URL(res.url).pathname})`;
      setText((t) => (t && !t.endsWith('\n') ? `${t}\n${link}` : `${t}${link}`));
    }
  };

  handle.current = {
    focus: () => (narrow.kind === 'channel' && !topic ? topicBox.current : box.current)?.focus(),
    replyTo: (m) => {
      if (m.channel && narrow.kind === 'channel') setTopic(m.topic);
      box.current?.focus();
    },
  };

  const completions = useComposeCompletions(narrow);
  const topicAc = useAutocomplete({
    id: 'topic-suggestions',
    label: 'Topic suggestions',
    field: topicBox,
    value: topic,
    complete: completions.topic,
    onChange: setTopic,
  });
  const messageAc = useAutocomplete({
    id: 'compose-suggestions',
    label: 'Message suggestions',
    field: box,
    value: text,
    complete: completions.message,
    onChange: (v) => {
      setText(v);
      saveDraft(v);
    },
  });

  const typers = targetKey ? [...(state.typing.get(targetKey)?.values() ?? [])].map((t) => t.name) : [];

  return (
    <form
      class="compose"
      aria-label="Compose"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        void upload(e.dataTransfer?.files);
      }}
    >
      <p class="typing" aria-live="polite">
        {typers.length ? `${typers.join(', ')} ${typers.length > 1 ? 'are' : 'is'} typing…` : ''}
      </p>
      {narrow.kind === 'channel' &&
        topicAc.wrap(
          <input
            ref={topicBox}
            {...topicAc.aria}
            class="topic-input"
            aria-label="Topic"
            placeholder="Topic"
            value={topic}
            maxLength={60}
            onInput={(e) => setTopic(e.currentTarget.value)}
          />,
        )}
      {preview === null ? (
        messageAc.wrap(
          <textarea
            ref={box}
            {...messageAc.aria}
            aria-label="Message"
            placeholder={state.enterSends ? 'Message (Enter sends)' : 'Message (Ctrl+Enter sends)'}
            value={text}
            onInput={(e) => {
              const v = e.currentTarget.value;
              setText(v);
              if (v) noteTyping();
              else stopTyping();
              saveDraft(v);
            }}
            onPaste={(e) => {
              if (e.clipboardData?.files.length) {
                e.preventDefault();
                void upload(e.clipboardData.files);
              }
            }}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.currentTarget.blur();
                stopTyping();
              } else if (e.key === 'Enter' && (e.ctrlKey || e.metaKey || (state.enterSends && !e.shiftKey))) {
                e.preventDefault();
                void send();
              }
            }}
            onBlur={stopTyping}
          />,
        )
      ) : (
        <div class="preview rendered" aria-label="Preview" dangerouslySetInnerHTML={{ __html: preview }} />
      )}
      <div class="compose-actions">
        <button type="button" onClick={() => void togglePreview()} aria-pressed={preview !== null}>
          {preview === null ? 'Preview' : 'Write'}
        </button>
        <label class="upload">
          Attach
          <input type="file" aria-label="Attach a file" multiple onChange={(e) => void upload(e.currentTarget.files)} />
        </label>
        <span class="spacer" />
        <button type="submit" disabled={busy || !text.trim()}>
          Send
        </button>
      </div>
    </form>
  );
}
