import type { ParamReader } from '../../domain/realm/update-realm.ts';
import * as realm from '../../resolvers/realm.ts';
import { checkText, parseJsonParam, type Params } from '../params.ts';
import { userRoute, type RouteDef } from '../route.ts';

/** Lets the domain read parameters in Zulip's declaration order, decoding `Json[...]` ones. */
const reader =
  (params: Params): ParamReader =>
  (name, wire) => {
    const raw = params.raw(name);
    if (raw === undefined) return undefined;
    return wire === 'json' ? parseJsonParam(name, raw) : checkText(name, raw, {});
  };

export const realmRoutes: RouteDef[] = [
  userRoute('PATCH', '/realm', (ctx) => realm.updateRealm(ctx, reader(ctx.params))),
  userRoute('PATCH', '/realm/user_settings_defaults', async (ctx) => {
    await realm.updateUserSettingsDefaults(ctx, reader(ctx.params));
    return {};
  }),
];
