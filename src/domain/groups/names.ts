import { badRequest } from '../errors.ts';
import { longerThan } from '../text.ts';

export const MAX_GROUP_NAME_LENGTH = 100;

/** Names that would read as a mention syntax or a system group's. */
const INVALID_NAME_PREFIXES = ['@', 'role:', 'user:', 'stream:', 'channel:'];

/** Zulip's check_user_group_name (the name is stored as given, not stripped). */
export function checkGroupName(name: string): string {
  if (name.trim() === '') throw badRequest("User group name can't be empty!").about('name');
  if (longerThan(name, MAX_GROUP_NAME_LENGTH)) {
    throw badRequest(`User group name cannot exceed ${MAX_GROUP_NAME_LENGTH} characters.`).about('name');
  }
  const prefix = INVALID_NAME_PREFIXES.find((p) => name.startsWith(p));
  if (prefix !== undefined) throw badRequest(`User group name cannot start with '${prefix}'.`).about('name');
  return name;
}
