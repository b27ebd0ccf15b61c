import type { ArgBuilder } from '@pothos/core';
import type { NarrowTerm } from '../../domain/messages/fetch/narrow-terms.ts';
import type { GetMessagesInput } from '../../domain/messages/fetch/get-messages.ts';
import type { MessagesPage as MessagesPageModel } from '../../domain/messages/model.ts';
import * as messages from '../../resolvers/messages.ts';
import { GLOBAL_ID_HELP, idOf, optionalIdsOf } from '../entity-ids.ts';
import { builder, type Types } from '../builder.ts';
import { pageMessageViews, pagePartsOf } from '../page-people.ts';
import { MessageRef } from './message.ts';
import { FILTER_HELP, NARROW_DEPRECATION, NARROW_HELP, NarrowFilter, narrowFrom } from './narrow-filter.ts';
import { NarrowTermInput } from './narrow-legacy.ts';

/** Reading messages: Zulip's anchor window, a Relay connection over the same page, and one message. */

const MessagesPage = builder.objectRef<MessagesPageModel>('MessagesPage').implement({
  description: 'A window of messages around an anchor (GET /messages).',
  fields: (t) => ({
    messages: t.field({
      description: 'The messages, oldest first.',
      type: [MessageRef],
      resolve: (p, _a, ctx, info) => pageMessageViews(ctx, p.messages, info, p.people),
    }),
    anchor: t.float({
      nullable: true,
      description: 'The anchor used (first_unread resolved; 10000000000000000 for newest). Null with messageIds.',
      resolve: (p) => p.anchor ?? null,
    }),
    foundAnchor: t.exposeBoolean('foundAnchor', {
      description: 'Whether the anchor message is among them (false when it does not match or does not exist).',
    }),
    foundOldest: t.exposeBoolean('foundOldest', {
      description: 'Whether the window reaches the oldest matching message.',
    }),
    foundNewest: t.exposeBoolean('foundNewest', {
      description: 'Whether the window reaches the newest matching message.',
    }),
    historyLimited: t.exposeBoolean('historyLimited', {
      description: "Whether older messages are hidden by the organization's plan limit on history.",
    }),
  }),
});

/** GET /messages' input for a window of a GraphQL read (the narrow already typed). */
export const pageInput = (
  narrow: NarrowTerm[] | null,
  window: Pick<GetMessagesInput, 'anchor' | 'numBefore' | 'numAfter' | 'includeAnchor'>,
  applyMarkdown: boolean,
): GetMessagesInput => ({
  ...window,
  narrow,
  useFirstUnreadAnchor: false,
  applyMarkdown,
  // Spelled out: a page's senders may be shown from the message's own fields (page-people.ts's senderOfMessage).
  clientGravatar: false,
  allowEmptyTopicName: true,
});

export const APPLY_MARKDOWN_HELP = 'True: message content as rendered HTML; false: as its Markdown source.';

/** How the messages read are shown: rendered or as written, and the empty topic's name. */
const renderingArgs = (arg: ArgBuilder<Types>) => ({
  applyMarkdown: arg.boolean({ defaultValue: true, description: APPLY_MARKDOWN_HELP }),
  allowEmptyTopicName: arg.boolean({
    defaultValue: true,
    description:
      'True: the empty ("general chat") topic is given as ""; false: as the organization\'s display name for it.',
  }),
});

builder.queryFields((t) => ({
  messages: t.field({
    type: MessagesPage,
    nullable: true,
    // Logged out, as a spectator: the narrow must hold channels:web-public, as on REST's /json.
    authScopes: { viewer: true },
    description:
      'Messages around an anchor, or by id, matching a narrow (GET /messages); null with an error when refused. Logged out (no credentials): the web-public channels of an organization that admits spectators, with a `channels: web-public` term in the narrow.',
    args: {
      anchor: t.arg.string({
        description: 'A message id, "newest", "oldest" or "first_unread".',
        extensions: { nul: 'domain' },
      }),
      numBefore: t.arg.int({ description: 'How many messages before the anchor (default 0).' }),
      numAfter: t.arg.int({ description: 'How many messages after the anchor (default 0).' }),
      includeAnchor: t.arg.boolean({ description: 'Whether the anchor message itself is included (default true).' }),
      filter: t.arg({ type: [NarrowFilter], description: FILTER_HELP }),
      narrow: t.arg({ type: [NarrowTermInput], description: NARROW_HELP, deprecationReason: NARROW_DEPRECATION }),
      messageIds: t.arg.intList({ description: 'Instead of an anchor window: exactly these messages.' }),
      messages: t.arg.globalIDList({ for: MessageRef, description: 'By global id (instead of `messageIds`).' }),
      ...renderingArgs(t.arg),
    },
    resolve: (_root, a, ctx, info) => {
      const narrow = narrowFrom(a.filter, a.narrow);
      const window = {
        anchor: a.anchor ?? undefined,
        numBefore: a.numBefore ?? 0,
        numAfter: a.numAfter ?? 0,
        includeAnchor: a.includeAnchor ?? true,
      };
      return messages.messagesPage(
        ctx,
        {
          ...pageInput(narrow, window, a.applyMarkdown ?? true),
          messageIds: optionalIdsOf(a.messageIds, a.messages, 'messageIds') ?? undefined,
          allowEmptyTopicName: a.allowEmptyTopicName ?? true,
        },
        pagePartsOf(info),
      );
    },
  }),
  message: t.field({
    type: MessageRef,
    nullable: true,
    authScopes: { viewer: true },
    description:
      'One message the viewer may read (GET /messages/{message_id}); logged out, one of a web-public channel. Null with an error otherwise.',
    args: {
      messageId: t.arg.int({ description: "The message, by Zulip's id (or by global id)." }),
      id: t.arg.globalID({ for: MessageRef, description: GLOBAL_ID_HELP }),
      ...renderingArgs(t.arg),
    },
    resolve: async (_root, a, ctx) =>
      (
        await messages.message(ctx, idOf(a.messageId, a.id, 'messageId'), {
          applyMarkdown: a.applyMarkdown ?? true,
          allowEmptyTopicName: a.allowEmptyTopicName ?? true,
        })
      ).message,
  }),
}));
