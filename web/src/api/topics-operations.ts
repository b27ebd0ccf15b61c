import { graphql } from '../gql/index.ts';

// A channel's topics: the list, the viewer's visibility policy of one, marking one read.

export const TopicsQuery = graphql(`
  query Topics($channelId: Int!) {
    topics(channelId: $channelId) {
      id
      name
      maxId
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
