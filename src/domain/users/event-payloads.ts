import type { BotSummary } from './bots-format.ts';
import type { User } from './user-model.ts';

/*
 * The `realm_user` and `realm_bot` events, typed; REST writes them in Zulip's names
 * (src/rest-compat/presenters/user-events.ts), and entries an earlier version
 * logged in Zulip's shape are read by delivery/log/legacy-people.ts.
 */

/** A user as the `add` event carries it: the read model, its join date in UNIX milliseconds (the log holds JSON). */
export type LoggedUser = Omit<User, 'dateJoined'> & { dateJoined: number };

export const loggedUser = (u: User): LoggedUser => ({ ...u, dateJoined: u.dateJoined.getTime() });
export const userOfLogged = (u: LoggedUser): User => ({ ...u, dateJoined: new Date(u.dateJoined) });

/** A user the receiver may now see, as they may see them. */
export type RealmUserAddEvent = {
  type: 'realm_user';
  op: 'add';
  user: LoggedUser;
};

/** A user's new value of one custom profile field (null: cleared); HTML for texts. */
export interface ProfileValueChange {
  fieldId: number;
  value: string | null;
  renderedValue: string | null;
}

/** What one change of a user announces (`newEmail`: the address they asked to change to, not yet confirmed). */
export type RealmUserChanges = Partial<{
  fullName: string;
  role: number;
  botOwnerId: number;
  isActive: boolean;
  email: string;
  timezone: string;
  newEmail: string;
  deliveryEmail: string | null;
}>;

/** Each key of RealmUserChanges and the name Zulip gives it (both APIs list a change by it). */
export const REALM_USER_CHANGE_NAMES: ReadonlyMap<string, string> = new Map([
  ['fullName', 'full_name'],
  ['role', 'role'],
  ['botOwnerId', 'bot_owner_id'],
  ['isActive', 'is_active'],
  ['email', 'email'],
  ['timezone', 'timezone'],
  ['newEmail', 'new_email'],
  ['deliveryEmail', 'delivery_email'],
]);

/** `changes`: the user's changed fields; `profileValue`: a custom profile field's new value. */
export type RealmUserUpdateEvent = {
  type: 'realm_user';
  op: 'update';
  userId: number;
  changes: RealmUserChanges;
  profileValue?: ProfileValueChange;
};

/** The user is no longer visible to the receiver (an "Unknown user" now, named `fullName`). */
export type RealmUserRemoveEvent = {
  type: 'realm_user';
  op: 'remove';
  userId: number;
  fullName: string;
};

/** A bot the receiver manages: they own it, or administer the organization. */
export type RealmBotAddEvent = {
  type: 'realm_bot';
  op: 'add';
  bot: BotSummary;
};

/** A bot's service as a change announces it: an outgoing webhook's URL, interface and token, or an embedded bot's configuration. */
export type BotServiceChange =
  { baseUrl: string; interface: number; token: string } | { configData: Record<string, string> };

/** What one change of a bot announces (default channels by name, null: none). */
export type RealmBotChanges = Partial<{
  fullName: string;
  ownerId: number;
  apiKey: string;
  isActive: boolean;
  defaultSendingStream: string | null;
  defaultEventsRegisterStream: string | null;
  defaultAllPublicStreams: boolean;
  services: BotServiceChange[];
}>;

/** Each key of RealmBotChanges and the name Zulip gives it (both APIs list a change by it). */
export const REALM_BOT_CHANGE_NAMES: ReadonlyMap<string, string> = new Map([
  ['fullName', 'full_name'],
  ['ownerId', 'owner_id'],
  ['apiKey', 'api_key'],
  ['isActive', 'is_active'],
  ['defaultSendingStream', 'default_sending_stream'],
  ['defaultEventsRegisterStream', 'default_events_register_stream'],
  ['defaultAllPublicStreams', 'default_all_public_streams'],
  ['services', 'services'],
]);

/** `changes`: the bot's changed fields (REST writes them into Zulip's `bot` next to its user_id). */
export type RealmBotUpdateEvent = {
  type: 'realm_bot';
  op: 'update';
  botId: number;
  changes: RealmBotChanges;
};

/** `remove`: the bot was deactivated; `delete`: the user no longer sees it (it changed owner). */
export type RealmBotRemoveEvent = {
  type: 'realm_bot';
  op: 'remove' | 'delete';
  botId: number;
  fullName?: string;
};

declare module '../event-types.ts' {
  interface DomainEventMap {
    realmUserAdd: RealmUserAddEvent;
    realmUserUpdate: RealmUserUpdateEvent;
    realmUserRemove: RealmUserRemoveEvent;
    realmBotAdd: RealmBotAddEvent;
    realmBotUpdate: RealmBotUpdateEvent;
    realmBotRemove: RealmBotRemoveEvent;
  }
}
