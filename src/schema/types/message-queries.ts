import { badRequest } from '../../domain/errors.ts';
import type { NarrowTerm } from '../../domain/messages/fetch/narrow-terms.ts';
import type { GetMessagesInput } from '../../domain/messages/fetch/get-messages.ts';
import type { MessagesPage as MessagesPageModel } from '../../domain/messages/model.ts';
import * as messages from '../../resolvers/messages.ts';
import { GLOBAL_ID_HELP, idOf, optionalIdsOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { pageMessageViews } from '../page-people.ts';
import { MessageRef } from './message.ts';
import { UserRef } from './user.ts';

/** Reading messages: Zulip's anchor window, a Relay connection over the same page, and one message. */

const MessagesPage = builder.objectRef<MessagesPageModel>('MessagesPage').implement({
  description: 'A window of messages around an anchor (GET /messages).',
  fields: (t) => ({
    messages: t.field({
      type: [MessageRef],
      resolve: (p, _a, ctx, info) => pageMessageViews(ctx, p.messages, info),
    }),
    anchor: t.float({
      nullable: true,
      description: 'The anchor used (first_unread resolved; 10000000000000000 for newest). Null with messageIds.',
      resolve: (p) => p.anchor ?? null,
    }),
    foundAnchor: t.exposeBoolean('foundAnchor'),
    foundOldest: t.exposeBoolean('foundOldest'),
    foundNewest: t.exposeBoolean('foundNewest'),
    historyLimited: t.exposeBoolean('historyLimited'),
  }),
});

export const NarrowTermInput = builder.inputType('NarrowTermInput', {
  description:
    'A narrow filter, as in GET /messages: the operator and exactly one of `operand` (a name, topic, email or search text), `operandId` (a channel, user or message id) or `operandIds` (the users of a direct conversation).',
  fields: (t) => ({
    operator: t.string({
      required: true,
      description: 'channel, topic, dm, sender, is, search, id, with, near, has, …',
    }),
    operand: t.string({ extensions: { nul: 'domain' } }),
    operandId: t.int(),
    operandNode: t.globalID({
      description:
        'The channel, user or message by its global id (instead of `operandId`); its type must fit the operator.',
    }),
    operandIds: t.intList(),
    operandNodes: t.globalIDList({
      for: UserRef,
      description: 'The users by global id (instead of `operandIds`).',
    }),
    negated: t.boolean(),
  }),
});

interface NarrowTermArg {
  operator: string;
  operand?: string | null;
  operandId?: number | null;
  operandNode?: { typename: string; id: string } | null;
  operandIds?: number[] | null;
  operandNodes?: Array<{ id: string }> | null;
  negated?: boolean | null;
}

/** The type of entity an operator's id names, for a global id given as its operand. */
const OPERAND_TYPES: Record<string, string> = {
  channel: 'Channel',
  stream: 'Channel',
  id: 'Message',
  near: 'Message',
  with: 'Message',
};

function operandNodeId(term: NarrowTermArg, i: number): number | null {
  const node = term.operandNode;
  if (node == null) return null;
  if (node.typename !== (OPERAND_TYPES[term.operator] ?? 'User'))
    throw badRequest(`narrow[${i}]: the global id names a ${node.typename}`).about('narrow');
  return idOf(null, node, 'operandNode');
}

function operandOf(term: NarrowTermArg, i: number): string | number | number[] {
  const given = [
    term.operand,
    term.operandId,
    operandNodeId(term, i),
    term.operandIds,
    term.operandNodes == null ? null : optionalIdsOf(null, term.operandNodes, 'operandNodes'),
  ].filter((v) => v !== null && v !== undefined);
  if (given.length !== 1)
    throw badRequest(`narrow[${i}] needs exactly one of operand, operandId and operandIds`).about('narrow');
  return given[0];
}

/** The input's terms as typed terms; the operations check them (the narrow's rules are the domain's). */
export function narrowOf(terms: readonly NarrowTermArg[] | null | undefined): NarrowTerm[] | null {
  if (terms === null || terms === undefined) return null;
  return terms.map((term, i) => ({
    operator: term.operator,
    operand: operandOf(term, i),
    negated: term.negated ?? false,
  }));
}

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
  // GraphQL reads avatars from the sender (User.avatarUrl), not from the message dict.
  clientGravatar: true,
  allowEmptyTopicName: true,
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
      numBefore: t.arg.int(),
      numAfter: t.arg.int(),
      includeAnchor: t.arg.boolean(),
      narrow: t.arg({ type: [NarrowTermInput] }),
      messageIds: t.arg.intList({ description: 'Instead of an anchor window: exactly these messages.' }),
      messages: t.arg.globalIDList({ for: MessageRef, description: 'By global id (instead of `messageIds`).' }),
      applyMarkdown: t.arg.boolean({ defaultValue: true }),
      allowEmptyTopicName: t.arg.boolean({ defaultValue: true }),
    },
    resolve: (_root, a, ctx) => {
      const narrow = narrowOf(a.narrow);
      const window = {
        anchor: a.anchor ?? undefined,
        numBefore: a.numBefore ?? 0,
        numAfter: a.numAfter ?? 0,
        includeAnchor: a.includeAnchor ?? true,
      };
      return messages.messagesPage(ctx, {
        ...pageInput(narrow, window, a.applyMarkdown ?? true),
        messageIds: optionalIdsOf(a.messageIds, a.messages, 'messageIds') ?? undefined,
        allowEmptyTopicName: a.allowEmptyTopicName ?? true,
      });
    },
  }),
  message: t.field({
    type: MessageRef,
    nullable: true,
    authScopes: { viewer: true },
    description:
      'One message the viewer may read (GET /messages/{message_id}); logged out, one of a web-public channel. Null with an error otherwise.',
    args: {
      messageId: t.arg.int(),
      id: t.arg.globalID({ for: MessageRef, description: GLOBAL_ID_HELP }),
      applyMarkdown: t.arg.boolean({ defaultValue: true }),
      allowEmptyTopicName: t.arg.boolean({ defaultValue: true }),
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
