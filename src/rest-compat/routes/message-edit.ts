import * as messages from '../../resolvers/messages.ts';
import { PROPAGATE_MODES } from '../../domain/messages/edit/request.ts';
import { bool, nonNegativeInt } from '../json-checks.ts';
import { userRoute, type RouteDef } from '../route.ts';

export const messageEditRoutes: RouteDef[] = [
  // `{message_id:int}` matches digits only, so /messages/flags, /messages/render… never land here.
  userRoute('PATCH', '/messages/{message_id:int}', async (ctx) => {
    const { params, path } = ctx;
    // Zulip 11's typed_endpoint declaration order (alphabetical by Python name; topic_name last).
    const content = params.str('content', { nul: 'domain' });
    const prevContentSha256 = params.str('prev_content_sha256');
    const propagateMode = params.choice('propagate_mode', PROPAGATE_MODES) ?? 'change_one';
    const sendNotificationToNewThread = params.json('send_notification_to_new_thread', bool) ?? true;
    const sendNotificationToOldThread = params.json('send_notification_to_old_thread', bool) ?? false;
    const streamId = params.json('stream_id', nonNegativeInt());
    // OptionalTopic strips surrounding whitespace.
    const rawTopic = params.aliased('topic', 'subject', { nul: 'domain' });
    const edited = await messages.editMessage(ctx, Number(path.message_id), {
      content,
      prevContentSha256,
      propagateMode,
      sendNotificationToNewThread,
      sendNotificationToOldThread,
      streamId,
      topic: rawTopic,
    });
    return { detached_uploads: edited.detachedUploads };
  }),
];
