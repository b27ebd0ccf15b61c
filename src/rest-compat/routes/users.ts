import { MAX_DEACTIVATION_COMMENT_LENGTH } from '../../domain/user-admin/deactivate.ts';
import type { UserSelector } from '../../domain/users/list.ts';
import { ROLE_VALUES } from '../../domain/roles.ts';
import { bool, int, intIn, list } from '../json-checks.ts';
import type { Params } from '../params.ts';
import type { OperationContext } from '../../resolvers/operation-context.ts';
import * as channels from '../../resolvers/channels.ts';
import * as users from '../../resolvers/users.ts';
import { userRoute, type RouteDef } from '../route.ts';
import { adminProfileData } from './profile-fields.ts';
import { presentUser } from '../presenters/users.ts';

/** get_members_backend / get_user_by_email parameters, in Zulip's declaration order. */
function listOptions(params: Params) {
  return {
    includeCustomProfileFields: params.json('include_custom_profile_fields', bool) ?? false,
    clientGravatar: params.json('client_gravatar', bool) ?? true,
  };
}

async function getOne(ctx: OperationContext, params: Params, target: UserSelector) {
  return { user: presentUser(await users.userAsSeen(ctx, target, listOptions(params))) };
}

/** update_user_backend's parameters (new_email is not supported yet). */
async function patchOne(ctx: OperationContext, params: Params, target: UserSelector) {
  const fullName = params.str('full_name');
  const role = params.json('role', intIn(ROLE_VALUES));
  const profileData = params.json('profile_data', adminProfileData);
  await users.updateUser(ctx, target, { fullName, role, profileData });
  return {};
}

const userId = (path: Record<string, string>) => Number(path.user_id);

export const usersRoutes: RouteDef[] = [
  userRoute('GET', '/users', async (ctx) => {
    const opts = listOptions(ctx.params);
    const userIds = ctx.params.json('user_ids', list(int()));
    return { members: (await users.usersAsSeen(ctx, { ...opts, userIds })).map(presentUser) };
  }),
  userRoute('POST', '/users', async (ctx) => {
    // A reader: @require_realm_admin runs before Zulip reads any parameter.
    const created = await users.createUser(ctx, () => {
      const email = ctx.params.str('email', { required: true });
      const password = ctx.params.str('password', { required: true, nul: 'domain' });
      const fullName = ctx.params.str('full_name', { required: true });
      return { email, password, fullName };
    });
    return { user_id: created.id };
  }),
  userRoute('GET', '/users/{user_id:int}', async (ctx) => getOne(ctx, ctx.params, { userId: userId(ctx.path) })),
  userRoute('PATCH', '/users/{user_id:int}', async (ctx) => patchOne(ctx, ctx.params, { userId: userId(ctx.path) })),
  userRoute('DELETE', '/users/{user_id:int}', async (ctx) => {
    // Zulip would email the user this comment; the server sends no email, but checks it the same way.
    ctx.params.str('deactivation_notification_comment', { maxLength: MAX_DEACTIVATION_COMMENT_LENGTH });
    await users.deactivateUser(ctx, userId(ctx.path));
    return {};
  }),
  userRoute('POST', '/users/{user_id:int}/reactivate', async (ctx) => {
    await users.reactivateUser(ctx, userId(ctx.path));
    return {};
  }),
  userRoute('GET', '/users/{user_id:int}/subscriptions/{stream_id:int}', async (ctx) => {
    const status = await channels.subscriptionStatus(ctx, userId(ctx.path), Number(ctx.path.stream_id));
    return { is_subscribed: status.isSubscribed };
  }),
  userRoute('GET', '/users/{email}', async (ctx) => getOne(ctx, ctx.params, { email: ctx.path.email })),
  userRoute('PATCH', '/users/{email}', async (ctx) => patchOne(ctx, ctx.params, { email: ctx.path.email })),
];
