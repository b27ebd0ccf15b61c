import type { Stream } from '../../generated/prisma/client.ts';
import { metadataAudience } from './access.ts';
import { realmAudience, subscriberIdsByStream, metadataUsersViaGroups } from './audience.ts';
import {
  type NoticeContext,
  permissionNotice,
  permissionPolicyName,
  sendChannelEventsNotice,
} from './channel-notices.ts';
import { emitChannelCreate, emitChannelDelete } from './events.ts';
import { channelsOf } from './queries.ts';

/*
 * The events of channel changes (Zulip's do_* functions in
 * zerver/actions/streams.py), each after the row is written.
 */

const sorted = (ids: Iterable<number>): number[] => [...ids].sort((a, b) => a - b);

/** can_access_stream_metadata_user_ids for one channel. */
export async function channelAudience(c: NoticeContext, stream: Stream): Promise<Set<number>> {
  return (await metadataAudience(c.tx, c.realm.id, [stream])).get(stream.id) ?? new Set();
}

/** A `stream`/`update` event (`name` is the channel's name before the change, as Zulip sends). */
export function emitStreamUpdate(
  c: NoticeContext,
  stream: Stream,
  to: Iterable<number>,
  property: string,
  value: unknown,
  extra: {
    rendered_description?: string;
    history_public_to_subscribers?: boolean;
    is_web_public?: boolean;
    name?: string;
  } = {},
  forArchivedChannelsClients?: boolean,
): void {
  const userIds = sorted(new Set(to));
  if (userIds.length === 0) return;
  const { name = stream.name } = extra;
  const fields = {
    ...(extra.rendered_description === undefined ? {} : { renderedDescription: extra.rendered_description }),
    ...(extra.history_public_to_subscribers === undefined
      ? {}
      : { historyPublicToSubscribers: extra.history_public_to_subscribers }),
    ...(extra.is_web_public === undefined ? {} : { isWebPublic: extra.is_web_public }),
  };
  c.emit({
    realmId: c.realm.id,
    event: { type: 'stream', op: 'update', channelId: stream.id, name, property, value, ...fields },
    userIds,
    ...(forArchivedChannelsClients === undefined ? {} : { internal: { forArchivedChannelsClients } }),
  });
}

/** Users who start seeing a channel get it whole (`stream`/`create`) and its subscribers (`peer_add`). */
export async function introduceChannel(c: NoticeContext, stream: Stream, userIds: Set<number>): Promise<void> {
  if (userIds.size === 0) return;
  const [channel] = await channelsOf(c.tx, c.realm.id, [stream]);
  emitChannelCreate(c.emit, c.realm.id, channel, userIds);
  const subscribers = (await subscriberIdsByStream(c.tx, [stream])).get(stream.id) ?? new Set<number>();
  c.emit({
    realmId: c.realm.id,
    event: { type: 'subscription', op: 'peer_add', channelIds: [stream.id], userIds: sorted(subscribers) },
    userIds: sorted(userIds),
  });
}

/**
 * Archiving and unarchiving: clients with the archived_channels capability
 * get an `is_archived` update; the others see the channel vanish or appear.
 */
export async function emitArchivedChange(c: NoticeContext, stream: Stream, to: Set<number>): Promise<void> {
  emitStreamUpdate(c, stream, to, 'is_archived', stream.isArchived, {}, true);
  const userIds = sorted(to);
  if (userIds.length === 0) return;
  const internal = { forArchivedChannelsClients: false };
  if (stream.isArchived) {
    c.emit({
      realmId: c.realm.id,
      event: { type: 'stream', op: 'delete', channelIds: [stream.id] },
      userIds,
      internal,
    });
    return;
  }
  const [channel] = await channelsOf(c.tx, c.realm.id, [stream]);
  c.emit({ realmId: c.realm.id, event: { type: 'stream', op: 'create', streams: [channel] }, userIds, internal });
}

export function removeChannelFor(c: NoticeContext, stream: Stream, userIds: Set<number>): void {
  emitChannelDelete(c.emit, c.realm.id, [stream.id], sorted(userIds));
}

export interface PermissionChange {
  inviteOnly: boolean;
  historyPublicToSubscribers: boolean;
  isWebPublic: boolean;
}

/** do_change_stream_permission */
export async function changePermission(c: NoticeContext, stream: Stream, next: PermissionChange): Promise<Stream> {
  const updated = await c.tx.stream.update({ where: { id: stream.id }, data: next });
  let introduced = new Set<number>();
  if (stream.inviteOnly && !updated.inviteOnly) {
    // Non-guests who could not see the private channel before now can.
    const audience = await realmAudience(c.tx, c.realm.id);
    const subscribers = (await subscriberIdsByStream(c.tx, [stream])).get(stream.id) ?? new Set<number>();
    const viaGroups = (await metadataUsersViaGroups(c.tx, [stream])).get(stream.id) ?? new Set<number>();
    introduced = new Set(
      [...audience.nonGuest].filter((id) => !subscribers.has(id) && !audience.admins.has(id) && !viaGroups.has(id)),
    );
    await introduceChannel(c, updated, introduced);
  }
  const to = [...(await channelAudience(c, updated))].filter((id) => !introduced.has(id));
  emitStreamUpdate(c, updated, to, 'invite_only', updated.inviteOnly, {
    history_public_to_subscribers: updated.historyPublicToSubscribers,
    is_web_public: updated.isWebPublic,
  });
  await sendChannelEventsNotice(
    c,
    updated,
    permissionNotice(c, permissionPolicyName(stream), permissionPolicyName(updated)),
  );
  return updated;
}
