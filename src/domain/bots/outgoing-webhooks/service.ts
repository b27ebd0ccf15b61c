import type { BlockList } from 'node:net';
import type { Actor } from '../../actor.ts';
import type { Deps } from '../../context.ts';
import type { AddressedEvent } from '../../events/types.ts';
import type { TopicLink } from '../../markdown/linkifier-sets.ts';
import { messageFor } from '../../messages/message-for-reader.ts';
import { updateMessageFlags } from '../../messages/flags-update/update-flags.ts';
import { loadMessages, type LoadedMessage } from '../../messages/load.ts';
import type { SendMessageInput } from '../../messages/send/send-message.ts';
import { ZULIP_VERSION } from '../../realm/server-settings.ts';
import { realmUrl } from '../../realm/realm-url.ts';
import type { Trigger, WebhookEvent, WebhookRequestWriter } from './interfaces.ts';
import { JobQueue } from './job-queue.ts';
import { doRestCall, type CallJob, type WebhookLog } from './rest-call.ts';
import { calledBots, mayCallBots, OutgoingBotDirectory, type CalledBot } from './triggers.ts';

/** What the send path calls after a message is committed (Deps.outgoingWebhooks). */
export interface OutgoingWebhookHook {
  /** Never waits and never throws: a message that may call a bot is looked at in the background. */
  messageSent(actor: Actor, input: SendMessageInput, messageId: number): void;
}

export interface OutgoingWebhookSettings {
  /** OUTGOING_WEBHOOK_TIMEOUT_SECONDS (Zulip's default: 10). */
  timeoutSeconds: number;
  /** OUTGOING_WEBHOOK_ALLOWED_NETWORKS: internal destinations allowed anyway. */
  allowedNetworks: BlockList;
}

// A few calls at once: each mostly waits on the network, and a slow bot must not hold every slot.
const CONCURRENCY = 4;
const MAX_WAITING = 1000;

type Job = { kind: 'message'; realmId: number; messageId: number } | CallJob;

const silent: WebhookLog = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Zulip's outgoing webhooks in process: the send path's cheap check, the
 * queue, and its worker (zerver/worker/outgoing_webhooks.py).
 */
export class OutgoingWebhooks implements OutgoingWebhookHook {
  readonly bots: OutgoingBotDirectory;
  private readonly queue: JobQueue<Job>;
  log: WebhookLog = silent;

  constructor(
    private readonly deps: () => Deps,
    private readonly settings: OutgoingWebhookSettings,
    private readonly writeRequest: WebhookRequestWriter,
  ) {
    this.bots = new OutgoingBotDirectory(() => deps().db.sql);
    this.queue = new JobQueue(
      (job) => this.run(job),
      { concurrency: CONCURRENCY, maxWaiting: MAX_WAITING },
      (err, job) =>
        this.log.error(
          { err, job: job.kind === 'message' ? job : { botId: job.event.bot.id, service: job.service.name } },
          'outgoing webhook job failed',
        ),
    );
  }

  messageSent(actor: Actor, input: SendMessageInput, messageId: number): void {
    // Zulip: messages sent by bots never call bots (no loops between them).
    if (actor.user.isBot) return;
    const realmId = actor.realm.id;
    const job: Job = { kind: 'message', realmId, messageId };
    const known = this.bots.peek(realmId);
    if (known) {
      if (mayCallBots(known, input.recipient, input.content)) this.queue.push(job);
      return;
    }
    const check = this.bots.load(realmId).then((bots) => {
      if (mayCallBots(bots, input.recipient, input.content)) this.queue.push(job);
    });
    this.queue.track(
      check.catch((err: unknown) =>
        this.log.error({ err, realmId }, 'outgoing webhook: reading the realm’s bots failed'),
      ),
    );
  }

  /** Forgets cached bots when an event says they changed (wired to the bus). */
  observe(e: AddressedEvent): void {
    this.bots.observe(e);
  }

  /** Resolves when nothing is queued, running or being checked. */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  /** Lets the queued calls finish (the caller bounds this with the shutdown deadline). */
  close(): Promise<void> {
    return this.queue.close();
  }

  private async run(job: Job): Promise<void> {
    if (job.kind === 'call') {
      const deps = this.deps();
      const timeoutMs = this.settings.timeoutSeconds * 1000;
      const settings = {
        userAgent: `ZulipOutgoingWebhook/${ZULIP_VERSION}`,
        timeoutMs,
        timeoutSeconds: this.settings.timeoutSeconds,
        allowed: this.settings.allowedNetworks,
      };
      await doRestCall(
        { deps, settings, log: this.log, writeRequest: this.writeRequest, retry: (again) => this.queue.push(again) },
        job,
      );
      return;
    }
    await this.dispatch(job.realmId, job.messageId);
  }

  /** Zulip's get_service_bot_events and the worker's consume: one call per service of each bot the message calls. */
  private async dispatch(realmId: number, messageId: number): Promise<void> {
    const deps = this.deps();
    const [view] = await loadMessages(deps.db.sql, [messageId]);
    if (!view) return;
    const bots = await calledBots(deps.db.sql, realmId, view);
    if (bots.length === 0) return;
    const realm = await deps.db.prisma.realm.findUniqueOrThrow({ where: { id: realmId } });
    const url = realmUrl(deps.server, realm.stringId);
    const trigger: Trigger = view.streamId === null ? 'direct_message' : 'mention';
    const topicLinks =
      view.streamId === null ? undefined : (await deps.linkifiers.forRealm(deps.db.sql, realmId)).topicLinks;
    const where = { id: realm.id, stringId: realm.stringId, host: new URL(url).host, topicLinks };
    for (const bot of bots) {
      const event = webhookEvent(view, bot, trigger, where);
      const services = await deps.db.prisma.botService.findMany({ where: { userId: bot.id }, orderBy: { id: 'asc' } });
      for (const s of services) this.queue.push({ kind: 'call', event, service: s, failedTries: 0, realmUrl: url });
      // Zulip's do_flag_service_bots_messages_as_processed.
      const botUser = await deps.db.prisma.user.findUniqueOrThrow({ where: { id: bot.id } });
      await updateMessageFlags(deps, { user: botUser, realm }, 'add', 'read', [messageId]);
    }
  }
}

/**
 * The event a bot's services get: the message as Zulip's finalize_payload
 * shows it to the bot (raw Markdown, rendered_content kept, no client
 * gravatar), with an incoming 1:1 message's recipient_id being the sender's.
 */
function webhookEvent(
  view: LoadedMessage,
  bot: CalledBot,
  trigger: Trigger,
  realm: { id: number; stringId: string; host: string; topicLinks?: (topic: string) => TopicLink[] },
): WebhookEvent {
  const options = {
    applyMarkdown: false,
    clientGravatar: false,
    allowEmptyTopicName: true,
    realmStringId: realm.stringId,
    topicLinks: realm.topicLinks,
  };
  return {
    trigger,
    command: view.content,
    message: messageFor(view, { ...options, viewerId: bot.id }),
    renderedContent: view.renderedContent ?? '',
    bot: { id: bot.id, email: bot.email, fullName: bot.fullName },
    realm: { id: realm.id, host: realm.host },
  };
}

declare module '../../context.ts' {
  interface Deps {
    /** Calls outgoing-webhook bots about the messages that mention them or are sent to them. */
    outgoingWebhooks: OutgoingWebhookHook;
  }
}
