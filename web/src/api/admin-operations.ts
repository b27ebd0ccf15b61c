import { graphql } from '../gql/index.ts';

// The organization's administration (web/src/ui/admin), loaded with the settings chunk.

// A group setting's value is a union of a named group and an anonymous one: each value spreads both.
export const GroupSettingGroupFragment = graphql(`
  fragment GroupSettingGroup on UserGroup {
    id
    groupId
    name
  }
`);

export const GroupSettingMembersFragment = graphql(`
  fragment GroupSettingMembers on AnonymousGroup {
    directMemberIds
    directSubgroupIds
  }
`);

export const AdminUserFieldsFragment = graphql(`
  fragment AdminUserFields on User {
    id
    userId
    fullName
    email
    deliveryEmail
    role
    isActive
    isBot
    botType
    botOwner {
      id
      userId
      fullName
    }
  }
`);

export const OrganizationQuery = graphql(`
  query Organization {
    me {
      id
      userId
      role
    }
    realm {
      id
      name
      description
      settings {
        defaultLanguage
        allowMessageEditing
        messageContentEditLimitSeconds
        inviteRequired
        waitingPeriodThreshold
      }
      canCreatePublicChannelGroup {
        __typename
        ...GroupSettingGroup
        ...GroupSettingMembers
      }
      canCreatePrivateChannelGroup {
        __typename
        ...GroupSettingGroup
        ...GroupSettingMembers
      }
      canInviteUsersGroup {
        __typename
        ...GroupSettingGroup
        ...GroupSettingMembers
      }
      createMultiuseInviteGroup {
        __typename
        ...GroupSettingGroup
        ...GroupSettingMembers
      }
      canCreateBotsGroup {
        __typename
        ...GroupSettingGroup
        ...GroupSettingMembers
      }
      canAddCustomEmojiGroup {
        __typename
        ...GroupSettingGroup
        ...GroupSettingMembers
      }
      viewerCan {
        inviteUsers
        createMultiuseInvite
        createBots
        createWriteOnlyBots
      }
    }
    userGroups {
      id
      groupId
      name
      isSystemGroup
    }
  }
`);

export const UsersPageQuery = graphql(`
  query UsersPage($after: String) {
    usersConnection(first: 100, after: $after) {
      edges {
        node {
          ...AdminUserFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const UpdateRealmMutation = graphql(`
  mutation UpdateRealm($input: UpdateRealmInput!) {
    updateRealm(input: $input) {
      __typename
      ... on UpdateRealmPayload {
        changedSettings
      }
      ... on ValidationError {
        argument
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const UpdateUserMutation = graphql(`
  mutation UpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      __typename
      ... on UpdateUserPayload {
        user {
          ...AdminUserFields
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const DeactivateUserMutation = graphql(`
  mutation DeactivateUser($input: DeactivateUserInput!) {
    deactivateUser(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

export const ReactivateUserMutation = graphql(`
  mutation ReactivateUser($input: ReactivateUserInput!) {
    reactivateUser(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

/**
 * What the administration pages follow while open: the organization, its users,
 * bots and invitations changed (here or elsewhere) — each event means "read again".
 */
export const AdminEventsSubscription = graphql(`
  subscription AdminEvents($after: String) {
    events(after: $after, types: [REALM, REALM_USER, REALM_BOT, INVITES_CHANGED, USER_GROUP]) {
      __typename
      ... on ResumableEvent {
        cursor
      }
    }
  }
`);

export const ChannelPermissionsQuery = graphql(`
  query ChannelPermissions($channelId: Int!) {
    channel(channelId: $channelId) {
      id
      channelId
      viewerCanAdminister
      canSendMessageGroup {
        __typename
        ...GroupSettingGroup
        ...GroupSettingMembers
      }
      canAdministerChannelGroup {
        __typename
        ...GroupSettingGroup
        ...GroupSettingMembers
      }
      canAddSubscribersGroup {
        __typename
        ...GroupSettingGroup
        ...GroupSettingMembers
      }
      canRemoveSubscribersGroup {
        __typename
        ...GroupSettingGroup
        ...GroupSettingMembers
      }
      canSubscribeGroup {
        __typename
        ...GroupSettingGroup
        ...GroupSettingMembers
      }
      canMoveMessagesWithinChannelGroup {
        __typename
        ...GroupSettingGroup
        ...GroupSettingMembers
      }
      canMoveMessagesOutOfChannelGroup {
        __typename
        ...GroupSettingGroup
        ...GroupSettingMembers
      }
      canResolveTopicsGroup {
        __typename
        ...GroupSettingGroup
        ...GroupSettingMembers
      }
      canDeleteAnyMessageGroup {
        __typename
        ...GroupSettingGroup
        ...GroupSettingMembers
      }
      canDeleteOwnMessageGroup {
        __typename
        ...GroupSettingGroup
        ...GroupSettingMembers
      }
    }
    userGroups {
      id
      groupId
      name
      isSystemGroup
    }
  }
`);
