import { graphql } from '../gql/index.ts';

// Reading and changing messages: the timeline's pages, recent conversations, edits, deletion, flags.

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
      ...ReactionFields
    }
    submessages {
      ...SubmessageFields
    }
  }
`);

export const ReactionFieldsFragment = graphql(`
  fragment ReactionFields on Reaction {
    emojiName
    emojiCode
    reactionType
    user {
      id
      userId
      fullName
    }
  }
`);

export const TimelineQuery = graphql(`
  query Timeline(
    $filter: [NarrowFilter!]
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
      filter: $filter
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

export const RawMessageQuery = graphql(`
  query RawMessage($messageId: Int!) {
    message(messageId: $messageId, applyMarkdown: false) {
      id
      messageId
      content
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
  mutation DeleteMessage($input: DeleteMessageInput!) {
    deleteMessage(input: $input) {
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
