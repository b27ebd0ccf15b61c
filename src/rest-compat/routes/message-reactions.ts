import * as messages from '../../resolvers/messages.ts';
import { userRoute, type RouteDef } from '../route.ts';
import { messageId } from './message-id.ts';

/** Emoji reactions on a message; parameters in Zulip's order. */
export const messageReactionsRoutes: RouteDef[] = [
  userRoute('POST', '/messages/{message_id:int}/reactions', async (ctx) => {
    const emojiName = ctx.params.str('emoji_name', { required: true });
    const emojiCode = ctx.params.str('emoji_code');
    const reactionType = ctx.params.str('reaction_type');
    await messages.addReaction(ctx, messageId(ctx.path), { emojiName, emojiCode, reactionType });
  }),
  userRoute('DELETE', '/messages/{message_id:int}/reactions', async (ctx) => {
    const emojiName = ctx.params.str('emoji_name');
    const emojiCode = ctx.params.str('emoji_code');
    const reactionType = ctx.params.str('reaction_type') ?? 'unicode_emoji';
    await messages.removeReaction(ctx, messageId(ctx.path), { emojiName, emojiCode, reactionType });
  }),
];
