import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { readdir, stat } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { createTusLocker } from '../../src/domain/uploads/tus-locker.ts';
import { ABANDONED_TUS_UPLOAD_DAYS, sweepAbandonedTusUploads } from '../../src/domain/uploads/tus-rules.ts';
import { createTusDataStore } from '../../src/domain/uploads/tus-store.ts';
import { loadConfig } from '../../src/config.ts';
import { createServer } from '../../src/server.ts';
import { useWorld } from '../support/world.ts';

/** Resumable uploads at /api/v1/tus (semantics-messages.md §10.3), spoken as raw tus 1.0 over HTTP. */
// A body limit far below the chunks: tus bodies must not go through Fastify's parsers.
const w = useWorld({ ownUploadsDir: true, env: { MAX_FILE_UPLOAD_SIZE_MIB: '1', BODY_LIMIT_BYTES: '65536' } });

const auth = (user: string) => w.as(user).authHeader();
const b64 = (s: string) => Buffer.from(s).toString('base64');
const MiB = 1024 * 1024;

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json(): any;
}

async function call(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: Uint8Array<ArrayBuffer>,
): Promise<Answer> {
  const r = await fetch(url.startsWith('/') ? `${w.ts.url}${url}` : url, {
    method,
    headers: { 'tus-resumable': '1.0.0', ...headers },
    body,
  });
  const text = await r.text();
  return { status: r.status, headers: r.headers, text, json: () => JSON.parse(text) };
}

/** POST: a new upload of `length` bytes (null: no Upload-Length), its name and type as tus-js-client sends them. */
function create(
  user: string | null,
  length: number | null,
  meta: Record<string, string> = { filename: 'file.bin' },
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string> = { ...(user ? auth(user) : {}), ...extra };
  if (length !== null) headers['upload-length'] = String(length);
  const metadata = Object.entries(meta).map(([k, v]) => `${k} ${b64(v)}`);
  if (metadata.length > 0) headers['upload-metadata'] = metadata.join(',');
  return call('POST', '/api/v1/tus', headers);
}

const patch = (
  user: string,
  location: string,
  offset: number,
  body: Uint8Array<ArrayBuffer>,
  extra: Record<string, string> = {},
) =>
  call(
    'PATCH',
    location,
    { ...auth(user), 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset), ...extra },
    body,
  );

const head = (user: string, location: string) => call('HEAD', location, auth(user));

/** A whole upload in `chunk`-byte PATCHes; the last answer. */
async function uploadAll(
  user: string,
  meta: Record<string, string>,
  data: Uint8Array<ArrayBuffer>,
  chunk = data.length,
): Promise<Answer> {
  const created = await create(user, data.length, meta);
  expect(created.status).toBe(201);
  const location = created.headers.get('location')!;
  let last = created;
  for (let offset = 0; offset < data.length; offset += chunk)
    last = await patch(user, location, offset, data.slice(offset, offset + chunk));
  return last;
}

const bytes = (n: number, seed = 1) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) % 251);
/** A download; `body` is a digest of the bytes (Jest compares long arrays element by element, slowly). */
const download = async (url: string, user: string) => {
  const r = await fetch(`${w.ts.url}${url}`, { headers: auth(user) });
  return { status: r.status, body: digest(new Uint8Array(await r.arrayBuffer())), type: r.headers.get('content-type') };
};
const digest = (b: Uint8Array) => `${b.length} bytes, sha256 ${createHash('sha256').update(b).digest('hex')}`;
const tusDir = () => readdir(path.join(w.uploadsDir, '.tus')).catch(() => []);
/** The files tus keeps for the upload at `location` while it is unfinished. */
const tusFiles = async (location: string) => {
  const flat = location.slice('/api/v1/tus/'.length).replaceAll('/', '+');
  return (await tusDir()).filter((f) => f.startsWith(flat));
};
const attachments = () => w.prisma().attachment.count();
const zulip = (status: number, message: string) => ({ status, json: { message } });
const answer = (a: Answer) => ({ status: a.status, json: a.json() as unknown });

test('an upload in chunks: created, resumed from HEAD, finished with the url and file name, announced, downloadable', async () => {
  const data = bytes(300_000);
  const created = await create('hamlet', data.length, { filename: 'report 2026.pdf', filetype: 'application/pdf' });
  expect(created.status).toBe(201);
  expect(created.headers.get('tus-resumable')).toBe('1.0.0');
  const location = created.headers.get('location')!;
  expect(location).toMatch(
    new RegExp(`^/api/v1/tus/${w.realm.realmId}/[0-9a-f]{1,2}/[A-Za-z0-9_-]{24}/report-2026\\.pdf$`),
  );
  const first = await patch('hamlet', location, 0, data.slice(0, 100_000));
  expect([first.status, first.headers.get('upload-offset')]).toEqual([204, '100000']);
  const probe = await head('hamlet', location);
  expect([probe.status, probe.headers.get('upload-offset'), probe.headers.get('upload-length')]).toEqual([
    200,
    '100000',
    '300000',
  ]);
  expect(probe.headers.get('upload-metadata')).toBe(
    `filename ${b64('report 2026.pdf')},filetype ${b64('application/pdf')}`,
  );
  expect(w.ts.events).toEqual([]);
  expect((await patch('hamlet', location, 100_000, data.slice(100_000, 200_000))).status).toBe(204);
  const last = await patch('hamlet', location, 200_000, data.slice(200_000));
  const pathId = location.slice('/api/v1/tus/'.length);
  expect(last.status).toBe(200);
  expect(last.headers.get('content-type')).toMatch(/^application\/json/);
  expect(last.headers.get('upload-offset')).toBe('300000');
  expect(last.text).toBe(JSON.stringify({ url: `/user_uploads/${pathId}`, filename: 'report 2026.pdf' }));
  expect(w.ts.events).toEqual([
    {
      realmId: w.realm.realmId,
      userIds: [w.realm.users.hamlet.id],
      event: {
        type: 'attachment',
        op: 'add',
        attachment: {
          id: expect.any(Number),
          name: 'report 2026.pdf',
          path_id: pathId,
          size: 300_000,
          create_time: w.ts.clock.now().getTime(),
          messages: [],
        },
        upload_space_used: expect.any(Number),
      },
    },
  ]);
  expect(await download(`/user_uploads/${pathId}`, 'hamlet')).toEqual({
    status: 200,
    body: digest(data),
    type: 'application/pdf',
  });
  // Not readable by others until a message they can read links it, as any upload.
  expect((await download(`/user_uploads/${pathId}`, 'othello')).status).toBe(403);
  expect(await tusFiles(location)).toEqual([]);
  // Finished, the upload still answers HEAD with its full offset.
  const after = await head('hamlet', location);
  expect([after.status, after.headers.get('upload-offset'), after.headers.get('upload-length')]).toEqual([
    200,
    '300000',
    '300000',
  ]);
  expect(after.headers.get('upload-metadata')).toBe(
    `filename ${b64('report 2026.pdf')},filetype ${b64('application/pdf')}`,
  );
});

test('PATCH and HEAD may come as POST with X-HTTP-Method-Override, as tus-js-client sends them behind proxies', async () => {
  const location = (await create('hamlet', 6, { filename: 'override.txt' })).headers.get('location')!;
  const over = (method: string, headers: Record<string, string>, body?: Uint8Array<ArrayBuffer>) =>
    call('POST', location, { ...auth('hamlet'), 'x-http-method-override': method, ...headers }, body);
  const first = await over(
    'PATCH',
    { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
    bytes(3),
  );
  expect([first.status, first.headers.get('upload-offset')]).toEqual([204, '3']);
  expect((await over('HEAD', {})).headers.get('upload-offset')).toBe('3');
  expect((await over('PUT', {})).status).toBe(405);
  const last = await over(
    'PATCH',
    { 'content-type': 'application/offset+octet-stream', 'upload-offset': '3' },
    bytes(3),
  );
  expect(last.json()).toMatchObject({ filename: 'override.txt' });
});

test('OPTIONS tells the protocol and extensions without credentials; no maximum size is advertised, as Zulip', async () => {
  const r = await fetch(`${w.ts.url}/api/v1/tus`, { method: 'OPTIONS' });
  expect(r.status).toBe(204);
  expect(r.headers.get('tus-version')).toBe('1.0.0');
  expect(r.headers.get('tus-extension')).toBe('creation,creation-with-upload,termination,creation-defer-length');
  expect(r.headers.get('tus-max-size')).toBeNull();
});

test('a creation carrying all the bytes finishes at once; a retried final PATCH answers the same and records nothing twice', async () => {
  const data = bytes(1000);
  const r = await call(
    'POST',
    '/api/v1/tus',
    {
      ...auth('iago'),
      'upload-length': '1000',
      'upload-metadata': `filename ${b64('notes.txt')}`,
      'content-type': 'application/offset+octet-stream',
    },
    data,
  );
  expect(r.status).toBe(200);
  const { url, filename } = r.json() as { url: string; filename: string };
  expect(filename).toBe('notes.txt');
  expect(await download(url, 'iago')).toEqual({ status: 200, body: digest(data), type: 'text/plain' });
  const before = await attachments();
  const location = `/api/v1/tus/${url.slice('/user_uploads/'.length)}`;
  const again = await patch('iago', location, 1000, new Uint8Array(0));
  expect(answer(again)).toEqual({ status: 200, json: { url, filename } });
  expect(await attachments()).toBe(before);
  expect((await patch('iago', location, 0, bytes(10))).status).toBe(409);
});

test.each([
  ['some 例 thing! ... like this?', 'some-thing-...-like-this', 'some 例 thing! ... like this?'],
  ['../../etc/passwd', '....etcpasswd', '../../etc/passwd'],
  ['...', '...', '...'],
  ['..', 'uploaded-file', 'uploaded-file'],
  ['/', 'uploaded-file', '/'],
  ['//..//', 'uploaded-file', '//..//'],
  ['', 'uploaded-file', 'uploaded-file'],
  ['a\0b.txt', 'ab.txt', 'ab.txt'],
  ['Ünïcödé 名前.png', 'ncd-.png', 'Ünïcödé 名前.png'],
  ['emoji 🎉 party.gif', 'emoji-party.gif', 'emoji 🎉 party.gif'],
])('the name %j is stored strictly as %j and answered as %j', async (sent, stored, filename) => {
  const r = await uploadAll('othello', { filename: sent }, bytes(10));
  expect(r.status).toBe(200);
  const body = r.json() as { url: string; filename: string };
  expect(body.url.split('/').at(-1)).toBe(stored);
  expect(body.filename).toBe(filename);
});

test.each([
  ['image/png', 'photo', 'image/png'],
  ['text/plain; charset=utf-8', 'x.bin', 'text/plain; charset=utf-8'],
  ['', 'notes.txt', 'text/plain; charset=utf-8'],
  ['text/html\r\nSet-Cookie: a=b', 'page.html', 'text/html'],
  ['text/plain; name="名"', 'x.bin', 'application/octet-stream'],
  ['\0', 'x.pdf', 'application/pdf'],
  ['not a type', 'nothing', 'application/octet-stream'],
])('the filetype %j (file %j) makes the type %j, and the download serves it', async (filetype, filename, type) => {
  const r = await uploadAll('othello', { filename, filetype }, bytes(5));
  const got = await download((r.json() as { url: string }).url, 'othello');
  expect([got.status, got.type]).toEqual([200, type]);
});

test('no file name at all, and a very long one, still make a usable path', async () => {
  const none = await uploadAll('othello', {}, bytes(5));
  expect(none.json()).toMatchObject({ filename: 'uploaded-file', url: expect.stringMatching(/\/uploaded-file$/) });
  const long = await uploadAll('othello', { filename: `${'x'.repeat(400)}.tar.gz` }, bytes(5));
  const stored = (long.json() as { url: string }).url.split('/').at(-1)!;
  expect([stored.length, stored.endsWith('.tar.gz')]).toEqual([200, true]);
  expect((await download((long.json() as { url: string }).url, 'othello')).status).toBe(200);
});

test("Zulip's refusals: unauthenticated 401, size not declared 411, too large 413; nothing is created", async () => {
  const before = await attachments();
  expect(answer(await create(null, 10))).toEqual(zulip(401, 'Unauthenticated upload'));
  const wrongKey = { authorization: `Basic ${b64(`${w.realm.users.hamlet.email}:not-the-key`)}` };
  expect(answer(await create(null, 10, {}, wrongKey))).toEqual(zulip(401, 'Unauthenticated upload'));
  expect(answer(await create(null, 10, {}, { authorization: 'Bearer x' }))).toEqual(
    zulip(401, 'Unauthenticated upload'),
  );
  expect(answer(await create('hamlet', null))).toEqual(zulip(411, 'SizeIsDeferred is not supported'));
  expect(answer(await create('hamlet', null, {}, { 'upload-defer-length': '1' }))).toEqual(
    zulip(411, 'SizeIsDeferred is not supported'),
  );
  const tooLarge = await create('hamlet', MiB + 1);
  expect(answer(tooLarge)).toEqual(
    zulip(413, "File is larger than this server's configured maximum upload size (1 MiB)."),
  );
  expect(tooLarge.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer(await create('hamlet', 10 ** 15))).toEqual(
    zulip(413, "File is larger than this server's configured maximum upload size (1 MiB)."),
  );
  expect((await create('hamlet', MiB)).status).toBe(201);
  // Malformed protocol headers get tus's own answers.
  expect((await create('hamlet', null, {}, { 'upload-length': '-1' })).status).toBe(400);
  expect((await create('hamlet', null, {}, { 'upload-length': '1e3' })).status).toBe(400);
  expect((await create('hamlet', 10, {}, { 'upload-metadata': 'filename not base64!' })).status).toBe(400);
  expect(
    (await call('POST', '/api/v1/tus', { ...auth('hamlet'), 'upload-length': '10', 'tus-resumable': '' })).status,
  ).toBe(412);
  expect((await create('hamlet', 10, {}, { 'tus-resumable': '0.2.2' })).status).toBe(400);
  expect(await attachments()).toBe(before);
});

test('bad PATCHes: a forged offset is 409, too many bytes 413, a wrong type 400; the upload is unharmed', async () => {
  const data = bytes(2000);
  const location = (await create('hamlet', 2000)).headers.get('location')!;
  expect((await patch('hamlet', location, 0, data.slice(0, 500))).status).toBe(204);
  expect((await patch('hamlet', location, 100, data.slice(100, 600))).status).toBe(409);
  expect((await patch('hamlet', location, 1000, data.slice(1000, 1500))).status).toBe(409);
  expect((await patch('hamlet', location, 500, bytes(1501))).status).toBe(413);
  expect(
    (await patch('hamlet', location, 500, data.slice(500, 600), { 'content-type': 'application/json' })).status,
  ).toBe(400);
  for (const offset of ['-1', 'abc', '1e2', '99999999999999999999']) {
    expect([
      offset,
      (await patch('hamlet', location, 0, data.slice(500, 600), { 'upload-offset': offset })).status,
    ]).toEqual([offset, 400]);
  }
  expect(
    (
      await call(
        'PATCH',
        location,
        { ...auth('hamlet'), 'content-type': 'application/offset+octet-stream' },
        data.slice(500),
      )
    ).status,
  ).toBe(403);
  expect((await head('hamlet', location)).headers.get('upload-offset')).toBe('500');
  const done = await patch('hamlet', location, 500, data.slice(500));
  expect(done.status).toBe(200);
  expect((await download((done.json() as { url: string }).url, 'hamlet')).body).toBe(digest(data));
});

test("unknown, malformed and other users' upload ids are 404; the owner's upload goes on", async () => {
  const location = (await create('hamlet', 10)).headers.get('location')!;
  const unknown = location.replace(/\/[A-Za-z0-9_-]{24}\//, `/${'A'.repeat(24)}/`);
  for (const url of [
    unknown,
    '/api/v1/tus/1/ab/x/y',
    '/api/v1/tus/..%2F..%2Fetc',
    '/api/v1/tus/a%00b',
    `/api/v1/tus/${'a/'.repeat(300)}b`,
    '/api/v1/tus/',
  ]) {
    expect([url, (await head('hamlet', url)).status]).toEqual([url, 404]);
    expect([url, (await patch('hamlet', url, 0, bytes(1))).status]).toEqual([url, 404]);
  }
  expect((await call('DELETE', unknown, auth('hamlet'))).status).toBe(404);
  // Creation is at the endpoint only.
  const misplaced = await call('POST', location, { ...auth('hamlet'), 'upload-length': '10' });
  expect([misplaced.status, misplaced.headers.get('allow')]).toEqual([405, 'OPTIONS, HEAD, PATCH, DELETE']);
  // Another user (of the same organization, or an administrator) cannot see, write or end it.
  for (const user of ['othello', 'iago']) {
    expect((await head(user, location)).status).toBe(404);
    expect((await patch(user, location, 0, bytes(10))).status).toBe(404);
    expect((await call('DELETE', location, auth(user))).status).toBe(404);
  }
  expect((await call('HEAD', location, {})).status).toBe(401);
  expect((await head('hamlet', location)).headers.get('upload-offset')).toBe('0');
  expect((await patch('hamlet', location, 0, bytes(10))).status).toBe(200);
});

test('termination: an unfinished upload can be ended; a finished one cannot, and its file stays', async () => {
  const location = (await create('desdemona', 100)).headers.get('location')!;
  await patch('desdemona', location, 0, bytes(50));
  expect((await tusFiles(location)).length).toBe(2);
  expect((await call('DELETE', location, auth('desdemona'))).status).toBe(204);
  expect((await head('desdemona', location)).status).toBe(404);
  expect(await tusFiles(location)).toEqual([]);
  const created = await create('desdemona', 20);
  const finished = created.headers.get('location')!;
  const { url } = (await patch('desdemona', finished, 0, bytes(20))).json() as { url: string };
  expect((await call('DELETE', finished, auth('desdemona'))).status).toBe(400);
  expect((await download(url, 'desdemona')).status).toBe(200);
});

test('a body cut off half-way keeps what arrived, makes no attachment, and resumes from HEAD', async () => {
  const data = bytes(400_000, 7);
  const before = await attachments();
  const location = (await create('cordelia', data.length, { filename: 'cut.bin' })).headers.get('location')!;
  const req = request(`${w.ts.url}${location}`, {
    method: 'PATCH',
    headers: {
      ...auth('cordelia'),
      'tus-resumable': '1.0.0',
      'content-type': 'application/offset+octet-stream',
      'upload-offset': '0',
      'content-length': String(data.length),
    },
  });
  req.on('error', () => undefined);
  req.write(data.slice(0, 150_000));
  const [file] = await tusFiles(location);
  await eventually(async () => (await stat(path.join(w.uploadsDir, '.tus', file))).size === 150_000);
  req.destroy();
  // The lock is let go once the server notices; HEAD then tells where to go on.
  const probe = await head('cordelia', location);
  const offset = Number(probe.headers.get('upload-offset'));
  expect([probe.status, offset]).toEqual([200, 150_000]);
  expect(await attachments()).toBe(before);
  const done = await patch('cordelia', location, offset, data.slice(offset));
  expect(done.status).toBe(200);
  expect((await download((done.json() as { url: string }).url, 'cordelia')).body).toBe(digest(data));
  expect(await attachments()).toBe(before + 1);
});

test('two PATCHes of one upload at once: one writes, the other gets 409; the file is one of them, never a mix', async () => {
  const size = 200_000;
  const location = (await create('hamlet', size)).headers.get('location')!;
  const [a, b] = await Promise.all([
    patch('hamlet', location, 0, new Uint8Array(size).fill(1)),
    patch('hamlet', location, 0, new Uint8Array(size).fill(2)),
  ]);
  expect([a.status, b.status].sort()).toEqual([200, 409]);
  const winner = a.status === 200 ? a : b;
  const got = await download((winner.json() as { url: string }).url, 'hamlet');
  expect(got.body).toBe(digest(new Uint8Array(size).fill(a.status === 200 ? 1 : 2)));
});

test('a client resumes through another server process sharing the database and the uploads directory', async () => {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    UPLOADS_DIR: w.uploadsDir,
  });
  const other = await createServer(config, {
    database: w.ts.server.deps.db,
    keepDatabaseOpen: true,
    clock: w.ts.clock,
  });
  const otherUrl = `http://127.0.0.1:${await other.listen()}`;
  try {
    const data = bytes(300_000, 3);
    const location = (await create('cordelia', data.length, { filename: 'moved.bin' })).headers.get('location')!;
    const req = request(`${w.ts.url}${location}`, {
      method: 'PATCH',
      headers: {
        ...auth('cordelia'),
        'tus-resumable': '1.0.0',
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
        'content-length': String(data.length),
      },
    });
    req.on('error', () => undefined);
    req.write(data.slice(0, 100_000));
    const [file] = await tusFiles(location);
    await eventually(async () => (await stat(path.join(w.uploadsDir, '.tus', file))).size === 100_000);
    // The first server still holds the upload for its stalled PATCH; on PostgreSQL this HEAD asks it,
    // through the database, to let go, and waits for it.
    const probe = await call('HEAD', `${otherUrl}${location}`, auth('cordelia'));
    expect([probe.status, probe.headers.get('upload-offset')]).toEqual([200, '100000']);
    req.destroy();
    const done = await call(
      'PATCH',
      `${otherUrl}${location}`,
      { ...auth('cordelia'), 'content-type': 'application/offset+octet-stream', 'upload-offset': '100000' },
      data.slice(100_000),
    );
    expect(done.status).toBe(200);
    expect((await download((done.json() as { url: string }).url, 'cordelia')).body).toBe(digest(data));
  } finally {
    await other.close();
  }
});

test('unfinished uploads are swept after a week; finished ones are attachments and stay', async () => {
  const storage = createTusDataStore({
    uploadsDir: w.uploadsDir,
    uploads: w.ts.server.deps.uploads,
    clock: w.ts.clock,
  });
  const abandoned = (await create('polonius', 100)).headers.get('location')!;
  await patch('polonius', abandoned, 0, bytes(40));
  const finished = await uploadAll('polonius', { filename: 'kept.txt' }, bytes(10));
  expect(await sweepAbandonedTusUploads(w.ts.server.deps, storage)).toBe(0);
  w.ts.clock.advance(ABANDONED_TUS_UPLOAD_DAYS * 24 * 3600 * 1000 + 1000);
  const fresh = (await create('polonius', 100)).headers.get('location')!;
  expect(await sweepAbandonedTusUploads(w.ts.server.deps, storage)).toBeGreaterThanOrEqual(1);
  expect(await tusFiles(abandoned)).toEqual([]);
  expect((await head('polonius', abandoned)).status).toBe(404);
  expect((await head('polonius', fresh)).status).toBe(200);
  expect((await download((finished.json() as { url: string }).url, 'polonius')).status).toBe(200);
});

test('lockers of processes sharing the database exclude each other; a waiter asks the holder to let go', async () => {
  const { db } = w.ts.server.deps;
  const here = createTusLocker(db);
  // PGlite serves one process, whose one in-memory locker is then all there is to share.
  const there = db.kind === 'postgres' ? createTusLocker(db) : here;
  const signal = new AbortController().signal;
  try {
    let askedToRelease = 0;
    const holder = here.locker.newLock('1/ab/upload/a.bin');
    await holder.lock(signal, () => {
      askedToRelease += 1;
    });
    let acquired = false;
    const waiter = there.locker.newLock('1/ab/upload/a.bin');
    const waiting = waiter
      .lock(signal, () => undefined)
      .then(() => {
        acquired = true;
      });
    await eventually(async () => askedToRelease > 0);
    expect(acquired).toBe(false);
    // Another upload is not held up meanwhile.
    const other = there.locker.newLock('1/ab/upload/b.bin');
    await other.lock(signal, () => undefined);
    await other.unlock();
    await holder.unlock();
    await waiting;
    expect(acquired).toBe(true);
    await waiter.unlock();
  } finally {
    await here.close();
    if (there !== here) await there.close();
  }
});

async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setImmediate(r));
  }
  throw new Error('condition never held');
}

test('an image finished through tus is thumbnailed as a POST /user_uploads one is', async () => {
  const png = new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer(),
  );
  const done = await uploadAll('hamlet', { filename: 'chart.png', filetype: 'image/png' }, png, 1000);
  expect(done.status).toBe(200);
  const pathId = (done.json().url as string).slice('/user_uploads/'.length);
  await w.ts.server.deps.thumbnails.idle();
  const image = await w.prisma().imageAttachment.findFirstOrThrow({ where: { pathId } });
  expect({ width: image.originalWidthPx, height: image.originalHeightPx }).toEqual({ width: 40, height: 30 });
  const thumb = await fetch(`${w.ts.url}/user_uploads/thumbnail/${pathId}/840x560.webp`, { headers: auth('hamlet') });
  expect([thumb.status, thumb.headers.get('content-type')]).toEqual([200, 'image/webp']);
});
