import type { EventOf } from '../../domain/events/types.ts';
import type { ScheduledMessage, ScheduledType } from '../../domain/scheduled-messages/scheduled-messages.ts';
import * as scheduled from '../../resolvers/scheduled-messages.ts';
import * as nodes from '../../resolvers/nodes.ts';
import type { OperationContext } from '../../resolvers/operation-context.ts';
import { changedNode, viewerNodes } from '../node-loading.ts';
import { GLOBAL_ID_HELP, idOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { fromUnixSeconds, toUnixSeconds } from '../scalars.ts';
import { opEnum } from './event-enums.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';

/** Scheduled messages: the viewer's messages to send later, a mutation for each REST write, and their events. */

const ScheduledMessageTypeEnum = builder.enumType('ScheduledMessageType', {
  description: 'Where a scheduled message goes: a channel topic or a direct message conversation.',
  values: {
    CHANNEL: { value: 'stream', description: 'To a channel topic.' },
    DIRECT: { value: 'private', description: 'A direct message.' },
  } satisfies Record<string, { value: ScheduledType; description: string }>,
});

export const ScheduledMessageRef = builder.node(builder.objectRef<ScheduledMessage>('ScheduledMessage'), {
  id: { resolve: (m) => m.id },
  loadMany: viewerNodes(nodes.scheduledMessageNodes),
  description: 'A message the viewer scheduled, sent by the server at its time.',
  fields: (t) => ({
    scheduledMessageId: t.exposeInt('id', { description: "Zulip's id of the scheduled message (not the message's)." }),
    type: t.field({
      type: ScheduledMessageTypeEnum,
      description: 'Whether it goes to a channel or is a direct message.',
      resolve: (m) => m.type,
    }),
    channelId: t.int({
      description: 'Its channel; null for a direct message.',
      nullable: true,
      resolve: (m) => (typeof m.to === 'number' ? m.to : null),
    }),
    userIds: t.intList({
      nullable: true,
      description: 'A direct message’s users (the other one, or the whole group).',
      resolve: (m) => (typeof m.to === 'number' ? null : m.to),
    }),
    topic: t.string({
      nullable: true,
      description: 'Its topic; null for a direct message.',
      resolve: (m) => m.topic ?? null,
    }),
    content: t.exposeString('content', { description: "The content, in Zulip's Markdown." }),
    renderedContent: t.exposeString('renderedContent', { description: 'The content rendered as HTML.' }),
    scheduledDeliveryTime: t.field({
      description: 'When it is to be sent.',
      type: 'DateTime',
      resolve: (m) => fromUnixSeconds(m.scheduledDeliveryTimestamp),
    }),
    failed: t.exposeBoolean('failed', { description: 'The server tried to send it and could not.' }),
  }),
});

builder.queryFields((t) => ({
  scheduledMessages: t.withAuth({ loggedIn: true }).field({
    type: [ScheduledMessageRef],
    description: "The viewer's messages not sent yet, soonest first (GET /scheduled_messages).",
    deprecationReason: 'Use Query.scheduledMessagesConnection.',
    resolve: (_root, _a, ctx) => scheduled.scheduledMessages(ctx),
  }),
}));

const ScheduleMessageInput = builder.inputType('ScheduleMessageInput', {
  description: 'POST /scheduled_messages: a message to send later.',
  fields: (t) => ({
    type: t.field({
      type: ScheduledMessageTypeEnum,
      required: true,
      description: 'Whether it goes to a channel or is a direct message.',
    }),
    to: t.intList({ required: true, description: 'The channel id (one), or the users of a direct message.' }),
    topic: t.string({ description: 'Channel messages: the topic ("" or omitted: the empty topic, where allowed).' }),
    content: t.string({ required: true, description: "The content, in Zulip's Markdown." }),
    scheduledDeliveryTime: t.field({
      type: 'DateTime',
      required: true,
      description: 'When to send it (in the future).',
    }),
    readBySender: t.boolean({
      description:
        'Whether the message starts as read by its sender once sent; omitted: the server decides from the client.',
    }),
  }),
});

const EditScheduledMessageInput = builder.inputType('EditScheduledMessageInput', {
  description:
    'PATCH /scheduled_messages/{id}: the scheduled message, and what to change (fields left out are not changed).',
  fields: (t) => ({
    scheduledMessageId: t.int({ description: "The scheduled message, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: ScheduledMessageRef, description: GLOBAL_ID_HELP }),
    type: t.field({ description: 'The new kind of recipient (then give `to` too).', type: ScheduledMessageTypeEnum }),
    to: t.intList({ description: 'The new recipient: a channel id (one), or the users of a direct message.' }),
    topic: t.string({ description: 'The new topic.' }),
    content: t.string({ description: "The new content, in Zulip's Markdown." }),
    scheduledDeliveryTime: t.field({ description: 'The new time to send it.', type: 'DateTime' }),
  }),
});

const DeleteScheduledMessageInput = builder.inputType('DeleteScheduledMessageInput', {
  description: 'A scheduled message, by one of its ids.',
  fields: (t) => ({
    scheduledMessageId: t.int({ description: "The scheduled message, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: ScheduledMessageRef, description: GLOBAL_ID_HELP }),
  }),
});

/** A scheduled message made or changed: its id, and the message as the viewer's list shows it now. */
interface ScheduledChange {
  scheduledMessageId: number;
  scheduledMessage: ScheduledMessage;
}

/** The change's payload, the message loaded in the mutation (a NotFoundError if it is gone already). */
const scheduledChange = async (ctx: OperationContext, scheduledMessageId: number): Promise<ScheduledChange> => ({
  scheduledMessageId,
  scheduledMessage: await changedNode(
    nodes.scheduledMessageNodes(ctx, [String(scheduledMessageId)]),
    'The scheduled message',
  ),
});

const scheduledPayload = (name: string, description: string) =>
  builder.objectRef<ScheduledChange>(name).implement({
    description,
    fields: (t) => ({
      scheduledMessageId: t.exposeInt('scheduledMessageId', { description: "The scheduled message (Zulip's id)." }),
      scheduledMessage: t.field({
        type: ScheduledMessageRef,
        description: 'The scheduled message as it is now.',
        resolve: (p) => p.scheduledMessage,
      }),
    }),
  });
const ScheduleMessagePayload = scheduledPayload('ScheduleMessagePayload', 'The message was scheduled.');
const EditScheduledMessagePayload = scheduledPayload('EditScheduledMessagePayload', 'The scheduled message changed.');
const DeleteScheduledMessagePayload = builder
  .objectRef<{ scheduledMessageId: number }>('DeleteScheduledMessagePayload')
  .implement({
    description: 'The scheduled message was cancelled.',
    fields: (t) => ({
      scheduledMessageId: t.exposeInt('scheduledMessageId', {
        description: "The cancelled scheduled message (Zulip's id).",
      }),
      deletedId: t.globalID({
        description: "The cancelled scheduled message's global id, to evict it from a client cache.",
        resolve: (p) => ({ type: 'ScheduledMessage', id: String(p.scheduledMessageId) }),
      }),
    }),
  });

/** A channel message goes to the one channel `to` names (REST's `to` is one id there). */
const recipients = (to: readonly number[]) => (type: ScheduledType) => (type === 'stream' ? to.slice(0, 1) : [...to]);

builder.mutationFields((t) => ({
  scheduleMessage: t.withAuth({ loggedIn: true }).field({
    type: ScheduleMessagePayload,
    description: 'Schedule a message (POST /scheduled_messages).',
    errors: mutationErrors('scheduleMessage'),
    args: { input: t.arg({ type: ScheduleMessageInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) =>
      scheduledChange(
        ctx,
        await scheduled.scheduleMessage(ctx, {
          type: input.type,
          to: recipients(input.to),
          topic: input.topic ?? undefined,
          content: input.content,
          scheduledDeliveryTimestamp: toUnixSeconds(input.scheduledDeliveryTime),
          readBySender: input.readBySender ?? undefined,
          client: 'GraphQL',
        }),
      ),
  }),
  editScheduledMessage: t.withAuth({ loggedIn: true }).field({
    type: EditScheduledMessagePayload,
    description: 'Change a scheduled message (PATCH /scheduled_messages/{id}); a failed one needs a new time.',
    errors: mutationErrors('editScheduledMessage'),
    args: { input: t.arg({ type: EditScheduledMessageInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const id = idOf(input.scheduledMessageId, input.id, 'scheduledMessageId');
      await scheduled.editScheduledMessage(ctx, id, {
        type: input.type ?? undefined,
        to: input.to == null ? undefined : recipients(input.to),
        topic: input.topic ?? undefined,
        content: input.content ?? undefined,
        scheduledDeliveryTimestamp:
          input.scheduledDeliveryTime == null ? undefined : toUnixSeconds(input.scheduledDeliveryTime),
        client: 'GraphQL',
      });
      return scheduledChange(ctx, id);
    },
  }),
  deleteScheduledMessage: t.withAuth({ loggedIn: true }).field({
    type: DeleteScheduledMessagePayload,
    description: 'Cancel a scheduled message (DELETE /scheduled_messages/{id}).',
    errors: mutationErrors('deleteScheduledMessage'),
    args: { input: t.arg({ type: DeleteScheduledMessageInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const id = idOf(input.scheduledMessageId, input.id, 'scheduledMessageId');
      await scheduled.deleteScheduledMessage(ctx, id);
      return { scheduledMessageId: id };
    },
  }),
}));

const ScheduledMessagesEventOp = opEnum(
  'ScheduledMessagesEventOp',
  ['add', 'update', 'remove'],
  "What happened to the viewer's scheduled messages.",
);

export const ScheduledMessagesEvent = deliveredRef<EventOf<'scheduled_messages'>>('ScheduledMessagesEvent').implement({
  description: "The viewer's scheduled messages changed: scheduled, edited, failed, sent or cancelled.",
  interfaces: [ResumableEvent],
  fields: (t) => ({
    op: t.field({ description: 'What happened.', type: ScheduledMessagesEventOp, resolve: ({ event }) => event.op }),
    scheduledMessages: t.field({
      type: [ScheduledMessageRef],
      description: 'With ADD: the new ones; with UPDATE: the one as it is now; with REMOVE: none.',
      resolve: ({ event }) =>
        event.op === 'add' ? event.scheduledMessages : event.op === 'update' ? [event.scheduledMessage] : [],
    }),
    scheduledMessageId: t.int({
      nullable: true,
      description: 'With REMOVE: the one sent or cancelled.',
      resolve: ({ event }) => (event.op === 'remove' ? event.scheduledMessageId : null),
    }),
  }),
});
