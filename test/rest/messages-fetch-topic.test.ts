import { useWorld } from '../support/world.ts';
import { fetchOk, narrow, type Msg } from './messages-fetch.helpers.ts';

const id: Record<string, number> = {};

const w = useWorld();

beforeAll(async () => {
  id.empty = await w.sendToChannel('iago', 'Denmark', '', 'in the empty topic');
  id.noTopic = await w.sendToChannel('iago', 'Denmark', '(no topic)', 'also the empty topic');
  id.named = await w.sendToChannel('iago', 'Denmark', 'named', 'a **bold** named topic');
  id.literal = await w.sendToChannel('iago', 'Denmark', 'General Chat', 'a topic that merely looks like it');
  id.dm = await w.sendDirect('iago', [w.realm.users.hamlet.id], 'a direct message');
});

const hamlet = () => w.as('hamlet');
const get = async (params: Record<string, unknown>): Promise<Msg[]> =>
  (await fetchOk(hamlet(), { anchor: 'oldest', num_after: 100, ...params } as never)).messages;
const pick = (...names: string[]) => names.map((n) => id[n]);

describe('the empty topic (FL 334)', () => {
  test('is shown as "general chat" unless allow_empty_topic_name', async () => {
    const shown = await get({ narrow: narrow(['channel', 'Denmark']) });
    expect(shown.map((m) => [m.id, m.subject])).toEqual([
      [id.empty, 'general chat'],
      [id.noTopic, 'general chat'],
      [id.named, 'named'],
      [id.literal, 'General Chat'],
    ]);
    const raw = await get({ narrow: narrow(['channel', 'Denmark']), allow_empty_topic_name: true });
    expect(raw.map((m) => m.subject)).toEqual(['', '', 'named', 'General Chat']);
  });

  test('direct messages always have an empty subject', async () => {
    for (const allow of [true, false]) {
      const [m] = await get({ narrow: narrow(['id', id.dm]), allow_empty_topic_name: allow });
      expect(m.subject).toBe('');
    }
  });

  test('a topic term "general chat" (exactly) means the empty topic', async () => {
    expect((await get({ narrow: narrow(['channel', 'Denmark'], ['topic', 'general chat']) })).map((m) => m.id)).toEqual(
      pick('empty', 'noTopic'),
    );
    expect((await get({ narrow: narrow(['channel', 'Denmark'], ['topic', '']) })).map((m) => m.id)).toEqual(
      pick('empty', 'noTopic'),
    );
    // Any other spelling is an ordinary, case-insensitive topic name.
    expect((await get({ narrow: narrow(['channel', 'Denmark'], ['topic', 'General Chat']) })).map((m) => m.id)).toEqual(
      pick('literal'),
    );
    // "(no topic)" is not renamed in narrows.
    expect(await get({ narrow: narrow(['channel', 'Denmark'], ['topic', '(no topic)']) })).toEqual([]);
    // Only the first topic term is renamed.
    expect(await get({ narrow: narrow(['topic', 'general chat'], ['topic', 'general chat']) })).toEqual([]);
    // The empty topic never matches direct messages.
    expect((await get({ narrow: narrow(['topic', '']) })).map((m) => m.id)).toEqual(pick('empty', 'noTopic'));
  });

  test('search fields keep the raw topic', async () => {
    const [m] = await get({ narrow: narrow(['channel', 'Denmark'], ['search', 'empty']) });
    expect(m).toMatchObject({ subject: 'general chat', match_subject: '' });
  });
});

describe('message dict options', () => {
  test('apply_markdown chooses HTML or the Markdown source', async () => {
    const [html] = await get({ narrow: narrow(['id', id.named]) });
    expect(html).toMatchObject({ content: '<p>a <strong>bold</strong> named topic</p>', content_type: 'text/html' });
    const [md] = await get({ narrow: narrow(['id', id.named]), apply_markdown: false });
    expect(md).toMatchObject({ content: 'a **bold** named topic', content_type: 'text/x-markdown' });
  });

  test('client_gravatar leaves avatar_url to the client for public emails', async () => {
    const [lazy] = await get({ narrow: narrow(['id', id.named]) });
    expect(lazy.avatar_url).toBeNull();
    const [full] = await get({ narrow: narrow(['id', id.named]), client_gravatar: false });
    expect(full.avatar_url).toMatch(/^https:\/\/secure\.gravatar\.com\/avatar\/[0-9a-f]{32}\?d=identicon&version=1$/);
  });

  test('message dicts have Zulip’s fields', async () => {
    const [channelMsg] = await get({ narrow: narrow(['id', id.named]) });
    expect(channelMsg).toMatchObject({
      id: id.named,
      sender_id: w.realm.users.iago.id,
      sender_email: 'iago@zulip.com',
      sender_full_name: 'Iago',
      sender_realm_str: 'zulip',
      type: 'stream',
      stream_id: w.realm.channels.Denmark,
      display_recipient: 'Denmark',
      client: expect.any(String),
      timestamp: expect.any(Number),
      is_me_message: false,
      reactions: [],
      submessages: [],
      topic_links: [],
      flags: [],
    });
    const [dm] = await get({ narrow: narrow(['id', id.dm]) });
    expect(dm).toMatchObject({ type: 'private', subject: '' });
    expect(dm).not.toHaveProperty('stream_id');
    expect((dm.display_recipient as Array<{ id: number }>).map((r) => r.id)).toEqual(
      [w.realm.users.iago.id, w.realm.users.hamlet.id].sort((a, b) => a - b),
    );
  });
});
