import { graphql } from '../gql/index.ts';

// The compose box's documents (web/src/ui/Compose.tsx, ui/compose/): sending, preview, typing, drafts and uploads.

export const SendMessageMutation = graphql(`
  mutation SendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      __typename
      ... on SendMessagePayload {
        sentMessage {
          ...MessageFields
        }
      }
      ... on Error {
        code
        message
        argument
      }
    }
  }
`);

export const RenderMessageMutation = graphql(`
  mutation RenderMessage($input: RenderMessageInput!) {
    renderMessage(input: $input) {
      __typename
      ... on RenderMessagePayload {
        rendered
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const SendTypingMutation = graphql(`
  mutation SendTyping($input: SendTypingInput!) {
    sendTyping(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const CreateDraftsMutation = graphql(`
  mutation CreateDrafts($input: CreateDraftsInput!) {
    createDrafts(input: $input) {
      __typename
      ... on CreateDraftsPayload {
        drafts {
          id
          draftId
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const UpdateDraftMutation = graphql(`
  mutation UpdateDraft($input: UpdateDraftInput!) {
    updateDraft(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const DeleteDraftMutation = graphql(`
  mutation DeleteDraft($input: DeleteDraftInput!) {
    deleteDraft(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const UploadFileMutation = graphql(`
  mutation UploadFile($input: UploadFileInput!) {
    uploadFile(input: $input) {
      __typename
      ... on UploadFilePayload {
        url
        filename
      }
      ... on Error {
        code
        message
      }
    }
  }
`);
