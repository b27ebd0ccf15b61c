/**
 * The schema's unions and interfaces and the object types each may be, generated from the schema
 * (scripts/schema-sdl.ts). Without this map graphcache can only guess whether `... on Error { message }`
 * applies to a `ZulipError`, or `... on ChannelTopicConversation` to a `Conversation`, and its guess
 * drops the fields: every refusal would read "Error".
 */
export { possibleTypes } from '../gql/possible-types.ts';
