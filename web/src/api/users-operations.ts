import { graphql } from '../gql/index.ts';

// Users as the viewer sees and marks them: presence, their own status, muting, mentionable groups.

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

export const MuteUserMutation = graphql(`
  mutation MuteUser($input: MuteUserInput!) {
    muteUser(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const UnmuteUserMutation = graphql(`
  mutation UnmuteUser($input: UnmuteUserInput!) {
    unmuteUser(input: $input) {
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
