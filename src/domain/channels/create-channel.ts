import type { Stream } from '../../generated/prisma/client.ts';
import type { Tx } from '../context.ts';
import { getSystemGroupIds } from '../groups/system-groups.ts';
import { RecipientType } from '../users/create-user.ts';
import { CHANNEL_GROUP_SETTINGS } from '../realm/permission-settings.ts';
import { plainDescriptionHtml } from './description.ts';
import { CHANNEL_GROUP_SETTING_CONFIGS, createAnonymousGroup, type ChannelGroupSettingName } from './group-settings.ts';

export interface NewChannel {
  realmId: number;
  name: string;
  description?: string;
  /** The description's HTML (renderDescription); without it, the description is taken as plain text. */
  renderedDescription?: string;
  inviteOnly?: boolean;
  isWebPublic?: boolean;
  historyPublicToSubscribers?: boolean | null;
  messageRetentionDays?: number | null;
  topicsPolicy?: string;
  creatorId?: number | null;
  /** Group ids for settings given explicitly; the others get the channel defaults. */
  groups?: Partial<Record<ChannelGroupSettingName, number>>;
  now: Date;
}

/**
 * Zulip's get_default_value_for_history_public_to_subscribers: private
 * channels get protected history unless asked otherwise; public channels
 * always have shared history, whatever was asked.
 */
export const defaultHistoryPublic = (inviteOnly: boolean, requested?: boolean | null): boolean =>
  inviteOnly ? (requested ?? false) : true;

/** Inserts a channel, its recipient and its permission settings (validation is the caller's). */
export async function insertChannel(tx: Tx, c: NewChannel): Promise<Stream> {
  const system = await getSystemGroupIds(tx, c.realmId);
  const groupIds = {} as Record<ChannelGroupSettingName, number>;
  for (const { name } of CHANNEL_GROUP_SETTING_CONFIGS) {
    const explicit = c.groups?.[name];
    const def = CHANNEL_GROUP_SETTINGS[name];
    if (explicit !== undefined) groupIds[name] = explicit;
    else if (def !== 'creator') groupIds[name] = system[def];
    // Zulip gives the creator the channel as an anonymous group {direct_members: [creator]}.
    else if (c.creatorId) groupIds[name] = await createAnonymousGroup(tx, c.realmId, [c.creatorId]);
    else groupIds[name] = system['role:nobody'];
  }
  const inviteOnly = c.inviteOnly ?? false;
  const description = c.description ?? '';
  const stream = await tx.stream.create({
    data: {
      realmId: c.realmId,
      name: c.name,
      description,
      renderedDescription: c.renderedDescription ?? plainDescriptionHtml(description),
      inviteOnly,
      isWebPublic: c.isWebPublic ?? false,
      historyPublicToSubscribers: defaultHistoryPublic(inviteOnly, c.historyPublicToSubscribers),
      messageRetentionDays: c.messageRetentionDays ?? null,
      topicsPolicy: c.topicsPolicy ?? 'inherit',
      creatorId: c.creatorId ?? null,
      dateCreated: c.now,
      canAddSubscribersGroupId: groupIds.can_add_subscribers_group,
      canAdministerChannelGroupId: groupIds.can_administer_channel_group,
      canDeleteAnyMessageGroupId: groupIds.can_delete_any_message_group,
      canDeleteOwnMessageGroupId: groupIds.can_delete_own_message_group,
      canMoveMessagesOutOfChannelGroupId: groupIds.can_move_messages_out_of_channel_group,
      canMoveMessagesWithinChannelGroupId: groupIds.can_move_messages_within_channel_group,
      canRemoveSubscribersGroupId: groupIds.can_remove_subscribers_group,
      canResolveTopicsGroupId: groupIds.can_resolve_topics_group,
      canSendMessageGroupId: groupIds.can_send_message_group,
      canSubscribeGroupId: groupIds.can_subscribe_group,
    },
  });
  const recipient = await tx.recipient.create({
    data: { realmId: c.realmId, type: RecipientType.STREAM, typeId: stream.id },
  });
  return tx.stream.update({ where: { id: stream.id }, data: { recipientId: recipient.id } });
}
