import type { ParamValue } from '../support/client.ts';
import { watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';
import { bad, edit, errorOf } from './message-edit.helpers.ts';

/** Realm linkifiers (semantics-realm.md §7): administrators write them, everyone reads them, messages and topics use them. */
const w = useWorld();

const as = (user: string) => w.as(user);
const ISSUE = { pattern: '#(?P<id>[0-9]{2,8})', url_template: 'https://trac.example.com/ticket/{id}' };
const CAPABLE = { client_capabilities: { linkifier_url_template: true } };

beforeEach(async () => {
  await w.sql('DELETE FROM realm_filter');
});

/** A message as GET /messages shows it, with rendered HTML. */
const fetchOne = async (user: string, id: number): Promise<Record<string, any>> => {
  const r = await as(user).get('/messages', { message_ids: [id] });
  expect(expectMatchesOpenApi('GET', '/messages', 200, r.body)).toBe(true);
  return (r.body.messages as Array<Record<string, any>>)[0];
};

const list = async (user = 'hamlet') => {
  const r = await as(user).get('/realm/linkifiers');
  expect(expectMatchesOpenApi('GET', '/realm/linkifiers', 200, r.body)).toBe(true);
  return r.body.linkifiers as Array<{ id: number; pattern: string; url_template: string }>;
};
const create = async (params: Record<string, ParamValue>) => {
  const r = await as('iago').post('/realm/filters', params);
  expect(r.status).toBe(200);
  expect(expectMatchesOpenApi('POST', '/realm/filters', 200, r.body)).toBe(true);
  return r.body.id as number;
};
/** Zulip's ValidationFailureError: the first message, and every message by field. */
const invalid = (msg: string, errors: Record<string, string[]>) => bad(msg, { errors });

test('create, list, update, reorder, delete: stripped values, in order, an event with the whole list', async () => {
  const a = await create({ pattern: ` ${ISSUE.pattern} `, url_template: ` ${ISSUE.url_template}\n` });
  const b = await create({
    pattern: 'PR (?P<id>[0-9]+)',
    url_template: 'https://example.com/~user/web#view_type=type&id={id}',
  });
  expect(await list()).toEqual([
    { id: a, ...ISSUE },
    { id: b, pattern: 'PR (?P<id>[0-9]+)', url_template: 'https://example.com/~user/web#view_type=type&id={id}' },
  ]);
  const patched = await as('iago').patch(`/realm/filters/${b}`, {
    pattern: 'lp:(?P<id>[0-9]+)',
    url_template: 'https://realm.com/?value={id}',
  });
  expect(patched.body).toEqual({ result: 'success', msg: '' });
  expect(expectMatchesOpenApi('PATCH', '/realm/filters/{filter_id}', 200, patched.body)).toBe(true);
  w.ts.events.length = 0;
  const reordered = await as('iago').patch('/realm/linkifiers', { ordered_linkifier_ids: [b, a] });
  expect(expectMatchesOpenApi('PATCH', '/realm/linkifiers', 200, reordered.body)).toBe(true);
  expect((await list()).map((l) => l.id)).toEqual([b, a]);
  const c = await create({ pattern: '3#123', url_template: 'https://example.com' });
  expect((await list()).map((l) => l.id)).toEqual([b, a, c]);
  const deleted = await as('iago').delete(`/realm/filters/${a}`);
  expect(expectMatchesOpenApi('DELETE', '/realm/filters/{filter_id}', 200, deleted.body)).toBe(true);
  const now = await list();
  expect(now.map((l) => l.id)).toEqual([b, c]);
  const active = (
    await w.sql<{ id: number }>('SELECT id FROM user_profile WHERE realm_id = $1 AND is_active ORDER BY id', [
      w.realm.realmId,
    ])
  ).map((r) => r.id);
  expect(w.ts.events.map((e) => e.userIds)).toEqual([active, active, active]);
  expect(w.ts.events.at(-1)?.event).toEqual({ type: 'realm_linkifiers', realm_linkifiers: now });
});

test('reordering: every linkifier exactly once; [] with none is a no-op without an event', async () => {
  expect((await as('iago').patch('/realm/linkifiers', { ordered_linkifier_ids: [] })).status).toBe(200);
  expect(w.ts.events).toEqual([]);
  const a = await create({ pattern: '1#(?P<id>[123])', url_template: 'https://filter.com/foo/{id}' });
  const b = await create({ pattern: '2#(?P<id>[123])', url_template: 'https://filter.com/bar/{id}' });
  const duplicated = bad('The ordered list must not contain duplicated linkifiers');
  const incomplete = bad('The ordered list must enumerate all existing linkifiers exactly once');
  const cases: Array<[number[], Record<string, unknown>]> = [
    [[a, b, a], duplicated],
    [[a, a], duplicated],
    [[a], incomplete],
    [[], incomplete],
    [[a, b, b + 1000], incomplete],
    [[a, 2 ** 40], incomplete],
    [[b, a, 99_999_999_999], incomplete],
  ];
  for (const [ids, answer] of cases)
    expect(errorOf(await as('iago').patch('/realm/linkifiers', { ordered_linkifier_ids: ids }))).toEqual(answer);
  expect(errorOf(await as('iago').patch('/realm/linkifiers', {}))).toEqual({
    status: 400,
    msg: "Missing 'ordered_linkifier_ids' argument",
    code: 'REQUEST_VARIABLE_MISSING',
    var_name: 'ordered_linkifier_ids',
  });
  expect((await list()).map((l) => l.id)).toEqual([a, b]);
});

test("bad patterns and templates get Zulip's first message, and nothing is written", async () => {
  await create(ISSUE);
  const template = 'https://realm.com/my_realm_filter/{id}';
  const cases: Array<[Record<string, string>, Record<string, unknown>]> = [
    [
      { pattern: '', url_template: template },
      invalid('This field cannot be blank.', {
        pattern: ['This field cannot be blank.'],
        __all__: ["Group 'id' in URL template is not present in linkifier pattern."],
      }),
    ],
    [
      { pattern: '  ', url_template: 'https://x.example' },
      invalid('This field cannot be blank.', { pattern: ['This field cannot be blank.'] }),
    ],
    [
      { pattern: '(foo', url_template: template },
      invalid('Bad regular expression: missing ): (foo', { __all__: ['Bad regular expression: missing ): (foo'] }),
    ],
    [
      { pattern: 'ZUL-(?P<id>\\d????)', url_template: template },
      invalid('Bad regular expression: bad repetition operator: ????', {
        __all__: ['Bad regular expression: bad repetition operator: ????'],
      }),
    ],
    [
      { pattern: '[a-', url_template: 'https://x.example' },
      invalid('Bad regular expression: missing ]: [a-', { __all__: ['Bad regular expression: missing ]: [a-'] }),
    ],
    [
      { pattern: 'a**', url_template: 'https://x.example' },
      invalid('Bad regular expression: bad repetition operator: **', {
        __all__: ['Bad regular expression: bad repetition operator: **'],
      }),
    ],
    [
      { pattern: '*a', url_template: 'https://x.example' },
      invalid('Bad regular expression: no argument for repetition operator: *', {
        __all__: ['Bad regular expression: no argument for repetition operator: *'],
      }),
    ],
    [
      { pattern: '(?P<x>a)\\1', url_template: 'https://x.example/{x}' },
      invalid('Bad regular expression: invalid escape sequence: \\1', {
        __all__: ['Bad regular expression: invalid escape sequence: \\1'],
      }),
    ],
    [
      { pattern: 'ab\\', url_template: 'https://x.example' },
      invalid('Bad regular expression: trailing \\', { __all__: ['Bad regular expression: trailing \\'] }),
    ],
    [
      { pattern: '(?P<id>x)(?P<id>y)', url_template: 'https://x.example/{id}' },
      invalid('Bad regular expression: invalid named capture group: (?P<id>', {
        __all__: ['Bad regular expression: invalid named capture group: (?P<id>'],
      }),
    ],
    [
      { pattern: 'ZUL-(?P<id>\\d+)', url_template: '$fgfg' },
      invalid("Group 'id' in linkifier pattern is not present in URL template.", {
        __all__: ["Group 'id' in linkifier pattern is not present in URL template."],
      }),
    ],
    [
      { pattern: 'ZUL-(?P<id>\\d+)', url_template: 'https://realm.com/{hello}' },
      invalid("Group 'hello' in URL template is not present in linkifier pattern.", {
        __all__: ["Group 'hello' in URL template is not present in linkifier pattern."],
      }),
    ],
    [
      { pattern: 'ZUL-(?P<id>\\d+)-(?P<hello>\\d+)-(?P<world>\\d+)', url_template: 'https://realm.com/{hello}' },
      invalid("Group 'id' in linkifier pattern is not present in URL template.", {
        __all__: ["Group 'id' in linkifier pattern is not present in URL template."],
      }),
    ],
    [
      { pattern: 'ZUL-(?P<id>\\d+)', url_template: 'https://example.com/{id' },
      invalid('Invalid URL template.', { url_template: ['Invalid URL template.'] }),
    ],
    [
      { pattern: 'ZUL-(?P<id>\\d+)', url_template: 'https://example.com/{{}' },
      invalid('Invalid URL template.', { url_template: ['Invalid URL template.'] }),
    ],
    [
      { pattern: 'ZUL-(?P<id>\\d+)', url_template: 'https://example.com/{//foo}' },
      invalid('Invalid URL template.', { url_template: ['Invalid URL template.'] }),
    ],
    [
      { pattern: 'ZUL-(?P<id>\\d+)', url_template: 'https://example.com/{bar++}' },
      invalid('Invalid URL template.', { url_template: ['Invalid URL template.'] }),
    ],
    [
      { pattern: 'ZUL-(?P<id>\\d+)', url_template: 'https://example.com/}' },
      invalid('Invalid URL template.', { url_template: ['Invalid URL template.'] }),
    ],
    [
      { pattern: '(foo', url_template: '{id' },
      invalid('Invalid URL template.', {
        url_template: ['Invalid URL template.'],
        __all__: ['Bad regular expression: missing ): (foo'],
      }),
    ],
    [
      { pattern: ` ${ISSUE.pattern}`, url_template: 'https://other.example/{id}' },
      invalid('Realm filter with this Realm and Pattern already exists.', {
        __all__: ['Realm filter with this Realm and Pattern already exists.'],
      }),
    ],
    [
      { url_template: template },
      { status: 400, msg: "Missing 'pattern' argument", code: 'REQUEST_VARIABLE_MISSING', var_name: 'pattern' },
    ],
    [
      { pattern: ISSUE.pattern },
      {
        status: 400,
        msg: "Missing 'url_template' argument",
        code: 'REQUEST_VARIABLE_MISSING',
        var_name: 'url_template',
      },
    ],
  ];
  for (const [params, answer] of cases)
    expect([params, errorOf(await as('iago').post('/realm/filters', params))]).toEqual([params, answer]);
  expect(await list()).toHaveLength(1);
});

test("Zulip's valid templates and patterns are accepted", async () => {
  const valid: Array<[string, string]> = [
    ['ZUL-(?P<id>\\d+)', 'https://realm.com/my_realm_filter/#hashtag/{id}'],
    ['ZUL2-(?P<id>\\d+)', 'https://realm.com/my_realm_filter/?value={id}'],
    ['_code=(?P<id>[0-9a-zA-Z]+)', 'https://example.com/product/{id}/details'],
    ['!(?P<id>[0-9]+)', 'https://realm.com/index.pl?Action=AgentTicketZoom;TicketNumber={id}'],
    ['ZUL-URL-(?P<id>\\d+)', 'https://example.com/%ba/{id}'],
    ['(?P<org>[a-zA-Z0-9_-]+)/(?P<repo>[a-zA-Z0-9_-]+)#(?P<id>[0-9]+)', 'https://github.com/{org}/{repo}/issue/{id}'],
    [
      'FOO_(?P<id>[a-f]{5});(?P<zone>[a-f]);(?P<domain>[a-z]+);(?P<location>[a-z]+);(?P<name>[a-z]{2,8});(?P<chapter>[0-9]{2,3});(?P<fragment>[a-z]{2,8})',
      'https://zone_{zone}{.domain}.net/ticket{/location}{/id}{?name,chapter}{#fragment:5}',
    ],
    ['plain', '$not_a_url$'],
    ['(a+)+$', 'https://example.com/%%(foo)s'],
  ];
  for (const [pattern, url_template] of valid) await create({ pattern, url_template });
  expect((await list()).map((l) => [l.pattern, l.url_template])).toEqual(valid);
});

test("administrators only; a missing linkifier is Zulip's 400", async () => {
  const id = await create(ISSUE);
  const notAdmin = { status: 400, msg: 'Must be an organization administrator', code: 'UNAUTHORIZED_PRINCIPAL' };
  for (const user of ['hamlet', 'shiva', 'polonius']) {
    expect(errorOf(await as(user).post('/realm/filters', {}))).toEqual(notAdmin);
    expect(errorOf(await as(user).patch(`/realm/filters/${id}`, ISSUE))).toEqual(notAdmin);
    expect(errorOf(await as(user).delete(`/realm/filters/${id}`))).toEqual(notAdmin);
    expect(errorOf(await as(user).patch('/realm/linkifiers', { ordered_linkifier_ids: [id] }))).toEqual(notAdmin);
  }
  expect(await list('polonius')).toEqual([{ id, ...ISSUE }]);
  const missing = bad('Linkifier not found.');
  for (const other of [id + 1, 2 ** 31, 2 ** 40]) {
    expect(errorOf(await as('iago').patch(`/realm/filters/${other}`, { pattern: '(bad', url_template: '{x' }))).toEqual(
      missing,
    );
    expect(errorOf(await as('desdemona').delete(`/realm/filters/${other}`))).toEqual(missing);
  }
  // The same pattern again on the linkifier that has it is no duplicate.
  expect(
    (await as('iago').patch(`/realm/filters/${id}`, { ...ISSUE, url_template: 'https://trac.example.com/t/{id}' }))
      .status,
  ).toBe(200);
  expect(
    errorOf(await as('iago').patch(`/realm/filters/${id}`, { pattern: ISSUE.pattern, url_template: '{id' })),
  ).toEqual(invalid('Invalid URL template.', { url_template: ['Invalid URL template.'] }));
  expect(w.ts.events).toHaveLength(2);
});

test('register: the list for clients with linkifier_url_template, [] for others, realm_filters always []; events follow the same rule', async () => {
  const id = await create(ISSUE);
  const registered = async (params: Record<string, ParamValue>) =>
    (await as('hamlet').post('/register', { fetch_event_types: ['realm_linkifiers', 'realm_filters'], ...params }))
      .body;
  expect(await registered(CAPABLE)).toMatchObject({ realm_linkifiers: [{ id, ...ISSUE }], realm_filters: [] });
  expect(await registered({})).toMatchObject({ realm_linkifiers: [], realm_filters: [] });
  const capable = await watchState(as('hamlet'), ['realm_linkifiers'], CAPABLE);
  const legacy = await watchState(as('hamlet'), ['realm_linkifiers']);
  const b = await create({ pattern: 'PR (?P<id>[0-9]+)', url_template: 'https://example.com/pr/{id}' });
  await as('iago').patch(`/realm/filters/${id}`, {
    pattern: 'T-(?P<id>[0-9]+)',
    url_template: 'https://t.example/{id}',
  });
  await as('iago').patch('/realm/linkifiers', { ordered_linkifier_ids: [b, id] });
  await as('iago').delete(`/realm/filters/${b}`);
  const seen = await capable.compare();
  expect(seen.events.map((e) => e.type)).toEqual([
    'realm_linkifiers',
    'realm_linkifiers',
    'realm_linkifiers',
    'realm_linkifiers',
  ]);
  expect(seen.applied).toEqual(seen.fresh);
  const old = await legacy.compare();
  expect(old.events).toEqual([]);
  expect(old.applied).toEqual(old.fresh);
});

test('messages: linkified when sent, edited and previewed; old messages keep their HTML; topic_links follow the current linkifiers', async () => {
  const id = await create(ISSUE);
  const first = await w.sendToChannel(
    'hamlet',
    'Denmark',
    'ticket #444 https://google.com',
    'see #224, not issue#124 or #1124z, and [#5555](https://x.example/explicit)',
  );
  const message = await fetchOne('hamlet', first);
  expect(message.content).toBe(
    '<p>see <a href="https://trac.example.com/ticket/224">#224</a>, not issue#124 or #1124z, and <a href="https://x.example/explicit">#5555</a></p>',
  );
  const links = [
    { url: 'https://trac.example.com/ticket/444', text: '#444' },
    { url: 'https://google.com', text: 'https://google.com' },
  ];
  expect(message.topic_links).toEqual(links);
  const sent = w.ts.events.find((e) => e.event.type === 'message');
  expect(sent?.event).toMatchObject({ message: { topic_links: links } });
  const preview = await as('hamlet').post('/messages/render', { content: 'fixes #1234' });
  expect(preview.body.rendered).toBe('<p>fixes <a href="https://trac.example.com/ticket/1234">#1234</a></p>');

  w.ts.events.length = 0;
  expect((await edit(w, 'hamlet', first, { topic: 'now #777 and example.org', content: 'edited #42' })).status).toBe(
    200,
  );
  const moved = w.ts.events.find((e) => e.event.type === 'update_message')?.event as Record<string, unknown>;
  expect(moved.topic_links).toEqual([
    { url: 'https://trac.example.com/ticket/777', text: '#777' },
    { url: 'https://example.org', text: 'example.org' },
  ]);
  expect(moved.rendered_content).toBe('<p>edited <a href="https://trac.example.com/ticket/42">#42</a></p>');

  // A change of linkifiers re-renders nothing, but topic links are computed when read.
  await as('iago').patch(`/realm/filters/${id}`, {
    pattern: '#(?P<id>[0-9]{2,8})',
    url_template: 'https://bugs.example.com/{id}',
  });
  const after = await fetchOne('hamlet', first);
  expect(after.content).toBe('<p>edited <a href="https://trac.example.com/ticket/42">#42</a></p>');
  expect(after.topic_links).toEqual([
    { url: 'https://bugs.example.com/777', text: '#777' },
    { url: 'https://example.org', text: 'example.org' },
  ]);
  const single = await as('hamlet').get(`/messages/${first}`);
  expect((single.body.message as Record<string, unknown>).topic_links).toEqual(after.topic_links);
  await as('iago').delete(`/realm/filters/${id}`);
  expect((await fetchOne('hamlet', first)).topic_links).toEqual([{ url: 'https://example.org', text: 'example.org' }]);
});

test('order decides overlapping matches, in messages and topics', async () => {
  const long = await create({ pattern: 'ABC-(?P<id>[0-9]+)', url_template: 'https://long.example/{id}' });
  const short = await create({ pattern: '(?P<id>[0-9]+)', url_template: 'https://short.example/{id}' });
  const topic = 'x ABC-12 34';
  const id = await w.sendToChannel('hamlet', 'Denmark', topic, 'ABC-12 34');
  const expected = [
    { url: 'https://long.example/12', text: 'ABC-12' },
    { url: 'https://short.example/34', text: '34' },
  ];
  expect((await fetchOne('hamlet', id)).topic_links).toEqual(expected);
  await as('iago').patch('/realm/linkifiers', { ordered_linkifier_ids: [short, long] });
  expect((await fetchOne('hamlet', id)).topic_links).toEqual(expected);
  const message = await fetchOne('hamlet', await w.sendToChannel('hamlet', 'Denmark', 'plain', 'ABC-12 34'));
  expect(message.content).toBe(
    '<p><a href="https://long.example/12">ABC-12</a> <a href="https://short.example/34">34</a></p>',
  );
});

test('enormous and pathological patterns: refused with RE2 words, or accepted and harmless', async () => {
  const refused: Array<[string, string]> = [
    ['((a{100}){100}){100}', 'Bad regular expression: bad repetition operator: {100}'],
    ['a{1001}', 'Bad regular expression: bad repetition operator: {1001}'],
    [`${'('.repeat(2000)}a${')'.repeat(2000)}`, 'Bad regular expression: pattern too large - compile failed'],
  ];
  for (const [pattern, msg] of refused) {
    expect(errorOf(await as('iago').post('/realm/filters', { pattern, url_template: 'https://x.example' }))).toEqual(
      invalid(msg, { __all__: [msg] }),
    );
  }
  // Fifty linkifiers, several of which backtrack catastrophically elsewhere, and a 10,000-character message.
  const evil = ['(a+)+$', '(a|aa)+b', '(a*)*c', '(\\w+\\s?)+$', `${'x'.repeat(50_000)}(?P<id>[0-9])`];
  for (const [i, pattern] of evil.entries())
    await create({
      pattern,
      url_template: pattern.includes('?P<id>') ? 'https://x.example/{id}' : `https://evil${i}.example`,
    });
  for (let i = evil.length; i < 50; i++)
    await create({ pattern: `T${i}-(?P<id>[0-9]+)`, url_template: `https://t${i}.example/{id}` });
  const content = `${'a'.repeat(9_000)}! T42-7 ${'a'.repeat(990)}`;
  const id = await w.sendToChannel('hamlet', 'Denmark', `${'a'.repeat(50)}!`, content);
  expect((await fetchOne('hamlet', id)).content).toContain('<a href="https://t42.example/7">T42-7</a>');
});
