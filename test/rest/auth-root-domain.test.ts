import { createRealmWithOwner } from '../../src/domain/onboarding/bootstrap.ts';
import { DEMO_PASSWORD } from '../../src/domain/onboarding/seed-demo.ts';
import { useWorld } from '../support/world.ts';

const w = useWorld({ realm: 'empty' });

beforeAll(async () => {
  // `npm start` makes a root-domain realm first; `zircon seed-demo` then adds Zulip's cast under "zulip".
  await createRealmWithOwner(w.ts.server.deps, {
    realmName: 'Root',
    ownerEmail: 'owner@root.example.com',
    ownerName: 'Root Owner',
    ownerPassword: 'root-password',
  });
});

test("on the root domain, a password login finds seed-demo's accounts too (the README's rule)", async () => {
  await w.seedDemo();
  const r = await w.as().post('/fetch_api_key', { username: 'hamlet@zulip.com', password: DEMO_PASSWORD });
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({
    result: 'success',
    api_key: w.realm.users.hamlet.apiKey,
    user_id: w.realm.users.hamlet.id,
  });
  const owner = await w.as().post('/fetch_api_key', { username: 'owner@root.example.com', password: 'root-password' });
  expect(owner.body.result).toBe('success');
  const wrong = await w.as().post('/fetch_api_key', { username: 'hamlet@zulip.com', password: 'nope' });
  expect(wrong.body).toMatchObject({ result: 'error', code: 'AUTHENTICATION_FAILED' });
});
