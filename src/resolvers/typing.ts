import { sendEditTypingNotification } from '../domain/typing/edit-typing.ts';
import {
  sendTypingNotification,
  type TypingNotice,
  type TypingOp,
  type TypingTarget,
} from '../domain/typing/send-typing.ts';
import type { OperationContext } from './operation-context.ts';

/** Someone composes a message (POST /typing): announced to the conversation's users who receive typing notifications. */
export function sendTyping(ctx: OperationContext, input: { op: TypingOp; to: TypingTarget }): Promise<TypingNotice> {
  return sendTypingNotification(ctx.deps, ctx.actor, input.op, input.to);
}

export interface EditTypingNotice {
  op: TypingOp;
  messageId: number;
}

/** Someone edits a message's content (POST /messages/{message_id}/typing). */
export async function sendEditTyping(ctx: OperationContext, input: EditTypingNotice): Promise<EditTypingNotice> {
  await sendEditTypingNotification(ctx.deps, ctx.actor, input.messageId, input.op);
  return { op: input.op, messageId: input.messageId };
}
