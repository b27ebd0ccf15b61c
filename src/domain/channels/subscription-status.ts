import type { Stream } from '../../generated/prisma/client.ts';
import type { Actor } from '../actor.ts';
import type { Db } from '../context.ts';
import { accessUserById } from '../users/access.ts';
import type { UserRow } from '../users/format.ts';
import { accessChannelById, activeSubscription, ChannelViewer } from './access.ts';

export interface SubscriptionStatus {
  user: UserRow;
  channel: Stream;
  isSubscribed: boolean;
}

/**
 * GET /users/{user_id}/subscriptions/{stream_id} (Zulip's
 * get_subscription_backend): the user first (an active, non-bot user the
 * asker may see: "No such user", "User is deactivated", "Insufficient
 * permission"), then the channel, which needs only metadata access, so
 * administrators may ask about private channels they are not in ("Invalid
 * channel ID" otherwise).
 */
export async function subscriptionStatus(
  db: Db,
  actor: Actor,
  userId: number,
  channelId: number,
): Promise<SubscriptionStatus> {
  const user = await accessUserById(db, actor, userId, { forAdmin: false });
  const viewer = new ChannelViewer(db, { id: actor.user.id, role: actor.user.role, realmId: actor.realm.id });
  const { stream } = await accessChannelById(viewer, channelId, { requireContentAccess: false });
  return { user, channel: stream, isSubscribed: (await activeSubscription(db, user.id, stream)) !== null };
}
