import { ALL_FLAGS } from '../../domain/messages/flags.ts';
import type { EnumRef } from '@pothos/core';
import type { PropagateMode } from '../../domain/messages/edit/request.ts';
import { builder } from '../builder.ts';

/*
 * Closed sets the events carry that are the messages area's as much as ours
 * (message type, flags, reaction type). Should that area
 * define the same enums, one of each stays.
 */

export const upper = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v.toUpperCase(), { value: v }])) as Record<Uppercase<T>, { value: T }>;

/** The flags the API shows (Zulip's NON_API_FLAGS hidden), and the legacy `wildcard_mentioned`. */
export const API_FLAGS = [
  ...ALL_FLAGS.filter((f) => f !== 'is_private' && f !== 'active_mobile_push_notification'),
  'wildcard_mentioned',
] as const;
export type ApiFlag = (typeof API_FLAGS)[number];

export const MessageFlagEnum = builder.enumType('MessageFlag', {
  description: "A user's flag on a message.",
  values: upper(API_FLAGS),
});

const isApiFlag = (f: string): f is ApiFlag => (API_FLAGS as readonly string[]).includes(f);

/** Flags as the domain lists them, known ones only. */
export const apiFlags = (flags: readonly string[]): ApiFlag[] => flags.filter(isApiFlag);

/** One flag, or null for a flag the API does not show. */
export const apiFlag = (flag: string): ApiFlag | null => (isApiFlag(flag) ? flag : null);

export const MessageTypeEnum = builder.enumType('MessageType', {
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
  values: upper(REACTION_TYPES),
});

export const reactionType = (value: string): ReactionTypeValue =>
  (REACTION_TYPES as readonly string[]).includes(value) ? (value as ReactionTypeValue) : 'unicode_emoji';

/** Whether something was added or removed (reactions, flags). */
export const AddRemoveEnum = builder.enumType('AddRemove', {
  values: { ADD: { value: 'add' }, REMOVE: { value: 'remove' } },
});

/** The enum of an event's `op` values. */
export const opEnum = <T extends string>(name: string, ops: readonly T[]) =>
  builder.enumType(name, { values: upper(ops) });
