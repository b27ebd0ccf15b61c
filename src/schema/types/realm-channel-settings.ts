/**
 * The organization's channel-valued settings: each is an Int setting (Zulip's
 * id, -1: none) with the channel itself beside it on Realm, and a global-id
 * alternative in UpdateRealmInput.
 */
export const REALM_CHANNEL_SETTINGS = [
  {
    param: 'moderation_request_channel_id',
    field: 'moderationRequestChannel',
    entity:
      'The private channel message reports go to (settings.moderationRequestChannelId); null when reporting is off or the viewer cannot see it.',
    input:
      'The moderation request channel by global id, instead of `moderationRequestChannelId` (which also takes -1: message reporting off).',
  },
  {
    param: 'new_stream_announcements_stream_id',
    field: 'newChannelAnnouncementsChannel',
    entity:
      'The channel new channels are announced in (settings.newStreamAnnouncementsStreamId); null when none or the viewer cannot see it.',
    input:
      'The new channel announcements channel by global id, instead of `newStreamAnnouncementsStreamId` (which also takes -1: none).',
  },
  {
    param: 'signup_announcements_stream_id',
    field: 'signupAnnouncementsChannel',
    entity:
      'The channel new users would be announced in (settings.signupAnnouncementsStreamId); null when none or the viewer cannot see it.',
    input:
      'The new user announcements channel by global id, instead of `signupAnnouncementsStreamId` (which also takes -1: none).',
  },
  {
    param: 'zulip_update_announcements_stream_id',
    field: 'zulipUpdateAnnouncementsChannel',
    entity:
      "The channel Zulip's release announcements would go to (settings.zulipUpdateAnnouncementsStreamId); null when none or the viewer cannot see it.",
    input:
      'The Zulip update announcements channel by global id, instead of `zulipUpdateAnnouncementsStreamId` (which also takes -1: none).',
  },
] as const;
