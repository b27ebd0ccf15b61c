import { useWorld } from '../support/world.ts';
import { fetchError, fetchOk, sql, type Params } from './messages-fetch.helpers.ts';

let verona: number;

const w = useWorld();

beforeAll(async () => {
  verona = await w.sendToChannel('iago', 'Verona', 'errors', 'hello');
});

const hamlet = () => w.as('hamlet');
const BAD = 'BAD_REQUEST';
const NARROW = 'BAD_NARROW';
const COMBINATION =
  'Unsupported parameter combination: num_before, num_after, anchor, message_ids, include_anchor, use_first_unread_anchor';

describe('parameter parsing, in Zulip’s (alphabetical) order', () => {
  test.each<[string, Params, string, string?]>([
    [
      'allow_empty_topic_name first',
      { allow_empty_topic_name: 'yes', num_before: '-1' },
      'allow_empty_topic_name is not valid JSON',
    ],
    ['anchor missing', {}, "Missing 'anchor' argument."],
    ['apply_markdown not a bool', { anchor: 'newest', apply_markdown: '1' }, 'apply_markdown is not a boolean'],
    [
      'apply_markdown Python spelling',
      { anchor: 'newest', apply_markdown: 'True' },
      'apply_markdown is not valid JSON',
    ],
    ['client_gravatar null', { anchor: 'newest', client_gravatar: 'null' }, 'client_gravatar is not a boolean'],
    ['message_ids negative', { message_ids: '[-1]' }, 'message_ids[0] is too small'],
    ['message_ids float', { message_ids: '[1.0]' }, 'message_ids[0] is not an integer'],
    ['message_ids bool item', { message_ids: '[true]' }, 'message_ids[0] is not an integer'],
    ['message_ids not a list', { message_ids: '5' }, 'message_ids is not a list'],
    ['message_ids before include_anchor', { message_ids: 'x', include_anchor: 'x' }, 'message_ids is not valid JSON'],
    ['include_anchor not a bool', { anchor: 'newest', include_anchor: '0' }, 'include_anchor is not a boolean'],
    ['narrow before num_after', { anchor: 'newest', narrow: 'x', num_after: '-1' }, 'narrow is not valid JSON'],
    [
      'a narrow operand before num_after',
      { anchor: 'newest', narrow: '[{"operator": "is", "operand": 2}]', num_after: '-1' },
      'operand is not a string',
    ],
    [
      'message_ids before a narrow operand',
      { message_ids: '[-1]', narrow: '[{"operator": "is", "operand": 2}]' },
      'message_ids[0] is too small',
    ],
    ['num_after before num_before', { anchor: 'newest', num_after: '-1', num_before: '-1' }, 'num_after is too small'],
    ['num_before capitalised False', { anchor: 'newest', num_before: 'False' }, 'num_before is not valid JSON'],
    ['num_before lower-case false', { anchor: 'newest', num_before: 'false' }, 'num_before is not an integer'],
    ['num_before empty', { anchor: 'newest', num_before: '' }, 'num_before is not valid JSON'],
    ['num_before -1', { anchor: 'newest', num_before: -1 }, 'num_before is too small'],
    ['num_before float', { anchor: 'newest', num_before: '1.0' }, 'num_before is not an integer'],
    ['num_before exponent', { anchor: 'newest', num_before: '1e2' }, 'num_before is not an integer'],
    ['num_before JSON string', { anchor: 'newest', num_before: '"10"' }, 'num_before is not an integer'],
    [
      'use_first_unread_anchor not a bool',
      { anchor: 'newest', use_first_unread_anchor: '2' },
      'use_first_unread_anchor is not a boolean',
    ],
    ['param errors come before anchor checks', { anchor: 'bogus', num_before: '-1' }, 'num_before is too small'],
  ])('%s', async (_name, params, msg, code = BAD) => {
    expect(await fetchError(hamlet(), params)).toMatchObject({ status: 400, result: 'error', msg, code });
  });

  test('errors carry no ignored_parameters_unsupported; successes list unknown names', async () => {
    const err = await fetchError(hamlet(), { bogus: '1' });
    expect(err).not.toHaveProperty('ignored_parameters_unsupported');
    const ok = await fetchOk(hamlet(), { anchor: 'newest', bogus: '1', zzz: '2' });
    expect(ok.ignored_parameters_unsupported).toEqual(['bogus', 'zzz']);
  });
});

describe('checks after parsing, in get_messages_backend’s order', () => {
  test.each<[string, Params, string, string?]>([
    ['message_ids with anchor', { message_ids: '[1]', anchor: 'newest' }, COMBINATION],
    ['message_ids with an empty anchor', { message_ids: '[1]', anchor: '' }, COMBINATION],
    ['message_ids with num_before', { message_ids: '[1]', num_before: 1 }, COMBINATION],
    ['message_ids with num_after', { message_ids: '[]', num_after: 1 }, COMBINATION],
    ['message_ids with use_first_unread_anchor', { message_ids: '[1]', use_first_unread_anchor: true }, COMBINATION],
    ['combination before a bad anchor', { message_ids: '[1]', anchor: 'bogus' }, COMBINATION],
    ['bad anchor', { anchor: 'bogus' }, 'Invalid anchor'],
    ['decimal anchor', { anchor: '1.5' }, 'Invalid anchor'],
    ['empty anchor', { anchor: '' }, 'Invalid anchor'],
    ['anchor keyword with a space', { anchor: 'newest ' }, 'Invalid anchor'],
    [
      'bad anchor before a bad narrow',
      { anchor: 'bogus', narrow: [{ operator: 'foo', operand: 'x' }] },
      'Invalid anchor',
    ],
    [
      'duplicate with before too many',
      {
        anchor: 'newest',
        num_before: 6000,
        narrow: [
          { operator: 'with', operand: 1 },
          { operator: 'with', operand: 2 },
        ],
      },
      "Invalid narrow operator combination: Duplicate 'with' operators.",
      NARROW,
    ],
    [
      'bad with before too many',
      { anchor: 'newest', num_before: 6000, narrow: [{ operator: 'with', operand: '3.2' }] },
      "Invalid narrow operator: Invalid 'with' operator",
      NARROW,
    ],
    [
      'too many (split)',
      { anchor: 1, num_before: 3000, num_after: 3000 },
      'Too many messages requested (maximum 5000).',
    ],
    ['too many (before)', { anchor: 1, num_before: 5001 }, 'Too many messages requested (maximum 5000).'],
    ['too many (after)', { anchor: 1, num_after: 6000 }, 'Too many messages requested (maximum 5000).'],
    [
      'too many before anchor exclusion',
      { anchor: 1, num_before: 3000, num_after: 3000, include_anchor: false },
      'Too many messages requested (maximum 5000).',
    ],
    [
      'anchor excluded in the middle',
      { anchor: 1, num_before: 1, num_after: 1, include_anchor: false },
      'The anchor can only be excluded at an end of the range',
    ],
    [
      'anchor exclusion before narrow errors',
      { anchor: 1, num_before: 1, num_after: 1, include_anchor: false, narrow: [{ operator: 'foo', operand: 'x' }] },
      'The anchor can only be excluded at an end of the range',
    ],
  ])('%s', async (_name, params, msg, code = BAD) => {
    expect(await fetchError(hamlet(), params)).toMatchObject({ status: 400, msg, code });
  });

  test('IncompatibleParametersError names the parameters', async () => {
    const err = await fetchError(hamlet(), { message_ids: '[1]', anchor: 'newest' });
    expect(err.parameters).toBe('num_before, num_after, anchor, message_ids, include_anchor, use_first_unread_anchor');
  });

  test('5000 messages is allowed, and message_ids=null is the same as leaving it out', async () => {
    expect((await fetchOk(hamlet(), { anchor: 'newest', num_before: 2500, num_after: 2500 })).anchor).toBe(10 ** 16);
    // Too long for a URL: sent in a form body with Zulip's `method` override.
    const ids = Array.from({ length: 5001 }, (_, i) => i + 1);
    const big = await hamlet().post('/messages', { method: 'GET', message_ids: ids });
    expect(big.body).toMatchObject({ result: 'error', msg: 'Too many messages requested (maximum 5000).' });
    const ok = await hamlet().post('/messages', { method: 'GET', message_ids: ids.slice(0, 5000) });
    expect(ok.body).toMatchObject({ result: 'success', found_anchor: false });
    expect(await fetchOk(hamlet(), { message_ids: 'null', anchor: verona })).toMatchObject({
      anchor: verona,
      found_anchor: true,
    });
  });
});

describe('narrow parsing (NarrowParameter)', () => {
  test.each<[string, string, string]>([
    ['capitalised False', 'False', 'narrow is not valid JSON'],
    ['empty', '', 'narrow is not valid JSON'],
    ['malformed', '{malformed json,', 'narrow is not valid JSON'],
    ['unquoted keys', '{foo: 3}', 'narrow is not valid JSON'],
    ['a number', '0', 'narrow is not a list'],
    ['an object', '{"operator": "is"}', 'narrow is not a list'],
    ['a string', '"is:dm"', 'narrow is not a list'],
    ['number elements', '[1,2]', 'Invalid narrow[0]: Value error, dict or list required'],
    ['null element', '[null]', 'Invalid narrow[0]: Value error, dict or list required'],
    ['float element', '[1.5]', 'Invalid narrow[0]: Value error, dict or list required'],
    ['triple', '[["x","y","z"]]', 'Invalid narrow[0]: Value error, element is not a string pair'],
    ['pair with a number', '[["stream", 0]]', 'Invalid narrow[0]: Value error, element is not a string pair'],
    ['empty pair', '[[]]', 'Invalid narrow[0]: Value error, element is not a string pair'],
    ['later element', '[["is","dm"],[1]]', 'Invalid narrow[1]: Value error, element is not a string pair'],
    ['operand missing', '[{"operator": "is"}]', 'Invalid narrow[0]: Value error, operand is missing'],
    ['operand null', '[{"operator": "is", "operand": null}]', 'Invalid narrow[0]: Value error, operand is missing'],
    [
      'operand checked before operator',
      '[{"operator": null, "operand": null}]',
      'Invalid narrow[0]: Value error, operand is missing',
    ],
    ['operator missing', '[{"operand": "dm"}]', 'Invalid narrow[0]: Value error, operator is missing'],
    ['operator not a string', '[{"operator": 5, "operand": "x"}]', 'narrow[0]["operator"] is not a string'],
    [
      'negated not a bool',
      '[{"operator": "is", "operand": "dm", "negated": "yes"}]',
      'narrow[0]["negated"] is not a boolean',
    ],
    ['negated null', '[{"operator": "is", "operand": "dm", "negated": null}]', 'narrow[0]["negated"] is not a boolean'],
    ['channel operand list', '[{"operator": "channel", "operand": ["1"]}]', 'operand is not a string or integer'],
    ['id operand float', '[{"operator": "id", "operand": 1.0}]', 'operand is not a string or integer'],
    ['with operand object', '[{"operator": "with", "operand": {}}]', 'operand is not a string or integer'],
    ['dm operand string list', '[{"operator": "dm", "operand": ["2"]}]', 'operand[0] is not an integer'],
    [
      'pm-with operand object',
      '[{"operator": "pm-with", "operand": {}}]',
      'operand is not a string or an integer list',
    ],
    ['pm_with is not an id-list operator', '[{"operator": "pm_with", "operand": [1]}]', 'operand is not a string'],
    ['group_pm_with is not an id operator', '[{"operator": "group_pm_with", "operand": 5}]', 'operand is not a string'],
    ['is operand number', '[{"operator": "is", "operand": 2}]', 'operand is not a string'],
    ['has operand list', '[{"operator": "has", "operand": [1]}]', 'operand is not a string'],
    ['near operand number', '[{"operator": "near", "operand": 15}]', 'operand is not a string'],
    ['search empty', '[{"operator": "search", "operand": ""}]', 'operand cannot be blank.'],
    ['search blank', '[{"operator": "search", "operand": " \\t "}]', 'operand cannot be blank.'],
    [
      'operand errors escape before earlier shape errors',
      '[5, {"operator": "is", "operand": 2}]',
      'operand is not a string',
    ],
  ])('%s', async (_name, value, msg) => {
    expect(await fetchError(hamlet(), { anchor: 'newest', narrow: value })).toMatchObject({
      status: 400,
      msg,
      code: BAD,
    });
  });
});

describe('narrow operator errors (BAD_NARROW, with desc)', () => {
  const e = (desc: string) => ({ status: 400, code: NARROW, msg: `Invalid narrow operator: ${desc}`, desc });
  const cases = (): Array<[string, unknown[], Record<string, unknown>]> => [
    ['unknown operator', [{ operator: 'foo', operand: 'x' }], e('unknown operator foo')],
    ['empty operator', [{ operator: '', operand: 'x' }], e('unknown operator ')],
    ['subject is not an operator', [['subject', 'x']], e('unknown operator subject')],
    ['dunder', [{ operator: '__init__', operand: '' }], e('unknown operator __init__')],
    ['unknown channel name', [['stream', 'non-existent channel']], e('unknown channel non-existent channel')],
    ['unknown channel id', [{ operator: 'channel', operand: 1232891381239 }], e('unknown channel 1232891381239')],
    [
      'a numeric string is a name',
      [['stream', String(w.realm.channels.Verona)]],
      e(`unknown channel ${w.realm.channels.Verona}`),
    ],
    ['unknown channels operand', [{ operator: 'channels', operand: 'bogus' }], e('unknown channels operand bogus')],
    ['unknown streams operand', [['streams', 'all']], e('unknown channels operand all')],
    ['unknown sender email', [['sender', 'nobody@zulip.com']], e('unknown user nobody@zulip.com')],
    ['unknown sender id', [{ operator: 'sender', operand: 999999 }], e('unknown user 999999')],
    ['bool operand reads as int', [{ operator: 'sender', operand: false }], e('unknown user False')],
    [
      'unknown dm email',
      [['dm', 'hamlet@zulip.com,nobody@zulip.com']],
      e('unknown user in hamlet@zulip.com,nobody@zulip.com'),
    ],
    ['dm comma noise', [['dm', ' ,,, ,,, ,']], e('unknown user in  ,,, ,,, ,')],
    [
      'unknown dm id',
      [{ operator: 'dm', operand: [999999, w.realm.users.iago.id] }],
      e(`unknown user in [999999, ${w.realm.users.iago.id}]`),
    ],
    ['unknown pm-with', [['pm-with', 'nobody@zulip.com']], e('unknown user in nobody@zulip.com')],
    ['unknown dm-including', [['dm-including', 'nobody@zulip.com']], e('unknown user nobody@zulip.com')],
    ['unknown group-pm-with', [{ operator: 'group-pm-with', operand: 999999 }], e('unknown user 999999')],
    ['unknown is', [['is', 'bogus']], e("unknown 'is' operand bogus")],
    ['unknown in', [['in', 'bogus']], e("unknown 'in' operand bogus")],
    ['unknown has', [['has', 'images']], e("unknown 'has' operand images")],
    ['id not digits', [['id', 'notanint']], e('Invalid message ID')],
    ['id empty', [['id', '']], e('Invalid message ID')],
    ['id negative', [{ operator: 'id', operand: -1 }], e('Invalid message ID')],
    ['id too large', [['id', '2147483648']], e('Invalid message ID')],
    ['with not an integer', [{ operator: 'with', operand: 'abc' }], e("Invalid 'with' operator")],
    ['with alone on an unknown message', [{ operator: 'with', operand: 99999 }], e("Invalid 'with' operator")],
    [
      'channel and dm',
      [
        ['channel', 'Verona'],
        ['dm', 'iago@zulip.com'],
      ],
      e('No message can be both a channel message and direct message'),
    ],
    [
      'topic and is:dm',
      [
        ['topic', 'x'],
        ['is', 'dm'],
      ],
      e('No message can be both a channel message and direct message'),
    ],
    [
      'dm-including and channels',
      [
        ['dm-including', 'iago@zulip.com'],
        ['channels', 'public'],
      ],
      e('No message can be both a channel message and direct message'),
    ],
    [
      'group-pm-with and stream',
      [
        ['group-pm-with', 'iago@zulip.com'],
        ['stream', 'Verona'],
      ],
      e('No message can be both a channel message and direct message'),
    ],
    [
      'negated is:dm counts as channel',
      [{ operator: 'is', operand: 'dm', negated: true }, ['pm-with', 'iago@zulip.com']],
      e('No message can be both a channel message and direct message'),
    ],
    [
      'combination checked before a later lookup',
      [
        ['dm', 'iago@zulip.com'],
        ['channel', 'nowhere'],
      ],
      e('No message can be both a channel message and direct message'),
    ],
    [
      'first bad term wins',
      [
        ['channel', 'nowhere'],
        ['dm', 'iago@zulip.com'],
      ],
      e('unknown channel nowhere'),
    ],
    [
      'search is applied last',
      [
        ['search', 'hello'],
        ['sender', 'nobody@zulip.com'],
      ],
      e('unknown user nobody@zulip.com'),
    ],
  ];
  test('every error string', async () => {
    for (const [name, value, want] of cases()) {
      const got = await fetchError(hamlet(), { anchor: 'newest', narrow: value });
      expect({ name, ...got }).toMatchObject({ name, ...want });
    }
  });

  test.each<[string, unknown[]]>([
    ['negated channel with dm', [{ operator: 'channel', operand: 'Verona', negated: true }, ['dm', 'iago@zulip.com']]],
    ['channel with negated dm', [['channel', 'Verona'], { operator: 'dm', operand: 'iago@zulip.com', negated: true }]],
    ['negated is:dm with channels', [{ operator: 'is', operand: 'dm', negated: true }, ['channels', 'public']]],
    ['is:dm with negated channels', [['is', 'dm'], { operator: 'channels', operand: 'public', negated: true }]],
  ])('%s is allowed', async (_name, value) => {
    expect((await fetchOk(hamlet(), { anchor: 'newest', narrow: value })).messages).toBeDefined();
  });
});

describe('garbage never gives a 500 and writes nothing', () => {
  const odd: unknown[] = [
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    "' OR 1=1 --",
    '%',
    '_',
    '\\',
    '"',
    '"""',
    'x'.repeat(10000),
    '😀',
    '١٢',
    '²',
    '-1',
    '2147483648',
    '1e400',
    -1,
    0,
    2 ** 31,
    2 ** 53 + 1,
    1e300,
    true,
    false,
    [],
    [1, -1],
    [2 ** 40],
    [true],
    {},
  ];
  const operators = [
    'channel',
    'stream',
    'channels',
    'streams',
    'topic',
    'subject',
    'sender',
    'dm',
    'pm-with',
    'pm_with',
    'dm-including',
    'group-pm-with',
    'group_pm_with',
    'is',
    'in',
    'has',
    'id',
    'near',
    'search',
    'with',
    'bogus',
  ];

  const snapshot = () => sql(w.ts, 'SELECT count(*)::int AS n, COALESCE(sum(flags), 0)::text AS f FROM user_message');
  let before: unknown;
  beforeAll(async () => {
    before = await snapshot();
  });
  afterAll(async () => {
    expect(await snapshot()).toEqual(before);
  });

  test.each(operators)('%s with odd operands, plain and negated', async (operator) => {
    const c = hamlet();
    for (const operand of odd) {
      for (const negated of [false, true]) {
        const r = await c.get('/messages', {
          anchor: 'newest',
          num_before: 5,
          narrow: JSON.stringify([{ operator, operand, negated }]),
        });
        expect({ operand, negated, status: r.status }).toEqual({
          operand,
          negated,
          status: r.status === 200 ? 200 : 400,
        });
        if (r.status === 200) {
          expect(r.body.result).toBe('success');
        } else {
          expect(typeof r.body.msg).toBe('string');
          expect(['BAD_REQUEST', 'BAD_NARROW']).toContain(r.body.code);
        }
      }
    }
  });

  test('every parameter with odd raw values', async () => {
    const names = [
      'allow_empty_topic_name',
      'anchor',
      'apply_markdown',
      'client_gravatar',
      'message_ids',
      'include_anchor',
      'narrow',
      'num_after',
      'num_before',
      'use_first_unread_anchor',
    ];
    const raws = [
      '',
      'null',
      'NaN',
      'Infinity',
      '-Infinity',
      '1e400',
      '123456789012345678901234567890',
      '['.repeat(300),
      '[[[]]]',
      '{"a":',
      '\u0000',
      '\ud83d',
      '[1,]',
      'true',
      '"true"',
      '[-0]',
      '0.0',
      ' 5 ',
      '5 6',
    ];
    const c = hamlet();
    for (const name of names) {
      for (const raw of raws) {
        const base = name === 'anchor' || name === 'message_ids' ? {} : { anchor: 'newest' };
        const r = await c.get('/messages', { ...base, [name]: raw });
        expect({ name, raw, status: r.status }).toEqual({ name, raw, status: r.status === 200 ? 200 : 400 });
      }
    }
  });
});
