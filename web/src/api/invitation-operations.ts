import { graphql } from '../gql/index.ts';

// Invitations and bots (web/src/ui/admin), loaded with the settings chunk.

export const InvitationsQuery = graphql(`
  query Invitations {
    invitations {
      id
      invitationId
      email
      invitedAs
      invitedAt
      expiresAt
      isMultiuse
      linkUrl
      invitedBy {
        id
        userId
        fullName
      }
    }
  }
`);

export const BotsQuery = graphql(`
  query Bots {
    botsConnection(first: 100) {
      edges {
        node {
          id
          botId
          fullName
          email
          botType
          apiKey
          isActive
        }
      }
    }
  }
`);

export const InviteUsersMutation = graphql(`
  mutation InviteUsers($input: InviteUsersInput!) {
    inviteUsers(input: $input) {
      __typename
      ... on InviteUsersPayload {
        invitations {
          email
        }
      }
      ... on InvitationFailedError {
        refused {
          email
          reason
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const CreateInvitationLinkMutation = graphql(`
  mutation CreateInvitationLink($input: CreateInvitationLinkInput!) {
    createInvitationLink(input: $input) {
      __typename
      ... on CreateInvitationLinkPayload {
        inviteLink
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const RevokeInvitationMutation = graphql(`
  mutation RevokeInvitation($input: RevokeInvitationInput!) {
    revokeInvitation(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const RevokeInvitationLinkMutation = graphql(`
  mutation RevokeInvitationLink($input: RevokeInvitationLinkInput!) {
    revokeInvitationLink(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const ResendInvitationMutation = graphql(`
  mutation ResendInvitation($input: ResendInvitationInput!) {
    resendInvitation(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const CreateBotMutation = graphql(`
  mutation CreateBot($input: CreateBotInput!) {
    createBot(input: $input) {
      __typename
      ... on CreateBotPayload {
        apiKey
        bot {
          id
          botId
          email
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const DeactivateBotMutation = graphql(`
  mutation DeactivateBot($input: DeactivateBotInput!) {
    deactivateBot(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);
