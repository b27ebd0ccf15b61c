import type { ChannelGroupSettingName } from '../../domain/channels/channel-permission-groups.ts';
import {
  checkTopicsPolicy,
  type RequestedSubscription,
  type SubscribeFields,
} from '../../domain/channels/subscribe.ts';
import type { CreateChannelInput } from '../../domain/channels/create-channel-request.ts';
import { fieldParsers, type FieldReader } from '../../domain/input-reader.ts';
import type { SubscriptionPropertyRequest } from '../../domain/channels/subscription-properties.ts';
import * as channels from '../../resolvers/channels.ts';
import { badRequest } from '../../domain/errors.ts';
import { checkGroupSettingValue, type GroupSettingValue } from '../../domain/groups/group-setting-value.ts';
import { bool, dict, int, list, str, type Check } from '../json-checks.ts';
import type { Params } from '../params.ts';
import { userRoute, type RouteDef } from '../route.ts';
import { subscribeResultJson, subscriptionJson, unsubscribeResultJson } from '../presenters/channels.ts';

/**
 * Pydantic's AddSubscriptionData's field types: `name` required; `color` and
 * `description` optional (extra keys ignored). The domain checks the
 * description's length and the color once the entry is read.
 */
const addSubscriptionData: Check<RequestedSubscription> = (v, path) => {
  const d = dict(v, path);
  if (!('name' in d)) throw badRequest(`${path}["name"] field is missing: Field required`);
  const out: RequestedSubscription = { name: str()(d.name, `${path}["name"]`) };
  if (d.color !== undefined && d.color !== null) out.color = str()(d.color, `${path}["color"]`);
  if (d.description !== undefined && d.description !== null) {
    out.description = str()(d.description, `${path}["description"]`);
  }
  return out;
};

/** SubscriptionPropertyChangeRequest's fields (`value: bool | str`); the domain checks the property against the value. */
const propertyChange: Check<SubscriptionPropertyRequest> = (v, path) => {
  const d = dict(v, path);
  for (const field of ['stream_id', 'property', 'value']) {
    if (!(field in d)) throw badRequest(`${path}["${field}"] field is missing: Field required`);
  }
  return {
    streamId: int()(d.stream_id, `${path}["stream_id"]`),
    property: str()(d.property, `${path}["property"]`),
    value: boolOrString(d.value, `${path}["value"]`),
  };
};

/** Pydantic's `bool | str` in smart mode: exact types first, then 0 and 1 as booleans. */
const boolOrString: Check<boolean | string> = (v, path) => {
  if (typeof v === 'boolean' || typeof v === 'string') return v;
  if (v === 0 || v === 1) return v === 1;
  throw badRequest(`${path}["bool"] is not a boolean`);
};

/** `list[str] | list[int]`: pydantic reports the first member's error, labelled with the member. */
const principalsCheck: Check<string[] | number[]> = (v, path) => {
  try {
    return list(str())(v, `${path}["list[str]"]`);
  } catch (first) {
    try {
      return list(int())(v, `${path}["list[int]"]`);
    } catch {
      throw first;
    }
  }
};

/** `Json[str] | Json[int]` */
const retentionCheck: Check<string | number> = (v, path) => {
  if (typeof v === 'string') return v;
  return int()(v, path);
};

/** `Json[str | None]` checked against Zulip's StreamTopicsPolicyEnum (parse_enum_from_string_value). */
const topicsPolicyCheck: Check<string | null> = (v, path) => {
  if (v === null) return null;
  const s = str()(v, path);
  return checkTopicsPolicy(s);
};

/** Declaration order of the group-setting parameters in Zulip's add_subscriptions_backend. */
const GROUP_PARAM_ORDER: readonly ChannelGroupSettingName[] = [
  'can_add_subscribers_group',
  'can_administer_channel_group',
  'can_delete_any_message_group',
  'can_delete_own_message_group',
  'can_move_messages_out_of_channel_group',
  'can_move_messages_within_channel_group',
  'can_send_message_group',
  'can_remove_subscribers_group',
  'can_resolve_topics_group',
  'can_subscribe_group',
];

/**
 * add_subscriptions_backend's parameters, each parsed when the domain asks
 * for it (in Zulip's order), the entries of `subscriptions` one at a time.
 */
function subscribeParams(params: Params): FieldReader<SubscribeFields> {
  return fieldParsers<SubscribeFields>({
    subscriptions: () =>
      params.json(
        'subscriptions',
        list((v, path) => () => addSubscriptionData(v, path)),
        { required: true },
      ),
    ...newChannelParams(params),
    announce: () => params.json('announce', bool),
    principals: () => params.json('principals', principalsCheck),
    authorizationErrorsFatal: () => params.json('authorization_errors_fatal', bool),
    folderId: () => params.json('folder_id', int()),
    sendNewSubscriptionMessages: () => params.json('send_new_subscription_messages', bool),
  });
}

/** Zulip's group-setting parameters, read in their declaration order. */
function groupSettingParams(params: Params): Partial<Record<ChannelGroupSettingName, GroupSettingValue>> {
  const groupSettings: Partial<Record<ChannelGroupSettingName, GroupSettingValue>> = {};
  for (const name of GROUP_PARAM_ORDER) {
    const value = params.json(name, checkGroupSettingValue);
    if (value !== undefined) groupSettings[name] = value;
  }
  return groupSettings;
}

/** The parameters both ways of creating channels take for the new channels' settings. */
const newChannelParams = (params: Params) => ({
  inviteOnly: () => params.json('invite_only', bool),
  isWebPublic: () => params.json('is_web_public', bool),
  isDefaultStream: () => params.json('is_default_stream', bool),
  historyPublicToSubscribers: () => params.json('history_public_to_subscribers', bool),
  messageRetentionDays: () => params.json('message_retention_days', retentionCheck),
  topicsPolicy: () => params.json('topics_policy', topicsPolicyCheck),
  groupSettings: () => groupSettingParams(params),
});

/** POST /channels/create's parameters, each parsed when the domain asks for it. */
function createChannelParams(params: Params): FieldReader<CreateChannelInput> {
  return fieldParsers<CreateChannelInput>({
    name: () => params.str('name', { required: true }),
    description: () => params.str('description'),
    subscribers: () => params.json('subscribers', list(int()), { required: true }),
    announce: () => params.json('announce', bool),
    ...newChannelParams(params),
    folderId: () => params.json('folder_id', int()),
    sendNewSubscriptionMessages: () => params.json('send_new_subscription_messages', bool),
  });
}

export const subscriptionsRoutes: RouteDef[] = [
  userRoute('POST', '/channels/create', async (ctx) => {
    // Zulip's require_non_guest_user runs before any parameter is read: createChannel() checks it, then reads them.
    const { id } = await channels.createChannel(ctx, createChannelParams(ctx.params));
    return { id };
  }),

  userRoute('GET', '/users/me/subscriptions', async (ctx) => {
    const includeSubscribers = ctx.params.json('include_subscribers', bool) ?? false;
    const subs = await channels.subscriptions(ctx);
    return { subscriptions: (await channels.subscriptionViews(ctx, subs, includeSubscribers)).map(subscriptionJson) };
  }),

  userRoute('POST', '/users/me/subscriptions', async (ctx) => {
    const { params } = ctx;
    // Zulip's require_non_guest_user runs before any parameter is read: subscribe() checks it, then reads them.
    return subscribeResultJson(await channels.subscribe(ctx, subscribeParams(params)));
  }),

  userRoute('DELETE', '/users/me/subscriptions', async (ctx) => {
    const subscriptions = ctx.params.json('subscriptions', list(str()), { required: true });
    const principals = ctx.params.json('principals', principalsCheck);
    return unsubscribeResultJson(await channels.unsubscribe(ctx, { subscriptions, principals }));
  }),

  userRoute('POST', '/users/me/subscriptions/properties', async (ctx) => {
    await channels.updateSubscriptionSettings(
      ctx,
      ctx.params.json('subscription_data', list(propertyChange), { required: true }),
    );
    return {};
  }),

  // Zulip's update_subscriptions_property: one change, `value` as JSON or else as a plain string.
  userRoute('PATCH', '/users/me/subscriptions/{stream_id:int}', async (ctx) => {
    const property = ctx.params.str('property', { required: true });
    const raw = ctx.params.str('value', { required: true });
    let value: boolean | string = raw;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'boolean') value = parsed;
    } catch {
      // not JSON: the plain string (a color)
    }
    await channels.updateSubscriptionSettings(ctx, [{ streamId: Number(ctx.path.stream_id), property, value }]);
    return {};
  }),
];
