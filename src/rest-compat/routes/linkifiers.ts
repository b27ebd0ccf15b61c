import * as linkifiers from '../../resolvers/linkifiers.ts';
import { int, list } from '../json-checks.ts';
import type { Params } from '../params.ts';
import { linkifierJson } from '../presenters/linkifiers.ts';
import { userRoute, type RouteDef } from '../route.ts';

const filterIdOf = (path: Record<string, string>): number => Number(path.filter_id);

const linkifierParams = (params: Params) => ({
  pattern: params.str('pattern', { required: true }),
  urlTemplate: params.str('url_template', { required: true }),
});

/** Realm linkifiers. Writes are for administrators, checked before any parameter is read (Zulip's require_realm_admin): the operations read them. */
export const linkifiersRoutes: RouteDef[] = [
  userRoute('GET', '/realm/linkifiers', async (ctx) => ({
    linkifiers: (await linkifiers.linkifiers(ctx)).map(linkifierJson),
  })),
  userRoute('POST', '/realm/filters', async (ctx) => {
    return { id: (await linkifiers.createLinkifier(ctx, () => linkifierParams(ctx.params))).id };
  }),
  userRoute('PATCH', '/realm/filters/{filter_id:int}', async (ctx) => {
    await linkifiers.updateLinkifier(ctx, filterIdOf(ctx.path), () => linkifierParams(ctx.params));
  }),
  userRoute('DELETE', '/realm/filters/{filter_id:int}', async (ctx) => {
    await linkifiers.deleteLinkifier(ctx, filterIdOf(ctx.path));
  }),
  userRoute('PATCH', '/realm/linkifiers', async (ctx) => {
    await linkifiers.reorderLinkifiers(ctx, () =>
      ctx.params.json('ordered_linkifier_ids', list(int()), { required: true }),
    );
  }),
];
