import type { RouteDef } from '../route.ts';
import { messagesRoutes } from './messages.ts';
import { messageFlagsRoutes } from './message-flags.ts';
import { messageByIdRoutes } from './message-by-id.ts';
import { messageReactionsRoutes } from './message-reactions.ts';
import { messageEditRoutes } from './message-edit.ts';
import { submessageRoutes } from './submessage.ts';
import { topicsRoutes } from './topics.ts';
import { linkifiersRoutes } from './linkifiers.ts';
import { realmEmojiRoutes } from './realm-emoji.ts';
import { realmRoutes } from './realm.ts';
import { serverRoutes } from './server.ts';
import { settingsRoutes } from './settings.ts';
import { snippetsRoutes } from './snippets.ts';
import { alertWordsRoutes } from './alert-words.ts';
import { playgroundsRoutes } from './playgrounds.ts';
import { channelFoldersRoutes } from './channel-folders.ts';
import { realmDomainsRoutes } from './realm-domains.ts';
import { realmExportsRoutes } from './realm-exports.ts';
import { invitesRoutes } from './invites.ts';
import { botStorageRoutes } from './bot-storage.ts';
import { mutedUsersRoutes } from './muted-users.ts';
import { draftsRoutes } from './drafts.ts';
import { remindersRoutes } from './reminders.ts';
import { scheduledMessagesRoutes } from './scheduled-messages.ts';
import { presenceRoutes } from './presence.ts';
import { profileFieldsRoutes } from './profile-fields.ts';
import { streamsRoutes } from './streams.ts';
import { defaultChannelGroupsRoutes } from './default-channel-groups.ts';
import { subscriptionsRoutes } from './subscriptions.ts';
import { typingRoutes } from './typing.ts';
import { userGroupsRoutes } from './user-groups.ts';
import { userStatusRoutes } from './user-status.ts';
import { usersMeRoutes } from './users-me.ts';
import { pushDevicesRoutes } from './push-devices.ts';
import { callsRoutes } from './calls.ts';
import { usersRoutes } from './users.ts';
import { botsRoutes } from './bots.ts';
import { uploadsRoutes } from './uploads.ts';

/**
 * Every REST endpoint, in Django URL order: a more specific path must come
 * before a pattern that would also match it (`/users/me` before `/users/{email}`).
 */
export const allRoutes: RouteDef[] = [
  ...serverRoutes,
  ...usersMeRoutes,
  ...pushDevicesRoutes,
  ...callsRoutes,
  ...profileFieldsRoutes,
  ...userStatusRoutes,
  ...presenceRoutes,
  ...settingsRoutes,
  ...subscriptionsRoutes,
  ...usersRoutes,
  ...botsRoutes,
  ...streamsRoutes,
  ...defaultChannelGroupsRoutes,
  ...realmRoutes,
  ...messagesRoutes,
  ...messageFlagsRoutes,
  ...messageByIdRoutes,
  ...messageReactionsRoutes,
  ...messageEditRoutes,
  ...submessageRoutes,
  ...topicsRoutes,
  ...typingRoutes,
  ...userGroupsRoutes,
  ...snippetsRoutes,
  ...alertWordsRoutes,
  ...mutedUsersRoutes,
  ...linkifiersRoutes,
  ...playgroundsRoutes,
  ...channelFoldersRoutes,
  ...realmDomainsRoutes,
  ...realmExportsRoutes,
  ...invitesRoutes,
  ...botStorageRoutes,
  ...realmEmojiRoutes,
  ...draftsRoutes,
  ...scheduledMessagesRoutes,
  ...remindersRoutes,
  ...uploadsRoutes,
];
