/** A Zulip-shaped event (`{type, op?, …}`) and the users who receive it. */
export interface ZulipEvent {
  type: string;
  [key: string]: unknown;
}

export interface AddressedEvent {
  realmId: number;
  event: ZulipEvent;
  userIds: number[];
  /**
   * Data consumers need to shape the event per client but that is not part of
   * the payload (e.g. a message's raw Markdown for apply_markdown=false, the
   * sender's queue for local echo).
   */
  internal?: Record<string, unknown>;
}

/** Where domain functions hand their events after the transaction committed. */
export interface EventPublisher {
  publish(events: AddressedEvent[]): Promise<void>;
}

export type EventListener = (event: AddressedEvent) => void;
