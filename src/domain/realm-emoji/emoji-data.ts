import type { SqlReader } from '../../db/sql.ts';
import { badRequest } from '../errors.ts';
import { emojiCodeByName, isValidEmojiCode, ZULIP_EXTRA_EMOJI } from '../emoji/index.ts';
import { activeRealmEmojiByName, realmEmojiByCode } from './realm-emoji.ts';

export type { ReactionType } from '../events/payloads/status.ts';
import type { ReactionType } from '../events/payloads/status.ts';

/** Zulip's get_emoji_data: the code and type an emoji name stands for; the realm's active custom emoji win over built-in names. */
export async function emojiDataByName(
  sql: SqlReader,
  realmId: number,
  name: string,
): Promise<{ code: string; type: ReactionType }> {
  const custom = await activeRealmEmojiByName(sql, realmId, name);
  if (custom) return { code: String(custom.id), type: 'realm_emoji' };
  if (name === ZULIP_EXTRA_EMOJI.name) return { code: ZULIP_EXTRA_EMOJI.code, type: 'zulip_extra_emoji' };
  const code = emojiCodeByName(name);
  if (code !== undefined) return { code, type: 'unicode_emoji' };
  throw badRequest(`Emoji '${name}' does not exist`).as('notFound');
}

/**
 * The code and type a request names: what it gives is kept, only what it
 * leaves out is looked up by name (Zulip's check_add_reaction and
 * check_update_user_status), so a given code is then checked against the name.
 */
export async function emojiOfRequest(
  sql: SqlReader,
  realmId: number,
  name: string,
  code: string | undefined,
  type: string | undefined,
): Promise<{ code: string; type: string }> {
  if (code !== undefined && type !== undefined) return { code, type };
  const data = await emojiDataByName(sql, realmId, name);
  return { code: code ?? data.code, type: type ?? data.type };
}

/** Zulip's check_emoji_request: is (name, code, type) a valid new reaction (or status emoji) in this realm? Answers the type. */
export async function checkEmojiRequest(
  sql: SqlReader,
  realmId: number,
  name: string,
  code: string,
  type: string,
): Promise<ReactionType> {
  if (type === 'realm_emoji') {
    const custom = await realmEmojiByCode(sql, realmId, code);
    if (!custom) throw badRequest('Invalid custom emoji.');
    if (custom.name !== name) throw badRequest('Invalid custom emoji name.');
    if (custom.deactivated) throw badRequest('This custom emoji has been deactivated.');
    return type;
  } else if (type === 'zulip_extra_emoji') {
    if (code !== ZULIP_EXTRA_EMOJI.code) throw badRequest('Invalid emoji code.');
    if (name !== code) throw badRequest('Invalid emoji name.');
    return type;
  } else if (type === 'unicode_emoji') {
    if (!isValidEmojiCode(code)) throw badRequest('Invalid emoji code.');
    if (emojiCodeByName(name) !== code) throw badRequest('Invalid emoji name.');
    return type;
  } else {
    throw badRequest('Invalid emoji type.');
  }
}
