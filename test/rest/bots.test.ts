import type { ApiResponse, ParamValue } from '../support/client.ts';
import { watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi, SPEC_GAPS } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

/** Bot administration (Zulip's zerver/views/users.py bot views), over REST. */
const w = useWorld();
const as = (user: string) => w.as(user);
const byId = (a: number, b: number) => a - b;

type Row = Record<string, unknown>;
const userOf = async (user: string, id: number): Promise<Row> => (await as(user).get(`/users/${id}`)).body.user as Row;

const errorOf = (r: ApiResponse) => ({ status: r.status, msg: r.body.msg, code: r.body.code });
const bad = (msg: string) => ({ status: 400, msg, code: 'BAD_REQUEST' });

let serial = 0;
const unique = (prefix: string) => `${prefix}${++serial}`;

async function createBot(
  user: string,
  params: Record<string, ParamValue> = {},
): Promise<{ id: number; apiKey: string; email: string }> {
  const short = unique('b');
  const r = await as(user).post('/bots', { full_name: `Bot ${short}`, short_name: short, ...params });
  if (r.status !== 200) throw new Error(`create failed: ${r.text}`);
  const u = await userOf('iago', r.body.user_id as number);
  return { id: r.body.user_id as number, apiKey: r.body.api_key as string, email: u.email as string };
}

const setRealm = async (setting: string, group: string) => {
  const r = await as('desdemona').patch('/realm', { [setting]: JSON.stringify({ new: w.groups[group] }) });
  expect(r.status).toBe(200);
};

const adminsAnd = (...ids: number[]) => [w.realm.users.desdemona.id, w.realm.users.iago.id, ...ids].sort(byId);
const recipients = (i: number) => [...w.ts.events[i].userIds].sort(byId);

describe('POST /bots', () => {
  test('creates a generic bot owned by the caller, announced to all and, with its key, to owner and admins', async () => {
    const r = await as('hamlet').post('/bots', { full_name: '  Weather Bot ', short_name: ' weather ' });
    expect(r.status).toBe(200);
    const id = r.body.user_id as number;
    expect(r.body).toEqual({
      result: 'success',
      msg: '',
      user_id: id,
      api_key: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
      avatar_url: expect.stringContaining('gravatar'),
      default_sending_stream: null,
      default_events_register_stream: null,
      default_all_public_streams: false,
    });
    const user = await userOf('cordelia', id);
    expect(user).toMatchObject({
      is_bot: true,
      bot_type: 1,
      bot_owner_id: w.realm.users.hamlet.id,
      full_name: 'Weather Bot',
      role: 400,
    });
    expect(user.email as string).toMatch(/^weather-bot@/);
    expect(
      (
        await w.ts
          .client({ email: user.email as string, apiKey: r.body.api_key as string })
          .get('/users/me', {}, { unchecked: SPEC_GAPS.botOwnProfile })
      ).body.user_id,
    ).toBe(id);

    const types = w.ts.events.map((e) => `${e.event.type}/${String(e.event.op)}`);
    expect(types[0]).toBe('realm_user/add');
    expect(types.at(-1)).toBe('realm_bot/add');
    const add = w.ts.events.at(-1)!;
    expect(add.event).toEqual({
      type: 'realm_bot',
      op: 'add',
      bot: {
        email: user.email,
        user_id: id,
        full_name: 'Weather Bot',
        bot_type: 1,
        is_active: true,
        api_key: r.body.api_key,
        default_sending_stream: null,
        default_events_register_stream: null,
        default_all_public_streams: false,
        avatar_url: user.avatar_url ?? expect.any(String),
        services: [],
        owner_id: w.realm.users.hamlet.id,
      },
    });
    expect([...add.userIds].sort(byId)).toEqual(adminsAnd(w.realm.users.hamlet.id));
    expect(w.ts.events[0].event.person).toMatchObject({
      user_id: id,
      is_bot: true,
      bot_type: 1,
      bot_owner_id: w.realm.users.hamlet.id,
    });
  });

  test('default channels are looked up as the creator sees them', async () => {
    const r = await as('hamlet').post('/bots', {
      full_name: 'Defaults Bot',
      short_name: unique('d'),
      default_sending_stream: 'Denmark',
      default_events_register_stream: 'Verona',
      default_all_public_streams: true,
    });
    expect(r.body).toMatchObject({
      default_sending_stream: 'Denmark',
      default_events_register_stream: 'Verona',
      default_all_public_streams: true,
    });
    // "core team" is private; hamlet is not subscribed.
    expect(
      errorOf(
        await as('hamlet').post('/bots', {
          full_name: 'Secret Bot',
          short_name: unique('s'),
          default_sending_stream: 'core team',
        }),
      ),
    ).toEqual(bad("Invalid channel name 'core team'"));
    expect(
      errorOf(
        await as('hamlet').post('/bots', {
          full_name: 'Nowhere Bot',
          short_name: unique('n'),
          default_events_register_stream: 'nowhere',
        }),
      ),
    ).toEqual(bad("Invalid channel name 'nowhere'"));
  });

  test('an outgoing webhook bot stores its URL and interface and gets a service token (no calls are made)', async () => {
    const r = await as('hamlet').post('/bots', {
      full_name: 'Hook Bot',
      short_name: unique('h'),
      bot_type: 3,
      payload_url: JSON.stringify('https://hooks.example.com/zulip'),
      interface_type: 2,
    });
    expect(r.status).toBe(200);
    const add = w.ts.events.at(-1)!.event;
    expect(add.bot).toMatchObject({
      services: [
        {
          base_url: 'https://hooks.example.com/zulip',
          interface: 2,
          token: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
        },
      ],
    });
  });

  test('a multipart request with an avatar file creates the bot; the file is ignored (bots keep gravatars here)', async () => {
    const res = await as('hamlet').multipart(
      '/bots',
      [{ name: 'avatar.gif', body: Buffer.from('GIF89a'), type: 'image/gif' }],
      { full_name: 'Avatar Bot', short_name: unique('a') },
    );
    const body = res.body;
    expect(res.status).toBe(200);
    expect(body.avatar_url).toEqual(expect.stringContaining('gravatar'));
  });

  test('errors, in Zulip order', async () => {
    const taken = await createBot('hamlet');
    const takenShort = taken.email.split('-bot@')[0];
    const cases: Array<
      [string, Record<string, ParamValue>, ReturnType<typeof bad> | { status: number; msg: string; code: string }]
    > = [
      [
        'no full_name',
        { short_name: 'x' },
        { status: 400, msg: "Missing 'full_name' argument", code: 'REQUEST_VARIABLE_MISSING' },
      ],
      [
        'no short_name',
        { full_name: 'X Bot' },
        { status: 400, msg: "Missing 'short_name' argument", code: 'REQUEST_VARIABLE_MISSING' },
      ],
      ['bad bot_type', { full_name: 'X Bot', short_name: 'x', bot_type: 'one' }, bad('bot_type is not valid JSON')],
      [
        'bad payload_url',
        { full_name: 'X Bot', short_name: 'x', bot_type: 3, payload_url: JSON.stringify('not a url') },
        bad('payload_url is not a URL'),
      ],
      ['blank short name', { full_name: 'X Bot', short_name: '   ' }, bad('Bad name or username')],
      ['short full name', { full_name: 'X', short_name: 'x' }, bad('Name too short!')],
      ['bad characters', { full_name: 'X *Bot*', short_name: 'x' }, bad('Invalid characters in name!')],
      ['embedded', { full_name: 'X Bot', short_name: 'x', bot_type: 4 }, bad('Embedded bots are not enabled.')],
      ['bad short name', { full_name: 'X Bot', short_name: 'a b' }, bad('Bad name or username')],
      ['username taken', { full_name: 'Other Bot', short_name: takenShort }, bad('Username already in use')],
      ['name taken', { full_name: 'King Hamlet', short_name: unique('t') }, bad('Name is already in use!')],
      ['bot type', { full_name: 'Typed Bot', short_name: unique('t'), bot_type: 7 }, bad('Invalid bot type')],
      [
        'interface',
        { full_name: 'Iface Bot', short_name: unique('i'), bot_type: 3, interface_type: 9 },
        bad('Invalid interface type'),
      ],
      [
        'integration',
        { full_name: unique('Integration '), short_name: unique('g'), bot_type: 2, service_name: 'github' },
        bad("Invalid integration 'github'."),
      ],
      [
        'config',
        { full_name: 'Conf Bot', short_name: unique('c'), config_data: JSON.stringify({ a: 1 }) },
        bad('config_data["a"] is not a string'),
      ],
    ];
    for (const [label, params, expected] of cases) {
      const r = await as('hamlet').post('/bots', params);
      expect({ label, ...errorOf(r) }).toEqual({ label, ...expected });
    }
  });

  test('concurrent requests for one short name create one bot', async () => {
    const short = unique('race');
    const answers = await Promise.all(
      [1, 2, 3].map((i) => as('hamlet').post('/bots', { full_name: `Race Bot ${short} ${i}`, short_name: short })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    for (const r of answers.filter((x) => x.status === 400)) expect(errorOf(r)).toEqual(bad('Username already in use'));
  });

  test('guests and bots may not create bots', async () => {
    expect(errorOf(await as('polonius').post('/bots', { full_name: 'G Bot', short_name: 'g' }))).toEqual(
      bad('Not allowed for guest users'),
    );
    const bot = await createBot('hamlet');
    const r = await w.ts
      .client({ email: bot.email, apiKey: bot.apiKey })
      .post('/bots', { full_name: 'B Bot', short_name: 'bb' });
    expect(errorOf(r)).toEqual(bad('This endpoint does not accept bot requests.'));
  });

  test('can_create_bots_group and can_create_write_only_bots_group decide who creates which bots', async () => {
    try {
      await setRealm('can_create_bots_group', 'role:administrators');
      const generic = { full_name: unique('Generic '), short_name: unique('p') };
      expect(errorOf(await as('hamlet').post('/bots', generic))).toEqual(bad('Insufficient permission'));
      expect(errorOf(await as('hamlet').post('/bots', { ...generic, bot_type: 3 }))).toEqual(
        bad('Insufficient permission'),
      );
      // Write-only bots (incoming webhooks) are still open to members; other types are then invalid.
      expect((await as('hamlet').post('/bots', { ...generic, bot_type: 2 })).status).toBe(200);
      expect(
        errorOf(
          await as('hamlet').post('/bots', { full_name: unique('Typed '), short_name: unique('p'), bot_type: 7 }),
        ),
      ).toEqual(bad('Insufficient permission'));
      expect((await as('iago').post('/bots', { full_name: unique('Admin '), short_name: unique('p') })).status).toBe(
        200,
      );
      await setRealm('can_create_write_only_bots_group', 'role:administrators');
      expect(
        errorOf(await as('hamlet').post('/bots', { full_name: unique('Hook '), short_name: unique('p'), bot_type: 2 })),
      ).toEqual(bad('Insufficient permission'));
    } finally {
      await setRealm('can_create_bots_group', 'role:members');
      await setRealm('can_create_write_only_bots_group', 'role:members');
    }
  });
});

describe('GET /bots', () => {
  test("lists the caller's own active bots, oldest first, for administrators too", async () => {
    const a = await createBot('othello');
    const b = await createBot('othello', { default_sending_stream: 'Denmark' });
    const c = await createBot('othello');
    await as('othello').delete(`/bots/${c.id}`);
    await createBot('iago');
    const r = await as('othello').get('/bots');
    expect(r.body.bots).toEqual([
      {
        username: a.email,
        full_name: expect.any(String),
        api_key: a.apiKey,
        avatar_url: expect.any(String),
        default_sending_stream: null,
        default_events_register_stream: null,
        default_all_public_streams: false,
      },
      {
        username: b.email,
        full_name: expect.any(String),
        api_key: b.apiKey,
        avatar_url: expect.any(String),
        default_sending_stream: 'Denmark',
        default_events_register_stream: null,
        default_all_public_streams: false,
      },
    ]);
    const mine = (await as('iago').get('/bots')).body.bots as Array<{ username: string }>;
    expect(mine.map((x) => x.username)).not.toContain(a.email);
    expect((await as('polonius').get('/bots')).body.bots).toEqual([]);
  });
});

describe('PATCH /bots/{bot_id}', () => {
  test('owner or administrator; others and non-bots are refused', async () => {
    const bot = await createBot('hamlet');
    expect(errorOf(await as('cordelia').patch(`/bots/${bot.id}`, { full_name: 'Mine Now' }))).toEqual(
      bad('Insufficient permission'),
    );
    expect(errorOf(await as('hamlet').patch(`/bots/${w.realm.users.cordelia.id}`, { full_name: 'Not A Bot' }))).toEqual(
      bad('No such bot'),
    );
    expect(errorOf(await as('hamlet').patch('/bots/99999', { full_name: 'Nobody Bot' }))).toEqual(bad('No such bot'));
    expect(errorOf(await as('hamlet').patch('/bots/99999999999', { full_name: 'Nobody Bot' }))).toEqual(
      bad('No such bot'),
    );
    const r = await as('iago').patch(`/bots/${bot.id}`, {
      full_name: 'Renamed By Admin',
      default_sending_stream: 'Verona',
    });
    expect(r.body).toEqual({
      result: 'success',
      msg: '',
      full_name: 'Renamed By Admin',
      avatar_url: expect.any(String),
      service_interface: 1,
      service_payload_url: null,
      config_data: null,
      default_sending_stream: 'Verona',
      default_events_register_stream: null,
      default_all_public_streams: false,
      bot_owner: w.realm.users.hamlet.email,
    });
    expect(
      (await as('hamlet').patch(`/bots/${bot.id}`, { default_sending_stream: '' })).body.default_sending_stream,
    ).toBeNull();
  });

  test('errors of each field', async () => {
    const bot = await createBot('hamlet');
    const cases: Array<[Record<string, ParamValue>, { status: number; msg: string; code: string }]> = [
      [{ full_name: 'King Hamlet' }, bad('Name is already in use!')],
      [{ full_name: 'x' }, bad('Name too short!')],
      [{ bot_owner_id: 99999 }, bad('Failed to change owner, no such user')],
      [{ bot_owner_id: 99999999999 }, bad('Failed to change owner, no such user')],
      [{ bot_owner_id: bot.id }, bad("Failed to change owner, bots can't own other bots")],
      [{ default_sending_stream: 'nowhere' }, bad("Invalid channel name 'nowhere'")],
      [{ service_payload_url: JSON.stringify('nope') }, bad('service_payload_url is not a URL')],
      [{ role: 200 }, { status: 400, msg: 'Must be an organization administrator', code: 'UNAUTHORIZED_PRINCIPAL' }],
      [{ role: 100 }, { status: 400, msg: 'Must be an organization owner', code: 'UNAUTHORIZED_PRINCIPAL' }],
      [{ role: 250 }, bad('Invalid role: Value error, Not in the list of possible values')],
    ];
    for (const [params, expected] of cases) {
      expect({ params, ...errorOf(await as('hamlet').patch(`/bots/${bot.id}`, params)) }).toEqual({
        params,
        ...expected,
      });
    }
    await as('iago').delete(`/users/${w.realm.users.prospero.id}`);
    try {
      expect(errorOf(await as('hamlet').patch(`/bots/${bot.id}`, { bot_owner_id: w.realm.users.prospero.id }))).toEqual(
        bad('Failed to change owner, user is deactivated'),
      );
    } finally {
      await as('iago').post(`/users/${w.realm.users.prospero.id}/reactivate`);
    }
  });

  test('a new owner gets the bot, the previous one loses it, admins get an update, everyone the new bot_owner_id', async () => {
    const bot = await createBot('hamlet');
    w.ts.events.length = 0;
    const cordelia = w.realm.users.cordelia.id;
    expect((await as('hamlet').patch(`/bots/${bot.id}`, { bot_owner_id: cordelia })).status).toBe(200);
    expect(w.ts.events.map((e) => [e.event.type, e.event.op])).toEqual([
      ['realm_bot', 'delete'],
      ['realm_bot', 'add'],
      ['realm_bot', 'update'],
      ['realm_user', 'update'],
    ]);
    expect(recipients(0)).toEqual([w.realm.users.hamlet.id]);
    expect(recipients(1)).toEqual([cordelia]);
    expect(w.ts.events[1].event.bot).toMatchObject({ user_id: bot.id, owner_id: cordelia, api_key: bot.apiKey });
    expect(w.ts.events[2].event.bot).toEqual({ user_id: bot.id, owner_id: cordelia });
    expect(recipients(2)).toEqual(adminsAnd());
    expect(w.ts.events[3].event.person).toEqual({ user_id: bot.id, bot_owner_id: cordelia });
    expect(errorOf(await as('hamlet').patch(`/bots/${bot.id}`, { full_name: 'Back To Me' }))).toEqual(
      bad('Insufficient permission'),
    );
  });

  test('an outgoing webhook changes its URL; realm_bot/update carries the service', async () => {
    const bot = await createBot('hamlet', { bot_type: 3, payload_url: JSON.stringify('https://a.example.com/') });
    w.ts.events.length = 0;
    const r = await as('hamlet').patch(`/bots/${bot.id}`, {
      service_payload_url: JSON.stringify('https://b.example.com/'),
      service_interface: 2,
    });
    expect(r.body).toMatchObject({ service_payload_url: 'https://b.example.com/', service_interface: 2 });
    expect(w.ts.events.map((e) => e.event)).toEqual([
      {
        type: 'realm_bot',
        op: 'update',
        bot: {
          user_id: bot.id,
          services: [{ base_url: 'https://b.example.com/', interface: 2, token: expect.any(String) }],
        },
      },
    ]);
    expect(
      errorOf(
        await as('hamlet').patch(`/bots/${bot.id}`, {
          service_payload_url: JSON.stringify('https://c.example.com/'),
          service_interface: 5,
        }),
      ),
    ).toEqual(bad('Invalid interface type'));
  });
});

describe('API keys, deactivation and reactivation', () => {
  test('regenerating a key stops the old one at once and tells owner and admins', async () => {
    const bot = await createBot('hamlet');
    w.ts.events.length = 0;
    const r = await as('hamlet').post(`/bots/${bot.id}/api_key/regenerate`);
    expect(r.body).toEqual({ result: 'success', msg: '', api_key: expect.stringMatching(/^[A-Za-z0-9]{32}$/) });
    expect(r.body.api_key).not.toBe(bot.apiKey);
    expect((await w.ts.client({ email: bot.email, apiKey: bot.apiKey }).get('/users/me')).status).toBe(401);
    expect(
      (
        await w.ts
          .client({ email: bot.email, apiKey: r.body.api_key as string })
          .get('/users/me', {}, { unchecked: SPEC_GAPS.botOwnProfile })
      ).status,
    ).toBe(200);
    expect(w.ts.events.map((e) => e.event)).toEqual([
      { type: 'realm_bot', op: 'update', bot: { user_id: bot.id, api_key: r.body.api_key } },
    ]);
    expect(recipients(0)).toEqual(adminsAnd(w.realm.users.hamlet.id));
    expect(errorOf(await as('cordelia').post(`/bots/${bot.id}/api_key/regenerate`))).toEqual(
      bad('Insufficient permission'),
    );
    expect(errorOf(await as('hamlet').post(`/bots/${w.realm.users.hamlet.id}/api_key/regenerate`))).toEqual(
      bad('No such bot'),
    );
  });

  test('DELETE /bots/{bot_id} deactivates; DELETE /users/{user_id} refuses bots; reactivation checks the name', async () => {
    const bot = await createBot('hamlet');
    expect(errorOf(await as('iago').delete(`/users/${bot.id}`))).toEqual(bad('No such user'));
    expect(errorOf(await as('cordelia').delete(`/bots/${bot.id}`))).toEqual(bad('Insufficient permission'));
    w.ts.events.length = 0;
    const r = await as('hamlet').delete(`/bots/${bot.id}`);
    expect(r.body).toEqual({ result: 'success', msg: '' });
    expect(w.ts.events.map((e) => e.event)).toEqual([
      { type: 'realm_user', op: 'update', person: { user_id: bot.id, is_active: false } },
      { type: 'realm_bot', op: 'update', bot: { user_id: bot.id, is_active: false } },
    ]);
    expect((await w.ts.client({ email: bot.email, apiKey: bot.apiKey }).get('/users/me')).status).toBe(401);
    // The name is free again; a bot taking it blocks the reactivation.
    const name = (await userOf('iago', bot.id)).full_name as string;
    const other = await as('hamlet').post('/bots', { full_name: name, short_name: unique('o') });
    expect(other.status).toBe(200);
    const refused = await as('hamlet').post(`/users/${bot.id}/reactivate`);
    expect(errorOf(refused)).toEqual(
      bad(
        `There is already an active bot named "${name}" in this organization. To reactivate this bot, you must rename or deactivate the other one first.`,
      ),
    );
    await as('hamlet').delete(`/bots/${other.body.user_id as number}`);
    // The owner may bring their own bot back.
    const ok = await as('hamlet').post(`/users/${bot.id}/reactivate`);
    expect(ok.body).toEqual({ result: 'success', msg: '' });
    expect(expectMatchesOpenApi('POST', '/users/{user_id}/reactivate', 200, ok.body)).toBe(true);
  });

  test('reactivating a bot needs the right to create its type', async () => {
    const bot = await createBot('hamlet');
    await as('hamlet').delete(`/bots/${bot.id}`);
    await setRealm('can_create_bots_group', 'role:administrators');
    try {
      expect(errorOf(await as('hamlet').post(`/users/${bot.id}/reactivate`))).toEqual(bad('Insufficient permission'));
    } finally {
      await setRealm('can_create_bots_group', 'role:members');
    }
    expect((await as('hamlet').post(`/users/${bot.id}/reactivate`)).status).toBe(200);
  });
});

describe('incoming webhook bots', () => {
  test('may send messages, and nothing else', async () => {
    const bot = await createBot('hamlet', { bot_type: 2 });
    const hook = w.ts.client({ email: bot.email, apiKey: bot.apiKey });
    expect(
      (await hook.post('/messages', { type: 'stream', to: 'Denmark', topic: 'hooks', content: 'ping' })).status,
    ).toBe(200);
    for (const r of [
      await hook.get('/users/me'),
      await hook.get('/messages', { anchor: 'newest', num_before: 1, num_after: 0 }),
      await hook.post('/bots', { full_name: 'Hook Child', short_name: 'hc' }),
    ]) {
      expect({ status: r.status, body: r.body }).toEqual({
        status: 401,
        body: { result: 'error', msg: 'This API is not available to incoming webhook bots.', code: 'UNAUTHORIZED' },
      });
    }
    const generic = await createBot('hamlet');
    expect(
      (
        await w.ts
          .client({ email: generic.email, apiKey: generic.apiKey })
          .get('/users/me', {}, { unchecked: SPEC_GAPS.botOwnProfile })
      ).status,
    ).toBe(200);
  });
  test('may neither upload by tus nor download files: Zulip authenticates those as REST views', async () => {
    const bot = await createBot('hamlet', { bot_type: 2 });
    const basic = `Basic ${Buffer.from(`${bot.email}:${bot.apiKey}`).toString('base64')}`;
    const tus = await fetch(`${w.ts.url}/api/v1/tus`, {
      method: 'POST',
      headers: { authorization: basic, 'tus-resumable': '1.0.0', 'upload-length': '3' },
    });
    expect({ status: tus.status, body: await tus.json() }).toEqual({
      status: 401,
      body: { message: 'Unauthenticated upload' },
    });
    const path = `/user_uploads/${w.realm.realmId}/ab/cdefgh/file.txt`;
    for (const r of [
      await fetch(`${w.ts.url}${path}`, { headers: { authorization: basic } }),
      await fetch(`${w.ts.url}${path}?api_key=${bot.apiKey}`),
    ]) {
      expect({ status: r.status, body: await r.json() }).toEqual({
        status: 401,
        body: { result: 'error', msg: 'This API is not available to incoming webhook bots.', code: 'UNAUTHORIZED' },
      });
    }
  });
});

describe('a bot sending to a channel that does not exist', () => {
  const ownerDms = async () => {
    const r = await as('othello').get('/messages', { anchor: 'newest', num_before: 20, num_after: 0 });
    return (r.body.messages as Array<{ content: string; sender_email: string }>).filter(
      (m) => m.sender_email === 'notification-bot@zulip.com',
    );
  };

  test('fails as Zulip does and tells the owner by a Notification Bot message, once a minute', async () => {
    const bot = await createBot('othello');
    const botClient = w.ts.client({ email: bot.email, apiKey: bot.apiKey });
    const before = (await ownerDms()).length;
    const byName = await botClient.post('/messages', { type: 'stream', to: 'Atlantis', topic: 't', content: 'hi' });
    expect(byName.body).toEqual({
      result: 'error',
      msg: "Channel 'Atlantis' does not exist",
      code: 'STREAM_DOES_NOT_EXIST',
      stream: 'Atlantis',
    });
    let dms = await ownerDms();
    expect(dms.length).toBe(before + 1);
    expect(dms.at(-1)!.content).toContain(`Your bot <code>${bot.email}</code> tried to send a message to channel`);
    const stored = await w.ts.server.deps.db.prisma.message.findFirst({
      where: { senderId: { not: bot.id } },
      orderBy: { id: 'desc' },
    });
    expect(stored?.content).toBe(
      `Your bot \`${bot.email}\` tried to send a message to channel #**Atlantis**, but that channel does not exist. Click [here](#channels/new) to create it.`,
    );

    // Within a minute, no second notice.
    await botClient.post('/messages', { type: 'stream', to: 'Atlantis', topic: 't', content: 'hi' });
    expect((await ownerDms()).length).toBe(before + 1);

    w.ts.clock.advance(61_000);
    const byId = await botClient.post('/messages', {
      type: 'stream',
      to: JSON.stringify([99999]),
      topic: 't',
      content: 'hi',
    });
    expect(errorOf(byId)).toEqual({
      status: 400,
      msg: "Channel with ID '99999' does not exist",
      code: 'STREAM_DOES_NOT_EXIST',
    });
    dms = await ownerDms();
    expect(dms.length).toBe(before + 2);
    const last = await w.ts.server.deps.db.prisma.message.findFirst({ orderBy: { id: 'desc' } });
    expect(last?.content).toBe(
      `Your bot \`${bot.email}\` tried to send a message to channel ID 99999, but there is no channel with that ID.`,
    );
  });

  test('a message to a channel without subscribers goes through, and the owner is told', async () => {
    expect((await as('iago').post('/users/me/subscriptions', { subscriptions: [{ name: 'Empty Hall' }] })).status).toBe(
      200,
    );
    expect((await as('iago').delete('/users/me/subscriptions', { subscriptions: ['Empty Hall'] })).status).toBe(200);
    const bot = await createBot('othello');
    const r = await w.ts
      .client({ email: bot.email, apiKey: bot.apiKey })
      .post('/messages', { type: 'stream', to: 'Empty Hall', topic: 't', content: 'anyone?' });
    expect(r.status).toBe(200);
    const last = await w.ts.server.deps.db.prisma.message.findFirst({ orderBy: { id: 'desc' } });
    expect(last?.content).toBe(
      `Your bot \`${bot.email}\` tried to send a message to channel #**Empty Hall**. The channel exists but does not have any subscribers.`,
    );
    expect(last?.id).toBeGreaterThan(r.body.id as number);
  });

  test('people get no such notice', async () => {
    const before = await w.ts.server.deps.db.prisma.message.count();
    await as('othello').post('/messages', { type: 'stream', to: 'Atlantis', topic: 't', content: 'hi' });
    expect(await w.ts.server.deps.db.prisma.message.count()).toBe(before);
  });
});

describe('events against register', () => {
  test("realm_bot events rebuild an owner's and an administrator's realm_bots", async () => {
    const owner = await watchState(as('aaron'), ['realm_bot', 'realm_user']);
    const admin = await watchState(as('iago'), ['realm_bot']);
    const other = await watchState(as('cordelia'), ['realm_bot', 'realm_user']);
    const bot = await createBot('aaron', { default_sending_stream: 'Denmark' });
    const hook = await createBot('aaron', { bot_type: 3, payload_url: JSON.stringify('https://x.example.com/') });
    await as('aaron').patch(`/bots/${bot.id}`, {
      full_name: unique('Renamed '),
      default_events_register_stream: 'Verona',
      default_all_public_streams: true,
    });
    await as('aaron').patch(`/bots/${hook.id}`, { service_payload_url: JSON.stringify('https://y.example.com/') });
    await as('aaron').post(`/bots/${bot.id}/api_key/regenerate`);
    await as('aaron').delete(`/bots/${bot.id}`);
    await as('iago').post(`/users/${bot.id}/reactivate`);
    await as('aaron').patch(`/bots/${hook.id}`, { bot_owner_id: w.realm.users.cordelia.id });
    for (const watch of [owner, admin, other]) {
      const seen = await watch.compare();
      expect(seen.applied).toEqual(seen.fresh);
      for (const e of seen.events)
        expect(expectMatchesOpenApi('GET', '/events', 200, { result: 'success', msg: '', events: [e] })).toBe(true);
    }
  });

  test("deactivating a user deactivates their bots: DELETE /users/me and an administrator's DELETE", async () => {
    const mine = await createBot('prospero');
    const watch = await watchState(as('iago'), ['realm_bot']);
    const other = await w.ts.client(w.realm.users.prospero).delete('/users/me');
    expect(other.status).toBe(200);
    expect((await userOf('iago', mine.id)).is_active).toBe(false);
    const seen = await watch.compare();
    expect(seen.applied).toEqual(seen.fresh);
    await as('iago').post(`/users/${w.realm.users.prospero.id}/reactivate`);

    const bot = await createBot('cordelia');
    expect((await as('iago').delete(`/users/${w.realm.users.cordelia.id}`)).status).toBe(200);
    expect((await userOf('iago', bot.id)).is_active).toBe(false);
    await as('iago').post(`/users/${w.realm.users.cordelia.id}/reactivate`);
  });
});

describe('POST /users/me/api_key/regenerate', () => {
  test('a person replaces their own key; bots are refused', async () => {
    const shiva = w.realm.users.shiva;
    const r = await as('shiva').post('/users/me/api_key/regenerate');
    expect(r.body).toEqual({ result: 'success', msg: '', api_key: expect.stringMatching(/^[A-Za-z0-9]{32}$/) });
    expect((await w.ts.client(shiva).get('/users/me')).status).toBe(401);
    shiva.apiKey = r.body.api_key as string;
    expect((await w.ts.client(shiva).get('/users/me')).status).toBe(200);
    const bot = await createBot('hamlet');
    const refused = await w.ts.client({ email: bot.email, apiKey: bot.apiKey }).post('/users/me/api_key/regenerate');
    expect(errorOf(refused)).toEqual(bad('This endpoint does not accept bot requests.'));
  });
});
