export {
  ALL_EMOJI_NAMES,
  canonicalNameByCode,
  emojiCodeByName,
  emojiEntryByCode,
  isValidEmojiCode,
  isValidEmojiName,
  isValidUnicodeEmoji,
} from './emoji-table.ts';
export type { EmojiEntry } from './emoji-table.ts';
export { emojiToHexCodepoint, hexCodepointToEmoji, unqualifyEmoji } from './codepoints.ts';
export { EMOTICON_CONVERSIONS, ZULIP_EXTRA_EMOJI, customEmojiNameError } from './special.ts';
