import type { EventOf } from '../../domain/events/types.ts';
import * as submessages from '../../resolvers/submessages.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { viewerNodes } from '../node-loading.ts';
import { GLOBAL_ID_HELP, idOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { mutationErrors } from '../errors.ts';
import { present, userLoader } from '../loaders.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';
import type { ReadMessage, Submessage } from '../../domain/messages/model.ts';
import { MessageRef } from './message.ts';
import { messageAsSeen } from './message-mutations.ts';
import { loadMessageForViewer, loadUserForViewer } from './relations.ts';
import { UserRef } from './user.ts';

/*
 * Submessages: the state of a message's widget (a /poll's question, options
 * and votes, a /todo's tasks), one entry per change, in order. `content` is
 * the client's JSON text: its shape is the widget's (clients define it; the
 * server checks only poll and to-do entries), so it stays a string, as in
 * Zulip's API.
 */

const CONTENT_HELP =
  'JSON text, e.g. {"type":"vote","key":"12,1","vote":1}; the first (msgType "widget") has the widget\'s `widget_type` and `extra_data`.';

export const SubmessageRef = builder.node(builder.objectRef<Submessage>('Submessage'), {
  id: { resolve: nodes.submessageLocalId },
  loadMany: viewerNodes(nodes.submessageNodes),
  description: 'One change to a message\'s widget (or the widget itself, the first, with msgType "widget").',
  fields: (t) => ({
    submessageId: t.exposeInt('id'),
    messageId: t.exposeInt('messageId'),
    sender: t.field({
      type: UserRef,
      resolve: async (s, _a, ctx) => present(await userLoader(ctx).load(s.senderId), 'sender'),
    }),
    msgType: t.exposeString('msgType', { description: '"widget" for widgets.' }),
    content: t.exposeString('content', { description: CONTENT_HELP }),
  }),
});

builder.objectField(MessageRef, 'submessages', (t) =>
  t.field({
    type: [SubmessageRef],
    description: "The message's widget and its changes, oldest first; empty for a message without a widget.",
    resolve: (m) => m.submessages,
  }),
);

export const SubmessageEvent = deliveredRef<EventOf<'submessage'>>('SubmessageEvent').implement({
  description: "Someone changed a message's widget (voted, added an option or a task…).",
  interfaces: [ResumableEvent],
  fields: (t) => ({
    submessageId: t.int({ resolve: ({ event }) => event.submessageId }),
    messageId: t.int({ resolve: ({ event }) => event.messageId }),
    message: t.withAuth({ loggedIn: true }).field({
      type: MessageRef,
      nullable: true,
      resolve: ({ event }, _a, ctx) => loadMessageForViewer(ctx, event.messageId),
    }),
    senderId: t.int({ resolve: ({ event }) => event.senderId }),
    sender: t.withAuth({ loggedIn: true }).field({
      type: UserRef,
      nullable: true,
      resolve: ({ event }, _a, ctx) => loadUserForViewer(ctx, event.senderId),
    }),
    msgType: t.string({ resolve: ({ event }) => event.msgType }),
    content: t.string({ description: CONTENT_HELP, resolve: ({ event }) => event.content }),
  }),
});

const SendSubmessageInput = builder.inputType('SendSubmessageInput', {
  fields: (t) => ({
    messageId: t.int(),
    id: t.globalID({ for: MessageRef, description: GLOBAL_ID_HELP }),
    msgType: t.string({ required: true, description: '"widget" for widgets.' }),
    content: t.string({ required: true, description: CONTENT_HELP }),
  }),
});

interface Sent {
  submessage: Submessage;
  message: ReadMessage;
}

const SendSubmessagePayload = builder.objectRef<Sent>('SendSubmessagePayload').implement({
  fields: (t) => ({
    submessage: t.field({ type: SubmessageRef, resolve: (r) => r.submessage }),
    widgetMessage: t.field({
      type: MessageRef,
      description: 'The message with its submessages now.',
      resolve: (r) => r.message,
    }),
  }),
});

builder.mutationFields((t) => ({
  sendSubmessage: t.withAuth({ loggedIn: true }).field({
    type: SendSubmessagePayload,
    description: "Change a message's widget: vote, add an option or a task… (POST /submessage).",
    errors: mutationErrors('sendSubmessage'),
    args: { input: t.arg({ type: SendSubmessageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const messageId = idOf(input.messageId, input.id, 'messageId');
      const submessage = await submessages.sendSubmessage(ctx, { ...input, messageId });
      return { submessage, message: await messageAsSeen(ctx, messageId) };
    },
  }),
}));
