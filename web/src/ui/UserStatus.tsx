import { useEffect, useMemo } from 'preact/hooks';
import { RealmEmojiQuery } from '../api/emoji-operations.ts';
import { useApp, type AppApi } from './context.ts';
import { emojiChar } from './EmojiPicker.tsx';
import { serverPath } from '../state/urls.ts';

/**
 * A user's status emoji, beside their name as Zulip shows it, with the status
 * text as its tooltip; nothing when they set no emoji.
 */
export function StatusEmoji({ userId }: { userId: number }) {
  const { state } = useApp();
  const s = state.users.get(userId)?.status;
  if (!s?.emojiName) return null;
  const label = s.statusText ? `Status: ${s.statusText}` : `Status: :${s.emojiName}:`;
  const title = s.statusText || `:${s.emojiName}:`;
  if (s.reactionType === 'REALM_EMOJI') {
    const custom = s.emojiCode ? state.realmEmoji.get(s.emojiCode) : undefined;
    if (custom)
      return (
        <img class="status-emoji" src={serverPath(custom.stillUrl ?? custom.sourceUrl)} alt={label} title={title} />
      );
  }
  const glyph = s.reactionType === 'UNICODE_EMOJI' && s.emojiCode ? emojiChar(s.emojiCode) : `:${s.emojiName}:`;
  return (
    <span class="status-emoji" role="img" aria-label={label} title={title}>
      {glyph}
    </span>
  );
}

/**
 * Reads the organization's custom emoji when a status names one not known yet
 * (at start, or a status set with an emoji added since).
 */
export function useRealmEmoji(): void {
  const { client, state, dispatch } = useApp();
  const missing = useMemo(() => {
    const codes = new Set<string>();
    for (const u of state.users.values()) {
      const code = u.status?.reactionType === 'REALM_EMOJI' ? u.status.emojiCode : null;
      if (code && !state.realmEmoji.has(code)) codes.add(code);
    }
    return [...codes].sort().join(',');
  }, [state.users, state.realmEmoji]);
  useEffect(() => {
    if (missing) loadRealmEmoji(client, dispatch);
  }, [client, missing]);
}

/** Asks the server for the organization's custom emoji (a list that changes, so not from the cache). */
function loadRealmEmoji(client: AppApi['client'], dispatch: AppApi['dispatch']): void {
  void client
    .query(RealmEmojiQuery, {}, { requestPolicy: 'network-only' })
    .toPromise()
    .then((r) => {
      if (r.data) dispatch({ type: 'realmEmoji', emoji: r.data.realmEmoji });
    });
}

/** A reaction's emoji: its glyph, or a custom emoji's image (the list is read when one is first shown). */
export function ReactionEmoji({ type, code, name }: { type: string; code: string; name: string }) {
  const { client, state, dispatch } = useApp();
  const custom = type === 'REALM_EMOJI' ? state.realmEmoji.get(code) : undefined;
  const missing = type === 'REALM_EMOJI' && !custom;
  useEffect(() => {
    if (missing) loadRealmEmoji(client, dispatch);
  }, [client, missing, code]);
  if (type === 'UNICODE_EMOJI') return <>{emojiChar(code)}</>;
  if (custom)
    return <img class="reaction-emoji" src={serverPath(custom.stillUrl ?? custom.sourceUrl)} alt={`:${name}:`} />;
  return <>{`:${name}:`}</>;
}
