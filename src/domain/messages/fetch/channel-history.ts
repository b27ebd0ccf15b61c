import type { Stream } from '../../../generated/prisma/client.ts';
import type { UserRow } from '../../users/format.ts';
import { isGuest } from '../../users/roles.ts';

/**
 * Zulip's can_access_stream_history: may the user read messages of this
 * channel they never received (sent before they subscribed)?
 */
export function canAccessChannelHistory(user: UserRow, stream: Stream, subscribed: boolean): boolean {
  if (stream.isWebPublic) return true;
  if (stream.inviteOnly) return subscribed && stream.historyPublicToSubscribers;
  // Public channels: members see all history; guests only while subscribed.
  return !isGuest(user.role) || subscribed;
}
