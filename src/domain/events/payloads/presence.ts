/**
 * A user came online: the legacy event's one client entry (Zulip's
 * format_legacy_presence_dict, which mobile clients read); REST writes it as
 * Zulip's payload, and event queues reshape it for clients with slim_presence
 * or simplified_presence_events (older log entries in Zulip's shape are read
 * by delivery/log/legacy-events.ts).
 */
export type PresenceEvent = {
  type: 'presence';
  userId: number;
  email: string;
  /** UNIX seconds, with a fraction. */
  serverTimestamp: number;
  status: PresenceStatus['status'];
  /** UNIX seconds: when the user was last active (status active) or connected (idle). */
  timestamp: number;
};

/** Whether a user is active or idle, and since when (UNIX seconds): the status older clients read. */
export interface PresenceStatus {
  status: 'active' | 'idle';
  timestamp: number;
}

declare module '../../event-types.ts' {
  interface DomainEventMap {
    presence: PresenceEvent;
  }
}
