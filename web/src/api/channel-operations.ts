import { graphql } from '../gql/index.ts';

// The channel browser's and channel settings' documents (web/src/ui/channels), loaded with their chunk.

export const ChannelBrowserQuery = graphql(`
  query ChannelBrowser($after: String) {
    channelsConnection(filter: { includeAll: true }, first: 100, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          channelId
          name
          description
          inviteOnly
          isWebPublic
          subscriberCount
          viewerCanAdminister
          viewerCanSubscribe
          viewerSubscription {
            id
            color
            isMuted
            pinToTop
          }
        }
      }
    }
    realm {
      id
      viewerCan {
        createPublicChannel
        createPrivateChannel
        createWebPublicChannel
      }
    }
  }
`);

export const SubscribeMutation = graphql(`
  mutation Subscribe($input: SubscribeInput!) {
    subscribe(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const UnsubscribeMutation = graphql(`
  mutation Unsubscribe($input: UnsubscribeInput!) {
    unsubscribe(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const UpdateChannelMutation = graphql(`
  mutation UpdateChannel($input: UpdateChannelInput!) {
    updateChannel(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const UpdateSubscriptionSettingsMutation = graphql(`
  mutation UpdateSubscriptionSettings($input: UpdateSubscriptionSettingsInput!) {
    updateSubscriptionSettings(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);
