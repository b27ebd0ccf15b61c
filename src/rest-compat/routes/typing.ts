import { sendEditTypingNotification } from '../../domain/typing/edit-typing.ts';
import { sendTypingNotification } from '../../domain/typing/send-typing.ts';
import { pyStrip } from '../../domain/channels/names.ts';
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
  userRoute('POST', '/typing', async ({ deps, actor, params }) => {
    const to = params.json('to', orNull(list(int())));
    const op = params.choice('op', ['start', 'stop'], { required: true });
    const type = params.choice('type', ['direct', 'stream', 'channel']) ?? 'direct';
    const streamId = params.json('stream_id', orNull(int()));
    // Zulip's OptionalTopic: `subject` is an alias, and the value is stripped.
    const topic = params.aliased('topic', 'subject');
    await sendTypingNotification(deps, actor, {
      op,
      type,
      to,
      streamId,
      topic: topic === undefined ? undefined : pyStrip(topic),
    });
  }),
  userRoute('POST', '/messages/{message_id:int}/typing', async ({ deps, actor, params, path }) => {
    const op = params.choice('op', ['start', 'stop'], { required: true });
    await sendEditTypingNotification(deps, actor, Number(path.message_id), op);
  }),
];
