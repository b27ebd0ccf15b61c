import { lexicographicSortSchema, type GraphQLSchema } from 'graphql';
import { builder } from './builder.ts';
import { showViews } from './show-views.ts';
import './errors.ts';
import './types/auth.ts';
import './types/channel.ts';
import './types/channel-mutations.ts';
import './types/channel-creation.ts';
import './types/channel-admin.ts';
import './types/default-channel-groups.ts';
import './types/groups.ts';
import './types/user-groups.ts';
import './types/user-group-mutations.ts';
import './types/own-settings.ts';
import './types/message.ts';
import './types/message-queries.ts';
import './types/messages-connection.ts';
import './types/message-mutations.ts';
import './types/message-flag-mutations.ts';
import './types/message-reports.ts';
import './types/message-edit.ts';
import './types/topics.ts';
import './types/realm.ts';
import './types/realm-viewer-can.ts';
import './types/group-viewer-can.ts';
import './types/server.ts';
import './types/thumbnails.ts';
import './types/events.ts';
import './types/typing.ts';
import './types/bootstrap.ts';
import './types/profile-field-mutations.ts';
import './types/user.ts';
import './types/user-connection.ts';
import './types/bots.ts';
import './types/bot-storage.ts';
import './types/push-devices.ts';
import './types/invitation-changes.ts';
import './types/calls.ts';
import './types/reading-state.ts';
import './types/list-connections.ts';

let schema: GraphQLSchema | undefined;

/** The schema is immutable once built; building it twice would fail in Pothos. */
export function getSchema(): GraphQLSchema {
  schema ??= showViews(builder.toSchema({ sortSchema: false }));
  return schema;
}

export const getSortedSchema = (): GraphQLSchema => lexicographicSortSchema(getSchema());
