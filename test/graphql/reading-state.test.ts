import { useWorld } from '../support/world.ts';
import { payload, useWsClients } from './events.helpers.ts';

/** The reading-state operations on GraphQL: the same rules, events and errors as their REST endpoints. */
const w = useWorld();
const ws = useWsClients(w);

const ERR = '... on Error { code message }';
const MARK_ALL = `mutation { markAllMessagesAsRead { __typename ... on MarkAllMessagesAsReadPayload { complete updatedCount } ${ERR} } }`;
const MARKED_FIELDS = '{ channel { channelId } topicName updatedCount }';
const MARK_CHANNEL = `mutation ($input: MarkChannelAsReadInput!) { markChannelAsRead(input: $input) { __typename ... on MarkChannelAsReadPayload ${MARKED_FIELDS} ${ERR} } }`;
const MARK_TOPIC = `mutation ($input: MarkTopicAsReadInput!) { markTopicAsRead(input: $input) { __typename ... on MarkTopicAsReadPayload ${MARKED_FIELDS} ${ERR} } }`;
const MATCHES = `query ($ids: [Int!]!, $narrow: [NarrowTermInput!]!) {
  messagesMatchingNarrow(messageIds: $ids, narrow: $narrow) { messageId message { messageId } matchContent matchTopic }
}`;
const READ_BY = 'query ($id: Int!) { messageReadBy(messageId: $id) { userId } }';
const STATUS = `query ($user: Int!, $channel: Int!) {
  subscriptionStatus(userId: $user, channelId: $channel) { user { userId } channel { channelId } isSubscribed }
}`;

const gql = (user: string, doc: string, variables: Record<string, unknown> = {}) => w.as(user).graphql(doc, variables);
const readEvents = () => w.eventsOfType('update_message_flags').map((e) => e.event);

let readers = 0;
/** A new member in Denmark and Verona with an unread message in two topics of Denmark and one in Verona. */
async function reader() {
  readers += 1;
  const name = `reader${readers}`;
  w.realm.users[name] = await w.createUser(`GraphQL Reader ${readers}`);
  await w.subscribe('Denmark', [name]);
  await w.subscribe('Verona', [name]);
  const castle = await w.sendToChannel('hamlet', 'Denmark', 'castle', 'the castle');
  const moat = await w.sendToChannel('hamlet', 'Denmark', 'moat', 'the moat');
  const verona = await w.sendToChannel('hamlet', 'Verona', 'fair', 'fair Verona');
  w.ts.events.length = 0;
  return { name, castle, moat, verona };
}

describe('mark as read', () => {
  test('markTopicAsRead, then markChannelAsRead, then markAllMessagesAsRead: the events REST sends', async () => {
    const r = await reader();
    const topic = await gql(r.name, MARK_TOPIC, {
      input: { channelId: w.realm.channels.Denmark, topicName: 'Castle' },
    });
    expect(topic.data?.markTopicAsRead).toEqual({
      __typename: 'MarkTopicAsReadPayload',
      channel: { channelId: w.realm.channels.Denmark },
      topicName: 'Castle',
      updatedCount: 1,
    });
    expect(readEvents()).toEqual([expect.objectContaining({ messages: [r.castle], all: false, op: 'add' })]);
    w.ts.events.length = 0;
    const channel = await gql(r.name, MARK_CHANNEL, { input: { channelId: w.realm.channels.Denmark } });
    expect(channel.data?.markChannelAsRead).toMatchObject({ topicName: null, updatedCount: 1 });
    expect(readEvents()).toEqual([expect.objectContaining({ messages: [r.moat] })]);
    expect(await w.unreadIds(r.name)).toEqual([r.verona]);
    w.ts.events.length = 0;
    const all = await gql(r.name, MARK_ALL);
    expect(all.data?.markAllMessagesAsRead).toEqual({
      __typename: 'MarkAllMessagesAsReadPayload',
      complete: true,
      updatedCount: 1,
    });
    expect(readEvents()).toEqual([expect.objectContaining({ messages: [], all: true })]);
    expect(await w.unreadIds(r.name)).toEqual([]);
  });

  test('markAllMessagesAsRead cut short by its time limit answers complete: false; calling again finishes', async () => {
    const r = await reader();
    const deps = w.ts.server.deps;
    const budget = deps.markAllBudget;
    // Two rows a batch and no time: each call reads one batch, then stops (the limit is checked after a batch).
    deps.markAllBudget = { batchSize: 2, timeLimitMs: 0 };
    try {
      expect((await gql(r.name, MARK_ALL)).data?.markAllMessagesAsRead).toEqual({
        __typename: 'MarkAllMessagesAsReadPayload',
        complete: false,
        updatedCount: 2,
      });
      expect(await w.unreadIds(r.name)).toEqual([r.castle]);
      expect(readEvents()).toEqual([]);
      expect((await gql(r.name, MARK_ALL)).data?.markAllMessagesAsRead).toMatchObject({
        complete: true,
        updatedCount: 1,
      });
      expect(await w.unreadIds(r.name)).toEqual([]);
      expect(readEvents()).toEqual([expect.objectContaining({ messages: [], all: true })]);
    } finally {
      deps.markAllBudget = budget;
    }
  });

  test('a subscriber hears markAllMessagesAsRead as one UpdateMessageFlagsEvent with `all` and no ids', async () => {
    const r = await reader();
    const after = await ws.cursorNow(r.name);
    const s = ws.subscribe(
      ws.connect(r.name),
      `subscription ($after: String) {
        events(after: $after, types: [UPDATE_MESSAGE_FLAGS]) {
          __typename ... on UpdateMessageFlagsEvent { op flag messageIds all }
        }
      }`,
      { after },
    );
    expect((await gql(r.name, MARK_ALL)).data?.markAllMessagesAsRead.complete).toBe(true);
    expect(payload(await s.next())).toEqual({
      __typename: 'UpdateMessageFlagsEvent',
      op: 'ADD',
      flag: 'READ',
      messageIds: [],
      all: true,
    });
    s.dispose();
  });

  test.each([
    ['a channel that does not exist', MARK_CHANNEL, { channelId: 999999 }, 'Invalid channel ID'],
    ['a private channel one is not in', MARK_CHANNEL, { channelId: 'core team' }, 'Invalid channel ID'],
    [
      'a topic one never received',
      MARK_TOPIC,
      { channelId: 'Denmark', topicName: 'Elsinore' },
      "No such topic 'Elsinore'",
    ],
  ])('%s: the REST error, as a typed error', async (_name, doc, input, message) => {
    const channelId = typeof input.channelId === 'string' ? w.realm.channels[input.channelId] : input.channelId;
    const r = await gql('hamlet', doc, { input: { ...input, channelId } });
    expect(r.errors).toBeUndefined();
    expect(Object.values(r.data ?? {})[0]).toEqual({ __typename: 'ZulipError', code: 'BAD_REQUEST', message });
    const rest = await w.as('hamlet').post(doc === MARK_TOPIC ? '/mark_topic_as_read' : '/mark_stream_as_read', {
      stream_id: channelId,
      ...('topicName' in input ? { topic_name: input.topicName } : {}),
    });
    expect(rest.body).toEqual({ result: 'error', msg: message, code: 'BAD_REQUEST' });
    expect(readEvents()).toEqual([]);
  });
});

describe('queries', () => {
  test('messagesMatchingNarrow answers what GET /messages/matches_narrow does', async () => {
    const castle = await w.sendToChannel('hamlet', 'Denmark', 'castle', 'an old castle');
    const narrow = [{ operator: 'search', operand: 'castle' }];
    const g = await gql('hamlet', MATCHES, { ids: [castle, 99999999], narrow });
    const rest = await w.as('hamlet').get('/messages/matches_narrow', { msg_ids: [castle, 99999999], narrow });
    const m = (rest.body.messages as Record<string, { match_content: string; match_subject: string }>)[castle];
    expect(g.data?.messagesMatchingNarrow).toEqual([
      { messageId: castle, message: { messageId: castle }, matchContent: m.match_content, matchTopic: m.match_subject },
    ]);
    expect(m.match_content).toContain('<span class="highlight">castle</span>');
    const bad = await gql('hamlet', MATCHES, { ids: [castle], narrow: [{ operator: 'bogus', operand: 'x' }] });
    expect(bad.data?.messagesMatchingNarrow).toBeNull();
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Invalid narrow operator: unknown operator bogus',
      extensions: { code: 'BAD_NARROW' },
    });
    const blank = await gql('hamlet', MATCHES, { ids: [castle], narrow: [{ operator: 'search', operand: ' ' }] });
    expect(blank.errors?.[0]).toMatchObject({
      message: 'operand cannot be blank.',
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  test('messageReadBy lists the users GET /messages/{id}/read_receipts does; refusals are the same', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'receipts', 'read me');
    for (const user of ['cordelia', 'othello']) {
      await w.as(user).post('/messages/flags', { messages: [id], op: 'add', flag: 'read' });
    }
    const g = await gql('cordelia', READ_BY, { id });
    const rest = await w.as('cordelia').get(`/messages/${id}/read_receipts`);
    expect(g.data?.messageReadBy).toEqual((rest.body.user_ids as number[]).map((userId) => ({ userId })));
    expect(rest.body.user_ids).toEqual(w.ids('cordelia', 'othello'));
    const dm = await w.sendDirect('hamlet', ['othello'], 'private');
    const refused = await gql('cordelia', READ_BY, { id: dm });
    expect(refused.data?.messageReadBy).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({ message: 'Invalid message(s)', extensions: { code: 'BAD_REQUEST' } });
  });

  test('subscriptionStatus answers what GET /users/{id}/subscriptions/{id} does', async () => {
    const denmark = w.realm.channels.Denmark;
    const g = await gql('hamlet', STATUS, { user: w.user('prospero').id, channel: denmark });
    expect(g.data?.subscriptionStatus).toEqual({
      user: { userId: w.user('prospero').id },
      channel: { channelId: denmark },
      isSubscribed: false,
    });
    const yes = await gql('hamlet', STATUS, { user: w.user('cordelia').id, channel: denmark });
    expect(yes.data?.subscriptionStatus.isSubscribed).toBe(true);
    const refused = await gql('hamlet', STATUS, { user: 999999, channel: denmark });
    expect(refused.data?.subscriptionStatus).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({ message: 'No such user', extensions: { code: 'BAD_REQUEST' } });
  });
});
