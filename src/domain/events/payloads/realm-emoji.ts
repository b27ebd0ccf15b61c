/** A custom emoji (Zulip's EmojiInfo). */
export interface RealmEmoji {
  /** Its reactions' `emoji_code` is this id as a string. */
  id: number;
  name: string;
  /** Relative to the realm's URL. */
  sourceUrl: string;
  /** Animated emoji only: a still version. */
  stillUrl: string | null;
  deactivated: boolean;
  /** Null when the uploader is unknown. */
  authorId: number | null;
}

/** A custom emoji was added or deactivated: every custom emoji of the realm, by id (to every active user). */
export interface RealmEmojiUpdateEvent {
  type: 'realm_emoji';
  op: 'update';
  emoji: RealmEmoji[];
}

declare module '../../event-types.ts' {
  interface DomainEventMap {
    realmEmojiUpdate: RealmEmojiUpdateEvent;
  }
}
