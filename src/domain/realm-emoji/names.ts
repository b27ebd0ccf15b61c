import { pyStrip } from '../python-text.ts';
import { customEmojiNameError } from '../emoji/index.ts';
import { badRequest } from '../errors.ts';

/** The name as Zulip's upload_emoji reads it from the path: stripped, spaces as underscores. */
export const normalizeEmojiName = (raw: string): string => pyStrip(raw).replaceAll(' ', '_');

/** Zulip's check_valid_emoji_name. */
export function checkValidEmojiName(name: string): void {
  const error = customEmojiNameError(name);
  if (error !== null) throw badRequest(error).about('name');
}
