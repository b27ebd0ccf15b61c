import type { EventOf } from '../../domain/events/types.ts';
import * as submessages from '../../resolvers/submessages.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { viewerNodes } from '../node-loading.ts';
import { GLOBAL_ID_HELP, idOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { present, userLoader } from '../loaders.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';
import type { ReadMessage, Submessage } from '../../domain/messages/model.ts';
import { MessageRef } from './message.ts';
import { messageAsSeen } from './message-mutations.ts';
import { loadMessageForViewer, loadUserForViewer } from './relations.ts';
import { UserRef } from './user.ts';
import { submessageData } from '../../domain/messages/submessages/typed-data.ts';
import { DATA_HELP, SubmessageDataRef, widgetEventOf, WidgetEventInput } from './submessage-data.ts';
import { confusingArguments, missingArgument } from '../../domain/errors.ts';

/*
 * Submessages: the state of a message's widget (a /poll's question, options
 * and votes, a /todo's tasks), one entry per change, in order. `content` is
 * the client's JSON text, as in Zulip's API; `data` reads it typed (clients
 * define the shapes, so one the domain does not know is `OtherSubmessageData`).
 */

const CONTENT_DEPRECATED = 'Read `data`, the same content typed.';

const CONTENT_HELP =
  'JSON text, e.g. {"type":"vote","key":"12,1","vote":1}; the first (msgType "widget") has the widget\'s `widget_type` and `extra_data`.';

export const SubmessageRef = builder.node(builder.objectRef<Submessage>('Submessage'), {
  id: { resolve: nodes.submessageLocalId },
  loadMany: viewerNodes(nodes.submessageNodes),
  description: 'One change to a message\'s widget (or the widget itself, the first, with msgType "widget").',
  fields: (t) => ({
    submessageId: t.exposeInt('id', { description: "Zulip's id of the submessage." }),
    messageId: t.exposeInt('messageId', { description: "The message whose widget it belongs to (Zulip's id)." }),
    sender: t.field({
      description: 'The user who made the change.',
      type: UserRef,
      resolve: async (s, _a, ctx) => present(await userLoader(ctx).load(s.senderId), 'sender'),
    }),
    msgType: t.exposeString('msgType', { description: '"widget" for widgets.' }),
    content: t.exposeString('content', { description: CONTENT_HELP, deprecationReason: CONTENT_DEPRECATED }),
    data: t.field({
      type: SubmessageDataRef,
      description: DATA_HELP,
      resolve: (s) => submessageData(s.msgType, s.content),
    }),
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
    submessageId: t.int({ description: "The submessage (Zulip's id).", resolve: ({ event }) => event.submessageId }),
    messageId: t.int({
      description: "The message whose widget changed (Zulip's id).",
      resolve: ({ event }) => event.messageId,
    }),
    message: t.withAuth({ loggedIn: true }).field({
      description: 'The message; null when the viewer may not read it.',
      type: MessageRef,
      nullable: true,
      resolve: ({ event }, _a, ctx) => loadMessageForViewer(ctx, event.messageId),
    }),
    senderId: t.int({
      description: "The user who made the change (Zulip's id).",
      resolve: ({ event }) => event.senderId,
    }),
    sender: t.withAuth({ loggedIn: true }).field({
      description: 'The user who made the change; null when the viewer may not see them.',
      type: UserRef,
      nullable: true,
      resolve: ({ event }, _a, ctx) => loadUserForViewer(ctx, event.senderId),
    }),
    msgType: t.string({
      description: '"widget" for a widget, otherwise the kind of change.',
      resolve: ({ event }) => event.msgType,
    }),
    content: t.string({
      description: CONTENT_HELP,
      deprecationReason: CONTENT_DEPRECATED,
      resolve: ({ event }) => event.content,
    }),
    data: t.field({
      type: SubmessageDataRef,
      description: DATA_HELP,
      resolve: ({ event }) => submessageData(event.msgType, event.content),
    }),
  }),
});

const SendSubmessageInput = builder.inputType('SendSubmessageInput', {
  description: "POST /submessage: a change to a message's widget.",
  fields: (t) => ({
    messageId: t.int({ description: "The message, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: MessageRef, description: GLOBAL_ID_HELP }),
    msgType: t.string({ required: true, description: '"widget" for widgets.' }),
    content: t.string({ description: `${CONTENT_HELP} Or give \`event\`.` }),
    event: t.field({
      type: WidgetEventInput,
      description: "A poll or to-do change, typed, instead of `content` (stored as the JSON Zulip's web client sends).",
    }),
  }),
});

interface Sent {
  submessage: Submessage;
  message: ReadMessage;
}

const SendSubmessagePayload = builder.objectRef<Sent>('SendSubmessagePayload').implement({
  description: 'The change, as stored.',
  fields: (t) => ({
    submessage: t.field({ type: SubmessageRef, description: 'The new submessage.', resolve: (r) => r.submessage }),
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
    args: { input: t.arg({ type: SendSubmessageInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const messageId = idOf(input.messageId, input.id, 'messageId');
      const { content, event } = input;
      if (content != null && event != null) throw confusingArguments('content', 'event').about('content');
      const typed = event == null ? content : widgetEventOf(event);
      if (typed == null) throw missingArgument('content').about('content');
      const submessage = await submessages.sendSubmessage(ctx, { messageId, msgType: input.msgType, content: typed });
      return { submessage, message: await messageAsSeen(ctx, messageId) };
    },
  }),
}));
