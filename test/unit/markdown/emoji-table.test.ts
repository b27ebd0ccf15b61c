// The emoji name table (src/domain/emoji), shared by Markdown, reactions and statuses.

import {
  ALL_EMOJI_NAMES,
  EMOTICON_CONVERSIONS,
  canonicalNameByCode,
  customEmojiNameError,
  emojiCodeByName,
  emojiEntryByCode,
  emojiToHexCodepoint,
  hexCodepointToEmoji,
  isValidEmojiCode,
  isValidEmojiName,
  isValidUnicodeEmoji,
  unqualifyEmoji,
} from '../../../src/domain/emoji/index.ts';

describe('emoji table', () => {
  test('holds Zulip’s 3,339 names for 1,883 emoji', () => {
    expect(ALL_EMOJI_NAMES).toHaveLength(3339);
    const codes = new Set(ALL_EMOJI_NAMES.map((name) => emojiCodeByName(name)));
    expect(codes.size).toBe(1883);
  });

  test('names and aliases map to codes; codes map to canonical names', () => {
    expect(emojiCodeByName('smile')).toBe('1f604');
    expect(emojiCodeByName('+1')).toBe('1f44d');
    expect(emojiCodeByName('thumbs_up')).toBe('1f44d');
    expect(canonicalNameByCode('1f44d')).toBe('+1');
    expect(emojiEntryByCode('1f44d')?.aliases).toContain('thumbs_up');
    expect(canonicalNameByCode('1f937-200d-2640')).toBe('woman_shrugging');
  });

  test('validation follows Zulip’s rules', () => {
    expect(isValidEmojiName('octopus')).toBe(true);
    expect(isValidEmojiName('fried_egg')).toBe(false);
    expect(isValidEmojiName('skin-tone-2')).toBe(false);
    expect(isValidEmojiCode('1f419')).toBe(true);
    expect(isValidEmojiCode('1f419-fe0f')).toBe(false);
    expect(isValidUnicodeEmoji('thumbs_up', '1f44d')).toBe(true);
    expect(isValidUnicodeEmoji('smile', '1f44d')).toBe(false);
  });

  test('code point conversion drops the emoji presentation selector', () => {
    expect(emojiToHexCodepoint(unqualifyEmoji('#️⃣'))).toBe('0023-20e3');
    expect(emojiToHexCodepoint('💩')).toBe('1f4a9');
    expect(hexCodepointToEmoji('1f34b-200d-1f7e9')).toBe('🍋\u200d🟩');
  });

  test('emoticons map to emoji in the table', () => {
    for (const name of Object.values(EMOTICON_CONVERSIONS)) expect(isValidEmojiName(name)).toBe(true);
    expect(EMOTICON_CONVERSIONS[':)']).toBe('slight_smile');
  });

  test('custom emoji names', () => {
    expect(customEmojiNameError('party_parrot')).toBeNull();
    expect(customEmojiNameError('parrot_')).toMatch(/end with/);
    expect(customEmojiNameError('Parrot')).toMatch(/lowercase/);
    expect(customEmojiNameError('')).toMatch(/missing/);
  });
});
