import { graphql } from '../gql/index.ts';

// The login page's documents (web/src/ui/Login.tsx).

export const LoginMutation = graphql(`
  mutation Login($input: FetchApiKeyInput!) {
    fetchApiKey(input: $input) {
      __typename
      ... on FetchApiKeyPayload {
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

export const ServerSettingsQuery = graphql(`
  query ServerSettings {
    serverSettings {
      realmName
      zulipVersion
    }
  }
`);
