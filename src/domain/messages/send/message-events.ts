import type { Actor } from '../../actor.ts';
import { prismaReader } from '../../../db/sql.ts';
import type { Tx } from '../../context.ts';
import type { AddressedEvent } from '../../events/types.ts';
import { flagsToList } from '../flags.ts';
import { loadMessages, type LoadedMessage } from '../load.ts';
import { messageFor, recipientIdSeenBy } from '../message-for-reader.ts';
import type { Message } from '../model.ts';
import type { RealmLinkifierSets, TopicLink } from '../../markdown/linkifier-sets.ts';

/** What the sender asked to be echoed back in its own `message` event. */
export interface SendEcho {
  localId?: string;
  queueId?: string;
}

/**
 * The `message` event of a new message: one event per distinct set of flags
 * (and, for a one-to-one direct message, apart for its receiver, whose
 * recipient_id differs: recipientIdSeenBy). The payload carries rendered HTML
 * and the empty topic as ""; queues rewrite it per client (apply_markdown,
 * client_gravatar, empty_topic_name) using `internal`.
 */
export function emitNewMessage(
  emit: (e: AddressedEvent) => void,
  actor: Actor,
  view: LoadedMessage,
  flags: Map<number, number>,
  input: SendEcho,
  topicLinks?: (topic: string) => TopicLink[],
): void {
  const options = {
    applyMarkdown: true,
    clientGravatar: false,
    allowEmptyTopicName: true,
    realmStringId: actor.realm.stringId,
    topicLinks,
  };
  const asSent = messageFor(view, { ...options, viewerId: view.senderId });
  let asReceived: Message | undefined;
  const groups = new Map<string, { f: number; message: Message; userIds: number[] }>();
  for (const [userId, f] of flags) {
    const seen = recipientIdSeenBy(view, userId);
    const message = seen === asSent.recipientId ? asSent : (asReceived ??= { ...asSent, recipientId: seen });
    const key = `${f}:${message.recipientId}`;
    const group = groups.get(key);
    if (group) group.userIds.push(userId);
    else groups.set(key, { f, message, userIds: [userId] });
  }
  for (const { f, message, userIds } of groups.values()) {
    emit({
      realmId: actor.realm.id,
      userIds,
      event: { type: 'message', message, flags: flagsToList(f) },
      internal: {
        rawContent: view.content,
        senderEmailPublic: view.senderEmailPublic,
        senderId: actor.user.id,
        senderQueueId: input.queueId,
        localMessageId: input.localId,
        streamId: view.streamId,
        topic: view.subject,
      },
    });
  }
}

/** `emitNewMessage` for a message stored in this Prisma transaction, read back with `loadMessages`. */
export async function publishNewMessage(
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  actor: Actor,
  messageId: number,
  flags: Map<number, number>,
  input: SendEcho,
  linkifiers?: RealmLinkifierSets,
): Promise<void> {
  const [view] = await loadMessages(prismaReader(tx), [messageId]);
  const set =
    view.streamId === null || !linkifiers ? null : await linkifiers.forRealm(prismaReader(tx), actor.realm.id);
  emitNewMessage(emit, actor, view, flags, input, set?.topicLinks);
}
