import { graphql } from '../gql/index.ts';

// What the chat starts from (web/src/ui/Chat.tsx): the viewer, the organization's users, the
// subscriptions, unread and recent state; the fragments are the store's shapes, which events update too.

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

export const ChannelSubscriptionFieldsFragment = graphql(`
  fragment ChannelSubscriptionFields on ChannelSubscription {
    id
    color
    isMuted
    pinToTop
    desktopNotifications
    wildcardMentionsNotify
    channel {
      id
      channelId
      name
      description
    }
  }
`);

export const DraftFieldsFragment = graphql(`
  fragment DraftFields on Draft {
    id
    draftId
    type
    to
    topic
    content
    timestamp
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
          enableDesktopNotifications
          enableStreamDesktopNotifications
          wildcardMentionsNotify
          enableFollowedTopicDesktopNotifications
          enableFollowedTopicWildcardMentionsNotify
          pmContentInDesktopNotifications
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
        ...ChannelSubscriptionFields
      }
      mutedUsers {
        userId
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
        ...DraftFields
      }
    }
  }
`);
