import type { Stream } from '../../generated/prisma/client.ts';
import { moderationChannelMustBePrivate, moderationRequestChannelId } from '../realm/realm-channels.ts';
import type { Actor } from '../actor.ts';
import type { Deps, Tx } from '../context.ts';
import { inTransaction } from '../context.ts';
import { adminRequired, badRequest, insufficientPermission, ownerRequired } from '../errors.ts';
import type { GroupSettingChangeRequest } from '../groups/group-setting-value.ts';
import { isAdmin, isOwner } from '../roles.ts';
import { accessChannelForAdministration, requireContentAccess, type AdministeredChannel } from './admin-access.ts';
import {
  descriptionNotice,
  type NoticeContext,
  renameNotice,
  retentionNotice,
  sendChannelEventsNotice,
  topicsPolicyNotice,
  unarchivedNotice,
} from './channel-notices.ts';
import { changePermission, channelAudience, emitArchivedChange, emitStreamUpdate } from './channel-updates.ts';
import { makeDefault, removeDefault } from './default-channels.ts';
import { renderDescription } from '../markdown/render-description.ts';
import { linksOf } from '../markdown/render-message.ts';
import { changeChannelGroupSetting } from './group-setting-updates.ts';
import { CHANNEL_GROUP_SETTING_NAMES, type ChannelGroupSettingName } from './channel-permission-groups.ts';
import { checkChannelName, findChannelByName, MAX_CHANNEL_DESCRIPTION_LENGTH } from './names.ts';
import { pyStrip } from '../python-text.ts';
import { hasRealmPermission, webPublicChannelsEnabled } from '../realm/realm-permissions.ts';
import { parseMessageRetentionDays, type TopicsPolicy } from './subscribe.ts';
import { longerThan } from '../text.ts';
import { checkChannelFolder } from '../channel-folders/folders.ts';

/** PATCH /streams/{stream_id}, its parameters already type-checked; absent fields are left alone. */
export interface UpdateChannelInput {
  newName?: string;
  description?: string;
  isPrivate?: boolean;
  isWebPublic?: boolean;
  historyPublicToSubscribers?: boolean;
  isDefaultStream?: boolean;
  /** An integer, "realm_default" or "unlimited". */
  messageRetentionDays?: string | number;
  /** Only `false` does anything (unarchives); archiving is DELETE. */
  isArchived?: boolean;
  topicsPolicy?: TopicsPolicy;
  /** The channel's folder, one of the organization's; null takes it out of its folder. */
  folderId?: number | null;
  groupSettings?: Partial<Record<ChannelGroupSettingName, GroupSettingChangeRequest>>;
}

const invalidParameters = () => badRequest('Invalid parameters');

/** The privacy rules of update_stream_backend, on the proposed state. */
async function checkPermissionChange(
  tx: Tx,
  actor: Actor,
  admin: AdministeredChannel,
  input: UpdateChannelInput,
  isDefault: boolean,
) {
  const { stream } = admin;
  const isPrivate = input.isPrivate ?? stream.inviteOnly;
  const isWebPublic = input.isWebPublic ?? stream.isWebPublic;
  const isDefaultStream = input.isDefaultStream ?? isDefault;
  const historyPublic =
    input.historyPublicToSubscribers ??
    (input.isPrivate !== undefined ? !input.isPrivate : stream.historyPublicToSubscribers);
  if (isWebPublic && !historyPublic) throw invalidParameters();
  if (isWebPublic && isPrivate) throw invalidParameters();
  if (!isPrivate && !historyPublic) throw invalidParameters();
  if (isPrivate && isDefaultStream) throw badRequest('A default channel cannot be private.');
  if (!isPrivate && moderationRequestChannelId(actor.realm) === stream.id) throw moderationChannelMustBePrivate();
  if (input.isPrivate !== undefined) {
    await requireContentAccess(admin);
    const setting = input.isPrivate ? 'can_create_private_channel_group' : 'can_create_public_channel_group';
    if (!(await hasRealmPermission(tx, actor.realm, actor.user, setting))) throw insufficientPermission();
  }
  if (input.isWebPublic) {
    if (!webPublicChannelsEnabled(actor.realm)) throw badRequest('Web-public channels are not enabled.');
    if (!(await hasRealmPermission(tx, actor.realm, actor.user, 'can_create_web_public_channel_group')))
      throw insufficientPermission();
  }
  return { inviteOnly: isPrivate, isWebPublic, historyPublicToSubscribers: historyPublic };
}

/** Zulip's update_stream_backend, in its order; unlike Zulip, all of it or nothing is written. */
export async function updateChannel(
  deps: Deps,
  actor: Actor,
  streamId: number,
  input: UpdateChannelInput,
): Promise<Stream> {
  return inTransaction(deps, async (tx, emit) => {
    const admin = await accessChannelForAdministration(tx, actor, streamId);
    const c: NoticeContext = { deps, tx, emit, realm: actor.realm, actor: actor.user };
    const set = (s: Stream) => {
      admin.stream = s;
      return s;
    };
    const isDefault = (await tx.defaultStream.count({ where: { realmId: actor.realm.id, streamId } })) > 0;
    const permission = await checkPermissionChange(tx, actor, admin, input, isDefault);
    if (
      input.isPrivate !== undefined ||
      input.isWebPublic !== undefined ||
      input.historyPublicToSubscribers !== undefined
    ) {
      set(await changePermission(c, admin.stream, permission));
    }
    if (input.isDefaultStream !== undefined) {
      if (!isAdmin(actor.user.role)) throw adminRequired();
      if (input.isDefaultStream) await makeDefault(tx, emit, admin.stream);
      else await removeDefault(tx, emit, admin.stream);
    }
    if (input.messageRetentionDays !== undefined) {
      if (!isOwner(actor.user.role)) throw ownerRequired();
      const days = parseMessageRetentionDays(input.messageRetentionDays);
      const old = admin.stream.messageRetentionDays;
      const s = set(await tx.stream.update({ where: { id: streamId }, data: { messageRetentionDays: days } }));
      emitStreamUpdate(c, s, await channelAudience(c, s), 'message_retention_days', days);
      await sendChannelEventsNotice(c, s, retentionNotice(c, old, days));
    }
    if (input.isArchived === false) await unarchive(c, admin, set);
    if (input.topicsPolicy !== undefined) {
      if (!(await hasRealmPermission(tx, actor.realm, actor.user, 'can_set_topics_policy_group')))
        throw insufficientPermission();
      const old = admin.stream.topicsPolicy;
      if (old !== input.topicsPolicy) {
        const s = set(await tx.stream.update({ where: { id: streamId }, data: { topicsPolicy: input.topicsPolicy } }));
        emitStreamUpdate(c, s, await channelAudience(c, s), 'topics_policy', input.topicsPolicy);
        await sendChannelEventsNotice(c, s, topicsPolicyNotice(c, old, input.topicsPolicy));
      }
    }
    if (input.description !== undefined) {
      if (longerThan(input.description, MAX_CHANNEL_DESCRIPTION_LENGTH)) {
        throw badRequest(`description is too long (limit: ${MAX_CHANNEL_DESCRIPTION_LENGTH} characters)`);
      }
      // Descriptions are one line.
      const description = input.description.replace(/\n/g, ' ');
      const old = admin.stream.description;
      const rendered = await renderDescription(tx, deps, actor.realm, description, linksOf(actor.user));
      const s = set(
        await tx.stream.update({ where: { id: streamId }, data: { description, renderedDescription: rendered } }),
      );
      emitStreamUpdate(c, s, await channelAudience(c, s), 'description', description, {
        rendered_description: rendered,
      });
      await sendChannelEventsNotice(c, s, descriptionNotice(c, old, description));
    }
    if (input.newName !== undefined) await rename(c, admin, pyStrip(input.newName), set);
    if (input.folderId !== undefined) {
      const folderId = input.folderId === null ? null : await checkChannelFolder(tx, actor.realm.id, input.folderId);
      const s = set(await tx.stream.update({ where: { id: streamId }, data: { folderId } }));
      emitStreamUpdate(c, s, await channelAudience(c, s), 'folder_id', folderId);
    }
    for (const name of CHANNEL_GROUP_SETTING_NAMES) {
      const request = input.groupSettings?.[name];
      if (request) set(await changeChannelGroupSetting(c, actor, admin, name, request));
    }
    return admin.stream;
  });
}

async function rename(
  c: NoticeContext,
  admin: AdministeredChannel,
  newName: string,
  set: (s: Stream) => Stream,
): Promise<void> {
  const old = admin.stream.name;
  if (old === newName) throw badRequest('Channel already has that name.');
  if (old.toLowerCase() !== newName.toLowerCase()) {
    checkChannelName(newName);
    if (await findChannelByName(c.tx, c.realm.id, newName)) throw badRequest('Channel name already in use.');
  }
  const s = set(await c.tx.stream.update({ where: { id: admin.stream.id }, data: { name: newName } }));
  emitStreamUpdate(c, s, await channelAudience(c, s), 'name', newName, { name: old });
  await sendChannelEventsNotice(c, s, renameNotice(c, old, newName));
}

/** do_unarchive_stream */
async function unarchive(c: NoticeContext, admin: AdministeredChannel, set: (s: Stream) => Stream): Promise<void> {
  const { stream } = admin;
  if (!stream.isArchived) throw badRequest('Channel is not currently deactivated');
  if (stream.inviteOnly) {
    const subscribers = await c.tx.subscription.count({
      where: { recipientId: stream.recipientId ?? 0, active: true },
    });
    if (subscribers === 0) throw badRequest('Channel is private and have no subscribers');
  }
  // Archiving once left private channels web-public; unarchiving repairs that.
  const s = set(
    await c.tx.stream.update({
      where: { id: stream.id },
      data: { isArchived: false, ...(stream.inviteOnly ? { isWebPublic: false } : {}) },
    }),
  );
  await emitArchivedChange(c, s, await channelAudience(c, s));
  await sendChannelEventsNotice(c, s, unarchivedNotice(s.name));
}
