import { useWorld } from '../support/world.ts';

/**
 * An incoming webhook bot may only send messages, over GraphQL as over REST
 * (Zulip's validate_api_key): sendMessage works, every other operation that
 * needs a user answers UNAUTHORIZED with REST's message.
 */
let hook: { email: string; apiKey: string };
const REFUSED = 'This API is not available to incoming webhook bots.';

const w = useWorld();

beforeAll(async () => {
  const r = await w.as('hamlet').post('/bots', { full_name: 'Hook', short_name: 'hook', bot_type: 2 });
  expect(r.status).toBe(200);
  const bot = await w.prisma().user.findUniqueOrThrow({ where: { id: r.body.user_id as number } });
  hook = { email: bot.deliveryEmail, apiKey: r.body.api_key as string };
});

test('sendMessage works for the bot, as POST /messages does', async () => {
  const g = await w.ts
    .client(hook)
    .graphql(
      'mutation ($input: SendMessageInput!) { sendMessage(input: $input) { __typename ... on SendMessagePayload { sentMessage { messageId } } ... on Error { code message } } }',
      { input: { channelId: w.realm.channels.Denmark, topic: 'hooks', content: 'ping' } },
    );
  expect(g.errors).toBeUndefined();
  expect(g.data?.sendMessage.__typename).toBe('SendMessagePayload');
  const rest = await w.ts
    .client(hook)
    .post('/messages', { type: 'stream', to: 'Denmark', topic: 'hooks', content: 'pong' });
  expect(rest.status).toBe(200);
});

test.each([
  ['a query', '{ me { fullName } }', 'me'],
  [
    'another mutation',
    'mutation { updateMessageFlags(input: { op: ADD, flag: STARRED, messageIds: [1] }) { __typename } }',
    'updateMessageFlags',
  ],
  ['the organization', '{ realm { name } }', 'realm'],
])("%s is refused with REST's code and message", async (_what, query, field) => {
  const g = await w.ts.client(hook).graphql(query);
  expect(g.data?.[field] ?? null).toBeNull();
  expect(g.errors?.[0]).toMatchObject({ message: REFUSED, extensions: { code: 'UNAUTHORIZED' } });
  const rest = await w.ts.client(hook).get('/users/me');
  expect(rest.body).toEqual({ result: 'error', msg: REFUSED, code: 'UNAUTHORIZED' });
});

test('a generic bot and a human are not limited', async () => {
  const r = await w.as('hamlet').post('/bots', { full_name: 'Generic', short_name: 'generic' });
  const bot = await w.prisma().user.findUniqueOrThrow({ where: { id: r.body.user_id as number } });
  const g = await w.ts
    .client({ email: bot.deliveryEmail, apiKey: r.body.api_key as string })
    .graphql('{ me { fullName } }');
  expect(g.data?.me).toEqual({ fullName: 'Generic' });
  expect((await w.as('hamlet').graphql('{ me { fullName } }')).data?.me).toEqual({ fullName: 'King Hamlet' });
});

test('reading messages is refused alike on both transports', async () => {
  const g = await w.ts.client(hook).graphql('{ messages(anchor: "newest", numBefore: 1, numAfter: 0) { __typename } }');
  const rest = await w.ts.client(hook).get('/messages', { anchor: 'newest', num_before: 1, num_after: 0 });
  expect({ status: rest.status, body: rest.body }).toEqual({
    status: 401,
    body: { result: 'error', msg: REFUSED, code: 'UNAUTHORIZED' },
  });
  expect(g.data?.messages ?? null).toBeNull();
  expect(g.errors?.[0]).toMatchObject({ message: REFUSED, extensions: { code: rest.body.code } });
});
