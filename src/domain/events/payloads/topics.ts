/**
 * The user's choice for a topic changed (0 inherit, 1 muted, 2 unmuted, 3 followed).
 * Typed; REST's presenter writes Zulip's payload (older log entries in that shape are read by delivery/log/legacy-events.ts).
 */
export type UserTopicEvent = {
  type: 'user_topic';
  channelId: number;
  topic: string;
  /** UNIX seconds. */
  lastUpdated: number;
  visibilityPolicy: number;
};

/** Legacy: the whole list of muted topics, as [channel name, topic, timestamp]. */
export type MutedTopicsEvent = {
  type: 'muted_topics';
  mutedTopics: Array<[string, string, number]>;
};

declare module '../../event-types.ts' {
  interface DomainEventMap {
    userTopic: UserTopicEvent;
    mutedTopics: MutedTopicsEvent;
  }
}
