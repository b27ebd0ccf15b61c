/** A custom emoji in Zulip's wire shape (its EmojiInfo, keyed by `id`). */
export interface RealmEmojiDict {
  /** The emoji's id, as a string (the `emoji_code` of its reactions). */
  id: string;
  name: string;
  source_url: string;
  still_url: string | null;
  deactivated: boolean;
  author_id: number | null;
}

/** A custom emoji was added or deactivated: every custom emoji of the realm (to every active user). */
export interface RealmEmojiUpdateEvent {
  type: 'realm_emoji';
  op: 'update';
  realm_emoji: Record<string, RealmEmojiDict>;
}
