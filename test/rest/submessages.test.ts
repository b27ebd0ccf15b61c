import type { AddressedEvent } from '../../src/domain/events/types.ts';
import { useWorld } from '../support/world.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';

/** Widgets (/poll, /todo, widget_content) and POST /submessage, as Zulip's zerver/tests/test_widgets.py and test_submessage.py. */
const w = useWorld();
const { as, prisma, send } = w;

const toDenmark = (content: string, extra: Record<string, string> = {}) => ({
  type: 'stream',
  to: 'Denmark',
  topic: 'widgets',
  content,
  ...extra,
});
const submessagesOf = async (id: number) =>
  (await prisma().submessage.findMany({ where: { messageId: id }, orderBy: { id: 'asc' } })).map((s) => s.content);
const widgetOf = async (id: number) => {
  const rows = await prisma().submessage.findMany({ where: { messageId: id } });
  expect(rows.map((r) => r.msgType)).toEqual(['widget']);
  return JSON.parse(rows[0].content) as unknown;
};
const post = (user: string, messageId: number, content: string, msgType = 'widget') =>
  as(user).post('/submessage', { message_id: String(messageId), msg_type: msgType, content });
const submessageEvents = () => w.ts.events.filter((e) => e.event.type === 'submessage');
const ids = (...names: string[]) => names.map((n) => w.realm.users[n].id).sort((a, b) => a - b);
const DENMARK = ['desdemona', 'iago', 'hamlet', 'cordelia', 'othello'];

function expectValidEvents(events: AddressedEvent[]): void {
  const body = { result: 'success', msg: '', queue_id: 'q', events: events.map((e, i) => ({ id: i, ...e.event })) };
  expect(expectMatchesOpenApi('GET', '/events', 200, body)).toBe(true);
}

describe('a message that starts with /poll or /todo is a widget', () => {
  test.each([
    [
      '/poll What is your favorite color?\n\nRed\nGreen  \n\n   Blue\n - Yellow',
      {
        widget_type: 'poll',
        extra_data: { question: 'What is your favorite color?', options: ['Red', 'Green', 'Blue', 'Yellow'] },
      },
    ],
    ['/poll', { widget_type: 'poll', extra_data: { question: '', options: [] } }],
    ['/poll\nYes\n* No', { widget_type: 'poll', extra_data: { question: '', options: ['Yes', 'No'] } }],
    ['/todo', { widget_type: 'todo', extra_data: { task_list_title: '', tasks: [] } }],
    ['/todo   School Work', { widget_type: 'todo', extra_data: { task_list_title: 'School Work', tasks: [] } }],
    ['/todo\nTask', { widget_type: 'todo', extra_data: { task_list_title: '', tasks: [{ task: 'Task', desc: '' }] } }],
    [
      '/todo Example Task List Title\n\n    task without description\ntask: with description    \n\n - task as list : also with description',
      {
        widget_type: 'todo',
        extra_data: {
          task_list_title: 'Example Task List Title',
          tasks: [
            { task: 'task without description', desc: '' },
            { task: 'task', desc: 'with description' },
            { task: 'task as list', desc: 'also with description' },
          ],
        },
      },
    ],
  ])('%j', async (content, expected) => {
    const id = await send('cordelia', toDenmark(content));
    expect(await widgetOf(id)).toEqual(expected);
    const fetched = await as('hamlet').get(`/messages/${id}`);
    expect((fetched.body.message as { content: string }).content).not.toContain('widget_type');
  });

  test.each([
    '',
    '     ',
    'this is an ordinary message',
    '/bogus_command',
    '/me shrugs',
    'use /poll',
    '/pollster',
    '/Poll',
  ])('not %j', async (content) => {
    const id = await send('cordelia', toDenmark(content === '' || content.trim() === '' ? 'x' : content));
    expect(await submessagesOf(id)).toEqual([]);
  });

  test("the widget's content is serialized as Zulip's json.dumps (spaces after separators, non-ASCII escaped)", async () => {
    const id = await send('cordelia', toDenmark('/poll Café? "quoted"\nOui ✔'));
    expect(await submessagesOf(id)).toEqual([
      '{"widget_type": "poll", "extra_data": {"question": "Caf\\u00e9? \\"quoted\\"", "options": ["Oui \\u2714"]}}',
    ]);
  });

  test('the message event and every read carry the widget; OpenAPI-valid', async () => {
    const id = await send('cordelia', toDenmark('/poll Lunch?\npizza'));
    const events = w.ts.events.filter((e) => e.event.type === 'message');
    const expected = [
      {
        id: expect.any(Number),
        message_id: id,
        sender_id: w.realm.users.cordelia.id,
        msg_type: 'widget',
        content: '{"widget_type": "poll", "extra_data": {"question": "Lunch?", "options": ["pizza"]}}',
      },
    ];
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect((e.event.message as { submessages: unknown }).submessages).toEqual(expected);
    const single = await as('hamlet').get(`/messages/${id}`);
    expect(expectMatchesOpenApi('GET', '/messages/{message_id}', 200, single.body)).toBe(true);
    expect((single.body.message as { submessages: unknown }).submessages).toEqual(expected);
    const page = await as('hamlet').get('/messages', { anchor: id, num_before: 0, num_after: 0, narrow: '[]' });
    expect(expectMatchesOpenApi('GET', '/messages', 200, page.body)).toBe(true);
    expect((page.body.messages as Array<{ submessages: unknown }>)[0].submessages).toEqual(expected);
  });

  test('direct messages too', async () => {
    const id = await send('hamlet', {
      type: 'direct',
      to: JSON.stringify([w.realm.users.othello.id]),
      content: '/todo Errands',
    });
    expect(await widgetOf(id)).toEqual({ widget_type: 'todo', extra_data: { task_list_title: 'Errands', tasks: [] } });
    const event = w.ts.events.find((e) => e.event.type === 'message');
    expect((event?.event.message as { submessages: unknown[] }).submessages).toHaveLength(1);
  });
});

describe('widget_content', () => {
  const zform = {
    type: 'choices',
    heading: 'Options:',
    choices: [{ short_name: 'a', long_name: 'foo', reply: 'bar' }],
  };

  test('a zform replaces the content-derived widget; the message content is kept', async () => {
    const r = await as('cordelia').post(
      '/messages',
      toDenmark('/poll ignored', { widget_content: JSON.stringify({ widget_type: 'zform', extra_data: zform }) }),
    );
    expect(r.status).toBe(200);
    const id = r.body.id as number;
    expect(await widgetOf(id)).toEqual({ widget_type: 'zform', extra_data: zform });
    expect((await prisma().message.findUniqueOrThrow({ where: { id } })).content).toBe('/poll ignored');
  });

  test.each([
    ['{{{{{{', 'Widgets: API programmer sent invalid JSON content'],
    ['NaN', 'Widgets: API programmer sent invalid JSON content'],
    ['5', 'Widgets: widget_content is not a dict'],
    ['{}', 'Widgets: widget_type is not in widget_content'],
    ['{"color":"red","foo":"bar","x":2}', 'Widgets: widget_type is not in widget_content'],
    ['{"widget_type":"whatever"}', 'Widgets: extra_data is not in widget_content'],
    ['{"widget_type":"zform","extra_data":4}', 'Widgets: extra_data is not a dict'],
    ['{"widget_type":"bogus","extra_data":{}}', 'Widgets: unknown widget type: bogus'],
    ['{"widget_type":"poll","extra_data":{"question":"q","options":[]}}', 'Widgets: unknown widget type: poll'],
    ['{"widget_type":"zform","extra_data":{}}', 'Widgets: zform is missing type field'],
    ['{"widget_type":"zform","extra_data":{"type":"bogus"}}', 'Widgets: unknown zform type: bogus'],
    ['{"widget_type":"zform","extra_data":{"type":"choices"}}', 'Widgets: heading key is missing from extra_data'],
    [
      '{"widget_type":"zform","extra_data":{"type":"choices","heading":"h"}}',
      'Widgets: choices key is missing from extra_data',
    ],
    [
      '{"widget_type":"zform","extra_data":{"type":"choices","heading":"h","choices":99}}',
      'Widgets: extra_data["choices"] is not a list',
    ],
    [
      '{"widget_type":"zform","extra_data":{"type":"choices","heading":"h","choices":[99]}}',
      'Widgets: extra_data["choices"][0] is not a dict',
    ],
    [
      '{"widget_type":"zform","extra_data":{"type":"choices","heading":"h","choices":[{"long_name":"foo","reply":"bar"}]}}',
      'Widgets: short_name key is missing from extra_data["choices"][0]',
    ],
  ])('%s → %s; nothing is stored', async (widgetContent, msg) => {
    const before = await prisma().message.count();
    const r = await as('cordelia').post('/messages', toDenmark('does-not-matter', { widget_content: widgetContent }));
    expect(r.body).toEqual({ result: 'error', msg, code: 'BAD_REQUEST' });
    expect(r.status).toBe(400);
    expect(await prisma().message.count()).toBe(before);
  });

  test('checked after the recipient, as in Zulip', async () => {
    const r = await as('cordelia').post('/messages', {
      type: 'stream',
      to: 'Nowhere',
      topic: 't',
      content: 'x',
      widget_content: '{{',
    });
    expect(r.body.code).toBe('STREAM_DOES_NOT_EXIST');
  });
});

describe('POST /submessage', () => {
  let poll: number;
  beforeAll(async () => {
    poll = await send('cordelia', toDenmark('/poll Preference?\n\nyes\nno'));
  });

  test('a vote is stored, sent to everyone with the message, and shown in id order', async () => {
    const r = await post('hamlet', poll, '{"type":"vote","key":"canned,1","vote":1}');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ result: 'success', msg: '' });
    const events = submessageEvents();
    expect(events).toHaveLength(1);
    expect(events[0].userIds).toEqual(ids(...DENMARK));
    const stored = await prisma().submessage.findMany({ where: { messageId: poll }, orderBy: { id: 'asc' } });
    expect(events[0].event).toEqual({
      type: 'submessage',
      msg_type: 'widget',
      message_id: poll,
      submessage_id: stored[1].id,
      sender_id: w.realm.users.hamlet.id,
      content: '{"type":"vote","key":"canned,1","vote":1}',
    });
    expectValidEvents(events);
    // The cached message picks up the change (the row's version moved).
    const fetched = await as('othello').get(`/messages/${poll}`);
    expect(
      (fetched.body.message as { submessages: Array<{ id: number; content: string }> }).submessages.map((s) => [
        s.id,
        s.content,
      ]),
    ).toEqual(stored.map((s) => [s.id, s.content]));
  });

  test("voting follows the topic for a user whose settings say so (Zulip's participation rule)", async () => {
    const othello = as('othello');
    expect((await othello.patch('/settings', { automatically_follow_topics_policy: 1 })).status).toBe(200);
    expect((await post('othello', poll, '{"type":"vote","key":"canned,0","vote":1}')).status).toBe(200);
    const topics = w.ts.events.filter((e) => e.event.type === 'user_topic');
    expect(topics.map((e) => [e.userIds, e.event.topic_name, e.event.visibility_policy])).toEqual([
      [[w.realm.users.othello.id], 'widgets', 3],
    ]);
    await othello.patch('/settings', { automatically_follow_topics_policy: 4 });
  });

  test('a message without a widget: only its sender may start one, and any JSON goes', async () => {
    const plain = await send('cordelia', toDenmark('just text'));
    expect((await post('hamlet', plain, '{}')).body.msg).toBe('You cannot attach a submessage to this message.');
    expect((await post('cordelia', plain, '{"anything": [1, 2.5]}', 'custom')).status).toBe(200);
    expect((await post('hamlet', plain, '"a string"', 'custom')).status).toBe(200);
    expect(await submessagesOf(plain)).toEqual(['{"anything": [1, 2.5]}', '"a string"']);
  });

  test.each([
    ['bogus', 'Invalid json for submessage'],
    ['NaN', 'Invalid json for submessage'],
    ['"\\ud800"', 'Invalid json for submessage'],
    ['99999999999999999999', 'Invalid json for submessage'],
    ['""', 'poll data is not a dict'],
    ['[]', 'poll data is not a dict'],
    ['{}', 'type key is missing from poll data'],
    ['{"type": 5}', 'poll data["type"] is not a string'],
    ['{"type": "bogus"}', 'Unknown type for poll data: bogus'],
    ['{"type": "vote"}', 'key key is missing from poll data'],
    ['{"type": "vote", "key": "1,1,", "vote": 99}', 'Invalid poll data["vote"]'],
    ['{"type": "vote", "key": "1,1", "vote": 1.0}', 'poll data["vote"] is not an integer'],
    ['{"type": "vote", "key": "1,1", "vote": 1, "extra": 1, "more": 2}', 'Unexpected arguments: extra, more'],
    ['{"type": "question"}', 'question key is missing from poll data'],
    ['{"type": "question", "question": 7}', 'poll data["question"] is not a string'],
    ['{"type": "new_option"}', 'option key is missing from poll data'],
    ['{"type": "new_option", "idx": 7, "option": 999}', 'poll data["option"] is not a string'],
    ['{"type": "new_option", "idx": -1, "option": "pizza"}', 'poll data["idx"] is too small'],
    ['{"type": "new_option", "idx": 1001, "option": "pizza"}', 'poll data["idx"] is too large'],
    ['{"type": "new_option", "idx": "bogus", "option": "maybe"}', 'poll data["idx"] is not an integer'],
  ])('poll %s → %s', async (content, msg) => {
    const r = await post('cordelia', poll, content);
    expect(r.body).toEqual({ result: 'error', msg, code: 'BAD_REQUEST' });
    expect(submessageEvents()).toEqual([]);
  });

  test.each([
    { type: 'vote', key: '1,1', vote: 1 },
    { type: 'vote', key: '1,1', vote: -1 },
    { type: 'vote', key: '1,1', vote: true },
    { type: 'new_option', idx: 7, option: 'maybe' },
    { type: 'question', question: "what's for dinner?" },
  ])('poll %j is accepted (types only: the option need not exist)', async (data) => {
    expect((await post('cordelia', poll, JSON.stringify(data))).status).toBe(200);
  });

  test('only the author may change the question', async () => {
    expect((await post('hamlet', poll, '{"type": "question", "question": "Tabs or spaces?"}')).body.msg).toBe(
      "You can't edit a question unless you are the author.",
    );
  });

  describe('to-do lists', () => {
    let todo: number;
    beforeAll(async () => {
      todo = await send('cordelia', toDenmark('/todo School Work'));
    });

    test.each([
      ['{"type": "bogus"}', 'Unknown type for todo data: bogus'],
      ['{"type": "new_task"}', 'key key is missing from todo data'],
      [
        '{"type": "new_task", "key": 7, "task": 7, "desc": "", "completed": false}',
        'todo data["task"] is not a string',
      ],
      [
        '{"type": "new_task", "key": -1, "task": "eat", "desc": "", "completed": false}',
        'todo data["key"] is too small',
      ],
      [
        '{"type": "new_task", "key": 1001, "task": "eat", "desc": "", "completed": false}',
        'todo data["key"] is too large',
      ],
      [
        '{"type": "new_task", "key": 1, "task": "eat", "desc": "", "completed": 1}',
        'todo data["completed"] is not a boolean',
      ],
      ['{"type": "strike"}', 'key key is missing from todo data'],
      ['{"type": "strike", "key": 999}', 'todo data["key"] is not a string'],
    ])('%s → %s', async (content, msg) => {
      expect((await post('cordelia', todo, content)).body).toEqual({ result: 'error', msg, code: 'BAD_REQUEST' });
    });

    test('tasks and strikes from anyone; the title from the author only', async () => {
      expect(
        (await post('hamlet', todo, '{"type": "new_task", "key": 7, "task": "eat", "desc": "", "completed": false}'))
          .status,
      ).toBe(200);
      expect((await post('othello', todo, '{"type": "strike", "key": "5,9"}')).status).toBe(200);
      expect((await post('cordelia', todo, '{"type": "new_task_list_title", "title": "School Work"}')).status).toBe(
        200,
      );
      expect((await post('hamlet', todo, '{"type": "new_task_list_title", "title": "Mine"}')).body.msg).toBe(
        "You can't edit the task list title unless you are the author.",
      );
    });
  });

  test('zform widgets take any JSON', async () => {
    const r = await as('cordelia').post(
      '/messages',
      toDenmark('pick', {
        widget_content: JSON.stringify({
          widget_type: 'zform',
          extra_data: { type: 'choices', heading: 'h', choices: [] },
        }),
      }),
    );
    expect((await post('hamlet', r.body.id as number, '[1, "two"]')).status).toBe(200);
  });

  describe('access', () => {
    let secret: number;
    let dm: number;
    beforeAll(async () => {
      secret = await send('iago', { type: 'stream', to: 'core team', topic: 'plans', content: '/poll Secret?\nyes' });
      dm = await send('hamlet', {
        type: 'direct',
        to: JSON.stringify([w.realm.users.othello.id]),
        content: '/poll Ours?',
      });
    });

    test.each([
      ['a private channel one is not in', 'hamlet', () => secret],
      ["others' direct message", 'cordelia', () => dm],
      ['a guest, in a public channel one is not in', 'polonius', () => poll],
      ['no such message', 'hamlet', () => 99999999],
    ])('%s (%s) → Invalid message(s), nothing stored, no event', async (_label, user, id) => {
      const before = await prisma().submessage.count();
      const r = await post(user, id(), '{"type":"vote","key":"canned,0","vote":1}');
      expect(r.body).toEqual({ result: 'error', msg: 'Invalid message(s)', code: 'BAD_REQUEST' });
      expect(await prisma().submessage.count()).toBe(before);
      expect(submessageEvents()).toEqual([]);
    });

    test('a public channel one is not subscribed to is open to members; the event goes to those with the message', async () => {
      expect((await post('prospero', poll, '{"type":"vote","key":"canned,0","vote":1}')).status).toBe(200);
      expect(submessageEvents()[0].userIds).toEqual(ids(...DENMARK));
    });

    test('an archived channel refuses', async () => {
      const made = await as('iago').post('/users/me/subscriptions', {
        subscriptions: JSON.stringify([{ name: 'attic' }]),
      });
      expect(made.status).toBe(200);
      const id = await send('iago', { type: 'stream', to: 'attic', topic: 'old', content: '/poll Keep?' });
      const channelId = (await prisma().stream.findFirstOrThrow({ where: { name: 'attic' } })).id;
      expect((await as('iago').delete(`/streams/${channelId}`)).status).toBe(200);
      expect((await post('iago', id, '{"type":"vote","key":"canned,0","vote":1}')).body.msg).toBe('Invalid message(s)');
    });
  });

  test.each([
    [{ msg_type: 'widget', content: '{}' }, "Missing 'message_id' argument"],
    [{ message_id: '1', content: '{}' }, "Missing 'msg_type' argument"],
    [{ message_id: '1', msg_type: 'widget' }, "Missing 'content' argument"],
    [{ message_id: 'abc', msg_type: 'widget', content: '{}' }, 'message_id is not valid JSON'],
    [{ message_id: '"1"', msg_type: 'widget', content: '{}' }, 'message_id is not an integer'],
    [{ message_id: '1.5', msg_type: 'widget', content: '{}' }, 'message_id is not an integer'],
    [{ message_id: '1', msg_type: 'widget', content: '{"a": "\u0000"}' }, 'content must not contain null bytes'],
    [{ message_id: '1', msg_type: 'wid\u0000get', content: '{}' }, 'msg_type must not contain null bytes'],
  ])('%j → %s', async (params, msg) => {
    const r = await as('hamlet').post('/submessage', params);
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(msg);
  });
});

describe('edits and deletion', () => {
  test('the content of a widget cannot be edited; its topic can be moved', async () => {
    const id = await send('cordelia', toDenmark('/poll Move me?'));
    const edit = await as('cordelia').patch(`/messages/${id}`, { content: '/poll Changed?' });
    expect(edit.body).toEqual({ result: 'error', msg: 'Widgets cannot be edited.', code: 'BAD_REQUEST' });
    expect((await as('cordelia').patch(`/messages/${id}`, { topic: 'moved widgets' })).status).toBe(200);
    const fetched = (await as('cordelia').get(`/messages/${id}`)).body.message as {
      subject: string;
      submessages: unknown[];
    };
    expect(fetched.subject).toBe('moved widgets');
    expect(fetched.submessages).toHaveLength(1);
  });

  test('a message that became a widget by a submessage cannot be edited either', async () => {
    const id = await send('cordelia', toDenmark('plain'));
    expect((await as('cordelia').patch(`/messages/${id}`, { content: 'plain, edited' })).status).toBe(200);
    expect((await post('cordelia', id, '{}', 'custom')).status).toBe(200);
    expect((await as('cordelia').patch(`/messages/${id}`, { content: 'again' })).body.msg).toBe(
      'Widgets cannot be edited.',
    );
  });

  test('submessages go with their message', async () => {
    const id = await send('cordelia', toDenmark('/poll Doomed?'));
    await post('hamlet', id, '{"type":"vote","key":"canned,0","vote":1}');
    expect(await prisma().submessage.count({ where: { messageId: id } })).toBe(2);
    expect((await as('iago').delete(`/messages/${id}`)).status).toBe(200);
    expect(await prisma().submessage.count({ where: { messageId: id } })).toBe(0);
  });
});
