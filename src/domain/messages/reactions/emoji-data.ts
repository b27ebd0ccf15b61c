import { badRequest } from '../../errors.ts';
import { emojiCodeByName, isValidEmojiCode, ZULIP_EXTRA_EMOJI } from '../../emoji/index.ts';

export type ReactionType = 'unicode_emoji' | 'realm_emoji' | 'zulip_extra_emoji';

/**
 * Zulip's get_emoji_data: the code and type an emoji name stands for. Custom
 * (realm) emoji would win over built-in names; zircon has none yet.
 */
export function emojiDataByName(name: string): { code: string; type: ReactionType } {
  if (name === ZULIP_EXTRA_EMOJI.name) return { code: ZULIP_EXTRA_EMOJI.code, type: 'zulip_extra_emoji' };
  const code = emojiCodeByName(name);
  if (code !== undefined) return { code, type: 'unicode_emoji' };
  throw badRequest(`Emoji '${name}' does not exist`);
}

/** Zulip's check_emoji_request: is (name, code, type) a valid new reaction in this realm? */
export function checkEmojiRequest(name: string, code: string, type: string): void {
  if (type === 'realm_emoji') {
    // No realm has custom emoji yet, so no code names one.
    throw badRequest('Invalid custom emoji.');
  } else if (type === 'zulip_extra_emoji') {
    if (code !== ZULIP_EXTRA_EMOJI.code) throw badRequest('Invalid emoji code.');
    if (name !== code) throw badRequest('Invalid emoji name.');
  } else if (type === 'unicode_emoji') {
    if (!isValidEmojiCode(code)) throw badRequest('Invalid emoji code.');
    if (emojiCodeByName(name) !== code) throw badRequest('Invalid emoji name.');
  } else {
    throw badRequest('Invalid emoji type.');
  }
}
