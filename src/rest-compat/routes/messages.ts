import { getMessages } from '../../domain/messages/fetch/get-messages.ts';
import { parseNarrow } from '../../domain/messages/fetch/narrow-terms.ts';
import { sendMessage, type SendMessageInput } from '../../domain/messages/send/send-message.ts';
import { badRequest } from '../../domain/errors.ts';
import { clientName } from '../client-name.ts';
import { bool, int, list, nonNegativeInt } from '../json-checks.ts';
import { userRoute, type RouteDef } from '../route.ts';

const SEND_TYPES = ['direct', 'private', 'stream', 'channel'] as const;

export const messagesRoutes: RouteDef[] = [
  userRoute('POST', '/messages', async ({ deps, actor, params, request }) => {
    // Zulip parses these in the alphabetical order of its Python parameter names.
    const forged = params.str('forged');
    if (forged !== undefined && ['yes', 'true'].includes(forged)) throw badRequest('User not authorized for this query');
    const localId = params.str('local_id');
    const content = params.str('content', { required: true });
    const queueId = params.str('queue_id');
    const readBySender = params.json('read_by_sender', bool);
    if (params.str('sender') !== undefined) throw badRequest('Invalid mirrored message');
    const to = params.str('to');
    const type = params.choice('type', SEND_TYPES, { required: true });
    params.raw('time');
    const topic = params.aliased('topic', 'subject');
    params.raw('widget_content');
    const input: SendMessageInput = {
      type,
      to,
      topic,
      content,
      client: clientName(request, params.str('client')),
      readBySender,
      localId,
      queueId,
    };
    return { ...(await sendMessage(deps, actor, input)) };
  }),
  userRoute('GET', '/messages', async ({ deps, actor, params }) => {
    const allowEmptyTopicName = params.json('allow_empty_topic_name', bool) ?? false;
    const anchor = params.str('anchor');
    const applyMarkdown = params.json('apply_markdown', bool) ?? true;
    const clientGravatar = params.json('client_gravatar', bool) ?? true;
    const messageIds = params.json('message_ids', list(nonNegativeInt()));
    const includeAnchor = params.json('include_anchor', bool);
    const narrowRaw = params.json('narrow', (v) => v);
    const numAfter = params.json('num_after', int({ min: 0 }));
    const numBefore = params.json('num_before', int({ min: 0 }));
    const useFirstUnreadAnchor = params.json('use_first_unread_anchor', bool);
    const narrow = narrowRaw === undefined ? [] : parseNarrow(narrowRaw);
    return getMessages(deps, actor, {
      anchor,
      numBefore,
      numAfter,
      includeAnchor,
      narrow,
      messageIds,
      useFirstUnreadAnchor,
      applyMarkdown,
      clientGravatar,
      allowEmptyTopicName,
    });
  }),
];
