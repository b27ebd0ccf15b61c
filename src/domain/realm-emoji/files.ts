import { createHash } from 'node:crypto';

/**
 * Where a custom emoji's images live and the URLs that serve them (Zulip's
 * RealmEmoji.PATH_ID_TEMPLATE and get_emoji_url for local uploads):
 * `/user_avatars/{realm_id}/emoji/images/{file name}`, and for animated
 * emoji a still `/user_avatars/{realm_id}/emoji/images/still/{stem}.png`. In
 * the upload store they sit under `avatars/`, apart from attachments (whose
 * path ids start with the realm id).
 */

/** The formats an emoji may be uploaded in, by content type, with Zulip's extension (guess_extension). */
export const EMOJI_FORMATS = {
  'image/avif': { ext: 'avif', sharp: 'avif' },
  'image/gif': { ext: 'gif', sharp: 'gif' },
  'image/jpeg': { ext: 'jpg', sharp: 'jpeg' },
  'image/png': { ext: 'png', sharp: 'png' },
  'image/webp': { ext: 'webp', sharp: 'webp' },
} as const;

export type EmojiContentType = keyof typeof EMOJI_FORMATS;
export type EmojiFormat = (typeof EMOJI_FORMATS)[EmojiContentType];

export const isEmojiContentType = (type: string): type is EmojiContentType => Object.hasOwn(EMOJI_FORMATS, type);

/**
 * Zulip's get_emoji_file_name: the id salted with a server secret, so file
 * names cannot be enumerated, hashed and cut to 8 hex digits, then the extension.
 */
export function emojiFileName(secret: string, id: number, format: EmojiFormat): string {
  const hash = createHash('sha256').update(`${secret}:${id}`).digest('hex').slice(0, 8);
  return `${hash}.${format.ext}`;
}

const stem = (fileName: string): string => fileName.replace(/\.[^.]*$/, '');

export const emojiUrl = (realmId: number, fileName: string): string =>
  `/user_avatars/${realmId}/emoji/images/${fileName}`;

export const stillEmojiUrl = (realmId: number, fileName: string): string =>
  `/user_avatars/${realmId}/emoji/images/still/${stem(fileName)}.png`;

/** The store keys of an emoji's images: as served, the original upload, and the still (animated emoji only). */
export function emojiStoreKeys(realmId: number, fileName: string): { image: string; original: string; still: string } {
  const dir = `avatars/${realmId}/emoji/images`;
  return {
    image: `${dir}/${fileName}`,
    original: `${dir}/${fileName}.original`,
    still: `${dir}/still/${stem(fileName)}.png`,
  };
}

/** Content types of the files served, by extension: only what this server writes. */
const SERVED_TYPES: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * The store key and content type of a served emoji image, from the path
 * below /user_avatars/; null for anything else (originals are never served).
 */
export function servedEmojiImage(path: string): { key: string; contentType: string } | null {
  const m = /^(\d{1,10})\/emoji\/images\/(still\/)?([0-9a-f]{8})\.([a-z]{3,4})$/.exec(path);
  if (!m) return null;
  const [, realmId, still, hash, ext] = m;
  const contentType = SERVED_TYPES[ext];
  if (contentType === undefined || (still !== undefined && ext !== 'png')) return null;
  return { key: `avatars/${realmId}/emoji/images/${still ?? ''}${hash}.${ext}`, contentType };
}
