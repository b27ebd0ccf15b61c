import type { Actor } from '../auth/actor.ts';
import type { Deps, Tx } from '../context.ts';
import type { AddressedEvent } from '../events/types.ts';
import { silentMention } from '../messages/edit/links.ts';
import { notificationBot } from '../messages/edit/notification-bot.ts';
import { FLAG_BIT } from '../messages/flags.ts';
import { renderMessage } from '../messages/render-message.ts';
import { directRecipientId } from '../messages/send/resolve-direct.ts';
import { publishNewMessage } from '../messages/send/message-events.ts';
import { insertMessage, renderedColumns } from '../messages/store.ts';

/**
 * Zulip's notify_for_user_group_subscription_changes: the Notification Bot
 * tells each added or removed user, except the one acting and bots, in a
 * direct message.
 */
export async function notifyMembershipChange(
  deps: Deps,
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  actor: Actor,
  group: { name: string },
  userIds: readonly number[],
  change: 'added' | 'removed',
): Promise<void> {
  const users = await tx.user.findMany({
    where: { realmId: actor.realm.id, id: { in: [...userIds] }, isActive: true, isBot: false, NOT: { id: actor.user.id } },
    orderBy: { id: 'asc' },
  });
  if (users.length === 0) return;
  const now = deps.clock.now();
  const bot = await notificationBot(tx, actor.realm.id, now);
  const verb = change === 'added' ? 'added you to' : 'removed you from';
  const content = `${silentMention(actor.user)} ${verb} the group @_*${group.name}*.`;
  const rendered = await renderMessage(tx, deps.server, deps.renderer, { realm: actor.realm, sender: bot, content });
  for (const user of users) {
    const recipientId = await directRecipientId(tx, actor.realm.id, bot, [user]);
    const flags = new Map([
      [user.id, 0],
      [bot.id, FLAG_BIT.read],
    ]);
    const id = await insertMessage(
      tx,
      { realmId: actor.realm.id, senderId: bot.id, recipientId, isChannelMessage: false, subject: '', content, dateSent: now, sendingClient: 'Internal', ...renderedColumns(rendered) },
      flags,
    );
    await publishNewMessage(tx, emit, { user: bot, realm: actor.realm }, id, flags, {}, deps.linkifiers);
  }
}
