import type { EventOf } from '../../domain/events/types.ts';
import { opt } from './optional-field.ts';
import { channelJson, subscriptionJson } from './channels.ts';
import { settingValueJson } from './group-setting-values.ts';

/** Zulip's payloads of the `stream` and `subscription` events (GET /events), from the typed events; the caller puts the keys in order. */

export function streamEventJson(ev: EventOf<'stream'>): object {
  switch (ev.op) {
    case 'create':
      return { type: ev.type, op: ev.op, streams: ev.streams.map(channelJson) };
    case 'update':
      return {
        type: ev.type,
        op: ev.op,
        stream_id: ev.channelId,
        name: ev.name,
        property: ev.property,
        value: settingValueJson(ev.value),
        ...opt('rendered_description', ev.renderedDescription),
        ...opt('history_public_to_subscribers', ev.historyPublicToSubscribers),
        ...opt('is_web_public', ev.isWebPublic),
      };
    case 'delete':
      return {
        type: ev.type,
        op: ev.op,
        streams: ev.channelIds.map((id) => ({ stream_id: id })),
        stream_ids: ev.channelIds,
      };
  }
}

export function subscriptionEventJson(ev: EventOf<'subscription'>): object {
  switch (ev.op) {
    case 'add':
      return { type: ev.type, op: ev.op, subscriptions: ev.subscriptions.map(subscriptionJson) };
    case 'remove':
      return {
        type: ev.type,
        op: ev.op,
        subscriptions: ev.subscriptions.map((s) => ({ name: s.name, stream_id: s.channelId })),
      };
    case 'update':
      return { type: ev.type, op: ev.op, property: ev.property, value: ev.value, stream_id: ev.channelId };
    case 'peer_add':
    case 'peer_remove':
      return { type: ev.type, op: ev.op, stream_ids: ev.channelIds, user_ids: ev.userIds };
  }
}
