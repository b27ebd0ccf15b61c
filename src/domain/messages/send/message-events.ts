import type { Actor } from '../../auth/actor.ts';
import { prismaReader } from '../../../db/sql.ts';
import type { Tx } from '../../context.ts';
import type { AddressedEvent } from '../../events/types.ts';
import { flagsToList } from '../flags.ts';
import { formatMessage } from '../format.ts';
import { loadMessages, type MessageView } from '../load.ts';
import type { RealmLinkifierSets, TopicLink } from '../../linkifiers/realm-sets.ts';

/** What the sender asked to be echoed back in its own `message` event. */
export interface SendEcho {
  localId?: string;
  queueId?: string;
}

/**
 * The `message` event of a new message: one event per distinct set of flags.
 * The payload carries rendered HTML and the empty topic as ""; queues rewrite
 * it per client (apply_markdown, client_gravatar, empty_topic_name) using `internal`.
 */
export function emitNewMessage(
  emit: (e: AddressedEvent) => void,
  actor: Actor,
  view: MessageView,
  flags: Map<number, number>,
  input: SendEcho,
  topicLinks?: (topic: string) => TopicLink[],
): void {
  const message = formatMessage(view, {
    applyMarkdown: true,
    clientGravatar: false,
    allowEmptyTopicName: true,
    realmStringId: actor.realm.stringId,
    topicLinks,
  });
  const byFlags = new Map<number, number[]>();
  for (const [userId, f] of flags) {
    const ids = byFlags.get(f);
    if (ids) ids.push(userId);
    else byFlags.set(f, [userId]);
  }
  for (const [f, userIds] of byFlags) {
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
  const set = view.streamId === null || !linkifiers ? null : await linkifiers.forRealm(prismaReader(tx), actor.realm.id);
  emitNewMessage(emit, actor, view, flags, input, set?.topicLinks);
}
