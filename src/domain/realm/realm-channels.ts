import type { Stream } from '../../generated/prisma/client.ts';
import type { Actor } from '../actor.ts';
import type { Db, Tx } from '../context.ts';
import { badRequest } from '../errors.ts';
import type { AddressedEvent } from '../events/types.ts';
import { camelCase } from '../text.ts';
import { activeUserIds } from './active-users.ts';
import type { RealmSettingsChanges } from './event-payloads.ts';
import { REALM_SETTINGS, realmSettingsOf } from './settings.ts';

/**
 * The channel the moderation request channel setting is to name. update_realm
 * is for administrators, to whom Zulip's access_stream_by_id (metadata access)
 * opens every active channel of the organization: "Invalid channel ID" for one
 * that is missing or archived. It must be private
 * (do_set_realm_moderation_request_channel).
 */
export async function checkModerationRequestChannel(tx: Tx, actor: Actor, channelId: number): Promise<Stream> {
  const stream = await tx.stream.findFirst({ where: { id: channelId, realmId: actor.realm.id, isArchived: false } });
  if (!stream) throw badRequest('Invalid channel ID');
  if (!stream.inviteOnly) throw moderationChannelMustBePrivate();
  return stream;
}

/**
 * The channel an announcement channel setting is to name: update_realm's
 * access_stream_by_id, which needs content access: an active channel of
 * the organization, public, or private with the administrator subscribed;
 * "Invalid channel ID" otherwise.
 */
export async function checkAnnouncementChannel(tx: Tx, actor: Actor, channelId: number): Promise<Stream> {
  const stream = await tx.stream.findFirst({ where: { id: channelId, realmId: actor.realm.id, isArchived: false } });
  if (!stream) throw badRequest('Invalid channel ID');
  if (stream.inviteOnly) {
    const subscribed = await tx.subscription.count({
      where: { userId: actor.user.id, recipientId: stream.recipientId ?? -1, active: true },
    });
    if (subscribed === 0) throw badRequest('Invalid channel ID');
  }
  return stream;
}

/** A channel-valued setting's channel, checked as that setting requires. */
export const checkRealmChannel = (tx: Tx, actor: Actor, kind: 'private' | 'content', channelId: number) =>
  kind === 'private'
    ? checkModerationRequestChannel(tx, actor, channelId)
    : checkAnnouncementChannel(tx, actor, channelId);

export const moderationChannelMustBePrivate = () => badRequest('Moderation request channel must be private.');

/** The organization's moderation request channel's id, or null when message reporting is off. */
export function moderationRequestChannelId(realm: { settings: unknown }): number | null {
  const id = Number(realmSettingsOf(realm.settings).moderation_request_channel_id);
  return Number.isInteger(id) && id >= 0 ? id : null;
}

/** The organization's moderation request channel, or null when message reporting is off (or the channel is gone). */
export async function moderationRequestChannel(
  db: Db,
  realm: { id: number; settings: unknown },
): Promise<Stream | null> {
  const id = moderationRequestChannelId(realm);
  return id === null ? null : db.stream.findFirst({ where: { id, realmId: realm.id } });
}

/** The settings that name a channel (moderation requests and the three announcement channels). */
const CHANNEL_SETTINGS: readonly string[] = REALM_SETTINGS.filter((s) => 'channel' in s).map((s) => s.name);

/**
 * Zulip's maybe_set_moderation_or_announcement_channels_none, as a channel is
 * archived: each setting naming it is set to none, announced together to
 * every active user as one `update_dict` with -1 for each.
 */
export async function unsetRealmChannelSettings(
  tx: Tx,
  realmId: number,
  channelId: number,
): Promise<AddressedEvent | null> {
  const realm = await tx.realm.findUniqueOrThrow({ where: { id: realmId }, select: { settings: true } });
  const settings = realmSettingsOf(realm.settings);
  const names = CHANNEL_SETTINGS.filter((name) => settings[name] === channelId);
  if (names.length === 0) return null;
  for (const name of names) settings[name] = -1;
  await tx.realm.update({ where: { id: realmId }, data: { settings: settings as object } });
  // Each name is a channel setting, an int: -1 is a value of its kind.
  const changes = Object.fromEntries(names.map((name) => [camelCase(name), -1])) as RealmSettingsChanges;
  return {
    realmId,
    event: { type: 'realm', op: 'update', changes, asDict: true },
    userIds: await activeUserIds(tx, realmId),
  };
}
