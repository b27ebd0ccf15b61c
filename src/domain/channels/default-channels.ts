import type { Stream } from '../../generated/prisma/client.ts';
import type { Actor } from '../actor.ts';
import type { Db, Deps, Tx } from '../context.ts';
import { inTransaction } from '../context.ts';
import { adminRequired, badRequest } from '../errors.ts';
import { isAdmin } from '../roles.ts';
import { realmAudience } from './audience.ts';
import { accessChannelById, ChannelViewer } from './access.ts';
import { bulkAddSubscriptions, type SubscribingUser } from './bulk-add.ts';
import type { Emit } from './events.ts';

/** Zulip's get_default_stream_ids_for_realm, ascending. */
export async function defaultChannelIds(db: Db, realmId: number): Promise<number[]> {
  const rows = await db.defaultStream.findMany({
    where: { realmId },
    select: { streamId: true },
    orderBy: { streamId: 'asc' },
  });
  return rows.map((r) => r.streamId);
}

/** Which of `streamIds` are default channels (one query for a page of channels). */
export async function defaultChannelIdsAmong(
  db: Db,
  realmId: number,
  streamIds: readonly number[],
): Promise<Set<number>> {
  if (streamIds.length === 0) return new Set();
  const rows = await db.defaultStream.findMany({
    where: { realmId, streamId: { in: [...streamIds] } },
    select: { streamId: true },
  });
  return new Set(rows.map((r) => r.streamId));
}

/** notify_default_streams_changed: every active non-guest hears the new list (guests see none). */
export async function emitDefaultChannels(tx: Tx, emit: Emit, realmId: number): Promise<void> {
  const audience = await realmAudience(tx, realmId);
  const userIds = [...audience.nonGuest].sort((a, b) => a - b);
  if (userIds.length === 0) return;
  emit({ realmId, event: { type: 'default_streams', channelIds: await defaultChannelIds(tx, realmId) }, userIds });
}

/** do_add_default_stream: nothing happens (no event) for a channel that already is one. */
export async function makeDefault(tx: Tx, emit: Emit, stream: Stream): Promise<void> {
  const existing = await tx.defaultStream.findUnique({
    where: { realmId_streamId: { realmId: stream.realmId, streamId: stream.id } },
  });
  if (existing) return;
  await tx.defaultStream.create({ data: { realmId: stream.realmId, streamId: stream.id } });
  await emitDefaultChannels(tx, emit, stream.realmId);
}

/** do_remove_default_stream: the event is sent even when the channel was not a default one, as Zulip does. */
export async function removeDefault(tx: Tx, emit: Emit, stream: Stream): Promise<void> {
  await tx.defaultStream.deleteMany({ where: { realmId: stream.realmId, streamId: stream.id } });
  await emitDefaultChannels(tx, emit, stream.realmId);
}

const viewerOf = (tx: Tx, actor: Actor): ChannelViewer =>
  new ChannelViewer(tx, { id: actor.user.id, role: actor.user.role, realmId: actor.realm.id });

/** POST /default_streams (administrators; Zulip's add_default_stream). */
export async function addDefaultChannel(deps: Deps, actor: Actor, streamId: number): Promise<Stream> {
  if (!isAdmin(actor.user.role)) throw adminRequired();
  return inTransaction(deps, async (tx, emit) => {
    const { stream } = await accessChannelById(viewerOf(tx, actor), streamId);
    if (stream.inviteOnly) throw badRequest('Private channels cannot be made default.');
    await makeDefault(tx, emit, stream);
    return stream;
  });
}

/** DELETE /default_streams: metadata access is enough (an administrator may see every channel's). */
export async function removeDefaultChannel(deps: Deps, actor: Actor, streamId: number): Promise<Stream> {
  if (!isAdmin(actor.user.role)) throw adminRequired();
  return inTransaction(deps, async (tx, emit) => {
    const { stream } = await accessChannelById(viewerOf(tx, actor), streamId, { requireContentAccess: false });
    await removeDefault(tx, emit, stream);
    return stream;
  });
}

/** do_create_user: a new user (not a bot) joins the organization's default channels. */
export async function subscribeToDefaultChannels(
  tx: Tx,
  emit: Emit,
  realmId: number,
  user: SubscribingUser,
): Promise<void> {
  const streams = await tx.stream.findMany({
    where: { realmId, isArchived: false, defaultFor: { some: {} } },
    orderBy: { id: 'asc' },
  });
  if (streams.length > 0) await bulkAddSubscriptions(tx, emit, realmId, streams, [user]);
}
