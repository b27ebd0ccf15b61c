import { useWorld } from '../support/world.ts';

/** Linkifiers over GraphQL: the same linkifiers, answers and error codes as REST, and topic links on messages. */
const w = useWorld();

const gql = (user: string, query: string, variables: Record<string, unknown> = {}) =>
  w.as(user).graphql(query, variables);
const field = async (user: string, query: string, variables: Record<string, unknown>, name: string) =>
  (await gql(user, query, variables)).data?.[name] as Record<string, any>;

const CREATE = `mutation ($input: CreateLinkifierInput!) { createLinkifier(input: $input) {
  __typename ... on CreateLinkifierPayload { linkifier { linkifierId pattern urlTemplate } } ... on Error { code message } } }`;
const UPDATE = `mutation ($input: UpdateLinkifierInput!) { updateLinkifier(input: $input) {
  __typename ... on UpdateLinkifierPayload { linkifier { linkifierId pattern urlTemplate } } ... on Error { code message } } }`;
const DELETE = `mutation ($input: DeleteLinkifierInput!) { deleteLinkifier(input: $input) {
  __typename ... on DeleteLinkifierPayload { linkifierId } ... on Error { code message } } }`;
const REORDER = `mutation ($input: ReorderLinkifiersInput!) { reorderLinkifiers(input: $input) {
  __typename ... on ReorderLinkifiersPayload { linkifiers { linkifierId } } ... on Error { code message } } }`;

beforeEach(async () => {
  await w.ts.server.deps.db.sql.query('DELETE FROM realm_filter');
});

test('create, list, update, reorder and delete, as REST lists them', async () => {
  const made = await field(
    'iago',
    CREATE,
    { input: { pattern: ' #(?P<id>[0-9]+) ', urlTemplate: 'https://t.example/{id}' } },
    'createLinkifier',
  );
  expect(made).toMatchObject({
    __typename: 'CreateLinkifierPayload',
    linkifier: { pattern: '#(?P<id>[0-9]+)', urlTemplate: 'https://t.example/{id}' },
  });
  const a = made.linkifier.linkifierId as number;
  const b = (
    await field(
      'iago',
      CREATE,
      { input: { pattern: 'PR (?P<n>[0-9]+)', urlTemplate: 'https://pr.example/{n}' } },
      'createLinkifier',
    )
  ).linkifier.linkifierId as number;
  const updated = await field(
    'desdemona',
    UPDATE,
    { input: { linkifierId: b, pattern: 'MR (?P<n>[0-9]+)', urlTemplate: 'https://mr.example/{n}' } },
    'updateLinkifier',
  );
  expect(updated.linkifier).toEqual({
    linkifierId: b,
    pattern: 'MR (?P<n>[0-9]+)',
    urlTemplate: 'https://mr.example/{n}',
  });
  expect(await field('iago', REORDER, { input: { orderedLinkifierIds: [b, a] } }, 'reorderLinkifiers')).toEqual({
    __typename: 'ReorderLinkifiersPayload',
    linkifiers: [{ linkifierId: b }, { linkifierId: a }],
  });
  const listed = (await gql('polonius', '{ linkifiers { linkifierId pattern urlTemplate } }')).data?.linkifiers;
  const rest = (await w.as('polonius').get('/realm/linkifiers')).body.linkifiers as Array<Record<string, unknown>>;
  expect(listed).toEqual(rest.map((l) => ({ linkifierId: l.id, pattern: l.pattern, urlTemplate: l.url_template })));
  expect((await gql('hamlet', '{ bootstrap { linkifiers { linkifierId } } }')).data?.bootstrap).toEqual({
    linkifiers: [{ linkifierId: b }, { linkifierId: a }],
  });
  expect(await field('iago', DELETE, { input: { linkifierId: a } }, 'deleteLinkifier')).toEqual({
    __typename: 'DeleteLinkifierPayload',
    linkifierId: a,
  });
  expect((await gql('hamlet', '{ linkifiers { linkifierId } }')).data?.linkifiers).toEqual([{ linkifierId: b }]);
});

test('the same errors and codes as REST', async () => {
  const existing = (
    await w.as('iago').post('/realm/filters', { pattern: 'X-(?P<id>[0-9]+)', url_template: 'https://x.example/{id}' })
  ).body.id as number;
  const cases: Array<{
    user: string;
    query: string;
    name: string;
    input: Record<string, unknown>;
    rest: () => ReturnType<ReturnType<typeof w.as>['post']>;
  }> = [
    {
      user: 'hamlet',
      query: CREATE,
      name: 'createLinkifier',
      input: { pattern: 'a', urlTemplate: 'b' },
      rest: () => w.as('hamlet').post('/realm/filters', { pattern: 'a', url_template: 'b' }),
    },
    {
      user: 'iago',
      query: CREATE,
      name: 'createLinkifier',
      input: { pattern: '(foo', urlTemplate: 'b' },
      rest: () => w.as('iago').post('/realm/filters', { pattern: '(foo', url_template: 'b' }),
    },
    {
      user: 'iago',
      query: CREATE,
      name: 'createLinkifier',
      input: { pattern: ' ', urlTemplate: 'b' },
      rest: () => w.as('iago').post('/realm/filters', { pattern: ' ', url_template: 'b' }),
    },
    {
      user: 'iago',
      query: CREATE,
      name: 'createLinkifier',
      input: { pattern: 'a', urlTemplate: '{b' },
      rest: () => w.as('iago').post('/realm/filters', { pattern: 'a', url_template: '{b' }),
    },
    {
      user: 'iago',
      query: CREATE,
      name: 'createLinkifier',
      input: { pattern: '(?P<id>a)', urlTemplate: 'c' },
      rest: () => w.as('iago').post('/realm/filters', { pattern: '(?P<id>a)', url_template: 'c' }),
    },
    {
      user: 'iago',
      query: CREATE,
      name: 'createLinkifier',
      input: { pattern: 'X-(?P<id>[0-9]+)', urlTemplate: 'https://y.example/{id}' },
      rest: () =>
        w.as('iago').post('/realm/filters', { pattern: 'X-(?P<id>[0-9]+)', url_template: 'https://y.example/{id}' }),
    },
    {
      user: 'iago',
      query: UPDATE,
      name: 'updateLinkifier',
      input: { linkifierId: existing + 1, pattern: 'a', urlTemplate: 'b' },
      rest: () => w.as('iago').patch(`/realm/filters/${existing + 1}`, { pattern: 'a', url_template: 'b' }),
    },
    {
      user: 'iago',
      query: DELETE,
      name: 'deleteLinkifier',
      input: { linkifierId: 2 ** 31 - 1 },
      rest: () => w.as('iago').delete(`/realm/filters/${2 ** 31 - 1}`),
    },
    {
      user: 'iago',
      query: REORDER,
      name: 'reorderLinkifiers',
      input: { orderedLinkifierIds: [existing, existing] },
      rest: () =>
        w.as('iago').patch('/realm/linkifiers', { ordered_linkifier_ids: JSON.stringify([existing, existing]) }),
    },
    {
      user: 'iago',
      query: REORDER,
      name: 'reorderLinkifiers',
      input: { orderedLinkifierIds: [] },
      rest: () => w.as('iago').patch('/realm/linkifiers', { ordered_linkifier_ids: JSON.stringify([]) }),
    },
  ];
  for (const c of cases) {
    const rest = await c.rest();
    const answer = await field(c.user, c.query, { input: c.input }, c.name);
    expect([c.input, { code: answer.code, message: answer.message }]).toEqual([
      c.input,
      { code: rest.body.code, message: rest.body.msg },
    ]);
    expect(rest.status).toBe(400);
  }
});

test('Message.topicLinks: linkifier matches and raw URLs in the topic, as REST gives them', async () => {
  await w
    .as('iago')
    .post('/realm/filters', { pattern: '#(?P<id>[0-9]{2,8})', url_template: 'https://trac.example.com/ticket/{id}' });
  const id = await w.send('hamlet', { type: 'stream', to: 'Denmark', topic: '#444 https://google.com', content: 'x' });
  const messages = (
    await gql(
      'hamlet',
      `query ($ids: [Int!]) { messages(messageIds: $ids) { messages { topicLinks { text url } } } }`,
      { ids: [id] },
    )
  ).data?.messages as { messages: Array<Record<string, unknown>> };
  expect(messages.messages[0].topicLinks).toEqual([
    { text: '#444', url: 'https://trac.example.com/ticket/444' },
    // REST's "https://google.com", normalized by the URL scalar.
    { text: 'https://google.com', url: 'https://google.com/' },
  ]);
});
