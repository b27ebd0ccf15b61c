import { expectMatchesOpenApi } from '../support/openapi.ts';
import { seedDemoRealm, startTestServer, type DemoRealm, type TestServer } from '../support/server.ts';

let ts: TestServer;
let realm: DemoRealm;

beforeAll(async () => {
  ts = await startTestServer();
  realm = await seedDemoRealm(ts);
});
afterAll(() => ts.close());

test('GET /server_settings needs no credentials and advertises feature level 420', async () => {
  const r = await ts.client().get('/server_settings');
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ result: 'success', msg: '', zulip_version: '11.0', zulip_feature_level: 420, realm_name: 'Zulip Dev' });
  expect(expectMatchesOpenApi('GET', '/server_settings', 200, r.body)).toBe(true);
});

test('GET /users/me with Basic credentials', async () => {
  const r = await ts.client(realm.users.hamlet).get('/users/me');
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ user_id: realm.users.hamlet.id, full_name: 'King Hamlet', email: 'hamlet@zulip.com' });
  expect(expectMatchesOpenApi('GET', '/users/me', 200, r.body)).toBe(true);
});
