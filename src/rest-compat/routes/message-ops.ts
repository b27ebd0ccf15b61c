import { deleteMessage } from '../../domain/messages/delete/delete-message.ts';
import { parseOptionalNarrow } from '../../domain/messages/fetch/narrow-terms.ts';
import { updateFlagsForNarrow } from '../../domain/messages/flags-update/narrow.ts';
import { updateMessageFlags } from '../../domain/messages/flags-update/update-flags.ts';
import { getMessageHistory } from '../../domain/messages/history/get-history.ts';
import { addReaction } from '../../domain/messages/reactions/add-reaction.ts';
import { removeReaction } from '../../domain/messages/reactions/remove-reaction.ts';
import { renderForPreview } from '../../domain/messages/render-endpoint.ts';
import { getSingleMessage } from '../../domain/messages/single/get-message.ts';
import { bool, int, list } from '../json-checks.ts';
import { userRoute, type RouteDef } from '../route.ts';

const messageId = (path: Record<string, string>): number => Number(path.message_id);

/**
 * Operations on existing messages. Parameters are read in the order of
 * Zulip's typed_endpoint declarations (alphabetical in current Zulip).
 * `{message_id:int}` matches digits only, so the fixed paths cannot be
 * shadowed; they are still listed first, as in Zulip's urls.py.
 */
export const messageOpsRoutes: RouteDef[] = [
  userRoute('POST', '/messages/flags', async ({ deps, actor, params }) => {
    const flag = params.str('flag', { required: true });
    const messages = params.json('messages', list(int()), { required: true });
    const op = params.str('op', { required: true });
    const { ignoredChannels } = await updateMessageFlags(deps, actor, op, flag, messages);
    // Zulip answers with the ids it was given ("useless, but included for backwards compatibility").
    return { messages, ignored_because_not_subscribed_channels: ignoredChannels };
  }),
  userRoute('POST', '/messages/flags/narrow', async ({ deps, actor, params }) => {
    const anchor = params.str('anchor', { required: true, nul: 'domain' });
    const flag = params.str('flag', { required: true });
    const includeAnchor = params.json('include_anchor', bool) ?? true;
    const narrow = params.json('narrow', parseOptionalNarrow, { required: true, nul: 'domain' });
    const numAfter = params.json('num_after', int({ min: 0 }), { required: true });
    const numBefore = params.json('num_before', int({ min: 0 }), { required: true });
    const op = params.str('op', { required: true });
    return { ...(await updateFlagsForNarrow(deps, actor, { anchor, flag, includeAnchor, narrow, numAfter, numBefore, op })) };
  }),
  userRoute('POST', '/messages/render', async ({ deps, actor, params }) => {
    const content = params.str('content', { required: true });
    return renderForPreview(deps, actor, content);
  }),
  userRoute('GET', '/messages/{message_id:int}', async ({ deps, actor, params, path }) => {
    const allowEmptyTopicName = params.json('allow_empty_topic_name', bool) ?? false;
    const applyMarkdown = params.json('apply_markdown', bool) ?? true;
    return getSingleMessage(deps, actor, messageId(path), { applyMarkdown, allowEmptyTopicName });
  }),
  userRoute('DELETE', '/messages/{message_id:int}', async ({ deps, actor, path }) => {
    await deleteMessage(deps, actor, messageId(path));
  }),
  userRoute('GET', '/messages/{message_id:int}/history', async ({ deps, actor, params, path }) => {
    const allowEmptyTopicName = params.json('allow_empty_topic_name', bool) ?? false;
    return getMessageHistory(deps, actor, messageId(path), { allowEmptyTopicName });
  }),
  userRoute('POST', '/messages/{message_id:int}/reactions', async ({ deps, actor, params, path }) => {
    const emojiName = params.str('emoji_name', { required: true });
    const emojiCode = params.str('emoji_code');
    const reactionType = params.str('reaction_type');
    await addReaction(deps, actor, messageId(path), { emojiName, emojiCode, reactionType });
  }),
  userRoute('DELETE', '/messages/{message_id:int}/reactions', async ({ deps, actor, params, path }) => {
    const emojiName = params.str('emoji_name');
    const emojiCode = params.str('emoji_code');
    const reactionType = params.str('reaction_type') ?? 'unicode_emoji';
    await removeReaction(deps, actor, messageId(path), { emojiName, emojiCode, reactionType });
  }),
];
