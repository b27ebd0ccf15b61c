import { ALL_FLAGS } from '../../domain/messages/flags.ts';
import type { EnumRef } from '@pothos/core';
import type { PropagateMode } from '../../domain/messages/edit/request.ts';
import { builder } from '../builder.ts';

/*
 * Closed sets the events carry that are the messages area's as much as ours
 * (message type, flags, reaction type). Should that area
 * define the same enums, one of each stays.
 */

/** The flags the API shows (Zulip's NON_API_FLAGS hidden), and the legacy `wildcard_mentioned`. */
export const API_FLAGS = [
  ...ALL_FLAGS.filter((f) => f !== 'is_private' && f !== 'active_mobile_push_notification'),
  'wildcard_mentioned',
] as const;
export type ApiFlag = (typeof API_FLAGS)[number];

const FLAG_HELP: Record<ApiFlag, string> = {
  read: 'The user has read the message.',
  starred: 'The user starred the message.',
  collapsed: 'The user collapsed the message.',
  mentioned: 'The message mentions the user personally (or a group they are in).',
  stream_wildcard_mentioned: 'The message mentions everyone in the channel (@all, @everyone, @channel).',
  topic_wildcard_mentioned: 'The message mentions everyone in the topic (@topic) and the user took part in it.',
  group_mention: 'The message mentions a group the user is in (set with MENTIONED).',
  has_alert_word: "The message contains one of the user's alert words.",
  historical:
    'The user did not receive the message when it was sent (such as a message of a channel they joined later).',
  wildcard_mentioned: 'Either wildcard flag (kept for older clients).',
  force_expand: 'The user expanded a long message.',
  force_collapse: 'The user collapsed a long message.',
};

export const MessageFlagEnum = builder.enumType('MessageFlag', {
  description: "A user's flag on a message.",
  values: Object.fromEntries(
    API_FLAGS.map((f) => [
      f.toUpperCase(),
      {
        value: f,
        description: FLAG_HELP[f],
        // Zulip still reports the old flag for clients that predate the two precise ones.
        deprecationReason:
          f === 'wildcard_mentioned' ? 'Use STREAM_WILDCARD_MENTIONED or TOPIC_WILDCARD_MENTIONED.' : undefined,
      },
    ]),
  ) as Record<Uppercase<ApiFlag>, { value: ApiFlag; description: string; deprecationReason?: string }>,
});

const isApiFlag = (f: string): f is ApiFlag => (API_FLAGS as readonly string[]).includes(f);

/** Flags as the domain lists them, known ones only. */
export const apiFlags = (flags: readonly string[]): ApiFlag[] => flags.filter(isApiFlag);

/** One flag, or null for a flag the API does not show. */
export const apiFlag = (flag: string): ApiFlag | null => (isApiFlag(flag) ? flag : null);

export const MessageTypeEnum = builder.enumType('MessageType', {
  description: 'Where a message was sent: a channel topic, or a direct message conversation.',
  values: {
    CHANNEL: { value: 'stream', description: 'To a channel topic.' },
    DIRECT: { value: 'private', description: 'To one user or a group of users.' },
  },
});

// message-edit.ts keeps its PropagateMode enum private; Pothos also resolves a type by its name.
export const PropagateModeEnum = 'PropagateMode' as unknown as EnumRef<typeof builder.$inferSchemaTypes, PropagateMode>;

export const REACTION_TYPES = ['unicode_emoji', 'realm_emoji', 'zulip_extra_emoji'] as const;
export type ReactionTypeValue = (typeof REACTION_TYPES)[number];

export const ReactionTypeEnum = builder.enumType('ReactionType', {
  description: 'Where an emoji comes from: Unicode, the organization, or Zulip itself.',
  values: {
    UNICODE_EMOJI: { value: 'unicode_emoji', description: 'A Unicode emoji: its code is its code points in hex.' },
    REALM_EMOJI: {
      value: 'realm_emoji',
      description: "A custom emoji of the organization: its code is the emoji's id.",
    },
    ZULIP_EXTRA_EMOJI: { value: 'zulip_extra_emoji', description: "An emoji of Zulip's own (such as :zulip:)." },
  } satisfies Record<Uppercase<ReactionTypeValue>, { value: ReactionTypeValue; description: string }>,
});

export const reactionType = (value: string): ReactionTypeValue =>
  (REACTION_TYPES as readonly string[]).includes(value) ? (value as ReactionTypeValue) : 'unicode_emoji';

/** Whether something was added or removed (reactions, flags). */
export const AddRemoveEnum = builder.enumType('AddRemove', {
  description: 'Whether something was added or removed.',
  values: {
    ADD: { value: 'add', description: 'Added.' },
    REMOVE: { value: 'remove', description: 'Removed.' },
  },
});

/** The enum of an event's `op` values. */
/** What each operation of an event means, unless the event's enum says otherwise. */
const OP_HELP: Record<string, string> = {
  add: 'Something was added.',
  create: 'Something was created.',
  update: 'Something changed: the event holds the change.',
  change: 'Something changed.',
  remove: 'Something was removed.',
  delete: 'Something was deleted.',
  reorder: 'The order changed.',
  start: 'Started.',
  stop: 'Stopped.',
};

/** An event's operations as an enum, each described by `help` or OP_HELP. */
export const opEnum = <T extends string>(
  name: string,
  ops: readonly T[],
  description: string,
  help: Partial<Record<T, string>> = {},
) =>
  builder.enumType(name, {
    description,
    values: Object.fromEntries(
      ops.map((op) => [op.toUpperCase(), { value: op, description: help[op] ?? OP_HELP[op] }]),
    ) as Record<Uppercase<T>, { value: T; description?: string }>,
  });
