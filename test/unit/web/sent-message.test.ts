import type { Message } from '../../../web/src/state/conversations.ts';
import { initialState, reducer, type State } from '../../../web/src/state/store.ts';

/** The answer to sendMessage against the events about the same message, whichever comes first. */
const ME = 10;
const DENMARK = 1;

function message(messageId: number, content: string): Message {
  return {
    id: `M${messageId}`,
    messageId,
    content,
    timestamp: '1970-01-01T00:00:00.000Z',
    flags: [],
    isMeMessage: false,
    lastEditTimestamp: null,
    topic: 'yorick',
    type: 'CHANNEL',
    channel: { id: `C${DENMARK}`, channelId: DENMARK, name: 'Denmark' },
    sender: { id: `U${ME}`, userId: ME, fullName: 'Hamlet', avatarUrl: '' },
    submessages: [],
    recipients: [],
    reactions: [],
  };
}

const opened = (): State =>
  reducer(
    { ...initialState(), meId: ME },
    { type: 'narrow', narrow: { kind: 'channel', channelId: DENMARK, topic: 'yorick' } },
  );
const heard = (s: State, m: Message) =>
  reducer(s, {
    type: 'event',
    event: {
      __typename: 'MessageEvent',
      cursor: String(m.messageId),
      messageId: m.messageId,
      flags: ['READ'],
      message: m,
    },
    now: 0,
  });
const contentOf = (s: State, id: number) => s.timeline?.messages.find((m) => m.messageId === id)?.content;

test('an answer that comes after the message was heard (and re-rendered) does not bring back the older rendering', () => {
  let s = opened();
  s = heard(s, message(7, '<p><img src="/user_uploads/thumbnail/1/ab/skull.png/840x560.webp"></p>'));
  s = reducer(s, { type: 'sent', message: message(7, '<p><img class="image-loading-placeholder"></p>') });
  expect(contentOf(s, 7)).toContain('/user_uploads/thumbnail/');
  expect(s.timeline?.messages).toHaveLength(1);
});

test('an answer that comes first shows the message at once; its event then changes nothing twice', () => {
  let s = opened();
  s = reducer(s, { type: 'sent', message: message(7, '<p>first</p>') });
  expect(contentOf(s, 7)).toBe('<p>first</p>');
  s = heard(s, message(7, '<p>first</p>'));
  expect(s.timeline?.messages).toHaveLength(1);
});
