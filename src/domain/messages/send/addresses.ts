/** Where a new message goes: a channel (by id or name) and topic, or the users of a direct conversation. */
export type ChannelAddress = { kind: 'id'; id: number } | { kind: 'name'; name: string };

export type DirectAddress = { kind: 'emails'; emails: string[] } | { kind: 'ids'; ids: number[] };

/** `channel` is null when none was given (Zulip answers "Missing channel"). */
export type MessageRecipient =
  { type: 'channel'; channel: ChannelAddress | null } | { type: 'direct'; to: DirectAddress };
