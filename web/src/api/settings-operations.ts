import { graphql } from '../gql/index.ts';

// The settings page's documents (web/src/ui/settings), loaded with its chunk.

export const SettingsQuery = graphql(`
  query Settings {
    me {
      id
      userId
      role
      profileData {
        fieldId
        value
      }
    }
    userGroups {
      id
      groupId
      name
      description
      isSystemGroup
      memberIds
    }
    customProfileFields {
      id
      fieldId
      name
      hint
      type
      order
      editableByUser
      choices {
        key
        order
        text
      }
      externalAccount {
        subtype
      }
    }
    realmEmoji {
      id
      emojiId
      name
      sourceUrl
      deactivated
      authorId
    }
  }
`);

export const CreateUserGroupMutation = graphql(`
  mutation CreateUserGroup($input: CreateUserGroupInput!) {
    createUserGroup(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const UpdateUserGroupMutation = graphql(`
  mutation UpdateUserGroup($input: UpdateUserGroupInput!) {
    updateUserGroup(input: $input) {
      __typename
      ... on ExpectationMismatchError {
        code
        message
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const UpdateUserGroupMembersMutation = graphql(`
  mutation UpdateUserGroupMembers($input: UpdateUserGroupMembersInput!) {
    updateUserGroupMembers(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const DeactivateUserGroupMutation = graphql(`
  mutation DeactivateUserGroup($input: DeactivateUserGroupInput!) {
    deactivateUserGroup(input: $input) {
      __typename
      ... on GroupInUseError {
        code
        message
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const CreateProfileFieldMutation = graphql(`
  mutation CreateProfileField($input: CreateCustomProfileFieldInput!) {
    createCustomProfileField(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const UpdateProfileFieldMutation = graphql(`
  mutation UpdateProfileField($input: UpdateCustomProfileFieldInput!) {
    updateCustomProfileField(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const ReorderProfileFieldsMutation = graphql(`
  mutation ReorderProfileFields($input: ReorderCustomProfileFieldsInput!) {
    reorderCustomProfileFields(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const DeleteProfileFieldMutation = graphql(`
  mutation DeleteProfileField($input: DeleteCustomProfileFieldInput!) {
    deleteCustomProfileField(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const UpdateProfileDataMutation = graphql(`
  mutation UpdateProfileData($input: UpdateProfileDataInput!) {
    updateProfileData(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const UploadRealmEmojiMutation = graphql(`
  mutation UploadRealmEmoji($input: UploadRealmEmojiInput!) {
    uploadRealmEmoji(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const DeactivateRealmEmojiMutation = graphql(`
  mutation DeactivateRealmEmoji($input: DeactivateRealmEmojiInput!) {
    deactivateRealmEmoji(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);
