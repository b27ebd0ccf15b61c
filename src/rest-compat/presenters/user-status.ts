import type { UserStatusEntry } from '../../domain/register/types.ts';
import type { UserStatusView } from '../../domain/status/user-status.ts';

/** A status as Zulip writes it: only what is set (GET /users/{id}/status, register's user_status). */
export const userStatusJson = (v: UserStatusView): Record<string, boolean | string> => ({
  ...(v.away ? { away: true } : {}),
  ...(v.statusText ? { status_text: v.statusText } : {}),
  ...(v.emojiName
    ? { emoji_name: v.emojiName, emoji_code: v.emojiCode ?? '', reaction_type: v.reactionType ?? 'unicode_emoji' }
    : {}),
});

/** register's user_status: user id → status. */
export const userStatusesJson = (entries: readonly UserStatusEntry[]) =>
  Object.fromEntries(entries.map((e) => [String(e.userId), userStatusJson(e.status)]));
