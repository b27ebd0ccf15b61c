import * as botStorage from '../../resolvers/bot-storage.ts';
import { dict, list, str, type Check } from '../json-checks.ts';
import type { Params } from '../params.ts';
import { userRoute, type RouteDef } from '../route.ts';

/** A JSON object of strings (pydantic's dict[str, str]), each value named by its key. */
const stringDict: Check<Array<[string, string]>> = (v, path) =>
  Object.entries(dict(v, path)).map(([key, value]) => [key, str()(value, `${path}["${key}"]`)]);

const keysOf = (params: Params): string[] | null => params.json('keys', list(str())) ?? null;

/** Bot storage: not in Zulip's OpenAPI description, but what the zulip_bots framework calls. */
export const botStorageRoutes: RouteDef[] = [
  userRoute('GET', '/bot_storage', async (ctx) => ({ storage: await botStorage.storage(ctx, keysOf(ctx.params)) })),
  userRoute('PUT', '/bot_storage', async (ctx) => {
    await botStorage.updateStorage(ctx, ctx.params.json('storage', stringDict, { required: true }));
  }),
  userRoute('DELETE', '/bot_storage', async (ctx) => {
    await botStorage.removeStorage(ctx, keysOf(ctx.params));
  }),
];
