import { graphql } from '../gql/index.ts';

// Emoji: the organization's custom emoji (picker, status) and reactions with them.

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

export const AddReactionMutation = graphql(`
  mutation AddReaction($input: AddReactionInput!) {
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
  mutation RemoveReaction($input: RemoveReactionInput!) {
    removeReaction(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);
