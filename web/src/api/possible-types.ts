/**
 * The schema's interfaces and the types that implement them. Without this map
 * graphcache can only guess whether `... on Error { message }` applies to a
 * `ZulipError`, and its guess drops the fields: every refusal would read
 * "Error". test/unit/web-possible-types.test.ts keeps it equal to schema.graphql.
 */
export const possibleTypes: Record<string, string[]> = {
  Error: [
    'ChannelNotFoundError',
    'ExpectationMismatchError',
    'GroupInUseError',
    'LastUserError',
    'MoveMessagesTimeLimitError',
    'RateLimitError',
    'SystemGroupRequiredError',
    'ZulipError',
  ],
  Node: ['Channel', 'Message', 'User', 'UserGroup'],
  ResumableEvent: [
    'AttachmentEvent',
    'ChannelEvent',
    'CustomProfileFieldsEvent',
    'DefaultChannelGroupsEvent',
    'DefaultChannelsEvent',
    'DeleteMessageEvent',
    'DraftsEvent',
    'GapEvent',
    'MessageEvent',
    'PresenceEvent',
    'ReactionEvent',
    'RealmBotEvent',
    'RealmEmojiEvent',
    'RealmEvent',
    'RealmExportConsentEvent',
    'RealmLinkifiersEvent',
    'RealmUserEvent',
    'RealmUserSettingsDefaultsEvent',
    'SavedSnippetsEvent',
    'SubmessageEvent',
    'SubscriptionEvent',
    'TypingEditMessageEvent',
    'TypingEvent',
    'UpdateMessageEvent',
    'UpdateMessageFlagsEvent',
    'UserGroupEvent',
    'UserSettingsEvent',
    'UserStatusEvent',
    'UserTopicEvent',
  ],
};
