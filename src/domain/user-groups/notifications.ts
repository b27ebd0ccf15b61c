import type { Actor } from '../actor.ts';
import type { Deps, Tx } from '../context.ts';
import type { AddressedEvent } from '../events/types.ts';
import { silentMention } from '../markdown/message-links.ts';
import { sendNotificationDms } from '../messages/send/notification-dm.ts';

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
    where: {
      realmId: actor.realm.id,
      id: { in: [...userIds] },
      isActive: true,
      isBot: false,
      NOT: { id: actor.user.id },
    },
    orderBy: { id: 'asc' },
  });
  const verb = change === 'added' ? 'added you to' : 'removed you from';
  await sendNotificationDms(
    deps,
    tx,
    emit,
    actor.realm,
    users,
    `${silentMention(actor.user)} ${verb} the group @_*${group.name}*.`,
  );
}
