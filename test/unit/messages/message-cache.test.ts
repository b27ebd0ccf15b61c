import { MessageCache, type MessageCore } from '../../../src/domain/messages/cache/message-cache.ts';

const core = (id: number, content = `message ${id}`): MessageCore => ({
  id,
  subject: 'topic',
  content,
  renderedContent: `<p>${content}</p>`,
  dateSent: new Date(0),
  sendingClient: 'test',
  isMeMessage: false,
  lastEditTime: null,
  lastMovedTime: null,
  editHistory: null,
  hasAttachment: false,
  hasImage: false,
  hasLink: false,
  reactions: [],
  submessages: [],
});

test('an entry answers only for the row version it was read at', () => {
  const cache = new MessageCache(10);
  cache.set('100', core(1));
  expect(cache.get(1, '100')?.content).toBe('message 1');
  expect(cache.get(1, '101')).toBeUndefined();
  cache.set('101', core(1, 'edited'));
  expect(cache.get(1, '101')?.content).toBe('edited');
  expect(cache.get(1, '100')).toBeUndefined();
  expect(cache.size).toBe(1);
});

test('past its capacity what was not read recently goes first, and it never holds more', () => {
  const cache = new MessageCache(4);
  cache.set('1', core(1));
  cache.set('1', core(2));
  expect(cache.get(1, '1')).toBeDefined(); // 1 was read since 2 was stored
  cache.set('1', core(3));
  expect(cache.get(2, '1')).toBeUndefined();
  expect(cache.get(1, '1')).toBeDefined();
  expect(cache.get(3, '1')).toBeDefined();
  for (let id = 10; id < 100; id++) {
    cache.set('1', core(id));
    expect(cache.size).toBeLessThanOrEqual(4);
  }
});

test('capacity 0 keeps nothing', () => {
  const cache = new MessageCache(0);
  cache.set('1', core(1));
  expect(cache.get(1, '1')).toBeUndefined();
  expect(cache.size).toBe(0);
});
