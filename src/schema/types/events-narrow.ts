import { messageFilterOf, type MessageFilter, type QueueNarrowIs } from '../../domain/delivery/queues/narrow-filter.ts';
import type { NarrowTerm } from '../../domain/messages/fetch/narrow-terms.ts';
import { builder } from '../builder.ts';
import { optionalIdOf } from '../entity-ids.ts';
import { Channel } from './channel.ts';
import { checkFilterOrNarrow, termsOf, type NarrowFilterArg } from './narrow-filter.ts';
import { UserRef } from './user.ts';

/** The `messages` subscription's deprecated `narrow` argument, and the filter it and `filter` make. */

const NarrowIsEnum = builder.enumType('MessageNarrowIs', {
  description: 'Deprecated with MessageNarrowInput: a kind of message (an `is:` term).',
  values: {
    DIRECT: { value: 'dm', description: 'Direct messages.' },
    STARRED: { value: 'starred', description: 'Starred by the user.' },
    MENTIONED: { value: 'mentioned', description: 'Mentioning the user (personally, by group or by wildcard).' },
    ALERTED: { value: 'alerted', description: "Containing one of the user's alert words." },
    UNREAD: { value: 'unread', description: 'Not yet read by the user.' },
    RESOLVED: { value: 'resolved', description: 'In resolved topics.' },
  } satisfies Record<string, { value: QueueNarrowIs; description?: string }>,
});

export const MessageNarrowInput = builder.inputType('MessageNarrowInput', {
  description:
    'Deprecated (use `NarrowFilter` terms): which new messages: all that are given must hold (the narrows of event queues, by id).',
  fields: (t) => ({
    channelId: t.int({ description: "Messages to this channel, by Zulip's id." }),
    channel: t.globalID({ for: Channel, description: 'The channel by its global id (instead of `channelId`).' }),
    topic: t.string({ description: 'Compared case-insensitively; "" is the empty topic.' }),
    senderId: t.int({ description: "Messages from this user, by Zulip's id." }),
    sender: t.globalID({ for: UserRef, description: 'The sender by its global id (instead of `senderId`).' }),
    is: t.field({ type: [NarrowIsEnum], description: 'Messages of all these kinds.' }),
  }),
});

interface MessagesArgs {
  filter?: readonly NarrowFilterArg[] | null;
  narrow?: typeof MessageNarrowInput.$inferInput | null;
}

/** The subscription's filter from `filter` or the deprecated `narrow` (the domain checks which terms it serves). */
export function filterOf({ filter, narrow: n }: MessagesArgs): MessageFilter {
  checkFilterOrNarrow(filter, n);
  if (filter != null) return messageFilterOf(termsOf(filter));
  const channelId = optionalIdOf(n?.channelId, n?.channel, 'channelId');
  const senderId = optionalIdOf(n?.senderId, n?.sender, 'senderId');
  const terms: NarrowTerm[] = [
    ...(channelId == null ? [] : [{ operator: 'channel', operand: channelId, negated: false }]),
    ...(n?.topic == null ? [] : [{ operator: 'topic', operand: n.topic, negated: false }]),
    ...(senderId == null ? [] : [{ operator: 'sender', operand: senderId, negated: false }]),
    ...(n?.is ?? []).map((operand) => ({ operator: 'is', operand, negated: false })),
  ];
  return messageFilterOf(terms);
}
