import { fieldParsers } from '../../domain/input-reader.ts';
import * as playgrounds from '../../resolvers/playgrounds.ts';
import { userRoute, type RouteDef } from '../route.ts';

/** Code playgrounds. Administrators only, checked before any parameter is read (Zulip's require_realm_admin). */
export const playgroundsRoutes: RouteDef[] = [
  userRoute('POST', '/realm/playgrounds', async (ctx) => {
    const added = await playgrounds.addPlayground(
      ctx,
      fieldParsers({
        name: () => ctx.params.str('name', { required: true }),
        pygmentsLanguage: () => ctx.params.str('pygments_language', { required: true }),
        urlTemplate: () => ctx.params.str('url_template', { required: true }),
      }),
    );
    return { id: added.id };
  }),
  userRoute('DELETE', '/realm/playgrounds/{playground_id:int}', async (ctx) => {
    await playgrounds.removePlayground(ctx, Number(ctx.path.playground_id));
  }),
];
