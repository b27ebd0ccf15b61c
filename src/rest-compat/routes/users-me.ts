import * as users from '../../resolvers/users.ts';
import { presentOwnUser } from '../presenters/users.ts';
import { userRoute, type RouteDef } from '../route.ts';

export const usersMeRoutes: RouteDef[] = [
  // Neither view is a typed_endpoint, so neither reports ignored parameters.
  userRoute('GET', '/users/me', async (ctx) => presentOwnUser(await users.ownUser(ctx)), { typed: false }),
  userRoute(
    'DELETE',
    '/users/me',
    async (ctx) => {
      await users.deactivateOwnAccount(ctx);
      return {};
    },
    { typed: false },
  ),
  userRoute(
    'POST',
    '/users/me/api_key/regenerate',
    async (ctx) => ({ api_key: (await users.regenerateOwnApiKey(ctx)).apiKey }),
    {
      typed: false,
    },
  ),
];
