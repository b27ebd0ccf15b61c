import type { ParamValue } from '../support/client.ts';
import { watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';
import { bad, errorOf } from './message-edit.helpers.ts';

/** Saved snippets (semantics-realm.md §5): each user's own, with events to the owner. */
const w = useWorld();

const as = (user: string) => w.as(user);
const id = (user: string) => w.realm.users[user].id;
const missing = (name: string) => ({
  status: 400,
  msg: `Missing '${name}' argument`,
  code: 'REQUEST_VARIABLE_MISSING',
  var_name: name,
});
const notFound = { status: 404, msg: 'Saved snippet does not exist.', code: 'BAD_REQUEST' };
const list = async (user: string) => {
  const r = await as(user).get('/saved_snippets');
  expect(expectMatchesOpenApi('GET', '/saved_snippets', 200, r.body)).toBe(true);
  return r.body.saved_snippets as Array<Record<string, unknown>>;
};
const create = async (user: string, params: Record<string, ParamValue>) => {
  const r = await as(user).post('/saved_snippets', params);
  expect(expectMatchesOpenApi('POST', '/saved_snippets', 200, r.body)).toBe(true);
  return r.body.saved_snippet_id as number;
};

test("create, list, edit, delete: stripped values, the owner's events, 404 for anyone else", async () => {
  const now = Math.floor(w.ts.clock.now().getTime() / 1000);
  const snippet = await create('hamlet', { title: '  Greeting ', content: ' Good morrow! \n' });
  expect(await list('hamlet')).toEqual([
    { id: snippet, title: 'Greeting', content: 'Good morrow!', date_created: now },
  ]);
  expect(await list('othello')).toEqual([]);
  expect(w.ts.events).toEqual([
    {
      realmId: w.realm.realmId,
      userIds: [id('hamlet')],
      event: {
        type: 'saved_snippets',
        op: 'add',
        saved_snippet: { id: snippet, title: 'Greeting', content: 'Good morrow!', date_created: now },
      },
    },
  ]);
  w.ts.events.length = 0;
  const edited = await as('hamlet').patch(`/saved_snippets/${snippet}`, { content: 'Good even!' });
  expect(edited.body).toEqual({ result: 'success', msg: '' });
  expect(expectMatchesOpenApi('PATCH', '/saved_snippets/{saved_snippet_id}', 200, edited.body)).toBe(true);
  expect(w.ts.events.map((e) => e.event)).toEqual([
    {
      type: 'saved_snippets',
      op: 'update',
      saved_snippet: { id: snippet, title: 'Greeting', content: 'Good even!', date_created: now },
    },
  ]);
  w.ts.events.length = 0;
  expect((await as('hamlet').patch(`/saved_snippets/${snippet}`, {})).status).toBe(200);
  expect((await as('hamlet').patch('/saved_snippets/99999', {})).status).toBe(200);
  expect(w.ts.events).toEqual([]);
  expect(errorOf(await as('othello').patch(`/saved_snippets/${snippet}`, { title: 'Mine now' }))).toEqual(notFound);
  expect(errorOf(await as('othello').delete(`/saved_snippets/${snippet}`))).toEqual(notFound);
  const deleted = await as('hamlet').delete(`/saved_snippets/${snippet}`);
  expect(expectMatchesOpenApi('DELETE', '/saved_snippets/{saved_snippet_id}', 200, deleted.body)).toBe(true);
  expect(w.ts.events.map((e) => e.event)).toEqual([
    { type: 'saved_snippets', op: 'remove', saved_snippet_id: snippet },
  ]);
  expect(errorOf(await as('hamlet').delete(`/saved_snippets/${snippet}`))).toEqual(notFound);
  expect(errorOf(await as('hamlet').delete(`/saved_snippets/${2 ** 40}`))).toEqual(notFound);
});

test("bad input gets Zulip's answer, content before title, and writes nothing", async () => {
  const before = await w.sql('SELECT count(*)::int AS n FROM saved_snippet');
  const cases: Array<[Record<string, ParamValue>, Record<string, unknown>]> = [
    [{ title: 'x' }, missing('content')],
    [{ content: 'x' }, missing('title')],
    [{ title: '   ', content: 'x' }, bad('title cannot be blank')],
    [{ title: 'x', content: ' \n ' }, bad('content cannot be blank')],
    [{ title: 'x'.repeat(61), content: 'x' }, bad('title is too long (limit: 60 characters)')],
    [{ title: 'x', content: 'y'.repeat(10_001) }, bad('content is too long (limit: 10000 characters)')],
    [{ title: '', content: '' }, bad('content cannot be blank')],
  ];
  for (const [params, answer] of cases)
    expect(errorOf(await as('cordelia').post('/saved_snippets', params))).toEqual(answer);
  expect(await w.sql('SELECT count(*)::int AS n FROM saved_snippet')).toEqual(before);
  const kept = await create('cordelia', { title: 'Kept', content: 'as it is' });
  expect(errorOf(await as('cordelia').patch(`/saved_snippets/${kept}`, { title: ' ' }))).toEqual(
    bad('title cannot be blank'),
  );
  expect((await list('cordelia')).find((s) => s.id === kept)).toMatchObject({ title: 'Kept' });
});

test('events applied to a registered state equal a fresh register', async () => {
  const watch = await watchState(as('aaron'), ['saved_snippets']);
  const a = await create('aaron', { title: 'A', content: 'first' });
  const b = await create('aaron', { title: 'B', content: 'second' });
  await as('aaron').patch(`/saved_snippets/${a}`, { title: 'A2', content: 'changed' });
  await as('aaron').delete(`/saved_snippets/${b}`);
  const { applied, fresh, events } = await watch.compare();
  expect(events).toHaveLength(4);
  expect(applied).toEqual(fresh);
});

test('GraphQL: the same snippets, the same errors, typed events', async () => {
  const gql = (query: string, variables: Record<string, unknown> = {}) =>
    w.ts.client(w.realm.users.prospero).graphql(query, variables);
  const CREATE = `mutation ($input: CreateSavedSnippetInput!) { createSavedSnippet(input: $input) {
    __typename ... on CreateSavedSnippetPayload { snippet { snippetId title content } } ... on Error { code message } } }`;
  const made = (await gql(CREATE, { input: { title: ' Sea ', content: 'Full fathom five' } })).data
    ?.createSavedSnippet as Record<string, any>;
  expect(made).toMatchObject({
    __typename: 'CreateSavedSnippetPayload',
    snippet: { title: 'Sea', content: 'Full fathom five' },
  });
  expect((await gql('{ savedSnippets { snippetId title } }')).data?.savedSnippets).toEqual([
    { snippetId: made.snippet.snippetId, title: 'Sea' },
  ]);
  const rest = errorOf(await as('prospero').post('/saved_snippets', { title: ' ', content: 'x' }));
  const answer = (await gql(CREATE, { input: { title: ' ', content: 'x' } })).data?.createSavedSnippet as Record<
    string,
    unknown
  >;
  expect({ code: answer.code, message: answer.message }).toEqual({ code: rest.code, message: rest.msg });
  const del = await gql(
    `mutation ($id: Int!) { deleteSavedSnippet(input: { snippetId: $id }) { __typename ... on Error { code message } } }`,
    { id: 99_999 },
  );
  expect(del.data?.deleteSavedSnippet).toEqual({
    __typename: 'NotFoundError',
    code: 'BAD_REQUEST',
    message: 'Saved snippet does not exist.',
  });
});
