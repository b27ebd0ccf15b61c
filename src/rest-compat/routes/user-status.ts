import type { UpdateStatusInput } from '../../domain/status/update-status.ts';
import * as status from '../../resolvers/user-status.ts';
import { bool } from '../json-checks.ts';
import type { Params } from '../params.ts';
import { userStatusJson } from '../presenters/user-status.ts';
import { userRoute, type RouteDef } from '../route.ts';

/** Zulip's update_user_status parameters, in its (alphabetical) order; the operation checks the text's length as it reads them. */
function statusParams(params: Params): UpdateStatusInput {
  const away = params.json('away', bool);
  const emojiCode = params.str('emoji_code');
  const emojiName = params.str('emoji_name');
  const reactionType = params.str('reaction_type');
  const statusText = params.str('status_text');
  return { away, emojiCode, emojiName, reactionType, statusText };
}

/** Zulip's human_users_only runs before any parameter is read: the operations read them after it. */
export const userStatusRoutes: RouteDef[] = [
  userRoute('POST', '/users/me/status', async (ctx) => {
    await status.updateUserStatus(ctx, null, () => statusParams(ctx.params));
  }),
  userRoute('GET', '/users/{user_id:int}/status', async (ctx) => ({
    status: userStatusJson(await status.userStatus(ctx, Number(ctx.path.user_id))),
  })),
  userRoute('POST', '/users/{user_id:int}/status', async (ctx) => {
    await status.updateUserStatus(ctx, Number(ctx.path.user_id), () => statusParams(ctx.params));
  }),
];
