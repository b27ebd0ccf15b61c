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

/** `changes`: the user's changed fields, by their REST names; `profileValue`: a custom profile field's new value. */
export type RealmUserUpdateEvent = {
  type: 'realm_user';
  op: 'update';
  userId: number;
  changes: Record<string, unknown>;
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

/** `changes`: the bot's changed fields, by their REST names (REST writes them into Zulip's `bot` next to its user_id). */
export type RealmBotUpdateEvent = {
  type: 'realm_bot';
  op: 'update';
  botId: number;
  changes: Record<string, unknown>;
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
