import type { Deps } from '../../context.ts';
import { DomainError } from '../../errors.ts';
import { toWellFormed } from '../../text.ts';
import { widgetContentOf } from '../../messages/submessages/widget-content.ts';
import { postOutgoing, type CallSettings } from './http-call.ts';
import { processSuccess, type ServiceRow, type WebhookEvent, type WebhookRequestWriter } from './interfaces.ts';
import { pythonBytesRepr, pythonStrRepr } from './python-text.ts';
import { failWithMessage, notifyBotOwner, sendAsBot, type OwnerNotice } from './replies.ts';

/** Zulip's MAX_REQUEST_RETRIES: a call that timed out or could not connect is tried four times in all. */
export const MAX_REQUEST_RETRIES = 3;

/** A minimal logger (the server's pino logger fits). */
export interface WebhookLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** One service call of one event, with Zulip's failed_tries. */
export interface CallJob {
  kind: 'call';
  event: WebhookEvent;
  service: ServiceRow;
  failedTries: number;
  realmUrl: string;
}

export interface CallContext {
  deps: Deps;
  settings: CallSettings & { timeoutSeconds: number };
  log: WebhookLog;
  writeRequest: WebhookRequestWriter;
  /** Queues the job again (Zulip's retry_event re-queues the event). */
  retry(job: CallJob): void;
}

/** Zulip raises JsonableError for a bad reply; the send of a reply raises one too. */
class ReplyError extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Zulip's process_success_response. */
async function processSuccessResponse(ctx: CallContext, job: CallJob, text: string): Promise<void> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ReplyError('Invalid JSON in response');
  }
  // zulip_botserver before 2021-05 answered json.dumps("") for "no response required".
  if (json === '') return;
  if (!isObject(json)) throw new ReplyError('Invalid response format');
  const data = processSuccess(job.service, json);
  const content = data?.content;
  if (content === null || content === undefined) return;
  if (typeof content !== 'string') {
    // Zulip's worker fails on content.strip() here and logs the event; nothing is sent.
    ctx.log.error(
      { botId: job.event.bot.id, service: job.service.name },
      'outgoing webhook: the response text is not a string',
    );
    return;
  }
  if (content.trim() === '') return;
  // Zulip hands widget_content to check_message, which decodes it with orjson:
  // JSON text is decoded, anything else (a dict sent as such) is "invalid JSON content".
  const widget = data?.widgetContent;
  const widgetContent =
    widget === undefined || widget === null
      ? undefined
      : typeof widget === 'string'
        ? widgetContentOf(widget)
        : { json: false as const };
  // JSON.parse keeps a "\ud800" without its pair, which the database would store as U+FFFD while the events
  // carried it as it came: made U+FFFD first, what is stored, sent and read back agree.
  await sendAsBot(ctx.deps, job.event, toWellFormed(content), undefined, widgetContent);
}

/** Reports a failure where the bot was called and to its owner; neither may stop the other. */
async function report(ctx: CallContext, job: CallJob, failure: string, notice: OwnerNotice): Promise<void> {
  const logged = (what: string) => (err: unknown) =>
    ctx.log.warn({ err, botId: job.event.bot.id }, `outgoing webhook: ${what} failed`);
  await failWithMessage(ctx.deps, job.event, failure).catch(logged('the failure message'));
  await notifyBotOwner(ctx.deps, job.realmUrl, job.event, notice).catch(logged("the owner's notice"));
}

/** Zulip's request_retry: again, or after MAX_REQUEST_RETRIES "Bot is unavailable" and the owner's notice. */
async function requestRetry(ctx: CallContext, job: CallJob, failureMessage: string): Promise<void> {
  const failedTries = job.failedTries + 1;
  if (failedTries <= MAX_REQUEST_RETRIES) {
    ctx.retry({ ...job, failedTries });
    return;
  }
  ctx.log.warn({ bot: job.event.bot.email, command: job.event.command }, 'outgoing webhook: maximum retries exceeded');
  await report(ctx, job, 'Bot is unavailable', { failureMessage });
}

/** Zulip's do_rest_call: one POST to one service, and what follows from its outcome. */
export async function doRestCall(ctx: CallContext, job: CallJob): Promise<void> {
  const { event, service } = job;
  const prepared = ctx.writeRequest(service, event);
  if ('refuse' in prepared) {
    await failWithMessage(ctx.deps, event, prepared.refuse);
    return;
  }
  const started = performance.now();
  const outcome = await postOutgoing({ url: service.baseUrl, ...prepared }, ctx.settings);
  ctx.log.info(
    { botId: event.bot.id, realmId: event.realm.id, ms: Math.round(performance.now() - started) },
    'outgoing webhook request',
  );
  switch (outcome.kind) {
    case 'response': {
      if (outcome.status >= 200 && outcome.status < 300) {
        const text = outcome.body.toString('utf8');
        try {
          await processSuccessResponse(ctx, job, text);
        } catch (e) {
          if (!(e instanceof ReplyError || e instanceof DomainError)) throw e;
          const failureMessage = `The outgoing webhook server attempted to send a message in Zulip, but that request resulted in the following error:\n> ${e.message}`;
          await report(ctx, job, e.message, {
            failureMessage,
            responseContent: text === '' ? undefined : pythonStrRepr(text),
          });
        }
        return;
      }
      ctx.log.warn(
        { botId: event.bot.id, status: outcome.status },
        'outgoing webhook: the service answered with an error status',
      );
      const responseContent = outcome.body.length === 0 ? undefined : pythonBytesRepr(outcome.body);
      await report(ctx, job, `Third party responded with ${outcome.status}`, {
        statusCode: outcome.status,
        responseContent,
      });
      return;
    }
    case 'timeout':
      return requestRetry(ctx, job, `Request timed out after ${ctx.settings.timeoutSeconds} seconds.`);
    case 'connection-error':
      return requestRetry(ctx, job, 'A connection error occurred. Is my bot server down?');
    case 'exception': {
      ctx.log.error(
        { botId: event.bot.id, type: outcome.type, message: outcome.message },
        'outgoing webhook: the request failed',
      );
      const failure = `An exception of type *${outcome.type}* occurred for message \`${event.command}\`! See the Zulip server logs for more information.`;
      await report(ctx, job, failure, { exception: { type: outcome.type, message: outcome.message } });
    }
  }
}
