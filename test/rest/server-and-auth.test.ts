import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

const w = useWorld();

test('GET /server_settings needs no credentials and advertises feature level 420', async () => {
  const r = await w.as().get('/server_settings');
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({
    result: 'success',
    msg: '',
    zulip_version: '11.0',
    zulip_feature_level: 420,
    realm_name: 'Zulip Dev',
  });
  expect(expectMatchesOpenApi('GET', '/server_settings', 200, r.body)).toBe(true);
});

test('GET /users/me with Basic credentials', async () => {
  const r = await w.as('hamlet').get('/users/me');
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({
    user_id: w.realm.users.hamlet.id,
    full_name: 'King Hamlet',
    email: 'hamlet@zulip.com',
  });
  expect(expectMatchesOpenApi('GET', '/users/me', 200, r.body)).toBe(true);
});
