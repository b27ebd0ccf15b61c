import type { EventOf } from '../../domain/events/types.ts';
import type { ScheduledMessage, ScheduledType } from '../../domain/scheduled-messages/scheduled-messages.ts';
import * as scheduled from '../../resolvers/scheduled-messages.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { viewerNodes } from '../node-loading.ts';
import { GLOBAL_ID_HELP, idOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { mutationErrors } from '../errors.ts';
import { fromUnixSeconds, toUnixSeconds } from '../scalars.ts';
import { opEnum } from './event-enums.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';

/** Scheduled messages: the viewer's messages to send later, a mutation for each REST write, and their events. */

const ScheduledMessageTypeEnum = builder.enumType('ScheduledMessageType', {
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
    type: t.field({ type: ScheduledMessageTypeEnum, resolve: (m) => m.type }),
    channelId: t.int({ nullable: true, resolve: (m) => (typeof m.to === 'number' ? m.to : null) }),
    userIds: t.intList({
      nullable: true,
      description: 'A direct message’s users (the other one, or the whole group).',
      resolve: (m) => (typeof m.to === 'number' ? null : m.to),
    }),
    topic: t.string({ nullable: true, resolve: (m) => m.topic ?? null }),
    content: t.exposeString('content'),
    renderedContent: t.exposeString('renderedContent'),
    scheduledDeliveryTime: t.field({
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
    resolve: (_root, _a, ctx) => scheduled.scheduledMessages(ctx),
  }),
}));

const ScheduleMessageInput = builder.inputType('ScheduleMessageInput', {
  fields: (t) => ({
    type: t.field({ type: ScheduledMessageTypeEnum, required: true }),
    to: t.intList({ required: true, description: 'The channel id (one), or the users of a direct message.' }),
    topic: t.string(),
    content: t.string({ required: true }),
    scheduledDeliveryTime: t.field({ type: 'DateTime', required: true }),
    readBySender: t.boolean(),
  }),
});

const EditScheduledMessageInput = builder.inputType('EditScheduledMessageInput', {
  fields: (t) => ({
    scheduledMessageId: t.int(),
    id: t.globalID({ for: ScheduledMessageRef, description: GLOBAL_ID_HELP }),
    type: t.field({ type: ScheduledMessageTypeEnum }),
    to: t.intList(),
    topic: t.string(),
    content: t.string(),
    scheduledDeliveryTime: t.field({ type: 'DateTime' }),
  }),
});

const ScheduledMessageIdInput = builder.inputType('ScheduledMessageIdInput', {
  fields: (t) => ({
    scheduledMessageId: t.int(),
    id: t.globalID({ for: ScheduledMessageRef, description: GLOBAL_ID_HELP }),
  }),
});

const ScheduledMessageIdPayload = (name: string) =>
  builder.objectRef<{ scheduledMessageId: number }>(name).implement({
    fields: (t) => ({ scheduledMessageId: t.exposeInt('scheduledMessageId') }),
  });
const ScheduleMessagePayload = ScheduledMessageIdPayload('ScheduleMessagePayload');
const EditScheduledMessagePayload = ScheduledMessageIdPayload('EditScheduledMessagePayload');
const DeleteScheduledMessagePayload = ScheduledMessageIdPayload('DeleteScheduledMessagePayload');

/** A channel message goes to the one channel `to` names (REST's `to` is one id there). */
const recipients = (to: readonly number[]) => (type: ScheduledType) => (type === 'stream' ? to.slice(0, 1) : [...to]);

builder.mutationFields((t) => ({
  scheduleMessage: t.withAuth({ loggedIn: true }).field({
    type: ScheduleMessagePayload,
    description: 'Schedule a message (POST /scheduled_messages).',
    errors: mutationErrors('scheduleMessage'),
    args: { input: t.arg({ type: ScheduleMessageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      scheduledMessageId: await scheduled.scheduleMessage(ctx, {
        type: input.type,
        to: recipients(input.to),
        topic: input.topic ?? undefined,
        content: input.content,
        scheduledDeliveryTimestamp: toUnixSeconds(input.scheduledDeliveryTime),
        readBySender: input.readBySender ?? undefined,
        client: 'GraphQL',
      }),
    }),
  }),
  editScheduledMessage: t.withAuth({ loggedIn: true }).field({
    type: EditScheduledMessagePayload,
    description: 'Change a scheduled message (PATCH /scheduled_messages/{id}); a failed one needs a new time.',
    errors: mutationErrors('editScheduledMessage'),
    args: { input: t.arg({ type: EditScheduledMessageInput, required: true }) },
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
      return { scheduledMessageId: id };
    },
  }),
  deleteScheduledMessage: t.withAuth({ loggedIn: true }).field({
    type: DeleteScheduledMessagePayload,
    description: 'Cancel a scheduled message (DELETE /scheduled_messages/{id}).',
    errors: mutationErrors('deleteScheduledMessage'),
    args: { input: t.arg({ type: ScheduledMessageIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = idOf(input.scheduledMessageId, input.id, 'scheduledMessageId');
      await scheduled.deleteScheduledMessage(ctx, id);
      return { scheduledMessageId: id };
    },
  }),
}));

const ScheduledMessagesEventOp = opEnum('ScheduledMessagesEventOp', ['add', 'update', 'remove']);

export const ScheduledMessagesEvent = deliveredRef<EventOf<'scheduled_messages'>>('ScheduledMessagesEvent').implement({
  description: "The viewer's scheduled messages changed: scheduled, edited, failed, sent or cancelled.",
  interfaces: [ResumableEvent],
  fields: (t) => ({
    op: t.field({ type: ScheduledMessagesEventOp, resolve: ({ event }) => event.op }),
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
