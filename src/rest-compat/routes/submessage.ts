import * as submessages from '../../resolvers/submessages.ts';
import { int } from '../json-checks.ts';
import { userRoute, type RouteDef } from '../route.ts';

/** Widgets' submessages. Parameters in the order of Zulip's typed_endpoint (alphabetical). */
export const submessageRoutes: RouteDef[] = [
  userRoute('POST', '/submessage', async (ctx) => {
    const content = ctx.params.str('content', { required: true });
    const messageId = ctx.params.json('message_id', int(), { required: true });
    const msgType = ctx.params.str('msg_type', { required: true });
    await submessages.sendSubmessage(ctx, { messageId, msgType, content });
  }),
];
