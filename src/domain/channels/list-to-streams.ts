import type { Stream } from '../../generated/prisma/client.ts';
import type { Actor } from '../actor.ts';
import type { Tx } from '../context.ts';
import { badRequest, insufficientPermission, ownerRequired } from '../errors.ts';
import { getSystemGroupIds } from '../groups/system-groups.ts';
import { isAdmin, isOwner } from '../roles.ts';
import { metadataAudience } from './access.ts';
import { insertChannels, type NewChannel } from './create-channel.ts';
import { emitChannelCreate, type Emit } from './events.ts';
import { channelOf, loadFormatContext } from './format.ts';
import {
  CHANNEL_GROUP_SETTING_CONFIGS,
  copyAnonymousGroups,
  resolveChannelGroupSetting,
  type ChannelGroupSettingName,
  type GroupSettingValue,
} from './channel-permission-groups.ts';
import { MAX_NEW_CHANNELS_PER_REQUEST, tooManyNewChannels } from './limits.ts';
import { checkChannelName } from './names.ts';
import { hasRealmPermission, webPublicChannelsEnabled } from '../realm/realm-permissions.ts';
import { channelsByNames } from './rows.ts';

/** One requested channel, its name already stripped. */
export interface ChannelSpec {
  name: string;
  description?: string;
}

/** How channels created by the request are set up (ignored for existing ones). */
export interface NewChannelSettings {
  inviteOnly: boolean;
  isWebPublic: boolean;
  isDefaultStream: boolean;
  historyPublicToSubscribers: boolean | null;
  messageRetentionDays: number | null;
  topicsPolicy: string | null;
  /** A folder of the organization, already checked. */
  folderId?: number | null;
  groupSettings: Partial<Record<ChannelGroupSettingName, GroupSettingValue>>;
}

/** Zulip's check_channel_creation_permissions. */
async function checkCreationPermissions(tx: Tx, actor: Actor, s: NewChannelSettings): Promise<void> {
  const { user, realm } = actor;
  if (s.inviteOnly && !(await hasRealmPermission(tx, realm, user, 'can_create_private_channel_group'))) {
    throw insufficientPermission();
  }
  if (!s.inviteOnly && !(await hasRealmPermission(tx, realm, user, 'can_create_public_channel_group'))) {
    throw insufficientPermission();
  }
  if (s.isDefaultStream && !isAdmin(user.role)) throw insufficientPermission();
  if (s.inviteOnly && s.isDefaultStream) throw badRequest('A default channel cannot be private.');
  if (s.isWebPublic) {
    if (!webPublicChannelsEnabled(realm)) throw badRequest('Web-public channels are not enabled.');
    if (!(await hasRealmPermission(tx, realm, user, 'can_create_web_public_channel_group'))) {
      throw insufficientPermission();
    }
  }
  if (s.messageRetentionDays !== null && !isOwner(user.role)) throw ownerRequired();
}

/** access_requested_group_permissions_for_streams: the explicitly requested settings, checked in Zulip's order. */
async function resolveGroupSettings(
  tx: Tx,
  actor: Actor,
  requested: NewChannelSettings['groupSettings'],
): Promise<Partial<Record<ChannelGroupSettingName, number>>> {
  const system = await getSystemGroupIds(tx, actor.realm.id);
  const out: Partial<Record<ChannelGroupSettingName, number>> = {};
  for (const config of CHANNEL_GROUP_SETTING_CONFIGS) {
    const input = requested[config.name];
    if (input === undefined) continue;
    const groupId = await resolveChannelGroupSetting(tx, actor.realm.id, system['role:nobody'], config, input);
    if (
      (config.name === 'can_delete_any_message_group' || config.name === 'can_delete_own_message_group') &&
      groupId !== system['role:nobody'] &&
      !(await hasRealmPermission(tx, actor.realm, actor.user, 'can_set_delete_message_policy_group'))
    ) {
      throw insufficientPermission();
    }
    out[config.name] = groupId;
  }
  return out;
}

/**
 * Zulip's list_to_streams with autocreate: validates every name, finds the
 * existing channels (case-insensitively, archived ones included) and creates
 * the missing ones after checking the creator's permissions, recording a
 * `stream`/`create` event for everyone who can see each new channel.
 * `render` gives a new channel's description its HTML (only created channels
 * are rendered, as in Zulip's create_stream_if_needed).
 */
export async function listToStreams(
  tx: Tx,
  emit: Emit,
  actor: Actor,
  specs: ChannelSpec[],
  settings: NewChannelSettings,
  now: Date,
  render?: (description: string) => Promise<string>,
): Promise<{ existing: Stream[]; created: Stream[] }> {
  const names = [...new Set(specs.map((s) => s.name))];
  for (const name of names) checkChannelName(name);
  let found = await channelsByNames(tx, actor.realm.id, names);
  if (found.size < names.length) {
    // Serialize channel creation in the realm so two requests cannot both create the same name.
    await tx.$queryRawUnsafe('SELECT id FROM realm WHERE id = $1 FOR UPDATE', actor.realm.id);
    found = await channelsByNames(tx, actor.realm.id, names);
  }
  const existing: Stream[] = [];
  const missing: ChannelSpec[] = [];
  for (const spec of specs) {
    const stream = found.get(spec.name.toLowerCase());
    if (stream) existing.push(stream);
    else missing.push(spec);
  }
  if (missing.length === 0) return { existing, created: [] };
  // The same name twice in one request: the first is created, the second finds it (Zulip's get_or_create).
  const firstByName = new Map<string, ChannelSpec>();
  for (const spec of missing)
    if (!firstByName.has(spec.name.toLowerCase())) firstByName.set(spec.name.toLowerCase(), spec);
  const specsToCreate = [...firstByName.values()];
  if (specsToCreate.length > MAX_NEW_CHANNELS_PER_REQUEST) throw tooManyNewChannels();

  const groups = await resolveGroupSettings(tx, actor, settings.groupSettings);
  // Every new channel gets the same settings, so one check answers for all of them.
  await checkCreationPermissions(tx, actor, settings);
  const groupsPerChannel = await groupsForEachChannel(tx, actor.realm.id, groups, specsToCreate.length);

  const channels: NewChannel[] = [];
  for (const [i, spec] of specsToCreate.entries()) {
    const description = spec.description;
    channels.push({
      realmId: actor.realm.id,
      name: spec.name,
      description,
      renderedDescription: description && render ? await render(description) : undefined,
      inviteOnly: settings.inviteOnly,
      isWebPublic: settings.isWebPublic,
      historyPublicToSubscribers: settings.historyPublicToSubscribers,
      messageRetentionDays: settings.messageRetentionDays,
      topicsPolicy: settings.topicsPolicy ?? undefined,
      creatorId: actor.user.id,
      folderId: settings.folderId ?? null,
      groups: groupsPerChannel[i],
      now,
    });
  }
  const created = await insertChannels(tx, actor.realm.id, channels);
  const createdByName = new Map(created.map((s) => [s.name.toLowerCase(), s]));
  for (const spec of missing) {
    const stream = createdByName.get(spec.name.toLowerCase());
    if (stream && firstByName.get(spec.name.toLowerCase()) !== spec) existing.push(stream);
  }
  await announceCreation(tx, emit, actor.realm.id, created);
  return { existing, created };
}

/**
 * The resolved settings for each new channel: named groups are shared, but
 * every channel after the first gets its own copy of each anonymous group,
 * as each would have had its own from access_requested_group_permissions_for_streams.
 */
async function groupsForEachChannel(
  tx: Tx,
  realmId: number,
  first: Partial<Record<ChannelGroupSettingName, number>>,
  count: number,
): Promise<Array<Partial<Record<ChannelGroupSettingName, number>>>> {
  const settings = Object.entries(first) as Array<[ChannelGroupSettingName, number]>;
  const anonymous =
    count > 1 && settings.length > 0
      ? new Set(
          (
            await tx.$queryRawUnsafe<Array<{ id: number }>>(
              'SELECT id FROM user_group WHERE id = ANY($1::int[]) AND name IS NULL',
              settings.map(([, id]) => id),
            )
          ).map((r) => r.id),
        )
      : new Set<number>();
  const copied = settings.filter(([, id]) => anonymous.has(id));
  const templates = Array.from({ length: count - 1 }, () => copied.map(([, id]) => id)).flat();
  const copies = await copyAnonymousGroups(tx, realmId, templates);
  return Array.from({ length: count }, (_, i) => {
    if (i === 0) return first;
    const own = { ...first };
    copied.forEach(([name], k) => {
      own[name] = copies[(i - 1) * copied.length + k];
    });
    return own;
  });
}

/** create_stream_if_needed's event, one per channel: web-public → every active user; public → non-guests; private → admins and the channel's permission groups. */
async function announceCreation(tx: Tx, emit: Emit, realmId: number, streams: Stream[]): Promise<void> {
  const format = await loadFormatContext(tx, realmId, streams);
  const audience = await metadataAudience(tx, realmId, streams);
  for (const stream of streams)
    emitChannelCreate(emit, realmId, channelOf(stream, format), audience.get(stream.id) ?? []);
}
