import type { Message } from '../../../web/src/state/conversations.ts';
import {
  notificationBody,
  notificationTitle,
  notifies,
  withSettingChange,
} from '../../../web/src/state/desktop-notify.ts';
import { initialState, type State, type Subscription } from '../../../web/src/state/store.ts';

/** Which new messages pop up a desktop notification, and what it says: Zulip's web app's rules. */
const ME = 10;
const IAGO = { id: 'U3', userId: 3, fullName: 'Iago', avatarUrl: '' };
const VERONA = 4;

const sub = (channelId: number, over: Partial<Subscription> = {}): Subscription => ({
  id: `S${channelId}`,
  color: '#fff',
  isMuted: false,
  pinToTop: false,
  desktopNotifications: null,
  wildcardMentionsNotify: null,
  channel: { id: `C${channelId}`, channelId, name: 'Verona', description: '' },
  ...over,
});

function channelMessage(topic = 'lunch', content = '<p>hi</p>'): Message {
  return {
    id: 'M1',
    messageId: 1,
    content,
    timestamp: '1970-01-01T00:00:00.000Z',
    flags: [],
    isMeMessage: false,
    lastEditTimestamp: null,
    topic,
    type: 'CHANNEL',
    channel: { id: `C${VERONA}`, channelId: VERONA, name: 'Verona' },
    sender: IAGO,
    submessages: [],
    recipients: [],
    reactions: [],
  };
}

const dm = (...others: { userId: number; fullName: string }[]): Message => ({
  ...channelMessage(''),
  type: 'DIRECT',
  channel: null,
  recipients: [{ id: 'U10', userId: ME, fullName: 'Me' }, IAGO, ...others.map((o) => ({ id: `U${o.userId}`, ...o }))],
});

const state = (over: Partial<State> = {}): State => ({
  ...initialState(),
  meId: ME,
  subscriptions: [sub(VERONA)],
  ...over,
});

test('direct messages and mentions notify; a plain channel message does not, unless the channel or the default says so', () => {
  const s = state();
  expect(notifies(s, dm(), [])).toBe(true);
  expect(notifies(s, channelMessage(), ['MENTIONED'])).toBe(true);
  expect(notifies(s, channelMessage(), ['HAS_ALERT_WORD'])).toBe(true);
  expect(notifies(s, channelMessage(), [])).toBe(false);
  expect(notifies(state({ subscriptions: [sub(VERONA, { desktopNotifications: true })] }), channelMessage(), [])).toBe(
    true,
  );
  const streamDefault = { ...s.notify, enableStreamDesktopNotifications: true };
  expect(notifies(state({ notify: streamDefault }), channelMessage(), [])).toBe(true);
  // The channel's own "off" wins over the default.
  const off = state({ notify: streamDefault, subscriptions: [sub(VERONA, { desktopNotifications: false })] });
  expect(notifies(off, channelMessage(), [])).toBe(false);
});

test('enable_desktop_notifications off silences direct messages and mentions, not channels that notify', () => {
  const s = state({ notify: { ...state().notify, enableDesktopNotifications: false } });
  expect(notifies(s, dm(), [])).toBe(false);
  expect(notifies(s, channelMessage(), ['MENTIONED'])).toBe(false);
  expect(notifies({ ...s, subscriptions: [sub(VERONA, { desktopNotifications: true })] }, channelMessage(), [])).toBe(
    true,
  );
});

test('wildcard mentions follow wildcard_mentions_notify, the channel’s value first', () => {
  const s = state();
  expect(notifies(s, channelMessage(), ['STREAM_WILDCARD_MENTIONED'])).toBe(true);
  expect(
    notifies(state({ notify: { ...s.notify, wildcardMentionsNotify: false } }), channelMessage(), [
      'TOPIC_WILDCARD_MENTIONED',
    ]),
  ).toBe(false);
  const channelOff = state({ subscriptions: [sub(VERONA, { wildcardMentionsNotify: false })] });
  expect(notifies(channelOff, channelMessage(), ['STREAM_WILDCARD_MENTIONED'])).toBe(false);
});

test('never for one’s own messages, read ones, muted senders, muted topics and muted channels', () => {
  const s = state({ notify: { ...state().notify, enableStreamDesktopNotifications: true } });
  expect(notifies(s, { ...dm(), sender: { ...IAGO, userId: ME } }, [])).toBe(false);
  expect(notifies(s, dm(), ['READ'])).toBe(false);
  expect(notifies({ ...s, mutedUsers: new Set([IAGO.userId]) }, dm(), [])).toBe(false);
  const mutedTopic = { ...s, topicPolicy: new Map([[`c:${VERONA}:lunch`, 'MUTED']]) };
  expect(notifies(mutedTopic, channelMessage('Lunch'), [])).toBe(false);
  expect(notifies(mutedTopic, channelMessage('Lunch'), ['STREAM_WILDCARD_MENTIONED'])).toBe(false);
  const mutedChannel = { ...s, subscriptions: [sub(VERONA, { isMuted: true })] };
  expect(notifies(mutedChannel, channelMessage(), [])).toBe(false);
  expect(notifies(mutedChannel, channelMessage(), ['STREAM_WILDCARD_MENTIONED'])).toBe(false);
});

test('a direct mention or a followed topic wins over muting; an unmuted topic of a muted channel notifies', () => {
  const muted = state({ subscriptions: [sub(VERONA, { isMuted: true, wildcardMentionsNotify: true })] });
  expect(notifies(muted, channelMessage(), ['MENTIONED'])).toBe(true);
  // The channel's own wildcard setting lets a wildcard mention through its muting.
  expect(notifies(muted, channelMessage(), ['STREAM_WILDCARD_MENTIONED'])).toBe(true);
  const followed = { ...muted, topicPolicy: new Map([[`c:${VERONA}:lunch`, 'FOLLOWED']]) };
  expect(notifies(followed, channelMessage(), [])).toBe(true);
  const notFollowedSetting = {
    ...followed,
    notify: { ...followed.notify, enableFollowedTopicDesktopNotifications: false },
  };
  expect(notifies(notFollowedSetting, channelMessage(), [])).toBe(false);
  const unmuted = state({
    notify: { ...state().notify, enableStreamDesktopNotifications: true },
    subscriptions: [sub(VERONA, { isMuted: true })],
    topicPolicy: new Map([[`c:${VERONA}:lunch`, 'UNMUTED']]),
  });
  expect(notifies(unmuted, channelMessage(), [])).toBe(true);
});

test('settings change live from user_settings events (Zulip’s property names)', () => {
  const s = state().notify;
  expect(withSettingChange(s, 'enable_desktop_notifications', false).enableDesktopNotifications).toBe(false);
  expect(withSettingChange(s, 'enable_sounds', false)).toBe(s);
  expect(withSettingChange(s, 'wildcard_mentions_notify', 'yes')).toBe(s);
});

test('titles: the sender and the conversation, counting several messages', () => {
  expect(notificationTitle(channelMessage(), 1, ME)).toBe('Iago (#Verona > lunch)');
  expect(notificationTitle(channelMessage(''), 3, ME)).toBe('3 messages from Iago (#Verona > general chat)');
  expect(notificationTitle(dm(), 1, ME)).toBe('Iago (to you)');
  expect(notificationTitle(dm({ userId: 5, fullName: 'Othello' }, { userId: 6, fullName: 'Cordelia' }), 1, ME)).toBe(
    'Iago (to you and Othello and Cordelia)',
  );
  const many = [5, 6, 7, 8].map((userId) => ({ userId, fullName: `Somebody with a long name ${userId}` }));
  expect(notificationTitle(dm(...many), 1, ME)).toBe('Iago (to you and 4 more)');
});

test('bodies: plain text cut at a word past 150 characters, files named, direct content withheld on request', () => {
  const s = state().notify;
  const long = `${'word '.repeat(40)}end`;
  const body = notificationBody(channelMessage(), long, false, s);
  expect(body.endsWith(' [...]')).toBe(true);
  expect(body.length).toBeLessThanOrEqual(150 + ' [...]'.length);
  expect(notificationBody(channelMessage(), 'short', false, s)).toBe('short');
  expect(notificationBody(channelMessage(), ' ', true, s)).toBe('(attached file)');
  expect(notificationBody({ ...channelMessage(), isMeMessage: true }, '/me waves', false, s)).toBe('Iago waves');
  expect(notificationBody(dm(), 'secret', false, { ...s, pmContentInDesktopNotifications: false })).toBe(
    'New direct message from Iago',
  );
});
