import * as exports from '../../resolvers/realm-exports.ts';
import { intIn } from '../json-checks.ts';
import { realmExportJson } from '../presenters/realm-exports.ts';
import { userRoute, type RouteDef } from '../route.ts';

/** Organization exports; the archives are served at /user_avatars/exports/… (src/rest-compat/emoji-images.ts). */
export const realmExportsRoutes: RouteDef[] = [
  userRoute('GET', '/export/realm', async (ctx) => ({
    exports: (await exports.realmExports(ctx)).map(realmExportJson),
  })),
  // Zulip checks that the caller is an administrator before it reads export_type.
  userRoute('POST', '/export/realm', async (ctx) => ({
    id: await exports.requestRealmExport(ctx, () => ctx.params.json('export_type', intIn([1, 2])) ?? 1),
  })),
  userRoute('GET', '/export/realm/consents', async (ctx) => ({
    export_consents: (await exports.realmExportConsents(ctx)).map((c) => ({
      user_id: c.userId,
      consented: c.consented,
    })),
  })),
];
