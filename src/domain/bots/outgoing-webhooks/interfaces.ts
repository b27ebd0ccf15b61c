import type { Message } from '../../messages/model.ts';
import { pythonStr, pythonTruthy } from './python-text.ts';

/** Zulip's Service.GENERIC and Service.SLACK. */
export const GENERIC_INTERFACE = 1;
export const SLACK_INTERFACE = 2;

export type Trigger = 'mention' | 'direct_message';

/** One call of one bot's service about one message (Zulip's outgoing_webhooks queue event). */
export interface WebhookEvent {
  trigger: Trigger;
  /** The message's raw Markdown (Zulip's event["command"]). */
  command: string;
  /** The message as Zulip's finalize_payload shows it to the bot (raw content). */
  message: Message;
  /** Kept in the payload next to the raw content, as Zulip's finalize_payload does for bots. */
  renderedContent: string;
  bot: { id: number; email: string; fullName: string };
  realm: { id: number; host: string };
}

export interface ServiceRow {
  name: string;
  baseUrl: string;
  interface: number;
  token: string;
}

/** A request to make, or a failure to report instead of calling (Slack has no direct messages). */
export type PreparedCall = { contentType: string; body: string } | { refuse: string };

/** What the bot says back: `content` may be of any JSON type for Slack (Zulip then fails on it). */
export interface SuccessData {
  content: unknown;
  widgetContent?: unknown;
}

/**
 * Zulip's message dict, as its REST API writes it: the composition root hands
 * the outgoing webhooks REST's presenter, so the format is written once.
 */
export type MessageDictWriter = (m: Message) => object;

/** Zulip's GenericOutgoingWebhookService.make_request / SlackOutgoingWebhookService.make_request. */
export function prepareCall(service: ServiceRow, event: WebhookEvent, messageDict: MessageDictWriter): PreparedCall {
  if (service.interface !== SLACK_INTERFACE) {
    const body = {
      data: event.command,
      message: { ...messageDict(event.message), rendered_content: event.renderedContent },
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

/** Zulip's process_success of each interface, given the decoded JSON object. */
export function processSuccess(service: ServiceRow, json: Record<string, unknown>): SuccessData | null {
  if (service.interface === SLACK_INTERFACE) return 'text' in json ? { content: json.text } : null;
  if (pythonTruthy(json.response_not_required ?? false)) return null;
  // response_string is deprecated, and still wins over content.
  if ('response_string' in json) return { content: pythonStr(json.response_string) };
  if ('content' in json) {
    return 'widget_content' in json
      ? { content: pythonStr(json.content), widgetContent: json.widget_content }
      : { content: pythonStr(json.content) };
  }
  return null;
}
