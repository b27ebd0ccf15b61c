import { prismaReader, type SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inTransaction, type Deps } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { dbId } from '../ids.ts';
import { checkTopicCharacters, truncateTopic } from '../message-limits.ts';
import type { SendMessageInput } from '../messages/send/send-message.ts';
import { checkMessage, type CheckedMessage } from './check.ts';
import type { ScheduledMessage } from './event-payloads.ts';
import {
  checkDeliveryTime,
  DeliveryType,
  insertScheduled,
  SCHEDULED_COLUMNS,
  scheduledMessageOf,
  toSender,
  undeliveredOf,
  type ScheduledRow,
} from './store.ts';

export type { ScheduledMessage } from './event-payloads.ts';
export { checkDeliveryTime } from './store.ts';

export type ScheduledType = 'stream' | 'private';

/**
 * Whom a scheduled message goes to, read when the operation asks (Zulip
 * parses `to` by the type only after its other checks): a channel's id, or
 * user ids.
 */
export type RecipientReader = (type: ScheduledType) => number[];

export interface ScheduleMessageInput {
  type: ScheduledType;
  to: RecipientReader;
  topic?: string;
  content: string;
  /** UNIX seconds. */
  scheduledDeliveryTimestamp: number;
  readBySender?: boolean;
  client: string;
}

export interface EditScheduledMessageInput {
  type?: ScheduledType;
  to?: RecipientReader;
  topic?: string;
  content?: string;
  scheduledDeliveryTimestamp?: number;
  client: string;
}

/** The users of a direct message as Zulip lists them (get_recipient_ids): the other one, or everyone of a group. */
function directTo(actor: Actor, ids: readonly number[]): number[] {
  const others = [...new Set(ids)].filter((id) => id !== actor.user.id).sort((a, b) => a - b);
  if (others.length === 0) return [actor.user.id];
  if (others.length === 1) return others;
  return [...others, actor.user.id].sort((a, b) => a - b);
}

interface Addressed {
  type: ScheduledType;
  to: number[];
  topic: string;
  content: string;
}

const sendInputOf = (a: Addressed, client: string): SendMessageInput =>
  a.type === 'stream'
    ? {
        recipient: { type: 'channel', channel: { kind: 'id', id: a.to[0] } },
        topic: a.topic,
        content: a.content,
        client,
      }
    : { recipient: { type: 'direct', to: { kind: 'ids', ids: a.to } }, content: a.content, client };

async function checked(deps: Deps, actor: Actor, a: Addressed, client: string): Promise<Addressed & CheckedMessage> {
  const c = await checkMessage(deps, actor, sendInputOf(a, client));
  return {
    ...a,
    ...c,
    to: a.type === 'stream' ? a.to : directTo(actor, a.to),
    topic: a.type === 'stream' ? c.topic : '',
  };
}

/** The user's undelivered scheduled messages, soonest first (GET /scheduled_messages, register's scheduled_messages). */
export const undeliveredScheduledMessages = async (sql: SqlReader, userId: number): Promise<ScheduledMessage[]> =>
  (await undeliveredOf(sql, userId, DeliveryType.SEND_LATER)).map(scheduledMessageOf);

/** GET /scheduled_messages. */
export const listScheduledMessages = (deps: Deps, actor: Actor): Promise<ScheduledMessage[]> =>
  undeliveredScheduledMessages(deps.db.sql, actor.user.id);

/** POST /scheduled_messages, in the order of Zulip's create_scheduled_message_backend and check_schedule_message. */
export async function scheduleMessage(deps: Deps, actor: Actor, input: ScheduleMessageInput): Promise<number> {
  const deliverAt = checkDeliveryTime(deps.clock.now(), input.scheduledDeliveryTimestamp);
  const to = input.to(input.type);
  const m = await checked(
    deps,
    actor,
    { type: input.type, to, topic: input.topic ?? '', content: input.content },
    input.client,
  );
  // Zulip's default: read for the sender, unless it is a message to oneself alone.
  const toSelf = m.type === 'private' && m.to.length === 1 && m.to[0] === actor.user.id;
  const readBySender = input.readBySender ?? !toSelf;
  return inTransaction(deps, async (tx, emit) => {
    const row = await insertScheduled(tx, {
      realmId: actor.realm.id,
      senderId: actor.user.id,
      deliveryType: DeliveryType.SEND_LATER,
      type: m.type,
      to: m.to,
      topic: m.topic,
      content: m.content,
      renderedContent: m.renderedContent,
      client: input.client,
      readBySender,
      deliverAt,
    });
    emit(toSender(actor, { type: 'scheduled_messages', op: 'add', scheduledMessages: [scheduledMessageOf(row)] }));
    return row.id;
  });
}

const doesNotExist = () => notFound('Scheduled message does not exist');

/** The checks Zulip's update_scheduled_message_backend makes before it looks the message up. */
function checkEditRequest(input: EditScheduledMessageInput): void {
  const { type, to, topic, content, scheduledDeliveryTimestamp } = input;
  if ([type, to, topic, content, scheduledDeliveryTimestamp].every((v) => v === undefined))
    throw badRequest('Nothing to change');
  if (type !== undefined && to === undefined)
    throw badRequest('Recipient required when updating type of scheduled message.');
  if (type === 'stream' && topic === undefined)
    throw badRequest('Topic required when updating scheduled message type to stream.');
}

/** PATCH /scheduled_messages/{id}: Zulip's edit_scheduled_message. */
export async function editScheduledMessage(
  deps: Deps,
  actor: Actor,
  id: number,
  input: EditScheduledMessageInput,
): Promise<void> {
  checkEditRequest(input);
  const deliverAt =
    input.scheduledDeliveryTimestamp === undefined
      ? undefined
      : checkDeliveryTime(deps.clock.now(), input.scheduledDeliveryTimestamp);
  const existing = await ownScheduledMessage(deps, actor, id);
  if (existing.delivered) throw badRequest('Scheduled message was already sent');
  if (existing.failed && deliverAt === undefined) throw badRequest('Scheduled delivery time must be in the future.');
  const type: ScheduledType = input.type ?? (existing.type === 'stream' ? 'stream' : 'private');
  let next: Addressed & Partial<CheckedMessage> = {
    type,
    to: existing.to,
    topic: existing.topic,
    content: existing.content,
    renderedContent: existing.rendered_content,
  };
  if (input.type !== undefined || input.to !== undefined || input.content !== undefined) {
    const to = input.to === undefined ? existing.to : input.to(type);
    next = await checked(
      deps,
      actor,
      { type, to, topic: input.topic ?? existing.topic, content: input.content ?? existing.content },
      input.client,
    );
    if (input.type === undefined && input.to === undefined)
      next = { ...next, type: existingType(existing), to: existing.to, topic: topicAfter(existing, input.topic) };
  } else {
    next = { ...next, topic: topicAfter(existing, input.topic) };
  }
  await inTransaction(deps, async (tx, emit) => {
    const [row] = await prismaReader(tx).query<ScheduledRow & Record<string, unknown>>(
      `UPDATE scheduled_message SET type = $2, "to" = $3::int[], topic = $4, content = $5, rendered_content = $6,
         scheduled_timestamp = COALESCE($7, scheduled_timestamp), sending_client = $8, failed = false, failure_message = NULL
       WHERE id = $1 AND NOT delivered RETURNING ${SCHEDULED_COLUMNS}`,
      [
        existing.id,
        next.type,
        next.to,
        next.topic,
        next.content,
        next.renderedContent,
        deliverAt ?? null,
        input.client,
      ],
    );
    // Delivered meanwhile: Zulip's row lock would have made the edit wait for it, then refuse.
    if (!row) throw badRequest('Scheduled message was already sent');
    emit(toSender(actor, { type: 'scheduled_messages', op: 'update', scheduledMessage: scheduledMessageOf(row) }));
  });
}

const existingType = (r: ScheduledRow): ScheduledType => (r.type === 'stream' ? 'stream' : 'private');

/** A new topic alone applies to a channel message; a direct message ignores it (as Zulip). */
function topicAfter(existing: ScheduledRow, topic: string | undefined): string {
  if (topic === undefined || existing.type !== 'stream') return existing.topic;
  checkTopicCharacters(topic);
  return truncateTopic(topic);
}

async function ownScheduledMessage(deps: Deps, actor: Actor, id: number): Promise<ScheduledRow> {
  const [row] = await deps.db.sql.query<ScheduledRow & Record<string, unknown>>(
    `SELECT ${SCHEDULED_COLUMNS} FROM scheduled_message WHERE id = $1 AND sender_id = $2 AND delivery_type = $3`,
    [dbId(id), actor.user.id, DeliveryType.SEND_LATER],
  );
  if (!row) throw doesNotExist();
  return row;
}

/** DELETE /scheduled_messages/{id}. */
export async function deleteScheduledMessage(deps: Deps, actor: Actor, id: number): Promise<void> {
  await inTransaction(deps, async (tx, emit) => {
    const rows = await prismaReader(tx).query<{ id: number }>(
      'DELETE FROM scheduled_message WHERE id = $1 AND sender_id = $2 AND delivery_type = $3 RETURNING id',
      [dbId(id), actor.user.id, DeliveryType.SEND_LATER],
    );
    if (rows.length === 0) throw doesNotExist();
    emit(toSender(actor, { type: 'scheduled_messages', op: 'remove', scheduledMessageId: rows[0].id }));
  });
}
