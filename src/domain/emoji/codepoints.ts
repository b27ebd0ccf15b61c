// Converting between emoji characters and Zulip's `emoji_code` strings.

const VARIATION_SELECTOR_16 = /\uFE0F/g;

/**
 * Zulip drops the emoji presentation selector before looking an emoji up
 * ("unqualifying" it), because its table is keyed without U+FE0F.
 */
export function unqualifyEmoji(emoji: string): string {
  return emoji.replace(VARIATION_SELECTOR_16, '');
}

/** `"👍🏽"` → `"1f44d-1f3fd"`; code points are zero-padded to four digits. */
export function emojiToHexCodepoint(emoji: string): string {
  const parts: string[] = [];
  for (const ch of emoji) {
    parts.push((ch.codePointAt(0) ?? 0).toString(16).padStart(4, '0'));
  }
  return parts.join('-');
}

export function hexCodepointToEmoji(code: string): string {
  return String.fromCodePoint(...code.split('-').map((hex) => Number.parseInt(hex, 16)));
}
