import type { RegisterCapabilities } from '../../domain/register/types.ts';
import { ZULIP_FEATURE_LEVEL, ZULIP_MERGE_BASE, ZULIP_VERSION } from '../../domain/realm/server-settings.ts';
import { badRequest } from '../../domain/errors.ts';
import { queueToPoll } from '../../domain/delivery/queues/open-queue.ts';
import { registerQueue } from '../../domain/delivery/queues/register-queue.ts';
import { DEFAULT_CLIENT_OPTIONS, type ClientOptions } from '../../domain/delivery/queues/client-view.ts';
import type { QueueNarrow } from '../../domain/delivery/queues/narrow-filter.ts';
import type { QueueRegistry } from '../../domain/delivery/queues/registry.ts';
import { eventsJson } from '../events/events-json.ts';
import { NO_CACHE } from '../errors.ts';
import { bool, dict, int, list, str } from '../json-checks.ts';
import type { Params } from '../params.ts';
import { spectatorRoute, userRoute, type RestContext, type RouteDef } from '../route.ts';
import { initialStateJson } from '../presenters/register.ts';
import type { Actor } from '../../domain/actor.ts';

const capabilityOptions = (caps: Record<string, unknown>): ClientOptions => ({
  ...DEFAULT_CLIENT_OPTIONS,
  emptyTopicName: caps.empty_topic_name === true,
  streamTypingNotifications: caps.stream_typing_notifications === true,
  bulkMessageDeletion: caps.bulk_message_deletion === true,
  userSettingsObject: caps.user_settings_object === true,
  includeDeactivatedGroups: caps.include_deactivated_groups === true,
  simplifiedPresenceEvents: caps.simplified_presence_events === true,
  pronounsFieldTypeSupported: caps.pronouns_field_type_supported !== false,
  linkifierUrlTemplate: caps.linkifier_url_template === true,
  archivedChannels: caps.archived_channels === true,
  userListIncomplete: caps.user_list_incomplete === true,
});

/** The capabilities that shape the initial state (others only shape events). */
const registerCapabilities = (caps: Record<string, unknown>): RegisterCapabilities => ({
  notificationSettingsNull: caps.notification_settings_null === true,
  userAvatarUrlFieldOptional: caps.user_avatar_url_field_optional === true,
  userSettingsObject: caps.user_settings_object === true,
  emptyTopicName: caps.empty_topic_name === true,
  includeDeactivatedGroups: caps.include_deactivated_groups === true,
  archivedChannels: caps.archived_channels === true,
  linkifierUrlTemplate: caps.linkifier_url_template === true,
  userListIncomplete: caps.user_list_incomplete === true,
  pronounsFieldTypeSupported: caps.pronouns_field_type_supported !== false,
});

const narrowCheck = list(list(str()));

/**
 * Queue parameters shared by POST /register and GET /events (which may create
 * a queue). A spectator (actor null) gets client_gravatar off unless asked.
 */
function readQueueParams(params: Params, actor: Actor | null) {
  const allPublicStreams = params.json('all_public_streams', bool) ?? false;
  const applyMarkdown = params.json('apply_markdown', bool) ?? false;
  const caps = params.json('client_capabilities', dict) ?? { notification_settings_null: false };
  const clientGravatar = params.json('client_gravatar', bool) ?? actor !== null;
  const eventTypes = params.json('event_types', list(str())) ?? null;
  return { allPublicStreams, applyMarkdown, caps, clientGravatar, eventTypes };
}

function parseNarrowParam(params: Params): QueueNarrow {
  const raw = params.json('narrow', narrowCheck) ?? [];
  return raw.map((pair) => {
    if (pair.length !== 2) throw badRequest('narrow[0] is not a string pair');
    return [pair[0], pair[1]] as [string, string];
  });
}

/**
 * Any process serves any queue: the registry reads one it does not hold from
 * the database and the event log. The routes parse every parameter in Zulip's
 * order; the operations check the request (all_public_streams, the narrow,
 * queue_id) as Zulip's views do after parsing.
 */
export function eventsRoutes(registry: QueueRegistry): RouteDef[] {
  return [
    spectatorRoute('POST', '/register', async ({ deps, actor, realm, params }: RestContext<Actor | null>) => {
      const q = readQueueParams(params, actor);
      const fetchEventTypes = params.json('fetch_event_types', list(str())) ?? null;
      const includeSubscribers = params.choice('include_subscribers', ['true', 'false', 'partial']) ?? 'false';
      const narrow = parseNarrowParam(params);
      const presenceHistoryLimitDays = params.json('presence_history_limit_days', int()) ?? null;
      const lifespanSeconds = params.json('queue_lifespan_secs', int());
      const slimPresence = params.json('slim_presence', bool) ?? false;
      const registration = await registerQueue(deps, registry, actor, realm, {
        allPublicStreams: q.allPublicStreams,
        eventTypes: q.eventTypes,
        narrow,
        options: {
          ...capabilityOptions(q.caps),
          applyMarkdown: q.applyMarkdown,
          clientGravatar: q.clientGravatar,
          slimPresence,
        },
        lifespanSeconds,
        wanted: fetchEventTypes ?? q.eventTypes,
        clientGravatar: q.clientGravatar,
        includeSubscribers,
        capabilities: registerCapabilities(q.caps),
        presence: { slim: slimPresence, historyLimitDays: presenceHistoryLimitDays },
      });
      const { queueId, lastEventId, state } = registration;
      return {
        queue_id: queueId,
        // A spectator has no queue, so no event id either.
        ...(lastEventId === null ? {} : { last_event_id: lastEventId }),
        zulip_version: ZULIP_VERSION,
        zulip_feature_level: ZULIP_FEATURE_LEVEL,
        zulip_merge_base: ZULIP_MERGE_BASE,
        ...initialStateJson(state),
      };
    }),
    userRoute('GET', '/events', async ({ deps, actor, params, reply }: RestContext) => {
      const lastEventId = params.json('last_event_id', int());
      const queueId = params.str('queue_id');
      const q = readQueueParams(params, actor);
      const dontBlock = params.json('dont_block', bool) ?? false;
      const { queue, created } = await queueToPoll(registry, actor, {
        queueId,
        lastEventId,
        allPublicStreams: q.allPublicStreams,
        dontBlock,
        // Read only when a queue is made, as before.
        newQueue: () => ({
          eventTypes: q.eventTypes,
          narrow: parseNarrowParam(params),
          lifespanSeconds: params.json('lifespan_secs', int()),
          options: { ...capabilityOptions(q.caps), applyMarkdown: q.applyMarkdown, clientGravatar: q.clientGravatar },
        }),
      });
      if (created) return { events: [], queue_id: queue.spec.id };
      const now = () => deps.clock.now().getTime();
      const pending = queue.poll(dontBlock, registry.options.heartbeatMs(), now());
      // The response's 'close' before it was written means the client went away mid-poll.
      const onClose = () => queue.disconnect(now());
      reply.raw.once('close', onClose);
      const events = await pending;
      reply.raw.off('close', onClose);
      // Written here rather than returned: the events arrive pre-serialised (eventsJson).
      const ignored = params.ignored();
      const extra = ignored.length > 0 ? `,"ignored_parameters_unsupported":${JSON.stringify(ignored)}` : '';
      reply
        .code(200)
        .header('Content-Type', 'application/json')
        .header('Cache-Control', NO_CACHE)
        .send(`{"result":"success","msg":"","events":${eventsJson(events)}${extra}}\n`);
      return undefined;
    }),
    userRoute('DELETE', '/events', async ({ actor, params }: RestContext) => {
      const queueId = params.str('queue_id', { required: true });
      await registry.delete(queueId, actor.user.id);
      return {};
    }),
  ];
}
