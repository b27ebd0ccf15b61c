/**
 * UserMessage flag bits, in the order of Zulip's UserMessage.ALL_FLAGS so that
 * the bitmask means the same thing as Zulip's.
 */
export const ALL_FLAGS = [
  'read',
  'starred',
  'collapsed',
  'mentioned',
  'stream_wildcard_mentioned',
  'topic_wildcard_mentioned',
  'group_mention',
  'force_expand',
  'force_collapse',
  'has_alert_word',
  'historical',
  'is_private',
  'active_mobile_push_notification',
] as const;

export type FlagName = (typeof ALL_FLAGS)[number];

export const FLAG_BIT: Record<FlagName, number> = Object.fromEntries(ALL_FLAGS.map((f, i) => [f, 1 << i])) as Record<
  FlagName,
  number
>;

/** Flags a client may change through POST /messages/flags. */
export const EDITABLE_FLAGS: readonly FlagName[] = ['read', 'starred', 'collapsed'];

/** Flags never shown to clients (Zulip's NON_API_FLAGS). */
const NON_API_FLAGS = new Set<FlagName>(['is_private', 'active_mobile_push_notification']);

/** A flag as the API shows it: the stored ones but the internal two, and the legacy `wildcard_mentioned`. */
export type ApiFlag = Exclude<FlagName, 'is_private' | 'active_mobile_push_notification'> | 'wildcard_mentioned';

/**
 * The `flags` list of the API. `wildcard_mentioned` is the legacy OR of the
 * channel and topic wildcard flags, computed as Zulip does.
 */
export function flagsToList(bits: number): ApiFlag[] {
  const out: ApiFlag[] = [];
  for (const f of ALL_FLAGS) {
    if (bits & FLAG_BIT[f] && !NON_API_FLAGS.has(f)) out.push(f as ApiFlag);
  }
  if (bits & (FLAG_BIT.stream_wildcard_mentioned | FLAG_BIT.topic_wildcard_mentioned)) out.push('wildcard_mentioned');
  return out;
}

export const MENTION_BITS =
  FLAG_BIT.mentioned | FLAG_BIT.stream_wildcard_mentioned | FLAG_BIT.topic_wildcard_mentioned | FLAG_BIT.group_mention;
