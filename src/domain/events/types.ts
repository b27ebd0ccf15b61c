/** A Zulip-shaped event (`{type, op?, …}`) and the users who receive it. */
export interface ZulipEvent {
  type: string;
  [key: string]: unknown;
}

export interface AddressedEvent {
  realmId: number;
  event: ZulipEvent;
  userIds: number[];
}

/** Where domain functions hand their events after the transaction committed. */
export interface EventPublisher {
  publish(events: AddressedEvent[]): Promise<void>;
}

export type EventListener = (event: AddressedEvent) => void;
