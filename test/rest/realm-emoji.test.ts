import { animatedGif, imageFacts, jpegImage, noisyPng, pngImage, tiffImage } from '../support/emoji-images.ts';
import { watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { startWorld, useWorld } from '../support/world.ts';
import { bad, errorOf, fetchOne } from './message-edit.helpers.ts';

/** Custom emoji (zulip-openapi.yaml /realm/emoji; semantics-realm.md §3, §8): upload, list, deactivate, images, and their use. */
const w = useWorld();

const as = (user: string) => w.as(user);

interface Part {
  field?: string;
  name?: string;
  body: string | Uint8Array<ArrayBuffer> | Buffer;
  type?: string;
}

async function upload(user: string, name: string, parts: Part[]) {
  const r = await as(user).multipart(
    `/realm/emoji/${name}`,
    parts.map((p, i) => ({ ...p, field: p.field ?? `f${i + 1}`, name: p.name ?? 'img' })),
  );
  return { status: r.status, body: r.body };
}

const uploadPng = async (user: string, name: string) =>
  upload(user, name, [{ body: await pngImage(), type: 'image/png', name: 'img.png' }]);

async function list(user = 'hamlet'): Promise<Record<string, Record<string, any>>> {
  const r = await as(user).get('/realm/emoji');
  expect(r.status).toBe(200);
  expect(expectMatchesOpenApi('GET', '/realm/emoji', 200, r.body)).toBe(true);
  return r.body.emoji as Record<string, Record<string, any>>;
}

const byName = async (name: string) => Object.values(await list()).find((e) => e.name === name && !e.deactivated);

async function image(path: string) {
  const r = await fetch(`${w.ts.url}${path}`);
  return {
    status: r.status,
    type: r.headers.get('content-type'),
    headers: r.headers,
    bytes: new Uint8Array(await r.arrayBuffer()),
  };
}

const rowCount = async () => Number((await w.sql<{ n: number }>('SELECT count(*)::int AS n FROM realm_emoji'))[0].n);

const errorBody = (msg: string, code = 'BAD_REQUEST') => ({ result: 'error', msg, code });

const setAddEmojiGroup = async (group: string) => {
  const r = await as('iago').patch('/realm', { can_add_custom_emoji_group: { new: w.groups[group] } });
  expect(r.status).toBe(200);
};

beforeEach(async () => {
  await w.sql('DELETE FROM realm_emoji');
  await setAddEmojiGroup('role:members');
  w.ts.events.length = 0;
});

test('an upload is resized to 64×64, listed with its URLs, served, and announced to everyone with every emoji', async () => {
  const r = await uploadPng('iago', 'my_emoji');
  expect(r).toEqual({ status: 200, body: { result: 'success', msg: '' } });
  expect(expectMatchesOpenApi('POST', '/realm/emoji/{emoji_name}', 200, r.body)).toBe(true);
  const all = await list();
  const [id] = Object.keys(all);
  expect(all).toEqual({
    [id]: {
      id,
      name: 'my_emoji',
      source_url: expect.stringMatching(
        new RegExp(`^/user_avatars/${w.realm.realmId}/emoji/images/[0-9a-f]{8}\\.png$`),
      ),
      still_url: null,
      deactivated: false,
      author_id: w.realm.users.iago.id,
    },
  });
  const served = await image(all[id].source_url as string);
  expect([served.status, served.type, served.headers.get('x-content-type-options')]).toEqual([
    200,
    'image/png',
    'nosniff',
  ]);
  expect(await imageFacts(served.bytes)).toEqual({ format: 'png', width: 64, height: 64, pages: 1 });
  const active = (
    await w.sql<{ id: number }>('SELECT id FROM user_profile WHERE realm_id = $1 AND is_active ORDER BY id', [
      w.realm.realmId,
    ])
  ).map((u) => u.id);
  expect(w.ts.events).toEqual([
    { realmId: w.realm.realmId, userIds: active, event: { type: 'realm_emoji', op: 'update', realm_emoji: all } },
  ]);
  // The name is the path's, stripped, with spaces as underscores.
  expect(
    (await upload('iago', '%20two%20words%20', [{ body: await jpegImage(), type: 'image/jpeg', name: 'a.jpg' }]))
      .status,
  ).toBe(200);
  const jpeg = await byName('two_words');
  expect(jpeg?.source_url).toMatch(/\.jpg$/);
  expect(await imageFacts((await image(jpeg?.source_url as string)).bytes)).toEqual({
    format: 'jpeg',
    width: 64,
    height: 64,
    pages: 1,
  });
});

test('an animated GIF stays animated, padded to 64×64, with a still PNG of its first frame', async () => {
  expect(
    (await upload('hamlet', 'party', [{ body: await animatedGif(), type: 'image/gif', name: 'party.gif' }])).status,
  ).toBe(200);
  const party = await byName('party');
  expect(party?.source_url).toMatch(/\/[0-9a-f]{8}\.gif$/);
  expect(party?.still_url).toBe((party?.source_url as string).replace(/\/([0-9a-f]{8})\.gif$/, '/still/$1.png'));
  const animated = await image(party?.source_url as string);
  expect(animated.type).toBe('image/gif');
  expect(await imageFacts(animated.bytes)).toEqual({ format: 'gif', width: 64, height: 64, pages: 3 });
  const still = await image(party?.still_url as string);
  expect(still.type).toBe('image/png');
  expect(await imageFacts(still.bytes)).toEqual({ format: 'png', width: 64, height: 64, pages: 1 });
  expect(await w.sql('SELECT is_animated FROM realm_emoji WHERE name = $1', ['party'])).toEqual([
    { is_animated: true },
  ]);
});

test.each([
  ['my_em*oji', 'Emoji names must contain only lowercase English letters, digits, spaces, dashes, and underscores.'],
  [
    'my/emoji/with/forward/slash/',
    'Emoji names must contain only lowercase English letters, digits, spaces, dashes, and underscores.',
  ],
  ['my_EMoji', 'Emoji names must contain only lowercase English letters, digits, spaces, dashes, and underscores.'],
  ['caf%C3%A9', 'Emoji names must contain only lowercase English letters, digits, spaces, dashes, and underscores.'],
  ['my_emoji_', 'Emoji names must end with either a letter or digit.'],
  ['my-emoji-', 'Emoji names must end with either a letter or digit.'],
  ['%20', 'Emoji name is missing'],
])('the name %j is refused: %s', async (name, msg) => {
  expect(await uploadPng('iago', name)).toEqual({ status: 400, body: errorBody(msg) });
  expect(await rowCount()).toBe(0);
});

test('who may upload: not guests, then those in can_add_custom_emoji_group; only administrators override default emoji', async () => {
  expect(await uploadPng('polonius', 'guest_emoji')).toEqual({
    status: 400,
    body: errorBody('Not allowed for guest users'),
  });
  await setAddEmojiGroup('role:administrators');
  expect(await uploadPng('hamlet', 'member_emoji')).toEqual({
    status: 400,
    body: errorBody('Insufficient permission'),
  });
  expect(await uploadPng('shiva', 'moderator_emoji')).toEqual({
    status: 400,
    body: errorBody('Insufficient permission'),
  });
  expect((await uploadPng('iago', 'admin_emoji')).status).toBe(200);
  await setAddEmojiGroup('role:moderators');
  expect((await uploadPng('shiva', 'moderator_emoji')).status).toBe(200);
  await setAddEmojiGroup('role:members');
  expect(await uploadPng('hamlet', 'smile')).toEqual({
    status: 400,
    body: errorBody('Only administrators can override default emoji.'),
  });
  expect((await uploadPng('iago', 'smile')).status).toBe(200);
  expect((await uploadPng('hamlet', 'member_emoji')).status).toBe(200);
  expect(
    Object.values(await list())
      .map((e) => e.name)
      .sort(),
  ).toEqual(['admin_emoji', 'member_emoji', 'moderator_emoji', 'smile']);
});

test("files: exactly one, at most 5 MiB, an image a browser shows; every refusal is Zulip's and writes nothing", async () => {
  const png = await pngImage();
  const cases: Array<[Part[], Record<string, unknown>]> = [
    [[], errorBody('You must upload exactly one file.')],
    [
      [
        { body: png, type: 'image/png' },
        { body: png, type: 'image/png' },
      ],
      errorBody('You must upload exactly one file.'),
    ],
    [
      [{ body: new Uint8Array(5 * 1024 * 1024 + 1), type: 'image/png' }],
      errorBody('Uploaded file is larger than the allowed limit of 5 MiB'),
    ],
    [[{ body: 'just text', type: 'text/plain', name: 'notes.txt' }], errorBody('Invalid image format', 'BAD_IMAGE')],
    [
      [{ body: await tiffImage(), type: 'image/tiff', name: 'img.tif' }],
      errorBody('Invalid image format', 'BAD_IMAGE'),
    ],
    [
      [{ body: '<svg xmlns="http://www.w3.org/2000/svg"/>', type: 'image/svg+xml', name: 'a.svg' }],
      errorBody('Invalid image format', 'BAD_IMAGE'),
    ],
    [
      [{ body: 'not a png at all', type: 'image/png', name: 'fake.png' }],
      errorBody('Could not decode image; did you upload an image file?', 'BAD_IMAGE'),
    ],
    // The bytes must be an image libvips may decode, whatever the declared type: SVG is not one.
    [
      [{ body: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', type: 'image/png', name: 'a.png' }],
      errorBody('Could not decode image; did you upload an image file?', 'BAD_IMAGE'),
    ],
  ];
  for (const [parts, answer] of cases)
    expect([parts.length, (await upload('iago', 'refused', parts)).body]).toEqual([parts.length, answer]);
  expect(await rowCount()).toBe(0);
  // Exactly 5 MiB is within the limit (it is then refused as an image, not by its size).
  expect(
    (await upload('iago', 'refused', [{ body: new Uint8Array(5 * 1024 * 1024), type: 'image/png' }])).body,
  ).toEqual(errorBody('Could not decode image; did you upload an image file?', 'BAD_IMAGE'));
  // A part without a type: guessed from its name. Two parts of one field count once, the last one (Django's request.FILES).
  const raw = Buffer.concat([
    Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\n\r\n'),
    png,
    Buffer.from('\r\n--b--\r\n'),
  ]);
  const guessed = await fetch(`${w.ts.url}/api/v1/realm/emoji/guessed`, {
    method: 'POST',
    headers: { ...as('iago').authHeader(), 'content-type': 'multipart/form-data; boundary=b' },
    body: raw,
  });
  expect(guessed.status).toBe(200);
  expect(
    (
      await upload('iago', 'last_part', [
        { body: 'first', type: 'text/plain', field: 'f' },
        { body: png, type: 'image/png', field: 'f' },
      ])
    ).status,
  ).toBe(200);
  // A file where no parameters are read, and without credentials.
  expect((await as('iago').post('/realm/emoji/no_file', {})).body).toEqual(
    errorBody('You must upload exactly one file.'),
  );
  const anonymous = await w.as().multipart('/realm/emoji/anon', []);
  expect(anonymous.status).toBe(401);
  expect(await rowCount()).toBe(2);
});

test('a name is taken while its emoji is active; deactivating frees it, and the old one stays listed', async () => {
  expect((await uploadPng('hamlet', 'green_tick')).status).toBe(200);
  expect(await uploadPng('iago', 'green_tick')).toEqual({
    status: 400,
    body: errorBody('A custom emoji with this name already exists.'),
  });
  // The name check comes before the file checks.
  expect((await upload('iago', 'green_tick', [])).body).toEqual(
    errorBody('A custom emoji with this name already exists.'),
  );
  const first = await byName('green_tick');
  const deleted = await as('hamlet').delete('/realm/emoji/green_tick');
  expect(deleted.body).toEqual({ result: 'success', msg: '' });
  expect(expectMatchesOpenApi('DELETE', '/realm/emoji/{emoji_name}', 200, deleted.body)).toBe(true);
  expect((await uploadPng('iago', 'green_tick')).status).toBe(200);
  const all = await list();
  expect(Object.values(all).map((e) => [e.name, e.deactivated])).toEqual([
    ['green_tick', true],
    ['green_tick', false],
  ]);
  expect(all[first?.id as string]).toEqual({ ...first, deactivated: true });
  // A deactivated emoji's image is still served: old messages show it.
  expect((await image(first?.source_url as string)).status).toBe(200);
});

test('two uploads of one name at once: one emoji, and the other gets the answer of a taken name', async () => {
  const answers = await Promise.all([
    uploadPng('iago', 'racing'),
    uploadPng('desdemona', 'racing'),
    uploadPng('hamlet', 'racing'),
  ]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
  for (const a of answers.filter((x) => x.status === 400))
    expect(a.body).toEqual(errorBody('A custom emoji with this name already exists.'));
  expect(Object.values(await list()).map((e) => e.name)).toEqual(['racing']);
  expect(w.ts.events).toHaveLength(1);
});

test('deactivation: by an administrator or the author, of an active emoji of that exact name', async () => {
  expect((await uploadPng('othello', 'emoji_1')).status).toBe(200);
  expect((await uploadPng('othello', 'emoji_2')).status).toBe(200);
  const cordelia = await as('cordelia').delete('/realm/emoji/emoji_1');
  expect(errorOf(cordelia)).toEqual(bad('Must be an organization administrator or emoji author'));
  expect((await as('othello').delete('/realm/emoji/emoji_1')).status).toBe(200);
  expect((await as('iago').delete('/realm/emoji/emoji_2')).status).toBe(200);
  for (const name of ['emoji_1', 'invalid_emoji', 'EMOJI_2', '%20emoji_2']) {
    const r = await as('iago').delete(`/realm/emoji/${name}`);
    expect(errorOf(r)).toEqual({
      status: 404,
      msg: `Emoji '${decodeURIComponent(name)}' does not exist`,
      code: 'BAD_REQUEST',
    });
    expect(expectMatchesOpenApi('DELETE', '/realm/emoji/{emoji_name}', 404, r.body)).toBe(true);
  }
  expect(w.ts.events.map((e) => e.event.type)).toEqual(['realm_emoji', 'realm_emoji', 'realm_emoji', 'realm_emoji']);
});

test('reactions: by name a custom emoji wins; by code it must exist, match its name and be active', async () => {
  // A built-in name: only an administrator may take it.
  await uploadPng('iago', 'octopus');
  const id = (await byName('octopus'))?.id as string;
  const msg = await w.sendToChannel('hamlet', 'Denmark', 'emoji');
  expect((await as('othello').post(`/messages/${msg}/reactions`, { emoji_name: 'octopus' })).status).toBe(200);
  expect((await fetchOne(w, 'othello', msg)).reactions).toEqual([
    { emoji_name: 'octopus', emoji_code: id, reaction_type: 'realm_emoji', user_id: w.realm.users.othello.id },
  ]);
  // Checked only for a new reaction: a vote for an existing one keeps its name.
  const fresh = await w.sendToChannel('hamlet', 'Denmark', 'fresh');
  const react = (params: Record<string, string>, id = fresh) =>
    as('cordelia').post(`/messages/${id}/reactions`, params);
  expect(errorOf(await react({ emoji_name: 'octopus', emoji_code: '999999', reaction_type: 'realm_emoji' }))).toEqual(
    bad('Invalid custom emoji.'),
  );
  expect(errorOf(await react({ emoji_name: 'octopus', emoji_code: `0${id}`, reaction_type: 'realm_emoji' }))).toEqual(
    bad('Invalid custom emoji.'),
  );
  expect(errorOf(await react({ emoji_name: 'squid', emoji_code: id, reaction_type: 'realm_emoji' }))).toEqual(
    bad('Invalid custom emoji name.'),
  );
  expect((await react({ emoji_name: 'squid', emoji_code: id, reaction_type: 'realm_emoji' }, msg)).status).toBe(200);
  expect(
    ((await fetchOne(w, 'hamlet', msg)).reactions as Array<{ emoji_name: string }>).map((r) => r.emoji_name),
  ).toEqual(['octopus', 'octopus']);
  expect((await as('iago').delete('/realm/emoji/octopus')).status).toBe(200);
  const msg2 = await w.sendToChannel('hamlet', 'Denmark', 'after');
  expect(
    errorOf(
      await as('cordelia').post(`/messages/${msg2}/reactions`, {
        emoji_name: 'octopus',
        emoji_code: id,
        reaction_type: 'realm_emoji',
      }),
    ),
  ).toEqual(bad('This custom emoji has been deactivated.'));
  // By name, a deactivated emoji is no longer found (the built-in octopus is).
  expect((await as('cordelia').post(`/messages/${msg2}/reactions`, { emoji_name: 'octopus' })).status).toBe(200);
  expect((await fetchOne(w, 'cordelia', msg2)).reactions).toMatchObject([
    { emoji_name: 'octopus', reaction_type: 'unicode_emoji' },
  ]);
  // A vote for an existing reaction keeps working, and so does removing one.
  expect(
    (
      await as('hamlet').post(`/messages/${msg}/reactions`, {
        emoji_name: 'octopus',
        emoji_code: id,
        reaction_type: 'realm_emoji',
      })
    ).status,
  ).toBe(200);
  expect(
    (await as('othello').delete(`/messages/${msg}/reactions`, { emoji_code: id, reaction_type: 'realm_emoji' })).status,
  ).toBe(200);
  expect(((await fetchOne(w, 'hamlet', msg)).reactions as unknown[]).length).toBe(2);
});

test('user status: a custom emoji by name or by code, with the same checks as reactions', async () => {
  await uploadPng('hamlet', 'coffee_cup');
  const id = (await byName('coffee_cup'))?.id as string;
  const status = (params: Record<string, string>) => as('hamlet').post('/users/me/status', params);
  expect((await status({ emoji_name: 'coffee_cup' })).status).toBe(200);
  const mine = async () => (await as('hamlet').get(`/users/${w.realm.users.hamlet.id}/status`)).body.status;
  expect(await mine()).toEqual({ emoji_name: 'coffee_cup', emoji_code: id, reaction_type: 'realm_emoji' });
  expect(
    errorOf(await status({ emoji_name: 'coffee_cup', emoji_code: '424242', reaction_type: 'realm_emoji' })),
  ).toEqual(bad('Invalid custom emoji.'));
  expect(errorOf(await status({ emoji_name: 'tea', emoji_code: id, reaction_type: 'realm_emoji' }))).toEqual(
    bad('Invalid custom emoji name.'),
  );
  expect((await as('hamlet').delete('/realm/emoji/coffee_cup')).status).toBe(200);
  expect(errorOf(await status({ emoji_name: 'coffee_cup', emoji_code: id, reaction_type: 'realm_emoji' }))).toEqual(
    bad('This custom emoji has been deactivated.'),
  );
  expect(errorOf(await status({ emoji_name: 'coffee_cup' }))).toEqual(bad("Emoji 'coffee_cup' does not exist"));
  // The status set before stays.
  expect(await mine()).toEqual({ emoji_name: 'coffee_cup', emoji_code: id, reaction_type: 'realm_emoji' });
});

test("Markdown: an active custom emoji's :name: renders as Zulip's <img>; deactivated, new messages no longer use it", async () => {
  await uploadPng('iago', 'ship_it');
  await uploadPng('iago', 'smile');
  const shipIt = (await byName('ship_it'))?.source_url as string;
  const smile = (await byName('smile'))?.source_url as string;
  const before = await w.sendToChannel('hamlet', 'Denmark', 'md', ':ship_it: and :smile:');
  const content = async (id: number) =>
    (await as('hamlet').get('/messages', { message_ids: [id] })).body.messages as Array<{ content: string }>;
  const img = (src: string, name: string, title: string) =>
    `<img alt=":${name}:" class="emoji" src="${src}" title="${title}">`;
  expect((await content(before))[0].content).toBe(
    `<p>${img(shipIt, 'ship_it', 'ship it')} and ${img(smile, 'smile', 'smile')}</p>`,
  );
  const rendered = await as('hamlet').post('/messages/render', { content: ':ship_it:' });
  expect(rendered.body.rendered).toBe(`<p>${img(shipIt, 'ship_it', 'ship it')}</p>`);
  await as('iago').delete('/realm/emoji/ship_it');
  await as('iago').delete('/realm/emoji/smile');
  const after = await w.sendToChannel('hamlet', 'Denmark', 'md', ':ship_it: and :smile:');
  expect((await content(after))[0].content).toBe(
    '<p>:ship_it: and <span aria-label="smile" class="emoji emoji-1f604" role="img" title="smile">:smile:</span></p>',
  );
  expect((await content(before))[0].content).toContain(img(shipIt, 'ship_it', 'ship it'));
});

test('register has realm_emoji; the events keep it current, and match the OpenAPI description', async () => {
  await uploadPng('iago', 'before');
  const watch = await watchState(as('hamlet'), ['realm_emoji']);
  expect(Object.values(watch.initial.realm_emoji as Record<string, { name: string }>).map((e) => e.name)).toEqual([
    'before',
  ]);
  await upload('hamlet', 'dancing_cat', [{ body: await animatedGif(40, 80), type: 'image/gif', name: 'd.gif' }]);
  await as('iago').delete('/realm/emoji/before');
  const { applied, fresh, events } = await watch.compare();
  expect(events.map((e) => e.type)).toEqual(['realm_emoji', 'realm_emoji']);
  expect(applied).toEqual(fresh);
  expect(expectMatchesOpenApi('GET', '/events', 200, { result: 'success', msg: '', events, queue_id: 'q' })).toBe(true);
  expect(
    expectMatchesOpenApi('POST', '/register', 200, {
      result: 'success',
      msg: '',
      queue_id: 'q',
      last_event_id: -1,
      ...fresh,
    }),
  ).toBe(true);
});

test('the image route serves only emoji images, by exact name, and never the original', async () => {
  await uploadPng('iago', 'served');
  const url = (await byName('served'))?.source_url as string;
  expect((await image(url)).status).toBe(200);
  const head = await fetch(`${w.ts.url}${url}`, { method: 'HEAD' });
  expect([head.status, head.headers.get('content-type')]).toEqual([200, 'image/png']);
  for (const path of [
    `${url}.original`,
    url.replace(/\.png$/, '.gif'),
    url.replace(/[0-9a-f]{8}\.png$/, '00000000.png'),
    url.replace('/images/', '/images/still/'),
    `/user_avatars/${w.realm.realmId}/emoji/images/../../../../etc/passwd`,
    `/user_avatars/${w.realm.realmId}/emoji/images/%2e%2e%2fx.png`,
    '/user_avatars/',
    '/user_avatars/1/avatar.png',
  ]) {
    expect([path, (await image(path)).status]).toEqual([path, 404]);
  }
});

test("on a server whose file limit is below 5 MiB, emoji up to 5 MiB are still accepted, and other uploads keep the server's limit", async () => {
  const small = await startWorld({ env: { MAX_FILE_UPLOAD_SIZE_MIB: '1' } });
  try {
    const big = await noisyPng(900);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const post = async (path: string) => {
      const r = await small
        .as('iago')
        .multipart(path, [{ field: 'f1', name: 'big.png', body: big, type: 'image/png' }]);
      return { status: r.status, body: r.body };
    };
    expect(await post('/realm/emoji/big_one')).toEqual({ status: 200, body: { result: 'success', msg: '' } });
    expect(await post('/user_uploads')).toEqual({
      status: 400,
      body: errorBody("File is larger than this server's configured maximum upload size (1 MiB)."),
    });
  } finally {
    await small.close();
  }
});
