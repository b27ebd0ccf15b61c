import { pngImage } from '../support/emoji-images.ts';
import { uploadHelpers, useUploadsWorld } from './uploads.helpers.ts';

/**
 * The web client's download cookie (POST/DELETE /web/download-session): an
 * HttpOnly cookie sent only to /user_uploads/…, so images and attachment
 * links work in a browser with no API key in any URL. It authenticates
 * downloads alone, with the same access rules as the key, and stops working
 * when it expires, when the key is regenerated or the account deactivated.
 */
const w = useUploadsWorld();
const { as, auth, upload, download, send } = uploadHelpers(w);

const SESSION = '/web/download-session';
const TWO_WEEKS = 14 * 24 * 3600;

async function openSession(headers: Record<string, string>) {
  const r = await fetch(`${w.ts.url}${SESSION}`, { method: 'POST', headers });
  return {
    status: r.status,
    setCookie: r.headers.get('set-cookie'),
    cache: r.headers.get('cache-control'),
    body: await r.text(),
  };
}

/** The cookie a user's browser would hold, as a Cookie header. */
async function cookieOf(user: string): Promise<{ cookie: string }> {
  const { setCookie } = await openSession(auth(user));
  return { cookie: (setCookie ?? '').split(';')[0] };
}

test('logging in sets an HttpOnly, SameSite=Lax cookie for /user_uploads only, valid two weeks; bad credentials set none', async () => {
  const opened = await openSession(auth('hamlet'));
  expect([opened.status, opened.cache, opened.body]).toEqual([204, 'no-store', '']);
  expect(opened.setCookie).toMatch(
    new RegExp(
      `^zircon_uploads=[0-9a-z]+\\.[0-9a-z]+\\.[A-Za-z0-9_-]{24}; Path=/user_uploads; Max-Age=${TWO_WEEKS}; HttpOnly; SameSite=Lax$`,
    ),
  );
  // The cookie is no API key, nor does it contain one.
  expect(opened.setCookie).not.toContain(w.realm.users.hamlet.apiKey);
  const refused = [
    await openSession({}),
    await openSession({
      authorization: `Basic ${Buffer.from(`${w.realm.users.hamlet.email}:${'x'.repeat(32)}`).toString('base64')}`,
    }),
  ];
  expect(refused.map((r) => [r.status, r.setCookie, JSON.parse(r.body)])).toEqual([
    [
      401,
      null,
      { result: 'error', code: 'UNAUTHORIZED', msg: 'Not logged in: API authentication or user session required' },
    ],
    [401, null, { result: 'error', code: 'UNAUTHORIZED', msg: 'Invalid API key' }],
  ]);
  const closed = await fetch(`${w.ts.url}${SESSION}`, { method: 'DELETE' });
  expect([closed.status, closed.headers.get('set-cookie')]).toEqual([
    204,
    'zircon_uploads=; Path=/user_uploads; Max-Age=0; HttpOnly; SameSite=Lax',
  ]);
});

test("the cookie downloads what its user may see, originals and thumbnails, under the key's access rules", async () => {
  const mine = await upload('hamlet', [{ name: 'mine.txt', body: 'hamlet wrote this' }]);
  const theirs = await upload('iago', [{ name: 'theirs.txt', body: 'iago only' }]);
  const shared = await upload('iago', [{ name: 'shared.txt', body: 'for Denmark' }]);
  await send('iago', 'Denmark', `[shared](${shared.body.url})`);
  const hamlet = await cookieOf('hamlet');
  for (const url of [
    mine.body.url,
    shared.body.url,
    mine.body.url.replace('/user_uploads/', '/user_uploads/download/'),
  ]) {
    const got = await download(url, hamlet);
    expect([url, got.status]).toEqual([url, 200]);
  }
  expect(await (await download(mine.body.url, hamlet)).text()).toBe('hamlet wrote this');
  expect((await download(theirs.body.url, hamlet)).status).toBe(403);
  const picture = await upload('hamlet', [
    { name: 'picture.png', body: new Uint8Array(await pngImage(40, 30)), type: 'image/png' },
  ]);
  const thumbnail = await download(
    `${picture.body.url.replace('/user_uploads/', '/user_uploads/thumbnail/')}/840x560.webp`,
    hamlet,
  );
  expect([thumbnail.status, thumbnail.headers.get('content-type')]).toEqual([200, 'image/webp']);
  // Credentials in the request win over the cookie, as Zulip's Authorization header wins over its session.
  expect((await download(theirs.body.url, { ...hamlet, ...auth('iago') })).status).toBe(200);
});

test('the cookie authenticates nothing but downloads: /json, /api/v1 and GraphQL ignore it', async () => {
  const hamlet = await cookieOf('hamlet');
  const json = await fetch(`${w.ts.url}/json/users/me`, { headers: hamlet });
  const api = await fetch(`${w.ts.url}/api/v1/users/me`, { headers: hamlet });
  const gql = await fetch(`${w.ts.url}/graphql`, {
    method: 'POST',
    headers: { ...hamlet, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ me { userId } }' }),
  });
  expect([json.status, api.status]).toEqual([401, 401]);
  expect(((await gql.json()) as { data?: { me: unknown } }).data?.me ?? null).toBeNull();
});

test('a cookie stops working when it expires, when its key is regenerated, when the account is deactivated, or when altered', async () => {
  const file = await upload('othello', [{ name: 'othello.txt', body: 'o' }]);
  const url = file.body.url as string;
  const othello = await cookieOf('othello');
  expect((await download(url, othello)).status).toBe(200);
  // Altered: another user's id, or another expiry, under the same signature.
  const [id, expires, signature] = othello.cookie.slice('zircon_uploads='.length).split('.');
  for (const forged of [
    `${w.realm.users.iago.id.toString(36)}.${expires}.${signature}`,
    `${id}.${(parseInt(expires, 36) + 1).toString(36)}.${signature}`,
    `${id}.${expires}`,
  ]) {
    expect((await download(url, { cookie: `zircon_uploads=${forged}` })).status).toBe(302);
  }
  w.ts.clock.advance((TWO_WEEKS - 60) * 1000);
  expect((await download(url, othello)).status).toBe(200);
  w.ts.clock.advance(61_000);
  expect((await download(url, othello)).status).toBe(302);

  const renewed = await cookieOf('othello');
  expect((await download(url, renewed)).status).toBe(200);
  const key = await as('othello').post('/users/me/api_key/regenerate');
  expect(key.status).toBe(200);
  w.realm.users.othello.apiKey = key.body.api_key as string;
  expect((await download(url, renewed)).status).toBe(302);

  const last = await cookieOf('othello');
  expect((await download(url, last)).status).toBe(200);
  expect((await as('iago').delete(`/users/${w.realm.users.othello.id}`)).status).toBe(200);
  try {
    expect((await download(url, last)).status).toBe(302);
  } finally {
    expect((await as('iago').post(`/users/${w.realm.users.othello.id}/reactivate`)).status).toBe(200);
  }
});
