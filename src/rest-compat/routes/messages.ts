import { narrowElements, optionalNarrowElements } from '../narrow.ts';
import { fieldParsers } from '../../domain/input-reader.ts';
import type { GetMessagesInput } from '../../domain/messages/fetch/get-messages.ts';
import type { SendMessageInput } from '../../domain/messages/send/send-message.ts';
import * as messages from '../../resolvers/messages.ts';
import { clientName } from '../client-name.ts';
import { wireMessagesPage, wireSearchMatch } from '../presenters/messages.ts';
import { bool, int, list, nonNegativeInt, type Check } from '../json-checks.ts';
import { spectatorRoute, userRoute, type RouteDef } from '../route.ts';
import { recipientOf } from '../send-to.ts';
import { widgetContentOf } from '../../domain/messages/submessages/widget-content.ts';

const SEND_TYPES = ['direct', 'private', 'stream', 'channel'] as const;

/** `T | None` in a Json[...] parameter: JSON null is the same as leaving it out. */
const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (v, path) =>
    v === null ? null : check(v, path);

export const messagesRoutes: RouteDef[] = [
  userRoute(
    'POST',
    '/messages',
    async (ctx) => {
      const { params, request } = ctx;
      // Zulip parses these in the alphabetical order of its Python parameter names,
      // then refuses a forged or mirrored sender (sendMessage does).
      const forged = params.str('forged');
      const localId = params.str('local_id');
      const content = params.str('content', { required: true, nul: 'domain' });
      const queueId = params.str('queue_id');
      const readBySender = params.json('read_by_sender', bool);
      const mirroredSender = params.str('sender');
      const to = params.str('to', { nul: 'domain' });
      const type = params.choice('type', SEND_TYPES, { required: true });
      params.raw('time');
      const topic = params.aliased('topic', 'subject', { nul: 'domain' });
      const widgetContent = params.raw('widget_content');
      const input: SendMessageInput = {
        recipient: recipientOf(type, to),
        topic,
        content,
        client: clientName(request, params.str('client')),
        readBySender,
        localId,
        queueId,
        widgetContent: widgetContent === undefined ? undefined : widgetContentOf(widgetContent),
        // A transitional spelling: Zulip takes "yes" as well as "true".
        forged: forged !== undefined && ['yes', 'true'].includes(forged),
        mirroredSender,
      };
      const sent = await messages.sendMessage(ctx, input);
      return sent.automaticNewVisibilityPolicy === undefined
        ? { id: sent.id }
        : { id: sent.id, automatic_new_visibility_policy: sent.automaticNewVisibilityPolicy };
    },
    { operation: 'sendMessage' },
  ),
  // Logged out on /json: a spectator's view of web-public channels (the domain checks the narrow).
  spectatorRoute('GET', '/messages', async (ctx) => {
    const { params } = ctx;
    const json = <T>(name: string, check: Check<T>, nul: 'refuse' | 'domain' = 'refuse'): T | undefined =>
      params.json(name, check, { nul });
    // Each parsed when getMessages asks for it, in Zulip's order (the operation checks the narrow's operands).
    const input = fieldParsers<GetMessagesInput>({
      allowEmptyTopicName: () => json('allow_empty_topic_name', bool) ?? false,
      anchor: () => params.str('anchor', { nul: 'domain' }),
      applyMarkdown: () => json('apply_markdown', bool) ?? true,
      clientGravatar: () => json('client_gravatar', bool) ?? true,
      messageIds: () => json('message_ids', nullable(list(nonNegativeInt()))) ?? undefined,
      includeAnchor: () => json('include_anchor', bool) ?? true,
      narrow: () => json('narrow', optionalNarrowElements, 'domain') ?? null,
      numAfter: () => json('num_after', nonNegativeInt()) ?? 0,
      numBefore: () => json('num_before', nonNegativeInt()) ?? 0,
      useFirstUnreadAnchor: () => json('use_first_unread_anchor', bool) ?? false,
    });
    return wireMessagesPage(await messages.messagesPage(ctx, input));
  }),
  userRoute('POST', '/messages/render', async (ctx) => {
    const content = ctx.params.str('content', { required: true });
    return { rendered: await messages.renderMessage(ctx, content) };
  }),
  userRoute('GET', '/messages/matches_narrow', async (ctx) => {
    const msgIds = ctx.params.json('msg_ids', list(int()), { required: true });
    const narrow = ctx.params.json('narrow', narrowElements, { required: true, nul: 'domain' });
    const matches = await messages.messagesMatchingNarrow(ctx, msgIds, narrow);
    return { messages: Object.fromEntries(matches.map((m) => [String(m.messageId), wireSearchMatch(m.match)])) };
  }),
];
