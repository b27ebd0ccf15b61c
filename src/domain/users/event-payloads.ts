import type { User } from './user-model.ts';

/*
 * The `realm_user` events, typed; REST writes them in Zulip's names
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

declare module '../event-types.ts' {
  interface DomainEventMap {
    realmUserAdd: RealmUserAddEvent;
    realmUserUpdate: RealmUserUpdateEvent;
    realmUserRemove: RealmUserRemoveEvent;
  }
}
