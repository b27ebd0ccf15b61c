import type { RefObject } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { RenderMessageMutation, SendMessageMutation, UploadFileMutation } from '../api/compose-operations.ts';
import type { Message, Narrow } from '../state/conversations.ts';
import { useAutocomplete } from './Autocomplete.tsx';
import { useComposeCompletions } from './AutocompleteSources.tsx';
import { keyOf, useDrafts, type Target } from './compose/drafts.ts';
import { useTypingNotices } from './compose/typing.ts';
import { errorOf, useApp } from './context.ts';

export interface ComposeHandle {
  focus(): void;
  replyTo(m: Message): void;
}

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

  const target: Target | null =
    narrow.kind === 'dm'
      ? { userIds: narrow.userIds }
      : topic.trim() || narrow.topic !== undefined
        ? { channelId: narrow.channelId, topic: topic.trim() }
        : null;
  const targetKey = target ? keyOf(target, state.meId) : null;

  // In the render that shows the new conversation: a passive effect runs a frame later, and would
  // wipe what one began to type into the box meanwhile.
  useLayoutEffect(() => {
    setTopic(narrow.kind === 'channel' ? (narrow.topic ?? '') : '');
    setText('');
    setPreview(null);
  }, [narrow]);

  // After the reset above, so that a saved draft of the conversation one turns to fills the box.
  const drafts = useDrafts(target, targetKey, box, setText);
  const typing = useTypingNotices(target, targetKey);

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
    typing.stop();
    drafts.discard(target);
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
      drafts.save(v);
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
              if (v) typing.note();
              else typing.stop();
              drafts.save(v);
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
                typing.stop();
              } else if (e.key === 'Enter' && (e.ctrlKey || e.metaKey || (state.enterSends && !e.shiftKey))) {
                e.preventDefault();
                void send();
              }
            }}
            onBlur={typing.stop}
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
