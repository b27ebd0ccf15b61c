import { graphql } from '../gql/index.ts';

// Every GraphQL operation the web client sends. codegen (npm run codegen) types
// them from schema.graphql into web/src/gql/; the client speaks nothing else.

export const LoginMutation = graphql(`
  mutation Login($input: FetchApiKeyInput!) {
    fetchApiKey(input: $input) {
      __typename
      ... on FetchApiKeyPayload {
        apiKey
        email
      }
      ... on Error {
        code
        message
        argument
      }
    }
  }
`);

export const ServerSettingsQuery = graphql(`
  query ServerSettings {
    serverSettings {
      realmName
      zulipVersion
    }
  }
`);

export const UserFieldsFragment = graphql(`
  fragment UserFields on User {
    id
    userId
    fullName
    email
    isBot
    isActive
    role
    status {
      away
      statusText
      emojiName
      emojiCode
      reactionType
    }
  }
`);

export const MessageFieldsFragment = graphql(`
  fragment MessageFields on Message {
    id
    messageId
    content
    timestamp
    flags
    isMeMessage
    lastEditTimestamp
    topic
    type
    channel {
      id
      channelId
      name
    }
    sender {
      id
      userId
      fullName
      avatarUrl
    }
    recipients {
      id
      userId
      fullName
    }
    reactions {
      emojiName
      emojiCode
      reactionType
      user {
        id
        userId
        fullName
      }
    }
    submessages {
      ...SubmessageFields
    }
  }
`);

// Only what the widget needs: a page of 50 messages is near the server's structural cost limit (15,000).
export const SubmessageFieldsFragment = graphql(`
  fragment SubmessageFields on Submessage {
    id
    msgType
    content
    sender {
      id
      userId
    }
  }
`);

export const BootstrapQuery = graphql(`
  query Bootstrap {
    bootstrap {
      eventsCursor
      maxMessageId
      me {
        ...UserFields
        settings {
          colorScheme
          enterSends
          enableDraftsSynchronization
          sendStreamTypingNotifications
          sendPrivateTypingNotifications
          webMarkReadOnScrollPolicy
        }
      }
      realm {
        id
        name
      }
      users {
        ...UserFields
      }
      subscriptions {
        id
        color
        isMuted
        pinToTop
        channel {
          id
          channelId
          name
          description
        }
      }
      unread {
        topics {
          channelId
          topic
          messageIds
        }
        directConversations {
          userIds
          messageIds
        }
        mentionedMessageIds
      }
      recentDirectConversations {
        userIds
        maxMessageId
      }
      userTopics {
        id
        channelId
        topic
        visibilityPolicy
      }
      starredMessageIds
      drafts {
        id
        draftId
        type
        to
        topic
        content
        timestamp
      }
    }
  }
`);

export const TopicsQuery = graphql(`
  query Topics($channelId: Int!) {
    topics(channelId: $channelId) {
      id
      name
      maxId
    }
  }
`);

export const TimelineQuery = graphql(`
  query Timeline(
    $narrow: [NarrowTermInput!]
    $before: String
    $after: String
    $first: Int
    $last: Int
    $anchorMessageId: Int
  ) {
    messagesConnection(
      first: $first
      last: $last
      before: $before
      after: $after
      anchorMessageId: $anchorMessageId
      narrow: $narrow
    ) {
      pageInfo {
        hasPreviousPage
        startCursor
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...MessageFields
          matchContent
          matchTopic
        }
      }
    }
  }
`);

export const EventsSubscription = graphql(`
  subscription Events($after: String) {
    events(
      after: $after
      types: [
        MESSAGE
        UPDATE_MESSAGE
        DELETE_MESSAGE
        REACTION
        TYPING
        UPDATE_MESSAGE_FLAGS
        DRAFTS
        USER_STATUS
        PRESENCE
        USER_TOPIC
        SUBMESSAGE
      ]
    ) {
      __typename
      ... on ResumableEvent {
        cursor
      }
      ... on GapEvent {
        reason
      }
      ... on MessageEvent {
        messageId
        flags
        message {
          ...MessageFields
        }
      }
      ... on UpdateMessageEvent {
        messageId
        messageIds
        renderingOnly
        topic
        origTopic
        propagateMode
        channelId
        newChannelId
        message {
          ...MessageFields
        }
      }
      ... on DeleteMessageEvent {
        messageIds
      }
      ... on SubmessageEvent {
        messageId
        message {
          id
          messageId
          submessages {
            ...SubmessageFields
          }
        }
      }
      ... on ReactionEvent {
        messageId
        message {
          id
          messageId
          reactions {
            emojiName
            emojiCode
            reactionType
            user {
              id
              userId
              fullName
            }
          }
        }
      }
      ... on TypingEvent {
        typingOp: op
        sender {
          id
          userId
          fullName
        }
        conversation {
          __typename
          ... on ChannelTopicConversation {
            channelId
            topic
          }
          ... on DirectConversation {
            userIds
          }
        }
      }
      ... on UpdateMessageFlagsEvent {
        flag
        flagOp: op
        messageIds
        all
      }
      ... on DraftsEvent {
        draftsOp: op
        draftId
        drafts {
          id
          draftId
          type
          to
          topic
          content
          timestamp
        }
      }
      ... on UserStatusEvent {
        userId
        user {
          ...UserFields
        }
      }
      ... on PresenceEvent {
        userId
        serverTimestamp
        presence {
          activeTimestamp
          idleTimestamp
        }
      }
      ... on UserTopicEvent {
        channelId
        topic
        visibilityPolicy
      }
    }
  }
`);

export const PresencesQuery = graphql(`
  query Presences {
    presences {
      serverTimestamp
      presences {
        userId
        activeTimestamp
        idleTimestamp
      }
    }
  }
`);

export const UpdatePresenceMutation = graphql(`
  mutation UpdatePresence($input: UpdatePresenceInput!) {
    updatePresence(input: $input) {
      __typename
      ... on Presences {
        serverTimestamp
        presences {
          userId
          activeTimestamp
          idleTimestamp
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const SendMessageMutation = graphql(`
  mutation SendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      __typename
      ... on SendMessagePayload {
        sentMessage {
          ...MessageFields
        }
      }
      ... on Error {
        code
        message
        argument
      }
    }
  }
`);

export const RenderMessageMutation = graphql(`
  mutation RenderMessage($input: RenderMessageInput!) {
    renderMessage(input: $input) {
      __typename
      ... on RenderMessagePayload {
        rendered
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const SendTypingMutation = graphql(`
  mutation SendTyping($input: SendTypingInput!) {
    sendTyping(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const EditMessageMutation = graphql(`
  mutation EditMessage($input: EditMessageInput!) {
    editMessage(input: $input) {
      __typename
      ... on EditMessagePayload {
        editedMessage {
          ...MessageFields
        }
      }
      ... on Error {
        code
        message
        argument
      }
    }
  }
`);

export const DeleteMessageMutation = graphql(`
  mutation DeleteMessage($input: MessageIdInput!) {
    deleteMessage(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const AddReactionMutation = graphql(`
  mutation AddReaction($input: ReactionInput!) {
    addReaction(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const RemoveReactionMutation = graphql(`
  mutation RemoveReaction($input: ReactionInput!) {
    removeReaction(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const SendSubmessageMutation = graphql(`
  mutation SendSubmessage($input: SendSubmessageInput!) {
    sendSubmessage(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const UpdateFlagsMutation = graphql(`
  mutation UpdateFlags($input: UpdateMessageFlagsInput!) {
    updateMessageFlags(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const CreateDraftsMutation = graphql(`
  mutation CreateDrafts($input: CreateDraftsInput!) {
    createDrafts(input: $input) {
      __typename
      ... on CreateDraftsPayload {
        drafts {
          id
          draftId
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const UpdateDraftMutation = graphql(`
  mutation UpdateDraft($input: UpdateDraftInput!) {
    updateDraft(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const DeleteDraftMutation = graphql(`
  mutation DeleteDraft($input: DraftIdInput!) {
    deleteDraft(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const UploadFileMutation = graphql(`
  mutation UploadFile($input: UploadFileInput!) {
    uploadFile(input: $input) {
      __typename
      ... on UploadFilePayload {
        url
        filename
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const SetTopicVisibilityMutation = graphql(`
  mutation SetTopicVisibility($input: SetTopicVisibilityInput!) {
    setTopicVisibility(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const UpdateStatusMutation = graphql(`
  mutation UpdateStatus($input: UpdateUserStatusInput!) {
    updateUserStatus(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const RawMessageQuery = graphql(`
  query RawMessage($messageId: Int!) {
    message(messageId: $messageId, applyMarkdown: false) {
      id
      messageId
      content
    }
  }
`);

export const MarkTopicReadMutation = graphql(`
  mutation MarkTopicRead($input: UpdateMessageFlagsForNarrowInput!) {
    updateMessageFlagsForNarrow(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const MentionGroupsQuery = graphql(`
  query MentionGroups {
    userGroups {
      id
      groupId
      name
      description
      isSystemGroup
      viewerMayMention
    }
  }
`);

export const RealmEmojiQuery = graphql(`
  query RealmEmoji {
    realmEmoji {
      id
      emojiId
      name
      sourceUrl
      stillUrl
      deactivated
      authorId
    }
  }
`);

// Recent conversations: the latest 100 messages the viewer can read, only where they are (200 is over the
// structural cost limit, which multiplies by a literal `last`).
export const RecentMessagesQuery = graphql(`
  query RecentMessages {
    messagesConnection(last: 100) {
      edges {
        node {
          id
          messageId
          timestamp
          topic
          channel {
            id
            channelId
          }
          sender {
            id
            userId
          }
          recipients {
            id
            userId
          }
        }
      }
    }
  }
`);
