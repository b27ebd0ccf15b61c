import type { ParamValue } from '../support/client.ts';
import { watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';
import { bad, errorOf, fetchOne } from './message-edit.helpers.ts';

/** Alert words (Zulip's /users/me/alert_words) and the has_alert_word flag they put on received messages. */
const w = useWorld();

const as = (user: string) => w.as(user);
const PATH = '/users/me/alert_words';
const write = async (user: string, method: 'post' | 'delete', words: ParamValue) => {
  const r = await as(user)[method](PATH, { alert_words: words });
  expect(r.status).toBe(200);
  expect(expectMatchesOpenApi(method.toUpperCase(), PATH, 200, r.body)).toBe(true);
  return r.body.alert_words as string[];
};
const list = async (user: string) => {
  const r = await as(user).get(PATH);
  expect(expectMatchesOpenApi('GET', PATH, 200, r.body)).toBe(true);
  return r.body.alert_words as string[];
};
const alerted = async (user: string, id: number) =>
  ((await fetchOne(w, user, id)).flags as string[]).includes('has_alert_word');

test('add strips, drops blanks and case-insensitive repeats; remove ignores case; the owner hears the whole list', async () => {
  expect(await list('hamlet')).toEqual([]);
  expect(await write('hamlet', 'post', ['  Elsinore ', '', '   ', 'ghost', 'GHOST', 'Yorick'])).toEqual([
    'Elsinore',
    'GHOST',
    'Yorick',
  ]);
  expect(await write('hamlet', 'post', ['elsinore', 'Poison'])).toEqual(['Elsinore', 'GHOST', 'Yorick', 'Poison']);
  expect(await list('hamlet')).toEqual(['Elsinore', 'GHOST', 'Yorick', 'Poison']);
  expect(await list('othello')).toEqual([]);
  w.ts.events.length = 0;
  expect(await write('hamlet', 'delete', ['ghost', 'yorick ', 'absent'])).toEqual(['Elsinore', 'Yorick', 'Poison']);
  expect(await write('hamlet', 'post', [])).toEqual(['Elsinore', 'Yorick', 'Poison']);
  expect(w.eventsOfType('alert_words')).toEqual([
    {
      realmId: w.realm.realmId,
      userIds: [w.realm.users.hamlet.id],
      event: { type: 'alert_words', alert_words: ['Elsinore', 'Yorick', 'Poison'] },
    },
    {
      realmId: w.realm.realmId,
      userIds: [w.realm.users.hamlet.id],
      event: { type: 'alert_words', alert_words: ['Elsinore', 'Yorick', 'Poison'] },
    },
  ]);
  await write('hamlet', 'delete', ['ELSINORE', 'yorick', 'poison']);
  expect(await list('hamlet')).toEqual([]);
});

test("bad input gets Zulip's answer and writes nothing", async () => {
  await write('cordelia', 'post', ['kept']);
  const missing = {
    status: 400,
    msg: "Missing 'alert_words' argument",
    code: 'REQUEST_VARIABLE_MISSING',
    var_name: 'alert_words',
  };
  const cases: Array<[Record<string, ParamValue>, Record<string, unknown>]> = [
    [{}, missing],
    [{ alert_words: 'word' }, bad('alert_words is not valid JSON')],
    [{ alert_words: '{"a": 1}' }, bad('alert_words is not a list')],
    [{ alert_words: '"word"' }, bad('alert_words is not a list')],
    [{ alert_words: [1] }, bad('alert_words[0] is not a string')],
    [{ alert_words: ['ok', null] }, bad('alert_words[1] is not a string')],
    [{ alert_words: ['ok', 'x'.repeat(101)] }, bad('alert_words[1] is too long (limit: 100 characters)')],
    [{ alert_words: ['😀'.repeat(101)] }, bad('alert_words[0] is too long (limit: 100 characters)')],
    // Element by element, as pydantic checks them: a word's length before a later element's type.
    [{ alert_words: JSON.stringify(['x'.repeat(101), 1]) }, bad('alert_words[0] is too long (limit: 100 characters)')],
    [{ alert_words: JSON.stringify(['ok', 1, 'x'.repeat(101)]) }, bad('alert_words[1] is not a string')],
  ];
  for (const [params, answer] of cases) {
    expect(errorOf(await as('cordelia').post(PATH, params))).toMatchObject(answer);
    // Removing has no length limit: only the type errors apply to it.
    if (!String(answer.msg).includes('too long'))
      expect(errorOf(await as('cordelia').delete(PATH, params))).toMatchObject(answer);
  }
  expect(await write('cordelia', 'delete', ['x'.repeat(500)])).toEqual(['kept']);
  // The limit counts characters as given, before stripping; 100 of them (astral ones too) are fine.
  expect(await write('cordelia', 'post', ['😀'.repeat(100), ` ${'y'.repeat(99)}`])).toEqual([
    'kept',
    '😀'.repeat(100),
    'y'.repeat(99),
  ]);
  expect(errorOf(await as('cordelia').post(PATH, { alert_words: [` ${'z'.repeat(100)}`] }))).toMatchObject(
    bad('alert_words[0] is too long (limit: 100 characters)'),
  );
  expect(await list('cordelia')).toEqual(['kept', '😀'.repeat(100), 'y'.repeat(99)]);
});

test('a received message containing an alert word is flagged, at word boundaries, in any case, never for its sender', async () => {
  const channel = await w.createChannel('iago', 'alert words');
  await w.subscribe('alert words', ['othello', 'desdemona', 'iago']);
  await write('othello', 'post', ['handkerchief', 'green-eyed monster', 'Moor']);
  await write('desdemona', 'post', ['willow']);
  const cases: Array<[string, boolean]> = [
    ['Where is the HANDKERCHIEF?', true],
    ['the handkerchiefs are gone', false],
    ['beware the green-eyed monster!', true],
    ['(moor)', true],
    ['"moor"', false],
    ['a moor`', true],
    // Zulip looks at the character before a match only from the third character on.
    ['amoor', true],
    ['aamoor', false],
    ['x moor', true],
    ['moor', true],
    ['>moor: indeed', true],
    ['moor\nnext line', true],
    ['moor-like', false],
    ['nothing here', false],
    // Fenced code and math are not looked at; quoted text and inline code are.
    ['```\nthe handkerchief\n```', false],
    ['~~~ python\nmoor = 1\n~~~\nafter', false],
    ['```math\nmoor\n```', false],
    ['```quote\nthe handkerchief\n```', true],
    ['`moor`', true],
  ];
  for (const [content, expected] of cases) {
    const id = await w.sendToChannel('iago', channel, 'matching', content);
    expect([content, await alerted('othello', id)]).toEqual([content, expected]);
    expect(await alerted('desdemona', id)).toBe(false);
  }
  const own = await w.sendToChannel('othello', channel, 'matching', 'my handkerchief');
  expect(await alerted('othello', own)).toBe(false);
  const dm = await w.sendDirect('desdemona', ['othello'], 'The Moor is of a free and open nature');
  expect(await alerted('othello', dm)).toBe(true);
  expect(await alerted('desdemona', dm)).toBe(false);
  const alertedIds = await as('othello').get('/messages', {
    anchor: 'newest',
    num_before: 100,
    num_after: 0,
    narrow: [{ operator: 'is', operand: 'alerted' }],
  });
  expect((alertedIds.body.messages as Array<{ id: number }>).map((m) => m.id)).toContain(dm);
});

test('editing a message matches the alert words again', async () => {
  await write('iago', 'post', ['sword']);
  const id = await w.sendDirect('hamlet', ['iago'], 'plain words');
  expect(await alerted('iago', id)).toBe(false);
  expect((await as('hamlet').patch(`/messages/${id}`, { content: 'draw your Sword' })).status).toBe(200);
  expect(await alerted('iago', id)).toBe(true);
  expect((await as('hamlet').patch(`/messages/${id}`, { content: 'sheathe it' })).status).toBe(200);
  expect(await alerted('iago', id)).toBe(false);
});

test('events applied to a registered state equal a fresh register', async () => {
  const watch = await watchState(as('aaron'), ['alert_words']);
  await write('aaron', 'post', ['one', 'Two']);
  await write('aaron', 'delete', ['two']);
  await write('aaron', 'post', ['three']);
  const { applied, fresh, events } = await watch.compare();
  expect(events).toHaveLength(3);
  expect(applied).toEqual(fresh);
  expect(fresh.alert_words).toEqual(['one', 'three']);
});

test('GraphQL: the same list, the same errors, typed events', async () => {
  const gql = (query: string, variables: Record<string, unknown> = {}) =>
    w.ts.client(w.realm.users.prospero).graphql(query, variables);
  const ADD = `mutation ($words: [String!]!) { addAlertWords(input: { words: $words }) {
    __typename ... on AddAlertWordsPayload { alertWords } ... on Error { code message } } }`;
  const REMOVE = `mutation ($words: [String!]!) { removeAlertWords(input: { words: $words }) {
    __typename ... on RemoveAlertWordsPayload { alertWords } ... on Error { code message } } }`;
  const ARGUMENT = `mutation ($words: [String!]!) { addAlertWords(input: { words: $words }) {
    ... on Error { code message argument } } }`;
  expect((await gql(ADD, { words: [' Tempest ', 'isle', 'ISLE'] })).data?.addAlertWords).toEqual({
    __typename: 'AddAlertWordsPayload',
    alertWords: ['Tempest', 'ISLE'],
  });
  expect(await list('prospero')).toEqual(['Tempest', 'ISLE']);
  expect((await gql('{ alertWords }')).data?.alertWords).toEqual(['Tempest', 'ISLE']);
  expect((await gql(REMOVE, { words: ['tempest'] })).data?.removeAlertWords).toEqual({
    __typename: 'RemoveAlertWordsPayload',
    alertWords: ['ISLE'],
  });
  const long = ['x'.repeat(101)];
  const rest = errorOf(await as('prospero').post(PATH, { alert_words: long }));
  const answer = (await gql(ADD, { words: long })).data?.addAlertWords as Record<string, unknown>;
  expect({ code: answer.code, message: answer.message }).toEqual({
    code: rest.code,
    message: 'words[0] is too long (limit: 100 characters)',
  });
  expect(rest.msg).toBe('alert_words[0] is too long (limit: 100 characters)');
  // GraphQL names its own argument.
  expect((await gql(ARGUMENT, { words: ['ok', 'y'.repeat(101)] })).data?.addAlertWords).toEqual({
    code: 'BAD_REQUEST',
    message: 'words[1] is too long (limit: 100 characters)',
    argument: 'words[1]',
  });
});
