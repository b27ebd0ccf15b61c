// Emoji that are not in the Unicode table but Zulip treats as built in.

/** Zulip's `zulip_extra_emoji` reaction type has exactly one member. */
export const ZULIP_EXTRA_EMOJI = Object.freeze({
  name: 'zulip',
  code: 'zulip',
  // Zulip hard-codes this path (not a hashed static URL) so exported
  // messages keep working.
  url: '/static/generated/emoji/images/emoji/unicode/zulip.png',
});

/**
 * Emoticons Zulip translates when the sender enabled `translate_emoticons`
 * (tools/setup/emoji/emoji_setup_utils.py), emoticon → emoji name.
 */
export const EMOTICON_CONVERSIONS: Readonly<Record<string, string>> = Object.freeze({
  ':)': 'slight_smile',
  '(:': 'slight_smile',
  ':(': 'frown',
  '<3': 'heart',
  ':|': 'neutral',
  ':/': 'confused',
  ';)': 'wink',
  ':D': 'smile',
  ':o': 'open_mouth',
  ':O': 'open_mouth',
  ':p': 'stuck_out_tongue',
  ':P': 'stuck_out_tongue',
});

/**
 * Zulip's check_valid_emoji_name for custom (realm) emoji: returns an error
 * message, or null when the name is acceptable.
 */
export function customEmojiNameError(name: string): string | null {
  if (name === '') return 'Emoji name is missing';
  if (/^[0-9a-z_-]+$/.test(name)) {
    return /[-_]$/.test(name) ? 'Emoji names must end with either a letter or digit.' : null;
  }
  return 'Emoji names must contain only lowercase English letters, digits, spaces, dashes, and underscores.';
}
