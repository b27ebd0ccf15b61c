import type { Stream } from '../../generated/prisma/client.ts';
import type { Actor } from '../actor.ts';
import type { Deps, Tx } from '../context.ts';
import { checkStoredInt } from '../bounds.ts';
import { inTransaction } from '../context.ts';
import {
  badRequest,
  badVariableValue,
  InputPathError,
  insufficientPermission,
  notAllowedForGuests,
} from '../errors.ts';
import { isAdmin, isGuest } from '../roles.ts';
import { ChannelViewer, hasContentAccess } from './access.ts';
import { subscribedStreamIds } from './audience.ts';
import { bulkAddSubscriptions } from './bulk-add.ts';
import { makeDefault } from './default-channels.ts';
import { isValidColor } from './colors.ts';
import { unableToAccessChannel } from './errors.ts';
import type { ChannelGroupSettingName, GroupSettingValue } from './channel-permission-groups.ts';
import { renderDescription } from '../markdown/render-description.ts';
import { checkChannelFolder } from '../channel-folders/folders.ts';
import { linksOf } from '../markdown/render-message.ts';
import { checkSubscriptionChanges, distinctPrincipals } from './limits.ts';
import { listToStreams, type ChannelSpec, type NewChannelSettings } from './list-to-streams.ts';
import { MAX_CHANNEL_DESCRIPTION_LENGTH } from './names.ts';
import { pyStrip } from '../python-text.ts';
import { principalsToUsers } from './principals.ts';
import { sendNewSubscriptionNotices } from './new-subscription-notices.ts';
import { hasRealmPermission } from '../realm/realm-permissions.ts';
import { longerThan } from '../text.ts';
import { readField, readInput, type FieldsOrReader, type InputOrReader } from '../input-reader.ts';

export const TOPICS_POLICIES = ['inherit', 'allow_empty_topic', 'disable_empty_topic', 'empty_topic_only'] as const;
export type TopicsPolicy = (typeof TOPICS_POLICIES)[number];

/** A requested topics_policy (Zulip's parse_enum_from_string_value on StreamTopicsPolicyEnum). */
export function checkTopicsPolicy(value: string): TopicsPolicy {
  const found = TOPICS_POLICIES.find((p) => p === value);
  if (!found) throw badRequest('Invalid topics_policy');
  return found;
}

/** A stored topics_policy; the column only ever holds one of TOPICS_POLICIES (checked on write). */
export const topicsPolicyOf = (stored: string): TopicsPolicy => TOPICS_POLICIES.find((p) => p === stored) ?? 'inherit';

export interface RequestedSubscription {
  name: string;
  description?: string | null;
  color?: string | null;
}

/** POST /users/me/subscriptions, its parameters already type-checked. */
export interface SubscribeInput {
  subscriptions: RequestedSubscription[];
  inviteOnly?: boolean;
  isWebPublic?: boolean;
  isDefaultStream?: boolean;
  historyPublicToSubscribers?: boolean | null;
  /** An integer, "realm_default" or "unlimited". */
  messageRetentionDays?: string | number;
  topicsPolicy?: string | null;
  groupSettings?: Partial<Record<ChannelGroupSettingName, GroupSettingValue>>;
  announce?: boolean;
  principals?: string[] | number[] | null;
  authorizationErrorsFatal?: boolean;
  folderId?: number | null;
  sendNewSubscriptionMessages?: boolean;
}

/** What subscribing did: channel names by user id, newly subscribed and already subscribed. */
export type SubscribeResult = {
  subscribed: Record<string, string[]>;
  alreadySubscribed: Record<string, string[]>;
  /** Whether Notification Bot would tell the new subscribers (absent when not asked to). */
  newSubscriptionMessagesSent?: boolean;
  /** With authorization errors not fatal: the channels left out. */
  unauthorized?: string[];
};

/**
 * The checks pydantic makes on each `subscriptions` entry (AddSubscriptionData):
 * the description's length (REST's parser checks it with the entry's types),
 * then the model validator's check_color, once the entry's fields are valid.
 */
function checkRequestedSubscription(s: RequestedSubscription, index: number): RequestedSubscription {
  if (s.description != null && longerThan(s.description, MAX_CHANNEL_DESCRIPTION_LENGTH)) {
    throw new InputPathError(
      ['subscriptions', index, 'description'],
      (place) => `${place} is too long (limit: ${MAX_CHANNEL_DESCRIPTION_LENGTH} characters)`,
    );
  }
  if (s.color != null && !isValidColor(s.color)) {
    throw new InputPathError(
      ['subscriptions', index],
      (place) => `Invalid ${place}: Value error, add.color is not a valid hex color code`,
    );
  }
  return s;
}

/**
 * A subscribe request as given: its parameters, or (REST) a reader that
 * parses each when asked, the entries of `subscriptions` one at a time.
 */
export type SubscribeSource = FieldsOrReader<SubscribeFields>;
export type SubscribeFields = Omit<SubscribeInput, 'subscriptions'> & {
  subscriptions: ReadonlyArray<InputOrReader<RequestedSubscription>>;
};

/**
 * add_subscriptions_backend's parameters in Zulip's order, each entry of
 * `subscriptions` checked before the next is read and before the other
 * parameters, as pydantic checks them.
 */
function readSubscribeInput(source: SubscribeSource): SubscribeInput {
  const subscriptions = (readField(source, 'subscriptions') ?? []).map((s, i) =>
    checkRequestedSubscription(readInput(s), i),
  );
  return {
    subscriptions,
    ...readNewChannelOptions(source),
    announce: readField(source, 'announce'),
    principals: readField(source, 'principals'),
    authorizationErrorsFatal: readField(source, 'authorizationErrorsFatal'),
    folderId: readField(source, 'folderId'),
    sendNewSubscriptionMessages: readField(source, 'sendNewSubscriptionMessages'),
  };
}

/** Zulip's parse_message_retention_days with Stream.MESSAGE_RETENTION_SPECIAL_VALUES_MAP. */
export function parseMessageRetentionDays(value: string | number): number | null {
  if (value === 'realm_default') return null;
  if (value === 'unlimited') return -1;
  if (typeof value === 'string' || value <= 0) throw badVariableValue('message_retention_days', value);
  return checkStoredInt('message_retention_days', value);
}

/** The settings a request gives the channels it creates (POST /users/me/subscriptions, POST /channels/create). */
export type NewChannelRequest = Pick<
  SubscribeInput,
  'inviteOnly' | 'isWebPublic' | 'isDefaultStream' | 'historyPublicToSubscribers' | 'topicsPolicy' | 'groupSettings'
>;

/** What a request says of the channels it creates, with their retention as given. */
export type NewChannelOptions = NewChannelRequest & Pick<SubscribeInput, 'messageRetentionDays'>;

/** Those options, read in the order both endpoints declare them (Zulip's), each checked as it is read. */
export function readNewChannelOptions(source: FieldsOrReader<NewChannelOptions>): NewChannelOptions {
  return {
    inviteOnly: readField(source, 'inviteOnly'),
    isWebPublic: readField(source, 'isWebPublic'),
    isDefaultStream: readField(source, 'isDefaultStream'),
    historyPublicToSubscribers: readField(source, 'historyPublicToSubscribers'),
    messageRetentionDays: readField(source, 'messageRetentionDays'),
    topicsPolicy: readField(source, 'topicsPolicy'),
    groupSettings: readField(source, 'groupSettings'),
  };
}

/** Zulip's defaults for what the request leaves out; the retention and the folder already checked. */
export const newChannelSettings = (
  input: NewChannelRequest,
  messageRetentionDays: number | null,
  folderId: number | null,
): NewChannelSettings => ({
  inviteOnly: input.inviteOnly ?? false,
  isWebPublic: input.isWebPublic ?? false,
  isDefaultStream: input.isDefaultStream ?? false,
  historyPublicToSubscribers: input.historyPublicToSubscribers ?? null,
  messageRetentionDays,
  topicsPolicy: input.topicsPolicy ?? null,
  folderId,
  groupSettings: input.groupSettings ?? {},
});

/** A new channel's topics_policy other than "inherit" needs the realm's can_set_topics_policy_group. */
export async function checkTopicsPolicyPermission(tx: Tx, actor: Actor, topicsPolicy?: string | null): Promise<void> {
  if (
    topicsPolicy != null &&
    topicsPolicy !== 'inherit' &&
    !(await hasRealmPermission(tx, actor.realm, actor.user, 'can_set_topics_policy_group'))
  ) {
    throw insufficientPermission();
  }
}

/**
 * get_streams_to_which_user_cannot_add_subscribers: with the realm's
 * can_add_subscribers_group, or as an administrator, any accessible channel;
 * otherwise only channels one administers or may add subscribers to.
 */
export async function channelsUserCannotAddSubscribersTo(
  tx: Tx,
  actor: Actor,
  viewer: ChannelViewer,
  streams: Stream[],
): Promise<Stream[]> {
  if (await hasRealmPermission(tx, actor.realm, actor.user, 'can_add_subscribers_group')) return [];
  if (isAdmin(actor.user.role)) return [];
  if (viewer.isGuest) return streams;
  const groups = await viewer.groupIds();
  return streams.filter((s) => !groups.has(s.canAdministerChannelGroupId) && !groups.has(s.canAddSubscribersGroupId));
}

/** POST /users/me/subscriptions: creates missing channels and subscribes the requester or the principals. */
export async function subscribe(deps: Deps, actor: Actor, source: SubscribeSource): Promise<SubscribeResult> {
  // Zulip's require_non_guest_user, before any parameter is read.
  if (isGuest(actor.user.role)) throw notAllowedForGuests();
  const input = readSubscribeInput(source);
  const principals = input.principals ?? [];
  // As in Zulip, only a list of exactly the requester's own id counts as "not subscribing others".
  const subscribingOthers = principals.length > 0 && !principals.every((p) => p === actor.user.id);
  checkSubscriptionChanges(
    'add',
    input.subscriptions.map((s) => s.name),
    subscribingOthers ? distinctPrincipals(principals) : 1,
  );
  return inTransaction(deps, async (tx, emit) => {
    const folderId = input.folderId == null ? null : await checkChannelFolder(tx, actor.realm.id, input.folderId);
    const colorByName = new Map<string, string>();
    const specs: ChannelSpec[] = [];
    for (const s of input.subscriptions) {
      // Zulip keys requested colors by the name as sent (before stripping).
      if (s.color != null) colorByName.set(s.name, s.color);
      // Newlines are not allowed in channel descriptions.
      specs.push({ name: pyStrip(s.name), description: s.description?.replace(/\n/g, ' ') });
    }
    let retention: number | null = null;
    // Zulip checks these for each requested channel; they do not depend on it, so once is the same.
    if (specs.length > 0) {
      retention = parseMessageRetentionDays(input.messageRetentionDays ?? 'realm_default');
      await checkTopicsPolicyPermission(tx, actor, input.topicsPolicy);
    }

    const { existing, created } = await listToStreams(
      tx,
      emit,
      actor,
      specs,
      newChannelSettings(input, retention, folderId),
      deps.clock.now(),
      (description) => renderDescription(tx, deps, actor.realm, description, linksOf(actor.user)),
    );

    if (input.isDefaultStream) for (const s of created) await makeDefault(tx, emit, s);

    // filter_stream_authorization_for_adding_subscribers
    const viewer = new ChannelViewer(tx, { id: actor.user.id, role: actor.user.role, realmId: actor.realm.id });
    const unique = [...new Map(existing.map((s) => [s.id, s])).values()];
    const subscribed = await subscribedStreamIds(tx, actor.user.id, unique);
    const accessible: Stream[] = [];
    const unauthorized: Stream[] = [];
    for (const s of unique) {
      if (await hasContentAccess(viewer, s, subscribed.has(s.id))) accessible.push(s);
      else unauthorized.push(s);
    }
    const cannotAdd = subscribingOthers ? await channelsUserCannotAddSubscribersTo(tx, actor, viewer, accessible) : [];
    const authorizationErrorsFatal = input.authorizationErrorsFatal ?? true;
    if (unauthorized.length > 0 && authorizationErrorsFatal) throw unableToAccessChannel(unauthorized[0].name);
    if (cannotAdd.length > 0) throw insufficientPermission();
    const streams = [...accessible, ...created];

    const subscribers = subscribingOthers
      ? await principalsToUsers(tx, actor.realm, actor.user, principals)
      : [actor.user];
    const changes = await bulkAddSubscriptions(tx, emit, actor.realm.id, streams, subscribers, colorByName);

    const result: SubscribeResult = { subscribed: {}, alreadySubscribed: {} };
    for (const c of [...changes.added, ...changes.activated]) {
      (result.subscribed[String(c.user.id)] ??= []).push(c.stream.name);
    }
    for (const c of changes.already) (result.alreadySubscribed[String(c.user.id)] ??= []).push(c.stream.name);
    const sendSubscriptionMessages = input.sendNewSubscriptionMessages ?? true;
    const sent = await sendNewSubscriptionNotices({
      deps,
      tx,
      emit,
      realm: actor.realm,
      actor: actor.user,
      added: [...changes.added, ...changes.activated],
      created,
      announce: input.announce ?? false,
      sendSubscriptionMessages,
    });
    if (sendSubscriptionMessages) result.newSubscriptionMessagesSent = sent;
    if (!authorizationErrorsFatal) result.unauthorized = unauthorized.map((s) => s.name);
    return result;
  });
}
