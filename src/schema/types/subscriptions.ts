import type { AddressedEvent, ZulipEvent } from '../../domain/events/types.ts';
import { eventForClient, DEFAULT_CLIENT_OPTIONS } from '../../rest-compat/events/client-view.ts';
import { busIterator } from '../../graphql-server/bus-iterator.ts';
import { unauthorized } from '../../domain/errors.ts';
import type { GraphQLContext } from '../../graphql-server/context.ts';
import { builder } from '../builder.ts';

/**
 * Scope checks of plugin-scope-auth guard `resolve`, not `subscribe`: without
 * this, a client with bad credentials would get a silent, empty stream.
 */
function subscriberId(ctx: GraphQLContext): number {
  if (!ctx.actor) throw ctx.authError ?? unauthorized();
  return ctx.actor.user.id;
}

/** Only events addressed to the subscriber's own user, in their realm. */
const forUser = (userId: number, realmId: number) => (e: AddressedEvent) =>
  e.realmId === realmId && e.userIds.includes(userId);

const clientOptions = (applyMarkdown: boolean) => ({
  ...DEFAULT_CLIENT_OPTIONS,
  applyMarkdown,
  clientGravatar: false,
  emptyTopicName: true,
  streamTypingNotifications: true,
  bulkMessageDeletion: true,
});

builder.subscriptionField('events', (t) =>
  t.field({
    type: 'JSON',
    description: 'Every Zulip event the user receives, with the payloads of GET /events (without queue ids).',
    authScopes: { loggedIn: true },
    args: {
      types: t.arg.stringList({ required: false, description: 'Only these event types (all when absent).' }),
      applyMarkdown: t.arg.boolean({ required: false, defaultValue: true }),
    },
    subscribe: (_root, args, ctx) => {
      const mine = forUser(subscriberId(ctx), ctx.realm.id);
      const types = args.types ? new Set(args.types) : null;
      const options = clientOptions(args.applyMarkdown ?? true);
      return busIterator<ZulipEvent>(ctx.bus, (e) => {
        if (!mine(e) || (types && !types.has(e.event.type))) return null;
        return eventForClient(e, options, '');
      });
    },
    resolve: (event) => event,
  }),
);

interface TypingShape {
  op: string;
  messageType: string;
  senderId: number;
  senderEmail: string;
  recipientIds: number[];
  streamId: number | null;
  topic: string | null;
  messageId: number | null;
}

const TypingEvent = builder.objectRef<TypingShape>('TypingEvent').implement({
  fields: (t) => ({
    op: t.exposeString('op', { description: '"start" or "stop"' }),
    messageType: t.exposeString('messageType', { description: '"direct", "stream" or "edit"' }),
    senderId: t.exposeInt('senderId'),
    senderEmail: t.exposeString('senderEmail'),
    recipientIds: t.exposeIntList('recipientIds'),
    streamId: t.exposeInt('streamId', { nullable: true }),
    topic: t.exposeString('topic', { nullable: true }),
    messageId: t.exposeInt('messageId', { nullable: true, description: 'The message being edited (typing_edit_message).' }),
  }),
});

function toTyping(ev: ZulipEvent): TypingShape | null {
  if (ev.type === 'typing') {
    const sender = ev.sender as { user_id: number; email: string };
    const recipients = (ev.recipients as Array<{ user_id: number }> | undefined) ?? [];
    return {
      op: String(ev.op),
      messageType: String(ev.message_type),
      senderId: sender.user_id,
      senderEmail: sender.email,
      recipientIds: recipients.map((r) => r.user_id),
      streamId: typeof ev.stream_id === 'number' ? ev.stream_id : null,
      topic: typeof ev.topic === 'string' ? ev.topic : null,
      messageId: null,
    };
  }
  if (ev.type === 'typing_edit_message') {
    const recipient = ev.recipient as { channel_id?: number; topic?: string; user_ids?: number[] };
    return {
      op: String(ev.op),
      messageType: 'edit',
      senderId: Number(ev.sender_id),
      senderEmail: '',
      recipientIds: recipient.user_ids ?? [],
      streamId: recipient.channel_id ?? null,
      topic: recipient.topic ?? null,
      messageId: Number(ev.message_id),
    };
  }
  return null;
}

builder.subscriptionField('typing', (t) =>
  t.field({
    type: TypingEvent,
    description: 'Typing notifications the user receives (composing and editing).',
    authScopes: { loggedIn: true },
    subscribe: (_root, _args, ctx) => {
      const mine = forUser(subscriberId(ctx), ctx.realm.id);
      return busIterator<TypingShape>(ctx.bus, (e) => {
        if (!mine(e)) return null;
        const typing = toTyping(e.event);
        return typing ? [typing] : null;
      });
    },
    resolve: (event) => event,
  }),
);

interface NewMessageShape {
  message: Record<string, unknown>;
  flags: string[];
}

const NewMessage = builder.objectRef<NewMessageShape>('NewMessage').implement({
  fields: (t) => ({
    id: t.int({ resolve: (m) => Number(m.message.id) }),
    type: t.string({ resolve: (m) => String(m.message.type) }),
    senderId: t.int({ resolve: (m) => Number(m.message.sender_id) }),
    senderFullName: t.string({ resolve: (m) => String(m.message.sender_full_name) }),
    senderEmail: t.string({ resolve: (m) => String(m.message.sender_email) }),
    streamId: t.int({ nullable: true, resolve: (m) => (typeof m.message.stream_id === 'number' ? m.message.stream_id : null) }),
    topic: t.string({ resolve: (m) => String(m.message.subject) }),
    content: t.string({ resolve: (m) => String(m.message.content) }),
    contentType: t.string({ resolve: (m) => String(m.message.content_type) }),
    timestamp: t.int({ resolve: (m) => Number(m.message.timestamp) }),
    flags: t.stringList({ resolve: (m) => m.flags }),
    raw: t.field({ type: 'JSON', description: 'The message exactly as GET /messages returns it.', resolve: (m) => m.message }),
  }),
});

builder.subscriptionField('messages', (t) =>
  t.field({
    type: NewMessage,
    description: 'New messages the user receives, with their flags for this user.',
    authScopes: { loggedIn: true },
    args: { applyMarkdown: t.arg.boolean({ required: false, defaultValue: true }) },
    subscribe: (_root, args, ctx) => {
      const mine = forUser(subscriberId(ctx), ctx.realm.id);
      const options = clientOptions(args.applyMarkdown ?? true);
      return busIterator<NewMessageShape>(ctx.bus, (e) => {
        if (!mine(e) || e.event.type !== 'message') return null;
        const shaped = eventForClient(e, options, '');
        return shaped ? shaped.map((ev) => ({ message: ev.message as Record<string, unknown>, flags: ev.flags as string[] })) : null;
      });
    },
    resolve: (m) => m,
  }),
);
