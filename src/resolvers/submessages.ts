import { addSubmessage, type SubmessageInput } from '../domain/messages/submessages/add-submessage.ts';
import type { Submessage } from '../domain/messages/model.ts';
import type { OperationContext } from './operation-context.ts';

/** Add a submessage (a widget's vote, option, task…) to a message; REST's POST /submessage and GraphQL's sendSubmessage. */
export const sendSubmessage = (ctx: OperationContext, input: SubmessageInput): Promise<Submessage> =>
  addSubmessage(ctx.deps, ctx.actor, input);
