/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Why an operation failed: Zulip's error codes (REST's `code`) and the GraphQL endpoint's own. */
export type ErrorCode =
  | 'AUTHENTICATION_FAILED'
  | 'BAD_EVENT_QUEUE_ID'
  | 'BAD_IMAGE'
  | 'BAD_NARROW'
  | 'BAD_REQUEST'
  | 'CANNOT_ADMINISTER_CHANNEL'
  | 'CANNOT_DEACTIVATE_GROUP_IN_USE'
  | 'CANNOT_DEACTIVATE_LAST_USER'
  | 'EXPECTATION_MISMATCH'
  | 'INTERNAL_SERVER_ERROR'
  | 'INVALID_API_KEY'
  | 'INVALID_JSON'
  | 'MOVE_MESSAGES_TIME_LIMIT_EXCEEDED'
  | 'NONEXISTENT_SUBDOMAIN'
  | 'PASSWORD_AUTH_DISABLED'
  | 'PERSISTED_QUERY_NOT_FOUND'
  | 'PERSISTED_QUERY_ONLY'
  | 'QUERY_TOO_COMPLEX'
  | 'RATE_LIMIT_HIT'
  | 'REACTION_ALREADY_EXISTS'
  | 'REACTION_DOES_NOT_EXIST'
  | 'REALM_DEACTIVATED'
  | 'REALM_UPLOAD_QUOTA'
  | 'REQUEST_CONFUSING_VAR'
  | 'REQUEST_VARIABLE_INVALID'
  | 'REQUEST_VARIABLE_MISSING'
  | 'STREAM_DOES_NOT_EXIST'
  | 'STREAM_WILDCARD_MENTION_NOT_ALLOWED'
  | 'SYSTEM_GROUP_REQUIRED'
  | 'TOPIC_WILDCARD_MENTION_NOT_ALLOWED'
  | 'UNAUTHORIZED'
  | 'UNAUTHORIZED_PRINCIPAL'
  | 'USER_DEACTIVATED';

/** A user's role in the organization (Zulip's role values). */
export type UserRole =
  | 'ADMINISTRATOR'
  | 'GUEST'
  | 'MEMBER'
  | 'MODERATOR'
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