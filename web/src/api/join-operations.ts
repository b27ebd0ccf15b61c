import { graphql } from '../gql/index.ts';

// The sign-up page's documents (web/src/ui/JoinPage.tsx), for someone not logged in who followed
// an invitation's /join/<key>/ link.

export const InvitationPreviewQuery = graphql(`
  query InvitationPreview($key: String!) {
    invitationPreview(key: $key) {
      __typename
      ... on InvitationPreview {
        realmName
        email
      }
      ... on InvitationLinkError {
        message
      }
    }
  }
`);

export const AcceptInvitationMutation = graphql(`
  mutation AcceptInvitation($input: AcceptInvitationInput!) {
    acceptInvitation(input: $input) {
      __typename
      ... on AcceptInvitationPayload {
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
