/** One user muted by another: whom, and when (UNIX seconds). */
export interface MutedUser {
  id: number;
  timestamp: number;
}

/** The user's muted users changed: the whole list as it is now (sent to the user only). */
export interface MutedUsersEvent {
  type: 'muted_users';
  mutedUsers: MutedUser[];
}

declare module '../../event-types.ts' {
  interface DomainEventMap {
    mutedUsers: MutedUsersEvent;
  }
}
