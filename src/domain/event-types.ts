import type { SqlReader } from '../db/sql.ts';

/**
 * Every event the domain publishes, by name. The kernel names no event: each
 * payload file adds its events here (`declare module '…/event-types.ts'`, next
 * to the types they carry), as areas add their services to `Deps`, so the
 * event types never import the areas above the kernel.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEventMap {}

/** Every event the domain publishes, discriminated by `type` (and `op`). */
export type DomainEvent = DomainEventMap[keyof DomainEventMap];

export type EventType = DomainEvent['type'];

/**
 * A domain event as the bus carries it. Each member keeps its typed fields
 * (narrow on `type`/`op`), and any field may also be read by name as
 * `unknown`: REST queues forward payloads whole, and code that compares or
 * logs whole payloads reads them generically. Consumers that map fields
 * (GraphQL) assign it to `DomainEvent` to lose that leniency.
 */
export type ZulipEvent = ReadableByName<DomainEvent>;

type ReadableByName<E> = E extends unknown ? E & { [field: string]: unknown } : never;

/** The event of one type (and optionally one op). */
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

/**
 * Facts consumers need to shape an event per client that are not part of its
 * payload: a new message's raw Markdown (apply_markdown=false), whether its
 * sender's address is public (client_gravatar), and the sender's queue and
 * local id for local echo.
 */
export interface EventInternals {
  rawContent?: string;
  senderEmailPublic?: boolean;
  senderId?: number;
  senderQueueId?: string;
  localMessageId?: string;
  streamId?: number | null;
  topic?: string;
  /**
   * A `user_group` event meant only for clients with (true) or without
   * (false) the include_deactivated_groups capability: a deactivated group's
   * rename, and the `add` that tells older clients of a reactivated group.
   */
  forDeactivatedGroupClients?: boolean;
  /** A `stream` event meant only for clients with (true) or without (false) the archived_channels capability. */
  forArchivedChannelsClients?: boolean;
  /**
   * A `realm_user` `add` carrying Zulip's "Unknown user" placeholder (its
   * inaccessible_user): clients with the user_list_incomplete capability do not get it.
   */
  inaccessibleUser?: boolean;
  /** A presence event's times in the modern format, for clients with simplified_presence_events. */
  modernPresence?: { activeTimestamp: number; idleTimestamp: number };
}

/** A domain event and the users who receive it. */
export interface AddressedEvent {
  realmId: number;
  event: ZulipEvent;
  userIds: number[];
  internal?: EventInternals;
}

/** Where domain functions hand events that no transaction of theirs caused (typing, presence). */
export interface EventPublisher {
  publish(events: AddressedEvent[]): Promise<void>;
}

/** The event log as writers see it: events are appended in the transaction that causes them. */
export interface EventWriter extends EventPublisher {
  /** Appends inside the caller's transaction (just before its commit); the position of the last one. */
  appendIn(tx: SqlReader, events: readonly AddressedEvent[]): Promise<number>;
  /** After the commit: resolves once this process has dispatched `position` (bounded; never fails). */
  delivered(position: number): Promise<void>;
}

export type EventListener = (event: AddressedEvent) => void;
