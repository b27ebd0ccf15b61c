import { bigBlueButtonCallUrl } from '../domain/calls/bigbluebutton.ts';
import type { OperationContext } from './operation-context.ts';

/** Video calls: BigBlueButton's join link (Zulip's GET /calls/bigbluebutton/create). */
export const bigBlueButtonCall = async (
  ctx: OperationContext,
  input: { meetingName: string; voiceOnly: boolean },
): Promise<string> => bigBlueButtonCallUrl(ctx.deps.server, ctx.actor, input);
