import { parseOptionalNarrow } from '../narrow.ts';
import { getMessageHistory } from '../../domain/messages/history/get-history.ts';
import * as messages from '../../resolvers/messages.ts';
import { bool, int, list } from '../json-checks.ts';
import { wireReadMessage, wireSnapshots } from '../presenters/messages.ts';
import { spectatorRoute, userRoute, type RouteDef } from '../route.ts';

const messageId = (path: Record<string, string>): number => Number(path.message_id);

/**
 * Operations on existing messages. Parameters are read in the order of
 * Zulip's typed_endpoint declarations (alphabetical in current Zulip).
 * `{message_id:int}` matches digits only, so the fixed paths cannot be
 * shadowed; they are still listed first, as in Zulip's urls.py.
 */
export const messageOpsRoutes: RouteDef[] = [
  userRoute('POST', '/messages/flags', async (ctx) => {
    const flag = ctx.params.str('flag', { required: true });
    const messageIds = ctx.params.json('messages', list(int()), { required: true });
    const op = ctx.params.str('op', { required: true });
    const ignoredChannels = await messages.updateFlags(ctx, { op, flag, messageIds });
    // Zulip answers with the ids it was given ("useless, but included for backwards compatibility").
    return { messages: messageIds, ignored_because_not_subscribed_channels: ignoredChannels };
  }),
  userRoute('POST', '/messages/flags/narrow', async (ctx) => {
    const { params } = ctx;
    const anchor = params.str('anchor', { required: true, nul: 'domain' });
    const flag = params.str('flag', { required: true });
    const includeAnchor = params.json('include_anchor', bool) ?? true;
    const narrow = params.json('narrow', parseOptionalNarrow, { required: true, nul: 'domain' });
    const numAfter = params.json('num_after', int({ min: 0 }), { required: true });
    const numBefore = params.json('num_before', int({ min: 0 }), { required: true });
    const op = params.str('op', { required: true });
    return { ...(await messages.updateFlagsForNarrow(ctx, { anchor, flag, includeAnchor, narrow, numAfter, numBefore, op })) };
  }),
  userRoute('POST', '/messages/render', async (ctx) => {
    const content = ctx.params.str('content', { required: true });
    return { rendered: await messages.renderMessage(ctx, content) };
  }),
  spectatorRoute('GET', '/messages/{message_id:int}', async (ctx) => {
    const allowEmptyTopicName = ctx.params.json('allow_empty_topic_name', bool) ?? false;
    const applyMarkdown = ctx.params.json('apply_markdown', bool) ?? true;
    const r = await messages.message(ctx, messageId(ctx.path), { applyMarkdown, allowEmptyTopicName });
    return { message: wireReadMessage(r.message), raw_content: r.rawContent };
  }),
  userRoute('DELETE', '/messages/{message_id:int}', async (ctx) => {
    await messages.deleteMessage(ctx, messageId(ctx.path));
  }),
  userRoute('GET', '/messages/{message_id:int}/history', async ({ deps, actor, params, path }) => {
    const allowEmptyTopicName = params.json('allow_empty_topic_name', bool) ?? false;
    return { message_history: wireSnapshots(await getMessageHistory(deps, actor, messageId(path), { allowEmptyTopicName })) };
  }),
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
