import { graphql } from '../gql/index.ts';

// What keeps a search's results live (web/src/ui/useLiveNarrow.ts): which messages match a narrow
// the client cannot apply itself, as Zulip's web app asks /messages/matches_narrow.

export const MessagesMatchingNarrowQuery = graphql(`
  query MessagesMatchingNarrow($filter: [NarrowFilter!], $messageIds: [Int!]) {
    messagesMatchingNarrow(filter: $filter, messageIds: $messageIds) {
      messageId
      matchContent
      matchTopic
      message {
        ...MessageFields
      }
    }
  }
`);
