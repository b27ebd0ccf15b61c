import { optionalNarrowElements } from '../narrow.ts';
import { fieldParsers } from '../../domain/input-reader.ts';
import type { FlagsForNarrowInput } from '../../domain/messages/flags-update/narrow.ts';
import * as messages from '../../resolvers/messages.ts';
import { bool, int, list } from '../json-checks.ts';
import { userRoute, type RouteDef } from '../route.ts';

/** Read, starred and other personal flags, by message ids or by narrow; parameters in Zulip's (alphabetical) order. */
export const messageFlagsRoutes: RouteDef[] = [
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
    // Each parsed when the operation asks for it, in Zulip's order (it checks the narrow's operands).
    const r = await messages.updateFlagsForNarrow(
      ctx,
      fieldParsers<FlagsForNarrowInput>({
        anchor: () => params.str('anchor', { required: true, nul: 'domain' }),
        flag: () => params.str('flag', { required: true }),
        includeAnchor: () => params.json('include_anchor', bool) ?? true,
        narrow: () => params.json('narrow', optionalNarrowElements, { required: true, nul: 'domain' }),
        numAfter: () => params.json('num_after', int({ min: 0 }), { required: true }),
        numBefore: () => params.json('num_before', int({ min: 0 }), { required: true }),
        op: () => params.str('op', { required: true }),
      }),
    );
    return {
      processed_count: r.processedCount,
      updated_count: r.updatedCount,
      first_processed_id: r.firstProcessedId,
      last_processed_id: r.lastProcessedId,
      found_oldest: r.foundOldest,
      found_newest: r.foundNewest,
      ignored_because_not_subscribed_channels: r.ignoredChannels,
    };
  }),
  // The deprecated whole-conversation forms, still called by the official clients.
  userRoute('POST', '/mark_all_as_read', async (ctx) => {
    const { complete } = await messages.markAllAsRead(ctx);
    return { complete };
  }),
  userRoute('POST', '/mark_stream_as_read', async (ctx) => {
    const streamId = ctx.params.json('stream_id', int(), { required: true });
    await messages.markChannelAsRead(ctx, streamId);
  }),
  userRoute('POST', '/mark_topic_as_read', async (ctx) => {
    // Zulip's declaration order: topic_name, then stream_id.
    const topicName = ctx.params.str('topic_name', { required: true });
    const streamId = ctx.params.json('stream_id', int(), { required: true });
    await messages.markTopicAsRead(ctx, streamId, topicName);
  }),
];
