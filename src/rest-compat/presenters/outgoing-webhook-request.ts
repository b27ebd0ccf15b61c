import {
  SLACK_INTERFACE,
  type PreparedCall,
  type ServiceRow,
  type WebhookEvent,
} from '../../domain/bots/outgoing-webhooks/interfaces.ts';
import { wireMessage } from './messages.ts';

/**
 * Zulip's GenericOutgoingWebhookService.make_request / SlackOutgoingWebhookService.make_request:
 * the generic payload carries the message as Zulip's REST API writes it (raw content, and
 * the rendered one beside it); Slack's form has no direct messages.
 */
export function outgoingWebhookRequest(service: ServiceRow, event: WebhookEvent): PreparedCall {
  if (service.interface !== SLACK_INTERFACE) {
    const body = {
      data: event.command,
      message: { ...wireMessage(event.message), rendered_content: event.renderedContent },
      bot_email: event.bot.email,
      bot_full_name: event.bot.fullName,
      token: service.token,
      trigger: event.trigger,
    };
    return { contentType: 'application/json', body: JSON.stringify(body) };
  }
  const m = event.message;
  if (m.channelId === null) return { refuse: "Slack outgoing webhooks don't support direct messages." };
  // The form Slack's legacy outgoing webhooks post, in Zulip's order.
  const form = new URLSearchParams([
    ['token', service.token],
    ['team_id', `T${event.realm.id}`],
    ['team_domain', event.realm.host],
    ['channel_id', `C${m.channelId}`],
    ['channel_name', m.channelName ?? ''],
    ['thread_ts', String(m.timestamp)],
    ['timestamp', String(m.timestamp)],
    ['user_id', `U${m.senderId}`],
    ['user_name', m.senderFullName],
    ['text', event.command],
    ['trigger_word', event.trigger],
    ['service_id', String(event.bot.id)],
  ]);
  return { contentType: 'application/x-www-form-urlencoded', body: form.toString() };
}
