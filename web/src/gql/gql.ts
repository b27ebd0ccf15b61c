/* eslint-disable */
import * as types from './graphql.ts';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Login($input: FetchApiKeyInput!) {\n    fetchApiKey(input: $input) {\n      __typename\n      ... on FetchApiKeyPayload { apiKey email }\n      ... on Error { code message argument }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query ServerSettings {\n    serverSettings { realmName zulipVersion }\n  }\n": typeof types.ServerSettingsDocument,
    "\n  fragment UserFields on User {\n    id userId fullName email isBot isActive role\n    status { away statusText emojiName emojiCode reactionType }\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  fragment MessageFields on Message {\n    id messageId content timestamp flags isMeMessage lastEditTimestamp topic type\n    channel { id channelId name }\n    sender { id userId fullName }\n    recipients { id userId fullName }\n    reactions { emojiName emojiCode reactionType user { id userId fullName } }\n  }\n": typeof types.MessageFieldsFragmentDoc,
    "\n  query Bootstrap {\n    bootstrap {\n      eventsCursor\n      maxMessageId\n      me { ...UserFields settings { colorScheme enterSends enableDraftsSynchronization sendStreamTypingNotifications sendPrivateTypingNotifications webMarkReadOnScrollPolicy } }\n      realm { name }\n      users { ...UserFields }\n      subscriptions { color isMuted pinToTop channel { id channelId name description } }\n      unread {\n        topics { channelId topic messageIds }\n        directConversations { userIds messageIds }\n        mentionedMessageIds\n      }\n      recentDirectConversations { userIds maxMessageId }\n      userTopics { channelId topic visibilityPolicy }\n      starredMessageIds\n      drafts { draftId type to topic content timestamp }\n    }\n  }\n": typeof types.BootstrapDocument,
    "\n  query Topics($channelId: Int!) {\n    topics(channelId: $channelId) { name maxId }\n  }\n": typeof types.TopicsDocument,
    "\n  query Timeline($narrow: [NarrowTermInput!], $before: String) {\n    messagesConnection(last: 50, before: $before, narrow: $narrow) {\n      pageInfo { hasPreviousPage startCursor }\n      edges { node { ...MessageFields } }\n    }\n  }\n": typeof types.TimelineDocument,
    "\n  subscription Events($after: String) {\n    events(after: $after, types: [MESSAGE, UPDATE_MESSAGE, DELETE_MESSAGE, REACTION, TYPING, UPDATE_MESSAGE_FLAGS, DRAFTS, USER_STATUS, PRESENCE, USER_TOPIC]) {\n      __typename\n      ... on ResumableEvent { cursor }\n      ... on GapEvent { reason }\n      ... on MessageEvent { messageId flags message { ...MessageFields } }\n      ... on UpdateMessageEvent {\n        messageId messageIds renderingOnly topic origTopic propagateMode channelId newChannelId\n        message { ...MessageFields }\n      }\n      ... on DeleteMessageEvent { messageIds }\n      ... on ReactionEvent { messageId message { id messageId reactions { emojiName emojiCode reactionType user { id userId fullName } } } }\n      ... on TypingEvent {\n        typingOp: op\n        sender { id userId fullName }\n        conversation {\n          __typename\n          ... on ChannelTopicConversation { channelId topic }\n          ... on DirectConversation { userIds }\n        }\n      }\n      ... on UpdateMessageFlagsEvent { flag flagOp: op messageIds all }\n      ... on DraftsEvent { draftsOp: op draftId drafts { draftId type to topic content timestamp } }\n      ... on UserStatusEvent { userId user { ...UserFields } }\n      ... on PresenceEvent { userId serverTimestamp presence { activeTimestamp idleTimestamp } }\n      ... on UserTopicEvent { channelId topic visibilityPolicy }\n    }\n  }\n": typeof types.EventsDocument,
    "\n  query Presences {\n    presences { serverTimestamp presences { userId activeTimestamp idleTimestamp } }\n  }\n": typeof types.PresencesDocument,
    "\n  mutation UpdatePresence($input: UpdatePresenceInput!) {\n    updatePresence(input: $input) {\n      __typename\n      ... on Presences { serverTimestamp presences { userId activeTimestamp idleTimestamp } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.UpdatePresenceDocument,
    "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ... on SendMessagePayload { sentMessage { ...MessageFields } }\n      ... on Error { code message argument }\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  mutation RenderMessage($input: RenderMessageInput!) {\n    renderMessage(input: $input) {\n      __typename\n      ... on RenderMessagePayload { rendered }\n      ... on Error { code message }\n    }\n  }\n": typeof types.RenderMessageDocument,
    "\n  mutation SendTyping($input: SendTypingInput!) {\n    sendTyping(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n": typeof types.SendTypingDocument,
    "\n  mutation EditMessage($input: EditMessageInput!) {\n    editMessage(input: $input) {\n      __typename\n      ... on EditMessagePayload { editedMessage { ...MessageFields } }\n      ... on Error { code message argument }\n    }\n  }\n": typeof types.EditMessageDocument,
    "\n  mutation DeleteMessage($input: MessageIdInput!) {\n    deleteMessage(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n": typeof types.DeleteMessageDocument,
    "\n  mutation AddReaction($input: ReactionInput!) {\n    addReaction(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n": typeof types.AddReactionDocument,
    "\n  mutation RemoveReaction($input: ReactionInput!) {\n    removeReaction(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n": typeof types.RemoveReactionDocument,
    "\n  mutation UpdateFlags($input: UpdateMessageFlagsInput!) {\n    updateMessageFlags(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n": typeof types.UpdateFlagsDocument,
    "\n  mutation CreateDrafts($input: CreateDraftsInput!) {\n    createDrafts(input: $input) {\n      __typename\n      ... on CreateDraftsPayload { draftIds }\n      ... on Error { code message }\n    }\n  }\n": typeof types.CreateDraftsDocument,
    "\n  mutation UpdateDraft($input: UpdateDraftInput!) {\n    updateDraft(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n": typeof types.UpdateDraftDocument,
    "\n  mutation DeleteDraft($input: DraftIdInput!) {\n    deleteDraft(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n": typeof types.DeleteDraftDocument,
    "\n  mutation UploadFile($input: UploadFileInput!) {\n    uploadFile(input: $input) {\n      __typename\n      ... on UploadFilePayload { url filename }\n      ... on Error { code message }\n    }\n  }\n": typeof types.UploadFileDocument,
    "\n  mutation SetTopicVisibility($input: SetTopicVisibilityInput!) {\n    setTopicVisibility(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n": typeof types.SetTopicVisibilityDocument,
    "\n  mutation UpdateStatus($input: UpdateUserStatusInput!) {\n    updateUserStatus(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n": typeof types.UpdateStatusDocument,
    "\n  query RawMessage($messageId: Int!) {\n    message(messageId: $messageId, applyMarkdown: false) { id messageId content }\n  }\n": typeof types.RawMessageDocument,
    "\n  mutation MarkTopicRead($input: UpdateMessageFlagsForNarrowInput!) {\n    updateMessageFlagsForNarrow(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n": typeof types.MarkTopicReadDocument,
    "\n  query MentionGroups {\n    userGroups { id groupId name description isSystemGroup viewerMayMention }\n  }\n": typeof types.MentionGroupsDocument,
    "\n  query RealmEmoji {\n    realmEmoji { emojiId name sourceUrl stillUrl deactivated authorId }\n  }\n": typeof types.RealmEmojiDocument,
    "\n  query Settings {\n    me { id userId role profileData { fieldId value } }\n    userGroups { id groupId name description isSystemGroup memberIds }\n    customProfileFields { fieldId name hint type order editableByUser choices { key order text } externalAccount { subtype } }\n    realmEmoji { emojiId name sourceUrl deactivated authorId }\n  }\n": typeof types.SettingsDocument,
    "\n  mutation CreateUserGroup($input: CreateUserGroupInput!) {\n    createUserGroup(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n": typeof types.CreateUserGroupDocument,
    "\n  mutation UpdateUserGroup($input: UpdateUserGroupInput!) {\n    updateUserGroup(input: $input) {\n      __typename\n      ... on ExpectationMismatchError { code message }\n      ... on ZulipError { code message }\n    }\n  }\n": typeof types.UpdateUserGroupDocument,
    "\n  mutation UpdateUserGroupMembers($input: UpdateUserGroupMembersInput!) {\n    updateUserGroupMembers(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n": typeof types.UpdateUserGroupMembersDocument,
    "\n  mutation DeactivateUserGroup($input: UserGroupIdInput!) {\n    deactivateUserGroup(input: $input) {\n      __typename\n      ... on GroupInUseError { code message }\n      ... on ZulipError { code message }\n    }\n  }\n": typeof types.DeactivateUserGroupDocument,
    "\n  mutation CreateProfileField($input: CreateCustomProfileFieldInput!) {\n    createCustomProfileField(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n": typeof types.CreateProfileFieldDocument,
    "\n  mutation UpdateProfileField($input: UpdateCustomProfileFieldInput!) {\n    updateCustomProfileField(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n": typeof types.UpdateProfileFieldDocument,
    "\n  mutation ReorderProfileFields($input: ReorderCustomProfileFieldsInput!) {\n    reorderCustomProfileFields(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n": typeof types.ReorderProfileFieldsDocument,
    "\n  mutation DeleteProfileField($input: CustomProfileFieldIdInput!) {\n    deleteCustomProfileField(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n": typeof types.DeleteProfileFieldDocument,
    "\n  mutation UpdateProfileData($input: UpdateProfileDataInput!) {\n    updateProfileData(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n": typeof types.UpdateProfileDataDocument,
    "\n  mutation UploadRealmEmoji($input: UploadRealmEmojiInput!) {\n    uploadRealmEmoji(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n": typeof types.UploadRealmEmojiDocument,
    "\n  mutation DeactivateRealmEmoji($input: DeactivateRealmEmojiInput!) {\n    deactivateRealmEmoji(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n": typeof types.DeactivateRealmEmojiDocument,
};
const documents: Documents = {
    "\n  mutation Login($input: FetchApiKeyInput!) {\n    fetchApiKey(input: $input) {\n      __typename\n      ... on FetchApiKeyPayload { apiKey email }\n      ... on Error { code message argument }\n    }\n  }\n": types.LoginDocument,
    "\n  query ServerSettings {\n    serverSettings { realmName zulipVersion }\n  }\n": types.ServerSettingsDocument,
    "\n  fragment UserFields on User {\n    id userId fullName email isBot isActive role\n    status { away statusText emojiName emojiCode reactionType }\n  }\n": types.UserFieldsFragmentDoc,
    "\n  fragment MessageFields on Message {\n    id messageId content timestamp flags isMeMessage lastEditTimestamp topic type\n    channel { id channelId name }\n    sender { id userId fullName }\n    recipients { id userId fullName }\n    reactions { emojiName emojiCode reactionType user { id userId fullName } }\n  }\n": types.MessageFieldsFragmentDoc,
    "\n  query Bootstrap {\n    bootstrap {\n      eventsCursor\n      maxMessageId\n      me { ...UserFields settings { colorScheme enterSends enableDraftsSynchronization sendStreamTypingNotifications sendPrivateTypingNotifications webMarkReadOnScrollPolicy } }\n      realm { name }\n      users { ...UserFields }\n      subscriptions { color isMuted pinToTop channel { id channelId name description } }\n      unread {\n        topics { channelId topic messageIds }\n        directConversations { userIds messageIds }\n        mentionedMessageIds\n      }\n      recentDirectConversations { userIds maxMessageId }\n      userTopics { channelId topic visibilityPolicy }\n      starredMessageIds\n      drafts { draftId type to topic content timestamp }\n    }\n  }\n": types.BootstrapDocument,
    "\n  query Topics($channelId: Int!) {\n    topics(channelId: $channelId) { name maxId }\n  }\n": types.TopicsDocument,
    "\n  query Timeline($narrow: [NarrowTermInput!], $before: String) {\n    messagesConnection(last: 50, before: $before, narrow: $narrow) {\n      pageInfo { hasPreviousPage startCursor }\n      edges { node { ...MessageFields } }\n    }\n  }\n": types.TimelineDocument,
    "\n  subscription Events($after: String) {\n    events(after: $after, types: [MESSAGE, UPDATE_MESSAGE, DELETE_MESSAGE, REACTION, TYPING, UPDATE_MESSAGE_FLAGS, DRAFTS, USER_STATUS, PRESENCE, USER_TOPIC]) {\n      __typename\n      ... on ResumableEvent { cursor }\n      ... on GapEvent { reason }\n      ... on MessageEvent { messageId flags message { ...MessageFields } }\n      ... on UpdateMessageEvent {\n        messageId messageIds renderingOnly topic origTopic propagateMode channelId newChannelId\n        message { ...MessageFields }\n      }\n      ... on DeleteMessageEvent { messageIds }\n      ... on ReactionEvent { messageId message { id messageId reactions { emojiName emojiCode reactionType user { id userId fullName } } } }\n      ... on TypingEvent {\n        typingOp: op\n        sender { id userId fullName }\n        conversation {\n          __typename\n          ... on ChannelTopicConversation { channelId topic }\n          ... on DirectConversation { userIds }\n        }\n      }\n      ... on UpdateMessageFlagsEvent { flag flagOp: op messageIds all }\n      ... on DraftsEvent { draftsOp: op draftId drafts { draftId type to topic content timestamp } }\n      ... on UserStatusEvent { userId user { ...UserFields } }\n      ... on PresenceEvent { userId serverTimestamp presence { activeTimestamp idleTimestamp } }\n      ... on UserTopicEvent { channelId topic visibilityPolicy }\n    }\n  }\n": types.EventsDocument,
    "\n  query Presences {\n    presences { serverTimestamp presences { userId activeTimestamp idleTimestamp } }\n  }\n": types.PresencesDocument,
    "\n  mutation UpdatePresence($input: UpdatePresenceInput!) {\n    updatePresence(input: $input) {\n      __typename\n      ... on Presences { serverTimestamp presences { userId activeTimestamp idleTimestamp } }\n      ... on Error { code message }\n    }\n  }\n": types.UpdatePresenceDocument,
    "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ... on SendMessagePayload { sentMessage { ...MessageFields } }\n      ... on Error { code message argument }\n    }\n  }\n": types.SendMessageDocument,
    "\n  mutation RenderMessage($input: RenderMessageInput!) {\n    renderMessage(input: $input) {\n      __typename\n      ... on RenderMessagePayload { rendered }\n      ... on Error { code message }\n    }\n  }\n": types.RenderMessageDocument,
    "\n  mutation SendTyping($input: SendTypingInput!) {\n    sendTyping(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n": types.SendTypingDocument,
    "\n  mutation EditMessage($input: EditMessageInput!) {\n    editMessage(input: $input) {\n      __typename\n      ... on EditMessagePayload { editedMessage { ...MessageFields } }\n      ... on Error { code message argument }\n    }\n  }\n": types.EditMessageDocument,
    "\n  mutation DeleteMessage($input: MessageIdInput!) {\n    deleteMessage(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n": types.DeleteMessageDocument,
    "\n  mutation AddReaction($input: ReactionInput!) {\n    addReaction(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n": types.AddReactionDocument,
    "\n  mutation RemoveReaction($input: ReactionInput!) {\n    removeReaction(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n": types.RemoveReactionDocument,
    "\n  mutation UpdateFlags($input: UpdateMessageFlagsInput!) {\n    updateMessageFlags(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n": types.UpdateFlagsDocument,
    "\n  mutation CreateDrafts($input: CreateDraftsInput!) {\n    createDrafts(input: $input) {\n      __typename\n      ... on CreateDraftsPayload { draftIds }\n      ... on Error { code message }\n    }\n  }\n": types.CreateDraftsDocument,
    "\n  mutation UpdateDraft($input: UpdateDraftInput!) {\n    updateDraft(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n": types.UpdateDraftDocument,
    "\n  mutation DeleteDraft($input: DraftIdInput!) {\n    deleteDraft(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n": types.DeleteDraftDocument,
    "\n  mutation UploadFile($input: UploadFileInput!) {\n    uploadFile(input: $input) {\n      __typename\n      ... on UploadFilePayload { url filename }\n      ... on Error { code message }\n    }\n  }\n": types.UploadFileDocument,
    "\n  mutation SetTopicVisibility($input: SetTopicVisibilityInput!) {\n    setTopicVisibility(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n": types.SetTopicVisibilityDocument,
    "\n  mutation UpdateStatus($input: UpdateUserStatusInput!) {\n    updateUserStatus(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n": types.UpdateStatusDocument,
    "\n  query RawMessage($messageId: Int!) {\n    message(messageId: $messageId, applyMarkdown: false) { id messageId content }\n  }\n": types.RawMessageDocument,
    "\n  mutation MarkTopicRead($input: UpdateMessageFlagsForNarrowInput!) {\n    updateMessageFlagsForNarrow(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n": types.MarkTopicReadDocument,
    "\n  query MentionGroups {\n    userGroups { id groupId name description isSystemGroup viewerMayMention }\n  }\n": types.MentionGroupsDocument,
    "\n  query RealmEmoji {\n    realmEmoji { emojiId name sourceUrl stillUrl deactivated authorId }\n  }\n": types.RealmEmojiDocument,
    "\n  query Settings {\n    me { id userId role profileData { fieldId value } }\n    userGroups { id groupId name description isSystemGroup memberIds }\n    customProfileFields { fieldId name hint type order editableByUser choices { key order text } externalAccount { subtype } }\n    realmEmoji { emojiId name sourceUrl deactivated authorId }\n  }\n": types.SettingsDocument,
    "\n  mutation CreateUserGroup($input: CreateUserGroupInput!) {\n    createUserGroup(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n": types.CreateUserGroupDocument,
    "\n  mutation UpdateUserGroup($input: UpdateUserGroupInput!) {\n    updateUserGroup(input: $input) {\n      __typename\n      ... on ExpectationMismatchError { code message }\n      ... on ZulipError { code message }\n    }\n  }\n": types.UpdateUserGroupDocument,
    "\n  mutation UpdateUserGroupMembers($input: UpdateUserGroupMembersInput!) {\n    updateUserGroupMembers(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n": types.UpdateUserGroupMembersDocument,
    "\n  mutation DeactivateUserGroup($input: UserGroupIdInput!) {\n    deactivateUserGroup(input: $input) {\n      __typename\n      ... on GroupInUseError { code message }\n      ... on ZulipError { code message }\n    }\n  }\n": types.DeactivateUserGroupDocument,
    "\n  mutation CreateProfileField($input: CreateCustomProfileFieldInput!) {\n    createCustomProfileField(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n": types.CreateProfileFieldDocument,
    "\n  mutation UpdateProfileField($input: UpdateCustomProfileFieldInput!) {\n    updateCustomProfileField(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n": types.UpdateProfileFieldDocument,
    "\n  mutation ReorderProfileFields($input: ReorderCustomProfileFieldsInput!) {\n    reorderCustomProfileFields(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n": types.ReorderProfileFieldsDocument,
    "\n  mutation DeleteProfileField($input: CustomProfileFieldIdInput!) {\n    deleteCustomProfileField(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n": types.DeleteProfileFieldDocument,
    "\n  mutation UpdateProfileData($input: UpdateProfileDataInput!) {\n    updateProfileData(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n": types.UpdateProfileDataDocument,
    "\n  mutation UploadRealmEmoji($input: UploadRealmEmojiInput!) {\n    uploadRealmEmoji(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n": types.UploadRealmEmojiDocument,
    "\n  mutation DeactivateRealmEmoji($input: DeactivateRealmEmojiInput!) {\n    deactivateRealmEmoji(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n": types.DeactivateRealmEmojiDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: FetchApiKeyInput!) {\n    fetchApiKey(input: $input) {\n      __typename\n      ... on FetchApiKeyPayload { apiKey email }\n      ... on Error { code message argument }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: FetchApiKeyInput!) {\n    fetchApiKey(input: $input) {\n      __typename\n      ... on FetchApiKeyPayload { apiKey email }\n      ... on Error { code message argument }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServerSettings {\n    serverSettings { realmName zulipVersion }\n  }\n"): (typeof documents)["\n  query ServerSettings {\n    serverSettings { realmName zulipVersion }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User {\n    id userId fullName email isBot isActive role\n    status { away statusText emojiName emojiCode reactionType }\n  }\n"): (typeof documents)["\n  fragment UserFields on User {\n    id userId fullName email isBot isActive role\n    status { away statusText emojiName emojiCode reactionType }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageFields on Message {\n    id messageId content timestamp flags isMeMessage lastEditTimestamp topic type\n    channel { id channelId name }\n    sender { id userId fullName }\n    recipients { id userId fullName }\n    reactions { emojiName emojiCode reactionType user { id userId fullName } }\n  }\n"): (typeof documents)["\n  fragment MessageFields on Message {\n    id messageId content timestamp flags isMeMessage lastEditTimestamp topic type\n    channel { id channelId name }\n    sender { id userId fullName }\n    recipients { id userId fullName }\n    reactions { emojiName emojiCode reactionType user { id userId fullName } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bootstrap {\n    bootstrap {\n      eventsCursor\n      maxMessageId\n      me { ...UserFields settings { colorScheme enterSends enableDraftsSynchronization sendStreamTypingNotifications sendPrivateTypingNotifications webMarkReadOnScrollPolicy } }\n      realm { name }\n      users { ...UserFields }\n      subscriptions { color isMuted pinToTop channel { id channelId name description } }\n      unread {\n        topics { channelId topic messageIds }\n        directConversations { userIds messageIds }\n        mentionedMessageIds\n      }\n      recentDirectConversations { userIds maxMessageId }\n      userTopics { channelId topic visibilityPolicy }\n      starredMessageIds\n      drafts { draftId type to topic content timestamp }\n    }\n  }\n"): (typeof documents)["\n  query Bootstrap {\n    bootstrap {\n      eventsCursor\n      maxMessageId\n      me { ...UserFields settings { colorScheme enterSends enableDraftsSynchronization sendStreamTypingNotifications sendPrivateTypingNotifications webMarkReadOnScrollPolicy } }\n      realm { name }\n      users { ...UserFields }\n      subscriptions { color isMuted pinToTop channel { id channelId name description } }\n      unread {\n        topics { channelId topic messageIds }\n        directConversations { userIds messageIds }\n        mentionedMessageIds\n      }\n      recentDirectConversations { userIds maxMessageId }\n      userTopics { channelId topic visibilityPolicy }\n      starredMessageIds\n      drafts { draftId type to topic content timestamp }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Topics($channelId: Int!) {\n    topics(channelId: $channelId) { name maxId }\n  }\n"): (typeof documents)["\n  query Topics($channelId: Int!) {\n    topics(channelId: $channelId) { name maxId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Timeline($narrow: [NarrowTermInput!], $before: String) {\n    messagesConnection(last: 50, before: $before, narrow: $narrow) {\n      pageInfo { hasPreviousPage startCursor }\n      edges { node { ...MessageFields } }\n    }\n  }\n"): (typeof documents)["\n  query Timeline($narrow: [NarrowTermInput!], $before: String) {\n    messagesConnection(last: 50, before: $before, narrow: $narrow) {\n      pageInfo { hasPreviousPage startCursor }\n      edges { node { ...MessageFields } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Events($after: String) {\n    events(after: $after, types: [MESSAGE, UPDATE_MESSAGE, DELETE_MESSAGE, REACTION, TYPING, UPDATE_MESSAGE_FLAGS, DRAFTS, USER_STATUS, PRESENCE, USER_TOPIC]) {\n      __typename\n      ... on ResumableEvent { cursor }\n      ... on GapEvent { reason }\n      ... on MessageEvent { messageId flags message { ...MessageFields } }\n      ... on UpdateMessageEvent {\n        messageId messageIds renderingOnly topic origTopic propagateMode channelId newChannelId\n        message { ...MessageFields }\n      }\n      ... on DeleteMessageEvent { messageIds }\n      ... on ReactionEvent { messageId message { id messageId reactions { emojiName emojiCode reactionType user { id userId fullName } } } }\n      ... on TypingEvent {\n        typingOp: op\n        sender { id userId fullName }\n        conversation {\n          __typename\n          ... on ChannelTopicConversation { channelId topic }\n          ... on DirectConversation { userIds }\n        }\n      }\n      ... on UpdateMessageFlagsEvent { flag flagOp: op messageIds all }\n      ... on DraftsEvent { draftsOp: op draftId drafts { draftId type to topic content timestamp } }\n      ... on UserStatusEvent { userId user { ...UserFields } }\n      ... on PresenceEvent { userId serverTimestamp presence { activeTimestamp idleTimestamp } }\n      ... on UserTopicEvent { channelId topic visibilityPolicy }\n    }\n  }\n"): (typeof documents)["\n  subscription Events($after: String) {\n    events(after: $after, types: [MESSAGE, UPDATE_MESSAGE, DELETE_MESSAGE, REACTION, TYPING, UPDATE_MESSAGE_FLAGS, DRAFTS, USER_STATUS, PRESENCE, USER_TOPIC]) {\n      __typename\n      ... on ResumableEvent { cursor }\n      ... on GapEvent { reason }\n      ... on MessageEvent { messageId flags message { ...MessageFields } }\n      ... on UpdateMessageEvent {\n        messageId messageIds renderingOnly topic origTopic propagateMode channelId newChannelId\n        message { ...MessageFields }\n      }\n      ... on DeleteMessageEvent { messageIds }\n      ... on ReactionEvent { messageId message { id messageId reactions { emojiName emojiCode reactionType user { id userId fullName } } } }\n      ... on TypingEvent {\n        typingOp: op\n        sender { id userId fullName }\n        conversation {\n          __typename\n          ... on ChannelTopicConversation { channelId topic }\n          ... on DirectConversation { userIds }\n        }\n      }\n      ... on UpdateMessageFlagsEvent { flag flagOp: op messageIds all }\n      ... on DraftsEvent { draftsOp: op draftId drafts { draftId type to topic content timestamp } }\n      ... on UserStatusEvent { userId user { ...UserFields } }\n      ... on PresenceEvent { userId serverTimestamp presence { activeTimestamp idleTimestamp } }\n      ... on UserTopicEvent { channelId topic visibilityPolicy }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Presences {\n    presences { serverTimestamp presences { userId activeTimestamp idleTimestamp } }\n  }\n"): (typeof documents)["\n  query Presences {\n    presences { serverTimestamp presences { userId activeTimestamp idleTimestamp } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePresence($input: UpdatePresenceInput!) {\n    updatePresence(input: $input) {\n      __typename\n      ... on Presences { serverTimestamp presences { userId activeTimestamp idleTimestamp } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePresence($input: UpdatePresenceInput!) {\n    updatePresence(input: $input) {\n      __typename\n      ... on Presences { serverTimestamp presences { userId activeTimestamp idleTimestamp } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ... on SendMessagePayload { sentMessage { ...MessageFields } }\n      ... on Error { code message argument }\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ... on SendMessagePayload { sentMessage { ...MessageFields } }\n      ... on Error { code message argument }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenderMessage($input: RenderMessageInput!) {\n    renderMessage(input: $input) {\n      __typename\n      ... on RenderMessagePayload { rendered }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation RenderMessage($input: RenderMessageInput!) {\n    renderMessage(input: $input) {\n      __typename\n      ... on RenderMessagePayload { rendered }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTyping($input: SendTypingInput!) {\n    sendTyping(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation SendTyping($input: SendTypingInput!) {\n    sendTyping(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditMessage($input: EditMessageInput!) {\n    editMessage(input: $input) {\n      __typename\n      ... on EditMessagePayload { editedMessage { ...MessageFields } }\n      ... on Error { code message argument }\n    }\n  }\n"): (typeof documents)["\n  mutation EditMessage($input: EditMessageInput!) {\n    editMessage(input: $input) {\n      __typename\n      ... on EditMessagePayload { editedMessage { ...MessageFields } }\n      ... on Error { code message argument }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMessage($input: MessageIdInput!) {\n    deleteMessage(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMessage($input: MessageIdInput!) {\n    deleteMessage(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddReaction($input: ReactionInput!) {\n    addReaction(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation AddReaction($input: ReactionInput!) {\n    addReaction(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveReaction($input: ReactionInput!) {\n    removeReaction(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveReaction($input: ReactionInput!) {\n    removeReaction(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFlags($input: UpdateMessageFlagsInput!) {\n    updateMessageFlags(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFlags($input: UpdateMessageFlagsInput!) {\n    updateMessageFlags(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDrafts($input: CreateDraftsInput!) {\n    createDrafts(input: $input) {\n      __typename\n      ... on CreateDraftsPayload { draftIds }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDrafts($input: CreateDraftsInput!) {\n    createDrafts(input: $input) {\n      __typename\n      ... on CreateDraftsPayload { draftIds }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDraft($input: UpdateDraftInput!) {\n    updateDraft(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDraft($input: UpdateDraftInput!) {\n    updateDraft(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDraft($input: DraftIdInput!) {\n    deleteDraft(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDraft($input: DraftIdInput!) {\n    deleteDraft(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadFile($input: UploadFileInput!) {\n    uploadFile(input: $input) {\n      __typename\n      ... on UploadFilePayload { url filename }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadFile($input: UploadFileInput!) {\n    uploadFile(input: $input) {\n      __typename\n      ... on UploadFilePayload { url filename }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTopicVisibility($input: SetTopicVisibilityInput!) {\n    setTopicVisibility(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation SetTopicVisibility($input: SetTopicVisibilityInput!) {\n    setTopicVisibility(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStatus($input: UpdateUserStatusInput!) {\n    updateUserStatus(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStatus($input: UpdateUserStatusInput!) {\n    updateUserStatus(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RawMessage($messageId: Int!) {\n    message(messageId: $messageId, applyMarkdown: false) { id messageId content }\n  }\n"): (typeof documents)["\n  query RawMessage($messageId: Int!) {\n    message(messageId: $messageId, applyMarkdown: false) { id messageId content }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkTopicRead($input: UpdateMessageFlagsForNarrowInput!) {\n    updateMessageFlagsForNarrow(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkTopicRead($input: UpdateMessageFlagsForNarrowInput!) {\n    updateMessageFlagsForNarrow(input: $input) {\n      __typename\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MentionGroups {\n    userGroups { id groupId name description isSystemGroup viewerMayMention }\n  }\n"): (typeof documents)["\n  query MentionGroups {\n    userGroups { id groupId name description isSystemGroup viewerMayMention }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RealmEmoji {\n    realmEmoji { emojiId name sourceUrl stillUrl deactivated authorId }\n  }\n"): (typeof documents)["\n  query RealmEmoji {\n    realmEmoji { emojiId name sourceUrl stillUrl deactivated authorId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Settings {\n    me { id userId role profileData { fieldId value } }\n    userGroups { id groupId name description isSystemGroup memberIds }\n    customProfileFields { fieldId name hint type order editableByUser choices { key order text } externalAccount { subtype } }\n    realmEmoji { emojiId name sourceUrl deactivated authorId }\n  }\n"): (typeof documents)["\n  query Settings {\n    me { id userId role profileData { fieldId value } }\n    userGroups { id groupId name description isSystemGroup memberIds }\n    customProfileFields { fieldId name hint type order editableByUser choices { key order text } externalAccount { subtype } }\n    realmEmoji { emojiId name sourceUrl deactivated authorId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUserGroup($input: CreateUserGroupInput!) {\n    createUserGroup(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUserGroup($input: CreateUserGroupInput!) {\n    createUserGroup(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserGroup($input: UpdateUserGroupInput!) {\n    updateUserGroup(input: $input) {\n      __typename\n      ... on ExpectationMismatchError { code message }\n      ... on ZulipError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserGroup($input: UpdateUserGroupInput!) {\n    updateUserGroup(input: $input) {\n      __typename\n      ... on ExpectationMismatchError { code message }\n      ... on ZulipError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserGroupMembers($input: UpdateUserGroupMembersInput!) {\n    updateUserGroupMembers(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserGroupMembers($input: UpdateUserGroupMembersInput!) {\n    updateUserGroupMembers(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateUserGroup($input: UserGroupIdInput!) {\n    deactivateUserGroup(input: $input) {\n      __typename\n      ... on GroupInUseError { code message }\n      ... on ZulipError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateUserGroup($input: UserGroupIdInput!) {\n    deactivateUserGroup(input: $input) {\n      __typename\n      ... on GroupInUseError { code message }\n      ... on ZulipError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProfileField($input: CreateCustomProfileFieldInput!) {\n    createCustomProfileField(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProfileField($input: CreateCustomProfileFieldInput!) {\n    createCustomProfileField(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfileField($input: UpdateCustomProfileFieldInput!) {\n    updateCustomProfileField(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfileField($input: UpdateCustomProfileFieldInput!) {\n    updateCustomProfileField(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderProfileFields($input: ReorderCustomProfileFieldsInput!) {\n    reorderCustomProfileFields(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderProfileFields($input: ReorderCustomProfileFieldsInput!) {\n    reorderCustomProfileFields(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProfileField($input: CustomProfileFieldIdInput!) {\n    deleteCustomProfileField(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProfileField($input: CustomProfileFieldIdInput!) {\n    deleteCustomProfileField(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfileData($input: UpdateProfileDataInput!) {\n    updateProfileData(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfileData($input: UpdateProfileDataInput!) {\n    updateProfileData(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadRealmEmoji($input: UploadRealmEmojiInput!) {\n    uploadRealmEmoji(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadRealmEmoji($input: UploadRealmEmojiInput!) {\n    uploadRealmEmoji(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateRealmEmoji($input: DeactivateRealmEmojiInput!) {\n    deactivateRealmEmoji(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateRealmEmoji($input: DeactivateRealmEmojiInput!) {\n    deactivateRealmEmoji(input: $input) {\n      __typename\n      ... on ZulipError { code message }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;