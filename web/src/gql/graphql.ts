/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Join the organization through an invitation: the new account's details. */
export type AcceptInvitationInput = {
  /** Required with a reusable link; ignored otherwise. */
  email?: string | null | undefined;
  /** The new user's full name. */
  fullName: string;
  /** The key of the /join/<key>/ link. */
  key: string;
  /** The new user's password. */
  password: string;
};

/** The message and the emoji to react with, by name (and optionally code and type). */
export type AddReactionInput = {
  /** The emoji's code: a Unicode code point sequence in hex, or a custom emoji's id; omitted: found from the name. */
  emojiCode?: string | null | undefined;
  /** The emoji's name (such as "thumbs_up"). */
  emojiName?: string | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  /** The message, by Zulip's id (or give `id`). */
  messageId?: number | null | undefined;
  /** Where the emoji comes from; omitted: found from the name. */
  reactionType?: ReactionType | null | undefined;
};

/** Whether something was added or removed. */
export type AddRemove =
  /** Added. */
  | 'ADD'
  /** Removed. */
  | 'REMOVE';

/** A way of logging in, by Zulip's backend name (REST's keys of authentication_methods). */
export type AuthenticationBackend =
  /** Logging in with Apple. */
  | 'APPLE'
  /** Logging in with AzureAD. */
  | 'AZUREAD'
  /** Development logins (no password), for test servers. */
  | 'DEV'
  /** Logging in with Email. */
  | 'EMAIL'
  /** Logging in with GitHub. */
  | 'GITHUB'
  /** Logging in with GitLab. */
  | 'GITLAB'
  /** Logging in with Google. */
  | 'GOOGLE'
  /** Logging in with LDAP. */
  | 'LDAP'
  /** Logging in with OpenID Connect. */
  | 'OPENID_CONNECT'
  /** Logging in with SAML. */
  | 'SAML';

/** Turn one login method on or off (owners only; at least one must stay on). */
export type AuthenticationMethodInput = {
  /** The login method. */
  backend: AuthenticationBackend;
  /** Whether the organization allows it. */
  enabled: boolean;
};

/** One key and value of an embedded bot's configuration. */
export type BotConfigEntryInput = {
  /** The configuration key. */
  key: string;
  /** Its value. */
  value: string;
};

/** How an outgoing webhook would format its request (Zulip's Service interfaces). */
export type BotServiceInterface =
  /** Zulip's own outgoing webhook format. */
  | 'GENERIC'
  /** Slack's outgoing webhook format. */
  | 'SLACK';

/** The kind of a bot. */
export type BotType =
  /** An embedded bot: runs inside the server. */
  | 'EMBEDDED'
  /** A generic bot: uses the API with its key, like a user. */
  | 'GENERIC'
  /** An incoming webhook: may only send messages (integrations posting into Zulip). */
  | 'INCOMING_WEBHOOK'
  /** An outgoing webhook: messages that mention it are posted to its service URL. */
  | 'OUTGOING_WEBHOOK';

/** What happened to a channel. */
export type ChannelEventOp =
  /** Something was created. */
  | 'CREATE'
  /** Archived (or no longer visible to the viewer). */
  | 'DELETE'
  /** Something changed: the event holds the change. */
  | 'UPDATE';

/** A channel to subscribe to, by name: created when no channel has the name. */
export type ChannelRequestInput = {
  /** Hex color for the new subscription (#rrggbb). */
  color?: string | null | undefined;
  /** Used when the channel is created. */
  description?: string | null | undefined;
  /** The channel's name (of an existing channel, or of the new one). */
  name: string;
};

/** Which topics a channel's messages may have (Zulip's topics_policy). */
export type ChannelTopicsPolicy =
  /** Named topics and the empty ("general chat") topic. */
  | 'ALLOW_EMPTY_TOPIC'
  /** Named topics only. */
  | 'DISABLE_EMPTY_TOPIC'
  /** The empty ("general chat") topic only. */
  | 'EMPTY_TOPIC_ONLY'
  /** Named topics; the empty topic as the organization's topics policy says. */
  | 'INHERIT';

/** The color theme. */
export type ColorScheme =
  /** The system's */
  | 'AUTOMATIC'
  /** Dark */
  | 'DARK'
  /** Light */
  | 'LIGHT';

/** A conversation: `channelId` and `topic`, or `userIds` (the other users of a direct-message conversation). */
export type ConversationInput = {
  /** The channel by its global id (instead of `channelId`). */
  channel?: string | number | null | undefined;
  /** A channel topic: the channel, by Zulip's id (or give `channel`). */
  channelId?: number | null | undefined;
  /** "" or "general chat" name the empty topic. */
  topic?: string | null | undefined;
  /** A direct message: the other users, by Zulip's id. */
  userIds?: Array<number> | null | undefined;
  /** The other users by global id (instead of `userIds`). */
  users?: Array<string | number> | null | undefined;
};

/** POST /bots: the new bot (owned by the viewer). */
export type CreateBotInput = {
  /** GENERIC when absent. */
  botType?: BotType | null | undefined;
  /** Embedded bots: their configuration. */
  configData?: Array<BotConfigEntryInput> | null | undefined;
  /** Whether the bot receives the events of every public channel by default. */
  defaultAllPublicChannels?: boolean | null | undefined;
  /** The channel whose events the bot receives by default. */
  defaultEventsRegisterChannelName?: string | null | undefined;
  /** The channel the bot sends to when a message names none. */
  defaultSendingChannelName?: string | null | undefined;
  /** The bot's name. */
  fullName: string;
  /** Outgoing webhooks: the format of the calls (GENERIC when absent). */
  interfaceType?: BotServiceInterface | null | undefined;
  /** Outgoing webhooks: stored only, never called. */
  payloadUrl?: string | null | undefined;
  /** Embedded bots: which one. */
  serviceName?: string | null | undefined;
  /** The bot's address becomes `<shortName>-bot@<bot domain>`. */
  shortName: string;
};

/** POST /realm/profile_fields: the new field. */
export type CreateCustomProfileFieldInput = {
  /** A SELECT field’s options. */
  choices?: Array<ProfileFieldChoiceInput> | null | undefined;
  /** Whether the value is shown in the short profile card (a few fields at most). */
  displayInProfileSummary?: boolean | null | undefined;
  /** Whether users may change their own value (administrators always may). */
  editableByUser?: boolean | null | undefined;
  /** An EXTERNAL_ACCOUNT field’s kind. */
  externalAccount?: ExternalAccountInput | null | undefined;
  /** At most 80 characters. */
  hint?: string | null | undefined;
  /** Stripped; at most 40 characters (ignored for Twitter and GitHub accounts). */
  name?: string | null | undefined;
  /** Whether users are asked to fill the field in. */
  required?: boolean | null | undefined;
  /** What kind of value the field holds. */
  type: CustomProfileFieldType;
};

/** POST /drafts: drafts to save. */
export type CreateDraftsInput = {
  /** The drafts. */
  drafts: Array<DraftInput>;
};

/** POST /invites/multiuse: the settings of a reusable invitation link. */
export type CreateInvitationLinkInput = {
  /** Channels the new account joins. */
  channelIds?: Array<number> | null | undefined;
  /** By global id (instead of `channelIds`). */
  channels?: Array<string | number> | null | undefined;
  /** Groups the new account joins. */
  groupIds?: Array<number> | null | undefined;
  /** By global id (instead of `groupIds`). */
  groups?: Array<string | number> | null | undefined;
  /** Also the organization's default channels. */
  includeRealmDefaultSubscriptions?: boolean | null | undefined;
  /** Null: never expires. Default: 10 days. */
  inviteExpiresInMinutes?: number | null | undefined;
  /** Default: MEMBER. */
  invitedAs?: UserRole | null | undefined;
  /** True: the invitation never expires (wins over inviteExpiresInMinutes). */
  neverExpires?: boolean | null | undefined;
  /** Administrators only: the Welcome Bot's message for them. */
  welcomeMessageCustomText?: string | null | undefined;
};

/** POST /user_groups/create: settings not given get Zulip's defaults (the creator manages the group). */
export type CreateUserGroupInput = {
  /** Who may add members to the group. */
  canAddMembersGroup?: GroupSettingValueInput | null | undefined;
  /** Who may join the group themselves. */
  canJoinGroup?: GroupSettingValueInput | null | undefined;
  /** Who may leave the group themselves. */
  canLeaveGroup?: GroupSettingValueInput | null | undefined;
  /** Who may administer the group: change its name, description, members and permissions. */
  canManageGroup?: GroupSettingValueInput | null | undefined;
  /** Who may mention the group (@*group*), notifying its members. */
  canMentionGroup?: GroupSettingValueInput | null | undefined;
  /** Who may remove members from the group. */
  canRemoveMembersGroup?: GroupSettingValueInput | null | undefined;
  /** The group's description. */
  description: string;
  /** Exactly one of this and `members`. */
  memberIds?: Array<number> | null | undefined;
  /** The members by global id (instead of `memberIds`). */
  members?: Array<string | number> | null | undefined;
  /** The group's name (unique in the organization). */
  name: string;
  /** Its subgroups, by Zulip's id. */
  subgroupIds?: Array<number> | null | undefined;
  /** By global id (instead of `subgroupIds`). */
  subgroups?: Array<string | number> | null | undefined;
};

/** The kind of a custom profile field. */
export type CustomProfileFieldType =
  /** A date, as YYYY-MM-DD. */
  | 'DATE'
  /** A user name on another service (such as GitHub), shown as a link. */
  | 'EXTERNAL_ACCOUNT'
  /** Several lines of text (rendered as Markdown). */
  | 'LONG_TEXT'
  /** Pronouns, with suggestions offered when filling it in. */
  | 'PRONOUNS'
  /** One of the choices the field lists (the value is its key). */
  | 'SELECT'
  /** One line of text. */
  | 'SHORT_TEXT'
  /** A link. */
  | 'URL'
  /** Users of the organization (the value is a list of user ids). */
  | 'USER';

/** The bot to deactivate. */
export type DeactivateBotInput = {
  /** The bot, by Zulip's user id (or give `id`). */
  botId?: number | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
};

/** DELETE /realm/emoji/{emoji_name}: the custom emoji to deactivate. */
export type DeactivateRealmEmojiInput = {
  /** The name of an active custom emoji, as it is. */
  name: string;
};

/** A user group, by one of its ids. */
export type DeactivateUserGroupInput = {
  /** The group, by Zulip's id (or give `id`). */
  groupId?: number | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
};

/** The user to deactivate. */
export type DeactivateUserInput = {
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  /** The user, by Zulip's id (or give `id`). */
  userId?: number | null | undefined;
};

/** A custom profile field, by one of its ids. */
export type DeleteCustomProfileFieldInput = {
  /** The field, by Zulip's id (or give `id`). */
  fieldId?: number | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
};

/** A draft, by one of its ids. */
export type DeleteDraftInput = {
  /** The draft, by Zulip's id (or give `id`). */
  draftId?: number | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
};

/** A message, by one of its ids. */
export type DeleteMessageInput = {
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  /** The message, by Zulip's id (or give `id`). */
  messageId?: number | null | undefined;
};

/** A draft's content and recipient. */
export type DraftInput = {
  /** The text written so far, in Zulip's Markdown. */
  content: string;
  /** When it was edited; now when omitted. */
  timestamp?: string | null | undefined;
  /** The recipient: [channel id] for a channel draft, the users' ids for a direct message, empty when unaddressed. */
  to: Array<number>;
  /** Kept only for channel drafts. */
  topic: string;
  /** Where the draft is addressed. */
  type: DraftType;
};

/** Where a draft is addressed. */
export type DraftType =
  /** To a channel topic (`to` is the channel id). */
  | 'CHANNEL'
  /** A direct message (`to` is the other users; oneself for a note to self). */
  | 'DIRECT'
  /** Not addressed yet. */
  | 'UNADDRESSED';

/** What happened to the viewer's drafts. */
export type DraftsEventOp =
  /** Something was added. */
  | 'ADD'
  /** Something was removed. */
  | 'REMOVE'
  /** Something changed: the event holds the change. */
  | 'UPDATE';

/** PATCH /messages/{message_id}: a message, and its new content, topic or channel (fields left out are not changed). */
export type EditMessageInput = {
  /** Move to this channel, by its global id (instead of `channelId`). */
  channel?: string | number | null | undefined;
  /** Move to this channel. */
  channelId?: number | null | undefined;
  /** The new content, in Zulip's Markdown. */
  content?: string | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  /** The message, by Zulip's id (or give `id`). */
  messageId?: number | null | undefined;
  /** The SHA-256 of the content being edited; a mismatch is EXPECTATION_MISMATCH. */
  prevContentSha256?: string | null | undefined;
  /** For a move: this message only, it and the later ones of its topic, or the whole topic. */
  propagateMode?: PropagateMode | null | undefined;
  /** For a move: whether the notification bot says so in the new topic. */
  sendNotificationToNewThread?: boolean | null | undefined;
  /** For a move: whether the notification bot says so in the old topic. */
  sendNotificationToOldThread?: boolean | null | undefined;
  /** "general chat" names the empty topic. */
  topic?: string | null | undefined;
};

/** Why an operation failed: Zulip's error codes (REST's `code`) and the GraphQL endpoint's own. */
export type ErrorCode =
  /** The credentials (email and password or API key) are wrong. */
  | 'AUTHENTICATION_FAILED'
  /** The event queue does not exist any more: register again. */
  | 'BAD_EVENT_QUEUE_ID'
  /** The uploaded file is not an image the server can read. */
  | 'BAD_IMAGE'
  /** The narrow (filter) is not valid. */
  | 'BAD_NARROW'
  /** The request was refused; the message says why (most refusals have this code). */
  | 'BAD_REQUEST'
  /** The viewer may not administer this channel. */
  | 'CANNOT_ADMINISTER_CHANNEL'
  /** The group is used (as a subgroup or by a setting) and cannot be deactivated. */
  | 'CANNOT_DEACTIVATE_GROUP_IN_USE'
  /** The organization would be left without a user, or without an owner. */
  | 'CANNOT_DEACTIVATE_LAST_USER'
  /** A channel with this name already exists (archived channels included). */
  | 'CHANNEL_ALREADY_EXISTS'
  /** The expected current value is not the current one: refetch and retry. */
  | 'EXPECTATION_MISMATCH'
  /** An unexpected failure on the server. */
  | 'INTERNAL_SERVER_ERROR'
  /** The API key is not valid. */
  | 'INVALID_API_KEY'
  /** An argument that must be JSON is not. */
  | 'INVALID_JSON'
  /** The push device token is not valid. */
  | 'INVALID_PUSH_DEVICE_TOKEN'
  /** Some or all invitations could not be sent. */
  | 'INVITATION_FAILED'
  /** Some of the messages are too old for the viewer to move. */
  | 'MOVE_MESSAGES_TIME_LIMIT_EXCEEDED'
  /** There is no organization at this address. */
  | 'NONEXISTENT_SUBDOMAIN'
  /** The user has no device registered for push notifications. */
  | 'NO_ACTIVE_PUSH_DEVICE'
  /** The organization does not allow logging in with a password. */
  | 'PASSWORD_AUTH_DISABLED'
  /** The server does not know the persisted query hash: send the query text. */
  | 'PERSISTED_QUERY_NOT_FOUND'
  /** This server accepts only persisted (known) queries. */
  | 'PERSISTED_QUERY_ONLY'
  /** This server sends no push notifications. */
  | 'PUSH_SERVICE_NOT_CONFIGURED'
  /** The GraphQL operation is too deep or too costly: ask for less. */
  | 'QUERY_TOO_COMPLEX'
  /** Too many requests: retry after the time given. */
  | 'RATE_LIMIT_HIT'
  /** The viewer already reacted with this emoji. */
  | 'REACTION_ALREADY_EXISTS'
  /** The viewer has no reaction with this emoji to remove. */
  | 'REACTION_DOES_NOT_EXIST'
  /** The organization is deactivated. */
  | 'REALM_DEACTIVATED'
  /** The upload would exceed the organization's upload quota. */
  | 'REALM_UPLOAD_QUOTA'
  /** Two arguments that cannot go together were both given. */
  | 'REQUEST_CONFUSING_VAR'
  /** An argument has a value of the wrong kind or out of range. */
  | 'REQUEST_VARIABLE_INVALID'
  /** A required argument is missing. */
  | 'REQUEST_VARIABLE_MISSING'
  /** No channel with that id or name that the viewer may see. */
  | 'STREAM_DOES_NOT_EXIST'
  /** The viewer may not use channel-wide wildcard mentions in this channel. */
  | 'STREAM_WILDCARD_MENTION_NOT_ALLOWED'
  /** The setting only takes a system group. */
  | 'SYSTEM_GROUP_REQUIRED'
  /** The viewer may not use @topic in a topic this large. */
  | 'TOPIC_WILDCARD_MENTION_NOT_ALLOWED'
  /** No credentials were given, and the operation needs them. */
  | 'UNAUTHORIZED'
  /** A user named in the request may not be subscribed or acted for. */
  | 'UNAUTHORIZED_PRINCIPAL'
  /** The account is deactivated. */
  | 'USER_DEACTIVATED';

/** The service of an EXTERNAL_ACCOUNT field. */
export type ExternalAccountInput = {
  /** Which service, by Zulip’s name for it (such as "github"; "custom" takes a URL pattern). */
  subtype: string;
  /** For "custom": the profile link, with %(username)s where the value goes. */
  urlPattern?: string | null | undefined;
};

/** POST /fetch_api_key: log in with an email address and password. */
export type FetchApiKeyInput = {
  /** The password. */
  password: string;
  /** The email address. */
  username: string;
};

/** Why events may have been missed. */
export type GapReason =
  /** Events after the cursor are gone: retention cut the event log below it. */
  | 'EVENTS_DROPPED'
  /** The cursor was from a subscription to other events. */
  | 'FILTER_CHANGED'
  /** The queue behind the cursor was collected. */
  | 'QUEUE_EXPIRED'
  /** The cursor is not one this server issued (or names a position the log has not reached). */
  | 'UNKNOWN_CURSOR';

/** The most mature GIPHY rating the GIF picker offers. */
export type GiphyRating =
  /** GIPHY is off */
  | 'DISABLED'
  /** G: general audiences */
  | 'G'
  /** PG: parental guidance */
  | 'PG'
  /** PG-13 */
  | 'PG13'
  /** R: restricted */
  | 'R'
  /** Y: all ages */
  | 'Y';

/** A change of a group setting: the `new` value and, optionally, the `old` one expected to be current (else EXPECTATION_MISMATCH). */
export type GroupSettingUpdateInput = {
  /** The new value. */
  new: GroupSettingValueInput;
  /** The value expected now; the change is refused (EXPECTATION_MISMATCH) when it is another. */
  old?: GroupSettingValueInput | null | undefined;
};

/** A group-setting value: either `groupId`, or `directMemberIds` and `directSubgroupIds` (an anonymous group). */
export type GroupSettingValueInput = {
  /** An anonymous group's users, by Zulip's id. */
  directMemberIds?: Array<number> | null | undefined;
  /** By global id (instead of `directMemberIds`). */
  directMembers?: Array<string | number> | null | undefined;
  /** An anonymous group's groups, by Zulip's id. */
  directSubgroupIds?: Array<number> | null | undefined;
  /** By global id (instead of `directSubgroupIds`). */
  directSubgroups?: Array<string | number> | null | undefined;
  /** The group by its global id (instead of `groupId`). */
  group?: string | number | null | undefined;
  /** A named group, by Zulip's id. */
  groupId?: number | null | undefined;
};

/** What both kinds of invitation take. */
export type InvitationSettingsInput = {
  /** Channels the new account joins. */
  channelIds?: Array<number> | null | undefined;
  /** By global id (instead of `channelIds`). */
  channels?: Array<string | number> | null | undefined;
  /** Groups the new account joins. */
  groupIds?: Array<number> | null | undefined;
  /** By global id (instead of `groupIds`). */
  groups?: Array<string | number> | null | undefined;
  /** Also the organization's default channels. */
  includeRealmDefaultSubscriptions?: boolean | null | undefined;
  /** Null: never expires. Default: 10 days. */
  inviteExpiresInMinutes?: number | null | undefined;
  /** Default: MEMBER. */
  invitedAs?: UserRole | null | undefined;
  /** True: the invitation never expires (wins over inviteExpiresInMinutes). */
  neverExpires?: boolean | null | undefined;
  /** Administrators only: the Welcome Bot's message for them. */
  welcomeMessageCustomText?: string | null | undefined;
};

/** POST /invites: whom to invite by email, and what they get. */
export type InviteUsersInput = {
  /** Addresses separated by commas or newlines. */
  inviteeEmails: string;
  /** Default true. */
  notifyReferrerOnJoin?: boolean | null | undefined;
  /** Lifetime, role, channels, groups. */
  settings?: InvitationSettingsInput | null | undefined;
};

/** A user's flag on a message. */
export type MessageFlag =
  /** The user collapsed the message. */
  | 'COLLAPSED'
  /** The user collapsed a long message. */
  | 'FORCE_COLLAPSE'
  /** The user expanded a long message. */
  | 'FORCE_EXPAND'
  /** The message mentions a group the user is in (set with MENTIONED). */
  | 'GROUP_MENTION'
  /** The message contains one of the user's alert words. */
  | 'HAS_ALERT_WORD'
  /** The user did not receive the message when it was sent (such as a message of a channel they joined later). */
  | 'HISTORICAL'
  /** The message mentions the user personally (or a group they are in). */
  | 'MENTIONED'
  /** The user has read the message. */
  | 'READ'
  /** The user starred the message. */
  | 'STARRED'
  /** The message mentions everyone in the channel (@all, @everyone, @channel). */
  | 'STREAM_WILDCARD_MENTIONED'
  /** The message mentions everyone in the topic (@topic) and the user took part in it. */
  | 'TOPIC_WILDCARD_MENTIONED'
  /** Either wildcard flag (kept for older clients). */
  | 'WILDCARD_MENTIONED';

/** Where a message was sent: a channel topic, or a direct message conversation. */
export type MessageType =
  /** To a channel topic. */
  | 'CHANNEL'
  /** To one user or a group of users. */
  | 'DIRECT';

/** A user to mute, by one of their ids. */
export type MuteUserInput = {
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  /** The user, by Zulip's id (or give `id`). */
  userId?: number | null | undefined;
};

/** Which kind of channels a `channels` term covers. */
export type NarrowChannels =
  /** Every public channel (with shared history). */
  | 'PUBLIC'
  /** Every web-public channel (what spectators may read). */
  | 'WEB_PUBLIC';

/** One term of a narrow: set exactly one member (its operator, Zulip's `operator`) to the operand; `not` holds a negated term (Zulip's `negated`). Every term of a narrow must hold. */
export type NarrowFilter =
  {   /** The channel by global id: Zulip's `channel` operator. */
  channel: string | number; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; not?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never;   /** The channel by Zulip's id. */
  channelId: number; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; not?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never;   /** The channel by name. */
  channelName: string; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; not?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never;   /** Every channel of a kind. */
  channels: NarrowChannels; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; not?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never;   /** The direct conversation with exactly these users (by global id; `dmIds` by Zulip id). */
  dm: Array<string | number>; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; not?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never;   /** The same by Zulip's user ids. */
  dmIds: Array<number>; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; not?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never;   /** Direct messages whose conversation includes this user. */
  dmIncluding: string | number; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; not?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never;   /** The same by Zulip's user id. */
  dmIncludingId: number; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; not?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never;   /** Messages with some content (`has`). */
  has: NarrowHas; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; not?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never;   /** Where to look (`in`). */
  in: NarrowIn; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; not?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never;   /** Messages in a state (`is`). */
  is: NarrowIs; message?: never; messageId?: never; near?: never; nearId?: never; not?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never;   /** Exactly this message (`id`). */
  message: string | number; messageId?: never; near?: never; nearId?: never; not?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never;   /** The same by Zulip's message id. */
  messageId: number; near?: never; nearId?: never; not?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never;   /** Around this message (`near`); it sets no condition. */
  near: string | number; nearId?: never; not?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never;   /** The same by Zulip's message id. */
  nearId: number; not?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never;   /** A negated term. */
  not: NarrowTerm; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; not?: never;   /** Full-text search of content and topic. */
  search: string; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; not?: never; search?: never;   /** The sender by global id: Zulip's `sender` operator. */
  sender: string | number; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; not?: never; search?: never; sender?: never;   /** The sender by Zulip's user id. */
  senderId: number; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; not?: never; search?: never; sender?: never; senderId?: never;   /** The topic, compared case-insensitively; "" is the empty topic. */
  topic: string; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; not?: never; search?: never; sender?: never; senderId?: never; topic?: never;   /** This message's conversation, wherever it has moved (`with`). */
  with: string | number; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; not?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never;   /** The same by Zulip's message id. */
  withId: number; };

/** What a `has` term requires a message to contain. */
export type NarrowHas =
  /** A link to an uploaded file. */
  | 'ATTACHMENT'
  /** An image. */
  | 'IMAGE'
  /** A link. */
  | 'LINK'
  /** At least one emoji reaction. */
  | 'REACTION';

/** Where an `in` term looks. */
export type NarrowIn =
  /** Everywhere. */
  | 'ALL'
  /** Outside muted channels and topics. */
  | 'HOME';

/** What an `is` term selects. */
export type NarrowIs =
  /** Containing one of the viewer's alert words. */
  | 'ALERTED'
  /** Direct messages. */
  | 'DM'
  /** In topics the viewer follows. */
  | 'FOLLOWED'
  /** Mentioning the viewer (personally, by group or by wildcard). */
  | 'MENTIONED'
  /** In muted channels or topics. */
  | 'MUTED'
  /** In resolved topics. */
  | 'RESOLVED'
  /** Messages the viewer starred. */
  | 'STARRED'
  /** Not yet read by the viewer. */
  | 'UNREAD';

/** A term of a narrow, to negate in `NarrowFilter.not`: set exactly one member. */
export type NarrowTerm =
  {   /** The channel by global id: Zulip's `channel` operator. */
  channel: string | number; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never;   /** The channel by Zulip's id. */
  channelId: number; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never;   /** The channel by name. */
  channelName: string; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never;   /** Every channel of a kind. */
  channels: NarrowChannels; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never;   /** The direct conversation with exactly these users (by global id; `dmIds` by Zulip id). */
  dm: Array<string | number>; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never;   /** The same by Zulip's user ids. */
  dmIds: Array<number>; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never;   /** Direct messages whose conversation includes this user. */
  dmIncluding: string | number; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never;   /** The same by Zulip's user id. */
  dmIncludingId: number; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never;   /** Messages with some content (`has`). */
  has: NarrowHas; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never;   /** Where to look (`in`). */
  in: NarrowIn; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never;   /** Messages in a state (`is`). */
  is: NarrowIs; message?: never; messageId?: never; near?: never; nearId?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never;   /** Exactly this message (`id`). */
  message: string | number; messageId?: never; near?: never; nearId?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never;   /** The same by Zulip's message id. */
  messageId: number; near?: never; nearId?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never;   /** Around this message (`near`); it sets no condition. */
  near: string | number; nearId?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never;   /** The same by Zulip's message id. */
  nearId: number; search?: never; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never;   /** Full-text search of content and topic. */
  search: string; sender?: never; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; search?: never;   /** The sender by global id: Zulip's `sender` operator. */
  sender: string | number; senderId?: never; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; search?: never; sender?: never;   /** The sender by Zulip's user id. */
  senderId: number; topic?: never; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; search?: never; sender?: never; senderId?: never;   /** The topic, compared case-insensitively; "" is the empty topic. */
  topic: string; with?: never; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; search?: never; sender?: never; senderId?: never; topic?: never;   /** This message's conversation, wherever it has moved (`with`). */
  with: string | number; withId?: never; }
  |  { channel?: never; channelId?: never; channelName?: never; channels?: never; dm?: never; dmIds?: never; dmIncluding?: never; dmIncludingId?: never; has?: never; in?: never; is?: never; message?: never; messageId?: never; near?: never; nearId?: never; search?: never; sender?: never; senderId?: never; topic?: never; with?: never;   /** The same by Zulip's message id. */
  withId: number; };

/** Deprecated (use `NarrowFilter`): a narrow filter, as in GET /messages: the operator and exactly one of `operand` (a name, topic, email or search text), `operandId` (a channel, user or message id) or `operandIds` (the users of a direct conversation). */
export type NarrowTermInput = {
  /** Whether the term is negated. */
  negated?: boolean | null | undefined;
  /** A name, topic, email or search text. */
  operand?: string | null | undefined;
  /** A channel, user or message id. */
  operandId?: number | null | undefined;
  /** The users of a direct conversation. */
  operandIds?: Array<number> | null | undefined;
  /** The channel, user or message by its global id (instead of `operandId`); its type must fit the operator. */
  operandNode?: string | number | null | undefined;
  /** The users by global id (instead of `operandIds`). */
  operandNodes?: Array<string | number> | null | undefined;
  /** channel, topic, dm, sender, is, search, id, with, near, has, … */
  operator: string;
};

/** Add an option to a poll (a poll's "new_option"). */
export type PollNewOptionInput = {
  /** Your own counter (0 to 1000), which makes the option's key. */
  idx: number;
  /** The option's text. */
  option: string;
};

/** Change the poll's question (its author only; a poll's "question"). */
export type PollQuestionInput = {
  /** The new question. */
  question: string;
};

/** Vote on a poll's option, or take the vote back (a poll's "vote"). */
export type PollVoteInput = {
  /** The option's key: canned,<index> for a first option, <user id>,<idx> for one a user added. */
  key: string;
  /** 1 to vote, -1 to take the vote back. */
  vote: number;
};

/** The viewer's presence as a client reports it. */
export type PresenceStatus =
  /** The user is interacting with the client. */
  | 'ACTIVE'
  /** The client is open but the user is away from it. */
  | 'IDLE';

/** One field’s new value: `value` for text, option keys, dates and URLs; `userIds` for USER fields. */
export type ProfileDataInput = {
  /** The field by its global id (instead of `fieldId`). */
  field?: string | number | null | undefined;
  /** The field, by Zulip's id (or give `field`). */
  fieldId?: number | null | undefined;
  /** For USER fields: the users, by Zulip's id. */
  userIds?: Array<number> | null | undefined;
  /** By global id (instead of `userIds`). */
  users?: Array<string | number> | null | undefined;
  /** The value for every kind but USER: text, a SELECT option's key, a date (YYYY-MM-DD) or a URL. */
  value?: string | null | undefined;
};

/** An option of a SELECT field. */
export type ProfileFieldChoiceInput = {
  /** The stable key users store as their value. */
  key: string;
  /** The position of the option among the others (a number, as a string). */
  order: string;
  /** The text shown for the option. */
  text: string;
};

/** Which messages of the topic move along with the edited one. */
export type PropagateMode =
  /** The whole topic. */
  | 'CHANGE_ALL'
  /** This message and the later ones. */
  | 'CHANGE_LATER'
  /** Only this message. */
  | 'CHANGE_ONE';

/** Where an emoji comes from: Unicode, the organization, or Zulip itself. */
export type ReactionType =
  /** A custom emoji of the organization: its code is the emoji's id. */
  | 'REALM_EMOJI'
  /** A Unicode emoji: its code is its code points in hex. */
  | 'UNICODE_EMOJI'
  /** An emoji of Zulip's own (such as :zulip:). */
  | 'ZULIP_EXTRA_EMOJI';

/** The user (or bot) to reactivate. */
export type ReactivateUserInput = {
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  /** The user, by Zulip's id (or give `id`). */
  userId?: number | null | undefined;
};

/** What happened to the organization. */
export type RealmEventOp =
  /** The organization was deactivated. */
  | 'DEACTIVATED'
  /** One setting changed. */
  | 'UPDATE'
  /** Several settings changed together. */
  | 'UPDATE_DICT';

/** Which message edit history users may see. */
export type RealmMessageEditHistoryVisibilityPolicy =
  /** All edit history: content edits and moves. */
  | 'ALL'
  /** Only moves between topics and channels. */
  | 'MOVES'
  /** No edit history. */
  | 'NONE';

/** Whether messages may go to the empty ("general chat") topic in channels that inherit the organization's policy. */
export type RealmTopicsPolicy =
  /** Messages may go to the empty topic as well as to named topics. */
  | 'ALLOW_EMPTY_TOPIC'
  /** Messages must have a named topic. */
  | 'DISABLE_EMPTY_TOPIC';

/** What happened to a user of the organization. */
export type RealmUserEventOp =
  /** A user joined (or became visible to the viewer). */
  | 'ADD'
  /** A user is no longer visible to the viewer. */
  | 'REMOVE'
  /** A user's profile or role changed. */
  | 'UPDATE';

/** The message and the emoji of your reaction, by name or code (and optionally type). */
export type RemoveReactionInput = {
  /** The emoji's code: a Unicode code point sequence in hex, or a custom emoji's id; omitted: found from the name. */
  emojiCode?: string | null | undefined;
  /** The emoji's name (such as "thumbs_up"). */
  emojiName?: string | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  /** The message, by Zulip's id (or give `id`). */
  messageId?: number | null | undefined;
  /** Where the emoji comes from; omitted: found from the name. */
  reactionType?: ReactionType | null | undefined;
};

/** POST /messages/render: Markdown to render without sending. */
export type RenderMessageInput = {
  /** The message content, in Zulip's Markdown. */
  content: string;
};

/** PATCH /realm/profile_fields: the new order of the fields. */
export type ReorderCustomProfileFieldsInput = {
  /** Every field, in the new order (or `fields`). */
  fieldIds?: Array<number> | null | undefined;
  /** By global id (instead of `fieldIds`). */
  fields?: Array<string | number> | null | undefined;
};

/** The e-mail invitation to send again. */
export type ResendInvitationInput = {
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  /** The invitation, by Zulip's id (or give `id`). */
  invitationId?: number | null | undefined;
};

/** The e-mail invitation to revoke. */
export type RevokeInvitationInput = {
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  /** The invitation, by Zulip's id (or give `id`). */
  invitationId?: number | null | undefined;
};

/** The reusable link to revoke. */
export type RevokeInvitationLinkInput = {
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  /** The invitation, by Zulip's id (or give `id`). */
  invitationId?: number | null | undefined;
};

/** A channel message (`channelId` or `channelName`, and `topic`) or a direct message (`directUserIds` or `directEmails`). */
export type SendMessageInput = {
  /** The channel by its global id (instead of `channelId`). */
  channel?: string | number | null | undefined;
  /** Channel messages: the channel, by Zulip's id (or give `channel` or `channelName`). */
  channelId?: number | null | undefined;
  /** Channel messages: the channel, by name. */
  channelName?: string | null | undefined;
  /** The client name recorded with the message (default "GraphQL"). */
  client?: string | null | undefined;
  /** The message, in Zulip's Markdown. */
  content: string;
  /** Direct messages: the other participants, by email. */
  directEmails?: Array<string> | null | undefined;
  /** Direct messages: the other participants. */
  directUserIds?: Array<number> | null | undefined;
  /** Direct messages: the other participants by global id (instead of `directUserIds`). */
  directUsers?: Array<string | number> | null | undefined;
  /** The client's id for the message, echoed in the new message's event. */
  localId?: string | null | undefined;
  /** The sender's event queue, for that echo. */
  queueId?: string | null | undefined;
  /** Whether the message starts as read by its sender; omitted: the server decides from the client. */
  readBySender?: boolean | null | undefined;
  /** Channel messages: the topic ("" is "general chat" where allowed). */
  topic?: string | null | undefined;
  /** A choices widget for the message (REST's `widget_content` with a `zform`, the only kind Zulip accepts there), instead of one a `/poll` or `/todo` content makes. */
  zform?: ZformWidgetInput | null | undefined;
};

/** POST /submessage: a change to a message's widget. */
export type SendSubmessageInput = {
  /** JSON text, e.g. {"type":"vote","key":"12,1","vote":1}; the first (msgType "widget") has the widget's `widget_type` and `extra_data`. Or give `event`. */
  content?: string | null | undefined;
  /** A poll or to-do change, typed, instead of `content` (stored as the JSON Zulip's web client sends). */
  event?: WidgetEventInput | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  /** The message, by Zulip's id (or give `id`). */
  messageId?: number | null | undefined;
  /** "widget" for widgets. */
  msgType: string;
};

/** POST /typing: where the viewer is typing, and whether they started or stopped. */
export type SendTypingInput = {
  /** The conversation being written to. */
  conversation: ConversationInput;
  /** START while composing (repeat every few seconds), STOP when done. */
  op: TypingOp;
};

/** POST /user_topics: the viewer's choice for a topic. */
export type SetTopicVisibilityInput = {
  /** The channel by its global id (instead of `channelId`). */
  channel?: string | number | null | undefined;
  /** The channel, by Zulip's id (or give `channel`). */
  channelId?: number | null | undefined;
  /** The topic ("" is the empty topic). */
  topic: string;
  /** Mute, unmute or follow the topic; INHERIT removes the choice. */
  visibilityPolicy: TopicVisibilityPolicy;
};

/** POST /users/me/subscriptions: the channel settings apply only to channels this request creates. */
export type SubscribeInput = {
  /** Whether the Notification Bot announces the channels this request creates in the organization's new channel announcements channel (settings.newStreamAnnouncementsStreamId), if it has one. */
  announce?: boolean | null | undefined;
  /** When some channels may not be subscribed to: true (the default) refuses the whole request; false subscribes to the others and lists the refused ones. */
  authorizationErrorsFatal?: boolean | null | undefined;
  /** Who may subscribe other users to the channel. */
  canAddSubscribersGroup?: GroupSettingValueInput | null | undefined;
  /** Who may administer the channel: change its name, description, privacy and permissions, or archive it. */
  canAdministerChannelGroup?: GroupSettingValueInput | null | undefined;
  /** Who may delete anyone's messages in the channel. */
  canDeleteAnyMessageGroup?: GroupSettingValueInput | null | undefined;
  /** Who may delete the messages they sent in the channel. */
  canDeleteOwnMessageGroup?: GroupSettingValueInput | null | undefined;
  /** Who may move messages out of the channel into another. */
  canMoveMessagesOutOfChannelGroup?: GroupSettingValueInput | null | undefined;
  /** Who may move messages between topics of the channel. */
  canMoveMessagesWithinChannelGroup?: GroupSettingValueInput | null | undefined;
  /** Who may unsubscribe other users from the channel. */
  canRemoveSubscribersGroup?: GroupSettingValueInput | null | undefined;
  /** Who may mark topics of the channel resolved or unresolved. */
  canResolveTopicsGroup?: GroupSettingValueInput | null | undefined;
  /** Who may send messages to the channel. */
  canSendMessageGroup?: GroupSettingValueInput | null | undefined;
  /** Who may subscribe themselves to the channel (and, if private, read its history as allowed). */
  canSubscribeGroup?: GroupSettingValueInput | null | undefined;
  /** The channels to subscribe to. */
  channels: Array<ChannelRequestInput>;
  /** The same by global id; at most one of the two. */
  folder?: string | number | null | undefined;
  /** The new channels' folder, by Zulip's id. */
  folderId?: number | null | undefined;
  /** Whether subscribers may read the messages sent before they joined (always true for public channels). */
  historyPublicToSubscribers?: boolean | null | undefined;
  /** Whether the channel is private (invite-only): only subscribers see it and its messages. */
  inviteOnly?: boolean | null | undefined;
  /** Whether new users are subscribed to the channel (administrators only). */
  isDefaultStream?: boolean | null | undefined;
  /** Whether the channel is web-public: anyone on the internet may read it, logged in or not. */
  isWebPublic?: boolean | null | undefined;
  /** Days (> 0), or -1 to keep messages forever; omitted: the organization's policy. */
  messageRetentionDays?: number | null | undefined;
  /** Users to subscribe, by email; not together with principalIds. */
  principalEmails?: Array<string> | null | undefined;
  /** Users to subscribe (default: yourself). */
  principalIds?: Array<number> | null | undefined;
  /** Users to subscribe, by global id (instead of `principalIds`). */
  principals?: Array<string | number> | null | undefined;
  /** Whether users subscribed by someone else to existing channels are told so by a direct message from the Notification Bot (default: true; never when more than Zulip's bulk limit of 100 users are subscribed). */
  sendNewSubscriptionMessages?: boolean | null | undefined;
  /** Whether messages may go to named topics, the empty ("general chat") topic, or both; INHERIT: the organization's policy. */
  topicsPolicy?: ChannelTopicsPolicy | null | undefined;
};

/** What happened to subscriptions. */
export type SubscriptionEventOp =
  /** The viewer was subscribed to channels. */
  | 'ADD'
  /** Other users were subscribed to channels. */
  | 'PEER_ADD'
  /** Other users were unsubscribed from channels. */
  | 'PEER_REMOVE'
  /** The viewer was unsubscribed from channels. */
  | 'REMOVE'
  /** A setting of the viewer's subscription changed. */
  | 'UPDATE';

/** A user's own setting for a channel they are subscribed to (IN_HOME_VIEW is IS_MUTED inverted). */
export type SubscriptionProperty =
  /** Audible desktop notifications for the channel's messages (overrides the user's default). */
  | 'AUDIBLE_NOTIFICATIONS'
  /** The channel's color for the user (#rrggbb). */
  | 'COLOR'
  /** Visual desktop notifications for the channel's messages (overrides the user's default). */
  | 'DESKTOP_NOTIFICATIONS'
  /** Email notifications for the channel's messages (overrides the user's default). */
  | 'EMAIL_NOTIFICATIONS'
  /** Whether the channel is not muted (the inverse of IS_MUTED). */
  | 'IN_HOME_VIEW'
  /** Whether the channel is muted: its messages stay out of combined feeds and unread counts. */
  | 'IS_MUTED'
  /** Whether the channel is pinned to the top of the left sidebar. */
  | 'PIN_TO_TOP'
  /** Mobile push notifications for the channel's messages (overrides the user's default). */
  | 'PUSH_NOTIFICATIONS'
  /** Whether wildcard mentions in the channel notify like personal mentions (overrides the user's default). */
  | 'WILDCARD_MENTIONS_NOTIFY';

/** One change: `color` (#rrggbb) for COLOR, `enabled` for the others. */
export type SubscriptionSettingInput = {
  /** The channel by its global id (instead of `channelId`). */
  channel?: string | number | null | undefined;
  /** The channel, by Zulip's id (or give `channel`). */
  channelId?: number | null | undefined;
  /** The new color, for COLOR (#rrggbb). */
  color?: string | null | undefined;
  /** The new value of a true/false setting. */
  enabled?: boolean | null | undefined;
  /** The setting to change. */
  property: SubscriptionProperty;
};

/** A time limit: `seconds` (> 0), or `unlimited: true`. */
export type TimeLimitInput = {
  /** The limit in seconds, more than 0; omit it with `unlimited: true`. */
  seconds?: number | null | undefined;
  /** True for no limit (then omit `seconds`). */
  unlimited?: boolean | null | undefined;
};

/** Add a task to a to-do list (a to-do's "new_task"). */
export type TodoNewTaskInput = {
  /** Whether it starts done. */
  completed: boolean;
  /** Its description ("" when none). */
  desc: string;
  /** Zulip's `key` of a new task: your own counter (0 to 1000), which makes the task's key. */
  idx: number;
  /** The task. */
  task: string;
};

/** Mark a task done, or not done (a to-do's "strike", which toggles). */
export type TodoStrikeInput = {
  /** The task's key: <index>,canned for a first task, <key>,<user id> for one a user added. */
  key: string;
};

/** Change the to-do list's title (its author only; a to-do's "new_task_list_title"). */
export type TodoTaskListTitleInput = {
  /** The new title. */
  title: string;
};

/** A user's choice for a topic (Zulip's visibility_policy). */
export type TopicVisibilityPolicy =
  /** Followed: the user gets the notifications of followed topics. */
  | 'FOLLOWED'
  /** No choice: the channel's setting applies. */
  | 'INHERIT'
  /** Muted: kept out of feeds and unread counts. */
  | 'MUTED'
  /** Shown although the channel is muted. */
  | 'UNMUTED';

/** Whether someone started or stopped typing. */
export type TypingOp =
  /** Started typing. */
  | 'START'
  /** Stopped typing. */
  | 'STOP';

/** A user to unmute, by one of their ids. */
export type UnmuteUserInput = {
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  /** The user, by Zulip's id (or give `id`). */
  userId?: number | null | undefined;
};

/** DELETE /users/me/subscriptions: the channels to leave, and who leaves them. */
export type UnsubscribeInput = {
  /** The channels, by name. */
  channelNames: Array<string>;
  /** Users to unsubscribe, by email; not together with principalIds. */
  principalEmails?: Array<string> | null | undefined;
  /** Users to unsubscribe (default: yourself). */
  principalIds?: Array<number> | null | undefined;
  /** Users to unsubscribe, by global id (instead of `principalIds`). */
  principals?: Array<string | number> | null | undefined;
};

/** PATCH /streams/{stream_id}: fields left out are not changed. */
export type UpdateChannelInput = {
  /** Who may subscribe other users to the channel. */
  canAddSubscribersGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may administer the channel: change its name, description, privacy and permissions, or archive it. */
  canAdministerChannelGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may delete anyone's messages in the channel. */
  canDeleteAnyMessageGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may delete the messages they sent in the channel. */
  canDeleteOwnMessageGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may move messages out of the channel into another. */
  canMoveMessagesOutOfChannelGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may move messages between topics of the channel. */
  canMoveMessagesWithinChannelGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may unsubscribe other users from the channel. */
  canRemoveSubscribersGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may mark topics of the channel resolved or unresolved. */
  canResolveTopicsGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may send messages to the channel. */
  canSendMessageGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may subscribe themselves to the channel (and, if private, read its history as allowed). */
  canSubscribeGroup?: GroupSettingUpdateInput | null | undefined;
  /** The channel, by Zulip's id (or give `id`). */
  channelId?: number | null | undefined;
  /** The channel's description, as written (Zulip's Markdown). */
  description?: string | null | undefined;
  /** The same by global id; at most one of the two. */
  folder?: string | number | null | undefined;
  /** Move the channel into this folder, by Zulip's id. */
  folderId?: number | null | undefined;
  /** Whether subscribers may read the messages sent before they joined (always true for public channels). */
  historyPublicToSubscribers?: boolean | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  /** Whether new users join it (organization administrators only). */
  isDefault?: boolean | null | undefined;
  /** Whether the channel is private (invite-only): only subscribers see it and its messages. */
  isPrivate?: boolean | null | undefined;
  /** Whether the channel is web-public: anyone on the internet may read it, logged in or not. */
  isWebPublic?: boolean | null | undefined;
  /** Days (> 0), or -1 to keep messages forever (organization owners only). */
  messageRetentionDays?: number | null | undefined;
  /** The channel's new name. */
  newName?: string | null | undefined;
  /** Take the channel out of its folder (REST: folder_id null). */
  removeFromFolder?: boolean | null | undefined;
  /** Whether messages may go to named topics, the empty ("general chat") topic, or both; INHERIT: the organization's policy. */
  topicsPolicy?: ChannelTopicsPolicy | null | undefined;
  /** Unarchive an archived channel (archiving is archiveChannel). */
  unarchive?: boolean | null | undefined;
  /** Follow the organization's retention policy again (organization owners only). */
  useRealmMessageRetention?: boolean | null | undefined;
};

/** PATCH /realm/profile_fields/{field_id}: the field, and what to change (fields left out are not changed). */
export type UpdateCustomProfileFieldInput = {
  /** Replaces the options; users’ values of removed ones are cleared. */
  choices?: Array<ProfileFieldChoiceInput> | null | undefined;
  /** Whether the value is shown in the short profile card (a few fields at most). */
  displayInProfileSummary?: boolean | null | undefined;
  /** Whether users may change their own value (administrators always may). */
  editableByUser?: boolean | null | undefined;
  /** For EXTERNAL_ACCOUNT fields: the service and the link to a profile; null for other kinds. */
  externalAccount?: ExternalAccountInput | null | undefined;
  /** The field, by Zulip's id (or give `id`). */
  fieldId?: number | null | undefined;
  /** Help text shown when filling the field in (at most 80 characters); empty: none. */
  hint?: string | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  /** The name shown with the value (at most 40 characters). */
  name?: string | null | undefined;
  /** Whether users are asked to fill the field in. */
  required?: boolean | null | undefined;
};

/** PATCH /drafts/{draft_id}: a draft and its new content. */
export type UpdateDraftInput = {
  /** The draft's new content and recipient (replacing the old). */
  draft: DraftInput;
  /** The draft, by Zulip's id (or give `id`). */
  draftId?: number | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
};

/** POST /messages/flags/narrow: add or remove a flag on a window of the messages matching a narrow. */
export type UpdateMessageFlagsForNarrowInput = {
  /** A message id, "newest", "oldest" or "first_unread". */
  anchor: string;
  /** The narrow: every term must hold (none: all messages). */
  filter?: Array<NarrowFilter> | null | undefined;
  /** The flag (such as READ or STARRED). */
  flag: MessageFlag;
  /** Whether the anchor message itself is included (default true). */
  includeAnchor?: boolean | null | undefined;
  /**
   * The older form of `filter`: Zulip's narrow terms as REST takes them (operator, operand, negated); at most one of the two.
   * @deprecated Use `filter` (typed terms).
   */
  narrow?: Array<NarrowTermInput> | null | undefined;
  /** How many messages after the anchor. */
  numAfter: number;
  /** How many messages before the anchor. */
  numBefore: number;
  /** Whether to add or remove the flag. */
  op: AddRemove;
};

/** POST /messages/flags: add or remove a flag on given messages. */
export type UpdateMessageFlagsInput = {
  /** The flag (such as READ or STARRED). */
  flag: MessageFlag;
  /** Exactly one of this and `messages`. */
  messageIds?: Array<number> | null | undefined;
  /** By global id (instead of `messageIds`). */
  messages?: Array<string | number> | null | undefined;
  /** Whether to add or remove the flag. */
  op: AddRemove;
};

/** POST /users/me/presence: the viewer's presence, and which of the others' to answer with. */
export type UpdatePresenceInput = {
  /** Only users active in this many days; omitted: the server's limit. */
  historyLimitDays?: number | null | undefined;
  /** The `lastUpdateId` of an earlier answer: only the presence that changed since; omitted: everyone's. */
  lastUpdateId?: number | null | undefined;
  /** The viewer's presence now. */
  status: PresenceStatus;
};

/** One’s own values (PATCH and DELETE /users/me/profile_data), or an administrator’s change to another user’s (PATCH /users/{user_id}). */
export type UpdateProfileDataInput = {
  /** Fields whose value goes. */
  clear?: Array<number> | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  /** Fields to set, with their new values. */
  set?: Array<ProfileDataInput> | null | undefined;
  /** Another user (administrators); omitted: oneself. */
  userId?: number | null | undefined;
};

/** PATCH /realm: the settings to change (others are left as they are). */
export type UpdateRealmInput = {
  /** Whether message content may be edited (within the edit time limit). */
  allowMessageEditing?: boolean | null | undefined;
  /** Login methods to turn on or off (owners only); the others stay as they are. */
  authenticationMethods?: Array<AuthenticationMethodInput> | null | undefined;
  /** Whether non-administrators are prevented from changing their avatar (typically when accounts are synced from LDAP). */
  avatarChangesDisabled?: boolean | null | undefined;
  /** Who may see every user of the organization; the others see only the users they share a channel or conversation with. */
  canAccessAllUsersGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may add custom emoji. */
  canAddCustomEmojiGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may subscribe other users to channels (as well as those a channel allows). */
  canAddSubscribersGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may create bots of every kind. */
  canCreateBotsGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may create user groups. */
  canCreateGroups?: GroupSettingUpdateInput | null | undefined;
  /** Who may create private channels. */
  canCreatePrivateChannelGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may create public channels. */
  canCreatePublicChannelGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may create web-public channels (only effective where the server and organization allow web-public channels). */
  canCreateWebPublicChannelGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may create bots that can only send messages (incoming webhooks), besides canCreateBotsGroup. */
  canCreateWriteOnlyBotsGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may delete anyone's messages in any channel. */
  canDeleteAnyMessageGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may delete the messages they sent (within the deletion time limit). */
  canDeleteOwnMessageGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may send email invitations to join the organization. */
  canInviteUsersGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may administer every user group. */
  canManageAllGroups?: GroupSettingUpdateInput | null | undefined;
  /** Who may manage the organization's plan and billing. */
  canManageBillingGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may use wildcard mentions (@all, @everyone, @channel, @topic) in large channels. */
  canMentionManyUsersGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may move messages from one channel to another. */
  canMoveMessagesBetweenChannelsGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may move messages from one topic to another within a channel. */
  canMoveMessagesBetweenTopicsGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may mark topics resolved or unresolved in any channel. */
  canResolveTopicsGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may change channels' canDeleteAnyMessageGroup and canDeleteOwnMessageGroup settings. */
  canSetDeleteMessagePolicyGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may change a channel's topicsPolicy (they must also be in the channel's canAdministerChannelGroup). */
  canSetTopicsPolicyGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may use AI summaries of topics. */
  canSummarizeTopicsGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may create reusable invitation links to the organization. */
  createMultiuseInviteGroup?: GroupSettingUpdateInput | null | undefined;
  /** The language assumed for code blocks that name none (a Pygments language code); empty: none. */
  defaultCodeBlockLanguage?: string | null | undefined;
  /** The default language of new users and of emails sent to people without an account, as a code such as "en". */
  defaultLanguage?: string | null | undefined;
  /** The organization's description, in Zulip's Markdown, shown on its login and registration pages. */
  description?: string | null | undefined;
  /** Whether weekly digest emails are sent to inactive users. */
  digestEmailsEnabled?: boolean | null | undefined;
  /** The day of the week weekly digest emails are sent. */
  digestWeekday?: Weekday | null | undefined;
  /** Who may start a new direct message conversation with other (non-bot) users. */
  directMessageInitiatorGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may use direct messages fully; the others may only send to conversations that include someone in this group, bots, or only themselves. */
  directMessagePermissionGroup?: GroupSettingUpdateInput | null | undefined;
  /** Whether sign-ups with disposable email addresses are refused. */
  disallowDisposableEmailAddresses?: boolean | null | undefined;
  /** Whether non-administrators are prevented from changing their email address (typically when accounts are synced from LDAP). */
  emailChangesDisabled?: boolean | null | undefined;
  /** Whether new users must have an email address in one of the organization's allowed domains (realmDomains). */
  emailsRestrictedToDomains?: boolean | null | undefined;
  /** Whether clients warn when a direct message being composed goes to a guest. */
  enableGuestUserDmWarning?: boolean | null | undefined;
  /** Whether clients show "(guest)" after the names of guest users. */
  enableGuestUserIndicator?: boolean | null | undefined;
  /** Whether read receipts are available; when false none are shown, whatever the users' own settings. */
  enableReadReceipts?: boolean | null | undefined;
  /** Whether web-public channels can be read by visitors who are not logged in (only where the server allows it). */
  enableSpectatorAccess?: boolean | null | undefined;
  /** The most mature GIPHY rating of GIFs offered in the GIF picker, or GIPHY disabled. */
  giphyRating?: GiphyRating | null | undefined;
  /** Whether linked images are previewed in messages. */
  inlineImagePreview?: boolean | null | undefined;
  /** Whether linked websites are previewed in messages. */
  inlineUrlEmbedPreview?: boolean | null | undefined;
  /** Whether an invitation is needed to join the organization. */
  inviteRequired?: boolean | null | undefined;
  /** Whether notification emails may include message content (otherwise they only say a message was sent). */
  messageContentAllowedInEmailNotifications?: boolean | null | undefined;
  /** How long after sending, in seconds, users may delete their own messages; null (`unlimited: true` when setting it): no limit. */
  messageContentDeleteLimitSeconds?: TimeLimitInput | null | undefined;
  /** How long after sending, in seconds, message content may be edited; null (`unlimited: true` when setting it): no limit. */
  messageContentEditLimitSeconds?: TimeLimitInput | null | undefined;
  /** Which message edit history users may see. */
  messageEditHistoryVisibilityPolicy?: RealmMessageEditHistoryVisibilityPolicy | null | undefined;
  /** The moderation request channel by global id, instead of `moderationRequestChannelId` (which also takes -1: message reporting off). */
  moderationRequestChannel?: string | number | null | undefined;
  /** The private channel where users' message reports are posted, by Zulip's id; -1: reporting messages is disabled. */
  moderationRequestChannelId?: number | null | undefined;
  /** How long after sending, in seconds, users allowed to move messages between channels may move them (administrators excepted); null (`unlimited: true` when setting it): no limit. */
  moveMessagesBetweenStreamsLimitSeconds?: TimeLimitInput | null | undefined;
  /** How long after sending, in seconds, users allowed to move messages between topics may move them (administrators excepted); null (`unlimited: true` when setting it): no limit. */
  moveMessagesWithinStreamLimitSeconds?: TimeLimitInput | null | undefined;
  /** The organization's name. */
  name?: string | null | undefined;
  /** Whether non-administrators are prevented from changing their name (typically when accounts are synced from LDAP). */
  nameChangesDisabled?: boolean | null | undefined;
  /** The new channel announcements channel by global id, instead of `newStreamAnnouncementsStreamId` (which also takes -1: none). */
  newChannelAnnouncementsChannel?: string | number | null | undefined;
  /** The channel where the Notification Bot announces new channels created with `announce`, by Zulip's id; -1: none. */
  newStreamAnnouncementsStreamId?: number | null | undefined;
  /** Whether users' online presence is hidden from everyone in the organization. */
  presenceDisabled?: boolean | null | undefined;
  /** Whether full names must be unique (ignoring case and Unicode normalization): a new user or name change that would duplicate one is refused. */
  requireUniqueNames?: boolean | null | undefined;
  /** Whether new users get the standard welcome emails. */
  sendWelcomeEmails?: boolean | null | undefined;
  /** The new user announcements channel by global id, instead of `signupAnnouncementsStreamId` (which also takes -1: none). */
  signupAnnouncementsChannel?: string | number | null | undefined;
  /** The channel where new users would be announced, by Zulip's id; -1: none (this server posts no such announcements yet). */
  signupAnnouncementsStreamId?: number | null | undefined;
  /** Whether messages may go to the empty ("general chat") topic in channels that inherit the organization's policy. */
  topicsPolicy?: RealmTopicsPolicy | null | undefined;
  /** The video call provider the compose box uses for call links. */
  videoChatProvider?: VideoChatProvider | null | undefined;
  /** How many days old an account must be for its user to count as a full member (for settings that restrict new members). */
  waitingPeriodThreshold?: number | null | undefined;
  /** Whether the organization agrees to be listed in the Zulip communities directory. */
  wantAdvertiseInCommunitiesDirectory?: boolean | null | undefined;
  /** What the Welcome Bot sends each new user after its first message (in Zulip's Markdown, up to 8000 characters), unless their invitation says otherwise; empty: nothing. */
  welcomeMessageCustomText?: string | null | undefined;
  /** The Zulip update announcements channel by global id, instead of `zulipUpdateAnnouncementsStreamId` (which also takes -1: none). */
  zulipUpdateAnnouncementsChannel?: string | number | null | undefined;
  /** The channel where Zulip's release announcements would be posted, by Zulip's id; -1: none (this server posts none). */
  zulipUpdateAnnouncementsStreamId?: number | null | undefined;
};

/** POST /users/me/subscriptions/properties: changes to the viewer's settings for their channels. */
export type UpdateSubscriptionSettingsInput = {
  /** The changes, made together. */
  changes: Array<SubscriptionSettingInput>;
};

/** PATCH /user_groups/{id}: what is given changes; `deactivated: false` reactivates. */
export type UpdateUserGroupInput = {
  /** Who may add members to the group. */
  canAddMembersGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may join the group themselves. */
  canJoinGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may leave the group themselves. */
  canLeaveGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may administer the group: change its name, description, members and permissions. */
  canManageGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may mention the group (@*group*), notifying its members. */
  canMentionGroup?: GroupSettingUpdateInput | null | undefined;
  /** Who may remove members from the group. */
  canRemoveMembersGroup?: GroupSettingUpdateInput | null | undefined;
  /** False reactivates a deactivated group (true is deactivateUserGroup). */
  deactivated?: boolean | null | undefined;
  /** The group's new description. */
  description?: string | null | undefined;
  /** The group, by Zulip's id (or give `id`). */
  groupId?: number | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  /** The group's new name (unique in the organization). */
  name?: string | null | undefined;
};

/** POST /user_groups/{id}/members: all four in one transaction, in this order. */
export type UpdateUserGroupMembersInput = {
  /** Groups to add as direct subgroups, by Zulip's id. */
  addSubgroupIds?: Array<number> | null | undefined;
  /** By global id (instead of `addSubgroupIds`). */
  addSubgroups?: Array<string | number> | null | undefined;
  /** Users to add as direct members, by Zulip's id. */
  addUserIds?: Array<number> | null | undefined;
  /** By global id (instead of `addUserIds`). */
  addUsers?: Array<string | number> | null | undefined;
  /** The group, by Zulip's id (or give `id`). */
  groupId?: number | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  /** Direct subgroups to remove, by Zulip's id. */
  removeSubgroupIds?: Array<number> | null | undefined;
  /** By global id (instead of `removeSubgroupIds`). */
  removeSubgroups?: Array<string | number> | null | undefined;
  /** Direct members to remove, by Zulip's id. */
  removeUserIds?: Array<number> | null | undefined;
  /** By global id (instead of `removeUserIds`). */
  removeUsers?: Array<string | number> | null | undefined;
};

/** PATCH /users/{user_id}: the user, and what to change (fields left out are not changed). */
export type UpdateUserInput = {
  /** The user's new full name. */
  fullName?: string | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  /** The user's new role (owners only for OWNER, and to change an owner's role). */
  role?: UserRole | null | undefined;
  /** The user, by Zulip's id (or give `id`). */
  userId?: number | null | undefined;
};

/** POST /users/me/status (or, for an administrator, /users/{user_id}/status): what is given changes; "" clears the text or the emoji. */
export type UpdateUserStatusInput = {
  /**
   * Sets presenceEnabled to its inverse.
   * @deprecated Use the presenceEnabled setting (away is its inverse).
   */
  away?: boolean | null | undefined;
  /** The status emoji's code; omitted: found from the name. */
  emojiCode?: string | null | undefined;
  /** The status emoji's name; "" removes the emoji. */
  emojiName?: string | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  /** Where the emoji comes from; omitted: found from the name. */
  reactionType?: ReactionType | null | undefined;
  /** At most 60 characters after stripping. */
  statusText?: string | null | undefined;
  /** Another user's status (administrators only); omitted: one's own. */
  userId?: number | null | undefined;
};

/** A GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec) with one file. */
export type UploadFileInput = {
  /** The file: a multipart request's file part. */
  file: unknown;
};

/** A GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec) with one image. */
export type UploadRealmEmojiInput = {
  /** PNG, GIF, JPEG, WebP or AVIF, at most 5 MiB; resized to 64×64 (animations stay animated). */
  file: unknown;
  /** Stripped, spaces read as underscores; lowercase letters, digits, dashes and underscores. */
  name: string;
};

/** A user's role in the organization (Zulip's role values). */
export type UserRole =
  /** Organization administrator. */
  | 'ADMINISTRATOR'
  /** Guest: sees only the channels they are subscribed to (and perhaps only some users). */
  | 'GUEST'
  /** Member. */
  | 'MEMBER'
  /** Moderator: a member with the rights the organization gives moderators. */
  | 'MODERATOR'
  /** Organization owner: every right, including over administrators and owners. */
  | 'OWNER';

/** What the compose box uses for video calls. */
export type VideoChatProvider =
  /** Jitsi Meet */
  | 'JITSI_MEET'
  /** No video calls */
  | 'NONE';

/** When scrolling marks messages as read. */
export type WebMarkReadOnScrollPolicy =
  /** Always */
  | 'ALWAYS'
  /** In conversation views only */
  | 'CONVERSATION_VIEWS'
  /** Never */
  | 'NEVER';

/** A day of the week. */
export type Weekday =
  /** Friday */
  | 'FRIDAY'
  /** Monday */
  | 'MONDAY'
  /** Saturday */
  | 'SATURDAY'
  /** Sunday */
  | 'SUNDAY'
  /** Thursday */
  | 'THURSDAY'
  /** Tuesday */
  | 'TUESDAY'
  /** Wednesday */
  | 'WEDNESDAY';

/** A change to a poll or a to-do widget, typed: set exactly one member. */
export type WidgetEventInput =
  {   /** Add an option to a poll. */
  pollNewOption: PollNewOptionInput; pollQuestion?: never; pollVote?: never; todoNewTask?: never; todoStrike?: never; todoTaskListTitle?: never; }
  |  { pollNewOption?: never;   /** Change a poll's question. */
  pollQuestion: PollQuestionInput; pollVote?: never; todoNewTask?: never; todoStrike?: never; todoTaskListTitle?: never; }
  |  { pollNewOption?: never; pollQuestion?: never;   /** Vote on a poll. */
  pollVote: PollVoteInput; todoNewTask?: never; todoStrike?: never; todoTaskListTitle?: never; }
  |  { pollNewOption?: never; pollQuestion?: never; pollVote?: never;   /** Add a task to a to-do list. */
  todoNewTask: TodoNewTaskInput; todoStrike?: never; todoTaskListTitle?: never; }
  |  { pollNewOption?: never; pollQuestion?: never; pollVote?: never; todoNewTask?: never;   /** Mark a task done or not done. */
  todoStrike: TodoStrikeInput; todoTaskListTitle?: never; }
  |  { pollNewOption?: never; pollQuestion?: never; pollVote?: never; todoNewTask?: never; todoStrike?: never;   /** Change a to-do list's title. */
  todoTaskListTitle: TodoTaskListTitleInput; };

/** One button of a zform choices widget. */
export type ZformChoiceInput = {
  /** The button's full text. */
  longName: string;
  /** What a click on the button sends as a reply. */
  reply: string;
  /** The button's short label (such as "A"). */
  shortName: string;
};

/** A zform widget of type "choices": a heading and its buttons (Zulip's zform extra_data). */
export type ZformWidgetInput = {
  /** The buttons, in order. */
  choices: Array<ZformChoiceInput>;
  /** The heading above the buttons. */
  heading: string;
};

export type GroupSettingGroupFragment = { id: string, groupId: number, name: string };

export type GroupSettingMembersFragment = { directMemberIds: Array<number>, directSubgroupIds: Array<number> };

export type AdminUserFieldsFragment = { id: string, userId: number, fullName: string, email: string, deliveryEmail: string | null, role: UserRole, isActive: boolean, isBot: boolean, botType: BotType | null, botOwner: { id: string, userId: number, fullName: string } | null };

export type OrganizationQueryVariables = Exact<{ [key: string]: never; }>;


export type OrganizationQuery = { me: { id: string, userId: number, role: UserRole }, realm: { id: string, name: string, description: string, settings: { defaultLanguage: string, allowMessageEditing: boolean, messageContentEditLimitSeconds: number | null, inviteRequired: boolean, waitingPeriodThreshold: number }, canCreatePublicChannelGroup:
      | { __typename: 'AnonymousGroup', directMemberIds: Array<number>, directSubgroupIds: Array<number> }
      | { __typename: 'UserGroup', id: string, groupId: number, name: string }
    , canCreatePrivateChannelGroup:
      | { __typename: 'AnonymousGroup', directMemberIds: Array<number>, directSubgroupIds: Array<number> }
      | { __typename: 'UserGroup', id: string, groupId: number, name: string }
    , canInviteUsersGroup:
      | { __typename: 'AnonymousGroup', directMemberIds: Array<number>, directSubgroupIds: Array<number> }
      | { __typename: 'UserGroup', id: string, groupId: number, name: string }
    , createMultiuseInviteGroup:
      | { __typename: 'AnonymousGroup', directMemberIds: Array<number>, directSubgroupIds: Array<number> }
      | { __typename: 'UserGroup', id: string, groupId: number, name: string }
    , canCreateBotsGroup:
      | { __typename: 'AnonymousGroup', directMemberIds: Array<number>, directSubgroupIds: Array<number> }
      | { __typename: 'UserGroup', id: string, groupId: number, name: string }
    , canAddCustomEmojiGroup:
      | { __typename: 'AnonymousGroup', directMemberIds: Array<number>, directSubgroupIds: Array<number> }
      | { __typename: 'UserGroup', id: string, groupId: number, name: string }
    , viewerCan: { inviteUsers: boolean, createMultiuseInvite: boolean, createBots: boolean, createWriteOnlyBots: boolean } | null }, userGroups: Array<{ id: string, groupId: number, name: string, isSystemGroup: boolean }> | null };

export type UsersPageQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type UsersPageQuery = { usersConnection: { edges: Array<{ node: { id: string, userId: number, fullName: string, email: string, deliveryEmail: string | null, role: UserRole, isActive: boolean, isBot: boolean, botType: BotType | null, botOwner: { id: string, userId: number, fullName: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type UpdateRealmMutationVariables = Exact<{
  input: UpdateRealmInput;
}>;


export type UpdateRealmMutation = { updateRealm:
    | { __typename: 'ExpectationMismatchError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'SystemGroupRequiredError', code: ErrorCode, message: string }
    | { __typename: 'UpdateRealmPayload', changedSettings: Array<string> }
    | { __typename: 'ValidationError', argument: string | null, code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type UpdateUserMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'UpdateUserPayload', user: { id: string, userId: number, fullName: string, email: string, deliveryEmail: string | null, role: UserRole, isActive: boolean, isBot: boolean, botType: BotType | null, botOwner: { id: string, userId: number, fullName: string } | null } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type DeactivateUserMutationVariables = Exact<{
  input: DeactivateUserInput;
}>;


export type DeactivateUserMutation = { deactivateUser:
    | { __typename: 'DeactivateUserPayload' }
    | { __typename: 'LastUserError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type ReactivateUserMutationVariables = Exact<{
  input: ReactivateUserInput;
}>;


export type ReactivateUserMutation = { reactivateUser:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ReactivateUserPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type AdminEventsSubscriptionVariables = Exact<{
  after?: string | null | undefined;
}>;


export type AdminEventsSubscription = { events:
    | { __typename: 'AlertWordsEvent', cursor: string }
    | { __typename: 'AttachmentEvent', cursor: string }
    | { __typename: 'ChannelEvent', cursor: string }
    | { __typename: 'ChannelFolderEvent', cursor: string }
    | { __typename: 'CustomProfileFieldsEvent', cursor: string }
    | { __typename: 'DefaultChannelGroupsEvent', cursor: string }
    | { __typename: 'DefaultChannelsEvent', cursor: string }
    | { __typename: 'DeleteMessageEvent', cursor: string }
    | { __typename: 'DraftsEvent', cursor: string }
    | { __typename: 'GapEvent', cursor: string }
    | { __typename: 'InvitesChangedEvent', cursor: string }
    | { __typename: 'MessageEvent', cursor: string }
    | { __typename: 'MutedUsersEvent', cursor: string }
    | { __typename: 'NavigationViewEvent', cursor: string }
    | { __typename: 'PresenceEvent', cursor: string }
    | { __typename: 'ReactionEvent', cursor: string }
    | { __typename: 'RealmBotEvent', cursor: string }
    | { __typename: 'RealmDomainsEvent', cursor: string }
    | { __typename: 'RealmEmojiEvent', cursor: string }
    | { __typename: 'RealmEvent', cursor: string }
    | { __typename: 'RealmExportConsentEvent', cursor: string }
    | { __typename: 'RealmExportEvent', cursor: string }
    | { __typename: 'RealmLinkifiersEvent', cursor: string }
    | { __typename: 'RealmPlaygroundsEvent', cursor: string }
    | { __typename: 'RealmUserEvent', cursor: string }
    | { __typename: 'RealmUserSettingsDefaultsEvent', cursor: string }
    | { __typename: 'RemindersEvent', cursor: string }
    | { __typename: 'SavedSnippetsEvent', cursor: string }
    | { __typename: 'ScheduledMessagesEvent', cursor: string }
    | { __typename: 'SubmessageEvent', cursor: string }
    | { __typename: 'SubscriptionEvent', cursor: string }
    | { __typename: 'TypingEditMessageEvent', cursor: string }
    | { __typename: 'TypingEvent', cursor: string }
    | { __typename: 'UpdateMessageEvent', cursor: string }
    | { __typename: 'UpdateMessageFlagsEvent', cursor: string }
    | { __typename: 'UserGroupEvent', cursor: string }
    | { __typename: 'UserSettingsEvent', cursor: string }
    | { __typename: 'UserStatusEvent', cursor: string }
    | { __typename: 'UserTopicEvent', cursor: string }
   };

export type ChannelPermissionsQueryVariables = Exact<{
  channelId: number;
}>;


export type ChannelPermissionsQuery = { channel: { id: string, channelId: number, viewerCanAdminister: boolean, canSendMessageGroup:
      | { __typename: 'AnonymousGroup', directMemberIds: Array<number>, directSubgroupIds: Array<number> }
      | { __typename: 'UserGroup', id: string, groupId: number, name: string }
    , canAdministerChannelGroup:
      | { __typename: 'AnonymousGroup', directMemberIds: Array<number>, directSubgroupIds: Array<number> }
      | { __typename: 'UserGroup', id: string, groupId: number, name: string }
    , canAddSubscribersGroup:
      | { __typename: 'AnonymousGroup', directMemberIds: Array<number>, directSubgroupIds: Array<number> }
      | { __typename: 'UserGroup', id: string, groupId: number, name: string }
    , canRemoveSubscribersGroup:
      | { __typename: 'AnonymousGroup', directMemberIds: Array<number>, directSubgroupIds: Array<number> }
      | { __typename: 'UserGroup', id: string, groupId: number, name: string }
    , canSubscribeGroup:
      | { __typename: 'AnonymousGroup', directMemberIds: Array<number>, directSubgroupIds: Array<number> }
      | { __typename: 'UserGroup', id: string, groupId: number, name: string }
    , canMoveMessagesWithinChannelGroup:
      | { __typename: 'AnonymousGroup', directMemberIds: Array<number>, directSubgroupIds: Array<number> }
      | { __typename: 'UserGroup', id: string, groupId: number, name: string }
    , canMoveMessagesOutOfChannelGroup:
      | { __typename: 'AnonymousGroup', directMemberIds: Array<number>, directSubgroupIds: Array<number> }
      | { __typename: 'UserGroup', id: string, groupId: number, name: string }
    , canResolveTopicsGroup:
      | { __typename: 'AnonymousGroup', directMemberIds: Array<number>, directSubgroupIds: Array<number> }
      | { __typename: 'UserGroup', id: string, groupId: number, name: string }
    , canDeleteAnyMessageGroup:
      | { __typename: 'AnonymousGroup', directMemberIds: Array<number>, directSubgroupIds: Array<number> }
      | { __typename: 'UserGroup', id: string, groupId: number, name: string }
    , canDeleteOwnMessageGroup:
      | { __typename: 'AnonymousGroup', directMemberIds: Array<number>, directSubgroupIds: Array<number> }
      | { __typename: 'UserGroup', id: string, groupId: number, name: string }
     } | null, userGroups: Array<{ id: string, groupId: number, name: string, isSystemGroup: boolean }> | null };

export type UserFieldsFragment = { id: string, userId: number, fullName: string, email: string, isBot: boolean, isActive: boolean, role: UserRole, status: { away: boolean, statusText: string, emojiName: string | null, emojiCode: string | null, reactionType: ReactionType | null } | null };

export type ChannelSubscriptionFieldsFragment = { id: string, color: string, isMuted: boolean, pinToTop: boolean, desktopNotifications: boolean | null, wildcardMentionsNotify: boolean | null, channel: { id: string, channelId: number, name: string, description: string } };

export type DraftFieldsFragment = { id: string, draftId: number, type: DraftType, to: Array<number>, topic: string, content: string, timestamp: string };

export type BootstrapQueryVariables = Exact<{ [key: string]: never; }>;


export type BootstrapQuery = { bootstrap: { eventsCursor: string, maxMessageId: number, starredMessageIds: Array<number>, me: { id: string, userId: number, fullName: string, email: string, isBot: boolean, isActive: boolean, role: UserRole, settings: { colorScheme: ColorScheme, enterSends: boolean, enableDraftsSynchronization: boolean, sendStreamTypingNotifications: boolean, sendPrivateTypingNotifications: boolean, webMarkReadOnScrollPolicy: WebMarkReadOnScrollPolicy, enableDesktopNotifications: boolean, enableStreamDesktopNotifications: boolean, wildcardMentionsNotify: boolean, enableFollowedTopicDesktopNotifications: boolean, enableFollowedTopicWildcardMentionsNotify: boolean, pmContentInDesktopNotifications: boolean } | null, status: { away: boolean, statusText: string, emojiName: string | null, emojiCode: string | null, reactionType: ReactionType | null } | null }, realm: { id: string, name: string }, users: Array<{ id: string, userId: number, fullName: string, email: string, isBot: boolean, isActive: boolean, role: UserRole, status: { away: boolean, statusText: string, emojiName: string | null, emojiCode: string | null, reactionType: ReactionType | null } | null }>, subscriptions: Array<{ id: string, color: string, isMuted: boolean, pinToTop: boolean, desktopNotifications: boolean | null, wildcardMentionsNotify: boolean | null, channel: { id: string, channelId: number, name: string, description: string } }>, mutedUsers: Array<{ userId: number }>, unread: { mentionedMessageIds: Array<number>, topics: Array<{ channelId: number, topic: string, messageIds: Array<number> }>, directConversations: Array<{ userIds: Array<number>, messageIds: Array<number> }> }, recentDirectConversations: Array<{ userIds: Array<number>, maxMessageId: number }>, userTopics: Array<{ id: string, channelId: number, topic: string, visibilityPolicy: TopicVisibilityPolicy }>, drafts: Array<{ id: string, draftId: number, type: DraftType, to: Array<number>, topic: string, content: string, timestamp: string }> } | null };

export type UserCardQueryVariables = Exact<{
  userId: number;
}>;


export type UserCardQuery = { user: { id: string, userId: number, fullName: string, deliveryEmail: string | null, role: UserRole, isBot: boolean, isActive: boolean, timezone: string | null, avatarUrl: string, botOwner: { id: string, fullName: string } | null, status: { statusText: string } | null, profileData: Array<{ fieldId: number, value: string, field: { id: string, name: string, type: CustomProfileFieldType, choices: Array<{ key: string, text: string }> } | null, users: Array<{ id: string, fullName: string }> | null }> | null } | null };

export type ChannelBrowserQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ChannelBrowserQuery = { channelsConnection: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, channelId: number, name: string, description: string, inviteOnly: boolean, isWebPublic: boolean, subscriberCount: number, viewerCanAdminister: boolean, viewerCanSubscribe: boolean, viewerSubscription: { id: string, color: string, isMuted: boolean, pinToTop: boolean } | null } }> }, realm: { id: string, viewerCan: { createPublicChannel: boolean, createPrivateChannel: boolean, createWebPublicChannel: boolean } | null } };

export type SubscribeMutationVariables = Exact<{
  input: SubscribeInput;
}>;


export type SubscribeMutation = { subscribe:
    | { __typename: 'ChannelNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'SubscribePayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type UnsubscribeMutationVariables = Exact<{
  input: UnsubscribeInput;
}>;


export type UnsubscribeMutation = { unsubscribe:
    | { __typename: 'ChannelNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'UnsubscribePayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type UpdateChannelMutationVariables = Exact<{
  input: UpdateChannelInput;
}>;


export type UpdateChannelMutation = { updateChannel:
    | { __typename: 'ChannelNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ExpectationMismatchError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'UpdateChannelPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type UpdateSubscriptionSettingsMutationVariables = Exact<{
  input: UpdateSubscriptionSettingsInput;
}>;


export type UpdateSubscriptionSettingsMutation = { updateSubscriptionSettings:
    | { __typename: 'ChannelNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'SubscriptionSettingsPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type SendMessageMutationVariables = Exact<{
  input: SendMessageInput;
}>;


export type SendMessageMutation = { sendMessage:
    | { __typename: 'ChannelNotFoundError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'SendMessagePayload', sentMessage: { id: string, messageId: number, content: string, timestamp: string, flags: Array<MessageFlag>, isMeMessage: boolean, lastEditTimestamp: string | null, topic: string, type: MessageType, channel: { id: string, channelId: number, name: string } | null, sender: { id: string, userId: number, fullName: string, avatarUrl: string }, recipients: Array<{ id: string, userId: number, fullName: string }>, reactions: Array<{ emojiName: string, emojiCode: string, reactionType: ReactionType, user: { id: string, userId: number, fullName: string } }>, submessages: Array<{ id: string, sender: { id: string, userId: number }, data:
            | { __typename: 'OtherSubmessageData' }
            | { __typename: 'PollNewOption', idx: number, option: string }
            | { __typename: 'PollQuestion', question: string }
            | { __typename: 'PollVote', key: string, vote: number }
            | { __typename: 'PollWidgetData', question: string, options: Array<string> }
            | { __typename: 'TodoNewTask', idx: number, task: string, desc: string, completed: boolean }
            | { __typename: 'TodoStrike', key: string }
            | { __typename: 'TodoTaskListTitle', title: string }
            | { __typename: 'TodoWidgetData', taskListTitle: string, tasks: Array<{ task: string, desc: string }> }
            | { __typename: 'ZformWidgetData' }
           }> } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'ZulipError', code: ErrorCode, message: string, argument: string | null }
   };

export type RenderMessageMutationVariables = Exact<{
  input: RenderMessageInput;
}>;


export type RenderMessageMutation = { renderMessage:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'RenderMessagePayload', rendered: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type SendTypingMutationVariables = Exact<{
  input: SendTypingInput;
}>;


export type SendTypingMutation = { sendTyping:
    | { __typename: 'ChannelNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'SendTypingPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type CreateDraftsMutationVariables = Exact<{
  input: CreateDraftsInput;
}>;


export type CreateDraftsMutation = { createDrafts:
    | { __typename: 'CreateDraftsPayload', drafts: Array<{ id: string, draftId: number }> }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type UpdateDraftMutationVariables = Exact<{
  input: UpdateDraftInput;
}>;


export type UpdateDraftMutation = { updateDraft:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'UpdateDraftPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type DeleteDraftMutationVariables = Exact<{
  input: DeleteDraftInput;
}>;


export type DeleteDraftMutation = { deleteDraft:
    | { __typename: 'DeleteDraftPayload' }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type UploadFileMutationVariables = Exact<{
  input: UploadFileInput;
}>;


export type UploadFileMutation = { uploadFile:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'UploadFilePayload', url: string, filename: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type RealmEmojiQueryVariables = Exact<{ [key: string]: never; }>;


export type RealmEmojiQuery = { realmEmoji: Array<{ id: string, emojiId: number, name: string, sourceUrl: string, stillUrl: string | null, deactivated: boolean, authorId: number | null }> };

export type AddReactionMutationVariables = Exact<{
  input: AddReactionInput;
}>;


export type AddReactionMutation = { addReaction:
    | { __typename: 'AddReactionPayload' }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type RemoveReactionMutationVariables = Exact<{
  input: RemoveReactionInput;
}>;


export type RemoveReactionMutation = { removeReaction:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'RemoveReactionPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type EventsSubscriptionVariables = Exact<{
  after?: string | null | undefined;
}>;


export type EventsSubscription = { events:
    | { __typename: 'AlertWordsEvent', cursor: string }
    | { __typename: 'AttachmentEvent', cursor: string }
    | { __typename: 'ChannelEvent', cursor: string, channelIds: Array<number>, channelOp: ChannelEventOp, channels: Array<{ id: string, channelId: number, name: string, description: string }> }
    | { __typename: 'ChannelFolderEvent', cursor: string }
    | { __typename: 'CustomProfileFieldsEvent', cursor: string }
    | { __typename: 'DefaultChannelGroupsEvent', cursor: string }
    | { __typename: 'DefaultChannelsEvent', cursor: string }
    | { __typename: 'DeleteMessageEvent', cursor: string, messageIds: Array<number> }
    | { __typename: 'DraftsEvent', cursor: string, draftId: number | null, draftsOp: DraftsEventOp, drafts: Array<{ id: string, draftId: number, type: DraftType, to: Array<number>, topic: string, content: string, timestamp: string }> }
    | { __typename: 'GapEvent', cursor: string, reason: GapReason }
    | { __typename: 'InvitesChangedEvent', cursor: string }
    | { __typename: 'MessageEvent', cursor: string, messageId: number, flags: Array<MessageFlag>, message: { id: string, messageId: number, content: string, timestamp: string, flags: Array<MessageFlag>, isMeMessage: boolean, lastEditTimestamp: string | null, topic: string, type: MessageType, channel: { id: string, channelId: number, name: string } | null, sender: { id: string, userId: number, fullName: string, avatarUrl: string }, recipients: Array<{ id: string, userId: number, fullName: string }>, reactions: Array<{ emojiName: string, emojiCode: string, reactionType: ReactionType, user: { id: string, userId: number, fullName: string } }>, submessages: Array<{ id: string, sender: { id: string, userId: number }, data:
            | { __typename: 'OtherSubmessageData' }
            | { __typename: 'PollNewOption', idx: number, option: string }
            | { __typename: 'PollQuestion', question: string }
            | { __typename: 'PollVote', key: string, vote: number }
            | { __typename: 'PollWidgetData', question: string, options: Array<string> }
            | { __typename: 'TodoNewTask', idx: number, task: string, desc: string, completed: boolean }
            | { __typename: 'TodoStrike', key: string }
            | { __typename: 'TodoTaskListTitle', title: string }
            | { __typename: 'TodoWidgetData', taskListTitle: string, tasks: Array<{ task: string, desc: string }> }
            | { __typename: 'ZformWidgetData' }
           }> } | null }
    | { __typename: 'MutedUsersEvent', cursor: string, mutedUsers: Array<{ userId: number }> }
    | { __typename: 'NavigationViewEvent', cursor: string }
    | { __typename: 'PresenceEvent', cursor: string, userId: number, serverTimestamp: string, presence: { activeTimestamp: string, idleTimestamp: string } }
    | { __typename: 'ReactionEvent', cursor: string, messageId: number, message: { id: string, messageId: number, reactions: Array<{ emojiName: string, emojiCode: string, reactionType: ReactionType, user: { id: string, userId: number, fullName: string } }> } | null }
    | { __typename: 'RealmBotEvent', cursor: string }
    | { __typename: 'RealmDomainsEvent', cursor: string }
    | { __typename: 'RealmEmojiEvent', cursor: string }
    | { __typename: 'RealmEvent', cursor: string, realmOp: RealmEventOp, realm: { id: string, name: string } }
    | { __typename: 'RealmExportConsentEvent', cursor: string }
    | { __typename: 'RealmExportEvent', cursor: string }
    | { __typename: 'RealmLinkifiersEvent', cursor: string }
    | { __typename: 'RealmPlaygroundsEvent', cursor: string }
    | { __typename: 'RealmUserEvent', cursor: string, userId: number, realmUserOp: RealmUserEventOp, user: { id: string, userId: number, fullName: string, email: string, isBot: boolean, isActive: boolean, role: UserRole, status: { away: boolean, statusText: string, emojiName: string | null, emojiCode: string | null, reactionType: ReactionType | null } | null } | null }
    | { __typename: 'RealmUserSettingsDefaultsEvent', cursor: string }
    | { __typename: 'RemindersEvent', cursor: string }
    | { __typename: 'SavedSnippetsEvent', cursor: string }
    | { __typename: 'ScheduledMessagesEvent', cursor: string }
    | { __typename: 'SubmessageEvent', cursor: string, messageId: number, message: { id: string, messageId: number, submessages: Array<{ id: string, sender: { id: string, userId: number }, data:
            | { __typename: 'OtherSubmessageData' }
            | { __typename: 'PollNewOption', idx: number, option: string }
            | { __typename: 'PollQuestion', question: string }
            | { __typename: 'PollVote', key: string, vote: number }
            | { __typename: 'PollWidgetData', question: string, options: Array<string> }
            | { __typename: 'TodoNewTask', idx: number, task: string, desc: string, completed: boolean }
            | { __typename: 'TodoStrike', key: string }
            | { __typename: 'TodoTaskListTitle', title: string }
            | { __typename: 'TodoWidgetData', taskListTitle: string, tasks: Array<{ task: string, desc: string }> }
            | { __typename: 'ZformWidgetData' }
           }> } | null }
    | { __typename: 'SubscriptionEvent', cursor: string, channelIds: Array<number>, subscriptionOp: SubscriptionEventOp, channels: Array<{ id: string, channelId: number, viewerSubscription: { id: string, color: string, isMuted: boolean, pinToTop: boolean, desktopNotifications: boolean | null, wildcardMentionsNotify: boolean | null, channel: { id: string, channelId: number, name: string, description: string } } | null }> }
    | { __typename: 'TypingEditMessageEvent', cursor: string }
    | { __typename: 'TypingEvent', cursor: string, typingOp: TypingOp, sender: { id: string, userId: number, fullName: string }, conversation:
        | { __typename: 'ChannelTopicConversation', channelId: number, topic: string }
        | { __typename: 'DirectConversation', userIds: Array<number> }
       }
    | { __typename: 'UpdateMessageEvent', cursor: string, messageId: number, messageIds: Array<number>, renderingOnly: boolean, topic: string | null, origTopic: string | null, propagateMode: PropagateMode | null, channelId: number | null, newChannelId: number | null, message: { id: string, messageId: number, content: string, timestamp: string, flags: Array<MessageFlag>, isMeMessage: boolean, lastEditTimestamp: string | null, topic: string, type: MessageType, channel: { id: string, channelId: number, name: string } | null, sender: { id: string, userId: number, fullName: string, avatarUrl: string }, recipients: Array<{ id: string, userId: number, fullName: string }>, reactions: Array<{ emojiName: string, emojiCode: string, reactionType: ReactionType, user: { id: string, userId: number, fullName: string } }>, submessages: Array<{ id: string, sender: { id: string, userId: number }, data:
            | { __typename: 'OtherSubmessageData' }
            | { __typename: 'PollNewOption', idx: number, option: string }
            | { __typename: 'PollQuestion', question: string }
            | { __typename: 'PollVote', key: string, vote: number }
            | { __typename: 'PollWidgetData', question: string, options: Array<string> }
            | { __typename: 'TodoNewTask', idx: number, task: string, desc: string, completed: boolean }
            | { __typename: 'TodoStrike', key: string }
            | { __typename: 'TodoTaskListTitle', title: string }
            | { __typename: 'TodoWidgetData', taskListTitle: string, tasks: Array<{ task: string, desc: string }> }
            | { __typename: 'ZformWidgetData' }
           }> } | null }
    | { __typename: 'UpdateMessageFlagsEvent', cursor: string, flag: MessageFlag, messageIds: Array<number>, all: boolean, flagOp: AddRemove }
    | { __typename: 'UserGroupEvent', cursor: string }
    | { __typename: 'UserSettingsEvent', cursor: string, change: { property: string, value: unknown } }
    | { __typename: 'UserStatusEvent', cursor: string, userId: number, user: { id: string, userId: number, fullName: string, email: string, isBot: boolean, isActive: boolean, role: UserRole, status: { away: boolean, statusText: string, emojiName: string | null, emojiCode: string | null, reactionType: ReactionType | null } | null } | null }
    | { __typename: 'UserTopicEvent', cursor: string, channelId: number | null, topic: string | null, visibilityPolicy: TopicVisibilityPolicy }
   };

export type InvitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type InvitationsQuery = { invitations: Array<{ id: string, invitationId: number, email: string | null, invitedAs: UserRole, invitedAt: string, expiresAt: string | null, isMultiuse: boolean, linkUrl: string | null, invitedBy: { id: string, userId: number, fullName: string } | null }> };

export type BotsQueryVariables = Exact<{ [key: string]: never; }>;


export type BotsQuery = { botsConnection: { edges: Array<{ node: { id: string, botId: number, fullName: string, email: string, botType: BotType, apiKey: string, isActive: boolean } }> } };

export type InviteUsersMutationVariables = Exact<{
  input: InviteUsersInput;
}>;


export type InviteUsersMutation = { inviteUsers:
    | { __typename: 'InvitationFailedError', code: ErrorCode, message: string, refused: Array<{ email: string, reason: string }> }
    | { __typename: 'InviteUsersPayload', invitations: Array<{ email: string }> }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type CreateInvitationLinkMutationVariables = Exact<{
  input: CreateInvitationLinkInput;
}>;


export type CreateInvitationLinkMutation = { createInvitationLink:
    | { __typename: 'CreateInvitationLinkPayload', inviteLink: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type RevokeInvitationMutationVariables = Exact<{
  input: RevokeInvitationInput;
}>;


export type RevokeInvitationMutation = { revokeInvitation:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'RevokeInvitationPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type RevokeInvitationLinkMutationVariables = Exact<{
  input: RevokeInvitationLinkInput;
}>;


export type RevokeInvitationLinkMutation = { revokeInvitationLink:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'RevokeInvitationLinkPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type ResendInvitationMutationVariables = Exact<{
  input: ResendInvitationInput;
}>;


export type ResendInvitationMutation = { resendInvitation:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ResendInvitationPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type CreateBotMutationVariables = Exact<{
  input: CreateBotInput;
}>;


export type CreateBotMutation = { createBot:
    | { __typename: 'ChannelNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CreateBotPayload', apiKey: string, bot: { id: string, botId: number, email: string } }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type DeactivateBotMutationVariables = Exact<{
  input: DeactivateBotInput;
}>;


export type DeactivateBotMutation = { deactivateBot:
    | { __typename: 'DeactivateBotPayload' }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type InvitationPreviewQueryVariables = Exact<{
  key: string;
}>;


export type InvitationPreviewQuery = { invitationPreview:
    | { __typename: 'InvitationLinkError', message: string }
    | { __typename: 'InvitationPreview', realmName: string, email: string | null }
   };

export type AcceptInvitationMutationVariables = Exact<{
  input: AcceptInvitationInput;
}>;


export type AcceptInvitationMutation = { acceptInvitation:
    | { __typename: 'AcceptInvitationPayload', apiKey: string, email: string }
    | { __typename: 'InvitationLinkError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'ZulipError', code: ErrorCode, message: string, argument: string | null }
   };

export type MessagesMatchingNarrowQueryVariables = Exact<{
  filter?: Array<NarrowFilter> | NarrowFilter | null | undefined;
  messageIds?: Array<number> | number | null | undefined;
}>;


export type MessagesMatchingNarrowQuery = { messagesMatchingNarrow: Array<{ messageId: number, matchContent: string, matchTopic: string, message: { id: string, messageId: number, content: string, timestamp: string, flags: Array<MessageFlag>, isMeMessage: boolean, lastEditTimestamp: string | null, topic: string, type: MessageType, channel: { id: string, channelId: number, name: string } | null, sender: { id: string, userId: number, fullName: string, avatarUrl: string }, recipients: Array<{ id: string, userId: number, fullName: string }>, reactions: Array<{ emojiName: string, emojiCode: string, reactionType: ReactionType, user: { id: string, userId: number, fullName: string } }>, submessages: Array<{ id: string, sender: { id: string, userId: number }, data:
          | { __typename: 'OtherSubmessageData' }
          | { __typename: 'PollNewOption', idx: number, option: string }
          | { __typename: 'PollQuestion', question: string }
          | { __typename: 'PollVote', key: string, vote: number }
          | { __typename: 'PollWidgetData', question: string, options: Array<string> }
          | { __typename: 'TodoNewTask', idx: number, task: string, desc: string, completed: boolean }
          | { __typename: 'TodoStrike', key: string }
          | { __typename: 'TodoTaskListTitle', title: string }
          | { __typename: 'TodoWidgetData', taskListTitle: string, tasks: Array<{ task: string, desc: string }> }
          | { __typename: 'ZformWidgetData' }
         }> } | null }> | null };

export type LoginMutationVariables = Exact<{
  input: FetchApiKeyInput;
}>;


export type LoginMutation = { fetchApiKey:
    | { __typename: 'FetchApiKeyPayload', apiKey: string, email: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'RateLimitError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'ZulipError', code: ErrorCode, message: string, argument: string | null }
   };

export type ServerSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ServerSettingsQuery = { serverSettings: { realmName: string, zulipVersion: string } };

export type MessageFieldsFragment = { id: string, messageId: number, content: string, timestamp: string, flags: Array<MessageFlag>, isMeMessage: boolean, lastEditTimestamp: string | null, topic: string, type: MessageType, channel: { id: string, channelId: number, name: string } | null, sender: { id: string, userId: number, fullName: string, avatarUrl: string }, recipients: Array<{ id: string, userId: number, fullName: string }>, reactions: Array<{ emojiName: string, emojiCode: string, reactionType: ReactionType, user: { id: string, userId: number, fullName: string } }>, submessages: Array<{ id: string, sender: { id: string, userId: number }, data:
      | { __typename: 'OtherSubmessageData' }
      | { __typename: 'PollNewOption', idx: number, option: string }
      | { __typename: 'PollQuestion', question: string }
      | { __typename: 'PollVote', key: string, vote: number }
      | { __typename: 'PollWidgetData', question: string, options: Array<string> }
      | { __typename: 'TodoNewTask', idx: number, task: string, desc: string, completed: boolean }
      | { __typename: 'TodoStrike', key: string }
      | { __typename: 'TodoTaskListTitle', title: string }
      | { __typename: 'TodoWidgetData', taskListTitle: string, tasks: Array<{ task: string, desc: string }> }
      | { __typename: 'ZformWidgetData' }
     }> };

export type ReactionFieldsFragment = { emojiName: string, emojiCode: string, reactionType: ReactionType, user: { id: string, userId: number, fullName: string } };

export type TimelineQueryVariables = Exact<{
  filter?: Array<NarrowFilter> | NarrowFilter | null | undefined;
  before?: string | null | undefined;
  after?: string | null | undefined;
  first?: number | null | undefined;
  last?: number | null | undefined;
  anchorMessageId?: number | null | undefined;
}>;


export type TimelineQuery = { messagesConnection: { pageInfo: { hasPreviousPage: boolean, startCursor: string | null, hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { matchContent: string | null, matchTopic: string | null, id: string, messageId: number, content: string, timestamp: string, flags: Array<MessageFlag>, isMeMessage: boolean, lastEditTimestamp: string | null, topic: string, type: MessageType, channel: { id: string, channelId: number, name: string } | null, sender: { id: string, userId: number, fullName: string, avatarUrl: string }, recipients: Array<{ id: string, userId: number, fullName: string }>, reactions: Array<{ emojiName: string, emojiCode: string, reactionType: ReactionType, user: { id: string, userId: number, fullName: string } }>, submessages: Array<{ id: string, sender: { id: string, userId: number }, data:
            | { __typename: 'OtherSubmessageData' }
            | { __typename: 'PollNewOption', idx: number, option: string }
            | { __typename: 'PollQuestion', question: string }
            | { __typename: 'PollVote', key: string, vote: number }
            | { __typename: 'PollWidgetData', question: string, options: Array<string> }
            | { __typename: 'TodoNewTask', idx: number, task: string, desc: string, completed: boolean }
            | { __typename: 'TodoStrike', key: string }
            | { __typename: 'TodoTaskListTitle', title: string }
            | { __typename: 'TodoWidgetData', taskListTitle: string, tasks: Array<{ task: string, desc: string }> }
            | { __typename: 'ZformWidgetData' }
           }> } }> } | null };

export type RecentMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type RecentMessagesQuery = { messagesConnection: { edges: Array<{ node: { id: string, messageId: number, timestamp: string, topic: string, channel: { id: string, channelId: number } | null, sender: { id: string, userId: number }, recipients: Array<{ id: string, userId: number }> } }> } | null };

export type RawMessageQueryVariables = Exact<{
  messageId: number;
}>;


export type RawMessageQuery = { message: { id: string, messageId: number, content: string } | null };

export type EditMessageMutationVariables = Exact<{
  input: EditMessageInput;
}>;


export type EditMessageMutation = { editMessage:
    | { __typename: 'ChannelNotFoundError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'EditMessagePayload', editedMessage: { id: string, messageId: number, content: string, timestamp: string, flags: Array<MessageFlag>, isMeMessage: boolean, lastEditTimestamp: string | null, topic: string, type: MessageType, channel: { id: string, channelId: number, name: string } | null, sender: { id: string, userId: number, fullName: string, avatarUrl: string }, recipients: Array<{ id: string, userId: number, fullName: string }>, reactions: Array<{ emojiName: string, emojiCode: string, reactionType: ReactionType, user: { id: string, userId: number, fullName: string } }>, submessages: Array<{ id: string, sender: { id: string, userId: number }, data:
            | { __typename: 'OtherSubmessageData' }
            | { __typename: 'PollNewOption', idx: number, option: string }
            | { __typename: 'PollQuestion', question: string }
            | { __typename: 'PollVote', key: string, vote: number }
            | { __typename: 'PollWidgetData', question: string, options: Array<string> }
            | { __typename: 'TodoNewTask', idx: number, task: string, desc: string, completed: boolean }
            | { __typename: 'TodoStrike', key: string }
            | { __typename: 'TodoTaskListTitle', title: string }
            | { __typename: 'TodoWidgetData', taskListTitle: string, tasks: Array<{ task: string, desc: string }> }
            | { __typename: 'ZformWidgetData' }
           }> } }
    | { __typename: 'ExpectationMismatchError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'MoveMessagesTimeLimitError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'ZulipError', code: ErrorCode, message: string, argument: string | null }
   };

export type DeleteMessageMutationVariables = Exact<{
  input: DeleteMessageInput;
}>;


export type DeleteMessageMutation = { deleteMessage:
    | { __typename: 'DeleteMessagePayload' }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type UpdateFlagsMutationVariables = Exact<{
  input: UpdateMessageFlagsInput;
}>;


export type UpdateFlagsMutation = { updateMessageFlags:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'UpdateMessageFlagsPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsQuery = { me: { id: string, userId: number, role: UserRole, profileData: Array<{ fieldId: number, value: string }> | null }, userGroups: Array<{ id: string, groupId: number, name: string, description: string, isSystemGroup: boolean, memberIds: Array<number> }> | null, customProfileFields: Array<{ id: string, fieldId: number, name: string, hint: string, type: CustomProfileFieldType, order: number, editableByUser: boolean, choices: Array<{ key: string, order: string, text: string }>, externalAccount: { subtype: string } | null }>, realmEmoji: Array<{ id: string, emojiId: number, name: string, sourceUrl: string, deactivated: boolean, authorId: number | null }> };

export type CreateUserGroupMutationVariables = Exact<{
  input: CreateUserGroupInput;
}>;


export type CreateUserGroupMutation = { createUserGroup:
    | { __typename: 'CreateUserGroupPayload' }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type UpdateUserGroupMutationVariables = Exact<{
  input: UpdateUserGroupInput;
}>;


export type UpdateUserGroupMutation = { updateUserGroup:
    | { __typename: 'ExpectationMismatchError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'UpdateUserGroupPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type UpdateUserGroupMembersMutationVariables = Exact<{
  input: UpdateUserGroupMembersInput;
}>;


export type UpdateUserGroupMembersMutation = { updateUserGroupMembers:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'UpdateUserGroupMembersPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type DeactivateUserGroupMutationVariables = Exact<{
  input: DeactivateUserGroupInput;
}>;


export type DeactivateUserGroupMutation = { deactivateUserGroup:
    | { __typename: 'DeactivateUserGroupPayload' }
    | { __typename: 'GroupInUseError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type CreateProfileFieldMutationVariables = Exact<{
  input: CreateCustomProfileFieldInput;
}>;


export type CreateProfileFieldMutation = { createCustomProfileField:
    | { __typename: 'CreateCustomProfileFieldPayload' }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type UpdateProfileFieldMutationVariables = Exact<{
  input: UpdateCustomProfileFieldInput;
}>;


export type UpdateProfileFieldMutation = { updateCustomProfileField:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'UpdateCustomProfileFieldPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type ReorderProfileFieldsMutationVariables = Exact<{
  input: ReorderCustomProfileFieldsInput;
}>;


export type ReorderProfileFieldsMutation = { reorderCustomProfileFields:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ReorderCustomProfileFieldsPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type DeleteProfileFieldMutationVariables = Exact<{
  input: DeleteCustomProfileFieldInput;
}>;


export type DeleteProfileFieldMutation = { deleteCustomProfileField:
    | { __typename: 'DeleteCustomProfileFieldPayload' }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type UpdateProfileDataMutationVariables = Exact<{
  input: UpdateProfileDataInput;
}>;


export type UpdateProfileDataMutation = { updateProfileData:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'UpdateProfileDataPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type UploadRealmEmojiMutationVariables = Exact<{
  input: UploadRealmEmojiInput;
}>;


export type UploadRealmEmojiMutation = { uploadRealmEmoji:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'UploadRealmEmojiPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type DeactivateRealmEmojiMutationVariables = Exact<{
  input: DeactivateRealmEmojiInput;
}>;


export type DeactivateRealmEmojiMutation = { deactivateRealmEmoji:
    | { __typename: 'DeactivateRealmEmojiPayload' }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type TopicsQueryVariables = Exact<{
  channelId: number;
}>;


export type TopicsQuery = { topics: Array<{ id: string, name: string, maxId: number }> | null };

export type SetTopicVisibilityMutationVariables = Exact<{
  input: SetTopicVisibilityInput;
}>;


export type SetTopicVisibilityMutation = { setTopicVisibility:
    | { __typename: 'ChannelNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'SetTopicVisibilityPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type MarkTopicReadMutationVariables = Exact<{
  input: UpdateMessageFlagsForNarrowInput;
}>;


export type MarkTopicReadMutation = { updateMessageFlagsForNarrow:
    | { __typename: 'ChannelNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'UpdateMessageFlagsForNarrowPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type PresencesQueryVariables = Exact<{ [key: string]: never; }>;


export type PresencesQuery = { presences: { serverTimestamp: string, presences: Array<{ userId: number, activeTimestamp: string, idleTimestamp: string }> } };

export type UpdatePresenceMutationVariables = Exact<{
  input: UpdatePresenceInput;
}>;


export type UpdatePresenceMutation = { updatePresence:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'Presences', serverTimestamp: string, presences: Array<{ userId: number, activeTimestamp: string, idleTimestamp: string }> }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type UpdateStatusMutationVariables = Exact<{
  input: UpdateUserStatusInput;
}>;


export type UpdateStatusMutation = { updateUserStatus:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'UpdateUserStatusPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type MuteUserMutationVariables = Exact<{
  input: MuteUserInput;
}>;


export type MuteUserMutation = { muteUser:
    | { __typename: 'MuteUserPayload' }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type UnmuteUserMutationVariables = Exact<{
  input: UnmuteUserInput;
}>;


export type UnmuteUserMutation = { unmuteUser:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'UnmuteUserPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type MentionGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type MentionGroupsQuery = { userGroups: Array<{ id: string, groupId: number, name: string, description: string, isSystemGroup: boolean, viewerMayMention: boolean }> | null };

export type SubmessageFieldsFragment = { id: string, sender: { id: string, userId: number }, data:
    | { __typename: 'OtherSubmessageData' }
    | { __typename: 'PollNewOption', idx: number, option: string }
    | { __typename: 'PollQuestion', question: string }
    | { __typename: 'PollVote', key: string, vote: number }
    | { __typename: 'PollWidgetData', question: string, options: Array<string> }
    | { __typename: 'TodoNewTask', idx: number, task: string, desc: string, completed: boolean }
    | { __typename: 'TodoStrike', key: string }
    | { __typename: 'TodoTaskListTitle', title: string }
    | { __typename: 'TodoWidgetData', taskListTitle: string, tasks: Array<{ task: string, desc: string }> }
    | { __typename: 'ZformWidgetData' }
   };

export type SendSubmessageMutationVariables = Exact<{
  input: SendSubmessageInput;
}>;


export type SendSubmessageMutation = { sendSubmessage:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'SendSubmessagePayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export const GroupSettingGroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSettingGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<GroupSettingGroupFragment, unknown>;
export const GroupSettingMembersFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSettingMembers"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnonymousGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directMemberIds"}},{"kind":"Field","name":{"kind":"Name","value":"directSubgroupIds"}}]}}]} as unknown as DocumentNode<GroupSettingMembersFragment, unknown>;
export const AdminUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isBot"}},{"kind":"Field","name":{"kind":"Name","value":"botType"}},{"kind":"Field","name":{"kind":"Name","value":"botOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<AdminUserFieldsFragment, unknown>;
export const UserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isBot"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"emojiName"}},{"kind":"Field","name":{"kind":"Name","value":"emojiCode"}},{"kind":"Field","name":{"kind":"Name","value":"reactionType"}}]}}]}}]} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const ChannelSubscriptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelSubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChannelSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"pinToTop"}},{"kind":"Field","name":{"kind":"Name","value":"desktopNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"wildcardMentionsNotify"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<ChannelSubscriptionFieldsFragment, unknown>;
export const DraftFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"draftId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]} as unknown as DocumentNode<DraftFieldsFragment, unknown>;
export const ReactionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emojiName"}},{"kind":"Field","name":{"kind":"Name","value":"emojiCode"}},{"kind":"Field","name":{"kind":"Name","value":"reactionType"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<ReactionFieldsFragment, unknown>;
export const SubmessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Submessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollWidgetData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollNewOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idx"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"vote"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoWidgetData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskListTitle"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"desc"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoNewTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idx"}},{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"desc"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoStrike"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoTaskListTitle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<SubmessageFieldsFragment, unknown>;
export const MessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"isMeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"lastEditTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReactionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emojiName"}},{"kind":"Field","name":{"kind":"Name","value":"emojiCode"}},{"kind":"Field","name":{"kind":"Name","value":"reactionType"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Submessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollWidgetData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollNewOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idx"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"vote"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoWidgetData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskListTitle"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"desc"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoNewTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idx"}},{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"desc"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoStrike"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoTaskListTitle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<MessageFieldsFragment, unknown>;
export const OrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"realm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"allowMessageEditing"}},{"kind":"Field","name":{"kind":"Name","value":"messageContentEditLimitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"inviteRequired"}},{"kind":"Field","name":{"kind":"Name","value":"waitingPeriodThreshold"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canCreatePublicChannelGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingGroup"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingMembers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canCreatePrivateChannelGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingGroup"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingMembers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canInviteUsersGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingGroup"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingMembers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createMultiuseInviteGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingGroup"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingMembers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canCreateBotsGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingGroup"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingMembers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canAddCustomEmojiGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingGroup"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingMembers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteUsers"}},{"kind":"Field","name":{"kind":"Name","value":"createMultiuseInvite"}},{"kind":"Field","name":{"kind":"Name","value":"createBots"}},{"kind":"Field","name":{"kind":"Name","value":"createWriteOnlyBots"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isSystemGroup"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSettingGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSettingMembers"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnonymousGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directMemberIds"}},{"kind":"Field","name":{"kind":"Name","value":"directSubgroupIds"}}]}}]} as unknown as DocumentNode<OrganizationQuery, OrganizationQueryVariables>;
export const UsersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isBot"}},{"kind":"Field","name":{"kind":"Name","value":"botType"}},{"kind":"Field","name":{"kind":"Name","value":"botOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<UsersPageQuery, UsersPageQueryVariables>;
export const UpdateRealmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRealm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRealmInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRealm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRealmPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedSettings"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"argument"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateRealmMutation, UpdateRealmMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isBot"}},{"kind":"Field","name":{"kind":"Name","value":"botType"}},{"kind":"Field","name":{"kind":"Name","value":"botOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const DeactivateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeactivateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeactivateUserMutation, DeactivateUserMutationVariables>;
export const ReactivateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReactivateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReactivateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactivateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ReactivateUserMutation, ReactivateUserMutationVariables>;
export const AdminEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"REALM"},{"kind":"EnumValue","value":"REALM_USER"},{"kind":"EnumValue","value":"REALM_BOT"},{"kind":"EnumValue","value":"INVITES_CHANGED"},{"kind":"EnumValue","value":"USER_GROUP"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumableEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]}}]}}]} as unknown as DocumentNode<AdminEventsSubscription, AdminEventsSubscriptionVariables>;
export const ChannelPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChannelPermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"channelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanAdminister"}},{"kind":"Field","name":{"kind":"Name","value":"canSendMessageGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingGroup"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingMembers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canAdministerChannelGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingGroup"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingMembers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canAddSubscribersGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingGroup"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingMembers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canRemoveSubscribersGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingGroup"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingMembers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canSubscribeGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingGroup"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingMembers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canMoveMessagesWithinChannelGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingGroup"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingMembers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canMoveMessagesOutOfChannelGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingGroup"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingMembers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canResolveTopicsGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingGroup"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingMembers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canDeleteAnyMessageGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingGroup"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingMembers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canDeleteOwnMessageGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingGroup"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSettingMembers"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isSystemGroup"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSettingGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSettingMembers"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnonymousGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directMemberIds"}},{"kind":"Field","name":{"kind":"Name","value":"directSubgroupIds"}}]}}]} as unknown as DocumentNode<ChannelPermissionsQuery, ChannelPermissionsQueryVariables>;
export const BootstrapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Bootstrap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bootstrap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventsCursor"}},{"kind":"Field","name":{"kind":"Name","value":"maxMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colorScheme"}},{"kind":"Field","name":{"kind":"Name","value":"enterSends"}},{"kind":"Field","name":{"kind":"Name","value":"enableDraftsSynchronization"}},{"kind":"Field","name":{"kind":"Name","value":"sendStreamTypingNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"sendPrivateTypingNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"webMarkReadOnScrollPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"enableDesktopNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"enableStreamDesktopNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"wildcardMentionsNotify"}},{"kind":"Field","name":{"kind":"Name","value":"enableFollowedTopicDesktopNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"enableFollowedTopicWildcardMentionsNotify"}},{"kind":"Field","name":{"kind":"Name","value":"pmContentInDesktopNotifications"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"realm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChannelSubscriptionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mutedUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"messageIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"directConversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userIds"}},{"kind":"Field","name":{"kind":"Name","value":"messageIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mentionedMessageIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentDirectConversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userIds"}},{"kind":"Field","name":{"kind":"Name","value":"maxMessageId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userTopics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityPolicy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"starredMessageIds"}},{"kind":"Field","name":{"kind":"Name","value":"drafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DraftFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isBot"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"emojiName"}},{"kind":"Field","name":{"kind":"Name","value":"emojiCode"}},{"kind":"Field","name":{"kind":"Name","value":"reactionType"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelSubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChannelSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"pinToTop"}},{"kind":"Field","name":{"kind":"Name","value":"desktopNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"wildcardMentionsNotify"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"draftId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]} as unknown as DocumentNode<BootstrapQuery, BootstrapQueryVariables>;
export const UserCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isBot"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"botOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"field"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UserCardQuery, UserCardQueryVariables>;
export const ChannelBrowserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChannelBrowser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channelsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"includeAll"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"inviteOnly"}},{"kind":"Field","name":{"kind":"Name","value":"isWebPublic"}},{"kind":"Field","name":{"kind":"Name","value":"subscriberCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanAdminister"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSubscribe"}},{"kind":"Field","name":{"kind":"Name","value":"viewerSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"pinToTop"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"realm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPublicChannel"}},{"kind":"Field","name":{"kind":"Name","value":"createPrivateChannel"}},{"kind":"Field","name":{"kind":"Name","value":"createWebPublicChannel"}}]}}]}}]}}]} as unknown as DocumentNode<ChannelBrowserQuery, ChannelBrowserQueryVariables>;
export const SubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Subscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscribeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SubscribeMutation, SubscribeMutationVariables>;
export const UnsubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Unsubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnsubscribeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UnsubscribeMutation, UnsubscribeMutationVariables>;
export const UpdateChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateChannelMutation, UpdateChannelMutationVariables>;
export const UpdateSubscriptionSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSubscriptionSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSubscriptionSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSubscriptionSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateSubscriptionSettingsMutation, UpdateSubscriptionSettingsMutationVariables>;
export const SendMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendMessagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"argument"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emojiName"}},{"kind":"Field","name":{"kind":"Name","value":"emojiCode"}},{"kind":"Field","name":{"kind":"Name","value":"reactionType"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Submessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollWidgetData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollNewOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idx"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"vote"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoWidgetData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskListTitle"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"desc"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoNewTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idx"}},{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"desc"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoStrike"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoTaskListTitle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"isMeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"lastEditTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReactionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmessageFields"}}]}}]}}]} as unknown as DocumentNode<SendMessageMutation, SendMessageMutationVariables>;
export const RenderMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenderMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenderMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renderMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RenderMessagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rendered"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RenderMessageMutation, RenderMessageMutationVariables>;
export const SendTypingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTyping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendTypingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTyping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendTypingMutation, SendTypingMutationVariables>;
export const CreateDraftsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDrafts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDraftsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDrafts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDraftsPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"draftId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateDraftsMutation, CreateDraftsMutationVariables>;
export const UpdateDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateDraftMutation, UpdateDraftMutationVariables>;
export const DeleteDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteDraftMutation, DeleteDraftMutationVariables>;
export const UploadFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFilePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UploadFileMutation, UploadFileMutationVariables>;
export const RealmEmojiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RealmEmoji"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realmEmoji"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emojiId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"stillUrl"}},{"kind":"Field","name":{"kind":"Name","value":"deactivated"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}}]}}]}}]} as unknown as DocumentNode<RealmEmojiQuery, RealmEmojiQueryVariables>;
export const AddReactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddReaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddReactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addReaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddReactionMutation, AddReactionMutationVariables>;
export const RemoveReactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveReaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveReactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeReaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveReactionMutation, RemoveReactionMutationVariables>;
export const EventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"Events"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"MESSAGE"},{"kind":"EnumValue","value":"UPDATE_MESSAGE"},{"kind":"EnumValue","value":"DELETE_MESSAGE"},{"kind":"EnumValue","value":"REACTION"},{"kind":"EnumValue","value":"TYPING"},{"kind":"EnumValue","value":"UPDATE_MESSAGE_FLAGS"},{"kind":"EnumValue","value":"DRAFTS"},{"kind":"EnumValue","value":"USER_STATUS"},{"kind":"EnumValue","value":"PRESENCE"},{"kind":"EnumValue","value":"USER_TOPIC"},{"kind":"EnumValue","value":"SUBMESSAGE"},{"kind":"EnumValue","value":"CHANNEL"},{"kind":"EnumValue","value":"SUBSCRIPTION"},{"kind":"EnumValue","value":"MUTED_USERS"},{"kind":"EnumValue","value":"USER_SETTINGS"},{"kind":"EnumValue","value":"REALM"},{"kind":"EnumValue","value":"REALM_USER"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumableEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GapEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"messageIds"}},{"kind":"Field","name":{"kind":"Name","value":"renderingOnly"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"origTopic"}},{"kind":"Field","name":{"kind":"Name","value":"propagateMode"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"newChannelId"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubmessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"submessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmessageFields"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReactionEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReactionFields"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TypingEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"typingOp"},"name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChannelTopicConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userIds"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageFlagsEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","alias":{"kind":"Name","value":"flagOp"},"name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"messageIds"}},{"kind":"Field","name":{"kind":"Name","value":"all"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DraftsEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"draftsOp"},"name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"draftId"}},{"kind":"Field","name":{"kind":"Name","value":"drafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DraftFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RealmEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"realmOp"},"name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"realm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RealmUserEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"realmUserOp"},"name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserStatusEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PresenceEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"serverTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"presence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimestamp"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserTopicEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityPolicy"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChannelEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"channelOp"},"name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"channelIds"}},{"kind":"Field","name":{"kind":"Name","value":"channels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"subscriptionOp"},"name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"channelIds"}},{"kind":"Field","name":{"kind":"Name","value":"channels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"viewerSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChannelSubscriptionFields"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutedUsersEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mutedUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSettingsEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"change"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emojiName"}},{"kind":"Field","name":{"kind":"Name","value":"emojiCode"}},{"kind":"Field","name":{"kind":"Name","value":"reactionType"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Submessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollWidgetData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollNewOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idx"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"vote"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoWidgetData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskListTitle"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"desc"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoNewTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idx"}},{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"desc"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoStrike"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoTaskListTitle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"isMeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"lastEditTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReactionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"draftId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isBot"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"emojiName"}},{"kind":"Field","name":{"kind":"Name","value":"emojiCode"}},{"kind":"Field","name":{"kind":"Name","value":"reactionType"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelSubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChannelSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"pinToTop"}},{"kind":"Field","name":{"kind":"Name","value":"desktopNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"wildcardMentionsNotify"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<EventsSubscription, EventsSubscriptionVariables>;
export const InvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invitationId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAs"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"isMultiuse"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<InvitationsQuery, InvitationsQueryVariables>;
export const BotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Bots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"botType"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BotsQuery, BotsQueryVariables>;
export const InviteUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteUsersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InviteUsersPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitationFailedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<InviteUsersMutation, InviteUsersMutationVariables>;
export const CreateInvitationLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInvitationLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInvitationLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInvitationLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInvitationLinkPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteLink"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateInvitationLinkMutation, CreateInvitationLinkMutationVariables>;
export const RevokeInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RevokeInvitationMutation, RevokeInvitationMutationVariables>;
export const RevokeInvitationLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeInvitationLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeInvitationLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeInvitationLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RevokeInvitationLinkMutation, RevokeInvitationLinkMutationVariables>;
export const ResendInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResendInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ResendInvitationMutation, ResendInvitationMutationVariables>;
export const CreateBotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBotPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"bot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateBotMutation, CreateBotMutationVariables>;
export const DeactivateBotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateBot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeactivateBotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateBot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeactivateBotMutation, DeactivateBotMutationVariables>;
export const InvitationPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitationPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitationPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitationPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realmName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitationLinkError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<InvitationPreviewQuery, InvitationPreviewQueryVariables>;
export const AcceptInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptInvitationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"argument"}}]}}]}}]}}]} as unknown as DocumentNode<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const MessagesMatchingNarrowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessagesMatchingNarrow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NarrowFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messageIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messagesMatchingNarrow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"messageIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messageIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"matchContent"}},{"kind":"Field","name":{"kind":"Name","value":"matchTopic"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emojiName"}},{"kind":"Field","name":{"kind":"Name","value":"emojiCode"}},{"kind":"Field","name":{"kind":"Name","value":"reactionType"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Submessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollWidgetData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollNewOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idx"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"vote"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoWidgetData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskListTitle"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"desc"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoNewTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idx"}},{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"desc"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoStrike"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoTaskListTitle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"isMeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"lastEditTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReactionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmessageFields"}}]}}]}}]} as unknown as DocumentNode<MessagesMatchingNarrowQuery, MessagesMatchingNarrowQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FetchApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FetchApiKeyPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"argument"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const ServerSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realmName"}},{"kind":"Field","name":{"kind":"Name","value":"zulipVersion"}}]}}]}}]} as unknown as DocumentNode<ServerSettingsQuery, ServerSettingsQueryVariables>;
export const TimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Timeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NarrowFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"anchorMessageId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messagesConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"anchorMessageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"anchorMessageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}},{"kind":"Field","name":{"kind":"Name","value":"matchContent"}},{"kind":"Field","name":{"kind":"Name","value":"matchTopic"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emojiName"}},{"kind":"Field","name":{"kind":"Name","value":"emojiCode"}},{"kind":"Field","name":{"kind":"Name","value":"reactionType"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Submessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollWidgetData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollNewOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idx"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"vote"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoWidgetData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskListTitle"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"desc"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoNewTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idx"}},{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"desc"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoStrike"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoTaskListTitle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"isMeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"lastEditTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReactionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmessageFields"}}]}}]}}]} as unknown as DocumentNode<TimelineQuery, TimelineQueryVariables>;
export const RecentMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messagesConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecentMessagesQuery, RecentMessagesQueryVariables>;
export const RawMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RawMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"messageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"applyMarkdown"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<RawMessageQuery, RawMessageQueryVariables>;
export const EditMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EditMessagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editedMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"argument"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emojiName"}},{"kind":"Field","name":{"kind":"Name","value":"emojiCode"}},{"kind":"Field","name":{"kind":"Name","value":"reactionType"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Submessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollWidgetData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollNewOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idx"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"vote"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoWidgetData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskListTitle"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"desc"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoNewTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idx"}},{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"desc"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoStrike"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TodoTaskListTitle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"isMeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"lastEditTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReactionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmessageFields"}}]}}]}}]} as unknown as DocumentNode<EditMessageMutation, EditMessageMutationVariables>;
export const DeleteMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteMessageMutation, DeleteMessageMutationVariables>;
export const UpdateFlagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFlags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageFlagsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMessageFlags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateFlagsMutation, UpdateFlagsMutationVariables>;
export const SettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isSystemGroup"}},{"kind":"Field","name":{"kind":"Name","value":"memberIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customProfileFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"editableByUser"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"externalAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtype"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"realmEmoji"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emojiId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"deactivated"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}}]}}]}}]} as unknown as DocumentNode<SettingsQuery, SettingsQueryVariables>;
export const CreateUserGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUserGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUserGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateUserGroupMutation, CreateUserGroupMutationVariables>;
export const UpdateUserGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpectationMismatchError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateUserGroupMutation, UpdateUserGroupMutationVariables>;
export const UpdateUserGroupMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserGroupMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserGroupMembersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserGroupMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateUserGroupMembersMutation, UpdateUserGroupMembersMutationVariables>;
export const DeactivateUserGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateUserGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeactivateUserGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateUserGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupInUseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeactivateUserGroupMutation, DeactivateUserGroupMutationVariables>;
export const CreateProfileFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProfileField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCustomProfileFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomProfileField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateProfileFieldMutation, CreateProfileFieldMutationVariables>;
export const UpdateProfileFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfileField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomProfileFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomProfileField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateProfileFieldMutation, UpdateProfileFieldMutationVariables>;
export const ReorderProfileFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderProfileFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReorderCustomProfileFieldsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderCustomProfileFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ReorderProfileFieldsMutation, ReorderProfileFieldsMutationVariables>;
export const DeleteProfileFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProfileField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteCustomProfileFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCustomProfileField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteProfileFieldMutation, DeleteProfileFieldMutationVariables>;
export const UpdateProfileDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfileData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfileData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateProfileDataMutation, UpdateProfileDataMutationVariables>;
export const UploadRealmEmojiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadRealmEmoji"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadRealmEmojiInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadRealmEmoji"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UploadRealmEmojiMutation, UploadRealmEmojiMutationVariables>;
export const DeactivateRealmEmojiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateRealmEmoji"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeactivateRealmEmojiInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateRealmEmoji"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeactivateRealmEmojiMutation, DeactivateRealmEmojiMutationVariables>;
export const TopicsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Topics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"channelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"maxId"}}]}}]}}]} as unknown as DocumentNode<TopicsQuery, TopicsQueryVariables>;
export const SetTopicVisibilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTopicVisibility"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetTopicVisibilityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTopicVisibility"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetTopicVisibilityMutation, SetTopicVisibilityMutationVariables>;
export const MarkTopicReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkTopicRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageFlagsForNarrowInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMessageFlagsForNarrow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<MarkTopicReadMutation, MarkTopicReadMutationVariables>;
export const PresencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Presences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"presences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"activeTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimestamp"}}]}}]}}]}}]} as unknown as DocumentNode<PresencesQuery, PresencesQueryVariables>;
export const UpdatePresenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePresence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePresenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePresence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Presences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"presences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"activeTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimestamp"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePresenceMutation, UpdatePresenceMutationVariables>;
export const UpdateStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateStatusMutation, UpdateStatusMutationVariables>;
export const MuteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MuteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MuteUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<MuteUserMutation, MuteUserMutationVariables>;
export const UnmuteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnmuteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnmuteUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unmuteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UnmuteUserMutation, UnmuteUserMutationVariables>;
export const MentionGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MentionGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isSystemGroup"}},{"kind":"Field","name":{"kind":"Name","value":"viewerMayMention"}}]}}]}}]} as unknown as DocumentNode<MentionGroupsQuery, MentionGroupsQueryVariables>;
export const SendSubmessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSubmessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendSubmessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSubmessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendSubmessageMutation, SendSubmessageMutationVariables>;