import type { Realm } from '../../generated/prisma/client.ts';
import type { Deps, Tx } from '../context.ts';
import type { AddressedEvent } from '../events/types.ts';
import { silentMention } from '../markdown/message-links.ts';
import { sendBotMessage } from '../messages/edit/notifications.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import type { UserRow } from '../users/format.ts';
import { notificationBot } from '../users/notification-bot.ts';

/** The topic of new user announcements (Zulip's "signups"). */
export const SIGNUPS_TOPIC = 'signups';

/**
 * Zulip's notify_new_user: unless the new human is the organization's first
 * (realm_user_count counts active humans, the new one included), the
 * Notification Bot announces them in the signup announcements channel, if
 * the organization has one that is not archived; unread for everyone.
 */
export async function announceSignup(
  deps: Deps,
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  realm: Realm,
  user: UserRow,
): Promise<void> {
  const total = await tx.user.count({ where: { realmId: realm.id, isActive: true, isBot: false } });
  if (total === 1) return;
  const id = Number(realmSettingsOf(realm.settings).signup_announcements_stream_id);
  if (!(id >= 0)) return;
  const stream = await tx.stream.findFirst({ where: { id, realmId: realm.id, isArchived: false } });
  if (!stream) return;
  const bot = await notificationBot(tx, realm.id, deps.clock.now());
  await sendBotMessage(
    { deps, tx, emit, realm, actor: bot },
    stream,
    SIGNUPS_TOPIC,
    `${silentMention(user)} just signed up for Zulip. (total: ${total})`,
  );
}
