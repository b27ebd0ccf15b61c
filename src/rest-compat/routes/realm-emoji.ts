import * as emoji from '../../resolvers/realm-emoji.ts';
import { realmEmojiDictJson } from '../presenters/realm-emoji.ts';
import { userRoute, type RouteDef } from '../route.ts';

/** Custom emoji; their images are served at /user_avatars (src/rest-compat/emoji-images.ts). */
export const realmEmojiRoutes: RouteDef[] = [
  userRoute('GET', '/realm/emoji', async (ctx) => ({ emoji: realmEmojiDictJson(await emoji.realmEmoji(ctx)) }), {
    typed: false,
  }),
  userRoute('POST', '/realm/emoji/{emoji_name:path}', async (ctx) => {
    await emoji.uploadEmoji(ctx, ctx.path.emoji_name, ctx.request.receivedFiles ?? []);
  }),
  userRoute(
    'DELETE',
    '/realm/emoji/{emoji_name:path}',
    async (ctx) => {
      await emoji.deactivateEmoji(ctx, ctx.path.emoji_name);
    },
    { typed: false },
  ),
];
