import sharp from 'sharp';
import { loadConfig } from '../../src/config.ts';
import { createServer } from '../../src/server.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

/**
 * Thumbnails of uploaded images, as Zulip 9+ makes them: recorded at upload,
 * made in the background, served at /user_uploads/thumbnail/{path_id}/{format}
 * with the original's access rules, and swapped into the messages that show
 * them by a rendering-only update_message.
 */

const w = useWorld();

beforeEach(() => {
  w.ts.events.length = 0;
});
afterEach(async () => {
  queue().resume();
  await queue().idle();
});

const queue = () => w.ts.server.deps.thumbnails;
const as = (user: string) => w.as(user);
const auth = (user: string) => as(user).authHeader();
const LOADER = '/static/images/loading/loader-black.svg';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } });
const png = (width: number, height: number) => solid(width, height).png().toBuffer();

/** A three-frame animation, each frame a different colour. */
async function animatedGif(width: number, height: number, frames = 3): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * frames * 4);
  for (let f = 0; f < frames; f++) {
    for (let i = 0; i < width * height; i++) raw.set([f * 90, 40, 200 - f * 60, 255], (f * width * height + i) * 4);
  }
  return sharp(raw, { raw: { width, height: height * frames, channels: 4, pageHeight: height } })
    .gif()
    .toBuffer();
}

async function upload(user: string, name: string, body: Uint8Array, type: string): Promise<string> {
  const url = await w.upload(user, name, body, type);
  return url.slice('/user_uploads/'.length);
}

const send = (user: string, to: string | string[], content: string): Promise<number> =>
  Array.isArray(to) ? w.sendDirect(user, to, content) : w.sendToChannel(user, to, 'pictures', content);

async function rendered(user: string, id: number): Promise<string> {
  const r = await as(user).get(`/messages/${id}`);
  expect(r.status).toBe(200);
  return (r.body.message as { content: string }).content;
}

async function get(path: string, headers: Record<string, string> = {}) {
  const r = await fetch(`${w.ts.url}${path}`, { headers, redirect: 'manual' });
  return {
    status: r.status,
    type: r.headers.get('content-type'),
    headers: r.headers,
    body: Buffer.from(await r.arrayBuffer()),
  };
}

const link = (pathId: string, name: string) => `<p><a href="/user_uploads/${pathId}">${name}</a></p>`;
const preview = (pathId: string, name: string, img: string) =>
  `<div class="message_inline_image"><a href="/user_uploads/${pathId}" title="${name}">${img}</a></div>`;

const renderingUpdates = () => w.ts.events.filter((e) => e.event.type === 'update_message');

test('a PNG: a placeholder while pending, then the thumbnail, announced by a rendering-only update_message', async () => {
  queue().pause();
  const pathId = await upload('hamlet', 'wide.png', await png(1000, 500), 'image/png');
  const queueOf = await as('othello').post('/register', { event_types: ['update_message'] });
  const id = await send('hamlet', 'Denmark', '[wide.png](/user_uploads/' + pathId + ')');
  const placeholder = `<img class="image-loading-placeholder" data-original-content-type="image/png" data-original-dimensions="1000x500" src="${LOADER}">`;
  expect(await rendered('othello', id)).toBe(
    link(pathId, 'wide.png') + '\n' + preview(pathId, 'wide.png', placeholder),
  );

  queue().resume();
  await queue().idle();
  const thumbnail = `<img data-original-content-type="image/png" data-original-dimensions="1000x500" src="/user_uploads/thumbnail/${pathId}/840x560.webp">`;
  const after = link(pathId, 'wide.png') + '\n' + preview(pathId, 'wide.png', thumbnail);
  expect(await rendered('othello', id)).toBe(after);

  const updates = renderingUpdates();
  expect(
    updates
      .map((u) => u.userIds)
      .flat()
      .sort((a, b) => a - b),
  ).toEqual(
    (
      await w.sql<{ user_id: number }>('SELECT user_id FROM user_message WHERE message_id = $1 ORDER BY user_id', [id])
    ).map((r) => r.user_id),
  );
  const mine = updates.find((u) => u.userIds.includes(w.realm.users.hamlet.id));
  expect(mine?.event).toEqual({
    type: 'update_message',
    user_id: null,
    edit_timestamp: Math.floor(w.ts.clock.now().getTime() / 1000),
    message_id: id,
    message_ids: [id],
    content: `[wide.png](/user_uploads/${pathId})`,
    rendered_content: after,
    rendering_only: true,
    flags: ['read'],
  });
  const events = await as('othello').get('/events', {
    queue_id: String(queueOf.body.queue_id),
    last_event_id: -1,
    dont_block: true,
  });
  expect(events.body.events).toEqual([
    expect.objectContaining({ type: 'update_message', rendering_only: true, rendered_content: after, flags: [] }),
  ]);
  expect(expectMatchesOpenApi('GET', '/events', 200, events.body)).toBe(true);

  const got = await get(`/user_uploads/thumbnail/${pathId}/840x560.webp`, auth('othello'));
  expect(got.status).toBe(200);
  expect(got.type).toBe('image/webp');
  expect(got.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''840x560.webp");
  expect(await sharp(got.body).metadata()).toMatchObject({ format: 'webp', width: 840, height: 420 });
  // A message sent now gets the thumbnail straight away, and no update.
  w.ts.events.length = 0;
  const again = await send('othello', 'Denmark', `again [wide.png](/user_uploads/${pathId})`);
  expect(await rendered('othello', again)).toContain(thumbnail);
  await queue().idle();
  expect(renderingUpdates()).toEqual([]);
});

test('a JPEG is measured as shown (EXIF rotation) and thumbnailed upright', async () => {
  const jpeg = await solid(600, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  const pathId = await upload('hamlet', 'photo.jpg', jpeg, 'image/jpeg');
  await queue().idle();
  const id = await send('hamlet', 'Denmark', `[photo.jpg](/user_uploads/${pathId})`);
  expect(await rendered('hamlet', id)).toContain(
    `<img data-original-content-type="image/jpeg" data-original-dimensions="400x600" src="/user_uploads/thumbnail/${pathId}/840x560.webp">`,
  );
  const got = await get(`/user_uploads/thumbnail/${pathId}/840x560.webp`, auth('hamlet'));
  expect(await sharp(got.body).metadata()).toMatchObject({ width: 373, height: 560 });
});

test('an animated GIF keeps its animation in the -anim format; the still format is its first frame', async () => {
  const pathId = await upload('hamlet', 'dance.gif', await animatedGif(100, 60), 'image/gif');
  await queue().idle();
  const id = await send('hamlet', 'Denmark', `[dance.gif](/user_uploads/${pathId})`);
  expect(await rendered('hamlet', id)).toContain(
    `<img data-animated="true" data-original-content-type="image/gif" data-original-dimensions="100x60" src="/user_uploads/thumbnail/${pathId}/840x560-anim.webp">`,
  );
  const animated = await get(`/user_uploads/thumbnail/${pathId}/840x560-anim.webp`, auth('hamlet'));
  expect(await sharp(animated.body).metadata()).toMatchObject({ format: 'webp', width: 100, height: 60, pages: 3 });
  const still = await get(`/user_uploads/thumbnail/${pathId}/840x560.webp`, auth('hamlet'));
  const meta = await sharp(still.body).metadata();
  expect(meta).toMatchObject({ format: 'webp', width: 100, height: 60 });
  expect(meta.pages ?? 1).toBe(1);
  const [row] = await w.sql<{ frames: number; thumbnail_metadata: unknown }>(
    'SELECT frames, thumbnail_metadata FROM image_attachment WHERE path_id = $1',
    [pathId],
  );
  expect(row).toEqual({
    frames: 3,
    thumbnail_metadata: [
      {
        extension: 'webp',
        content_type: 'image/webp',
        max_width: 840,
        max_height: 560,
        animated: true,
        width: 100,
        height: 60,
        byte_size: animated.body.length,
      },
      {
        extension: 'webp',
        content_type: 'image/webp',
        max_width: 840,
        max_height: 560,
        animated: false,
        width: 100,
        height: 60,
        byte_size: still.body.length,
      },
    ],
  });
});

test('a TIFF (which browsers do not show) also gets a full-size rendering, named in data-transcoded-image', async () => {
  const tiff = await solid(1200, 900).tiff().toBuffer();
  const pathId = await upload('hamlet', 'scan.tiff', tiff, 'image/tiff');
  await queue().idle();
  const id = await send('hamlet', 'Denmark', `[scan.tiff](/user_uploads/${pathId})`);
  expect(await rendered('hamlet', id)).toContain(
    `<img data-original-content-type="image/tiff" data-original-dimensions="1200x900" data-transcoded-image="4032x3024.webp" src="/user_uploads/thumbnail/${pathId}/840x560.webp">`,
  );
  // Not a format every image gets, but made for this one: served as it is (never scaled up).
  const full = await get(`/user_uploads/thumbnail/${pathId}/4032x3024.webp`, auth('hamlet'));
  expect(full.status).toBe(200);
  expect(await sharp(full.body).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 900 });
});

test('a corrupt image fails its thumbnail: recorded, its preview removed (the link stays), never the server', async () => {
  const noise = Buffer.alloc(300 * 200 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  const good = await sharp(noise, { raw: { width: 300, height: 200, channels: 3 } })
    .png()
    .toBuffer();
  // A good header, and the pixels cut off half-way.
  const corrupt = good.subarray(0, Math.floor(good.length / 2));
  queue().pause();
  const pathId = await upload('hamlet', 'broken.png', corrupt, 'image/png');
  const id = await send('hamlet', 'Denmark', `[broken.png](/user_uploads/${pathId})`);
  expect(await rendered('hamlet', id)).toContain('image-loading-placeholder');
  queue().resume();
  await queue().idle();
  expect(await rendered('hamlet', id)).toBe(link(pathId, 'broken.png'));
  expect(renderingUpdates().map((u) => u.event.rendered_content)).toEqual(
    renderingUpdates().map(() => link(pathId, 'broken.png')),
  );
  expect(renderingUpdates().length).toBeGreaterThan(0);
  const [row] = await w.sql<{ failure: string | null }>('SELECT failure FROM image_attachment WHERE path_id = $1', [
    pathId,
  ]);
  expect(row.failure).toEqual(expect.any(String));
  const got = await get(`/user_uploads/thumbnail/${pathId}/840x560.webp`, auth('hamlet'));
  expect([got.status, got.type]).toEqual([404, 'image/png']);
  // Later messages show it as a plain link, and the server still answers.
  const later = await send('hamlet', 'Denmark', `[broken.png](/user_uploads/${pathId})`);
  expect(await rendered('hamlet', later)).toBe(link(pathId, 'broken.png'));
  expect((await as('hamlet').get('/users/me')).status).toBe(200);
});

test('an image past the pixel limit, garbage calling itself an image, and a text file stay plain links', async () => {
  const huge = await sharp(Buffer.alloc(10_000 * 9_001), {
    raw: { width: 10_000, height: 9_001, channels: 1 },
    limitInputPixels: false,
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const files = [
    { name: 'huge.png', pathId: await upload('hamlet', 'huge.png', huge, 'image/png') },
    { name: 'fake.jpg', pathId: await upload('hamlet', 'fake.jpg', Buffer.from('not a jpeg at all'), 'image/jpeg') },
    { name: 'notes.txt', pathId: await upload('hamlet', 'notes.txt', Buffer.from('hello'), 'text/plain') },
  ];
  await queue().idle();
  for (const f of files) {
    const id = await send('hamlet', 'Denmark', `[${f.name}](/user_uploads/${f.pathId})`);
    expect(await rendered('hamlet', id)).toBe(link(f.pathId, f.name));
    const got = await get(`/user_uploads/thumbnail/${f.pathId}/840x560.webp`, auth('hamlet'));
    expect([got.status, got.type]).toEqual([404, 'image/png']);
  }
  const rows = await w.sql('SELECT id FROM image_attachment WHERE path_id = ANY($1::text[])', [
    files.map((f) => f.pathId),
  ]);
  expect(rows).toEqual([]);
});

test("thumbnail URLs follow the original's access rules, and Zulip's 404s for formats", async () => {
  const pathId = await upload('hamlet', 'secret.png', await png(50, 40), 'image/png');
  await queue().idle();
  await send('hamlet', ['othello'], `[secret.png](/user_uploads/${pathId})`);
  const url = `/user_uploads/thumbnail/${pathId}/840x560.webp`;
  expect((await get(url, auth('othello'))).status).toBe(200);
  const denied = await get(url, auth('iago'));
  expect([denied.status, denied.body.toString()]).toEqual([
    403,
    '<!DOCTYPE html><html><body><p>You are not authorized to view this file.</p></body></html>\n',
  ]);
  // An <img> asking gets an error picture, with the same status.
  const imageAccept = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' };
  const deniedImage = await get(url, { ...auth('iago'), ...imageAccept });
  expect([deniedImage.status, deniedImage.type, deniedImage.headers.get('vary')]).toEqual([403, 'image/png', 'Accept']);
  const missingImage = await get(`/user_uploads/thumbnail/${w.realm.realmId}/ab/nothing-here/x.png/840x560.webp`, {
    ...auth('othello'),
    ...imageAccept,
  });
  expect([missingImage.status, missingImage.type]).toEqual([404, 'image/png']);
  // Logged out: the login page (slashes kept in `next`, as Django's redirect_to_login quotes it), an <img> the 403 picture.
  const anonymous = await get(url);
  expect([anonymous.status, anonymous.headers.get('location'), anonymous.headers.get('vary')]).toEqual([
    302,
    `/login/?next=${url}`,
    'Accept',
  ]);
  const anonymousImage = await get(url, imageAccept);
  expect([anonymousImage.status, anonymousImage.type]).toEqual([403, 'image/png']);
  const byKey = await get(`${url}?api_key=${w.realm.users.othello.apiKey}`);
  expect(byKey.status).toBe(200);
  const missing = await get(
    `/user_uploads/thumbnail/${w.realm.realmId}/ab/nothing-here/x.png/840x560.webp`,
    auth('othello'),
  );
  expect([missing.status, missing.body.toString()]).toEqual([
    404,
    '<!DOCTYPE html><html><body><p>This file does not exist or has been deleted.</p></body></html>\n',
  ]);
  // Formats: gibberish → 404 picture; an unknown size, or an animated format of a still image → the closest one made.
  for (const format of ['abc', '840x560', '840x560.webp.exe', '99999999999999999999x1.webp']) {
    const r = await get(`/user_uploads/thumbnail/${pathId}/${format}`, auth('othello'));
    expect([format, r.status, r.type]).toEqual([format, 404, 'image/png']);
  }
  for (const format of ['100x100.png', '840x560-anim.webp']) {
    const r = await get(`/user_uploads/thumbnail/${pathId}/${format}`, auth('othello'));
    expect([format, r.status, r.headers.get('content-disposition')]).toEqual([
      format,
      200,
      "inline; filename*=UTF-8''840x560.webp",
    ]);
  }
  expect((await get(`/user_uploads/thumbnail/${pathId}`, auth('othello'))).status).toBe(404);
});

test('a thumbnail asked for before the queue reached it is made on demand', async () => {
  queue().pause();
  const pathId = await upload('hamlet', 'eager.png', await png(64, 64), 'image/png');
  const got = await get(`/user_uploads/thumbnail/${pathId}/840x560.webp`, auth('hamlet'));
  expect(got.status).toBe(200);
  expect(await sharp(got.body).metadata()).toMatchObject({ width: 64, height: 64 });
});

test('images left pending (a restart, a crash) are thumbnailed by the next server to start', async () => {
  queue().pause();
  const pathId = await upload('hamlet', 'left.png', await png(120, 80), 'image/png');
  const root = (w.ts.server.deps.uploads as unknown as { root: string }).root;
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    UPLOADS_DIR: root,
  });
  const next = await createServer(config, { database: w.ts.server.deps.db, keepDatabaseOpen: true, clock: w.ts.clock });
  try {
    await next.deps.thumbnails.idle();
    expect(await next.deps.uploads.size(`thumbnail/${pathId}/840x560.webp`)).toEqual(expect.any(Number));
  } finally {
    await next.close();
  }
});

test('deleting an attachment removes its thumbnails', async () => {
  const pathId = await upload('hamlet', 'gone.png', await png(20, 20), 'image/png');
  await queue().idle();
  const [{ id }] = await w.sql<{ id: number }>('SELECT id FROM attachment WHERE path_id = $1', [pathId]);
  expect(await w.ts.server.deps.uploads.size(`thumbnail/${pathId}/840x560.webp`)).toEqual(expect.any(Number));
  expect((await as('hamlet').delete(`/attachments/${id}`)).status).toBe(200);
  expect(await w.ts.server.deps.uploads.size(`thumbnail/${pathId}/840x560.webp`)).toBeNull();
  expect(await w.sql('SELECT id FROM image_attachment WHERE path_id = $1', [pathId])).toEqual([]);
});

test('register and GraphQL list the thumbnail formats', async () => {
  const formats = [
    { name: '840x560-anim.webp', max_width: 840, max_height: 560, format: 'webp', animated: true },
    { name: '840x560.webp', max_width: 840, max_height: 560, format: 'webp', animated: false },
  ];
  const reg = await as('hamlet').post('/register', { fetch_event_types: ['realm'] });
  expect(expectMatchesOpenApi('POST', '/register', 200, reg.body)).toBe(true);
  expect(reg.body.server_thumbnail_formats).toEqual(formats);
  const gql = await as('hamlet').graphql('{ realm { thumbnailFormats { name maxWidth maxHeight format animated } } }');
  expect(gql.data?.realm.thumbnailFormats).toEqual(
    formats.map((f) => ({
      name: f.name,
      maxWidth: f.max_width,
      maxHeight: f.max_height,
      format: f.format,
      animated: f.animated,
    })),
  );
});

test('a logged-out visitor sees the thumbnails of images in web-public channels, and only those', async () => {
  const owner = as('desdemona');
  expect((await owner.patch('/realm', { enable_spectator_access: true })).status).toBe(200);
  try {
    expect(
      (
        await owner.post('/users/me/subscriptions', {
          subscriptions: JSON.stringify([{ name: 'gallery' }]),
          is_web_public: true,
        })
      ).status,
    ).toBe(200);
    const shown = await upload('desdemona', 'shown.png', await png(60, 30), 'image/png');
    const hidden = await upload('desdemona', 'hidden.png', await png(60, 30), 'image/png');
    await send('desdemona', 'gallery', `[shown.png](/user_uploads/${shown})`);
    await send('desdemona', 'Verona', `[hidden.png](/user_uploads/${hidden})`);
    const visit = await get(`/user_uploads/thumbnail/${shown}/840x560.webp`);
    expect([visit.status, visit.type, (await sharp(visit.body).metadata()).width]).toEqual([200, 'image/webp', 60]);
    const refused = await get(`/user_uploads/thumbnail/${hidden}/840x560.webp`);
    expect([refused.status, refused.headers.get('location')]).toEqual([
      302,
      `/login/?next=/user_uploads/thumbnail/${hidden}/840x560.webp`,
    ]);
  } finally {
    await owner.patch('/realm', { enable_spectator_access: false });
  }
});
