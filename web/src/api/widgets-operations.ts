import { graphql } from '../gql/index.ts';

// A message's poll and to-do widgets (web/src/ui/Widget.tsx): their submessages, and a change to one.

// Only what the widgets read (web/src/state/widgets.ts): a page of 50 messages is near the server's structural
// cost limit (15,000).
export const SubmessageFieldsFragment = graphql(`
  fragment SubmessageFields on Submessage {
    id
    sender {
      id
      userId
    }
    data {
      __typename
      ... on PollWidgetData {
        question
        options
      }
      ... on PollNewOption {
        idx
        option
      }
      ... on PollVote {
        key
        vote
      }
      ... on PollQuestion {
        question
      }
      ... on TodoWidgetData {
        taskListTitle
        tasks {
          task
          desc
        }
      }
      ... on TodoNewTask {
        idx
        task
        desc
        completed
      }
      ... on TodoStrike {
        key
      }
      ... on TodoTaskListTitle {
        title
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
