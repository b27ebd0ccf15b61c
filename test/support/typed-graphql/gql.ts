/* eslint-disable */
import * as types from './graphql.ts';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CodegenSmokeMe {\n    me {\n      userId\n      email\n      fullName\n      role\n    }\n  }\n": typeof types.CodegenSmokeMeDocument,
    "\n  mutation CodegenSmokeFetchApiKey($username: String!, $password: String!) {\n    fetchApiKey(input: { username: $username, password: $password }) {\n      __typename\n      ... on FetchApiKeyPayload {\n        apiKey\n        user {\n          userId\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CodegenSmokeFetchApiKeyDocument,
};
const documents: Documents = {
    "\n  query CodegenSmokeMe {\n    me {\n      userId\n      email\n      fullName\n      role\n    }\n  }\n": types.CodegenSmokeMeDocument,
    "\n  mutation CodegenSmokeFetchApiKey($username: String!, $password: String!) {\n    fetchApiKey(input: { username: $username, password: $password }) {\n      __typename\n      ... on FetchApiKeyPayload {\n        apiKey\n        user {\n          userId\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.CodegenSmokeFetchApiKeyDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CodegenSmokeMe {\n    me {\n      userId\n      email\n      fullName\n      role\n    }\n  }\n"): (typeof documents)["\n  query CodegenSmokeMe {\n    me {\n      userId\n      email\n      fullName\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CodegenSmokeFetchApiKey($username: String!, $password: String!) {\n    fetchApiKey(input: { username: $username, password: $password }) {\n      __typename\n      ... on FetchApiKeyPayload {\n        apiKey\n        user {\n          userId\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CodegenSmokeFetchApiKey($username: String!, $password: String!) {\n    fetchApiKey(input: { username: $username, password: $password }) {\n      __typename\n      ... on FetchApiKeyPayload {\n        apiKey\n        user {\n          userId\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;