/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Why an operation failed: Zulip's error codes (REST's `code`) and the GraphQL endpoint's own. */
export type ErrorCode =
  /** The credentials (email and password or API key) are wrong. */
  | 'AUTHENTICATION_FAILED'
  /** The event queue does not exist any more: register again. */
  | 'BAD_EVENT_QUEUE_ID'
  /** The uploaded file is not an image the server can read. */
  | 'BAD_IMAGE'
  /** The narrow (filter) is not valid. */
  | 'BAD_NARROW'
  /** The request was refused; the message says why (most refusals have this code). */
  | 'BAD_REQUEST'
  /** The viewer may not administer this channel. */
  | 'CANNOT_ADMINISTER_CHANNEL'
  /** The group is used (as a subgroup or by a setting) and cannot be deactivated. */
  | 'CANNOT_DEACTIVATE_GROUP_IN_USE'
  /** The organization would be left without a user, or without an owner. */
  | 'CANNOT_DEACTIVATE_LAST_USER'
  /** A channel with this name already exists (archived channels included). */
  | 'CHANNEL_ALREADY_EXISTS'
  /** The expected current value is not the current one: refetch and retry. */
  | 'EXPECTATION_MISMATCH'
  /** An unexpected failure on the server. */
  | 'INTERNAL_SERVER_ERROR'
  /** The API key is not valid. */
  | 'INVALID_API_KEY'
  /** An argument that must be JSON is not. */
  | 'INVALID_JSON'
  /** The push device token is not valid. */
  | 'INVALID_PUSH_DEVICE_TOKEN'
  /** Some or all invitations could not be sent. */
  | 'INVITATION_FAILED'
  /** Some of the messages are too old for the viewer to move. */
  | 'MOVE_MESSAGES_TIME_LIMIT_EXCEEDED'
  /** There is no organization at this address. */
  | 'NONEXISTENT_SUBDOMAIN'
  /** The user has no device registered for push notifications. */
  | 'NO_ACTIVE_PUSH_DEVICE'
  /** The organization does not allow logging in with a password. */
  | 'PASSWORD_AUTH_DISABLED'
  /** The server does not know the persisted query hash: send the query text. */
  | 'PERSISTED_QUERY_NOT_FOUND'
  /** This server accepts only persisted (known) queries. */
  | 'PERSISTED_QUERY_ONLY'
  /** This server sends no push notifications. */
  | 'PUSH_SERVICE_NOT_CONFIGURED'
  /** The GraphQL operation is too deep or too costly: ask for less. */
  | 'QUERY_TOO_COMPLEX'
  /** Too many requests: retry after the time given. */
  | 'RATE_LIMIT_HIT'
  /** The viewer already reacted with this emoji. */
  | 'REACTION_ALREADY_EXISTS'
  /** The viewer has no reaction with this emoji to remove. */
  | 'REACTION_DOES_NOT_EXIST'
  /** The organization is deactivated. */
  | 'REALM_DEACTIVATED'
  /** The upload would exceed the organization's upload quota. */
  | 'REALM_UPLOAD_QUOTA'
  /** Two arguments that cannot go together were both given. */
  | 'REQUEST_CONFUSING_VAR'
  /** An argument has a value of the wrong kind or out of range. */
  | 'REQUEST_VARIABLE_INVALID'
  /** A required argument is missing. */
  | 'REQUEST_VARIABLE_MISSING'
  /** No channel with that id or name that the viewer may see. */
  | 'STREAM_DOES_NOT_EXIST'
  /** The viewer may not use channel-wide wildcard mentions in this channel. */
  | 'STREAM_WILDCARD_MENTION_NOT_ALLOWED'
  /** The setting only takes a system group. */
  | 'SYSTEM_GROUP_REQUIRED'
  /** The viewer may not use @topic in a topic this large. */
  | 'TOPIC_WILDCARD_MENTION_NOT_ALLOWED'
  /** No credentials were given, and the operation needs them. */
  | 'UNAUTHORIZED'
  /** A user named in the request may not be subscribed or acted for. */
  | 'UNAUTHORIZED_PRINCIPAL'
  /** The account is deactivated. */
  | 'USER_DEACTIVATED';

/** A user's role in the organization (Zulip's role values). */
export type UserRole =
  /** Organization administrator. */
  | 'ADMINISTRATOR'
  /** Guest: sees only the channels they are subscribed to (and perhaps only some users). */
  | 'GUEST'
  /** Member. */
  | 'MEMBER'
  /** Moderator: a member with the rights the organization gives moderators. */
  | 'MODERATOR'
  /** Organization owner: every right, including over administrators and owners. */
  | 'OWNER';

export type CodegenSmokeMeQueryVariables = Exact<{ [key: string]: never; }>;


export type CodegenSmokeMeQuery = { me: { userId: number, email: string, fullName: string, role: UserRole } };

export type CodegenSmokeFetchApiKeyMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type CodegenSmokeFetchApiKeyMutation = { fetchApiKey:
    | { __typename: 'FetchApiKeyPayload', apiKey: string, user: { userId: number } | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PermissionDeniedError', code: ErrorCode, message: string }
    | { __typename: 'RateLimitError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'ZulipError', code: ErrorCode, message: string }
   };


export const CodegenSmokeMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CodegenSmokeMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<CodegenSmokeMeQuery, CodegenSmokeMeQueryVariables>;
export const CodegenSmokeFetchApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CodegenSmokeFetchApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FetchApiKeyPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CodegenSmokeFetchApiKeyMutation, CodegenSmokeFetchApiKeyMutationVariables>;