import { REPORT_MESSAGE_REASONS, REPORT_TYPES } from '../../domain/messages/report/report-message.ts';
import * as messages from '../../resolvers/messages.ts';
import { builder } from '../builder.ts';
import { GLOBAL_ID_HELP, idOf } from '../entity-ids.ts';
import { mutationErrors } from '../errors.ts';
import { MessageRef } from './message.ts';

/** Reporting a message to the organization's moderators (POST /messages/{message_id}/report). */

const ReportTypeEnum = builder.enumType('MessageReportType', {
  description: "Why a message is reported (Zulip's report_type).",
  values: Object.fromEntries(
    REPORT_TYPES.map((t) => [t.toUpperCase(), { value: t, description: `${REPORT_MESSAGE_REASONS[t]} (\`${t}\`).` }]),
  ),
});

const ReportMessageInput = builder.inputType('ReportMessageInput', {
  description: 'A message to report, and why.',
  fields: (t) => ({
    messageId: t.int({ description: "The message, by Zulip's id." }),
    id: t.globalID({ for: MessageRef, description: GLOBAL_ID_HELP }),
    reportType: t.field({ type: ReportTypeEnum, required: true, description: 'The reason that best describes it.' }),
    description: t.string({
      description: 'More context for the moderators (at most 1000 characters); required with OTHER.',
    }),
  }),
});

const ReportMessagePayload = builder.objectRef<{ messageId: number }>('ReportMessagePayload').implement({
  description: "The report was posted to the organization's moderation request channel.",
  fields: (t) => ({
    messageId: t.exposeInt('messageId', { description: "The reported message's Zulip id." }),
  }),
});

builder.mutationFields((t) => ({
  reportMessage: t.withAuth({ loggedIn: true }).field({
    type: ReportMessagePayload,
    description:
      "Report a message to the organization's moderators: the Notification Bot posts it to the moderation request channel (POST /messages/{message_id}/report).",
    errors: mutationErrors('reportMessage'),
    args: { input: t.arg({ type: ReportMessageInput, required: true, description: 'The message and the reason.' }) },
    resolve: async (_root, { input }, ctx) => {
      const messageId = idOf(input.messageId, input.id, 'messageId');
      await messages.reportMessage(ctx, messageId, { reportType: input.reportType, description: input.description });
      return { messageId };
    },
  }),
}));
