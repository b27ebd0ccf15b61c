/**
 * A user came online (Zulip's legacy event, which mobile clients read);
 * event queues reshape it for clients with slim_presence or
 * simplified_presence_events.
 */
export interface PresenceEvent {
  type: 'presence';
  email: string;
  user_id: number;
  server_timestamp: number;
  presence: { website: LegacyClientPresence };
}

/** One client's entry of the legacy format. */
export interface LegacyClientPresence {
  client: 'website';
  status: 'active' | 'idle';
  timestamp: number;
  pushable: false;
}

declare module '../../event-types.ts' {
  interface DomainEventMap {
    presence: PresenceEvent;
  }
}
