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
 * Writes the request Zulip's GenericOutgoingWebhookService /
 * SlackOutgoingWebhookService.make_request sends: a wire format, so the
 * composition root hands in REST's presenter
 * (src/rest-compat/presenters/outgoing-webhook-request.ts).
 */
export type WebhookRequestWriter = (service: ServiceRow, event: WebhookEvent) => PreparedCall;

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
