import * as calls from '../../resolvers/calls.ts';
import { bool } from '../json-checks.ts';
import { userRoute, type RouteDef } from '../route.ts';

/** Video calls. */
export const callsRoutes: RouteDef[] = [
  userRoute('GET', '/calls/bigbluebutton/create', async (ctx) => {
    const meetingName = ctx.params.str('meeting_name', { required: true });
    const voiceOnly = ctx.params.json('voice_only', bool) ?? false;
    return { url: await calls.bigBlueButtonCall(ctx, { meetingName, voiceOnly }) };
  }),
];
