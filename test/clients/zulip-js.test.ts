import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zulip, { type ZulipClient } from 'zulip-js';
import { DEMO_PASSWORD } from '../../src/domain/onboarding/seed-demo.ts';
import { useWorld } from '../support/world.ts';

// The official JavaScript client (npm zulip-js 2.1.0), unmodified, against the
// real server. How it talks: POST bodies are multipart/form-data (form-data
// package; arrays JSON-encoded, other values stringified), every other method
// puts the parameters in the query string (arrays are NOT JSON-encoded there),
// credentials as HTTP Basic; /fetch_api_key is a multipart POST without auth.

let hamlet: ZulipClient;
const tmp = mkdtempSync(path.join(tmpdir(), 'zircon-zulip-js-'));

const w = useWorld();

beforeAll(async () => {
  hamlet = await zulip({ realm: w.ts.url, username: w.realm.users.hamlet.email, password: DEMO_PASSWORD });
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

test('logging in with username and password fetches the API key (multipart POST /fetch_api_key)', () => {
  expect(hamlet.config.apiURL).toBe(`${w.ts.url}/api/v1`);
  expect(hamlet.config.apiKey).toBe(w.realm.users.hamlet.apiKey);
});

test('a wrong password gives Zulip’s error through accounts.retrieve', async () => {
  const c = await zulip({ realm: w.ts.url, username: w.realm.users.hamlet.email, apiKey: 'unused' });
  Object.assign(c.config, { password: 'not the password' });
  const r = await c.accounts.retrieve();
  expect(r).toMatchObject({
    result: 'error',
    code: 'AUTHENTICATION_FAILED',
    msg: 'Your username or password is incorrect',
  });
});

test('users.me.getProfile returns the logged-in user', async () => {
  const me = await hamlet.users.me.getProfile();
  expect(me).toMatchObject({
    result: 'success',
    user_id: w.realm.users.hamlet.id,
    email: 'hamlet@zulip.com',
    full_name: 'King Hamlet',
  });
});

test('server.settings works without credentials being needed', async () => {
  const s = await hamlet.server.settings();
  expect(s).toMatchObject({ result: 'success', zulip_feature_level: 420, realm_name: 'Zulip Dev' });
});

test('streams.retrieve lists the channels Hamlet can see', async () => {
  const r = await hamlet.streams.retrieve();
  expect(r.result).toBe('success');
  const names = (r.streams as Array<{ name: string }>).map((s) => s.name);
  expect(names).toEqual(expect.arrayContaining(['Verona', 'Denmark', 'Scotland', 'Venice', 'Rome']));
  expect(names).not.toContain('core team');
});

test('streams.retrieve passes boolean filters in the query string', async () => {
  const r = await hamlet.streams.retrieve({ include_public: false });
  expect(r.result).toBe('success');
  const subscribed = (await hamlet.streams.subscriptions.retrieve()).subscriptions as Array<{ name: string }>;
  expect((r.streams as Array<{ name: string }>).map((s) => s.name).sort()).toEqual(
    subscribed.map((s) => s.name).sort(),
  );
});

test('streams.getStreamId and streams.subscriptions.retrieve', async () => {
  expect(await hamlet.streams.getStreamId('Verona')).toMatchObject({
    result: 'success',
    stream_id: w.realm.channels.Verona,
  });
  const subs = await hamlet.streams.subscriptions.retrieve();
  expect(subs.result).toBe('success');
  expect((subs.subscriptions as Array<{ stream_id: number }>).map((s) => s.stream_id)).toContain(
    w.realm.channels.Denmark,
  );
});

test('users.me.subscriptions.add subscribes through a multipart POST with a JSON list', async () => {
  const r = await hamlet.users.me.subscriptions.add({
    subscriptions: [{ name: 'Venice' }, { name: 'Brand New Channel' }],
  });
  expect(r).toMatchObject({ result: 'success' });
  expect(r.subscribed).toEqual({ [String(w.realm.users.hamlet.id)]: expect.arrayContaining(['Brand New Channel']) });
  const subs = (await hamlet.streams.subscriptions.retrieve()).subscriptions as Array<{ name: string }>;
  expect(subs.map((s) => s.name)).toEqual(expect.arrayContaining(['Venice', 'Brand New Channel']));
});

test('users.me.subscriptions.remove sends DELETE with its parameters in the query string', async () => {
  // zulip-js does not JSON-encode lists outside POST, so the caller must.
  const r = await hamlet.users.me.subscriptions.remove({ subscriptions: JSON.stringify(['Brand New Channel']) });
  expect(r).toMatchObject({ result: 'success', removed: ['Brand New Channel'], not_removed: [] });
  const subs = (await hamlet.streams.subscriptions.retrieve()).subscriptions as Array<{ name: string }>;
  expect(subs.map((s) => s.name)).not.toContain('Brand New Channel');
});

test('a zuliprc file with email, key and site works as in the README', async () => {
  const rc = path.join(tmp, 'zuliprc');
  writeFileSync(rc, `[api]\nemail=${w.realm.users.iago.email}\nkey=${w.realm.users.iago.apiKey}\nsite=${w.ts.url}\n`);
  const iago = await zulip({ zuliprc: rc });
  expect(await iago.users.me.getProfile()).toMatchObject({
    result: 'success',
    user_id: w.realm.users.iago.id,
    is_admin: true,
  });
});

test('messages.send (multipart) and messages.retrieve (JSON narrow in the query string)', async () => {
  const sent = await hamlet.messages.send({
    type: 'stream',
    to: 'Verona',
    topic: 'zulip-js',
    content: 'Hello from **zulip-js**',
  });
  expect(sent).toMatchObject({ result: 'success', id: expect.any(Number), msg: '' });
  const got = await hamlet.messages.retrieve({
    anchor: 'newest',
    num_before: 5,
    num_after: 0,
    narrow: [
      { operator: 'channel', operand: 'Verona' },
      { operator: 'topic', operand: 'zulip-js' },
    ],
  });
  expect(got).toMatchObject({ result: 'success', msg: '' });
  const messages = got.messages as Array<{ id: number; content: string }>;
  expect(messages.map((m) => m.id)).toContain(sent.id);
  expect(messages.find((m) => m.id === sent.id)?.content).toBe('<p>Hello from <strong>zulip-js</strong></p>');
});

test("the status calls zulip-js makes through callEndpoint: set one's own, read it back", async () => {
  const set = await hamlet.callEndpoint('/users/me/status', 'POST', { status_text: 'Reading', emoji_name: 'book' });
  expect(set).toMatchObject({ result: 'success' });
  const got = await hamlet.callEndpoint(`/users/${w.realm.users.hamlet.id}/status`, 'GET');
  expect(got).toMatchObject({
    result: 'success',
    status: { status_text: 'Reading', emoji_name: 'book', reaction_type: 'unicode_emoji' },
  });
});

test('a file uploaded through callEndpoint (a multipart POST with a file stream) comes back from /user_uploads', async () => {
  const file = path.join(tmp, 'notes from zulip-js.txt');
  writeFileSync(file, 'uploaded by the JavaScript client');
  const r = (await hamlet.callEndpoint('/user_uploads', 'POST', { file: createReadStream(file) })) as Record<
    string,
    string
  >;
  expect(r).toMatchObject({
    result: 'success',
    filename: 'notes from zulip-js.txt',
    url: expect.stringMatching(/\/notes-from-zulip-js\.txt$/),
  });
  const got = await fetch(`${w.ts.url}${r.url}`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${w.realm.users.hamlet.email}:${w.realm.users.hamlet.apiKey}`).toString('base64')}`,
    },
  });
  expect(await got.text()).toBe('uploaded by the JavaScript client');
});
