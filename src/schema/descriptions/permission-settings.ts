/**
 * What each permission (group) setting allows, by its Zulip name: the users a
 * group-setting value names (a group, or a set of users and groups) have the
 * permission. One text serves the output field and the input fields that set it.
 */

/** The organization's permission settings (Realm fields, UpdateRealmInput). */
export const REALM_GROUP_SETTING_DESCRIPTIONS: Readonly<Record<string, string>> = {
  create_multiuse_invite_group: 'Who may create reusable invitation links to the organization.',
  can_access_all_users_group:
    'Who may see every user of the organization; the others see only the users they share a channel or conversation with.',
  can_add_subscribers_group: 'Who may subscribe other users to channels (as well as those a channel allows).',
  can_add_custom_emoji_group: 'Who may add custom emoji.',
  can_create_bots_group: 'Who may create bots of every kind.',
  can_create_groups: 'Who may create user groups.',
  can_create_public_channel_group: 'Who may create public channels.',
  can_create_private_channel_group: 'Who may create private channels.',
  can_create_web_public_channel_group:
    'Who may create web-public channels (only effective where the server and organization allow web-public channels).',
  can_create_write_only_bots_group:
    'Who may create bots that can only send messages (incoming webhooks), besides canCreateBotsGroup.',
  can_delete_any_message_group: "Who may delete anyone's messages in any channel.",
  can_delete_own_message_group: 'Who may delete the messages they sent (within the deletion time limit).',
  can_invite_users_group: 'Who may send email invitations to join the organization.',
  can_manage_all_groups: 'Who may administer every user group.',
  can_manage_billing_group: "Who may manage the organization's plan and billing.",
  can_mention_many_users_group: 'Who may use wildcard mentions (@all, @everyone, @channel, @topic) in large channels.',
  can_move_messages_between_channels_group: 'Who may move messages from one channel to another.',
  can_move_messages_between_topics_group: 'Who may move messages from one topic to another within a channel.',
  can_resolve_topics_group: 'Who may mark topics resolved or unresolved in any channel.',
  can_set_delete_message_policy_group:
    "Who may change channels' canDeleteAnyMessageGroup and canDeleteOwnMessageGroup settings.",
  can_set_topics_policy_group:
    "Who may change a channel's topicsPolicy (they must also be in the channel's canAdministerChannelGroup).",
  can_summarize_topics_group: 'Who may use AI summaries of topics.',
  direct_message_initiator_group: 'Who may start a new direct message conversation with other (non-bot) users.',
  direct_message_permission_group:
    'Who may use direct messages fully; the others may only send to conversations that include someone in this group, bots, or only themselves.',
};

/** A channel's permission settings (Channel fields, SubscribeInput, UpdateChannelInput). */
export const CHANNEL_GROUP_SETTING_DESCRIPTIONS: Readonly<Record<string, string>> = {
  can_add_subscribers_group: 'Who may subscribe other users to the channel.',
  can_administer_channel_group:
    'Who may administer the channel: change its name, description, privacy and permissions, or archive it.',
  can_delete_any_message_group: "Who may delete anyone's messages in the channel.",
  can_delete_own_message_group: 'Who may delete the messages they sent in the channel.',
  can_move_messages_out_of_channel_group: 'Who may move messages out of the channel into another.',
  can_move_messages_within_channel_group: 'Who may move messages between topics of the channel.',
  can_remove_subscribers_group: 'Who may unsubscribe other users from the channel.',
  can_resolve_topics_group: 'Who may mark topics of the channel resolved or unresolved.',
  can_send_message_group: 'Who may send messages to the channel.',
  can_subscribe_group: 'Who may subscribe themselves to the channel (and, if private, read its history as allowed).',
};

/** A user group's permission settings (UserGroup fields, CreateUserGroupInput, UpdateUserGroupInput). */
export const USER_GROUP_SETTING_DESCRIPTIONS: Readonly<Record<string, string>> = {
  can_add_members_group: 'Who may add members to the group.',
  can_join_group: 'Who may join the group themselves.',
  can_leave_group: 'Who may leave the group themselves.',
  can_manage_group: 'Who may administer the group: change its name, description, members and permissions.',
  can_mention_group: 'Who may mention the group (@*group*), notifying its members.',
  can_remove_members_group: 'Who may remove members from the group.',
};
