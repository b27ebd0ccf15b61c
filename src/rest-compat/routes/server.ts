import { devFetchApiKey, devListUsers } from '../../domain/auth/dev-login.ts';
import * as realm from '../../resolvers/realm.ts';
import { isRootDomain } from '../../domain/realm/queries.ts';
import * as users from '../../resolvers/users.ts';
import { serverSettingsJson } from '../presenters/server-settings.ts';
import { publicRoute, type RouteDef } from '../route.ts';

export const serverRoutes: RouteDef[] = [
  publicRoute('GET', '/server_settings', async (ctx) =>
    serverSettingsJson(realm.serverSettings({ deps: ctx.deps, realm: ctx.realm, actor: null })),
  ),
  publicRoute(
    'POST',
    '/fetch_api_key',
    async ({ deps, realm, params, request }) => {
      const username = params.str('username', { required: true, nul: 'domain' });
      const password = params.str('password', { required: true, nul: 'domain' });
      const rootDomain = isRootDomain(deps.server, request.headers.host);
      const r = await users.fetchApiKey({ deps, realm, actor: null, rootDomain }, { username, password });
      return { api_key: r.apiKey, email: r.email, user_id: r.userId };
    },
    { apiOnly: true },
  ),
  publicRoute(
    'POST',
    '/dev_fetch_api_key',
    async ({ deps, realm, params }) =>
      devFetchApiKey(deps, realm.id, params.str('username', { required: true, nul: 'domain' })),
    { auth: 'dev', apiOnly: true },
  ),
  // A plain Django view in Zulip (not typed_endpoint): no ignored_parameters_unsupported.
  publicRoute('GET', '/dev_list_users', async ({ deps }) => devListUsers(deps), {
    auth: 'dev',
    apiOnly: true,
    typed: false,
  }),
];
