import type { Stream } from '../../generated/prisma/client.ts';
import type { Tx } from '../context.ts';
import { getSystemGroupIds } from '../groups/system-groups.ts';
import { RecipientType } from '../users/create-user.ts';
import { CHANNEL_GROUP_SETTINGS } from '../realm/permission-settings.ts';
import { renderDescription } from './description.ts';

export interface NewChannel {
  realmId: number;
  name: string;
  description?: string;
  inviteOnly?: boolean;
  isWebPublic?: boolean;
  historyPublicToSubscribers?: boolean;
  messageRetentionDays?: number | null;
  creatorId?: number | null;
  now: Date;
}

/** Zulip's history default: private channels get protected history unless asked otherwise. */
export const defaultHistoryPublic = (inviteOnly: boolean, requested?: boolean): boolean =>
  requested ?? !inviteOnly;

/** Inserts a channel, its recipient and its permission settings (validation is the caller's). */
export async function insertChannel(tx: Tx, c: NewChannel): Promise<Stream> {
  const groups = await getSystemGroupIds(tx, c.realmId);
  let administer = groups['role:nobody'];
  if (c.creatorId) {
    // Zulip gives the creator the channel as an anonymous group {direct_members: [creator]}.
    const anon = await tx.userGroup.create({ data: { realmId: c.realmId, name: null } });
    await tx.userGroupMembership.create({ data: { userGroupId: anon.id, userId: c.creatorId } });
    administer = anon.id;
  }
  const g = (name: keyof typeof CHANNEL_GROUP_SETTINGS) => {
    const v = CHANNEL_GROUP_SETTINGS[name];
    return v === 'creator' ? administer : groups[v];
  };
  const inviteOnly = c.inviteOnly ?? false;
  const description = c.description ?? '';
  const stream = await tx.stream.create({
    data: {
      realmId: c.realmId,
      name: c.name,
      description,
      renderedDescription: renderDescription(description),
      inviteOnly,
      isWebPublic: c.isWebPublic ?? false,
      historyPublicToSubscribers: defaultHistoryPublic(inviteOnly, c.historyPublicToSubscribers),
      messageRetentionDays: c.messageRetentionDays ?? null,
      creatorId: c.creatorId ?? null,
      dateCreated: c.now,
      canAddSubscribersGroupId: g('can_add_subscribers_group'),
      canAdministerChannelGroupId: g('can_administer_channel_group'),
      canDeleteAnyMessageGroupId: g('can_delete_any_message_group'),
      canDeleteOwnMessageGroupId: g('can_delete_own_message_group'),
      canMoveMessagesOutOfChannelGroupId: g('can_move_messages_out_of_channel_group'),
      canMoveMessagesWithinChannelGroupId: g('can_move_messages_within_channel_group'),
      canRemoveSubscribersGroupId: g('can_remove_subscribers_group'),
      canResolveTopicsGroupId: g('can_resolve_topics_group'),
      canSendMessageGroupId: g('can_send_message_group'),
      canSubscribeGroupId: g('can_subscribe_group'),
    },
  });
  const recipient = await tx.recipient.create({
    data: { realmId: c.realmId, type: RecipientType.STREAM, typeId: stream.id },
  });
  return tx.stream.update({ where: { id: stream.id }, data: { recipientId: recipient.id } });
}
