import type { ParamValue } from '../support/client.ts';
import { watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';
import { bad, errorOf } from './message-edit.helpers.ts';

/** Drafts (semantics-realm.md §4): each user's own, synchronized to their devices by events. */
const w = useWorld();

const as = (user: string) => w.as(user);
const id = (user: string) => w.realm.users[user].id;
const notFound = { status: 404, msg: 'Draft does not exist', code: 'BAD_REQUEST' };
const list = async (user: string) => {
  const r = await as(user).get('/drafts');
  expect(expectMatchesOpenApi('GET', '/drafts', 200, r.body)).toBe(true);
  return r.body.drafts as Array<Record<string, unknown>>;
};
const create = async (user: string, drafts: Array<Record<string, unknown>>) => {
  const r = await as(user).post('/drafts', { drafts });
  if (r.status !== 200) throw new Error(r.text);
  expect(expectMatchesOpenApi('POST', '/drafts', 200, r.body)).toBe(true);
  return r.body.ids as number[];
};

test('channel, direct and unaddressed drafts: stored normalized, listed oldest first, one add event', async () => {
  const denmark = w.realm.channels.Denmark;
  const [a, b, c] = await create('hamlet', [
    { type: 'stream', to: [denmark], topic: 't'.repeat(70), content: '\n\nTo be  \n', timestamp: 1000.5 },
    {
      type: 'private',
      to: [id('othello'), id('hamlet'), id('cordelia')],
      topic: 'dropped',
      content: 'psst',
      timestamp: 900,
    },
    { type: 'private', to: [], topic: 'x', content: 'no one yet', timestamp: 1100 },
  ]);
  const drafts = await list('hamlet');
  expect(drafts).toEqual([
    {
      id: b,
      type: 'private',
      to: [id('cordelia'), id('othello')].sort((x, y) => x - y),
      topic: '',
      content: 'psst',
      timestamp: 900,
    },
    { id: a, type: 'stream', to: [denmark], topic: `${'t'.repeat(57)}...`, content: 'To be', timestamp: 1000 },
    { id: c, type: '', to: [], topic: '', content: 'no one yet', timestamp: 1100 },
  ]);
  expect(w.ts.events.map((e) => [e.event.type, e.event.op, e.userIds])).toEqual([['drafts', 'add', [id('hamlet')]]]);
  const [self] = await create('hamlet', [{ type: 'private', to: [id('hamlet')], topic: '', content: 'note to self' }]);
  expect((await list('hamlet')).find((d) => d.id === self)).toMatchObject({
    to: [id('hamlet')],
    timestamp: Math.floor(w.ts.clock.now().getTime() / 1000),
  });
  expect(await list('othello')).toEqual([]);
});

test("PATCH replaces a draft; DELETE removes it; someone else's draft does not exist", async () => {
  const [d] = await create('cordelia', [{ type: 'private', to: [id('othello')], topic: '', content: 'first' }]);
  w.ts.events.length = 0;
  const r = await as('cordelia').patch(`/drafts/${d}`, {
    draft: { type: 'stream', to: [w.realm.channels.Denmark], topic: 'later', content: 'second', timestamp: 5000 },
  });
  expect(r.body).toEqual({ result: 'success', msg: '' });
  expect(w.ts.events.map((e) => e.event)).toEqual([
    {
      type: 'drafts',
      op: 'update',
      draft: {
        id: d,
        type: 'stream',
        to: [w.realm.channels.Denmark],
        topic: 'later',
        content: 'second',
        timestamp: 5000,
      },
    },
  ]);
  const draft = { type: '', to: [], topic: '', content: 'x' };
  expect(errorOf(await as('othello').patch(`/drafts/${d}`, { draft }))).toEqual(notFound);
  expect(errorOf(await as('othello').delete(`/drafts/${d}`))).toEqual(notFound);
  expect(errorOf(await as('cordelia').patch('/drafts/99999', { draft }))).toEqual(notFound);
  w.ts.events.length = 0;
  expect((await as('cordelia').delete(`/drafts/${d}`)).status).toBe(200);
  expect(w.ts.events.map((e) => e.event)).toEqual([{ type: 'drafts', op: 'remove', draft_id: d }]);
  expect(errorOf(await as('cordelia').delete(`/drafts/${d}`))).toEqual(notFound);
});

test("bad drafts get Zulip's answer and nothing is stored", async () => {
  const before = await w.sql('SELECT count(*)::int AS n FROM draft');
  const denmark = w.realm.channels.Denmark;
  const ok = { type: 'stream', to: [denmark], topic: 't', content: 'fine' };
  const cases: Array<[string, ParamValue, Record<string, unknown>]> = [
    ['not JSON', 'nope', bad('drafts is not valid JSON')],
    ['not a list', { a: 1 }, bad('drafts is not a list')],
    ['a blank content', [ok, { ...ok, content: '  ' }], bad('drafts[1]["content"] cannot be blank')],
    ['a bad type', [{ ...ok, type: 'huddle' }], bad('Invalid drafts[0]["type"]')],
    [
      'no topic',
      [{ type: 'stream', to: [denmark], content: 'x' }],
      bad('drafts[0]["topic"] field is missing: Field required'),
    ],
    ['an extra key', [{ ...ok, pinned: true }], bad('Argument "pinned" at drafts[0] is unexpected')],
    ['ids that are not ints', [{ ...ok, to: ['x'] }], bad('drafts[0]["to"][0] is not an integer')],
    ['a negative timestamp', [ok, { ...ok, timestamp: -1 }], bad('Timestamp must not be negative.')],
    [
      'two channels',
      [{ ...ok, to: [denmark, denmark] }],
      bad('Must specify exactly 1 channel ID for channel messages'),
    ],
    ['an unknown channel', [{ ...ok, to: [99_999] }], bad('Invalid channel ID')],
    ['a private channel', [{ ...ok, to: [w.realm.channels['core team']] }], bad('Invalid channel ID')],
    [
      'an unknown user',
      [{ type: 'private', to: [id('othello'), 99_999], topic: '', content: 'x' }],
      bad('Invalid user ID 99999'),
    ],
    ['a NUL', [{ ...ok, content: 'a\u0000b' }], bad('Message must not contain null bytes')],
    ['a NUL in the topic', [{ ...ok, topic: 'a\u0000b' }], bad('Topic must not contain null bytes')],
    // Wrong twice: pydantic's order, draft by draft and field by field.
    [
      'a blank content, then a malformed draft',
      [
        { ...ok, content: ' ' },
        { ...ok, type: 'huddle' },
      ],
      bad('drafts[0]["content"] cannot be blank'),
    ],
    [
      'a malformed draft, then a blank content',
      [
        { ...ok, to: 'x' },
        { ...ok, content: ' ' },
      ],
      bad('drafts[0]["to"] is not a list'),
    ],
    [
      'a blank content and an extra key',
      [{ ...ok, content: '', pinned: true }],
      bad('drafts[0]["content"] cannot be blank'),
    ],
    [
      'a blank content and a bad timestamp',
      [{ ...ok, content: '\n', timestamp: 'soon' }],
      bad('drafts[0]["content"] cannot be blank'),
    ],
    ['a bad topic and a blank content', [{ ...ok, topic: 5, content: '' }], bad('drafts[0]["topic"] is not a string')],
  ];
  for (const [label, drafts, answer] of cases) {
    expect([label, errorOf(await as('othello').post('/drafts', { drafts }))]).toEqual([label, answer]);
  }
  expect(await w.sql('SELECT count(*)::int AS n FROM draft')).toEqual(before);
});

test('PATCH /drafts/{id}: the draft is checked field by field, in pydantic’s order', async () => {
  const [d] = await create('othello', [{ type: '', to: [], topic: '', content: 'before' }]);
  const ok = { type: '', to: [], topic: '', content: 'x' };
  const cases: Array<[string, ParamValue | undefined, Record<string, unknown>]> = [
    [
      'no draft',
      undefined,
      { ...bad("Missing 'draft' argument"), code: 'REQUEST_VARIABLE_MISSING', var_name: 'draft' },
    ],
    ['not a dict', [1], bad('draft does not have the expected format')],
    ['a blank content and an extra key', { ...ok, content: ' ', pinned: 1 }, bad('draft["content"] cannot be blank')],
    ['a bad type and a blank content', { ...ok, type: 'x', content: '' }, bad('Invalid draft["type"]')],
    ['a bad timestamp', { ...ok, timestamp: 'soon' }, bad('draft["timestamp"]["int"] is not an integer')],
  ];
  for (const [label, draft, answer] of cases) {
    const r = await as('othello').patch(`/drafts/${d}`, draft === undefined ? {} : { draft });
    expect([label, errorOf(r)]).toEqual([label, answer]);
  }
  expect(await w.sql('SELECT content FROM draft WHERE id = $1', [d])).toEqual([{ content: 'before' }]);
});

test('synchronization off: every endpoint refuses first, and turning it off drops the drafts without events', async () => {
  await create('aaron', [{ type: '', to: [], topic: '', content: 'kept until off' }]);
  w.ts.events.length = 0;
  expect((await as('aaron').patch('/settings', { enable_drafts_synchronization: false })).status).toBe(200);
  expect(w.ts.events.map((e) => e.event.type)).toEqual(['user_settings', 'update_display_settings']);
  expect(await w.sql('SELECT count(*)::int AS n FROM draft WHERE user_id = $1', [id('aaron')])).toEqual([{ n: 0 }]);
  const off = bad('User has disabled synchronizing drafts.');
  expect(errorOf(await as('aaron').get('/drafts'))).toEqual(off);
  expect(errorOf(await as('aaron').post('/drafts', { drafts: 'not even JSON' }))).toEqual(off);
  expect(errorOf(await as('aaron').patch('/drafts/1', {}))).toEqual(off);
  expect(errorOf(await as('aaron').delete('/drafts/1'))).toEqual(off);
  const registered = await as('aaron').post('/register', { fetch_event_types: ['drafts'], event_types: ['drafts'] });
  expect(registered.body.drafts).toEqual([]);
  await as('aaron').patch('/settings', { enable_drafts_synchronization: true });
});

test('events applied to a registered state equal a fresh register', async () => {
  const watch = await watchState(as('prospero'), ['drafts']);
  const [a, b] = await create('prospero', [
    { type: '', to: [], topic: '', content: 'one', timestamp: 10 },
    { type: '', to: [], topic: '', content: 'two', timestamp: 20 },
  ]);
  await as('prospero').patch(`/drafts/${a}`, {
    draft: { type: 'private', to: [id('hamlet')], topic: '', content: 'one, edited', timestamp: 30 },
  });
  await as('prospero').delete(`/drafts/${b}`);
  const { applied, fresh, events } = await watch.compare();
  expect(events).toHaveLength(3);
  expect(applied).toEqual(fresh);
});
