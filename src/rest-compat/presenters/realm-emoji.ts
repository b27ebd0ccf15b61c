import type { RealmEmoji } from '../../domain/realm-emoji/realm-emoji.ts';

/** A custom emoji as Zulip writes it (its EmojiInfo: the id as a string). */
export const realmEmojiJson = (e: RealmEmoji) => ({
  id: String(e.id),
  name: e.name,
  source_url: e.sourceUrl,
  still_url: e.stillUrl,
  deactivated: e.deactivated,
  author_id: e.authorId,
});

/** Zulip's dict of custom emoji keyed by id (GET /realm/emoji, register's realm_emoji, realm_emoji events). */
export const realmEmojiDictJson = (list: readonly RealmEmoji[]) =>
  Object.fromEntries(list.map((e) => [String(e.id), realmEmojiJson(e)]));
