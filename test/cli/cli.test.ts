import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readMigrations } from '../../src/db/migrate.ts';
import { DEMO_PASSWORD } from '../../src/domain/onboarding/seed-demo.ts';
import WebSocket from 'ws';
import { ApiClient } from '../support/client.ts';
import { testDbKind } from '../support/databases.ts';
import { SPEC_GAPS } from '../support/openapi.ts';
import { createEmptyPostgresDatabase } from '../db/empty-database.ts';
import { cliEnv, freePort, parseJson, runCli, startServe, type ServeProcess } from './cli.helpers.ts';

// `node bin/zircon.js` as an operator runs it, on an empty PGlite data directory
// or (ZIRCON_TEST_DB=postgres) an empty PostgreSQL database. Every command is a
// cold start (tsx + database), so the tests share databases and go in order.

jest.setTimeout(120_000);

const onPglite = testDbKind() === 'pglite';
const tmp = mkdtempSync(path.join(tmpdir(), 'zircon-cli-'));
const drops: Array<() => Promise<void>> = [];

/** Environment for a fresh, empty database. */
async function emptyDatabaseEnv(name: string): Promise<Record<string, string>> {
  const dataDir = path.join(tmp, name);
  if (onPglite) return { DATA_DIR: dataDir };
  const pg = await createEmptyPostgresDatabase();
  drops.push(pg.drop);
  return { DATA_DIR: dataDir, DATABASE_URL: pg.url };
}

afterAll(async () => {
  for (const drop of drops) await drop();
  rmSync(tmp, { recursive: true, force: true });
});

type Created = { realm_id: number; user_id: number; email: string; api_key: string };
const API_KEY = /^[A-Za-z0-9]{32}$/;

describe('one-off commands, then serve on the same database', () => {
  let env: NodeJS.ProcessEnv;
  let owner: Created;
  let moderator: Created;
  let bot: Created;
  let demo: {
    realm_id: number;
    password: string;
    users: Array<{ id: number; email: string; api_key: string }>;
    channels: Record<string, number>;
  };

  beforeAll(async () => {
    env = cliEnv(await emptyDatabaseEnv('commands'));
  });

  test('migrate applies every migration to an empty database, and nothing the second time', async () => {
    const names = (await readMigrations()).map((m) => m.name);
    const first = await runCli(['migrate'], env);
    expect(parseJson(first)).toEqual({ applied: names });
    expect(first.code).toBe(0);
    const second = await runCli(['migrate'], env);
    expect(parseJson(second)).toEqual({ applied: [] });
    expect(second.code).toBe(0);
  });

  test('create-realm prints the organization and its owner as JSON', async () => {
    const r = await runCli(
      [
        'create-realm',
        '--name',
        'Acme Corp',
        '--owner-email',
        'Boss@Acme.example.com',
        '--owner-name',
        'Big Boss',
        '--owner-password',
        'correct horse battery',
      ],
      env,
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    owner = parseJson<Created>(r);
    expect(Object.keys(owner).sort()).toEqual(['api_key', 'email', 'realm_id', 'user_id']);
    expect(owner).toMatchObject({
      email: 'Boss@Acme.example.com',
      realm_id: expect.any(Number),
      user_id: expect.any(Number),
    });
    expect(owner.api_key).toMatch(API_KEY);
  });

  test('create-user makes a user with a role, and a bot, in the first organization', async () => {
    const m = await runCli(
      [
        'create-user',
        '--email',
        'mod@acme.example.com',
        '--name',
        'Mo Derator',
        '--password',
        'another long password',
        '--role',
        'moderator',
      ],
      env,
    );
    expect(m.code).toBe(0);
    moderator = parseJson<Created>(m);
    expect(moderator).toEqual({
      realm_id: owner.realm_id,
      user_id: expect.any(Number),
      email: 'mod@acme.example.com',
      api_key: expect.stringMatching(API_KEY),
    });
    expect(moderator.user_id).not.toBe(owner.user_id);

    const b = await runCli(
      ['create-user', '--email', 'bot@acme.example.com', '--name', 'Build Bot', '--role', 'member', '--bot'],
      env,
    );
    expect(b.code).toBe(0);
    bot = parseJson<Created>(b);
    expect(bot).toEqual({
      realm_id: owner.realm_id,
      user_id: expect.any(Number),
      email: 'bot@acme.example.com',
      api_key: expect.stringMatching(API_KEY),
    });
  });

  test('create-user refuses a taken email, an unknown role and a short password, with a message and exit 1', async () => {
    const taken = await runCli(
      ['create-user', '--email', 'mod@acme.example.com', '--name', 'Again', '--role', 'member'],
      env,
    );
    expect({ code: taken.code, stdout: taken.stdout, stderr: taken.stderr.trim() }).toEqual({
      code: 1,
      stdout: '',
      stderr: "zircon: Email 'mod@acme.example.com' already in use",
    });
    const role = await runCli(
      ['create-user', '--email', 'x@acme.example.com', '--name', 'X', '--role', 'emperor'],
      env,
    );
    expect(role.code).toBe(1);
    expect(role.stderr).toContain("option '--role <role>' argument 'emperor' is invalid");
    const weak = await runCli(
      ['create-user', '--email', 'y@acme.example.com', '--name', 'Yvonne', '--password', 'short'],
      env,
    );
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/^zircon: .*password/i);
    expect(weak.stderr).not.toMatch(/\n\s+at /);
  });

  test('seed-demo creates Zulip’s development organization once', async () => {
    const r = await runCli(['seed-demo'], env);
    expect(r.code).toBe(0);
    demo = parseJson(r);
    expect(demo.password).toBe(DEMO_PASSWORD);
    expect(demo.realm_id).not.toBe(owner.realm_id);
    expect(demo.users.map((u) => u.email)).toEqual(
      expect.arrayContaining(['iago@zulip.com', 'hamlet@zulip.com', 'desdemona@zulip.com']),
    );
    expect(Object.keys(demo.channels)).toEqual(expect.arrayContaining(['Verona', 'Denmark', 'core team']));
    const again = await runCli(['seed-demo'], env);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe("zircon: The demo organization (subdomain 'zulip') already exists.");
  });

  describe('serve', () => {
    let serve: ServeProcess;
    let client: (c: Created) => ApiClient;

    beforeAll(async () => {
      const port = await freePort();
      serve = startServe({ ...env, PORT: String(port), LOG_LEVEL: 'info' });
      await serve.waitFor(/zircon is listening/);
      client = (c) => new ApiClient(`http://127.0.0.1:${port}`, { email: c.email, apiKey: c.api_key });
    });
    afterAll(() => serve?.stop());

    test('does not create an organization when one exists', () => {
      expect(serve.output()).not.toContain('Created a new organization');
    });

    test('the users the commands created can use the API', async () => {
      const me = await client(owner).get('/users/me');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({
        user_id: owner.user_id,
        full_name: 'Big Boss',
        role: 100,
        is_owner: true,
        is_bot: false,
      });
      const mod = await client(moderator).get('/users/me');
      expect(mod.body).toMatchObject({ user_id: moderator.user_id, full_name: 'Mo Derator', role: 300, is_bot: false });
      const b = await client(bot).get('/users/me', {}, { unchecked: SPEC_GAPS.botOwnProfile });
      expect(b.body).toMatchObject({ user_id: bot.user_id, full_name: 'Build Bot', is_bot: true });
    });

    test('a password set by create-realm logs in through /fetch_api_key', async () => {
      const r = await client(owner).request(
        'POST',
        '/fetch_api_key',
        { username: owner.email, password: 'correct horse battery' },
        { headers: { authorization: '' } },
      );
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ result: 'success', api_key: owner.api_key, user_id: owner.user_id });
    });

    if (onPglite) {
      test('one-off commands refuse clearly while the server holds the data directory', async () => {
        const pid = serve.child.pid;
        const r = await runCli(
          ['create-user', '--email', 'late@acme.example.com', '--name', 'Late', '--role', 'member'],
          env,
        );
        expect(r.code).toBe(1);
        expect(r.stdout).toBe('');
        expect(r.stderr.trim()).toBe(
          `zircon: The data directory ${env.DATA_DIR} is in use by another zircon process (pid ${pid}, zircon serve). ` +
            'Stop the server first, or use PostgreSQL (DATABASE_URL) to run commands while it is up.',
        );
        const m = await runCli(['migrate'], env);
        expect(m.code).toBe(1);
        expect(m.stderr).toContain('is in use by another zircon process');
      });
    } else {
      test('on PostgreSQL one-off commands work while the server runs', async () => {
        const r = await runCli(
          ['create-user', '--email', 'late@acme.example.com', '--name', 'Late Comer', '--role', 'guest'],
          env,
        );
        expect(r.code).toBe(0);
        const late = parseJson<Created>(r);
        const me = await client(late).get('/users/me');
        expect(me.body).toMatchObject({ user_id: late.user_id, full_name: 'Late Comer', role: 600, is_guest: true });
      });
    }

    test('SIGTERM stops it cleanly with exit 0', async () => {
      const done = await serve.stop();
      expect({ code: done.code, signal: done.signal }).toEqual({ code: 0, signal: null });
      expect(done.stderr).toBe('');
      if (onPglite) expect(existsSync(path.join(env.DATA_DIR ?? '', 'zircon.pid'))).toBe(false);
    });
  });
});

describe('serve on an empty database', () => {
  const ownerEnv = {
    ZIRCON_OWNER_EMAIL: 'admin@example.org',
    ZIRCON_OWNER_PASSWORD: 'a very secret password',
    ZIRCON_REALM_NAME: 'Example Org',
  };
  let serve: ServeProcess;
  let port: number;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    port = await freePort();
    env = cliEnv({ ...(await emptyDatabaseEnv('serve')), ...ownerEnv, PORT: String(port) });
    serve = startServe(env);
    await serve.waitFor(/API key:\s+\S+/);
  });
  afterAll(() => serve?.stop());

  const printed = (label: string) => new RegExp(`^\\s*${label}:[ ]+(.+?)\\s*$`, 'm').exec(serve.output())?.[1];

  test('prints the new owner’s credentials, honouring ZIRCON_OWNER_EMAIL and ZIRCON_OWNER_PASSWORD', () => {
    expect(serve.output()).toContain('Created a new organization and its owner:');
    expect(printed('email')).toBe(ownerEnv.ZIRCON_OWNER_EMAIL);
    expect(printed('password')).toBe(ownerEnv.ZIRCON_OWNER_PASSWORD);
    expect(printed('API key')).toMatch(API_KEY);
    expect(serve.output()).toContain(
      `curl -u ${ownerEnv.ZIRCON_OWNER_EMAIL}:${printed('API key')} http://127.0.0.1:${port}/api/v1/users/me`,
    );
  });

  test('the printed credentials work with GET /api/v1/users/me', async () => {
    const c = new ApiClient(`http://127.0.0.1:${port}`, {
      email: ownerEnv.ZIRCON_OWNER_EMAIL,
      apiKey: printed('API key') ?? '',
    });
    const me = await c.get('/users/me');
    expect(me.status).toBe(200);
    // The new organization hides addresses by default (Zulip's `email` is then a user{id}@… alias).
    expect(me.body).toMatchObject({
      result: 'success',
      delivery_email: ownerEnv.ZIRCON_OWNER_EMAIL,
      role: 100,
      is_owner: true,
    });
    const login = await new ApiClient(`http://127.0.0.1:${port}`).post('/fetch_api_key', {
      username: ownerEnv.ZIRCON_OWNER_EMAIL,
      password: ownerEnv.ZIRCON_OWNER_PASSWORD,
    });
    expect(login.body).toMatchObject({ result: 'success', api_key: printed('API key') });
  });

  test('the new owner has the Welcome Bot’s direct message, unread (WELCOME_MESSAGES is on by default)', async () => {
    const c = new ApiClient(`http://127.0.0.1:${port}`, {
      email: ownerEnv.ZIRCON_OWNER_EMAIL,
      apiKey: printed('API key') ?? '',
    });
    const r = await c.get('/messages', { anchor: 'oldest', num_before: 0, num_after: 1, narrow: [] });
    expect(r.body.messages).toEqual([
      expect.objectContaining({
        type: 'private',
        sender_email: 'welcome-bot@zulip.com',
        sender_full_name: 'Welcome Bot',
        flags: ['starred'],
      }),
    ]);
    const reg = await c.post('/register', { fetch_event_types: ['message', 'update_message_flags'] });
    const dmId = (r.body.messages as Array<{ id: number }>)[0].id;
    expect((reg.body.unread_msgs as { pms: Array<{ unread_message_ids: number[] }> }).pms).toEqual([
      expect.objectContaining({ unread_message_ids: [dmId] }),
    ]);
  });

  test('the organization is named after ZIRCON_REALM_NAME', async () => {
    const r = await new ApiClient(`http://127.0.0.1:${port}`).get('/server_settings');
    expect(r.body).toMatchObject({ realm_name: ownerEnv.ZIRCON_REALM_NAME });
  });

  test('SIGTERM stops it cleanly with exit 0 and the data directory is free again', async () => {
    const done = await serve.stop();
    expect({ code: done.code, signal: done.signal }).toEqual({ code: 0, signal: null });
    if (onPglite) {
      expect(existsSync(path.join(env.DATA_DIR ?? '', 'zircon.pid'))).toBe(false);
      expect(readFileSync(path.join(env.DATA_DIR ?? '', 'pglite', 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    }
    const again = await runCli(
      [
        'create-realm',
        '--name',
        'Second',
        '--owner-email',
        'two@example.org',
        '--owner-name',
        'Two',
        '--owner-password',
        'long enough password',
        '--subdomain',
        'second',
      ],
      env,
    );
    expect(again.code).toBe(0);
    expect(parseJson<Created>(again).realm_id).toBeGreaterThan(1);
  });
});

describe('stopping with clients still connected', () => {
  const owner = { ZIRCON_OWNER_EMAIL: 'stop@example.org', ZIRCON_OWNER_PASSWORD: 'a very secret password' };

  test('SIGTERM answers parked long-polls, closes WebSockets with 1001, cuts a stuck connection after the deadline and exits 0', async () => {
    const port = await freePort();
    const env = cliEnv({
      ...(await emptyDatabaseEnv('stop')),
      ...owner,
      PORT: String(port),
      SHUTDOWN_TIMEOUT_SECONDS: '1',
    });
    const serve = startServe(env);
    try {
      await serve.waitFor(/API key:\s+\S+/);
      const apiKey = /API key:\s+(\S+)/.exec(serve.output())?.[1] ?? '';
      const api = new ApiClient(`http://127.0.0.1:${port}`, { email: owner.ZIRCON_OWNER_EMAIL, apiKey });
      const queue = await api.post('/register', { event_types: JSON.stringify(['message']) });
      expect(queue.status).toBe(200);
      const parked = api.get('/events', {
        queue_id: String(queue.body.queue_id),
        last_event_id: Number(queue.body.last_event_id),
      });

      const ws = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
      const wsClosed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
      await new Promise<void>((resolve, reject) => {
        ws.on('open', () =>
          ws.send(
            JSON.stringify({
              type: 'connection_init',
              payload: {
                Authorization: `Basic ${Buffer.from(`${owner.ZIRCON_OWNER_EMAIL}:${apiKey}`).toString('base64')}`,
              },
            }),
          ),
        );
        ws.on('message', (m) =>
          JSON.parse(String(m)).type === 'connection_ack' ? resolve() : reject(new Error(String(m))),
        );
      });
      // A client that sent half a request and went quiet: Node counts it as busy, not idle.
      const stuck = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => stuck.on('connect', resolve));
      stuck.write('GET /api/v1/users/me HTTP/1.1\r\nHost: 127.0.0.1\r\n');

      const done = await serve.stop();
      expect({ code: done.code, signal: done.signal }).toEqual({ code: 0, signal: null });
      expect(await wsClosed).toBe(1001);
      expect((await parked).status).toBe(200);
      expect(done.stdout).toContain('requests still in flight after 1000 ms');
      stuck.destroy();
    } finally {
      await serve.stop();
    }
  });
});

describe('a mistake in the configuration is one line on stderr and exit 1', () => {
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ['a port that is not a number', { PORT: 'abc' }, /^zircon: configuration error: PORT="abc": /],
    [
      'an S3 setting without a bucket',
      { S3_REGION: 'eu-west-1' },
      /^zircon: configuration error: S3_REGION set without S3_BUCKET$/,
    ],
    [
      'a DATABASE_URL of another database',
      { DATABASE_URL: 'mysql://db/zircon' },
      /^zircon: configuration error: DATABASE_URL="mysql:\/\/db\/zircon": expected a postgres/,
    ],
    [
      'a malformed rate-limit rule',
      { RATE_LIMITS_API_BY_USER: 'often' },
      /^zircon: configuration error: RATE_LIMITS_API_BY_USER: /,
    ],
    [
      'a short metrics token, not echoed',
      { METRICS_TOKEN: 'hunter2' },
      /^zircon: configuration error: METRICS_TOKEN: (?!.*hunter2)/,
    ],
    [
      'PostgreSQL that does not answer, without the password',
      { DATABASE_URL: 'postgres://zircon:hunter2@127.0.0.1:1/zircon' },
      /^zircon: cannot use PostgreSQL at 127\.0\.0\.1:1\/zircon: (?!.*hunter2)/,
    ],
  ];
  test.each(cases)('%s', async (_name, extra, line) => {
    const r = await runCli(['serve'], cliEnv({ DATA_DIR: path.join(tmp, 'bad-config'), ...extra }));
    expect(r.code).toBe(1);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  });

  test('a port already in use', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const r = await runCli(['serve'], cliEnv({ ...(await emptyDatabaseEnv('port-taken')), PORT: String(port) }));
      expect(r.code).toBe(1);
      expect(r.stderr.trimEnd().split('\n').at(-1)).toBe(
        `zircon: cannot listen on 127.0.0.1:${port}: the port is in use`,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
