import type { WidgetContentInput } from '../../messages/submessages/widget-content.ts';
import type { Deps } from '../../context.ts';
import { channelMessageUrl, directMessageUrl } from '../../markdown/message-links.ts';
import type { MessageRecipient } from '../../messages/send/addresses.ts';
import { sendMessage } from '../../messages/send/send-message.ts';
import type { WebhookEvent } from './interfaces.ts';

/** Zulip's get_client("OutgoingWebhookResponse"). */
const CLIENT = 'OutgoingWebhookResponse';

/** Where a reply to the event's message goes: its channel and topic, or its conversation. */
function replyAddress(event: WebhookEvent): { recipient: MessageRecipient; topic?: string } {
  const m = event.message;
  if (m.channelId !== null) {
    return { recipient: { type: 'channel', channel: { kind: 'id', id: m.channelId } }, topic: m.topic };
  }
  const ids = m.directRecipients.map((u) => u.id);
  return { recipient: { type: 'direct', to: { kind: 'ids', ids } } };
}

/**
 * Zulip's send_response_message: the bot posts `content`, skipping the
 * channel access check (it answers where it was called). Throws the send's
 * DomainError, as Zulip's raises its JsonableError.
 */
export async function sendAsBot(
  deps: Deps,
  event: WebhookEvent,
  content: string,
  to = replyAddress(event),
  widgetContent?: WidgetContentInput,
): Promise<void> {
  const [user, realm] = await Promise.all([
    deps.db.prisma.user.findUniqueOrThrow({ where: { id: event.bot.id } }),
    deps.db.prisma.realm.findUniqueOrThrow({ where: { id: event.realm.id } }),
  ]);
  await sendMessage(
    deps,
    { user, realm },
    { ...to, content, client: CLIENT, skipChannelAccessCheck: true, widgetContent },
  );
}

/**
 * Zulip's fail_with_message: "Failure! …" where the bot was called. If that
 * fails too (the channel is gone), there is nowhere sensible to say so; the
 * caller logs it.
 */
export const failWithMessage = (deps: Deps, event: WebhookEvent, failure: string): Promise<void> =>
  sendAsBot(deps, event, `Failure! ${failure}`);

/** Zulip's message_link_url: the permalink of the message that called the bot. */
export function messageUrl(realmUrl: string, event: WebhookEvent): string {
  const m = event.message;
  if (m.channelId !== null) {
    return channelMessageUrl(realmUrl, {
      id: m.id,
      streamId: m.channelId,
      streamName: m.channelName ?? '',
      topic: m.topic,
    });
  }
  return directMessageUrl(
    realmUrl,
    m.directRecipients.map((u) => u.id),
    m.id,
  );
}

export interface OwnerNotice {
  statusCode?: number;
  /** The response, already quoted as Python's repr() shows it. */
  responseContent?: string;
  failureMessage?: string;
  exception?: { type: string; message: string };
}

/** Zulip's notify_bot_owner text. */
export function ownerNoticeText(url: string, botFullName: string, n: OwnerNotice): string {
  let text = `[A message](${url}) to your bot @_**${botFullName}** triggered an outgoing webhook.`;
  if (n.exception) {
    text +=
      '\nWhen trying to send a request to the webhook service, an exception ' +
      `of type ${n.exception.type} occurred:\n\`\`\`\n${n.exception.message}\n\`\`\``;
  } else if (n.failureMessage) {
    text += `\n${n.failureMessage}`;
  } else if (n.statusCode === 407) {
    text += '\nThe URL configured for the webhook is for a private or disallowed network.';
  } else if (n.statusCode) {
    text += `\nThe webhook got a response with status code *${n.statusCode}*.`;
  }
  if (n.responseContent) text += `\nThe response contains the following payload:\n\`\`\`\n${n.responseContent}\n\`\`\``;
  return text;
}

/** Zulip's notify_bot_owner: the bot itself tells its owner, in a direct message. */
export async function notifyBotOwner(
  deps: Deps,
  realmUrl: string,
  event: WebhookEvent,
  notice: OwnerNotice,
): Promise<void> {
  const bot = await deps.db.prisma.user.findUniqueOrThrow({ where: { id: event.bot.id } });
  if (bot.botOwnerId === null) return;
  const text = ownerNoticeText(messageUrl(realmUrl, event), bot.fullName, notice);
  await sendAsBot(deps, event, text, { recipient: { type: 'direct', to: { kind: 'ids', ids: [bot.botOwnerId] } } });
}
