import type { Stream } from '../../generated/prisma/client.ts';
import type { Actor } from '../actor.ts';
import type { Db, Deps, Tx } from '../context.ts';
import { inTransaction } from '../context.ts';
import { adminRequired, badRequest } from '../errors.ts';
import { isAdmin, isGuest } from '../roles.ts';
import { accessChannelByName, ChannelViewer } from './access.ts';
import { realmAudience } from './audience.ts';
import { defaultChannelIds } from './default-channels.ts';
import type { Emit } from './events.ts';
import { longerThan } from '../text.ts';
import { readInput, type InputOrReader } from '../input-reader.ts';
import type { DefaultChannelGroup } from '../events/payloads/channels.ts';

/**
 * Default channel groups (Zulip's DefaultStreamGroup, zerver/actions/default_streams.py):
 * named sets of channels offered to new users at sign-up. Administrators
 * manage them; every active non-guest hears the whole list after a change.
 */

export type { DefaultChannelGroup } from '../events/payloads/channels.ts';

export const MAX_GROUP_NAME_LENGTH = 60;
/** Zulip's column is a CharField(max_length=1024) that its views do not check (a longer one fails there). */
export const MAX_GROUP_DESCRIPTION_LENGTH = 1024;

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** default_stream_groups_to_dicts_sorted: the realm's groups by name, each one's channels by name. */
async function groupsOfRealm(db: Db, realmId: number): Promise<DefaultChannelGroup[]> {
  const groups = await db.defaultStreamGroup.findMany({
    where: { realmId },
    include: { streams: { include: { stream: { select: { id: true, name: true } } } } },
  });
  return groups
    .map((g) => ({
      id: g.id,
      name: g.name,
      description: g.description,
      channelIds: g.streams
        .map((s) => s.stream)
        .sort(byName)
        .map((s) => s.id),
    }))
    .sort(byName);
}

/** The groups a user is told of (register's realm_default_stream_groups): all of them by name; none for a guest. */
export async function defaultChannelGroupsFor(db: Db, actor: Actor): Promise<DefaultChannelGroup[]> {
  return isGuest(actor.user.role) ? [] : groupsOfRealm(db, actor.realm.id);
}

/** notify_default_stream_groups: the whole list, to every active non-guest. */
export async function emitDefaultChannelGroups(tx: Tx, emit: Emit, realmId: number): Promise<void> {
  const audience = await realmAudience(tx, realmId);
  const userIds = [...audience.nonGuest].sort((a, b) => a - b);
  if (userIds.length === 0) return;
  emit({ realmId, event: { type: 'default_stream_groups', groups: await groupsOfRealm(tx, realmId) }, userIds });
}

/** Administrators only (require_realm_admin), before any parameter is read. */
function mayManageDefaultChannelGroups(actor: Actor): void {
  if (!isAdmin(actor.user.role)) throw adminRequired();
}

/** check_default_stream_group_name. */
function checkGroupName(name: string): void {
  if (name.trim() === '') throw badRequest(`Invalid default channel group name '${name}'`);
  if (longerThan(name, MAX_GROUP_NAME_LENGTH)) {
    throw badRequest(`Default channel group name too long (limit: ${MAX_GROUP_NAME_LENGTH} characters)`);
  }
  if (name.includes('\0')) throw badRequest(`Default channel group name '${name}' contains NULL (0x00) characters.`);
}

function checkDescription(description: string): void {
  if (longerThan(description, MAX_GROUP_DESCRIPTION_LENGTH)) {
    throw badRequest(`Default channel group description too long (limit: ${MAX_GROUP_DESCRIPTION_LENGTH} characters)`);
  }
  if (description.includes('\0')) throw badRequest('description must not contain null bytes');
}

const viewerOf = (tx: Tx, actor: Actor): ChannelViewer =>
  new ChannelViewer(tx, { id: actor.user.id, role: actor.user.role, realmId: actor.realm.id });

/** The view's loop of access_stream_by_name, in the order given. */
async function channelsByName(tx: Tx, actor: Actor, names: readonly string[]): Promise<Stream[]> {
  const viewer = viewerOf(tx, actor);
  const streams: Stream[] = [];
  for (const name of names) streams.push((await accessChannelByName(viewer, name)).stream);
  return streams;
}

async function refuseDefaultChannels(tx: Tx, realmId: number, streams: Stream[], groupName: string): Promise<void> {
  const defaults = new Set(await defaultChannelIds(tx, realmId));
  const found = streams.find((s) => defaults.has(s.id));
  if (found) throw badRequest(`'${found.name}' is a default channel and cannot be added to '${groupName}'`);
}

const alreadyExists = (name: string) => badRequest(`Default channel group '${name}' already exists`);

/** access_default_stream_group_by_id. */
async function accessGroup(tx: Tx, realmId: number, groupId: number) {
  const group =
    Number.isSafeInteger(groupId) && groupId > 0 && groupId <= 2_147_483_647
      ? await tx.defaultStreamGroup.findFirst({ where: { id: groupId, realmId }, include: { streams: true } })
      : null;
  if (!group) throw badRequest(`Default channel group with id '${groupId}' does not exist.`).as('notFound');
  return group;
}

/** POST /default_stream_groups/create (create_default_stream_group, do_create_default_stream_group). */
export async function createDefaultChannelGroup(
  deps: Deps,
  actor: Actor,
  deferred: InputOrReader<{ name: string; description: string; channelNames: readonly string[] }>,
): Promise<DefaultChannelGroup> {
  mayManageDefaultChannelGroups(actor);
  const input = readInput(deferred);
  const realmId = actor.realm.id;
  return inTransaction(deps, async (tx, emit) => {
    const streams = await channelsByName(tx, actor, input.channelNames);
    await refuseDefaultChannels(tx, realmId, streams, input.name);
    checkGroupName(input.name);
    checkDescription(input.description);
    if (await tx.defaultStreamGroup.findUnique({ where: { realmId_name: { realmId, name: input.name } } }))
      throw alreadyExists(input.name);
    const group = await tx.defaultStreamGroup.create({
      data: { realmId, name: input.name, description: input.description },
    });
    const ids = [...new Set(streams.map((s) => s.id))];
    await tx.defaultStreamGroupStream.createMany({ data: ids.map((streamId) => ({ groupId: group.id, streamId })) });
    await emitDefaultChannelGroups(tx, emit, realmId);
    return (await groupsOfRealm(tx, realmId)).find((g) => g.id === group.id) as DefaultChannelGroup;
  });
}

/** PATCH /default_stream_groups/{id} (update_default_stream_group_info): a new name, then a new description. */
export async function updateDefaultChannelGroupInfo(
  deps: Deps,
  actor: Actor,
  groupId: number,
  deferred: InputOrReader<{ newName?: string; newDescription?: string }>,
): Promise<void> {
  mayManageDefaultChannelGroups(actor);
  const change = readInput(deferred);
  // Zulip tests truthiness: two empty strings are "nothing passed".
  if (!change.newName && !change.newDescription)
    throw badRequest('You must pass "new_description" or "new_group_name".');
  const realmId = actor.realm.id;
  await inTransaction(deps, async (tx, emit) => {
    const group = await accessGroup(tx, realmId, groupId);
    if (change.newName !== undefined) {
      if (group.name === change.newName)
        throw badRequest(`This default channel group is already named '${change.newName}'`);
      checkGroupName(change.newName);
      if (await tx.defaultStreamGroup.findUnique({ where: { realmId_name: { realmId, name: change.newName } } }))
        throw alreadyExists(change.newName);
      await tx.defaultStreamGroup.update({ where: { id: group.id }, data: { name: change.newName } });
      await emitDefaultChannelGroups(tx, emit, realmId);
    }
    if (change.newDescription !== undefined) {
      checkDescription(change.newDescription);
      await tx.defaultStreamGroup.update({ where: { id: group.id }, data: { description: change.newDescription } });
      await emitDefaultChannelGroups(tx, emit, realmId);
    }
  });
}

/** PATCH /default_stream_groups/{id}/streams (update_default_stream_group_streams). */
export async function updateDefaultChannelGroupChannels(
  deps: Deps,
  actor: Actor,
  groupId: number,
  deferred: InputOrReader<{ op: string; channelNames: readonly string[] }>,
): Promise<void> {
  mayManageDefaultChannelGroups(actor);
  const { op, channelNames } = readInput(deferred);
  const realmId = actor.realm.id;
  await inTransaction(deps, async (tx, emit) => {
    const group = await accessGroup(tx, realmId, groupId);
    const streams = await channelsByName(tx, actor, channelNames);
    const present = new Set(group.streams.map((s) => s.streamId));
    if (op === 'add') {
      const defaults = new Set(await defaultChannelIds(tx, realmId));
      for (const s of streams) {
        if (defaults.has(s.id))
          throw badRequest(`'${s.name}' is a default channel and cannot be added to '${group.name}'`);
        if (present.has(s.id))
          throw badRequest(`Channel '${s.name}' is already present in default channel group '${group.name}'`);
        present.add(s.id);
        await tx.defaultStreamGroupStream.create({ data: { groupId: group.id, streamId: s.id } });
      }
    } else if (op === 'remove') {
      const missing = streams.find((s) => !present.has(s.id));
      if (missing)
        throw badRequest(`Channel '${missing.name}' is not present in default channel group '${group.name}'`);
      await tx.defaultStreamGroupStream.deleteMany({
        where: { groupId: group.id, streamId: { in: streams.map((s) => s.id) } },
      });
    } else {
      throw badRequest('Invalid value for "op". Specify one of "add" or "remove".');
    }
    await emitDefaultChannelGroups(tx, emit, realmId);
  });
}

/** DELETE /default_stream_groups/{id} (remove_default_stream_group). */
export async function removeDefaultChannelGroup(deps: Deps, actor: Actor, groupId: number): Promise<void> {
  mayManageDefaultChannelGroups(actor);
  const realmId = actor.realm.id;
  await inTransaction(deps, async (tx, emit) => {
    const group = await accessGroup(tx, realmId, groupId);
    await tx.defaultStreamGroup.delete({ where: { id: group.id } });
    await emitDefaultChannelGroups(tx, emit, realmId);
  });
}

/**
 * do_deactivate_stream: an archived channel leaves every group it was in,
 * each change announced as do_remove_streams_from_default_stream_group does.
 */
export async function removeChannelFromDefaultGroups(tx: Tx, emit: Emit, stream: Stream): Promise<void> {
  const links = await tx.defaultStreamGroupStream.findMany({ where: { streamId: stream.id } });
  for (const link of links) {
    await tx.defaultStreamGroupStream.delete({
      where: { groupId_streamId: { groupId: link.groupId, streamId: stream.id } },
    });
    await emitDefaultChannelGroups(tx, emit, stream.realmId);
  }
}
