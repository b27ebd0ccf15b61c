import { watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';
import { bad, errorOf } from './message-edit.helpers.ts';

/** Navigation views (Zulip 11): each user's pinned built-in views and named custom views. */
const w = useWorld();

const as = (user: string) => w.as(user);
const gql = (user: string, query: string, variables: Record<string, unknown> = {}) =>
  w.ts.client(w.user(user)).graphql(query, variables);
const add = (user: string, params: Record<string, string>) => as(user).post('/navigation_views', params);
const listed = async (user = 'hamlet') => {
  const r = await as(user).get('/navigation_views');
  expect(expectMatchesOpenApi('GET', '/navigation_views', 200, r.body)).toBe(true);
  return r.body.navigation_views as Array<Record<string, unknown>>;
};
const missing = { status: 404, code: 'BAD_REQUEST', msg: 'Navigation view does not exist.' };

beforeEach(async () => {
  await w.sql('DELETE FROM navigation_view');
});

test('add, update, remove: stripped values, only the user sees them, events to the user only', async () => {
  const r = await add('hamlet', { fragment: ' narrow/is/alerted ', is_pinned: 'true', name: ' Alert words ' });
  expect(expectMatchesOpenApi('POST', '/navigation_views', 200, r.body)).toBe(true);
  expect((await add('hamlet', { fragment: 'inbox', is_pinned: 'false' })).status).toBe(200);
  expect(await listed()).toEqual([
    { fragment: 'narrow/is/alerted', is_pinned: true, name: 'Alert words' },
    { fragment: 'inbox', is_pinned: false, name: null },
  ]);
  expect(await listed('othello')).toEqual([]);
  const u = await as('hamlet').patch('/navigation_views/narrow/is/alerted', { is_pinned: 'false', name: 'Alerts' });
  expect(expectMatchesOpenApi('PATCH', '/navigation_views/{fragment}', 200, u.body)).toBe(true);
  const d = await as('hamlet').delete('/navigation_views/inbox');
  expect(expectMatchesOpenApi('DELETE', '/navigation_views/{fragment}', 200, d.body)).toBe(true);
  expect(await listed()).toEqual([{ fragment: 'narrow/is/alerted', is_pinned: false, name: 'Alerts' }]);
  const events = w.eventsOfType('navigation_view');
  expect(events.map((e) => e.userIds)).toEqual([
    [w.user('hamlet').id],
    [w.user('hamlet').id],
    [w.user('hamlet').id],
    [w.user('hamlet').id],
  ]);
  expect(events.map((e) => e.event)).toEqual([
    {
      type: 'navigation_view',
      op: 'add',
      navigation_view: { fragment: 'narrow/is/alerted', is_pinned: true, name: 'Alert words' },
    },
    { type: 'navigation_view', op: 'add', navigation_view: { fragment: 'inbox', is_pinned: false, name: null } },
    {
      type: 'navigation_view',
      op: 'update',
      fragment: 'narrow/is/alerted',
      data: { name: 'Alerts', is_pinned: false },
    },
    { type: 'navigation_view', op: 'remove', fragment: 'inbox' },
  ]);
});

test.each([
  ['a blank fragment', { fragment: ' ', is_pinned: 'true' }, bad('fragment cannot be blank')],
  [
    'a named built-in view',
    { fragment: 'inbox', is_pinned: 'true', name: 'Mine' },
    bad('Built-in views cannot have a custom name.'),
  ],
  [
    'a custom view without a name',
    { fragment: 'narrow/is/dm', is_pinned: 'true' },
    bad('Custom views must have a valid name.'),
  ],
  ['a blank name', { fragment: 'narrow/is/dm', is_pinned: 'true', name: '  ' }, bad('name cannot be blank')],
  [
    'a fragment already added',
    { fragment: 'narrow/is/alerted', is_pinned: 'false', name: 'Other' },
    bad('Navigation view already exists.'),
  ],
  [
    'a name already taken',
    { fragment: 'narrow/is/dm', is_pinned: 'false', name: 'Taken' },
    bad('Navigation view already exists.'),
  ],
])('add refuses %s, writing nothing', async (_case, params, error) => {
  await add('hamlet', { fragment: 'narrow/is/alerted', is_pinned: 'true', name: 'Taken' });
  expect(errorOf(await add('hamlet', params))).toEqual(error);
  expect((await listed()).map((v) => v.fragment)).toEqual(['narrow/is/alerted']);
  expect(w.eventsOfType('navigation_view')).toHaveLength(1);
});

test('update and remove refusals', async () => {
  await add('hamlet', { fragment: 'narrow/is/alerted', is_pinned: 'true', name: 'Taken' });
  await add('hamlet', { fragment: 'inbox', is_pinned: 'true' });
  expect(errorOf(await as('hamlet').patch('/navigation_views/inbox', { name: 'x' }))).toEqual(
    bad('Built-in views cannot have a custom name.'),
  );
  expect(errorOf(await as('hamlet').patch('/navigation_views/narrow/is/dm', { is_pinned: 'true' }))).toEqual(missing);
  expect(errorOf(await as('hamlet').patch('/navigation_views/narrow/is/alerted', { name: 'Taken' }))).toEqual(
    bad('Navigation view already exists.'),
  );
  expect(errorOf(await as('othello').delete('/navigation_views/inbox'))).toEqual(missing);
  expect(await listed()).toHaveLength(2);
});

test('events applied to a registered state equal a fresh register', async () => {
  const watch = await watchState(as('hamlet'), ['navigation_views'], { event_types: ['navigation_view'] });
  await add('hamlet', { fragment: 'narrow/is/alerted', is_pinned: 'true', name: 'A' });
  await add('hamlet', { fragment: 'recent', is_pinned: 'true' });
  await as('hamlet').patch('/navigation_views/recent', { is_pinned: 'false' });
  await as('hamlet').delete('/navigation_views/narrow/is/alerted');
  const { applied, fresh, events } = await watch.compare();
  expect(events).toHaveLength(4);
  expect(applied).toEqual(fresh);
});

test('GraphQL: the same views, the same refusals, global ids', async () => {
  const ADD = `mutation ($input: AddNavigationViewInput!) { addNavigationView(input: $input) {
    __typename ... on AddNavigationViewPayload { navigationView { id fragment isPinned name } } ... on Error { code message } } }`;
  const added = (await gql('hamlet', ADD, { input: { fragment: 'narrow/is/alerted', isPinned: true, name: 'A' } })).data
    ?.addNavigationView as { navigationView: { id: string } };
  expect(added.navigationView).toMatchObject({ fragment: 'narrow/is/alerted', isPinned: true, name: 'A' });
  expect(await listed()).toEqual([{ fragment: 'narrow/is/alerted', is_pinned: true, name: 'A' }]);
  const same = async (params: Record<string, string>, input: Record<string, unknown>) => {
    const rest = errorOf(await add('hamlet', params));
    const answer = (await gql('hamlet', ADD, { input })).data?.addNavigationView as Record<string, unknown>;
    expect({ code: answer.code, message: answer.message }).toEqual({ code: rest.code, message: rest.msg });
  };
  await same({ fragment: 'inbox', is_pinned: 'true', name: 'x' }, { fragment: 'inbox', isPinned: true, name: 'x' });
  await same({ fragment: 'narrow/is/dm', is_pinned: 'true' }, { fragment: 'narrow/is/dm', isPinned: true });
  await same(
    { fragment: 'narrow/is/alerted', is_pinned: 'true', name: 'B' },
    { fragment: 'narrow/is/alerted', isPinned: true, name: 'B' },
  );
  const node = `{ node(id: ${JSON.stringify(added.navigationView.id)}) { ... on NavigationView { name } } }`;
  expect((await gql('hamlet', node)).data).toEqual({ node: { name: 'A' } });
  expect((await gql('othello', node)).data).toEqual({ node: null });
  const UPDATE = `mutation { updateNavigationView(input: { fragment: "narrow/is/alerted", isPinned: false }) {
    __typename ... on UpdateNavigationViewPayload { navigationView { isPinned name } } ... on Error { code message } } }`;
  expect((await gql('hamlet', UPDATE)).data?.updateNavigationView).toEqual({
    __typename: 'UpdateNavigationViewPayload',
    navigationView: { isPinned: false, name: 'A' },
  });
  const REMOVE = `mutation { removeNavigationView(input: { fragment: "narrow/is/alerted" }) {
    __typename ... on RemoveNavigationViewPayload { fragment removedId navigationView { id isPinned name } }
    ... on Error { code message } } }`;
  expect((await gql('hamlet', REMOVE)).data?.removeNavigationView).toEqual({
    __typename: 'RemoveNavigationViewPayload',
    fragment: 'narrow/is/alerted',
    removedId: added.navigationView.id,
    navigationView: { id: added.navigationView.id, isPinned: false, name: 'A' },
  });
  expect((await gql('hamlet', REMOVE)).data?.removeNavigationView).toMatchObject({
    message: 'Navigation view does not exist.',
  });
  expect((await gql('hamlet', '{ navigationViews { fragment } }')).data).toEqual({ navigationViews: [] });
});
