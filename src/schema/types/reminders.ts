import type { EventOf } from '../../domain/events/types.ts';
import type { Reminder } from '../../domain/scheduled-messages/reminders.ts';
import * as reminders from '../../resolvers/reminders.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { changedNode, viewerNodes } from '../node-loading.ts';
import { GLOBAL_ID_HELP, idOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { countedPageResolver, totalCountField, type ConnectionArgs } from '../connections.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { fromUnixSeconds, toUnixSeconds } from '../scalars.ts';
import { opEnum } from './event-enums.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';
import { MessageRef } from './message.ts';

/** Reminders: direct messages the Notification Bot will send the viewer about a message, and their events. */

export const ReminderRef = builder.node(builder.objectRef<Reminder>('Reminder'), {
  id: { resolve: (r) => r.id },
  loadMany: viewerNodes(nodes.reminderNodes),
  description: 'A reminder the viewer scheduled: at its time the Notification Bot sends them the message it quotes.',
  fields: (t) => ({
    reminderId: t.exposeInt('id', { description: "Zulip's id of the reminder (not the message's it will send)." }),
    userIds: t.exposeIntList('to', { description: 'Whom it goes to: the viewer.' }),
    content: t.exposeString('content', { description: 'What the Notification Bot will say, in Markdown.' }),
    renderedContent: t.exposeString('renderedContent', { description: 'The same, rendered in HTML.' }),
    scheduledDeliveryTime: t.field({
      type: 'DateTime',
      description: 'When it will be sent.',
      resolve: (r) => fromUnixSeconds(r.scheduledDeliveryTimestamp),
    }),
    failed: t.exposeBoolean('failed', { description: 'The server tried to send it and could not.' }),
    targetMessageId: t.exposeInt('reminderTargetMessageId', { description: 'The id of the message it is about.' }),
  }),
});

builder.queryFields((t) => ({
  remindersConnection: t.connection(
    {
      type: ReminderRef,
      authScopes: { loggedIn: true },
      description: "The viewer's reminders not sent yet (failed ones too), by id, a page at a time (GET /reminders).",
      resolve: countedPageResolver<Reminder, ConnectionArgs>('reminder', reminders.remindersPage, (r) => r.id),
    },
    { fields: totalCountField },
  ),
}));

const CreateReminderInput = builder.inputType('CreateReminderInput', {
  description: 'A reminder about a message the viewer can see (POST /reminders).',
  fields: (t) => ({
    messageId: t.int({ description: "The message's Zulip id." }),
    message: t.globalID({ for: MessageRef, description: `The message. ${GLOBAL_ID_HELP}` }),
    scheduledDeliveryTime: t.field({
      type: 'DateTime',
      required: true,
      description: 'When to send it; later than now.',
    }),
    note: t.string({ description: 'A note the reminder shows above the message (at most 1000 characters).' }),
  }),
});

const DeleteReminderInput = builder.inputType('DeleteReminderInput', {
  description: 'The reminder to cancel (DELETE /reminders/{id}).',
  fields: (t) => ({
    reminderId: t.int({ description: "The reminder's Zulip id." }),
    id: t.globalID({ for: ReminderRef, description: GLOBAL_ID_HELP }),
  }),
});

const CreateReminderPayload = builder
  .objectRef<{ reminderId: number; reminder: Reminder }>('CreateReminderPayload')
  .implement({
    description: 'The reminder was scheduled.',
    fields: (t) => ({
      reminderId: t.exposeInt('reminderId', { description: "The new reminder's Zulip id." }),
      reminder: t.field({ type: ReminderRef, description: 'The new reminder.', resolve: (p) => p.reminder }),
    }),
  });
const DeleteReminderPayload = builder.objectRef<{ reminderId: number }>('DeleteReminderPayload').implement({
  description: 'The reminder was cancelled.',
  fields: (t) => ({
    reminderId: t.exposeInt('reminderId', { description: "The cancelled reminder's Zulip id." }),
    deletedId: t.globalID({
      description: "The deleted reminder's global id, to evict it from a client cache.",
      resolve: (p) => ({ type: 'Reminder', id: String(p.reminderId) }),
    }),
  }),
});

builder.mutationFields((t) => ({
  createReminder: t.withAuth({ loggedIn: true }).field({
    type: CreateReminderPayload,
    description: 'Schedule a reminder about a message (POST /reminders).',
    errors: mutationErrors('createReminder'),
    args: { input: t.arg({ type: CreateReminderInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const reminderId = await reminders.scheduleReminder(ctx, {
        messageId: idOf(input.messageId, input.message, 'messageId'),
        scheduledDeliveryTimestamp: toUnixSeconds(input.scheduledDeliveryTime),
        note: input.note ?? undefined,
        client: 'GraphQL',
      });
      return {
        reminderId,
        reminder: await changedNode(nodes.reminderNodes(ctx, [String(reminderId)]), 'The reminder'),
      };
    },
  }),
  deleteReminder: t.withAuth({ loggedIn: true }).field({
    type: DeleteReminderPayload,
    description: 'Cancel a reminder (DELETE /reminders/{id}).',
    errors: mutationErrors('deleteReminder'),
    args: { input: t.arg({ type: DeleteReminderInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const id = idOf(input.reminderId, input.id, 'reminderId');
      await reminders.deleteReminder(ctx, id);
      return { reminderId: id };
    },
  }),
}));

const RemindersEventOp = opEnum('RemindersEventOp', ['add', 'remove'], "What happened to the viewer's reminders.");

export const RemindersEvent = deliveredRef<EventOf<'reminders'>>('RemindersEvent').implement({
  description: "The viewer's reminders changed: scheduled, or sent or cancelled.",
  interfaces: [ResumableEvent],
  fields: (t) => ({
    op: t.field({ type: RemindersEventOp, description: 'What happened.', resolve: ({ event }) => event.op }),
    reminders: t.field({
      type: [ReminderRef],
      description: 'With ADD: the new ones; with REMOVE: none.',
      resolve: ({ event }) => (event.op === 'add' ? event.reminders : []),
    }),
    reminderId: t.int({
      nullable: true,
      description: 'With REMOVE: the one sent or cancelled.',
      resolve: ({ event }) => (event.op === 'remove' ? event.reminderId : null),
    }),
  }),
});
