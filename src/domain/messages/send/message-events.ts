import type { Actor } from '../../auth/actor.ts';
import { prismaReader } from '../../../db/sql.ts';
import type { Tx } from '../../context.ts';
import type { AddressedEvent } from '../../events/types.ts';
import { flagsToList } from '../flags.ts';
import type { ServerInfo } from '../../context.ts';
import { formatMessage, withInaccessibleSender } from '../format.ts';
import { loadMessages, type MessageView } from '../load.ts';
import type { RealmLinkifierSets, TopicLink } from '../../linkifiers/realm-sets.ts';

/** What the sender asked to be echoed back in its own `message` event. */
export interface SendEcho {
  localId?: string;
  queueId?: string;
}

/** Receivers who may not access the sender (Zulip's user_ids_without_access_to_sender): they get an "Unknown user". */
export interface HiddenSender {
  from: ReadonlySet<number>;
  server: ServerInfo;
}

/**
 * The `message` event of a new message: one event per distinct set of flags
 * (and per view of the sender). The payload carries rendered HTML and the
 * empty topic as ""; queues rewrite it per client (apply_markdown,
 * client_gravatar, empty_topic_name) using `internal`.
 */
export function emitNewMessage(
  emit: (e: AddressedEvent) => void,
  actor: Actor,
  view: MessageView,
  flags: Map<number, number>,
  input: SendEcho,
  topicLinks?: (topic: string) => TopicLink[],
  hidden?: HiddenSender,
): void {
  const message = formatMessage(view, {
    applyMarkdown: true,
    clientGravatar: false,
    allowEmptyTopicName: true,
    realmStringId: actor.realm.stringId,
    topicLinks,
  });
  const masked = hidden && hidden.from.size > 0 ? withInaccessibleSender(message, hidden.server) : null;
  // Keyed by the flags, negative for receivers who get the masked sender.
  const byFlags = new Map<number, number[]>();
  for (const [userId, f] of flags) {
    const key = masked && hidden?.from.has(userId) ? -1 - f : f;
    const ids = byFlags.get(key);
    if (ids) ids.push(userId);
    else byFlags.set(key, [userId]);
  }
  for (const [key, userIds] of byFlags) {
    const isMasked = key < 0;
    emit({
      realmId: actor.realm.id,
      userIds,
      event: { type: 'message', message: isMasked && masked ? masked : message, flags: flagsToList(isMasked ? -1 - key : key) },
      internal: {
        rawContent: view.content,
        // The placeholder avatar is not a gravatar the client could compute.
        senderEmailPublic: !isMasked && view.senderEmailPublic,
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
