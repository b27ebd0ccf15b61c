import type { Stream } from '../../generated/prisma/client.ts';
import type { AddressedEvent } from '../events/types.ts';
import type { PeerInfo } from './audience.ts';
import type { Channel } from './format.ts';

export type Emit = (e: AddressedEvent) => void;

const sorted = (ids: Iterable<number>): number[] => [...ids].sort((a, b) => a - b);

function minus(a: Iterable<number>, b: ReadonlySet<number>): Set<number> {
  return new Set([...a].filter((x) => !b.has(x)));
}

/** `stream`/`create` (FL 420 shape: no for_unarchiving). */
export function emitChannelCreate(emit: Emit, realmId: number, channel: Channel, userIds: Iterable<number>): void {
  const ids = sorted(new Set(userIds));
  if (ids.length === 0) return;
  const { isDefault: _ignored, ...stream } = channel;
  void _ignored;
  emit({ realmId, event: { type: 'stream', op: 'create', streams: [stream] }, userIds: ids });
}

/** `stream`/`delete` for users who lost access to channels. */
export function emitChannelDelete(emit: Emit, realmId: number, streamIds: number[], userIds: number[]): void {
  if (streamIds.length === 0 || userIds.length === 0) return;
  emit({
    realmId,
    event: { type: 'stream', op: 'delete', channelIds: streamIds },
    userIds: sorted(userIds),
  });
}

/**
 * Zulip's send_peer_subscriber_events: everyone who can see a channel's
 * subscribers hears of `peer_add`/`peer_remove`, except the users concerned.
 * Public channels with the same changed users are batched into one event.
 */
export function emitPeerEvents(
  emit: Emit,
  realmId: number,
  op: 'peer_add' | 'peer_remove',
  streams: ReadonlyMap<number, Stream>,
  altered: ReadonlyMap<number, Set<number>>,
  info: PeerInfo,
): void {
  const { audience } = info;
  const send = (streamIds: number[], userIds: Set<number>, to: Set<number>) => {
    if (to.size === 0 || userIds.size === 0) return;
    emit({
      realmId,
      event: { type: 'subscription', op, channelIds: sorted(streamIds), userIds: sorted(userIds) },
      userIds: sorted(to),
    });
  };
  const publicByUsers = new Map<string, number[]>();
  for (const [streamId, users] of altered) {
    const stream = streams.get(streamId);
    if (!stream) continue;
    if (stream.inviteOnly) {
      send([streamId], users, minus(info.privatePeers.get(streamId) ?? [], users));
    } else if (users.size > 0) {
      const key = sorted(users).join(',');
      publicByUsers.set(key, [...(publicByUsers.get(key) ?? []), streamId]);
    }
  }
  for (const [key, streamIds] of publicByUsers) {
    const users = new Set(key.split(',').map(Number));
    const webPublic: number[] = [];
    const withoutGuests: number[] = [];
    for (const streamId of streamIds) {
      const subs = info.subscribers.get(streamId) ?? new Set<number>();
      if (streams.get(streamId)?.isWebPublic) webPublic.push(streamId);
      else if ([...subs].every((id) => audience.nonGuest.has(id))) withoutGuests.push(streamId);
      // A public channel with guest subscribers has its own audience.
      else send([streamId], users, minus([...audience.nonGuest, ...subs], users));
    }
    if (webPublic.length > 0) send(webPublic, users, minus(audience.active, users));
    if (withoutGuests.length > 0) send(withoutGuests, users, minus(audience.nonGuest, users));
  }
}
