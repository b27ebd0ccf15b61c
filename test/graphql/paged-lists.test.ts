import { getIntrospectionQuery, type IntrospectionQuery, type IntrospectionTypeRef } from 'graphql';
import { useWorld } from '../support/world.ts';

/*
 * Every list that grows with the organization, its history or a user's
 * activity is a Relay connection. Walks the served schema: a list field must
 * be a connection's `edges`, deprecated (kept for compatibility, pointing to
 * its connection), or listed below as bounded, with why.
 */
const w = useWorld();

const EVENT = "an event's payload: what one change touched (events are delivered one by one, not paged)";
const ANSWER = "a mutation's answer: what its input named or its change touched";
const ONE_MESSAGE = 'belongs to one message';
const CONVERSATION = "one conversation's members (Zulip caps a group conversation's size)";
const CLOSED = 'a closed set of values';
const UNREAD = "the newest 50,000 unread messages, Zulip's MAX_UNREAD_MESSAGES (oldUnreadsMissing says when more are)";

const BOUNDED: Record<string, string> = {
  'AlertWordsEvent.alertWords': EVENT,
  'AddAlertWordsPayload.alertWords': ANSWER,
  'RemoveAlertWordsPayload.alertWords': ANSWER,
  'ChannelEvent.changes': EVENT,
  'ChannelEvent.channelIds': EVENT,
  'ChannelEvent.channels': EVENT,
  'CustomProfileFieldsEvent.profileFields': EVENT,
  'DefaultChannelGroupsEvent.groups': EVENT,
  'DefaultChannelsEvent.channelIds': EVENT,
  'DefaultChannelsEvent.channels': EVENT,
  'DeleteMessageEvent.messageIds': EVENT,
  'DraftsEvent.drafts': EVENT,
  'MessageEvent.flags': CLOSED,
  'MutedUsersEvent.mutedUsers': EVENT,
  'RealmBotEvent.changes': EVENT,
  'RealmEmojiEvent.emoji': EVENT,
  'RealmEvent.changes': EVENT,
  'RealmLinkifiersEvent.linkifiers': EVENT,
  'RealmPlaygroundsEvent.playgrounds': EVENT,
  'RealmUserEvent.changes': EVENT,
  'SubscriptionEvent.changes': EVENT,
  'SubscriptionEvent.channelIds': EVENT,
  'SubscriptionEvent.channels': EVENT,
  'SubscriptionEvent.userIds': EVENT,
  'SubscriptionEvent.users': EVENT,
  'UpdateMessageEvent.flags': CLOSED,
  'UpdateMessageEvent.messageIds': EVENT,
  'UpdateMessageFlagsEvent.messageDetails': EVENT,
  'UpdateMessageFlagsEvent.messageIds': EVENT,
  'UserGroupEvent.changes': EVENT,
  'UserGroupEvent.subgroupIds': EVENT,
  'UserGroupEvent.userIds': EVENT,
  'CreateDefaultChannelGroupPayload.defaultChannelGroups': ANSWER,
  'UpdateDefaultChannelGroupPayload.defaultChannelGroups': ANSWER,
  'UpdateDefaultChannelGroupChannelsPayload.defaultChannelGroups': ANSWER,
  'RemoveDefaultChannelGroupPayload.defaultChannelGroups': ANSWER,
  'EditMessagePayload.detachedUploads': ANSWER,
  'ReorderCustomProfileFieldsPayload.fields': ANSWER,
  'ReorderLinkifiersPayload.linkifiers': ANSWER,
  'SubscribePayload.alreadySubscribed': ANSWER,
  'SubscribePayload.subscribed': ANSWER,
  'SubscribePayload.unauthorizedChannelNames': ANSWER,
  'SubscriptionSettingsPayload.channels': ANSWER,
  'UnsubscribePayload.notRemoved': ANSWER,
  'UnsubscribePayload.removed': ANSWER,
  'UpdateMessageFlagsForNarrowPayload.ignoredBecauseNotSubscribedChannels': ANSWER,
  'UpdateMessageFlagsPayload.ignoredBecauseNotSubscribedChannels': ANSWER,
  'UpdateMessageFlagsPayload.messages': ANSWER,
  'UpdateRealmPayload.changedSettings': ANSWER,
  'UserChannels.channels': 'one user of a subscribe answer: the channels the input named',
  'GroupInUseError.objections': 'the settings that refuse one deactivation',
  'GroupInUseObjection.settings': 'the settings of one object that name the group',
  'GroupInUseObjection.supergroupIds': 'the groups that name the group as a subgroup, for one refusal',
  'Message.flags': CLOSED,
  'Message.reactions': ONE_MESSAGE,
  'Message.recipients': CONVERSATION,
  'Message.submessages': ONE_MESSAGE,
  'Message.editHistory': ONE_MESSAGE,
  'Message.topicLinks': 'the links in one topic name',
  'Attachment.messages': 'the messages that link one uploaded file',
  'Draft.to': "one draft's recipients",
  'DirectConversation.userIds': CONVERSATION,
  'DirectConversation.users': CONVERSATION,
  'RecentDirectConversation.userIds': CONVERSATION,
  'ScheduledMessage.userIds': CONVERSATION,
  'ScheduledMessagesEvent.scheduledMessages': EVENT,
  'RemindersEvent.reminders': EVENT,
  'Reminder.userIds': 'the one user a reminder goes to: its owner',
  'RecentDirectConversation.users': CONVERSATION,
  'UnreadDirectConversation.userIds': CONVERSATION,
  'UnreadDirectConversation.users': CONVERSATION,
  'UnreadMessageDetails.userIds': CONVERSATION,
  'Bot.services': "one bot's services",
  'EmbeddedBotService.configData': "one embedded bot's configuration",
  'CustomProfileField.choices': "one field's choices, set by an administrator",
  'ProfileDataValue.users': 'the users one profile value names',
  'ProfileDataValue.userIds': 'the users one profile value names',
  'ProfileValueChange.userIds': 'the users one profile value names',
  'PollWidgetData.options': "one message's /poll lines (the message's length bounds them)",
  'TodoWidgetData.tasks': "one message's /todo lines (the message's length bounds them)",
  'ZformWidgetData.choices': "one message's zform buttons (the request's size bounds them)",
  'User.profileData': "one value per custom profile field (an organization's handful)",
  'Realm.authenticationMethods': CLOSED,
  'Realm.thumbnailFormats': CLOSED,
  'MessagesPage.messages': 'numBefore + numAfter + 1, or messageIds: the arguments bound it (at most 5,000)',
  'Query.nodes': 'the ids argument bounds it',
  'Query.messagesMatchingNarrow': 'the messageIds argument bounds it',
  'AnonymousGroup.directMemberIds': "a permission setting's few users, named one by one by an administrator",
  'AnonymousGroup.directMembers': "a permission setting's few users, named one by one by an administrator",
  'AnonymousGroup.directSubgroupIds': "a permission setting's few groups",
  'AnonymousGroup.directSubgroups': "a permission setting's few groups",
  'DefaultChannelGroup.channelIds': 'the channels an administrator put in one group',
  'DefaultChannelGroup.channels': 'the channels an administrator put in one group',
  'UserGroup.subgroups': "one group's direct subgroups, named one by one",
  'UserGroup.supergroups': 'the named groups one group is a direct subgroup of',
  'Query.customProfileFields': "an organization's handful of profile fields",
  'Bootstrap.customProfileFields': "an organization's handful of profile fields",
  'Query.linkifiers': "an organization's linkifiers, each configured by an administrator",
  'Bootstrap.linkifiers': "an organization's linkifiers, each configured by an administrator",
  'Query.botStorage': "the viewer's own bot storage, bounded by USER_STATE_SIZE_LIMIT",
  'UpdateBotStoragePayload.storage': "the viewer's own bot storage, bounded by USER_STATE_SIZE_LIMIT",
  'RemoveBotStoragePayload.storage': "the viewer's own bot storage, bounded by USER_STATE_SIZE_LIMIT",
  'Query.realmDomains': "an organization's few e-mail domains, each added by an owner",
  'Query.realmPlaygrounds': "an organization's code playgrounds, each configured by an administrator",
  'Query.defaultChannelGroups': "an organization's few default channel groups",
  'Query.alertWords': "the viewer's own alert words",
  'Bootstrap.alertWords': "the viewer's own alert words",
  'CreateDraftsPayload.drafts': ANSWER,
  'ValidationError.path': 'the path to one input argument',
  'Bootstrap.starredMessageIds': "the oldest 10,000 starred messages, Zulip's register cap (MAX_STARRED)",
  'Bootstrap.recentDirectConversations':
    "the conversations of the newest 1,000 direct messages each way, as Zulip's get_recent_private_conversations",
  'UnreadCounts.directConversations': UNREAD,
  'UnreadCounts.mentionedMessageIds': UNREAD,
  'UnreadCounts.topics': UNREAD,
  'UnreadDirectConversation.messageIds': UNREAD,
  'UnreadTopic.messageIds': UNREAD,
  'ChannelFolderEvent.order': EVENT,
  'RealmExportEvent.exports': EVENT,
  'InviteUsersPayload.invitations': ANSWER,
  'ReorderChannelFoldersPayload.channelFolders': ANSWER,
  'InvitationFailedError.refused': 'the addresses one invitation named',
  'AddPushDevicePayload.pushDevices': "the viewer's own devices, each registered by one of their apps",
  'RemovePushDevicePayload.pushDevices': "the viewer's own devices, each registered by one of their apps",
  'Query.pushDevices': "the viewer's own devices, each registered by one of their apps",
  'Query.channelFolders': "an organization's channel folders, each made by an administrator",
  'Query.navigationViews': "the viewer's own pinned and named views",
};

/** Deprecated lists kept for another reason than paging (a richer field replaced them), bounded all the same. */
const DEPRECATED_BOUNDED: Record<string, string> = {
  'CreateDraftsPayload.draftIds': ANSWER,
};

/**
 * Lists that grow and are not connections yet: each still needs one (a domain page read by key, pushed down to
 * SQL where large). Kept here so the test names the debt; the list only ever shrinks.
 */
const NOT_YET_PAGED: string[] = [];

const isList = (t: IntrospectionTypeRef): boolean =>
  t.kind === 'LIST' || (t.kind === 'NON_NULL' && 'ofType' in t && isList(t.ofType));

let lists: Array<{ field: string; deprecated: string | null }> = [];

beforeAll(async () => {
  const r = await w.as('hamlet').graphql(getIntrospectionQuery());
  const schema = (r.data as IntrospectionQuery).__schema;
  lists = schema.types.flatMap((type) =>
    type.kind !== 'OBJECT' || type.name.startsWith('__')
      ? []
      : type.fields
          .filter((f) => isList(f.type) && !(f.name === 'edges' && type.name.endsWith('Connection')))
          .map((f) => ({
            field: `${type.name}.${f.name}`,
            deprecated: f.isDeprecated ? (f.deprecationReason ?? '') : null,
          })),
  );
});

test('every list that is not deprecated is bounded, with a reason, or a known list still to page', () => {
  const unpaged = lists.filter((l) => l.deprecated === null && !(l.field in BOUNDED)).map((l) => l.field);
  expect(unpaged.sort()).toEqual([...NOT_YET_PAGED].sort());
});

test('every deprecated list names the connection to use instead', () => {
  for (const l of lists.filter((x) => x.deprecated !== null && !(x.field in DEPRECATED_BOUNDED)))
    expect([l.field, l.deprecated]).toEqual([l.field, expect.stringMatching(/^Use \w+\.?\w*Connection/)]);
});

test('the lists named here exist and are not deprecated (no stale entries)', () => {
  const live = new Set(lists.filter((l) => l.deprecated === null).map((l) => l.field));
  expect(Object.keys(BOUNDED).filter((f) => !live.has(f))).toEqual([]);
  expect(NOT_YET_PAGED.filter((f) => !live.has(f))).toEqual([]);
  const deprecated = new Set(lists.filter((l) => l.deprecated !== null).map((l) => l.field));
  expect(Object.keys(DEPRECATED_BOUNDED).filter((f) => !deprecated.has(f))).toEqual([]);
  expect(Object.values(BOUNDED).every((reason) => reason.length > 10)).toBe(true);
});

test('connections have opaque String cursors and PageInfo both ways', async () => {
  const r = await w.as('hamlet').graphql(`{ __type(name: "PageInfo") { fields { name } } }`);
  expect((r.data?.__type.fields as Array<{ name: string }>).map((f) => f.name).sort()).toEqual([
    'endCursor',
    'hasNextPage',
    'hasPreviousPage',
    'startCursor',
  ]);
});
