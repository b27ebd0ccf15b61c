import { graphql } from '../gql/index.ts';

// The events subscription that keeps the store current (web/src/state/events.ts applies them).

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
        CHANNEL
        SUBSCRIPTION
        MUTED_USERS
        USER_SETTINGS
        REALM
        REALM_USER
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
            ...ReactionFields
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
          ...DraftFields
        }
      }
      ... on RealmEvent {
        realmOp: op
        realm {
          id
          name
        }
      }
      ... on RealmUserEvent {
        realmUserOp: op
        userId
        user {
          ...UserFields
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
      ... on ChannelEvent {
        channelOp: op
        channelIds
        channels {
          id
          channelId
          name
          description
        }
      }
      ... on SubscriptionEvent {
        subscriptionOp: op
        channelIds
        channels {
          id
          channelId
          viewerSubscription {
            ...ChannelSubscriptionFields
          }
        }
      }
      ... on MutedUsersEvent {
        mutedUsers {
          userId
        }
      }
      ... on UserSettingsEvent {
        change {
          property
          value
        }
      }
    }
  }
`);
