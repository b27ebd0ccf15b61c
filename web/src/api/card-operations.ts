import { graphql } from '../gql/index.ts';

// A person's card (web/src/ui/UserCard.tsx), read when it opens: role, status and profile as they are now.

export const UserCardQuery = graphql(`
  query UserCard($userId: Int!) {
    user(userId: $userId) {
      id
      userId
      fullName
      deliveryEmail
      role
      isBot
      isActive
      timezone
      avatarUrl
      botOwner {
        id
        fullName
      }
      status {
        statusText
      }
      profileData {
        fieldId
        value
        field {
          id
          name
          type
          choices {
            key
            text
          }
        }
        users {
          id
          fullName
        }
      }
    }
  }
`);
