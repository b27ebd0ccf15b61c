import { isSpectator, type Reader } from '../../auth/spectator.ts';
import type { Deps } from '../../context.ts';
import { invalidMessages } from '../../errors.ts';
import { FLAG_BIT, flagsToList } from '../flags.ts';
import { withInaccessibleSender } from '../inaccessible-sender.ts';
import { messageFor } from '../message-for-reader.ts';
import { FULL_ACCESS, userAccessOf } from '../../users/user-access.ts';
import { editHistoryPolicy } from '../history/visibility.ts';
import { loadMessages } from '../load.ts';
import { accessMessage, accessMessages, accessWebPublicMessage } from './access.ts';
import type { Actor } from '../../actor.ts';
import type { ReadMessage } from '../model.ts';

export interface GetMessageOptions {
  applyMarkdown: boolean;
  allowEmptyTopicName: boolean;
}

/**
 * GET /messages/{message_id} (Zulip's json_fetch_raw_message): the message
 * with the viewer's flags (["read", "historical"] without a UserMessage row;
 * ["read"] for a spectator, who may read web-public channels' messages only)
 * and the deprecated `raw_content`. Zulip always formats it with
 * client_gravatar on.
 */
export async function getSingleMessage(
  deps: Deps,
  reader: Reader,
  messageId: number,
  opts: GetMessageOptions,
): Promise<{ message: ReadMessage; rawContent: string }> {
  const { realm } = reader;
  const accessed = isSpectator(reader)
    ? await accessWebPublicMessage(deps.db.sql, realm, messageId)
    : await accessMessage(deps.db.sql, reader, messageId, { modifying: false });
  const flags = isSpectator(reader) ? FLAG_BIT.read : (accessed.userFlags ?? FLAG_BIT.read | FLAG_BIT.historical);
  const [view] = await loadMessages(deps.db.sql, [accessed.id]);
  // Deleted between the two reads.
  if (!view) throw invalidMessages();
  const linkifiers = view.streamId === null ? null : await deps.linkifiers.forRealm(deps.db.sql, realm.id);
  const message = messageFor(view, {
    applyMarkdown: opts.applyMarkdown,
    clientGravatar: true,
    allowEmptyTopicName: opts.allowEmptyTopicName,
    realmStringId: realm.stringId,
    editHistoryPolicy: editHistoryPolicy(realm.settings),
    topicLinks: linkifiers?.topicLinks,
    viewerId: isSpectator(reader) ? undefined : reader.user.id,
  });
  const access = isSpectator(reader) ? FULL_ACCESS : await userAccessOf(deps.db.sql, reader);
  const shown = access.listed(view.senderId) ? message : withInaccessibleSender(message, deps.server);
  return { message: { ...shown, flags: flagsToList(flags) }, rawContent: accessed.content };
}

/**
 * GET /messages/{message_id} for several messages at once, in a few
 * statements whatever their number (a GraphQL list of objects that each name
 * a message, such as an upload's messages): the messages the viewer may read,
 * by id, with their flags; one it would be refused is absent.
 */
export async function getMessagesById(
  deps: Deps,
  actor: Actor,
  messageIds: readonly number[],
  opts: GetMessageOptions,
): Promise<Map<number, ReadMessage>> {
  const accessed = await accessMessages(deps.db.sql, actor, [...messageIds]);
  const views = await loadMessages(deps.db.sql, [...accessed.keys()]);
  const linkifiers = views.some((v) => v.streamId !== null)
    ? await deps.linkifiers.forRealm(deps.db.sql, actor.realm.id)
    : null;
  const access = await userAccessOf(deps.db.sql, actor);
  const found = new Map<number, ReadMessage>();
  for (const view of views) {
    const message = messageFor(view, {
      applyMarkdown: opts.applyMarkdown,
      clientGravatar: true,
      allowEmptyTopicName: opts.allowEmptyTopicName,
      realmStringId: actor.realm.stringId,
      editHistoryPolicy: editHistoryPolicy(actor.realm.settings),
      topicLinks: view.streamId === null ? undefined : linkifiers?.topicLinks,
      viewerId: actor.user.id,
    });
    const shown = access.listed(view.senderId) ? message : withInaccessibleSender(message, deps.server);
    const flags = accessed.get(view.id)?.userFlags ?? FLAG_BIT.read | FLAG_BIT.historical;
    found.set(view.id, { ...shown, flags: flagsToList(flags) });
  }
  return found;
}
