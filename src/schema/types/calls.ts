import * as calls from '../../resolvers/calls.ts';
import { builder } from '../builder.ts';
import { absoluteUrl } from '../scalars.ts';

/** Video calls. */
builder.queryFields((t) => ({
  bigBlueButtonCallUrl: t.withAuth({ loggedIn: true }).field({
    type: 'URL',
    nullable: true,
    description:
      "A new BigBlueButton meeting's join link on this server (GET /calls/bigbluebutton/create answers it relative to the server); an error when BigBlueButton is not configured.",
    args: {
      meetingName: t.arg.string({ required: true, description: "The meeting's name." }),
      voiceOnly: t.arg.boolean({ description: 'Cameras locked off for attendees. Default false.' }),
    },
    resolve: async (_root, { meetingName, voiceOnly }, ctx) =>
      absoluteUrl(ctx, await calls.bigBlueButtonCall(ctx, { meetingName, voiceOnly: voiceOnly ?? false })),
  }),
}));
