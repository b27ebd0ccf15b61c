import { sendEditTyping, sendTyping } from '../../resolvers/typing.ts';
import { int, list, type Check } from '../json-checks.ts';
import { userRoute, type RouteDef } from '../route.ts';

/** `Json[T | None]`: JSON null means "not given". */
const orNull =
  <T>(check: Check<T>): Check<T | null> =>
  (v, path) =>
    v === null ? null : check(v, path);

/**
 * Typing notifications. Parameters are read in the order of Zulip's
 * typed_endpoint declarations: to, op, type, stream_id, topic.
 */
export const typingRoutes: RouteDef[] = [
  userRoute('POST', '/typing', async (ctx) => {
    const { params } = ctx;
    const to = params.json('to', orNull(list(int()))) ?? null;
    const op = params.choice('op', ['start', 'stop'], { required: true });
    // "channel" is an alias of "stream" (FL 248).
    const type = params.choice('type', ['direct', 'stream', 'channel']) ?? 'direct';
    const channelId = params.json('stream_id', orNull(int())) ?? null;
    // Zulip's OptionalTopic: `subject` is an alias.
    const topic = params.aliased('topic', 'subject') ?? null;
    await sendTyping(ctx, {
      op,
      to: type === 'direct' ? { type: 'direct', userIds: to } : { type: 'channel', channelId, topic },
    });
  }),
  userRoute('POST', '/messages/{message_id:int}/typing', async (ctx) => {
    const op = ctx.params.choice('op', ['start', 'stop'], { required: true });
    await sendEditTyping(ctx, { op, messageId: Number(ctx.path.message_id) });
  }),
];
