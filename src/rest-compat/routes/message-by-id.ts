import * as messages from '../../resolvers/messages.ts';
import { bool } from '../json-checks.ts';
import { wireReadMessage, wireSnapshots } from '../presenters/messages.ts';
import { spectatorRoute, userRoute, type RouteDef } from '../route.ts';
import { messageId } from './message-id.ts';

/**
 * One message by its id: read, delete, report, its edit history (editing is
 * message-edit.ts, reactions message-reactions.ts). `{message_id:int}` matches
 * digits only, so fixed paths such as /messages/flags cannot be shadowed.
 */
export const messageByIdRoutes: RouteDef[] = [
  spectatorRoute('GET', '/messages/{message_id:int}', async (ctx) => {
    const allowEmptyTopicName = ctx.params.json('allow_empty_topic_name', bool) ?? false;
    const applyMarkdown = ctx.params.json('apply_markdown', bool) ?? true;
    const r = await messages.message(ctx, messageId(ctx.path), { applyMarkdown, allowEmptyTopicName });
    return { message: wireReadMessage(r.message), raw_content: r.rawContent };
  }),
  userRoute('DELETE', '/messages/{message_id:int}', async (ctx) => {
    await messages.deleteMessage(ctx, messageId(ctx.path));
  }),
  userRoute('GET', '/messages/{message_id:int}/history', async (ctx) => {
    const allowEmptyTopicName = ctx.params.json('allow_empty_topic_name', bool) ?? false;
    return {
      message_history: wireSnapshots(await messages.messageHistory(ctx, messageId(ctx.path), { allowEmptyTopicName })),
    };
  }),
  // Zulip's report_message_backend: report_type and description as plain strings, checked by the domain.
  userRoute('POST', '/messages/{message_id:int}/report', async (ctx) => {
    const reportType = ctx.params.str('report_type', { required: true });
    const description = ctx.params.str('description');
    await messages.reportMessage(ctx, messageId(ctx.path), { reportType, description });
    return {};
  }),
  userRoute('GET', '/messages/{message_id:int}/read_receipts', async (ctx) => ({
    user_ids: await messages.readReceipts(ctx, messageId(ctx.path)),
  })),
];
