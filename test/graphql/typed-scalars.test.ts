import {
  getIntrospectionQuery,
  type IntrospectionInputValue,
  type IntrospectionQuery,
  type IntrospectionTypeRef,
} from 'graphql';
import { useWorld } from '../support/world.ts';

/**
 * Times, URLs, email addresses and Zulip's integer-coded settings have types of their own: read from the running
 * server's introspection, every field, argument and input field that carries one uses it.
 */
const w = useWorld();

interface Slot {
  /** `Type.field`, `Type.field(arg)` or `Input.field`. */
  path: string;
  name: string;
  type: string;
  description: string;
}

const typeName = (t: IntrospectionTypeRef): string =>
  t.kind === 'NON_NULL' || t.kind === 'LIST' ? typeName(t.ofType) : t.name;

async function slots(): Promise<Slot[]> {
  const r = await w.as('hamlet').graphql(getIntrospectionQuery());
  expect(r.errors).toBeUndefined();
  const out: Slot[] = [];
  const add = (path: string, v: IntrospectionInputValue | { name: string; type: IntrospectionTypeRef }) =>
    out.push({ path, name: v.name, type: typeName(v.type), description: ('description' in v && v.description) || '' });
  for (const t of (r.data as unknown as IntrospectionQuery).__schema.types) {
    if (t.name.startsWith('__')) continue;
    if (t.kind === 'INPUT_OBJECT') for (const f of t.inputFields) add(`${t.name}.${f.name}`, f);
    if (t.kind === 'OBJECT' || t.kind === 'INTERFACE')
      for (const f of t.fields) {
        add(`${t.name}.${f.name}`, f);
        for (const a of f.args) add(`${t.name}.${f.name}(${a.name})`, a);
      }
  }
  return out;
}

/** The forms a time took before it had a type: seconds or milliseconds as numbers, ISO text. */
const UNTYPED = ['Int', 'Float', 'String'];

const TIME_NAME = /[tT]ime|[tT]imestamp|At$|^date[A-Z]|Date$|^lastActive|^lastUpdated$|^lastConnected|Since$|Until$/;

/** Names that look like times but are not one, each with its reason. */
const NOT_TIMES: Record<string, string> = {
  'User.timezone': 'an IANA time zone name',
  'UpdateSettingsInput.timezone': 'an IANA time zone name',
};

test('every time is a DateTime: no time-named field, argument or input field is a number or a string', async () => {
  const all = await slots();
  const untyped = all
    .filter((s) => TIME_NAME.test(s.name) && UNTYPED.includes(s.type) && !(s.path in NOT_TIMES))
    .map((s) => `${s.path}: ${s.type}`);
  expect(untyped).toEqual([]);
  // Whatever the name, no description still speaks of epoch units.
  expect(all.filter((s) => /UNIX (milli)?seconds/i.test(s.description)).map((s) => s.path)).toEqual([]);
  // And the DateTime fields are many: messages, edits, drafts, presence, groups, channels…
  const times = all.filter((s) => s.type === 'DateTime').map((s) => s.path);
  expect(times).toEqual(
    expect.arrayContaining([
      'Message.timestamp',
      'Message.lastEditTimestamp',
      'Draft.timestamp',
      'DraftInput.timestamp',
      'UserPresence.activeTimestamp',
      'PresenceEvent.serverTimestamp',
      'Attachment.createTime',
      'User.dateJoined',
      'UpdateMessageEvent.editTimestamp',
      'UserTopicEvent.lastUpdated',
    ]),
  );
});

/**
 * The settings whose REST value is one of Zulip's integer codes, with their enum. `Int` settings that remain are
 * quantities (pixels, percents, seconds, days).
 */
const CODED: Record<string, string> = {
  colorScheme: 'ColorScheme',
  demoteInactiveStreams: 'DemoteInactiveChannels',
  desktopIconCountDisplay: 'DesktopIconCountDisplay',
  emailAddressVisibility: 'EmailAddressVisibility',
  realmNameInEmailNotificationsPolicy: 'RealmNameInEmailNotificationsPolicy',
  userListStyle: 'UserListStyle',
  webChannelDefaultView: 'WebChannelDefaultView',
  webMarkReadOnScrollPolicy: 'WebMarkReadOnScrollPolicy',
  webStreamUnreadsCountDisplayPolicy: 'WebChannelUnreadsCountDisplayPolicy',
  automaticallyFollowTopicsPolicy: 'AutomaticallyFollowTopicsPolicy',
  automaticallyUnmuteTopicsInMutedStreamsPolicy: 'AutomaticallyUnmuteTopicsPolicy',
  digestWeekday: 'Weekday',
  giphyRating: 'GiphyRating',
  videoChatProvider: 'VideoChatProvider',
};

const SETTINGS_TYPES = [
  'UserSettings',
  'RealmSettings',
  'UpdateSettingsInput',
  'UpdateRealmUserSettingsDefaultsInput',
  'UpdateRealmInput',
];

/** Settings that are `Int` because they are amounts, not codes. */
const QUANTITIES = [
  'webFontSizePx',
  'webLineHeightPercent',
  'emailNotificationsBatchingPeriodSeconds',
  'waitingPeriodThreshold',
  'messageContentDeleteLimitSeconds',
  'messageContentEditLimitSeconds',
  'moveMessagesBetweenStreamsLimitSeconds',
  'moveMessagesWithinStreamLimitSeconds',
];

/** Settings that are an entity's Zulip id (-1: none), with the entity beside them (Realm.moderationRequestChannel). */
const ENTITY_IDS = [
  'moderationRequestChannelId',
  'newStreamAnnouncementsStreamId',
  'signupAnnouncementsStreamId',
  'zulipUpdateAnnouncementsStreamId',
];

test('no Int-coded setting: each coded setting has its enum, in objects and inputs alike', async () => {
  const all = await slots();
  const settings = all.filter((s) => SETTINGS_TYPES.includes(s.path.split('.')[0]));
  const coded = settings.filter((s) => s.name in CODED);
  expect(coded.filter((s) => s.type !== CODED[s.name]).map((s) => `${s.path}: ${s.type}`)).toEqual([]);
  // All 14 appear, in an object and in an input.
  expect(new Set(coded.map((s) => s.name)).size).toBe(Object.keys(CODED).length);
  const ints = settings
    .filter((s) => s.type === 'Int' && !QUANTITIES.includes(s.name) && !ENTITY_IDS.includes(s.name))
    .map((s) => s.path);
  expect(ints).toEqual([]);
  const r = await w.as('hamlet').graphql('{ me { settings { colorScheme emailAddressVisibility } } }');
  expect(r.data?.me).toEqual({ settings: { colorScheme: 'AUTOMATIC', emailAddressVisibility: 'EVERYONE' } });
});

/** URL-named strings that are not URLs. */
const NOT_URLS: Record<string, string> = {
  'Linkifier.urlTemplate': 'an RFC 6570 template, {braces} and all',
  'CreateLinkifierInput.urlTemplate': 'an RFC 6570 template',
  'UpdateLinkifierInput.urlTemplate': 'an RFC 6570 template',
  'ExternalAccountType.urlPattern': "a pattern with Zulip's %(username)s",
  'ExternalAccountInput.urlPattern': "a pattern with Zulip's %(username)s",
};

/** Email-named strings that are not one valid address. */
const NOT_EMAILS: Record<string, string> = {
  'InviteUsersInput.inviteeEmails': "Zulip's invitee_emails: addresses separated by commas or lines, each checked",
  'InviteeRefusal.email': 'an invitee as given, refused because it is not a valid address',
  'AcceptInvitationInput.email': "checked by Zulip's rules, with its words",
};

test('URLs are URL and email addresses EmailAddress', async () => {
  const all = await slots();
  // Text-valued slots only: a Boolean such as `enableDigestEmails` carries no address.
  const text = all.filter((s) => ['String', 'URL', 'EmailAddress'].includes(s.type));
  const urls = text.filter((s) => /(^url|Url|^realmIcon)$/.test(s.name) && !(s.path in NOT_URLS));
  expect(urls.filter((s) => s.type !== 'URL').map((s) => `${s.path}: ${s.type}`)).toEqual([]);
  expect(urls.length).toBeGreaterThanOrEqual(12);
  const emails = text.filter((s) => /(^email|Email|Emails|EmailAddress)$/.test(s.name) && !(s.path in NOT_EMAILS));
  expect(emails.filter((s) => s.type !== 'EmailAddress').map((s) => `${s.path}: ${s.type}`)).toEqual([]);
  expect(emails.length).toBeGreaterThanOrEqual(10);
  // Paths on the server come out absolute, on the organization's URL.
  const r = await w.as('hamlet').graphql('{ serverSettings { realmUrl realmIcon } me { email avatarUrl } }');
  const realmUrl = r.data?.serverSettings.realmUrl as string;
  expect(r.data?.serverSettings.realmIcon).toMatch(new RegExp(`^${realmUrl}static/`));
  expect(() => new URL(r.data?.me.avatarUrl as string)).not.toThrow();
});
