import type { OwnUserState } from '../../domain/register/people-state.ts';
import type { InitialState } from '../../domain/register/types.ts';
import { isAdmin, isGuest, isModerator, isOwner } from '../../domain/roles.ts';
import { presentRegisterBot } from './bots.ts';
import { presentProfileField } from './profile-fields.ts';
import { presentUserGroup } from './user-groups.ts';
import { presentRegisterUser } from './users.ts';

/** The rest of Zulip's realm_user block, after the two lists of users. */
function presentOwnUser(me: OwnUserState): Record<string, unknown> {
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

/**
 * POST /register's sections about people in Zulip's shape, each where the
 * domain put it, so the answer keeps the order of Zulip's
 * fetch_initial_state_data.
 */
export function presentPeopleState(state: InitialState): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) {
    if (key === 'custom_profile_fields' && state.custom_profile_fields) out[key] = state.custom_profile_fields.map(presentProfileField);
    else if (key === 'realm_user_groups' && state.realm_user_groups) out[key] = state.realm_user_groups.map(presentUserGroup);
    else if (key === 'realm_users' && state.realm_users) out[key] = state.realm_users.map(presentRegisterUser);
    else if (key === 'realm_non_active_users' && state.realm_non_active_users) out[key] = state.realm_non_active_users.map(presentRegisterUser);
    else if (key === 'ownUser' && state.ownUser) Object.assign(out, presentOwnUser(state.ownUser));
    else if (key === 'realm_bots' && state.realm_bots) out[key] = state.realm_bots.map(presentRegisterBot);
    else out[key] = value;
  }
  return out;
}
