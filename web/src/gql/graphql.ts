/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddRemove =
  | 'ADD'
  | 'REMOVE';

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
  channelId?: number | null | undefined;
  /** "" or "general chat" name the empty topic. */
  topic?: string | null | undefined;
  userIds?: Array<number> | null | undefined;
  /** The other users by global id (instead of `userIds`). */
  users?: Array<string | number> | null | undefined;
};

export type CreateCustomProfileFieldInput = {
  /** A SELECT field’s options. */
  choices?: Array<ProfileFieldChoiceInput> | null | undefined;
  displayInProfileSummary?: boolean | null | undefined;
  editableByUser?: boolean | null | undefined;
  /** An EXTERNAL_ACCOUNT field’s kind. */
  externalAccount?: ExternalAccountInput | null | undefined;
  /** At most 80 characters. */
  hint?: string | null | undefined;
  /** Stripped; at most 40 characters (ignored for Twitter and GitHub accounts). */
  name?: string | null | undefined;
  required?: boolean | null | undefined;
  type: CustomProfileFieldType;
};

export type CreateDraftsInput = {
  drafts: Array<DraftInput>;
};

/** POST /user_groups/create: settings not given get Zulip's defaults (the creator manages the group). */
export type CreateUserGroupInput = {
  canAddMembersGroup?: GroupSettingValueInput | null | undefined;
  canJoinGroup?: GroupSettingValueInput | null | undefined;
  canLeaveGroup?: GroupSettingValueInput | null | undefined;
  canManageGroup?: GroupSettingValueInput | null | undefined;
  canMentionGroup?: GroupSettingValueInput | null | undefined;
  canRemoveMembersGroup?: GroupSettingValueInput | null | undefined;
  description: string;
  /** Exactly one of this and `members`. */
  memberIds?: Array<number> | null | undefined;
  /** The members by global id (instead of `memberIds`). */
  members?: Array<string | number> | null | undefined;
  name: string;
  subgroupIds?: Array<number> | null | undefined;
  /** By global id (instead of `subgroupIds`). */
  subgroups?: Array<string | number> | null | undefined;
};

export type CustomProfileFieldIdInput = {
  fieldId?: number | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
};

export type CustomProfileFieldType =
  | 'DATE'
  | 'EXTERNAL_ACCOUNT'
  | 'LONG_TEXT'
  | 'PRONOUNS'
  | 'SELECT'
  | 'SHORT_TEXT'
  | 'URL'
  | 'USER';

export type DeactivateRealmEmojiInput = {
  /** The name of an active custom emoji, as it is. */
  name: string;
};

export type DraftIdInput = {
  draftId?: number | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
};

export type DraftInput = {
  content: string;
  /** When it was edited; now when omitted. */
  timestamp?: string | null | undefined;
  to: Array<number>;
  /** Kept only for channel drafts. */
  topic: string;
  type: DraftType;
};

export type DraftType =
  /** To a channel topic (`to` is the channel id). */
  | 'CHANNEL'
  /** A direct message (`to` is the other users; oneself for a note to self). */
  | 'DIRECT'
  /** Not addressed yet. */
  | 'UNADDRESSED';

export type DraftsEventOp =
  | 'ADD'
  | 'REMOVE'
  | 'UPDATE';

export type EditMessageInput = {
  /** Move to this channel, by its global id (instead of `channelId`). */
  channel?: string | number | null | undefined;
  /** Move to this channel. */
  channelId?: number | null | undefined;
  content?: string | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  messageId?: number | null | undefined;
  /** The SHA-256 of the content being edited; a mismatch is EXPECTATION_MISMATCH. */
  prevContentSha256?: string | null | undefined;
  propagateMode?: PropagateMode | null | undefined;
  sendNotificationToNewThread?: boolean | null | undefined;
  sendNotificationToOldThread?: boolean | null | undefined;
  /** "general chat" names the empty topic. */
  topic?: string | null | undefined;
};

/** Why an operation failed: Zulip's error codes (REST's `code`) and the GraphQL endpoint's own. */
export type ErrorCode =
  | 'AUTHENTICATION_FAILED'
  | 'BAD_EVENT_QUEUE_ID'
  | 'BAD_IMAGE'
  | 'BAD_NARROW'
  | 'BAD_REQUEST'
  | 'CANNOT_ADMINISTER_CHANNEL'
  | 'CANNOT_DEACTIVATE_GROUP_IN_USE'
  | 'CANNOT_DEACTIVATE_LAST_USER'
  | 'EXPECTATION_MISMATCH'
  | 'INTERNAL_SERVER_ERROR'
  | 'INVALID_API_KEY'
  | 'INVALID_JSON'
  | 'MOVE_MESSAGES_TIME_LIMIT_EXCEEDED'
  | 'NONEXISTENT_SUBDOMAIN'
  | 'PASSWORD_AUTH_DISABLED'
  | 'PERSISTED_QUERY_NOT_FOUND'
  | 'PERSISTED_QUERY_ONLY'
  | 'QUERY_TOO_COMPLEX'
  | 'RATE_LIMIT_HIT'
  | 'REACTION_ALREADY_EXISTS'
  | 'REACTION_DOES_NOT_EXIST'
  | 'REALM_DEACTIVATED'
  | 'REALM_UPLOAD_QUOTA'
  | 'REQUEST_CONFUSING_VAR'
  | 'REQUEST_VARIABLE_INVALID'
  | 'REQUEST_VARIABLE_MISSING'
  | 'STREAM_DOES_NOT_EXIST'
  | 'STREAM_WILDCARD_MENTION_NOT_ALLOWED'
  | 'SYSTEM_GROUP_REQUIRED'
  | 'TOPIC_WILDCARD_MENTION_NOT_ALLOWED'
  | 'UNAUTHORIZED'
  | 'UNAUTHORIZED_PRINCIPAL'
  | 'USER_DEACTIVATED';

export type ExternalAccountInput = {
  subtype: string;
  urlPattern?: string | null | undefined;
};

export type FetchApiKeyInput = {
  password: string;
  /** The email address. */
  username: string;
};

export type GapReason =
  /** Events after the cursor are gone: retention cut the event log below it. */
  | 'EVENTS_DROPPED'
  /** The cursor was from a subscription to other events. */
  | 'FILTER_CHANGED'
  /** The queue behind the cursor was collected. */
  | 'QUEUE_EXPIRED'
  /** The cursor is not one this server issued (or names a position the log has not reached). */
  | 'UNKNOWN_CURSOR';

/** A change of a group setting: the `new` value and, optionally, the `old` one expected to be current (else EXPECTATION_MISMATCH). */
export type GroupSettingUpdateInput = {
  new: GroupSettingValueInput;
  old?: GroupSettingValueInput | null | undefined;
};

/** A group-setting value: either `groupId`, or `directMemberIds` and `directSubgroupIds` (an anonymous group). */
export type GroupSettingValueInput = {
  directMemberIds?: Array<number> | null | undefined;
  /** By global id (instead of `directMemberIds`). */
  directMembers?: Array<string | number> | null | undefined;
  directSubgroupIds?: Array<number> | null | undefined;
  /** By global id (instead of `directSubgroupIds`). */
  directSubgroups?: Array<string | number> | null | undefined;
  /** The group by its global id (instead of `groupId`). */
  group?: string | number | null | undefined;
  groupId?: number | null | undefined;
};

/** A user's flag on a message. */
export type MessageFlag =
  | 'COLLAPSED'
  | 'FORCE_COLLAPSE'
  | 'FORCE_EXPAND'
  | 'GROUP_MENTION'
  | 'HAS_ALERT_WORD'
  | 'HISTORICAL'
  | 'MENTIONED'
  | 'READ'
  | 'STARRED'
  | 'STREAM_WILDCARD_MENTIONED'
  | 'TOPIC_WILDCARD_MENTIONED'
  | 'WILDCARD_MENTIONED';

export type MessageIdInput = {
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  messageId?: number | null | undefined;
};

export type MessageType =
  /** To a channel topic. */
  | 'CHANNEL'
  /** To one user or a group of users. */
  | 'DIRECT';

/** A narrow filter, as in GET /messages: the operator and exactly one of `operand` (a name, topic, email or search text), `operandId` (a channel, user or message id) or `operandIds` (the users of a direct conversation). */
export type NarrowTermInput = {
  negated?: boolean | null | undefined;
  operand?: string | null | undefined;
  operandId?: number | null | undefined;
  operandIds?: Array<number> | null | undefined;
  /** The channel, user or message by its global id (instead of `operandId`); its type must fit the operator. */
  operandNode?: string | number | null | undefined;
  /** The users by global id (instead of `operandIds`). */
  operandNodes?: Array<string | number> | null | undefined;
  /** channel, topic, dm, sender, is, search, id, with, near, has, … */
  operator: string;
};

export type PresenceStatus =
  | 'ACTIVE'
  | 'IDLE';

/** One field’s new value: `value` for text, option keys, dates and URLs; `userIds` for USER fields. */
export type ProfileDataInput = {
  /** The field by its global id (instead of `fieldId`). */
  field?: string | number | null | undefined;
  fieldId?: number | null | undefined;
  userIds?: Array<number> | null | undefined;
  /** By global id (instead of `userIds`). */
  users?: Array<string | number> | null | undefined;
  value?: string | null | undefined;
};

export type ProfileFieldChoiceInput = {
  key: string;
  order: string;
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

/** An emoji by name (and optionally code and type), as Zulip identifies reactions. */
export type ReactionInput = {
  emojiCode?: string | null | undefined;
  emojiName?: string | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  messageId?: number | null | undefined;
  reactionType?: ReactionType | null | undefined;
};

/** Where an emoji comes from: Unicode, the organization, or Zulip itself. */
export type ReactionType =
  | 'REALM_EMOJI'
  | 'UNICODE_EMOJI'
  | 'ZULIP_EXTRA_EMOJI';

export type RenderMessageInput = {
  content: string;
};

export type ReorderCustomProfileFieldsInput = {
  /** Every field, in the new order (or `fields`). */
  fieldIds?: Array<number> | null | undefined;
  /** By global id (instead of `fieldIds`). */
  fields?: Array<string | number> | null | undefined;
};

/** A channel message (`channelId` or `channelName`, and `topic`) or a direct message (`directUserIds` or `directEmails`). */
export type SendMessageInput = {
  /** The channel by its global id (instead of `channelId`). */
  channel?: string | number | null | undefined;
  channelId?: number | null | undefined;
  channelName?: string | null | undefined;
  /** The client name recorded with the message (default "GraphQL"). */
  client?: string | null | undefined;
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
  readBySender?: boolean | null | undefined;
  /** Channel messages: the topic ("" is "general chat" where allowed). */
  topic?: string | null | undefined;
  /** A choices widget for the message (REST's `widget_content` with a `zform`, the only kind Zulip accepts there), instead of one a `/poll` or `/todo` content makes. */
  zform?: ZformWidgetInput | null | undefined;
};

export type SendSubmessageInput = {
  /** JSON text, e.g. {"type":"vote","key":"12,1","vote":1}; the first (msgType "widget") has the widget's `widget_type` and `extra_data`. */
  content: string;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  messageId?: number | null | undefined;
  /** "widget" for widgets. */
  msgType: string;
};

export type SendTypingInput = {
  conversation: ConversationInput;
  op: TypingOp;
};

export type SetTopicVisibilityInput = {
  /** The channel by its global id (instead of `channelId`). */
  channel?: string | number | null | undefined;
  channelId?: number | null | undefined;
  topic: string;
  visibilityPolicy: TopicVisibilityPolicy;
};

/** A user's choice for a topic (Zulip's visibility_policy). */
export type TopicVisibilityPolicy =
  | 'FOLLOWED'
  /** No choice: the channel's setting applies. */
  | 'INHERIT'
  | 'MUTED'
  /** Shown although the channel is muted. */
  | 'UNMUTED';

export type TypingOp =
  | 'START'
  | 'STOP';

export type UpdateCustomProfileFieldInput = {
  /** Replaces the options; users’ values of removed ones are cleared. */
  choices?: Array<ProfileFieldChoiceInput> | null | undefined;
  displayInProfileSummary?: boolean | null | undefined;
  editableByUser?: boolean | null | undefined;
  externalAccount?: ExternalAccountInput | null | undefined;
  fieldId?: number | null | undefined;
  hint?: string | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  name?: string | null | undefined;
  required?: boolean | null | undefined;
};

export type UpdateDraftInput = {
  draft: DraftInput;
  draftId?: number | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
};

export type UpdateMessageFlagsForNarrowInput = {
  /** A message id, "newest", "oldest" or "first_unread". */
  anchor: string;
  flag: MessageFlag;
  includeAnchor?: boolean | null | undefined;
  /** No narrow: all messages. */
  narrow?: Array<NarrowTermInput> | null | undefined;
  numAfter: number;
  numBefore: number;
  op: AddRemove;
};

export type UpdateMessageFlagsInput = {
  flag: MessageFlag;
  /** Exactly one of this and `messages`. */
  messageIds?: Array<number> | null | undefined;
  /** By global id (instead of `messageIds`). */
  messages?: Array<string | number> | null | undefined;
  op: AddRemove;
};

export type UpdatePresenceInput = {
  historyLimitDays?: number | null | undefined;
  lastUpdateId?: number | null | undefined;
  status: PresenceStatus;
};

/** One’s own values (PATCH and DELETE /users/me/profile_data), or an administrator’s change to another user’s (PATCH /users/{user_id}). */
export type UpdateProfileDataInput = {
  /** Fields whose value goes. */
  clear?: Array<number> | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  set?: Array<ProfileDataInput> | null | undefined;
  /** Another user (administrators); omitted: oneself. */
  userId?: number | null | undefined;
};

/** PATCH /user_groups/{id}: what is given changes; `deactivated: false` reactivates. */
export type UpdateUserGroupInput = {
  canAddMembersGroup?: GroupSettingUpdateInput | null | undefined;
  canJoinGroup?: GroupSettingUpdateInput | null | undefined;
  canLeaveGroup?: GroupSettingUpdateInput | null | undefined;
  canManageGroup?: GroupSettingUpdateInput | null | undefined;
  canMentionGroup?: GroupSettingUpdateInput | null | undefined;
  canRemoveMembersGroup?: GroupSettingUpdateInput | null | undefined;
  deactivated?: boolean | null | undefined;
  description?: string | null | undefined;
  groupId?: number | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  name?: string | null | undefined;
};

/** POST /user_groups/{id}/members: all four in one transaction, in this order. */
export type UpdateUserGroupMembersInput = {
  addSubgroupIds?: Array<number> | null | undefined;
  /** By global id (instead of `addSubgroupIds`). */
  addSubgroups?: Array<string | number> | null | undefined;
  addUserIds?: Array<number> | null | undefined;
  /** By global id (instead of `addUserIds`). */
  addUsers?: Array<string | number> | null | undefined;
  groupId?: number | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  removeSubgroupIds?: Array<number> | null | undefined;
  /** By global id (instead of `removeSubgroupIds`). */
  removeSubgroups?: Array<string | number> | null | undefined;
  removeUserIds?: Array<number> | null | undefined;
  /** By global id (instead of `removeUserIds`). */
  removeUsers?: Array<string | number> | null | undefined;
};

/** POST /users/me/status (or, for an administrator, /users/{user_id}/status): what is given changes; "" clears the text or the emoji. */
export type UpdateUserStatusInput = {
  /** Deprecated: the inverse of the presence_enabled setting. */
  away?: boolean | null | undefined;
  emojiCode?: string | null | undefined;
  emojiName?: string | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
  reactionType?: ReactionType | null | undefined;
  /** At most 60 characters after stripping. */
  statusText?: string | null | undefined;
  /** Another user's status (administrators only); omitted: one's own. */
  userId?: number | null | undefined;
};

/** A GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec) with one file. */
export type UploadFileInput = {
  file: unknown;
};

/** A GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec) with one image. */
export type UploadRealmEmojiInput = {
  /** PNG, GIF, JPEG, WebP or AVIF, at most 5 MiB; resized to 64×64 (animations stay animated). */
  file: unknown;
  /** Stripped, spaces read as underscores; lowercase letters, digits, dashes and underscores. */
  name: string;
};

export type UserGroupIdInput = {
  groupId?: number | null | undefined;
  /** The global id (a Node `id`); exactly one of this and the integer id. */
  id?: string | number | null | undefined;
};

/** A user's role in the organization (Zulip's role values). */
export type UserRole =
  | 'ADMINISTRATOR'
  | 'GUEST'
  | 'MEMBER'
  | 'MODERATOR'
  | 'OWNER';

/** When scrolling marks messages as read. */
export type WebMarkReadOnScrollPolicy =
  /** Always */
  | 'ALWAYS'
  /** In conversation views only */
  | 'CONVERSATION_VIEWS'
  /** Never */
  | 'NEVER';

/** One button of a zform choices widget. */
export type ZformChoiceInput = {
  longName: string;
  /** What a click on the button sends as a reply. */
  reply: string;
  shortName: string;
};

/** A zform widget of type "choices": a heading and its buttons (Zulip's zform extra_data). */
export type ZformWidgetInput = {
  choices: Array<ZformChoiceInput>;
  heading: string;
};

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

export type UserFieldsFragment = { id: string, userId: number, fullName: string, email: string, isBot: boolean, isActive: boolean, role: UserRole, status: { away: boolean, statusText: string, emojiName: string | null, emojiCode: string | null, reactionType: ReactionType | null } | null };

export type MessageFieldsFragment = { id: string, messageId: number, content: string, timestamp: string, flags: Array<MessageFlag>, isMeMessage: boolean, lastEditTimestamp: string | null, topic: string, type: MessageType, channel: { id: string, channelId: number, name: string } | null, sender: { id: string, userId: number, fullName: string, avatarUrl: string }, recipients: Array<{ id: string, userId: number, fullName: string }>, reactions: Array<{ emojiName: string, emojiCode: string, reactionType: ReactionType, user: { id: string, userId: number, fullName: string } }>, submessages: Array<{ id: string, msgType: string, content: string, sender: { id: string, userId: number } }> };

export type SubmessageFieldsFragment = { id: string, msgType: string, content: string, sender: { id: string, userId: number } };

export type BootstrapQueryVariables = Exact<{ [key: string]: never; }>;


export type BootstrapQuery = { bootstrap: { eventsCursor: string, maxMessageId: number, starredMessageIds: Array<number>, me: { id: string, userId: number, fullName: string, email: string, isBot: boolean, isActive: boolean, role: UserRole, settings: { colorScheme: ColorScheme, enterSends: boolean, enableDraftsSynchronization: boolean, sendStreamTypingNotifications: boolean, sendPrivateTypingNotifications: boolean, webMarkReadOnScrollPolicy: WebMarkReadOnScrollPolicy } | null, status: { away: boolean, statusText: string, emojiName: string | null, emojiCode: string | null, reactionType: ReactionType | null } | null }, realm: { id: string, name: string }, users: Array<{ id: string, userId: number, fullName: string, email: string, isBot: boolean, isActive: boolean, role: UserRole, status: { away: boolean, statusText: string, emojiName: string | null, emojiCode: string | null, reactionType: ReactionType | null } | null }>, subscriptions: Array<{ id: string, color: string, isMuted: boolean, pinToTop: boolean, channel: { id: string, channelId: number, name: string, description: string } }>, unread: { mentionedMessageIds: Array<number>, topics: Array<{ channelId: number, topic: string, messageIds: Array<number> }>, directConversations: Array<{ userIds: Array<number>, messageIds: Array<number> }> }, recentDirectConversations: Array<{ userIds: Array<number>, maxMessageId: number }>, userTopics: Array<{ id: string, channelId: number, topic: string, visibilityPolicy: TopicVisibilityPolicy }>, drafts: Array<{ id: string, draftId: number, type: DraftType, to: Array<number>, topic: string, content: string, timestamp: string }> } | null };

export type TopicsQueryVariables = Exact<{
  channelId: number;
}>;


export type TopicsQuery = { topics: Array<{ id: string, name: string, maxId: number }> | null };

export type TimelineQueryVariables = Exact<{
  narrow?: Array<NarrowTermInput> | NarrowTermInput | null | undefined;
  before?: string | null | undefined;
  after?: string | null | undefined;
  first?: number | null | undefined;
  last?: number | null | undefined;
  anchorMessageId?: number | null | undefined;
}>;


export type TimelineQuery = { messagesConnection: { pageInfo: { hasPreviousPage: boolean, startCursor: string | null, hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { matchContent: string | null, matchTopic: string | null, id: string, messageId: number, content: string, timestamp: string, flags: Array<MessageFlag>, isMeMessage: boolean, lastEditTimestamp: string | null, topic: string, type: MessageType, channel: { id: string, channelId: number, name: string } | null, sender: { id: string, userId: number, fullName: string, avatarUrl: string }, recipients: Array<{ id: string, userId: number, fullName: string }>, reactions: Array<{ emojiName: string, emojiCode: string, reactionType: ReactionType, user: { id: string, userId: number, fullName: string } }>, submessages: Array<{ id: string, msgType: string, content: string, sender: { id: string, userId: number } }> } }> } | null };

export type EventsSubscriptionVariables = Exact<{
  after?: string | null | undefined;
}>;


export type EventsSubscription = { events:
    | { __typename: 'AlertWordsEvent', cursor: string }
    | { __typename: 'AttachmentEvent', cursor: string }
    | { __typename: 'ChannelEvent', cursor: string }
    | { __typename: 'CustomProfileFieldsEvent', cursor: string }
    | { __typename: 'DefaultChannelGroupsEvent', cursor: string }
    | { __typename: 'DefaultChannelsEvent', cursor: string }
    | { __typename: 'DeleteMessageEvent', cursor: string, messageIds: Array<number> }
    | { __typename: 'DraftsEvent', cursor: string, draftId: number | null, draftsOp: DraftsEventOp, drafts: Array<{ id: string, draftId: number, type: DraftType, to: Array<number>, topic: string, content: string, timestamp: string }> }
    | { __typename: 'GapEvent', cursor: string, reason: GapReason }
    | { __typename: 'MessageEvent', cursor: string, messageId: number, flags: Array<MessageFlag>, message: { id: string, messageId: number, content: string, timestamp: string, flags: Array<MessageFlag>, isMeMessage: boolean, lastEditTimestamp: string | null, topic: string, type: MessageType, channel: { id: string, channelId: number, name: string } | null, sender: { id: string, userId: number, fullName: string, avatarUrl: string }, recipients: Array<{ id: string, userId: number, fullName: string }>, reactions: Array<{ emojiName: string, emojiCode: string, reactionType: ReactionType, user: { id: string, userId: number, fullName: string } }>, submessages: Array<{ id: string, msgType: string, content: string, sender: { id: string, userId: number } }> } | null }
    | { __typename: 'MutedUsersEvent', cursor: string }
    | { __typename: 'PresenceEvent', cursor: string, userId: number, serverTimestamp: string, presence: { activeTimestamp: string, idleTimestamp: string } }
    | { __typename: 'ReactionEvent', cursor: string, messageId: number, message: { id: string, messageId: number, reactions: Array<{ emojiName: string, emojiCode: string, reactionType: ReactionType, user: { id: string, userId: number, fullName: string } }> } | null }
    | { __typename: 'RealmBotEvent', cursor: string }
    | { __typename: 'RealmDomainsEvent', cursor: string }
    | { __typename: 'RealmEmojiEvent', cursor: string }
    | { __typename: 'RealmEvent', cursor: string }
    | { __typename: 'RealmExportConsentEvent', cursor: string }
    | { __typename: 'RealmLinkifiersEvent', cursor: string }
    | { __typename: 'RealmPlaygroundsEvent', cursor: string }
    | { __typename: 'RealmUserEvent', cursor: string }
    | { __typename: 'RealmUserSettingsDefaultsEvent', cursor: string }
    | { __typename: 'SavedSnippetsEvent', cursor: string }
    | { __typename: 'ScheduledMessagesEvent', cursor: string }
    | { __typename: 'SubmessageEvent', cursor: string, messageId: number, message: { id: string, messageId: number, submessages: Array<{ id: string, msgType: string, content: string, sender: { id: string, userId: number } }> } | null }
    | { __typename: 'SubscriptionEvent', cursor: string }
    | { __typename: 'TypingEditMessageEvent', cursor: string }
    | { __typename: 'TypingEvent', cursor: string, typingOp: TypingOp, sender: { id: string, userId: number, fullName: string }, conversation:
        | { __typename: 'ChannelTopicConversation', channelId: number, topic: string }
        | { __typename: 'DirectConversation', userIds: Array<number> }
       }
    | { __typename: 'UpdateMessageEvent', cursor: string, messageId: number, messageIds: Array<number>, renderingOnly: boolean, topic: string | null, origTopic: string | null, propagateMode: PropagateMode | null, channelId: number | null, newChannelId: number | null, message: { id: string, messageId: number, content: string, timestamp: string, flags: Array<MessageFlag>, isMeMessage: boolean, lastEditTimestamp: string | null, topic: string, type: MessageType, channel: { id: string, channelId: number, name: string } | null, sender: { id: string, userId: number, fullName: string, avatarUrl: string }, recipients: Array<{ id: string, userId: number, fullName: string }>, reactions: Array<{ emojiName: string, emojiCode: string, reactionType: ReactionType, user: { id: string, userId: number, fullName: string } }>, submessages: Array<{ id: string, msgType: string, content: string, sender: { id: string, userId: number } }> } | null }
    | { __typename: 'UpdateMessageFlagsEvent', cursor: string, flag: MessageFlag, messageIds: Array<number>, all: boolean, flagOp: AddRemove }
    | { __typename: 'UserGroupEvent', cursor: string }
    | { __typename: 'UserSettingsEvent', cursor: string }
    | { __typename: 'UserStatusEvent', cursor: string, userId: number, user: { id: string, userId: number, fullName: string, email: string, isBot: boolean, isActive: boolean, role: UserRole, status: { away: boolean, statusText: string, emojiName: string | null, emojiCode: string | null, reactionType: ReactionType | null } | null } | null }
    | { __typename: 'UserTopicEvent', cursor: string, channelId: number | null, topic: string | null, visibilityPolicy: TopicVisibilityPolicy }
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

export type SendMessageMutationVariables = Exact<{
  input: SendMessageInput;
}>;


export type SendMessageMutation = { sendMessage:
    | { __typename: 'ChannelNotFoundError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'SendMessagePayload', sentMessage: { id: string, messageId: number, content: string, timestamp: string, flags: Array<MessageFlag>, isMeMessage: boolean, lastEditTimestamp: string | null, topic: string, type: MessageType, channel: { id: string, channelId: number, name: string } | null, sender: { id: string, userId: number, fullName: string, avatarUrl: string }, recipients: Array<{ id: string, userId: number, fullName: string }>, reactions: Array<{ emojiName: string, emojiCode: string, reactionType: ReactionType, user: { id: string, userId: number, fullName: string } }>, submessages: Array<{ id: string, msgType: string, content: string, sender: { id: string, userId: number } }> } }
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

export type EditMessageMutationVariables = Exact<{
  input: EditMessageInput;
}>;


export type EditMessageMutation = { editMessage:
    | { __typename: 'ChannelNotFoundError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'EditMessagePayload', editedMessage: { id: string, messageId: number, content: string, timestamp: string, flags: Array<MessageFlag>, isMeMessage: boolean, lastEditTimestamp: string | null, topic: string, type: MessageType, channel: { id: string, channelId: number, name: string } | null, sender: { id: string, userId: number, fullName: string, avatarUrl: string }, recipients: Array<{ id: string, userId: number, fullName: string }>, reactions: Array<{ emojiName: string, emojiCode: string, reactionType: ReactionType, user: { id: string, userId: number, fullName: string } }>, submessages: Array<{ id: string, msgType: string, content: string, sender: { id: string, userId: number } }> } }
    | { __typename: 'ExpectationMismatchError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'MoveMessagesTimeLimitError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, argument: string | null }
    | { __typename: 'ZulipError', code: ErrorCode, message: string, argument: string | null }
   };

export type DeleteMessageMutationVariables = Exact<{
  input: MessageIdInput;
}>;


export type DeleteMessageMutation = { deleteMessage:
    | { __typename: 'DeleteMessagePayload' }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type AddReactionMutationVariables = Exact<{
  input: ReactionInput;
}>;


export type AddReactionMutation = { addReaction:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ReactionPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type RemoveReactionMutationVariables = Exact<{
  input: ReactionInput;
}>;


export type RemoveReactionMutation = { removeReaction:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ReactionPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
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
  input: DraftIdInput;
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

export type RawMessageQueryVariables = Exact<{
  messageId: number;
}>;


export type RawMessageQuery = { message: { id: string, messageId: number, content: string } | null };

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

export type MentionGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type MentionGroupsQuery = { userGroups: Array<{ id: string, groupId: number, name: string, description: string, isSystemGroup: boolean, viewerMayMention: boolean }> | null };

export type RealmEmojiQueryVariables = Exact<{ [key: string]: never; }>;


export type RealmEmojiQuery = { realmEmoji: Array<{ id: string, emojiId: number, name: string, sourceUrl: string, stillUrl: string | null, deactivated: boolean, authorId: number | null }> };

export type RecentMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type RecentMessagesQuery = { messagesConnection: { edges: Array<{ node: { id: string, messageId: number, timestamp: string, topic: string, channel: { id: string, channelId: number } | null, sender: { id: string, userId: number }, recipients: Array<{ id: string, userId: number }> } }> } | null };

export type SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsQuery = { me: { id: string, userId: number, role: UserRole, profileData: Array<{ fieldId: number, value: string }> | null }, userGroups: Array<{ id: string, groupId: number, name: string, description: string, isSystemGroup: boolean, memberIds: Array<number> }> | null, customProfileFields: Array<{ id: string, fieldId: number, name: string, hint: string, type: CustomProfileFieldType, order: number, editableByUser: boolean, choices: Array<{ key: string, order: string, text: string }>, externalAccount: { subtype: string } | null }>, realmEmoji: Array<{ id: string, emojiId: number, name: string, sourceUrl: string, deactivated: boolean, authorId: number | null }> };

export type CreateUserGroupMutationVariables = Exact<{
  input: CreateUserGroupInput;
}>;


export type CreateUserGroupMutation = { createUserGroup:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'UserGroupPayload' }
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
    | { __typename: 'UserGroupPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type UpdateUserGroupMembersMutationVariables = Exact<{
  input: UpdateUserGroupMembersInput;
}>;


export type UpdateUserGroupMembersMutation = { updateUserGroupMembers:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'UserGroupPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type DeactivateUserGroupMutationVariables = Exact<{
  input: UserGroupIdInput;
}>;


export type DeactivateUserGroupMutation = { deactivateUserGroup:
    | { __typename: 'GroupInUseError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'UserGroupPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type CreateProfileFieldMutationVariables = Exact<{
  input: CreateCustomProfileFieldInput;
}>;


export type CreateProfileFieldMutation = { createCustomProfileField:
    | { __typename: 'CustomProfileFieldPayload' }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };

export type UpdateProfileFieldMutationVariables = Exact<{
  input: UpdateCustomProfileFieldInput;
}>;


export type UpdateProfileFieldMutation = { updateCustomProfileField:
    | { __typename: 'CustomProfileFieldPayload' }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
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
  input: CustomProfileFieldIdInput;
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

export const UserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isBot"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"emojiName"}},{"kind":"Field","name":{"kind":"Name","value":"emojiCode"}},{"kind":"Field","name":{"kind":"Name","value":"reactionType"}}]}}]}}]} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const SubmessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Submessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"msgType"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<SubmessageFieldsFragment, unknown>;
export const MessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"isMeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"lastEditTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emojiName"}},{"kind":"Field","name":{"kind":"Name","value":"emojiCode"}},{"kind":"Field","name":{"kind":"Name","value":"reactionType"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"submessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Submessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"msgType"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<MessageFieldsFragment, unknown>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FetchApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FetchApiKeyPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"argument"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const ServerSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realmName"}},{"kind":"Field","name":{"kind":"Name","value":"zulipVersion"}}]}}]}}]} as unknown as DocumentNode<ServerSettingsQuery, ServerSettingsQueryVariables>;
export const BootstrapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Bootstrap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bootstrap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventsCursor"}},{"kind":"Field","name":{"kind":"Name","value":"maxMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colorScheme"}},{"kind":"Field","name":{"kind":"Name","value":"enterSends"}},{"kind":"Field","name":{"kind":"Name","value":"enableDraftsSynchronization"}},{"kind":"Field","name":{"kind":"Name","value":"sendStreamTypingNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"sendPrivateTypingNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"webMarkReadOnScrollPolicy"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"realm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"pinToTop"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"messageIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"directConversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userIds"}},{"kind":"Field","name":{"kind":"Name","value":"messageIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mentionedMessageIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentDirectConversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userIds"}},{"kind":"Field","name":{"kind":"Name","value":"maxMessageId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userTopics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityPolicy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"starredMessageIds"}},{"kind":"Field","name":{"kind":"Name","value":"drafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"draftId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isBot"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"emojiName"}},{"kind":"Field","name":{"kind":"Name","value":"emojiCode"}},{"kind":"Field","name":{"kind":"Name","value":"reactionType"}}]}}]}}]} as unknown as DocumentNode<BootstrapQuery, BootstrapQueryVariables>;
export const TopicsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Topics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"channelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"maxId"}}]}}]}}]} as unknown as DocumentNode<TopicsQuery, TopicsQueryVariables>;
export const TimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Timeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"narrow"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NarrowTermInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"anchorMessageId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messagesConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"anchorMessageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"anchorMessageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"narrow"},"value":{"kind":"Variable","name":{"kind":"Name","value":"narrow"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}},{"kind":"Field","name":{"kind":"Name","value":"matchContent"}},{"kind":"Field","name":{"kind":"Name","value":"matchTopic"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Submessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"msgType"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"isMeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"lastEditTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emojiName"}},{"kind":"Field","name":{"kind":"Name","value":"emojiCode"}},{"kind":"Field","name":{"kind":"Name","value":"reactionType"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"submessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmessageFields"}}]}}]}}]} as unknown as DocumentNode<TimelineQuery, TimelineQueryVariables>;
export const EventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"Events"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"MESSAGE"},{"kind":"EnumValue","value":"UPDATE_MESSAGE"},{"kind":"EnumValue","value":"DELETE_MESSAGE"},{"kind":"EnumValue","value":"REACTION"},{"kind":"EnumValue","value":"TYPING"},{"kind":"EnumValue","value":"UPDATE_MESSAGE_FLAGS"},{"kind":"EnumValue","value":"DRAFTS"},{"kind":"EnumValue","value":"USER_STATUS"},{"kind":"EnumValue","value":"PRESENCE"},{"kind":"EnumValue","value":"USER_TOPIC"},{"kind":"EnumValue","value":"SUBMESSAGE"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumableEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GapEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"messageIds"}},{"kind":"Field","name":{"kind":"Name","value":"renderingOnly"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"origTopic"}},{"kind":"Field","name":{"kind":"Name","value":"propagateMode"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"newChannelId"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubmessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"submessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmessageFields"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReactionEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emojiName"}},{"kind":"Field","name":{"kind":"Name","value":"emojiCode"}},{"kind":"Field","name":{"kind":"Name","value":"reactionType"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TypingEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"typingOp"},"name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChannelTopicConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userIds"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageFlagsEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","alias":{"kind":"Name","value":"flagOp"},"name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"messageIds"}},{"kind":"Field","name":{"kind":"Name","value":"all"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DraftsEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"draftsOp"},"name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"draftId"}},{"kind":"Field","name":{"kind":"Name","value":"drafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"draftId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserStatusEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PresenceEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"serverTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"presence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimestamp"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserTopicEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityPolicy"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Submessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"msgType"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"isMeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"lastEditTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emojiName"}},{"kind":"Field","name":{"kind":"Name","value":"emojiCode"}},{"kind":"Field","name":{"kind":"Name","value":"reactionType"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"submessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isBot"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"emojiName"}},{"kind":"Field","name":{"kind":"Name","value":"emojiCode"}},{"kind":"Field","name":{"kind":"Name","value":"reactionType"}}]}}]}}]} as unknown as DocumentNode<EventsSubscription, EventsSubscriptionVariables>;
export const PresencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Presences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"presences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"activeTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimestamp"}}]}}]}}]}}]} as unknown as DocumentNode<PresencesQuery, PresencesQueryVariables>;
export const UpdatePresenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePresence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePresenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePresence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Presences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"presences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"activeTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimestamp"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePresenceMutation, UpdatePresenceMutationVariables>;
export const SendMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendMessagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"argument"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Submessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"msgType"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"isMeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"lastEditTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emojiName"}},{"kind":"Field","name":{"kind":"Name","value":"emojiCode"}},{"kind":"Field","name":{"kind":"Name","value":"reactionType"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"submessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmessageFields"}}]}}]}}]} as unknown as DocumentNode<SendMessageMutation, SendMessageMutationVariables>;
export const RenderMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenderMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenderMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renderMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RenderMessagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rendered"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RenderMessageMutation, RenderMessageMutationVariables>;
export const SendTypingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTyping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendTypingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTyping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendTypingMutation, SendTypingMutationVariables>;
export const EditMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EditMessagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editedMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"argument"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Submessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"msgType"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"isMeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"lastEditTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emojiName"}},{"kind":"Field","name":{"kind":"Name","value":"emojiCode"}},{"kind":"Field","name":{"kind":"Name","value":"reactionType"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"submessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmessageFields"}}]}}]}}]} as unknown as DocumentNode<EditMessageMutation, EditMessageMutationVariables>;
export const DeleteMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MessageIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteMessageMutation, DeleteMessageMutationVariables>;
export const AddReactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddReaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addReaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddReactionMutation, AddReactionMutationVariables>;
export const RemoveReactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveReaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeReaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveReactionMutation, RemoveReactionMutationVariables>;
export const SendSubmessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSubmessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendSubmessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSubmessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendSubmessageMutation, SendSubmessageMutationVariables>;
export const UpdateFlagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFlags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageFlagsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMessageFlags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateFlagsMutation, UpdateFlagsMutationVariables>;
export const CreateDraftsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDrafts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDraftsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDrafts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDraftsPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"draftId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateDraftsMutation, CreateDraftsMutationVariables>;
export const UpdateDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateDraftMutation, UpdateDraftMutationVariables>;
export const DeleteDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DraftIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteDraftMutation, DeleteDraftMutationVariables>;
export const UploadFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFilePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UploadFileMutation, UploadFileMutationVariables>;
export const SetTopicVisibilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTopicVisibility"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetTopicVisibilityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTopicVisibility"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetTopicVisibilityMutation, SetTopicVisibilityMutationVariables>;
export const UpdateStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateStatusMutation, UpdateStatusMutationVariables>;
export const RawMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RawMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"messageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"applyMarkdown"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<RawMessageQuery, RawMessageQueryVariables>;
export const MarkTopicReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkTopicRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageFlagsForNarrowInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMessageFlagsForNarrow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<MarkTopicReadMutation, MarkTopicReadMutationVariables>;
export const MentionGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MentionGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isSystemGroup"}},{"kind":"Field","name":{"kind":"Name","value":"viewerMayMention"}}]}}]}}]} as unknown as DocumentNode<MentionGroupsQuery, MentionGroupsQueryVariables>;
export const RealmEmojiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RealmEmoji"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realmEmoji"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emojiId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"stillUrl"}},{"kind":"Field","name":{"kind":"Name","value":"deactivated"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}}]}}]}}]} as unknown as DocumentNode<RealmEmojiQuery, RealmEmojiQueryVariables>;
export const RecentMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messagesConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecentMessagesQuery, RecentMessagesQueryVariables>;
export const SettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isSystemGroup"}},{"kind":"Field","name":{"kind":"Name","value":"memberIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customProfileFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"editableByUser"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"externalAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtype"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"realmEmoji"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emojiId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"deactivated"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}}]}}]}}]} as unknown as DocumentNode<SettingsQuery, SettingsQueryVariables>;
export const CreateUserGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUserGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUserGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateUserGroupMutation, CreateUserGroupMutationVariables>;
export const UpdateUserGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpectationMismatchError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateUserGroupMutation, UpdateUserGroupMutationVariables>;
export const UpdateUserGroupMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserGroupMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserGroupMembersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserGroupMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateUserGroupMembersMutation, UpdateUserGroupMembersMutationVariables>;
export const DeactivateUserGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateUserGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserGroupIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateUserGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupInUseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeactivateUserGroupMutation, DeactivateUserGroupMutationVariables>;
export const CreateProfileFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProfileField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCustomProfileFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomProfileField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateProfileFieldMutation, CreateProfileFieldMutationVariables>;
export const UpdateProfileFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfileField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomProfileFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomProfileField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateProfileFieldMutation, UpdateProfileFieldMutationVariables>;
export const ReorderProfileFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderProfileFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReorderCustomProfileFieldsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderCustomProfileFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ReorderProfileFieldsMutation, ReorderProfileFieldsMutationVariables>;
export const DeleteProfileFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProfileField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomProfileFieldIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCustomProfileField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteProfileFieldMutation, DeleteProfileFieldMutationVariables>;
export const UpdateProfileDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfileData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfileData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateProfileDataMutation, UpdateProfileDataMutationVariables>;
export const UploadRealmEmojiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadRealmEmoji"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadRealmEmojiInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadRealmEmoji"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UploadRealmEmojiMutation, UploadRealmEmojiMutationVariables>;
export const DeactivateRealmEmojiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateRealmEmoji"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeactivateRealmEmojiInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateRealmEmoji"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeactivateRealmEmojiMutation, DeactivateRealmEmojiMutationVariables>;