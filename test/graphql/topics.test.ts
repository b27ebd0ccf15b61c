import { useWorld } from '../support/world.ts';

/** Topics over GraphQL: the same operations and answers as REST, in the schema's input/payload/error shape. */
const w = useWorld();

const gql = (user: string | null, query: string, variables: Record<string, unknown> = {}) =>
  w.ts.client(user === null ? undefined : w.realm.users[user]).graphql(query, variables);

test('topics(channelId) equals GET /users/me/{stream_id}/topics; a channel one cannot read is null with the error', async () => {
  await w.sendToChannel('hamlet', 'Scotland', 'first', 'x');
  await w.sendToChannel('hamlet', 'Scotland', '', 'x');
  const rest = await w.ts.client(w.realm.users.hamlet).get(`/users/me/${w.realm.channels.Scotland}/topics`);
  const r = await gql('hamlet', 'query ($id: Int!) { topics(channelId: $id) { name maxId } }', {
    id: w.realm.channels.Scotland,
  });
  expect(r.data?.topics).toEqual(
    (rest.body.topics as Array<{ name: string; max_id: number }>).map((t) => ({ name: t.name, maxId: t.max_id })),
  );
  const empty = await gql(
    'hamlet',
    'query ($id: Int!) { topics(channelId: $id, allowEmptyTopicName: true) { name } }',
    { id: w.realm.channels.Scotland },
  );
  expect(empty.data?.topics).toEqual([{ name: '' }, { name: 'first' }]);
  const denied = await gql('hamlet', 'query ($id: Int!) { topics(channelId: $id) { name } me { fullName } }', {
    id: w.realm.channels['core team'],
  });
  expect(denied.data).toEqual({ topics: null, me: { fullName: 'King Hamlet' } });
  expect(denied.errors?.[0]).toMatchObject({
    message: 'Invalid channel ID',
    path: ['topics'],
    extensions: { code: 'BAD_REQUEST' },
  });
});

test('logged out, topics answers as REST does for spectators', async () => {
  const r = await gql(null, 'query ($id: Int!) { topics(channelId: $id) { name } }', { id: w.realm.channels.Scotland });
  const rest = await w.ts
    .client()
    .request('GET', `/users/me/${w.realm.channels.Scotland}/topics`, {}, { prefix: '/json' });
  expect(r.errors?.[0]).toMatchObject({ message: rest.body.msg, extensions: { code: rest.body.code } });
});

const SET = `
  mutation ($input: SetTopicVisibilityInput!) {
    setTopicVisibility(input: $input) {
      __typename
      ... on SetTopicVisibilityPayload { channel { channelId name } topic visibilityPolicy }
      ... on Error { code message argument }
    }
  }`;

test('setTopicVisibility mutates as POST /user_topics and returns the topic with its policy', async () => {
  const input = { channelId: w.realm.channels.Denmark, topic: 'gql muted', visibilityPolicy: 'MUTED' };
  const r = await gql('cordelia', SET, { input });
  expect(r.data?.setTopicVisibility).toEqual({
    __typename: 'SetTopicVisibilityPayload',
    channel: { channelId: w.realm.channels.Denmark, name: 'Denmark' },
    topic: 'gql muted',
    visibilityPolicy: 'MUTED',
  });
  expect(w.ts.events.map((e) => e.event.type)).toEqual(['muted_topics', 'user_topic']);
});

test.each([
  [
    'a channel one cannot access',
    { channelId: 'core team', topic: 'x' },
    { code: 'BAD_REQUEST', message: 'Invalid channel ID', argument: null },
  ],
  [
    'a topic over 60 characters',
    { channelId: 'Denmark', topic: 'x'.repeat(61) },
    { code: 'BAD_REQUEST', message: 'topic is too long (limit: 60 characters)', argument: 'topic' },
  ],
])('setTopicVisibility with %s: the REST error, typed', async (_name, given, expected) => {
  const input = { channelId: w.realm.channels[given.channelId], topic: given.topic, visibilityPolicy: 'FOLLOWED' };
  const r = await gql('cordelia', SET, { input });
  // A refusal that names its argument is a ValidationError (mutation-errors.test.ts).
  expect(r.data?.setTopicVisibility).toEqual({
    __typename: expected.argument === null ? 'ZulipError' : 'ValidationError',
    ...expected,
  });
  const rest = await w.ts
    .client(w.realm.users.cordelia)
    .post('/user_topics', { stream_id: input.channelId, topic: input.topic, visibility_policy: 3 });
  expect({ code: rest.body.code, message: rest.body.msg }).toEqual({ code: expected.code, message: expected.message });
});

const DELETE = `
  mutation ($input: DeleteTopicInput!) {
    deleteTopic(input: $input) {
      __typename
      ... on DeleteTopicPayload { channel { name } topic complete }
      ... on Error { code message }
    }
  }`;

test('deleteTopic: administrators only; the payload says whether it completed', async () => {
  const id = await w.sendToChannel('hamlet', 'Denmark', 'gql doomed', 'x');
  const input = { channelId: w.realm.channels.Denmark, topic: 'gql doomed' };
  expect((await gql('hamlet', DELETE, { input })).data?.deleteTopic).toEqual({
    __typename: 'PermissionDeniedError',
    code: 'UNAUTHORIZED_PRINCIPAL',
    message: 'Must be an organization administrator',
  });
  expect((await gql('iago', DELETE, { input })).data?.deleteTopic).toEqual({
    __typename: 'DeleteTopicPayload',
    channel: { name: 'Denmark' },
    topic: 'gql doomed',
    complete: true,
  });
  expect(w.ts.events.find((e) => e.event.type === 'delete_message')?.event.message_ids).toEqual([id]);
});
