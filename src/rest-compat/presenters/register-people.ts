import type { OwnUserState } from '../../domain/register/people-state.ts';
import { isAdmin, isGuest, isModerator, isOwner } from '../../domain/roles.ts';

/** The rest of Zulip's realm_user block, after the two lists of users. */
export function presentOwnUser(me: OwnUserState): Record<string, unknown> {
  return {
    // zircon has no system bots shared between organizations.
    cross_realm_bots: [],
    avatar_source: 'G',
    avatar_url_medium: me.avatarUrlMedium,
    avatar_url: me.avatarUrl,
    can_create_private_streams: me.canCreatePrivateChannels,
    can_create_public_streams: me.canCreatePublicChannels,
    can_create_web_public_streams: me.canCreateWebPublicChannels,
    // Deprecated (FL 102) but still read by older mobile apps.
    can_create_streams: me.canCreatePrivateChannels || me.canCreatePublicChannels || me.canCreateWebPublicChannels,
    can_subscribe_other_users: me.canSubscribeOtherUsers,
    can_invite_others_to_realm: me.canInviteOthersToRealm,
    is_admin: isAdmin(me.role),
    is_owner: isOwner(me.role),
    is_moderator: isModerator(me.role),
    is_guest: isGuest(me.role),
    user_id: me.userId,
    email: me.email,
    delivery_email: me.deliveryEmail,
    full_name: me.fullName,
  };
}
