/** The user's choice for a topic changed (0 inherit, 1 muted, 2 unmuted, 3 followed). */
export interface UserTopicEvent {
  type: 'user_topic';
  stream_id: number;
  topic_name: string;
  last_updated: number;
  visibility_policy: number;
}

/** Legacy: the whole list of muted topics, as [channel name, topic, timestamp]. */
export interface MutedTopicsEvent {
  type: 'muted_topics';
  muted_topics: Array<[string, string, number]>;
}

declare module '../../event-types.ts' {
  interface DomainEventMap {
    userTopic: UserTopicEvent;
    mutedTopics: MutedTopicsEvent;
  }
}
