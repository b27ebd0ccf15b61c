import { loadBot, type Bot } from '../users/bots-format.ts';
import { gravatarUrl } from '../users/format.ts';
import { getUsers } from '../users/list.ts';
import { isAdmin, isGuest } from '../roles.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import type { StateContext } from './types.ts';
import type { PeopleState } from './people-state.ts';

/** Zulip's MEDIUM_AVATAR_SIZE: the medium gravatar asks for a 500 px image. */
const mediumGravatar = (url: string): string => url.replace('?d=identicon', '?d=identicon&s=500');

/**
 * The realm's users and the current user's own facts (Zulip's `realm_user`
 * block, after post_process_state split users by is_active and dropped the
 * field: which list a user is in says it).
 */
export async function realmUserState(
  ctx: StateContext,
): Promise<Required<Pick<PeopleState, 'realm_users' | 'realm_non_active_users' | 'ownUser'>>> {
  const { deps, actor, o } = ctx;
  // Users the user may not see (can_access_all_users_group) are "Unknown user"
  // placeholders unless the client can do without them (user_list_incomplete).
  // No user is long-term idle, so user_avatar_url_field_optional never drops an avatar_url.
  const users = await getUsers(deps, actor, {
    clientGravatar: o.clientGravatar,
    includeCustomProfileFields: true,
    placeholders: !o.capabilities.userListIncomplete,
    access: await ctx.userAccess(),
  });
  const active = users.filter((u) => u.isActive);
  const inactive = users.filter((u) => !u.isActive);

  const me = actor.user;
  const settings = realmSettingsOf(actor.realm.settings);
  const groups = await ctx.userGroupIds();
  const inGroup = (setting: string) => groups.has(Number(settings[setting]));
  const canCreatePublic = inGroup('can_create_public_channel_group');
  const canCreatePrivate = inGroup('can_create_private_channel_group');
  const canCreateWebPublic = inGroup('can_create_web_public_channel_group');
  // The own avatar ignores client_gravatar: clients need the medium-size URL anyway.
  const avatar = gravatarUrl(me.deliveryEmail, me.avatarVersion);
  return {
    realm_users: active,
    realm_non_active_users: inactive,
    ownUser: {
      userId: me.id,
      email: me.email,
      deliveryEmail: me.deliveryEmail,
      fullName: me.fullName,
      role: me.role,
      avatarUrl: avatar,
      avatarUrlMedium: mediumGravatar(avatar),
      canCreatePublicChannels: canCreatePublic,
      canCreatePrivateChannels: canCreatePrivate,
      canCreateWebPublicChannels: canCreateWebPublic,
      canSubscribeOtherUsers: !isGuest(me.role) && inGroup('can_add_subscribers_group'),
      canInviteOthersToRealm: !isGuest(me.role) && inGroup('can_invite_users_group'),
    },
  };
}

/** realm_bots: the bots the user owns, or every bot of the realm for administrators (get_owned_bot_dicts). */
export async function realmBotState(ctx: StateContext): Promise<{ realm_bots: Bot[] }> {
  const { actor } = ctx;
  const bots = await ctx.db.user.findMany({
    where: { realmId: actor.realm.id, isBot: true, ...(isAdmin(actor.user.role) ? {} : { botOwnerId: actor.user.id }) },
    orderBy: { id: 'asc' },
  });
  const infos: Bot[] = [];
  for (const b of bots) infos.push(await loadBot(ctx.db, b));
  return { realm_bots: infos };
}
